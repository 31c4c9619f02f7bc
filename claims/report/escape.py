"""Text from a document made safe for where reports go: terminals and spreadsheets.

An announcement can carry terminal control sequences (ESC ] ... BEL retitles a
window; ESC [ ... m recolours; a carriage return overwrites a line) and
bidirectional overrides that make a line read differently from its bytes. The
text and Markdown reports show each such character as a visible escape
(`\\x1b`, `\\u202e`) instead. A CSV cell that a spreadsheet would run as a
formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage return) gets a
leading apostrophe, as spreadsheet-safe exporters do.
"""

from __future__ import annotations

from claims.vocabulary.lazy import lazy

_KEPT = {"\n", "\t"}
_CONTROLS = [c for c in range(0x20) if chr(c) not in _KEPT] + list(range(0x7F, 0xA0))
_BIDI = [0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)]
_TABLE = {c: f"\\x{c:02x}" for c in _CONTROLS} | {c: f"\\u{c:04x}" for c in _BIDI}
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = lazy(r"[+-]?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")


def visible(text: str) -> str:
    """`text` with control characters (but newline and tab) and bidi overrides escaped."""
    return text.translate(_TABLE)


def spreadsheet_cell(value: object) -> object:
    """A CSV cell a spreadsheet shows as text: formula-like strings get a leading `'`."""
    if isinstance(value, str) and value.startswith(_FORMULA_START) and \
            not _PLAIN_NUMBER.fullmatch(value):
        return "'" + value
    return value

"""Masking: markup that can never hold a reported figure blanked out, offsets kept.

Link targets and image URLs, bare URLs, HTML tags and comments, inline code, footnote
markers, list and heading markers and emphasis characters become spaces (line breaks
stay), so the masked text has the same length as the original and a span into one is a
span into the other.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_LINK_TARGET = re.compile(r"\((?<=\]\()[^)\s]*(?:\s+\"[^\"]*\")?\)")
_HEADING_MARKS = re.compile(r"^[ \t]{0,3}#{1,6}[ \t]+|[ \t]+#+[ \t]*$", re.M)
_ALWAYS_BLANK = str.maketrans({"*": " ", "[": " ", "]": " "})
_UNDERSCORES = re.compile(r"_+")
_STRIKE = re.compile(r"~~")


def _blanker(pattern: re.Pattern[str]) -> Callable[[str], str]:
    """A mask step that blanks every match of one pattern."""
    return lambda text: pattern.sub(_blank, text)


def _heading_marks(text: str) -> str:
    """Blank ATX heading marks, reading only the lines that hold a "#": the pattern's
    trailing-marks branch is slow when tried at every space of the document."""
    if "#" not in text:
        return text
    out: list[str] = []
    done = 0
    at = text.find("#")
    while at >= 0:
        line_start = text.rfind("\n", 0, at) + 1
        line_end = text.find("\n", at)
        line_end = len(text) if line_end < 0 else line_end
        out.append(text[done:line_start])
        out.append(_HEADING_MARKS.sub(_blank, text[line_start:line_end]))
        done = line_end
        at = text.find("#", line_end)
    out.append(text[done:])
    return "".join(out)


def _emphasis(text: str) -> str:
    """Blank emphasis stars, brackets, "~~" and underscores, except a single underscore
    inside a word ("io_uring"); a translate table does the common characters at C speed."""
    text = text.translate(_ALWAYS_BLANK)
    if "_" in text:
        text = _UNDERSCORES.sub(_underscores, text)
    if "~~" in text:
        text = _STRIKE.sub("  ", text)
    return text


def _underscores(match: re.Match[str]) -> str:
    """A run of underscores blanked, unless it is one underscore between ASCII letters or
    digits."""
    text, (a, b) = match.string, match.span()
    if b - a == 1 and a > 0 and b < len(text) and _ascii_alnum(text[a - 1]) \
            and _ascii_alnum(text[b]):
        return "_"
    return " " * (b - a)


def _ascii_alnum(ch: str) -> bool:
    """True for A-Z, a-z and 0-9."""
    return ch.isascii() and ch.isalnum()


# Applied in order; each step runs only when one of its markers is in the text.
# Patterns that must follow a "]" check it in a lookbehind placed after their first
# character, so the scanner can skip ahead to that character.
_MASKS: tuple[tuple[tuple[str, ...] | None, Callable[[str], str]], ...] = (
    (("<!--",), _blanker(re.compile(r"<!--.*?-->", re.S))),
    (("![",), _blanker(re.compile(r"!\[[^\]]*\]\([^)]*\)"))),  # images: alt text and URL
    (("](",), _blanker(_LINK_TARGET)),                           # link targets
    (("][",), _blanker(re.compile(r"\[(?<=\]\[)[^\]]*\]"))),     # reference link labels
    (("]:",), _blanker(re.compile(r"^\s{0,3}\[[^\]]+\]:\s*\S+.*$", re.M))),  # reference defs
    (("[", "^"), _blanker(re.compile(r"\[\^[^\]]*\]|\[\d{1,3}\]|\^\d{1,3}\b"))),  # footnotes
    (("http", "www."), _blanker(re.compile(   # URLs (\b checked after the first letter)
        r"<https?://[^>]*>|h(?<=\bh)ttps?://\S+|w(?<=\bw)ww\.\S+"))),
    (("<",), _blanker(re.compile(r"</?[A-Za-z][^>]*>"))),        # inline HTML tags
    (("`",), _blanker(re.compile(r"`+[^`]*`+"))),                # inline code
    (None, _blanker(re.compile(
        r"^[ \t]*(?:>[ \t]?)*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?",
        re.M))),                                                 # list markers
    ((">",), _blanker(re.compile(r"^[ \t]*>+[ \t]?", re.M))),    # blockquote markers
    (("#",), _heading_marks),                                    # ATX heading marks
    (("*", "_", "~", "[", "]"), _emphasis),                      # emphasis, brackets
)


def mask(text: str) -> str:
    """Blank out markup that never holds a figure, keeping every offset."""
    for trigger, step in _MASKS:
        # Most prose has no links, tags or code: skip a pattern whose marker is absent.
        if trigger is None or any(t in text for t in trigger):
            text = step(text)
    return text


def _blank(match: re.Match[str]) -> str:
    """Spaces for a match, keeping its line breaks so line-anchored masks still work."""
    found = match.group(0)
    if "\n" not in found:
        return " " * len(found)
    return "".join(ch if ch == "\n" else " " for ch in found)


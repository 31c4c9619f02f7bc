"""Fast case-insensitive patterns.

`re.IGNORECASE` makes Python's `re` fold every character it compares, which makes
a pattern of many alternatives several times slower. For ASCII text the same
matches are found by running a lower-cased copy of the pattern, without the flag,
over the lower-cased text: both have the same length, so spans are unchanged.
Text with any non-ASCII character takes the original pattern (case folding there
is not one-to-one). A pattern may also name `stems`, lower-case literals every
match contains, so texts without any are rejected by one cheap scan.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# Escapes (copied as written: "\W" is not "\w"), named groups and back-references
# (their names keep their case); everything else may be lower-cased.
_VERBATIM = re.compile(r"\\.|\(\?P<\w+>|\(\?P=\w+\)", re.S)


def fold_source(source: str) -> str:
    """The pattern source with its literal letters lower-cased."""
    out: list[str] = []
    pos = 0
    for m in _VERBATIM.finditer(source):
        out.append(source[pos:m.start()].lower())
        out.append(m.group(0))
        pos = m.end()
    out.append(source[pos:].lower())
    return "".join(out)


class Caseless:
    """A case-insensitive pattern with a fast path for ASCII text.

    Matches from the fast path are over the lower-cased text: read spans and
    `lastgroup` from them, and slice the original text for what was written.
    Both forms compile on first use, so importing a module of patterns stays
    cheap and the re.I form is never built for an all-ASCII run.
    """

    __slots__ = ("_exact", "_folded", "gate", "source")

    def __init__(self, source: str, gate: re.Pattern[str] | None) -> None:
        """Keep the source; compile later."""
        self.source = source
        self.gate = gate
        self._exact: re.Pattern[str] | None = None
        self._folded: re.Pattern[str] | None = None

    @property
    def exact(self) -> re.Pattern[str]:
        """The pattern as written, with re.IGNORECASE."""
        if self._exact is None:
            self._exact = re.compile(self.source, re.I)
        return self._exact

    @property
    def folded(self) -> re.Pattern[str]:
        """The lower-cased pattern, for lower-cased ASCII text."""
        if self._folded is None:
            self._folded = re.compile(fold_source(self.source))
        return self._folded

    def _target(self, text: str) -> tuple[re.Pattern[str], str] | None:
        """The pattern and text to run, or None when no match is possible."""
        if not text.isascii():
            return self.exact, text
        lowered = text.lower()
        if self.gate is not None and self.gate.search(lowered) is None:
            return None
        return self.folded, lowered

    def search(self, text: str) -> re.Match[str] | None:
        """The first match, as `re.search` with IGNORECASE finds it."""
        target = self._target(text)
        return None if target is None else target[0].search(target[1])

    def last(self, text: str) -> re.Match[str] | None:
        """The last of `finditer`'s matches (the one nearest the end of the text)."""
        target = self._target(text)
        found = None
        if target is not None:
            for found in target[0].finditer(target[1]):  # noqa: B007
                pass
        return found


def caseless(pattern: str, stems: Iterable[str] = ()) -> Caseless:
    """A case-insensitive pattern; `stems` are literals each match must contain."""
    words = sorted({stem.lower() for stem in stems}, key=lambda w: (-len(w), w))
    return Caseless(pattern, re.compile("|".join(map(re.escape, words))) if words else None)

"""A text with its numbers left out: how `claims verify` finds a quote that was reworded.

A source edited since a claim was recorded may keep the claim's sentence with
other numbers in it ("reaching 387 tokens per second" -> "reaching 352 ...").
The sentence is found by its skeleton: the text with each number written as one
HOLE. A number is any run of digits standing as a word of its own ("2" and "3"
in "2-3 ms", not "200" in "H200") and any figure the extractor reads spelled out
("sixteen"): where numbers stand does not hang on how the extractor reads them,
so an edit that turns "1.5-2.0x" into "2.5-2.0x" keeps its skeleton. The holes
say only where numbers stand; what a number is worth is always the extractor's
reading of the text around it.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, NamedTuple

from claims.model import Span
from claims.quoted import quote_figures
from claims.vocabulary.lazy import lazy

if TYPE_CHECKING:
    from claims.extract.figures.candidate import Figure

HOLE = "\x00"  # a control character: never part of a loaded text
# Digits standing as a word of their own, with their separators: where a number may be
# written; never what it is worth.
_DIGITS = lazy(r"(?<![\w.])\d+(?:[.,\u2009\u202f]\d+)*")


class Hole(NamedTuple):
    """Where a number stands, and the figure whose value is written there (if any)."""

    start: int
    end: int
    figure: Figure | None


def surface(text: str, start: int, end: int, written: str | None,
            avoid: tuple[int, int] | None = None) -> tuple[int, int] | None:
    """Where `written` stands in text[start:end] as a whole number, outside `avoid`."""
    if not written:
        return None
    at = text.find(written, start, end)
    while at != -1:
        clear = avoid is None or at + len(written) <= avoid[0] or at >= avoid[1]
        if clear and not (at and (text[at - 1].isdigit() or text[at - 1] in ".,")):
            return at, at + len(written)
        at = text.find(written, at + 1, end)
    return None


def value_surface(text: str, figure: Figure) -> tuple[int, int] | None:
    """Where a figure writes its value (not its baseline's) in the text it was read from."""
    return surface(text, figure.start, figure.end, figure.value_text, figure.baseline_span)


def anchor(text: str, where: tuple[int, int]) -> int:
    """Where a written number's hole starts: its first digit ("$0.60" -> "0"), else its start."""
    return next((i for i in range(*where) if text[i].isdigit()), where[0])


def holes(text: str, figures: Sequence[Figure]) -> tuple[Hole, ...]:
    """Every place a number stands, in order, each with the figure whose value starts there."""
    places = [(m.start(), m.end()) for m in _DIGITS.finditer(text)]
    for figure in figures:  # spelled numbers are found by the extractor only
        for written, span, avoid in ((figure.value_text, (figure.start, figure.end),
                                      figure.baseline_span),
                                     (figure.baseline_text, figure.baseline_span, None)):
            if written and span and not any(ch.isdigit() for ch in written):
                where = surface(text, span[0], span[1], written, avoid)
                if where is not None:
                    places.append(where)
    merged: list[tuple[int, int]] = []
    for start, end in sorted(places):
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    starts = [start for start, _ in merged]
    owner: dict[int, Figure] = {}
    for figure in figures:
        where = value_surface(text, figure)
        if where is None:
            continue
        first = anchor(text, where)
        at = bisect.bisect_right(starts, first) - 1
        if at >= 0 and first < merged[at][1]:
            owner.setdefault(at, figure)
    return tuple(Hole(start, end, owner.get(i)) for i, (start, end) in enumerate(merged))


@dataclass(frozen=True)
class Reading:
    """A text as the extractor reads it: its figures, and the text with its numbers left out."""

    text: str
    figures: tuple[Figure, ...]

    @cached_property
    def holes(self) -> tuple[Hole, ...]:
        """Where the text writes numbers, in order."""
        return holes(self.text, self.figures)

    @cached_property
    def skeleton(self) -> str:
        """The text with each number written as one HOLE character."""
        parts: list[str] = []
        last = 0
        for hole in self.holes:
            parts += [self.text[last:hole.start], HOLE]
            last = hole.end
        parts.append(self.text[last:])
        return "".join(parts)

    @cached_property
    def _places(self) -> tuple[list[int], list[int]]:
        """Each hole's offset in the skeleton, and how much shorter the skeleton is after it."""
        at: list[int] = []
        shrink: list[int] = []
        gone = 0
        for hole in self.holes:
            at.append(hole.start - gone)
            gone += hole.end - hole.start - 1
            shrink.append(gone)
        return at, shrink

    def span(self, start: int, end: int) -> Span:
        """The text's span of skeleton[start:end]."""
        at, shrink = self._places
        before = bisect.bisect_left(at, start)
        first = start + (shrink[before - 1] if before else 0)
        last = bisect.bisect_left(at, end - 1)
        if last < len(at) and at[last] == end - 1:
            stop = self.holes[last].end
        else:
            stop = end + (shrink[last - 1] if last else 0)
        return Span(start=first, end=stop)

    @cached_property
    def _by_start(self) -> tuple[list[int], list[Figure], int]:
        """The figures by where they start, their starts, and the longest one's length."""
        ordered = sorted(self.figures, key=lambda f: (f.start, f.end))
        longest = max((f.end - f.start for f in ordered), default=0)
        return [f.start for f in ordered], ordered, longest

    def figures_at(self, span: Span) -> list[Figure]:
        """The figures that overlap a span of the text, in order."""
        starts, ordered, longest = self._by_start
        low = bisect.bisect_left(starts, span.start - longest)
        high = bisect.bisect_left(starts, span.end)
        return [f for f in ordered[low:high] if f.end > span.start]

    @cached_property
    def _hole_starts(self) -> list[int]:
        """Where each hole starts in the text, in order."""
        return [hole.start for hole in self.holes]

    def holes_in(self, span: Span) -> list[Hole]:
        """The holes that stand inside a span of the text, in order."""
        low = bisect.bisect_left(self._hole_starts, span.start)
        high = bisect.bisect_left(self._hole_starts, span.end)
        return list(self.holes[low:high])


def read_text(text: str, figures: Sequence[Figure] | None = None) -> Reading:
    """A text with its figures (the extractor's reading of it alone, unless given)."""
    return Reading(text, tuple(quote_figures(text) if figures is None else figures))


def _pattern(skeleton: str) -> re.Pattern[str]:
    """A skeleton as a pattern: its holes kept, any whitespace run matching any other."""
    pieces = (re.escape(piece) for piece in re.split(r"\s+", skeleton))
    return re.compile(r"\s+".join(pieces), re.IGNORECASE)


def reworded(quote: Reading, now: Reading, near: int = 0) -> Iterator[Span]:
    """Every passage of `now` worded like `quote` apart from its numbers, nearest `near`
    first (a quote without numbers has no reworded passage: it is found whole or not)."""
    if not quote.holes:
        return
    found = [now.span(m.start(), m.end())
             for m in _pattern(quote.skeleton).finditer(now.skeleton)]
    yield from sorted(found, key=lambda s: (abs(s.start - near), s.start))

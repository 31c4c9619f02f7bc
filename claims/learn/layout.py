"""Where things stand in a document: the block, paragraph, section and sentence of an
offset, and the place of a figure (its offset, sentence and unit) that features read."""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass

from claims.extract.text.blocks import Block
from claims.model import Claim, Quote


@dataclass(frozen=True, slots=True)
class Place:
    """A figure's place: its offset, its sentence's span, its block and its unit."""

    at: int
    sentence: tuple[int, int]
    block: Block | None
    unit: str


class Layout:
    """The blocks of one document, looked up by offset (binary search)."""

    def __init__(self, text: str, blocks: Sequence[Block]) -> None:
        """Index the blocks of `text` (the masked, readable document) by start."""
        self.text = text
        self.blocks = tuple(blocks)
        self._starts = [b.start for b in self.blocks]
        self.length = max(1, len(text))

    def block_at(self, offset: int) -> Block | None:
        """The block holding `offset`, or None (front matter, code, between blocks)."""
        i = bisect.bisect_right(self._starts, offset) - 1
        if i >= 0 and offset < self.blocks[i].end:
            return self.blocks[i]
        return None

    def place(self, claim: Claim, quote: Quote | None = None) -> Place:
        """Where one mention of a claim stands (its first mention by default): the
        figure's number inside the quote, or the quote's start when it is not found."""
        text = quote.text if quote is not None else claim.source.quote
        span = quote.span if quote is not None else claim.source.span
        start = span.start if span is not None else 0
        end = span.end if span is not None else start + len(text)
        inside = text.find(claim.value_text) if claim.value_text else -1
        at = start + max(0, inside)
        return Place(at=at, sentence=(start, end), block=self.block_at(at), unit=claim.unit)

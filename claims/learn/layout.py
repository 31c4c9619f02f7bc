"""Where things stand in a document: the block, paragraph, section and sentence of an
offset, and the place of a figure (its offset, sentence and unit) that features read."""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar, cast

from claims.extract.text.blocks import Block
from claims.extract.text.sentences import sentences
from claims.model import Claim, Quote

_Index = TypeVar("_Index")


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
        self._sentences: dict[int, list[tuple[int, int]]] = {}
        #: Readings of the document computed once and shared by every figure's features.
        self.memo: dict[tuple[object, ...], object] = {}
        self._indexes: dict[str, tuple[Sequence[object], object]] = {}
        self._headings: dict[int, tuple[str, ...]] = {}
        stack: list[tuple[int, str]] = []
        for block in self.blocks:
            if block.kind == "heading":
                # a heading closes every open one of its level or deeper
                stack = [(level, h) for level, h in stack if level < block.level]
                stack.append((block.level, block.section or ""))
            self._headings[block.start] = tuple(h for _, h in stack)

    def index_of(self, kind: str, source: Sequence[object],
                 make: Callable[[], _Index]) -> _Index:
        """An index of one list, made once and kept while the same list (by identity) is
        read: every figure of a document reads the same candidate list, and a new list
        replaces the last one's index."""
        held = self._indexes.get(kind)
        if held is not None and held[0] is source:
            return cast(_Index, held[1])
        made = make()
        self._indexes[kind] = (source, made)
        return made

    def headings(self, block: Block) -> tuple[str, ...]:
        """The headings a block stands under, outermost first: a sub-heading ("Client
        hosts") keeps the meaning of the section it belongs to ("Environment")."""
        return self._headings.get(block.start, (block.section,) if block.section else ())

    def block_at(self, offset: int) -> Block | None:
        """The block holding `offset`, or None (front matter, code, between blocks)."""
        i = bisect.bisect_right(self._starts, offset) - 1
        if i >= 0 and offset < self.blocks[i].end:
            return self.blocks[i]
        return None

    def sentence_at(self, block: Block, offset: int) -> tuple[int, int] | None:
        """The span of the sentence of `block` that holds `offset`."""
        found = self._sentences.get(block.start)
        if found is None:
            found = [(s.start, s.end) for s in sentences(block)]
            self._sentences[block.start] = found
        return next(((a, b) for a, b in found if a <= offset < b), None)

    def place(self, claim: Claim, quote: Quote | None = None) -> Place:
        """Where one mention of a claim stands (its first mention by default): the
        mention's offset, and the sentence holding it."""
        mention = quote or (claim.mentions[0] if claim.mentions else None)
        source = claim.source.span
        if mention is not None and mention.span is not None:
            at = mention.span.start
        else:
            inside = claim.source.quote.find(claim.value_text) if claim.value_text else -1
            at = (source.start if source else 0) + max(0, inside)
        block = self.block_at(at)
        sentence = self.sentence_at(block, at) if block is not None else None
        if sentence is None:
            sentence = (source.start, source.end) if source else (at, at + 1)
        return Place(at=at, sentence=sentence, block=block, unit=claim.unit)

"""The binding policy: each figure takes each condition from the nearest scope that states
it: its sentence (or the sentence it says it shares a run with), its paragraph (only the
measured sentences, for a measured figure), its heading, then the front matter. An
operating point (concurrency, parallelism) binds only from the figure's own sentence, the
shared one, or its heading."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from claims.extract.conditions.found import Found, merge, operating_free, to_conditions
from claims.extract.conditions.index import Index
from claims.extract.facts.evidence import evidence, maturity
from claims.extract.text.blocks import Block, Sentence
from claims.extract.text.sentences import sentences
from claims.model import Conditions, Maturity


@dataclass
class Scopes:
    """What each paragraph and heading states, computed once per document on demand."""

    index: Index
    masked: str
    paragraphs: dict[int, tuple[int, int]]
    headings: dict[str | None, tuple[int, int]]
    front: Found
    _paragraph: dict[int, tuple[Found, Maturity]] = field(default_factory=dict)
    _measured: dict[int, Found] = field(default_factory=dict)
    _heading: dict[str | None, Found] = field(default_factory=dict)

    def paragraph(self, block: Block) -> tuple[Found, Maturity]:
        """The paragraph's conditions and the maturity of what it describes."""
        if block.paragraph not in self._paragraph:
            a, b = self.paragraphs[block.paragraph]
            self._paragraph[block.paragraph] = (
                self.index.find(a, b), maturity(self.masked[a:b]) or Maturity.unknown)
        return self._paragraph[block.paragraph]

    def measured_paragraph(self, block: Block) -> Found:
        """The paragraph's conditions as its measured sentences state them: hardware named
        only in a projection ("a projected 4,100 tokens/s on B200") is no setup of the
        figures measured beside it."""
        if block.paragraph not in self._measured:
            found = self.paragraph(block)[0]
            if block.kind == "paragraph":
                said = sentences(block)
                measured = [evidence(s.scan()) is None for s in said]
                if not all(measured):
                    found = merge([self.index.find(s.start, s.end)
                                        for s, ok in zip(said, measured, strict=True) if ok])
            self._measured[block.paragraph] = found
        return self._measured[block.paragraph]

    def heading(self, block: Block) -> Found:
        """The heading's conditions: the heading itself, not its whole section, since a
        long section may move on to other systems."""
        if block.section not in self._heading:
            span = self.headings.get(block.section)
            self._heading[block.section] = self.index.find(*span) if span else Found()
        return self._heading[block.section]

    def conditions(self, sentence: Sentence, near: int | None = None,
                   figures: Sequence[tuple[int, int]] = (),
                   carried: Sentence | None = None, measured: bool = False) -> Conditions:
        """Each condition from the nearest scope that states it; an operating point
        (concurrency, parallelism) only from the figure's own sentence, the sentence it
        says it shares a run with (`carried`), or its heading. A `measured` figure reads
        its paragraph's measured sentences only."""
        own = self.index.find(sentence.start, sentence.end, near=near, figures=figures)
        shared = (self.index.find(carried.start, carried.end),) if carried else ()
        paragraph = self.measured_paragraph(sentence.block) if measured \
            else self.paragraph(sentence.block)[0]
        return to_conditions(merge((
            own, *shared, operating_free(paragraph), self.heading(sentence.block),
            self.front)))


"""Each block's own section: the text from its heading to the next heading. Headings of one
title ("#### Hardware" under each of three machines) open separate sections, so what one of
them names never sets up the figures of another."""

from __future__ import annotations

import bisect
from collections.abc import Mapping, Sequence

from claims.extract.conditions.index import Index
from claims.extract.conditions.model_scope import one_model
from claims.extract.text.blocks import Block


class OwnSections:
    """The span of each heading's own section, looked up by a block's offset, and whether
    it names one model at most."""

    def __init__(self, blocks: Sequence[Block], index: Index, body: tuple[int, int],
                 titled: Mapping[str | None, tuple[int, int]], title: str | None = None
                 ) -> None:
        """Index the blocks by the heading each stands under (None: before any heading);
        `titled` gives the span of a section by title, for a block under none of them;
        `title` is the model the document's title names, which the body is read under."""
        self._index, self._body, self._titled, self._title = index, body, titled, title
        self._starts: list[int] = []
        self._spans: dict[int | None, tuple[int, int]] = {}
        self._single: dict[tuple[tuple[int, int] | None, bool], bool] = {}
        for b in blocks:
            if b.kind == "heading":
                self._starts.append(b.start)
            at = self._starts[-1] if self._starts else None
            a, z = self._spans.get(at, (b.start, b.end))
            self._spans[at] = (min(a, b.start), max(z, b.end))

    def span(self, block: Block) -> tuple[int, int] | None:
        """The span of the section the block stands in (its heading's, up to the next)."""
        i = bisect.bisect_right(self._starts, block.start) - 1
        own = self._spans.get(self._starts[i] if i >= 0 else None)
        return own or self._titled.get(block.section)

    def one_model(self, block: Block | None) -> bool:
        """True when the block's section names one model at most; the body's for a block
        before any heading, or None."""
        body = block is None or block.section is None
        span = self._body if block is None or body else self.span(block)
        if (span, body) not in self._single:
            title = self._title if body else None  # the body is read under the title's model
            self._single[span, body] = span is None or one_model(self._index, span, title)
        return self._single[span, body]

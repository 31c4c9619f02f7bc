"""The sentences of a document that say how many runs its figures rest on: a repetition or
a spread ("the median of five runs", "each configuration ran three times", "± 2%") or a
single run ("the tests were run only once"), wherever they stand: a setup paragraph with
no figure of its own says so for every table after it."""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from claims.extract.facts.wording import single_run_offsets, spread_offsets
from claims.extract.text.blocks import Block
from claims.extract.text.sentences import sentences
from claims.model import Quote, Span
from claims.typed import typed


def repeat_quotes(text: str, masked: str, blocks: Sequence[Block],
                  starts: list[int]) -> tuple[Quote, ...]:
    """Each sentence (a table row is one) whose words report a repetition, a spread or a
    single run, as an exact quote; `masked` is the text with markup that holds no words
    blanked, offset for offset, and `starts` the offsets at which its lines start."""
    out: list[Quote] = []
    for block in blocks:
        if block.kind == "heading":
            continue
        words = masked[block.start:block.end]
        offsets = sorted(block.start + at
                         for at in (*spread_offsets(words), *single_run_offsets(words)))
        if not offsets:
            continue
        for sentence in sentences(block):
            at = bisect.bisect_left(offsets, sentence.start)
            if at < len(offsets) and offsets[at] < sentence.end:
                out.append(typed(Quote, text=text[sentence.start:sentence.end],
                                 span=typed(Span, start=sentence.start, end=sentence.end),
                                 line=bisect.bisect_right(starts, sentence.start),
                                 section=block.section))
    return tuple(out)

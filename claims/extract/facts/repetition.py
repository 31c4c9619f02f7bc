"""The sentences of a document that report a repetition or a spread of its runs ("the
median of five runs", "each configuration ran three times", "± 2%"), wherever they stand:
a setup paragraph with no figure of its own says so for every table after it."""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from claims.extract.facts.wording import spread_offsets
from claims.extract.text.blocks import Block
from claims.extract.text.sentences import sentences
from claims.model import Quote, Span


def repeat_quotes(text: str, masked: str, blocks: Sequence[Block],
                  starts: list[int]) -> tuple[Quote, ...]:
    """Each sentence (a table row is one) whose words report a repetition or a spread, as
    an exact quote; `masked` is the text with markup that holds no words blanked, offset
    for offset, and `starts` the offsets at which its lines start."""
    out: list[Quote] = []
    for block in blocks:
        if block.kind == "heading":
            continue
        offsets = [block.start + at for at in spread_offsets(masked[block.start:block.end])]
        if not offsets:
            continue
        for sentence in sentences(block):
            at = bisect.bisect_left(offsets, sentence.start)
            if at < len(offsets) and offsets[at] < sentence.end:
                out.append(Quote(text=text[sentence.start:sentence.end],
                                 span=Span(start=sentence.start, end=sentence.end),
                                 line=bisect.bisect_right(starts, sentence.start),
                                 section=block.section))
    return tuple(out)

"""The sentence a figure's sentence shares its run with: one that says so before it ("In the
same run, ..." shares the previous sentence's operating point), or one right after it that
points back at the figure ("- Reaching that speed takes a single H100": the next list item
states how the speed of the item before was reached). What that sentence states of the run
is the figure's own setup, as if written beside it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from claims.vocabulary.lazy import lazy

if TYPE_CHECKING:
    from claims.extract.text.blocks import Block, Sentence

_SAME_RUN = lazy(r"\s*(?:in|at|under|for|during|from)\s+the\s+same\s+(?:runs?|tests?|"
                 r"setup|configuration|experiments?|benchmarks?|conditions|load|sweep)\b",
                 re.I)
# A sentence opening by pointing back at the result just given: "Reaching that speed
# takes ...", "That result used ...", "These numbers were measured on ...".
_POINTS_BACK = lazy(r"\s*(?:[A-Za-z]+\s+){0,2}?(?:that|this|these|those)\s+(?:speeds?|"
                    r"results?|figures?|numbers?|throughputs?|rates?|scores?|measurements?|"
                    r"performance)\b", re.I)


def shared_before(masked: str, sentences: Sequence[Sentence], i: int) -> Sentence | None:
    """The sentence before sentence `i` of a block, when `i` says it shares its run."""
    return sentences[i - 1] if i and _SAME_RUN.match(masked, sentences[i].start) else None


def pointed_back(masked: str, sentences: Sequence[Sentence], i: int,
                 following: Sequence[Sentence]) -> Sentence | None:
    """The sentence right after sentence `i` (in its block, else the first of the next
    block, `following`) when it opens by pointing back at the result just given."""
    after = sentences[i + 1] if i + 1 < len(sentences) else (following[0] if following
                                                                else None)
    if after is None or _POINTS_BACK.match(masked, after.start) is None:
        return None
    return after


def next_block(blocks: Sequence[Block], at: int) -> Block | None:
    """The block after `blocks[at]` when it continues the same text: a paragraph or list
    item of the same section (not a heading or a table)."""
    if at + 1 >= len(blocks):
        return None
    block, after = blocks[at], blocks[at + 1]
    if after.kind != "paragraph" or after.section != block.section:
        return None
    return after

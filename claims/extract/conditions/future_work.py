"""Sentences that announce work still to come ("A Mixtral write-up will follow", "we plan
to try the 70B model next"): a model they name has not been measured yet, so it is no
setup of the figures the document reports."""

from __future__ import annotations

import re
from collections.abc import Sequence

from claims.extract.text.blocks import Block
from claims.extract.text.sentences import sentences
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import first_forms, may_match

# What still has to happen: a follow-up announced, a plan stated, a later post promised.
# The first letters of the branches (re.I) lead, so the engine skips ahead to them.
_TO_COME = lazy(
    "(?=[" + first_forms(["will", "is", "are", "coming", "stay", "we", "I", "future",
                         "upcoming", "later", "next", "follow"]) + "])"
    r"\b(?:will\s+follow|(?:is|are)\s+coming|coming\s+soon|stay\s+tuned|"
    r"(?:we|I)\s+(?:plan|intend|hope|aim)\s+to|(?:we|I)(?:'ll|\s+will)\s+(?:look\s+at|try|"
    r"explore|add|share|publish|post|cover|report)|(?:future|upcoming|later|next|follow-up)"
    r"\s+(?:work|posts?|blogs?|releases?|articles?|write-?ups?))\b", re.IGNORECASE)


def future_spans(blocks: Sequence[Block]) -> list[tuple[int, int]]:
    """The spans of the paragraph sentences that announce work still to come, in order."""
    return [(s.start, s.end) for block in blocks if block.kind == "paragraph"
            and may_match(_TO_COME, block.scan) and _TO_COME.search(block.scan) is not None
            for s in sentences(block) if _TO_COME.search(s.scan()) is not None]

"""Sentences that relay another party's own run ("Ana at Acme saw 12% more throughput on
POWER10"): the machine such a report names is that run's, as a chart's machine is the
chart's, so no setup of the document's other figures."""

from __future__ import annotations

from collections.abc import Sequence

from claims.extract.text.blocks import Block
from claims.extract.text.sentences import sentences
from claims.vocabulary.lazy import lazy

_NAME = r"[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?"
_ORG = r"(?:the\s+)?[A-Z][\w.&'-]*(?:\s+(?:of\s+|for\s+)?[A-Z][\w.&'-]*){0,4}"
_SAW = (r"(?:saw|sees|measured|measures|reported|reports|observed|observes|found|finds|"
        r"got|gets|noticed|recorded|benchmarked)")
# A person or team of a named organisation opening the sentence, an aside of at most one
# clause, then the verb that relays what they measured.
_REPORT = lazy(r"(?:[*_]{2}[^*_]{1,60}[*_]{2}\s+)?" + _NAME + r"\s+(?:at|from|of)\s+" + _ORG
               + r"(?:,[^.;]{1,160}?,)?\s+" + _SAW + r"\b")


def report_spans(blocks: Sequence[Block]) -> list[tuple[int, int]]:
    """The spans of the paragraph sentences that relay a named party's own run."""
    return [(s.start, s.end) for block in blocks if block.kind == "paragraph"
            and (" at " in block.scan or " from " in block.scan or " of " in block.scan)
            for s in sentences(block) if _REPORT.match(s.scan().lstrip()) is not None]

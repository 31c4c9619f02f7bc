"""Features of a model candidate only (the machine's are in `claims.learn.features`): where
a table's figure stands, the model it measures is named in the prose that leads into the
table, in another cell of its row, or in its column's header; a model named only beside
"extrapolated" or "estimated" is a projection's, not the model a measured row ran."""

from __future__ import annotations

import re
from collections.abc import Sequence

from claims.extract.text.blocks import Block
from claims.learn.candidates import Candidate
from claims.learn.features import Features
from claims.learn.layout import Layout, Place
from claims.vocabulary.lazy import lazy

#: Words that make what stands beside them a projection, not a run.
_PROJECTED = lazy(r"\b(?:extrapolat\w*|estimat\w*|projected|projection|would|could|"
                  r"expected|theoretical)\b", re.I)
#: How far either side of a mention (on its own line) a projection word is read.
_WINDOW = 48


def _lead_block(layout: Layout, block: Block) -> Block | None:
    """The prose block just above a table (none when a heading stands between)."""
    i = layout.blocks.index(block)
    for above in reversed(layout.blocks[:i]):
        if above.paragraph == block.paragraph:
            continue
        return above if above.kind in ("paragraph", "list_item") else None
    return None


def _lead_span(layout: Layout, block: Block) -> tuple[int, int]:
    """The span of the prose above a table row's table ((0, 0): none), found once a table."""
    held = layout.memo.get(("table_lead", block.paragraph))
    if isinstance(held, tuple):
        return held
    found = _lead_block(layout, block)
    span = (found.start, found.end) if found is not None else (0, 0)
    layout.memo[("table_lead", block.paragraph)] = span
    return span


def _projected(layout: Layout, start: int, end: int) -> bool:
    """Whether a projection word stands near a mention, on its line and in its table cell
    (a header's "Extrapolated" says nothing of the column beside it)."""
    text = layout.text
    lo = max(text.rfind("\n", 0, start), text.rfind("|", 0, start)) + 1
    hi = min(i for i in (text.find("\n", end), text.find("|", end), len(text)) if i >= 0)
    return _PROJECTED.search(text, max(lo, start - _WINDOW), min(hi, end + _WINDOW)) is not None


def model_features(layout: Layout, place: Place, cand: Candidate) -> Features:
    """The model-only features of one candidate for one figure."""
    out: Features = {}
    if cand.name is None or not cand.mentions:
        return out
    projected = sum(_projected(layout, m.start, m.end) for m in cand.mentions)
    out["projected_share"] = projected / len(cand.mentions)
    if projected == len(cand.mentions):
        out["projected_only"] = 1.0
    block = place.block
    if block is None or block.kind != "table_row":
        return out
    for m in cand.mentions:
        if block.start <= m.start < block.end:
            out["in_row"] = 1.0
    a, b = _lead_span(layout, block)
    if any(a <= m.start < b for m in cand.mentions):
        out["table_lead"] = 1.0
    return out


def _in_header(layout: Layout, offset: int) -> bool:
    """Whether an offset stands in a table's header row."""
    block = layout.block_at(offset)
    return block is not None and block.kind == "table_header"


def mark_nearest(layout: Layout, place: Place,
                 rows: Sequence[tuple[Candidate, Features]]) -> None:
    """Mark the candidate named last before the figure (`nearest_before`) and the one
    named first after it in its own block (`nearest_after`): a post that moves from one
    model to the next names each before its figures."""
    def last_before(cand: Candidate) -> int:
        # a table's header names each column's own model (`own_column`), not the rows'
        return max((m.start for m in cand.mentions if m.start < place.at
                    and not _in_header(layout, m.start)), default=-1)

    named = [(c, f) for c, f in rows if c.name is not None]
    before = max((last_before(c) for c, _ in named), default=-1)
    if before >= 0:
        for c, f in named:
            if last_before(c) == before:
                f["nearest_before"] = 1.0
    end = place.block.end if place.block is not None else place.sentence[1]

    def first_after(cand: Candidate) -> int:
        return min((m.start for m in cand.mentions if place.at <= m.start < end), default=end)

    after = min((first_after(c) for c, _ in named), default=end)
    if after < end:
        for c, f in named:
            if first_after(c) == after:
                f["nearest_after"] = 1.0

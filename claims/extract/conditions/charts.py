"""Sentences that describe a chart or a figure of the post ("A chart gives parse speed on
an Intel Skylake", "Figure 2: latency on a c7g.4xlarge"): the machine they name is that
chart's, so no setup of the document's other figures."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace

from claims.extract.conditions.found import Found
from claims.extract.conditions.future_work import future_spans
from claims.extract.conditions.index import Index
from claims.extract.conditions.model_rows import model_labels
from claims.extract.conditions.option_lists import listed_several, option_lists
from claims.extract.conditions.reported_runs import report_spans
from claims.extract.text.blocks import Block
from claims.extract.text.sentences import sentences
from claims.vocabulary.matcher import caseless

# A chart named as the subject of what is said: "a chart", "the second graph", "Figure 2",
# "Fig. 3". A bare "figures" is numbers ("the figures below"), so a figure needs a number
# or a singular determiner. Every match holds one of the stems: a paragraph with none is
# passed over without the pattern. (A figure is "figure" or "fig.": a bare "fig" would let
# every "configuration" through.)
_CHART_SENTENCE = caseless(
    r"\b(?:charts?|graphs?|plots?|diagrams?)\b|\bfig(?:ure|\.)\s*\d+|"
    r"\b(?:a|the|this|that|next|following|each)\s+figure\b(?!\s+of\b)",
    ("chart", "graph", "plot", "diagram", "figure", "fig."))


def chart_spans(blocks: Sequence[Block]) -> list[tuple[int, int]]:
    """The spans of the paragraph sentences that describe a chart or a figure."""
    return [(s.start, s.end) for block in blocks if block.kind == "paragraph"
            and _CHART_SENTENCE.search(block.scan) is not None
            for s in sentences(block) if _CHART_SENTENCE.search(s.scan()) is not None]


def table_lead_spans(blocks: Sequence[Block]) -> list[tuple[int, int]]:
    """The lead-ins of a page's tables written alike, where it leads into several so ("Data
    from my board:" over one table, "Data from a forum post:" over another): each says whose
    run its own table is, so a machine one of them names is that table's (`table_setup`
    binds it there), no setup of the page's other tables."""
    leads: dict[str, list[tuple[int, int]]] = {}
    for block, after in itertools.pairwise(blocks):
        if block.kind == "paragraph" and after.kind == "table_header" and \
                block.scan.rstrip(" *_").endswith(":"):
            # lead-ins written alike open with the same words ("Data from ..."); one that
            # opens otherwise ("These numbers come from a MacBook Air:") sets up the page
            opening = " ".join(block.scan.lower().split()[:2])
            leads.setdefault(opening, []).append((block.start, block.end))
    return sorted(span for alike in leads.values() if len(alike) >= 2 for span in alike)


def aside_spans(blocks: Sequence[Block]) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The chart descriptions (`chart_spans`), relayed reports of others' runs
    (`report_spans`) and the lead-ins of several tables (`table_lead_spans`), whose
    machines are theirs; and what names a model no setup of the
    document's figures: the row labels of a model column (`model_labels`) and sentences
    announcing work to come (`future_spans`): what `setup_beside` leaves aside."""
    return (sorted([*chart_spans(blocks), *report_spans(blocks), *table_lead_spans(blocks)]),
            sorted([*model_labels(blocks), *future_spans(blocks)]))


def beside_spans(index: Index, blocks: Sequence[Block]) -> tuple[list[tuple[int, int]], ...]:
    """What `setup_beside` reads beside a text's names: the `aside_spans` and the lists of
    options (`option_lists`)."""
    return (*aside_spans(blocks), option_lists(index, blocks))


def setup_beside(index: Index, span: tuple[int, int], prefer_device: bool,
                 projected: Sequence[tuple[int, int]],
                 charts: Sequence[tuple[int, int]],
                 aside: Sequence[tuple[int, int]] = (),
                 options: Sequence[tuple[int, int]] = ()) -> Found:
    """What the text of `span` is about (`Index.setup`), without what projections name, and
    with no machine only a chart's description names ("a chart gives parse speed on an
    Intel Skylake"): the chart's figures ran there, not the prose's. A model named there is
    still the post's subject; a model only the `aside` spans name (a model column's rows, work
    still to come) is not (`aside_spans`). A text holding a list of `options` (machines set
    side by side, `option_lists`) names several machines: it is about none of them."""
    a, b = span
    found = index.setup(a, b, prefer_device, projected)
    if found.hardware is not None and listed_several(options, a, b):
        found = replace(found, hardware=None, accelerator=None)
    if any(a <= x < b for x, _ in aside):  # the rows' models may hide the text's own one
        model = index.setup(a, b, prefer_device, sorted([*projected, *aside])).model
        found = replace(found, model=model)
    if found.hardware is None or not any(a <= x < b for x, _ in charts):
        return found
    machine = index.setup(a, b, prefer_device, sorted([*projected, *charts]))
    return replace(found, hardware=machine.hardware, accelerator=machine.accelerator)

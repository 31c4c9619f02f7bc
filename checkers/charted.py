"""Comparisons a chart plots: a ratio whose paragraph shows or names a chart, in a section
that states the compared set-ups before it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType

from checkers.facts import per_run
from claims.model import Claim, Document, Kind


def in_chart_paragraph(claim: Claim, document: Document) -> bool:
    """True when the figure's quote lies in a paragraph that shows or names a chart ("25%
    better than the classic OSD (chart)"): the chart plots both of its sides."""
    span = claim.source.span
    if span is None:
        return False
    return any(q.span is not None and q.span.start <= span.start and span.end <= q.span.end
               for q in document.charts)


@per_run
def _first_setup(claims: Iterable[Claim]) -> Mapping[str | None, int]:
    """Each section's first configuration figure, by offset ("six s1 pods", "2 CPUs"): where
    the section starts stating how the compared systems ran."""
    first: dict[str | None, int] = {}
    for c in claims:
        if c.kind is Kind.config and c.source.span is not None:
            at = first.get(c.source.section)
            if at is None or c.source.span.start < at:
                first[c.source.section] = c.source.span.start
    return MappingProxyType(first)


def charted_with_setup(claim: Claim, claims: Sequence[Claim], document: Document) -> bool:
    """True for a ratio a chart plots whose section states, before it, the set-ups compared
    in configuration figures: the chart holds both sides' values and the section their
    conditions, so the baseline is before the reader (a chart with no values in the text is
    `results-only-in-charts`' to raise). A charted ratio alone in its section ("28% less
    VRAM than vLLM (chart)") states nothing of the other side and stays unclear."""
    span = claim.source.span
    if span is None or not in_chart_paragraph(claim, document):
        return False
    at = _first_setup(claims).get(claim.source.section)
    return at is not None and at < span.start

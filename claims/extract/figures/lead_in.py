"""A list's lead-in sentence names the denominator of its items: "Per node, the cluster
delivered:" over "- 96,000 tokens per second" makes that a rate per node."""

from __future__ import annotations

from dataclasses import replace

from claims.extract.figures.candidate import Figure
from claims.extract.figures.denominators import may_take_per, takes
from claims.extract.figures.words import last
from claims.vocabulary import unit_patterns
from claims.vocabulary.units import PER_WORDS, SYMBOLS, Unit


def with_lead_in(fig: Figure, lead: str) -> Figure:
    """The figure with the denominator its list's lead-in sentence names, when it has
    none of its own and its unit takes that one."""
    if fig.per is not None:
        return fig
    unit = SYMBOLS.get(fig.unit) or Unit(fig.unit, 1, fig.metric_hint)
    if not may_take_per(unit):
        return fig
    named = last(unit_patterns.PER_BEFORE_RE, lead)
    if named is None:
        return fig
    per = PER_WORDS[named.group("noun").lower()]
    return replace(fig, per=per) if takes(unit, per) else fig

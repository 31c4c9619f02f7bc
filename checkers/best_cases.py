"""Which figures are a best case (a peak, a maximum, a best run), and which measure a best
case is set beside: what `peak-not-sustained` compares."""

from __future__ import annotations

from checkers.facts import (
    BEST_CASE,
    is_latency,
    is_ratio,
    is_system_throughput,
    is_user_speed,
    norm,
    value_place,
)
from claims.extract.facts.around import rated_before
from claims.extract.facts.beside import best_of_runs, names_best_case
from claims.model import Claim, Statistic
from claims.vocabulary.metrics import Klass
from claims.vocabulary.quantities import quantity, to_base


def _rate(claim: Claim) -> bool:
    """A figure where more is better: a rate, a per-user speed or a gain. A maximum power,
    memory or duration is a limit, not a best case."""
    return is_system_throughput(claim) or is_user_speed(claim) or is_ratio(claim)


def _from_data_sheet(claim: Claim) -> bool:
    """True when the words just before the figure call it theoretical, rated or nominal."""
    span = claim.source.span
    for mention in claim.mentions:
        if span is not None and mention.span is not None and \
                span.start <= mention.span.start <= span.end:
            before = claim.source.quote[:mention.span.start - span.start]
            return rated_before(before)
    return False


def best_case(claim: Claim) -> bool:
    """A peak or maximum of a rate, or a minimum of a latency (a latency's "best case" is
    its minimum, as extraction reads it), or a rate stating no statistic under a heading
    that calls its figures a best run or peak; a latency's maximum is its worst case, and
    a theoretical or rated peak is none."""
    if _from_data_sheet(claim):
        return False
    if is_latency(claim):
        return claim.statistic is Statistic.min
    if claim.statistic is None and _rate(claim) and not is_ratio(claim):
        # "## Key Metrics (Best Run)": the heading labels the figures under it, as a
        # column header labels its cells.
        return names_best_case(claim.source.section) or best_of_runs_row(claim)
    return claim.statistic in BEST_CASE and _rate(claim)


def best_of_runs_row(claim: Claim) -> bool:
    """True for a table row's figure whose row goes on to call it the best of several runs
    ("| 346 Mbits/sec | Highest of 5 runs |"): a note of that row, not of a sentence."""
    quote, at = claim.source.quote, value_place(claim)
    return "|" in quote and at >= 0 and best_of_runs(quote[at:])


def measure(claim: Claim) -> str:
    """The metric a figure measures, for setting a best case beside sustained figures: a
    rate of bytes its sentence calls a "throughput" measures the bandwidth its unit does,
    as a figure in that unit with no such word ("a mean throughput of 80 GB/s, peaks of
    83 GB/s") does."""
    metric = norm(claim.metric)
    row = quantity(claim.unit) or quantity(to_base(claim.unit)[0])
    if metric == "throughput" and row is not None and row.member.klass is not Klass.throughput:
        return norm(row.metric)
    return metric

"""Where a latency's statistic is answered by something other than the figure's own record:
a spread's label, the heading of its section, or the figure being no per-request wait."""

from __future__ import annotations

from collections.abc import Iterable

from checkers.facts import value_place
from claims.extract.facts.beside import (
    amount_before,
    names_startup,
    names_statistic,
    names_wait,
    share_label_before,
    spread_before,
)
from claims.extract.facts.sections import is_caveat_section
from claims.model import Claim, Statistic


def _before(claim: Claim, width: int) -> str:
    """Up to `width` characters of the figure's sentence before its value ('' if unknown)."""
    at = value_place(claim)
    return claim.source.quote[max(0, at - width):at] if at > 0 else ""


def labelled_spread(claim: Claim) -> bool:
    """True when the words just before the figure call it a spread (a standard deviation,
    a variance, an interquartile range): its statistic is named."""
    return spread_before(_before(claim, 40))


def elapsed_for_amount(claim: Claim) -> bool:
    """True when the figure is the time a stated amount of data or work took as a whole
    ("22.0MiB in 961msec"): a run's elapsed time, which has no per-request statistic."""
    return amount_before(_before(claim, 60))


def heading_names_statistic(claim: Claim) -> bool:
    """True when the heading of the figure's section names a statistic ("Average Single
    Token Generation Time", "P99 latency by load"): the heading labels every figure under
    it, as a column header labels its cells."""
    return names_statistic(claim.source.section)


def caveat_context(claim: Claim) -> bool:
    """True when the figure stands in the document's own caveats section ("Testing
    Caveats", "Limitations"): a typical value cited to explain a limit ("about 0.01 ms on
    loopback against 1-50 ms on a real network"), not a result whose statistic is owed."""
    return is_caveat_section(claim.source.section)


_PERCENTILES = frozenset({Statistic.p50, Statistic.p75, Statistic.p90, Statistic.p95,
                          Statistic.p99, Statistic.p999})


def percentile_sections(claims: Iterable[Claim]) -> frozenset[str | None]:
    """The sections holding a figure whose share label the record reads as a percentile
    ("| 90% | 4542 |" is a p90): a table of the shares of requests answered in each time."""
    return frozenset(c.source.section for c in claims
                     if c.statistic in _PERCENTILES and share_label_before(_before(c, 40)))


def unlisted_percentile(claim: Claim, sections: frozenset[str | None]) -> bool:
    """True when a figure's share label ("| 66% | 2037 |") stands in a section whose other
    share labels are percentiles (`percentile_sections`): it names a percentile too, one the
    record has no name for (p66, p80, p98)."""
    return claim.source.section in sections and share_label_before(_before(claim, 40))


def waited_time(claim: Claim) -> bool:
    """True for a time that is a wait: one start of a program or machine, as what it
    measures, its row label or its sentence says ("| Native Startup Time |", "Very fast
    startup | 9.62s", "a cold start of 2.3 s"; a start is a wait a user sits through, and
    its runs vary as requests do), or a table's time under a heading naming the latency its
    times measure ("## Storage backends (20K tokens TTFT)"), which labels the table's cells
    as a column header does (not a sentence's time there: a test's length)."""
    return claim.unit == "s" and (names_startup(claim.measures)
                                  or names_startup(_before(claim, 80))
                                  or ("|" in claim.source.quote
                                      and names_wait(claim.source.section)))

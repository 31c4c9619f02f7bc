"""Where a latency's statistic is answered by something other than the figure's own record:
a spread's label, the heading of its section, or the figure being no per-request wait."""

from __future__ import annotations

from checkers.facts import value_place
from claims.extract.facts.beside import amount_before, names_statistic, spread_before
from claims.extract.facts.sections import is_caveat_section
from claims.model import Claim


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

"""Where a latency's statistic is answered by something other than the figure's own record:
a spread's label, the heading of its section, or the figure being no per-request wait."""

from __future__ import annotations

import re

from checkers.facts import value_place
from claims.extract.facts.sections import is_caveat_section
from claims.model import Claim
from claims.vocabulary.lazy import lazy
from claims.vocabulary.statistics import STAT_RE

#: A spread named just before the value ("| Stdev | 33.83 ms |", "stdev=20.09", "a standard
#: deviation of 4 ms"): a dispersion, a statistic of its own, not a typical wait.
_SPREAD_BEFORE = lazy(
    r"\b(?:std\.?\s*dev\.?|stdev|stddev|standard\s+deviation|variance|"
    r"inter-?quartile\s+range|iqr|mad)\b[^\d\n]{0,24}$", re.I)

#: An amount of data or work written just before the time it took ("22.0MiB written in
#: 1173msec", "5,632 writes in 961 ms", "1 GB copied in 2.1 s"): one elapsed time for the
#: whole amount, not the time one request waits.
_AMOUNT_IN = lazy(
    r"\d[\d,.]*\s*(?:(?:[kKMGTP]i?B|[kKMGT]?bytes?|[kKMGT]b)\b|(?:k|m|million|thousand)?\s*"
    r"(?:messages|requests|queries|rows|records|operations|ops|transactions|files|inserts|"
    r"writes|reads|jobs|tasks|items|keys|documents|events|packets|objects|images|blocks|"
    r"pages)\b)\s*(?:(?:were\s+|was\s+)?(?:written|read|copied|transferred|sent|received|"
    r"processed|moved|loaded|inserted|uploaded|downloaded|served|handled|completed)\s+)?"
    r"(?:in|within|over|took|taking)\s+(?:about\s+|roughly\s+|~\s*)?$", re.I)


def _before(claim: Claim, width: int) -> str:
    """Up to `width` characters of the figure's sentence before its value ('' if unknown)."""
    at = value_place(claim)
    return claim.source.quote[max(0, at - width):at] if at > 0 else ""


def labelled_spread(claim: Claim) -> bool:
    """True when the words just before the figure call it a spread (a standard deviation,
    a variance, an interquartile range): its statistic is named."""
    return bool(_SPREAD_BEFORE.search(_before(claim, 40)))


def elapsed_for_amount(claim: Claim) -> bool:
    """True when the figure is the time a stated amount of data or work took as a whole
    ("22.0MiB in 961msec"): a run's elapsed time, which has no per-request statistic."""
    return bool(_AMOUNT_IN.search(_before(claim, 60)))


def heading_names_statistic(claim: Claim) -> bool:
    """True when the heading of the figure's section names a statistic ("Average Single
    Token Generation Time", "P99 latency by load"): the heading labels every figure under
    it, as a column header labels its cells."""
    return bool(claim.source.section and STAT_RE.search(claim.source.section))


def caveat_context(claim: Claim) -> bool:
    """True when the figure stands in the document's own caveats section ("Testing
    Caveats", "Limitations"): a typical value cited to explain a limit ("about 0.01 ms on
    loopback against 1-50 ms on a real network"), not a result whose statistic is owed."""
    return is_caveat_section(claim.source.section)

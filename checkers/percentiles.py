"""Times one table row gives of one measure at several order statistics, out of their order:
a P95 below the P50 beside it, a P99 below the P90. No set of runs has them so, and
rounding as written does not explain it: one of the figures is wrong."""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from itertools import combinations

from checkers.facts import agree, norm, performance, short
from checkers.rule import Hit
from claims.enums import Statistic
from claims.model import Claim

#: Where each percentile stands: a higher rank is never below a lower one. A minimum or a
#: maximum is left out: the reader also gives them to bounds and targets ("<10ms", "up to
#: 2 s"), which are no readings of the run; and a mean is bounded by neither (a long tail
#: puts it above a P95).
_RANK = {Statistic.p50: 0, Statistic.median: 0, Statistic.p75: 1, Statistic.p90: 2,
         Statistic.p95: 3, Statistic.p99: 4, Statistic.p999: 5}


def _order_breaks(row: Sequence[Claim]) -> tuple[Claim, Claim] | None:
    """The first pair of a row's percentiles (one each) whose order is broken beyond
    rounding: the lower percentile's value above the higher's ("16.88" at P50 against
    "16.10" at P95)."""
    ranked = [c for c in row if c.statistic in _RANK]
    for one, two in combinations(ranked, 2):
        first, second = _RANK[one.statistic], _RANK[two.statistic]  # type: ignore[index]
        if first == second:
            continue
        low, high = (one, two) if first < second else (two, one)
        if low.value > high.value and not agree(low.value, high.value):
            return low, high
    return None


def out_of_order(claims: Sequence[Claim]) -> Iterator[Hit]:
    """One hit per table row whose times of one measure and set-up break the order of their
    statistics. A row giving one statistic twice holds several systems' columns, not one
    run's summary: left alone, as are rates (a "P99" speed may be the slowest 1%) and
    approximate figures."""
    rows: dict[tuple[Hashable, ...], list[Claim]] = {}
    for claim in performance(claims):
        in_row = "|" in claim.source.quote  # a table row's cells stand between bars
        # An approximate figure ("~100ms", "<10ms") is an estimate or a bound, not a reading
        # of the run's distribution: its "max" says nothing of the order.
        if claim.unit == "s" and claim.statistic is not None and in_row \
                and not claim.approximate:
            key = (claim.source.quote, claim.source.line,
                   norm(claim.metric), claim.per, norm(claim.measures), claim.conditions)
            rows.setdefault(key, []).append(claim)
    for row in rows.values():
        statistics = [c.statistic for c in row]
        if len(row) < 2 or len(set(statistics)) < len(statistics):
            continue
        broken = _order_breaks(row)
        if broken is not None:
            low, high = broken
            yield Hit(f"{short(low)} at {low.statistic.value if low.statistic else ''} is above "
                      f"{short(high)} at {high.statistic.value if high.statistic else ''} in "
                      "one row: the statistics are out of their order", (low, high))

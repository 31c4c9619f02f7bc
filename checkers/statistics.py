"""Rules about which summary statistic a figure is, and best cases shown as typical."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from checkers.facts import (
    BEST_CASE,
    applies,
    by_line,
    is_latency,
    is_user_speed,
    listing,
    norm,
    performance,
    short,
)
from checkers.rule import Hit, rule
from claims.model import Claim, Document, Severity, Statistic


@rule("CLM108", "statistic-unspecified", Severity.warning, family="statistics")
def statistic_unspecified(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A latency or per-user speed is given with no statistic (median, P90, mean...).

    ## What it does
    Flags latency-type figures (latency, time to first token, time per output
    token, response time) and per-user speeds whose statistic is not stated,
    unless the record marks the statistic as not applicable.

    ## Why it matters
    Latencies and per-user speeds vary from request to request. The mean, the
    median and the 99th percentile of the same run can differ several times
    over; a figure without its statistic cannot be compared with a target or
    another system.

    ## Example
    "Each user receives 387 tokens per second."

    ## Use instead
    Name the statistic: "a median of 387 tokens per second per user (P90:
    341)".
    """
    missing = [c for c in performance(claims)
               if (is_latency(c) or is_user_speed(c)) and c.statistic is None
               and applies(c.conditions, "statistic")]
    for group in by_line(missing):
        yield Hit(f"{listing([short(c) for c in group])}: no statistic stated (mean, median, "
                  "P90, P99...)", tuple(group))


def _best_case(claim: Claim) -> bool:
    """A peak or maximum, or a minimum of a lower-is-better figure."""
    return claim.statistic in BEST_CASE or (claim.statistic is Statistic.min
                                            and is_latency(claim))


@rule("CLM111", "peak-not-sustained", Severity.warning, family="statistics")
def peak_not_sustained(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A peak or best-case figure is presented beside sustained figures of the same metric.

    ## What it does
    Flags a figure whose statistic is `peak` or `max` (or `min` for a latency)
    when the same document gives other figures of the same metric and unit
    that are not best cases.

    ## Why it matters
    A peak is reached for a moment, under the most favourable load; a sustained
    figure is what a service delivers over a run. Side by side, the larger
    number is the one readers remember and repeat.

    ## Example
    "1.7 million tokens per second per GPU; peak throughput reaches 2.52
    million tokens per second."

    ## Use instead
    Lead with the sustained figure, and label the peak with how long it held and
    under what load, or leave it out.
    """
    sustained_by: dict[tuple[str, str], list[Claim]] = {}
    peaks = []
    for claim in performance(claims):
        if _best_case(claim):
            peaks.append(claim)
        else:
            sustained_by.setdefault((norm(claim.metric), claim.unit), []).append(claim)
    for peak in peaks:
        sustained = sustained_by.get((norm(peak.metric), peak.unit), [])
        if sustained:
            yield Hit(f"{short(peak)} is a {peak.statistic.value if peak.statistic else ''} "
                      f"figure shown beside the sustained {peak.metric} "
                      f"{listing([short(c) for c in sustained])}", (peak, *sustained))


RULES = (statistic_unspecified, peak_not_sustained)

"""Comparing stored claims: grouped in the store, metric by metric, never pair by pair."""

from __future__ import annotations

from claims.compare import Section, section
from claims.store.base import ClaimFilter, Store

# How many of a metric's comparability groups are read from the store, and claims from each.
MAX_GROUPS, SAMPLE = 20, 10


def compare_stored(store: Store, filters: ClaimFilter, *, max_pairs: int
                   ) -> tuple[list[Section], dict[str, float]]:
    """One section per (metric, unit) of the selected claims, and the sampled claims' speeds.

    Groups are counted over the (metric, unit, key) index and only the largest
    are sampled, so time and memory stay flat however many claims are stored.
    """
    sections = []
    speeds: dict[str, float] = {}
    for metric, unit, count in store.metric_units(filters):
        if count < 2:
            continue
        summary = store.group_summary(metric, unit, filters, max_groups=MAX_GROUPS,
                                      sample=SAMPLE)
        speeds.update(summary.speeds)
        sections.append(section(metric, unit, summary.largest, total_claims=summary.claims,
                                total_groups=summary.groups,
                                comparable_pairs=summary.comparable_pairs,
                                speeds=summary.speeds, max_pairs=max_pairs))
    return sections, speeds

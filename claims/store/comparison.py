"""Comparing stored claims: grouped in the store, metric by metric, never all pairs.

Groups are counted over the (metric, unit, key) index and only the largest are
sampled, so time and memory stay flat however many claims are stored; the
sampled members are then judged pair by pair like claims held in memory.
"""

from __future__ import annotations

from itertools import islice

from claims.compare import Comparison, Pair, Refused, compare_claims, document_key, judge
from claims.store.base import ClaimFilter, Store

# How many of a metric's comparability groups are read from the store, claims from each,
# and pairs judged across groups per (metric, unit).
MAX_GROUPS, SAMPLE, ACROSS = 20, 10, 50
# At most this many comparable pairs are judged per (metric, unit): the rest are counted.
WITHIN = 50
# A selection this small is read whole and compared exactly as claims held in memory.
IN_MEMORY = 5_000


def compare_stored(store: Store, filters: ClaimFilter, *, within: bool = False) -> Comparison:
    """The comparison of the selected claims, with totals counted over every stored claim."""
    units = store.metric_units(filters)
    if sum(n for _, _, n in units) <= IN_MEMORY:
        return compare_claims(list(store.query_claims(filters)), within=within)
    comparable: list[Pair] = []
    blocked: list[Pair] = []
    claims = pairs_in_groups = 0
    refused: list[Refused] = []
    docs: dict[str, None] = {}
    for metric, unit, count in units:
        summary = store.group_summary(metric, unit, filters, max_groups=MAX_GROUPS, sample=SAMPLE)
        claims += summary.claims
        pairs_in_groups += summary.comparable_pairs
        judged = 0
        for group in summary.largest:
            if judged >= WITHIN:
                break
            part = compare_claims(group.members, within=within)
            judged += len(part.comparable)
            comparable += part.comparable
            blocked += part.blocked
            refused += part.refused
            docs.update(dict.fromkeys(part.documents))
        across = ((a, b) for i, g in enumerate(summary.largest) for h in summary.largest[i + 1:]
                  for a in g.members for b in h.members
                  if within or document_key(a) != document_key(b))
        blocked += [p for p in (judge(a, b) for a, b in islice(across, ACROSS))
                    if not p.comparable]
        del count
    totals = {"claims": claims, "pairs_in_groups": pairs_in_groups,
              "comparable": len(comparable), "blocked": len(blocked), "refused": len(refused),
              "admitted": claims - len(refused)}
    return Comparison(tuple(comparable), tuple(blocked), tuple(refused), tuple(docs), within,
                      totals)

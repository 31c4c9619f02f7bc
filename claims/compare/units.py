"""Units and scale: a figure's unit rescaled to one base unit per quantity, with the factor.

The extractor already normalises most surfaces (ms -> s, MB/s -> GB/s); the unit
table (`claims.vocabulary.quantities`) converts what a claim file or another tool
may still carry, and bits against bytes, which is a real conversion a buyer must see.
"""

from __future__ import annotations

from claims.vocabulary.quantities import to_base

# Units that count one thing under two names: a store's "QPS" and a load generator's
# "Ops/sec" (memtier, YCSB) both count the operations served, one request each. What the
# operations were (GET or SET, the pipeline depth) is the workload's to tell apart.
_SAME_COUNT = (frozenset({"queries/s", "ops/s"}),)


def canonical(unit: str) -> tuple[str, float]:
    """(base unit, factor): multiply a value in `unit` by the factor to get the base unit."""
    return to_base(unit)


def one_unit(a: str, b: str) -> bool:
    """True when two base units are one quantity: equal, or two names of one count."""
    return a == b or any({a, b} <= names for names in _SAME_COUNT)

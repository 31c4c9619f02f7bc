"""Denominators: which units may be "per" something, and what each may be per ("0.9 ms per
query" is a latency per query; "3 hours per GPU" is no latency)."""

from __future__ import annotations

from claims.vocabulary.units import Unit

_NO_PER = frozenset({"count", "%", "pp", "fraction", "x", "s", "Hz"})
# A time takes a denominator only when it is a unit of work: "0.9 ms per query", "per
# request, under 1 ms", "30 ms per output token" (a latency), "12 ns/op" and "168 ns/iter"
# (a micro-benchmark's time per operation), never "3 hours per GPU".
_TIME_PER = frozenset({"request", "query", "token", "operation", "iteration"})
# Denominators only a time takes: "per token" after a rate or an energy is no share of it.
_TIME_ONLY_PER = frozenset({"token", "iteration"})


# A count takes only a micro-benchmark's operation: "3 allocs/op" (Go) is three
# allocations in each operation, where "3 GPUs per node" is a layout, not a result.
_COUNT_PER = frozenset({"operation", "iteration"})


def may_take_per(unit: Unit) -> bool:
    """Units that can have a denominator (times and counts only some: see `takes`)."""
    return unit.canonical not in _NO_PER or unit.canonical in ("s", "count")


def takes(unit: Unit, per: str) -> bool:
    """True when a figure in `unit` can be "per" `per`."""
    if unit.canonical == "s":
        return per in _TIME_PER
    if unit.canonical == "count":
        return per in _COUNT_PER
    return unit.canonical not in _NO_PER and per not in _TIME_ONLY_PER


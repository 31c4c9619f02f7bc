"""Memoising by identity: facts about immutable records, computed once while they are in use.

Claims are immutable, but hashing a pydantic record hashes every field, which costs more
than most facts asked of it (an `lru_cache` keyed by a claim pays that hash on every call).
These caches key on the objects' identities instead, and keep a reference to each object so
that its identity cannot pass to another object while the entry exists.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


def by_identity(size: int) -> Callable[[Callable[[K], V]], Callable[[K], V]]:
    """Memoise a one-argument function by its argument's identity, holding up to `size`
    entries; a full cache is emptied, since what is reused is one run's records."""

    def wrap(compute: Callable[[K], V]) -> Callable[[K], V]:
        """The memoised `compute`."""
        cache: dict[int, tuple[K, V]] = {}

        @wraps(compute)
        def memoised(key: K) -> V:
            hit = cache.get(id(key))
            if hit is not None and hit[0] is key:
                return hit[1]
            value = compute(key)
            if len(cache) >= size:
                cache.clear()
            cache[id(key)] = (key, value)
            return value

        return memoised

    return wrap


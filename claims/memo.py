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



def last_answer(method: Callable[..., V]) -> Callable[..., V]:
    """Memoise a method's answer to the arguments it was last asked, on its object: a
    question asked twice in a row (a table cell's conditions, then its own qualifiers) is
    worked out once. Only the last question is kept, so nothing the method builds lazily
    between two different questions can make an answer stale."""
    slot = "_last_" + method.__name__

    @wraps(method)
    def remembered(self: object, *args: object) -> V:
        last: tuple[tuple[object, ...], V] | None = self.__dict__.get(slot)
        if last is not None and last[0] == args:  # identity first, as tuples compare
            return last[1]
        value = method(self, *args)
        self.__dict__[slot] = (args, value)  # the arguments kept alive with the answer
        return value

    return remembered

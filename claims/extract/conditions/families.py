"""The one part a document names of a family ("Xeon 6980P" of "Xeon 6", "H100" of
"Hopper"), looked up among the document's hardware names by prefix where the family's
parts must start with it, so a document naming thousands of machines is not read once
per family."""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from claims.learn.names import key, same_name
from claims.vocabulary.hardware import member_of, starts_its_parts

# Past every character a grouping key holds (lower-case letters, digits, dots, spaces).
_LAST = "\U0010ffff"


class Families:
    """One document's hardware names, in order, indexed by grouping key."""

    def __init__(self, names: Sequence[str]) -> None:
        """Key every name once and sort the keys (ties kept in text order)."""
        self._names = list(names)
        self._keys = [key(n) for n in self._names]
        self._order = sorted(range(len(self._keys)), key=lambda i: self._keys[i])
        self._sorted = [self._keys[i] for i in self._order]
        self._parts: dict[str, str | None] = {}

    def _maybe(self, own: str) -> Sequence[int]:
        """The positions of the names that may be parts of the family keyed `own`."""
        if not starts_its_parts(own):
            return range(len(self._names))
        lo = bisect.bisect_left(self._sorted, own)
        hi = bisect.bisect_left(self._sorted, own + _LAST)
        return sorted(self._order[lo:hi])

    def part_of(self, family: str) -> str | None:
        """The one part the names give of `family` (spellings of one part counted once),
        or None where they give none or several."""
        if family not in self._parts:
            own = key(family)
            parts: list[str] = []
            for i in self._maybe(own):
                name = self._names[i]
                if member_of(own, self._keys[i]) and not any(same_name(name, p) for p in parts):
                    parts.append(name)
            self._parts[family] = parts[0] if len(parts) == 1 else None
        return self._parts[family]

"""The sides of a comparison a sentence states: the clauses that describe the other side
("1.8x the throughput Megatron-LM reports for GPT-3 175B", "against 0.86 million with
1F1B"), and the part of the sentence a figure at an offset is about.

Read once per sentence (`other_sides`), so the rules that weigh the two sides of a
comparison (consistency, the sides' differences, set-up marks) never find them again.
"""

from __future__ import annotations

import bisect
from functools import lru_cache
from itertools import accumulate

from pydantic import BaseModel, ConfigDict

from claims.extract.conditions.choice import compared_clauses, outside
from claims.typed import typed
from claims.vocabulary.matcher import caseless

# "..., against 0.86 million tokens per second with the 1F1B schedule": the clause of the
# figure a sentence sets its own against, to the end of the clause.
_AGAINST_FIGURE = caseless(r"\b(?:against|versus|vs\.?|compared\s+(?:to|with))\s+"
                           r"(?:about\s+|roughly\s+|~)?\$?\d[^;]*")


class OtherSides(BaseModel):
    """The clauses of a sentence that describe the other side of a comparison, sorted, with
    what is needed to find the one holding an offset without a scan of all of them."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    clauses: tuple[tuple[int, int], ...]
    starts: tuple[int, ...]
    reach: tuple[int, ...]  # the furthest end among the clauses up to each one

    def at(self, offset: int | None) -> tuple[int, int] | None:
        """The last-starting clause that holds `offset`, or None."""
        if offset is None:
            return None
        i = bisect.bisect_right(self.starts, offset) - 1
        while i >= 0 and self.reach[i] > offset:  # some clause up to i still reaches it
            a, b = self.clauses[i]
            if a <= offset < b:
                return self.clauses[i]
            i -= 1
        return None


# The figures of a sentence come together and each asks of it: read each once. Bounded,
# since it keeps its sentences alive.
@lru_cache(maxsize=1024)
def other_sides(quote: str) -> OtherSides:
    """The other sides a sentence describes."""
    against = (m.span() for m in _AGAINST_FIGURE.finditer(quote))
    clauses = tuple(sorted([*compared_clauses(quote, 0, len(quote)), *against]))
    return typed(OtherSides, clauses=clauses, starts=tuple(a for a, _ in clauses),
                      reach=tuple(accumulate((b for _, b in clauses), max)))


def own_part(quote: str, at: int | None) -> str:
    """The part of a sentence about the figure at offset `at`: without the clauses that
    describe the other side of a comparison; or, for a figure standing in such a clause,
    the clause alone."""
    sides = other_sides(quote)
    inside = sides.at(at)
    if inside is not None:
        return quote[inside[0]:inside[1]]
    return " ".join(quote[a:b] for a, b in outside(0, len(quote), list(sides.clauses)))

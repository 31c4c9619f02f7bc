"""Which pairs of stated figures may a ratio divide out, found through indexes by value and
by quotient instead of by trying every pair of figures for every ratio: a document of a
thousand figures and a hundred ratios would otherwise weigh fifty million pairs.

The indexes only narrow the search, to windows a little wider than any quotient
`divides_out` accepts; every pair they give is still tested as before.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Iterable, Iterator, Sequence

from claims.memo import by_identity
from claims.model import Claim

#: How far each window is widened on both sides: float rounding must never drop a pair
#: the exact test would accept.
_SLACK = 1.001
#: `divides_out` accepts a quotient within this share of the ratio, at the widest.
_TOLERANCE = 0.05
Window = tuple[float, float]


def size(ratio: Claim) -> float:
    """How large a ratio or change is: a signed change ("-3.2%" in a table's change column,
    "falls by -15%") gives its direction by its sign and its size by its digits, so its two
    sides divide out as the unsigned change does."""
    return -ratio.value if ratio.unit == "%" and ratio.value < 0 else ratio.value


def windows(ratio: Claim) -> tuple[Window, ...]:
    """The ranges of high / low that a pair's values must fall in for `ratio` to divide
    them out (see `checkers.sides.divides_out`), widened a little."""
    r = size(ratio)
    low_share, high_share = (1 - _TOLERANCE) * r, (1 + _TOLERANCE) * r
    if ratio.unit != "%":
        found = [(low_share, high_share)]
    else:
        # A change over the lower value: (high - low) / low, in percent.
        found = [(1 + low_share / 100, 1 + high_share / 100)]
        # A change over the higher value: (high - low) / high = 1 - low / high.
        if low_share < 100:
            top = 1 / (1 - high_share / 100) if high_share < 100 else math.inf
            found.append((1 / (1 - low_share / 100), top))
    return tuple((lo / _SLACK, hi * _SLACK) for lo, hi in found)


class ByValue:
    """A group of figures ordered by value, for the figures whose value lies in a range."""

    def __init__(self, group: Sequence[Claim]) -> None:
        """Sort the group's positions by value once."""
        self.order = sorted(range(len(group)), key=lambda i: group[i].value)
        self.values = [group[i].value for i in self.order]
        self.group = group
        self.by_position = [c.value for c in group]
        self.sections: dict[str | None, list[int]] = {}
        self.quotes: dict[str, list[int]] = {}
        for i, c in enumerate(group):
            self.sections.setdefault(c.source.section, []).append(i)
            self.quotes.setdefault(c.source.quote, []).append(i)

    def placed(self, sections: Iterable[str | None], quote: str | None) -> set[int]:
        """The positions of the figures in one of `sections`, or quoted from `quote`."""
        found = {i for s in sections for i in self.sections.get(s, ())}
        found.update(self.quotes.get(quote, ()) if quote is not None else ())
        return found

    def between(self, low: float, high: float) -> list[int]:
        """The positions (in the group) of the figures valued from `low` to `high`."""
        a = bisect.bisect_left(self.values, low)
        b = bisect.bisect_right(self.values, high)
        return self.order[a:b]

    def bounds(self, i: int, ranges: Sequence[Window]) -> list[Window]:
        """The ranges of value a partner of figure `i` lies in: a quotient in one of
        `ranges`, with the partner as the higher or as the lower of the two."""
        value = self.group[i].value
        out: list[Window] = []
        for lo, hi in ranges:
            out.append((value * lo, value * hi))  # the partner is the higher
            out.append((value / hi, value / lo))  # the partner is the lower
        return out

    def count(self, bounds: Sequence[Window]) -> int:
        """How many figures lie in the ranges of value (one in two ranges counts twice)."""
        return sum(bisect.bisect_right(self.values, high) - bisect.bisect_left(self.values, low)
                   for low, high in bounds)

    def partners(self, i: int, ranges: Sequence[Window]) -> Iterator[int]:
        """The positions of the figures that, with figure `i`, make a quotient in one of
        the ranges, as the higher or as the lower of the two."""
        for low, high in self.bounds(i, ranges):
            yield from self.between(low, high)

    def partners_before(self, end: int, bounds: Sequence[Window]) -> list[int]:
        """The positions before `end` whose figures lie in one of the ranges of value: the
        partners `partners` gives, found by position when few positions are left."""
        values = self.by_position
        return [j for j in range(end) if any(low <= values[j] <= high for low, high in bounds)]


@by_identity(64)  # one per unit group of a run: the groups are the run's shared tuples
def by_value(group: tuple[Claim, ...]) -> ByValue:
    """The group's index by value (read-only: shared by the run)."""
    return ByValue(group)


class ByQuotient:
    """Pairs of figures (positions i < j in their group) ordered by high / low, for the
    pairs whose quotient lies in a range."""

    def __init__(self, group: Sequence[Claim], pairs: Sequence[tuple[int, int]]) -> None:
        """Sort the pairs by quotient once (of positive values: a quotient is one or more)."""
        keyed = sorted((max(group[i].value, group[j].value) / min(group[i].value,
                                                                  group[j].value), i, j)
                       for i, j in pairs)
        self.quotients = [q for q, _, _ in keyed]
        self.pairs = [(i, j) for _, i, j in keyed]

    def between(self, ranges: Sequence[Window]) -> Iterator[tuple[int, int]]:
        """The pairs whose quotient lies in one of the ranges."""
        for lo, hi in ranges:
            a = bisect.bisect_left(self.quotients, lo)
            b = bisect.bisect_right(self.quotients, hi)
            yield from self.pairs[a:b]

"""A lower bound on a gain ("raised performance by over 50% in some cases") that a results
table of its own section meets between two rows of one item run two ways.

A table whose rows vary two settings ("Clients" and "Workers") states, for each item (the
rows of 100 clients), its value under each value of the other setting: those two rows are
the two sides of a gain, both before the reader. "Over 50%" says that some case gains at
least that much; it names no one case, so the pair need only reach the bound, not divide it
out. The item is what the table's first setting column labels (its rows' clients); rows of
two items (1 against 100 clients, with or without another setting held) are a sweep, not
"the same run made another way".
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations

from checkers.consistency import in_table
from checkers.facts import is_ratio, norm, per_run
from claims.model import Claim, Kind, Statistic


def _varying(claim: Claim) -> dict[str, str]:
    """The settings a figure's table varies between its rows, by name, in the table's
    column order."""
    return {s.name.casefold(): s.value for s in claim.conditions.settings if s.varies}


@per_run
def _table_rows(claims: Iterable[Claim]) -> Mapping[tuple[str | None, str, str], tuple[Claim, ...]]:
    """The measured table figures with two varying settings or more, by section, unit and
    what they measure (read-only: shared by the run)."""
    out: dict[tuple[str | None, str, str], list[Claim]] = {}
    for c in claims:
        if c.kind is Kind.headline and c.value > 0 and not is_ratio(c) and in_table(c) \
                and len(_varying(c)) >= 2:
            out.setdefault((c.source.section, c.unit, norm(c.measures)), []).append(c)
    return {key: tuple(group) for key, group in out.items()}


def _one_item_two_ways(one: Claim, two: Claim) -> bool:
    """True when two rows name one item (the first setting column, which labels the rows)
    and differ in exactly one other setting: pairs within one way of running (8 against
    64 threads, both with the cache off) are a sweep, not the item run two ways."""
    a, b = _varying(one), _varying(two)
    if list(a) != list(b):
        return False
    item = next(iter(a))
    differ = [name for name in a if a[name] != b[name]]
    return a[item] == b[item] and len(differ) == 1


def bound_met_by_rows(ratio: Claim, claims: Sequence[Claim]) -> bool:
    """True for a lower bound on a gain ("over 50%", "more than 2x") that two rows of a
    table in its section reach, one item run two ways (see the module's docstring)."""
    if not is_ratio(ratio) or ratio.statistic is not Statistic.min or ratio.value <= 0 \
            or ratio.value_max is not None or ratio.unit not in ("%", "x"):
        return False
    for (section, _, _), group in _table_rows(claims).items():
        if section != ratio.source.section:
            continue
        for one, two in combinations(group, 2):
            if not _one_item_two_ways(one, two):
                continue
            low, high = sorted((one.value, two.value))
            gain = (high - low) / low * 100 if ratio.unit == "%" else high / low
            if gain >= ratio.value:
                return True
    return False

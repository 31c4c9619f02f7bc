"""Figures of one quantity a summary states with fewer conditions than the details do: a
summary leaves the rest unsaid, so the two are one quantity to compare."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from itertools import combinations

from claims.extract.facts.sections import is_summary_section
from claims.model import Claim, Conditions


def summarised(groups: Mapping[tuple[Hashable, ...], list[Claim]]) -> list[list[Claim]]:
    """Pairs of groups of one quantity but for conditions, where one stands in a summary
    section and states a subset of the other's conditions (a Highlights' "9% faster on
    average" on the machine of the details, which add the OS version to "7% faster on
    average"): the summary leaves the rest unsaid, so the two are one quantity. Each such
    pair is one more group to compare."""
    by_rest: dict[Hashable, list[tuple[Conditions, object, list[Claim]]]] = {}
    for key, group in groups.items():  # `_identity`'s; key[6] is group[0].conditions
        by_rest.setdefault(key[:6] + key[7:8], []).append((group[0].conditions, key[8], group))
    out = []
    for setups in by_rest.values():
        for (one, base, first), (two, other, second) in combinations(setups, 2):
            # the summary may leave the baseline unsaid too ("15% faster" of "than 2.9")
            if (_within(one, two) and base in (None, other) and _sums_up(first, second)) \
                    or (_within(two, one) and other in (None, base) and _sums_up(second, first)):
                out.append([*first, *second])
    return out


def _sums_up(summary: list[Claim], detail: list[Claim]) -> bool:
    """True when the figures stating fewer conditions stand in a summary section
    ("Highlights") and the others outside it: a summary leaves out what its section states."""
    return all(is_summary_section(c.source.section) for c in summary) \
        and not any(is_summary_section(c.source.section) for c in detail)


def _within(less: Conditions, more: Conditions) -> bool:
    """True when every condition `less` states, `more` states alike."""
    # A model's field values are its instance dict (read once per side, not twice a field).
    theirs = more.__dict__
    stated = [(name, value) for name, value in less.__dict__.items() if value not in (None, ())]
    return bool(stated) and all(theirs[name] == value for name, value in stated)

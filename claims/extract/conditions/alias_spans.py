"""Which of the machines a sentence names by their short names a figure of it belongs to:
"the 15" i7, the 16" i9" gives each size its own machine, as the index chooses among the
names the vocabulary knows (the one named last before the figure in its own clause and on
its side of a comparison, else the first after it)."""

from __future__ import annotations

import re

from claims.extract.conditions.choice import in_clause, own_clause, own_side
from claims.extract.conditions.columns import Machines
from claims.vocabulary.lazy import lazy

# A figure glued to the name after it, its unit between at most ("16\" i9", "64GB Box B").
_ATTACHED = lazy(r"[\w.,\"'%/-]{1,12}[ \t]?")


def alias_at(machines: Machines, text: str, a: int, b: int, near: int | None) -> str | None:
    """The machine the text between a and b names by an alias, the figure's own at `near`
    when it names several (`Machines.alias` when it names one, or for no figure)."""
    named = machines.alias(text[a:b])
    if named is not None or near is None:
        return named
    owner = _named(machines, text, a, b)
    if len(set(owner.values())) < 2:
        return None
    spans = own_clause(text, own_side(text, sorted(owner), near), near)
    if not spans:
        return None
    after = [s for s in spans if s[0] > near]
    if after and _ATTACHED.fullmatch(text, near, after[0][0]):
        return owner[after[0]]  # "the 16" i9": a size written before its machine's name
    before = [s for s in spans if s[0] < near]
    chosen = in_clause(text, spans, near) or before[-1:] or spans[:1]
    return owner[chosen[0]]


def names_several(machines: Machines, text: str, a: int, b: int) -> bool:
    """True when the text between a and b names two or more machines by their aliases: each
    figure of it takes its own."""
    return len(set(_named(machines, text, a, b).values())) > 1


def _named(machines: Machines, text: str, a: int, b: int) -> dict[tuple[int, int], str]:
    """Each span between a and b where an alias stands, with its machine."""
    owner: dict[tuple[int, int], str] = {}
    for alias, machine in machines.aliases:
        for m in re.finditer(r"(?<!\w)" + re.escape(alias) + r"(?!\w)", text[a:b], re.I):
            owner[a + m.start(), a + m.end()] = machine
    return owner

"""Rows of one results table set side by side whose machines ran differently: some in a
container, a VM or an emulator, or overclocked, and the rest on the bare machine. A table
ranking machines then mixes the machine with how it was run."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from checkers.consistency import in_table
from checkers.facts import headlines, listing, norm, short
from checkers.rule import Hit
from claims.extract.facts.wording import wording
from claims.model import Claim

#: Fewer rows than this are a pair, which the ratio rules judge.
_ROWS = 3


def environments_differ(claims: Sequence[Claim], flagged: set[str]) -> Iterator[Hit]:
    """Per table (section, metric, unit) of three rows or more on two machines or more: the
    rows that say they ran in a container, VM or emulator or overclocked, beside the rows
    that ran plainly."""
    tables: dict[tuple[str | None, str, str], list[Claim]] = {}
    for claim in headlines(claims):
        if claim.id not in flagged and in_table(claim):
            key = (claim.source.section, norm(claim.metric), claim.unit)
            tables.setdefault(key, []).append(claim)
    for group in tables.values():
        rows = {c.source.quote for c in group}
        machines = {c.conditions.hardware or c.conditions.accelerator for c in group} - {None}
        if len(rows) < _ROWS or len(machines) < 2:
            continue
        hosted: list[Claim] = []
        plain: list[Claim] = []
        for c in group:
            (hosted if wording(c.source.quote).run_environment else plain).append(c)
        if hosted and plain:
            yield Hit(f"{listing([short(c) for c in hosted])} ran in a container, VM or "
                      f"emulator, or overclocked, set beside {listing([short(c) for c in plain])}"
                      " on bare machines: the rows differ in more than the machine",
                      (*hosted, *plain[:3]))

"""The machine a figure bound to a family was measured on, among the members the document
names: a family's one part ("H100" of "Hopper", `families`). An instance type and its chip
are one machine family too (`vocabulary.instance_chips`: "inf2.48xlarge" of "Inferentia2"):
a page naming two instances on one chip ran on two machines, so the chip a wider scope
states binds neither by itself; the figure keeps the instance its own sentence, row or
column names, else none. A page naming one instance on the chip keeps the chip where the
lists do: the chip a section names, the chips a page counts (`Members.bind`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from claims.extract.conditions.families import Families
from claims.extract.conditions.found import Found
from claims.learn.names import same_name
from claims.vocabulary.hardware import system_gpu
from claims.vocabulary.instance_chips import instance_chips, runs_on


class Members:
    """One document's hardware names, read as the members of the families a figure binds."""

    def __init__(self, names: Sequence[str]) -> None:
        """Index the names once: by family part, and the instance types among them."""
        self._families = Families(names)
        self._instances = [n for n in names if instance_chips(n)]
        self._built: dict[str, tuple[str, ...]] = {}

    def instances(self, chip: str) -> tuple[str, ...]:
        """The distinct instance types the document names that are built on `chip`
        (spellings of one type counted once), in text order."""
        if chip not in self._built:
            found: list[str] = []
            for name in self._instances:
                if runs_on(name, chip) and not any(same_name(name, f) for f in found):
                    found.append(name)
            self._built[chip] = tuple(found)
        return self._built[chip]

    def bind(self, found: Found, own: str | None) -> Found:
        """The figure's conditions with its family made the one part the document names of
        it; no machine where the document names several instances on its chip, a chip
        from a wider scope than the figure's `own` words (its sentence, row or paragraph:
        a chip those name is the name the text gives the figure's machine)."""
        if not found.hardware:
            return found
        part = self._families.part_of(found.hardware)
        if part is not None:
            found = replace(found, hardware=part, accelerator=system_gpu(part)  # DGX B200: B200
                            if found.accelerator == found.hardware else found.accelerator)
        if own or not self._instances or found.hardware is None:
            return found  # the figure's own words name the chip: that name stands
        # (one instance on the chip leaves the chip: the lists bind the chip a section
        # names, "On an ARM processor (Graviton 3)", and a page counting the chips, "16x
        # H100" on one "p5.48xlarge", measures the chips)
        return replace(found, hardware=None) if len(self.instances(found.hardware)) > 1 \
            else found


def several_built(names: Sequence[str], chips: Sequence[str]) -> frozenset[str]:
    """The names among `chips` that two or more instance types among `names` are built on
    ("Inferentia2" beside "inf2.8xlarge" and "inf2.48xlarge"): the chip names a family of
    several machines, none of which a figure takes by the chip alone."""
    instances = [n for n in dict.fromkeys(names) if instance_chips(n)]
    if len(instances) < 2:
        return frozenset()
    members = Members(instances)
    return frozenset(c for c in dict.fromkeys(chips) if len(members.instances(c)) > 1)

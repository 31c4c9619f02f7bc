"""The `elided_units` step: a bare scaled number of the size of a measured figure earlier in
the sentence repeats its unit: "330 million messages per second ... the vendor's figure
is up to 330-370 million". Unscaled bare numbers ("at 16 threads") are left alone."""

from __future__ import annotations

from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.extract.figures.changes import ELIDABLE

EXAMPLES = (
    Example("It moved 330 million messages per second; the vendor cites 340 million.",
            ("330000000 messages/s", "340000000 messages/s")),
)


def inherit_elided_units(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Each bare scaled number within 2x of the latest measured figure, in its unit."""
    measured: Candidate | None = None
    out: list[Candidate] = []
    for cand in found:
        if cand.unit is not None:
            if cand.unit.canonical not in ELIDABLE:
                measured = cand
        elif measured is not None and measured.unit is not None and cand.scale != 1.0 and \
                not cand.spelled and measured.value / 2 <= cand.value * measured.unit.factor \
                <= measured.value * 2:
            cand = replace(cand.with_unit(measured.unit), per=measured.per)
        out.append(cand)
    return out

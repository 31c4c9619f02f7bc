"""The `durations` step: a duration written in two units, the larger first ("4 minutes 12
seconds", "1 hour and 20 minutes"), is one figure: their sum, in seconds."""

from __future__ import annotations

import re
from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.vocabulary.lazy import lazy

EXAMPLES = (
    Example("The build took 4 minutes 12 seconds.", ("252 s",)),
    Example("Training ran 1 hour and 20 minutes; 0.3 s and 12 ms are two.",
            ("4800 s", "0.3 s", "0.012 s")),
    # A fraction after the unit is a fraction of that unit.
    Example("The rebuild took 2 hours and a half.", ("9000 s",)),
)

_DURATION_JOIN = lazy(r"[ \u00a0]+(?:and[ \u00a0]+)?")


def join_durations(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Join each duration to the smaller part written right after it."""
    out: list[Candidate] = []
    for cand in found:
        prev = out[-1] if out else None
        if prev is not None and _fraction_of(ctx.scan, prev, cand):
            assert prev.unit is not None
            out[-1] = replace(prev, value=prev.value + cand.value * prev.unit.factor,
                              end=cand.end,
                              unit_text=(prev.unit_text or "") + ctx.scan[prev.end:cand.end])
            continue
        if prev is not None and _joins(ctx.scan, prev, cand):
            out[-1] = replace(prev, value=prev.value + cand.value, end=cand.end,
                              unit_text=(prev.unit_text or "") + ctx.scan[prev.end:cand.end])
            continue
        out.append(cand)
    return out


def _joins(scan: str, prev: Candidate, cand: Candidate) -> bool:
    """True when `cand` is the smaller part of the duration `prev` starts."""
    return prev.unit is not None and cand.unit is not None and \
        prev.unit.canonical == "s" and cand.unit.canonical == "s" and \
        prev.unit.factor > cand.unit.factor and _whole_part(prev, cand) and \
        _DURATION_JOIN.fullmatch(scan, prev.end, cand.start) is not None


def _fraction_of(scan: str, prev: Candidate, cand: Candidate) -> bool:
    """True when `cand` is a spelled fraction of the duration before it: "an hour and a
    half", "2 hours and a quarter"."""
    return prev.unit is not None and prev.unit.canonical == "s" and cand.unit is None and \
        cand.spelled and 0 < cand.value < 1 and "." not in prev.value_text and \
        _AND.fullmatch(scan, prev.end, cand.start) is not None


_AND = lazy(r"[ \u00a0]+and[ \u00a0]+")


def _whole_part(larger: Candidate, smaller: Candidate) -> bool:
    """True when two durations read as one: a whole number of the larger unit, then less
    than one of it in the smaller ("1 hour and 20 minutes"; "0.3 s and 12 ms" are two)."""
    factor = larger.unit.factor if larger.unit is not None else 1.0
    return "." not in larger.value_text and smaller.value < factor


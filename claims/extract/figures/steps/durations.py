"""The `durations` step: a duration written in two units or more, the larger first ("4
minutes 12 seconds", "1 hour and 20 minutes", "2 days, 3 hours and 4 seconds"), is one
figure: their sum, in seconds. A bare number ending the clause after hours or minutes
counts the next smaller unit ("1 hour thirty" is 90 minutes)."""

from __future__ import annotations

from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.vocabulary.lazy import lazy

EXAMPLES = (
    Example("The build took 4 minutes 12 seconds.", ("252 s",)),
    Example("Training ran 1 hour and 20 minutes; 0.3 s and 12 ms are two.",
            ("4800 s", "0.3 s", "0.012 s")),
    # A fraction after the unit is a fraction of that unit.
    Example("The rebuild took 2 hours and a half.", ("9000 s",)),
    # Commas join the parts of a calendar or clock duration, each smaller than the last;
    # seconds and their fractions in a list stay apart.
    Example("Uptime reached 2 days, 3 hours and 4 seconds; p50 was 1 s, 200 ms at p99.",
            ("183604 s", "1 s (p50)", "0.2 s (p99)")),
    Example("The import took 1 hour fifteen.", ("4500 s",)),
    # Under a minute, "and" lists two measures rather than joining one.
    Example("The limits are 2 s and 200 ms per output token; a run took 2 s 200 ms.",
            ("2 s", "0.2 s per token", "2.2 s")),
)

_DURATION_JOIN = lazy(r"[ \u00a0]+(?:and[ \u00a0]+)?")
# A comma between the parts ("2 years, 3 months"), only after a unit of a minute or more.
_COMMA_JOIN = lazy(r"[ \u00a0]*,[ \u00a0]*(?:and[ \u00a0]+)?")
# The next smaller clock unit a bare number after hours or minutes counts.
_NEXT_SMALLER = {3600.0: 60.0, 60.0: 1.0}
_CLAUSE_END = lazy(r"[ \u00a0]*(?:$|[.,;:!?)])")


def join_durations(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Join each duration to the smaller part written right after it."""
    out: list[Candidate] = []
    last = 0.0  # the factor of the smallest unit joined into out[-1] so far
    for cand in found:
        prev = out[-1] if out else None
        if prev is not None and _fraction_of(ctx.scan, prev, cand):
            assert prev.unit is not None
            out[-1] = replace(prev, value=prev.value + cand.value * prev.unit.factor,
                              end=cand.end,
                              unit_text=(prev.unit_text or "") + ctx.scan[prev.end:cand.end])
            continue
        if prev is not None and _joins(ctx.scan, prev, cand, last):
            assert cand.unit is not None
            last = cand.unit.factor
            out[-1] = replace(prev, value=prev.value + cand.value, end=cand.end,
                              unit_text=(prev.unit_text or "") + ctx.scan[prev.end:cand.end])
            continue
        if prev is not None and (smaller := _bare_smaller(ctx.scan, prev, cand, last)):
            last = smaller
            out[-1] = replace(prev, value=prev.value + cand.value * smaller, end=cand.end,
                              unit_text=(prev.unit_text or "") + ctx.scan[prev.end:cand.end])
            continue
        last = cand.unit.factor if cand.unit is not None else 0.0
        out.append(cand)
    return out


def _bare_smaller(scan: str, prev: Candidate, cand: Candidate, last: float) -> float:
    """The factor of the unit a bare whole number after hours or minutes counts, when it
    ends the clause and is less than sixty ("1 hour thirty", "2 hours and 10."); else 0."""
    if prev.unit is None or prev.unit.canonical != "s" or cand.unit is not None or \
            cand.currency or cand.scale != 1.0 or not float(cand.value).is_integer() or \
            not 0 < cand.value < 60 or "." in cand.value_text:
        return 0.0
    smaller = _NEXT_SMALLER.get(last or prev.unit.factor, 0.0)
    if not smaller or _DURATION_JOIN.fullmatch(scan, prev.end, cand.start) is None or \
            not _CLAUSE_END.match(scan, cand.end):
        return 0.0
    return smaller


def _joins(scan: str, prev: Candidate, cand: Candidate, last: float) -> bool:
    """True when `cand` is the next smaller part of the duration `prev` starts (`last`:
    the factor of its smallest part so far)."""
    if not (prev.unit is not None and cand.unit is not None and
            prev.unit.canonical == "s" and cand.unit.canonical == "s" and
            min(last or prev.unit.factor, prev.unit.factor) > cand.unit.factor and
            _whole_part(prev, cand)):
        return False
    if (join := _DURATION_JOIN.fullmatch(scan, prev.end, cand.start)) is not None:
        # "2 s and 200 ms per token": below a minute an "and" lists two measures; a clock's
        # parts are joined so in speech only ("1 hour and 20 minutes")
        return "and" not in join.group(0) or prev.unit.factor >= 60
    return prev.unit.factor >= 60 and _COMMA_JOIN.fullmatch(scan, prev.end, cand.start) is not None


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


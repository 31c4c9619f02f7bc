"""Step 16, `per`: the denominator written after the unit: "per GPU", "/user", "tok/s/user",
"900 GB/s of NVLink bandwidth per GPU"."""

from __future__ import annotations

import re
from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.extract.figures.denominators import may_take_per, takes
from claims.vocabulary import unit_patterns
from claims.vocabulary.units import PER_WORDS

EXAMPLES = (
    Example("It reached 1.7 million tokens per second per GPU.", ("1700000 tokens/s per GPU",)),
    Example("Each link carries 900 GB/s of NVLink bandwidth per GPU.", ("900 GB/s per GPU",)),
    Example("Lookups take 0.9 ms per query.", ("0.0009 s per query",)),
)

# What a measure is of, before its denominator: "80 GB [of HBM3e memory] per GPU".
_OF_WHAT = re.compile(r"[ \u00a0\n]+of[ \u00a0\n]+(?:[A-Za-z][\w-]*[ \u00a0\n]+){1,4}?"
                      r"(?=(?:per|each)\b)")


def attach_per(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Each figure with the denominator written after its unit, where its unit takes one."""
    return [_with_per(ctx.scan, cand)
            if cand.unit is not None and may_take_per(cand.unit) else cand for cand in found]


def _with_per(scan: str, cand: Candidate) -> Candidate:
    """The figure with the denominator right after it (its span runs over it), or one
    after what the measure is of (its span stays)."""
    assert cand.unit is not None
    m = unit_patterns.PER_AFTER_RE.match(scan, cand.end)
    if m and takes(cand.unit, per := PER_WORDS[m.group("noun").lower()]):
        return replace(cand, per=cand.per or per, unit_text=(cand.unit_text or "") + m.group(0),
                       end=m.end())
    if m is None and (of := _OF_WHAT.match(scan, cand.end)) and \
            (m := unit_patterns.PER_AFTER_RE.match(scan, of.end())) and \
            takes(cand.unit, per := PER_WORDS[m.group("noun").lower()]):
        return replace(cand, per=cand.per or per)
    return cand

"""The `per` step: the denominator written after the unit: "per GPU", "/user", "tok/s/user",
"900 GB/s of NVLink bandwidth per GPU"."""

from __future__ import annotations

from claims.extract.figures.candidate import Candidate, Context, Example, changed
from claims.extract.figures.denominators import may_take_per, takes
from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import IMPLIED_PER

EXAMPLES = (
    Example("It reached 1.7 million tokens per second per GPU.", ("1700000 tokens/s per GPU",)),
    Example("Each link carries 900 GB/s of NVLink bandwidth per GPU.", ("900 GB/s per GPU",)),
    Example("Lookups take 0.9 ms per query.", ("0.0009 s per query",)),
    Example("Training reached 3,100 TGS; decode hit 2,100 tok/s/H200.",
            ("3100 tokens/s per GPU", "2100 tokens/s per GPU")),
    Example("It delivers 21,500 tokens/s per H800 node.", ("21500 tokens/s per node",)),
    Example("That is 1.3 million tokens per second across the whole system.",
            ("1300000 tokens/s per system",)),
    Example("BenchmarkGet ran at 12.5 ns/op; the Rust loop took 168 ns/iter.",
            ("1.25e-08 s per operation", "1.68e-07 s per iteration")),
    # Go's memory columns: bytes and allocations per operation; a layout is no result.
    Example("BenchmarkPut: 48 B/op, 3 allocs/op, on 8 GPUs per node.",
            ("4.8e-08 GB per operation", "3 count allocs per operation", "8 count GPUs")),
)

# What a measure is of, before its denominator: "80 GB [of HBM3e memory] per GPU".
_OF_WHAT = lazy(r"[ \u00a0\n]+of[ \u00a0\n]+(?:[A-Za-z][\w-]*[ \u00a0\n]+){1,4}?"
                r"(?=(?:per|each)\b)")


def attach_per(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Each figure with the denominator written after its unit, where its unit takes one."""
    return [_with_per(ctx.scan, cand)
            if cand.unit is not None and may_take_per(cand.unit) else cand for cand in found]


def _with_per(scan: str, cand: Candidate) -> Candidate:
    """The figure with the denominator right after it (its span runs over it), or one
    after what the measure is of (its span stays)."""
    assert cand.unit is not None
    if cand.unit_text in IMPLIED_PER:
        return changed(cand, per=cand.per or IMPLIED_PER[cand.unit_text])
    m = unit_patterns.PER_AFTER_RE.match(scan, cand.end)
    if m and takes(cand.unit, per := unit_patterns.per_of(m)):
        return changed(cand, per=cand.per or per, unit_text=(cand.unit_text or "") + m.group(0),
                       end=m.end())
    if m is None and (of := _OF_WHAT.match(scan, cand.end)) and \
            (m := unit_patterns.PER_AFTER_RE.match(scan, of.end())) and \
            takes(cand.unit, per := unit_patterns.per_of(m)):
        return changed(cand, per=cand.per or per)
    return cand

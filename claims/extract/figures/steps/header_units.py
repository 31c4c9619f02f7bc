"""Step 6, `header_units`: in a table cell, a bare number takes the unit (and denominator)
its column header names ("Throughput (tok/s/GPU)" over "1,240")."""

from __future__ import annotations

from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.extract.figures.denominators import may_take_per, takes
from claims.extract.figures.headers import header_per
from claims.extract.figures.words import names_before

EXAMPLES = (
    Example("| System | Throughput (tok/s/GPU) |\n|---|---|\n| B200 | 1,240 |",
            ("1240 tokens/s per GPU",)),
    Example("| Model | p99 latency (ms) |\n|---|---|\n| Llama 3 8B | 41 |", ("0.041 s (p99)",)),
)


def apply_header(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """In a table cell, a bare number takes the unit its column header names."""
    if not ctx.header_unit:
        return found
    unit, surface, noun = ctx.header_unit
    per = header_per(ctx.header)
    per = per if per is not None and may_take_per(unit) and takes(unit, per) else None
    # "Ryzen 9 9950X", "Llama 3 8B" under a "Model" header: parts of a name, not counts.
    return [replace(cand.with_unit(unit), unit_text=surface, count_noun=noun,
                    per=per or cand.per)
            if cand.unit is None and not cand.glued and not names_before(ctx.scan, cand.start)
            else cand for cand in found]

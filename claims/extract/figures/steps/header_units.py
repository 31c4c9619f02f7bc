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
    # A caption names the unit when the column headers name systems, not measures.
    Example("| Query | System A | System B |\n|---|---|---|\n| Q1 | 212 | 180 |\n\n"
            "*Queries per second, higher is better*", ("212 queries/s", "180 queries/s")),
    Example("Table 2: output tokens per second per user.\n\n| Model | Host A | Host X |\n"
            "|---|---|---|\n| 70B | 457 | 250 |",
            ("457 tokens/s per user", "250 tokens/s per user")),
    # A paragraph after a table that is not a caption lends it nothing.
    Example("| Query | Engine A |\n|---|---|\n| Q1 | 212 |\n\nEngine A answers in 3 ms.",
            ("212 count", "0.003 s")),
    Example("| GPU | Batch size | Speed |\n|---|---|---|\n| L4 | 16 | 95 |\n\n"
            "*Throughput in images per second*", ("16 count", "95 images/s")),
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

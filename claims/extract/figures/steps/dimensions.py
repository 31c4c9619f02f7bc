"""The `dimensions` step: a whole number followed by a multiplication sign (U+00D7) and
another whole number ("128 by 128 by 128" written with that sign, as GEMM shapes and image
sizes are) is one side of a shape, a count, not a multiple: a ratio's sign ends its figure
("2.3 times faster" written with it), a shape's sign joins two sides."""

from __future__ import annotations

from claims.extract.figures.candidate import Candidate, Context, Example, changed
from claims.vocabulary.lazy import lazy

EXAMPLES = (
    Example("We ran a 128 \u00d7 128 \u00d7 128 GEMM at 3 TFLOPS.",
            ("128 count", "128 count", "128 count", "3e+12 FLOP/s")),
    Example("| Size | Speed |\n|---|---|\n| 4096\u00d74096 | 30 GFlops |",
            ("4096 count", "4096 count", "30000000000 FLOP/s")),
    Example("It ran 2.3\u00d7 faster and 3 \u00d7 more often.", ("2.3 x", "3 x")),
)

# The sign, then the next side: a whole number not itself glued to a ratio's words.
_NEXT_SIDE = lazy(r"[ \u00a0]?\d[\d,]*(?![\d.])")


def shape_sides(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """A whole number whose multiplication sign leads to another, as a side of a shape."""
    if "\u00d7" not in ctx.scan:
        return found
    return [_side(ctx.scan, cand) for cand in found]


def _side(scan: str, cand: Candidate) -> Candidate:
    """One candidate, a count when its ratio sign joins it to the next side of a shape."""
    if cand.unit is None or cand.unit.canonical != "x" or cand.unit_text != "\u00d7" or \
            not cand.value_text.replace(",", "").isdigit() or \
            not _NEXT_SIDE.match(scan, cand.end):
        return cand
    return changed(cand, unit=None, unit_text=None, end=cand.start + len(cand.value_text),
                   value=float(cand.value_text.replace(",", "")))

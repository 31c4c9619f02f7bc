"""The `shared_lengths` step: the sides of a size written "A x B mm" share the length unit
written once after the last side ("fans of 120 x 25mm", "a 300 x 200 x 40 mm case"), as
part sizes are written: each bare side before it is a length in that unit, not a count."""

from __future__ import annotations

from claims.extract.figures.candidate import Candidate, Context, Example, changed
from claims.vocabulary.lazy import lazy

EXAMPLES = (
    Example("Its fans are 140 x 25mm.", ("0.14 m", "0.025 m")),
    Example("The case measures 300 x 200 x 40 mm.", ("0.3 m", "0.2 m", "0.04 m")),
)

# The sign joining two sides: a spaced or glued "x" or multiplication sign.
_JOIN = lazy(r"[ \u00a0]*[xX\u00d7][ \u00a0]*")


def share_lengths(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Give each bare side of an "A x B mm" size the length unit of the side after it."""
    if not any(c.unit is not None and c.unit.metric == "length" for c in found):
        return found
    out = list(found)
    for i in range(len(out) - 2, -1, -1):  # right to left: "300 x 200 x 40 mm"
        cand, nxt = out[i], out[i + 1]
        if cand.unit is not None or cand.spelled or nxt.unit is None or \
                nxt.unit.metric != "length":
            continue
        join = _JOIN.match(ctx.scan, cand.end)
        if join is None or join.end() != nxt.start:
            continue
        out[i] = changed(cand, unit=nxt.unit, unit_text=nxt.unit_text,
                         value=cand.value * nxt.unit.factor)
    return out

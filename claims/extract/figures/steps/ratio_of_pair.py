"""Step 13, `ratio_of_pair`: a ratio after a before/after pair that it is the quotient of
takes the pair's "before" as its baseline: "1.42M tx/s, up from 702K tx/s: a 2.0x gain"."""

from __future__ import annotations

from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example

EXAMPLES = (
    Example("It reached 1.42M tx/s, up from 702K tx/s: a 2.0x gain.",
            ("1420000 transactions/s from 702000", "2 x from 702000")),
)


def ratio_of_pair(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Each ratio that is the quotient of an earlier pair, with that pair's before."""
    out: list[Candidate] = []
    for index, cand in enumerate(found):
        pair = _pair_divided(found[:index], cand)
        if pair is not None and pair.unit is not None:
            cand = replace(cand, baseline_value=pair.baseline_value,
                           baseline_text=pair.baseline_text, baseline_span=pair.baseline_span,
                           baseline_unit=pair.unit.canonical)
        out.append(cand)
    return out


def _pair_divided(earlier: list[Candidate], cand: Candidate) -> Candidate | None:
    """The latest before/after pair of `earlier` whose quotient the ratio `cand` is."""
    if cand.unit is None or cand.unit.canonical != "x" or cand.baseline_value is not None:
        return None
    pair = next((p for p in reversed(earlier) if p.before_after and p.baseline_value), None)
    if pair is None or pair.baseline_value is None or pair.unit is None:
        return None
    quotient = pair.value / pair.baseline_value
    return pair if abs(quotient - cand.value) <= 0.05 * cand.value else None

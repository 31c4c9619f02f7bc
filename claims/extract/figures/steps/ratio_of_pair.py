"""The `ratio_of_pair` step: a ratio after a before/after pair that it is the quotient of
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
    latest: Candidate | None = None  # the latest before/after pair so far, as found
    for cand in found:
        pair = _pair_divided(latest, cand)
        if pair is not None and pair.unit is not None:
            cand_out = replace(cand, baseline_value=pair.baseline_value,
                               baseline_text=pair.baseline_text,
                               baseline_span=pair.baseline_span,
                               baseline_unit=pair.unit.canonical)
        else:
            cand_out = cand
        if cand.before_after and cand.baseline_value:
            latest = cand
        out.append(cand_out)
    return out


def _pair_divided(pair: Candidate | None, cand: Candidate) -> Candidate | None:
    """The pair (the latest before/after pair before `cand`), when the ratio `cand` is its
    quotient."""
    if cand.unit is None or cand.unit.canonical != "x" or cand.baseline_value is not None:
        return None
    if pair is None or pair.baseline_value is None or pair.unit is None:
        return None
    quotient = pair.value / pair.baseline_value
    return pair if abs(quotient - cand.value) <= 0.05 * cand.value else None

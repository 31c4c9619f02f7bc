"""Rules about figures that contradict each other."""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence

from checkers.facts import listing, norm, performance
from checkers.rule import Hit, rule
from claims.model import Claim, Document, Kind, Severity
from claims.report import format_number


def significant_digits(value: float) -> int:
    """How many significant digits a figure is written with (1.7e6 -> 2, 1810 -> 3)."""
    digits = format(abs(value), ".12e").split("e")[0].replace(".", "").rstrip("0")
    return max(1, len(digits))


def agree(one: float, two: float) -> bool:
    """True when two figures are the same quantity rounded differently (1.7M and 1.74M)."""
    if one == two:
        return True
    coarse = min(significant_digits(one), significant_digits(two))
    return float(f"{one:.{coarse - 1}e}") == float(f"{two:.{coarse - 1}e}")


def _identity(claim: Claim) -> Hashable | None:
    """What makes two figures the same quantity, or None when too little is stated to say."""
    cond = claim.conditions
    if not (cond.model or cond.hardware or cond.accelerator or cond.workload):
        return None
    base = claim.baseline
    return (norm(claim.metric), claim.unit, claim.per, claim.statistic, claim.kind,
            norm(claim.measures), cond, claim.evidence,
            (base.description, base.value, base.conditions) if base else None)


@rule("CLM115", "inconsistent-figures", Severity.error, family="consistency")
def inconsistent_figures(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """The same quantity is given different values in one document.

    ## What it does
    Groups performance figures by metric, unit, denominator, statistic, kind,
    what they measure, evidence, baseline and full conditions, and flags a
    group holding values that do not agree even after rounding (1.7 million and
    1.74 million agree; 1.7 and 1.9 million do not). Figures with no model,
    hardware or workload stated are skipped, since nothing says they are the
    same quantity; before/after pairs are never grouped.

    ## Why it matters
    Two values for one quantity mean a typo, an edit that updated one mention
    and not another, or two configurations described as one. Either way, one of
    the figures a reader might quote is wrong.

    ## Example
    "1.7 million tokens per second per GPU" in the summary and "1.9 million
    tokens per second per GPU" in the body, same model, rack and workload.

    ## Use instead
    Give one value per quantity, and when there are two configurations, say
    what differs between them.
    """
    groups: dict[Hashable, list[Claim]] = {}
    for claim in performance(claims):
        key = _identity(claim)
        if key is not None and claim.kind is not Kind.before_after:
            groups.setdefault(key, []).append(claim)
    for group in groups.values():
        values = sorted({c.value for c in group})
        if any(not agree(a, b) for a in values for b in values if a < b):
            shown = listing([f"{format_number(v)} {group[0].unit}" for v in values])
            yield Hit(f"the same {group[0].metric} figure is given as {shown}", tuple(group))


RULES = (inconsistent_figures,)

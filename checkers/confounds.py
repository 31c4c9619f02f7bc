"""Ratios whose two sides ran at different number formats or accelerator counts, where
the ratio's own sentence does not say so: the difference is a hidden second change."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from checkers.facts import is_ratio, short
from checkers.rule import Hit
from checkers.sides import same_measure, sides_of, sides_together
from claims.extract.facts.around import writes
from claims.model import Claim, Conditions

# The conditions that change a figure by themselves, whatever is being compared: a lower
# precision or more accelerators speed anything up.
_CONFOUNDS = (("precision", "number format"), ("accelerator_count", "accelerator count"),
              ("node_count", "node count"))


def hidden_differences(ratio: Claim, high: Conditions, low: Conditions) -> list[str]:
    """Each confounding condition the two sides state differently and the ratio's sentence
    does not name, as "number format FP8 vs BF16"."""
    out = []
    for field, label in _CONFOUNDS:
        one, two = getattr(high, field), getattr(low, field)
        if one is None or two is None or one == two:
            continue
        # A ratio whose sentence writes either value ("FP8", "8 GPUs") names the difference.
        if writes(str(one), ratio.source.quote) or writes(str(two), ratio.source.quote):
            continue
        out.append(f"{label} {one} vs {two}")
    return out


def confounded_ratios(claims: Sequence[Claim], flagged: set[str]) -> Iterator[Hit]:
    """Ratios (not already `flagged`) whose stated sides differ in a confounding condition
    the ratio's sentence leaves unsaid."""
    for claim in claims:
        if claim.id in flagged or not is_ratio(claim):
            continue
        sides = sides_of(claim, claims) or sides_together(claim, claims)
        if sides is None or not same_measure(*sides):
            continue
        high, low = sides
        hidden = hidden_differences(claim, high.conditions, low.conditions)
        if hidden:
            yield Hit(f"{short(claim)} divides {short(high)} by {short(low)}, which ran at "
                      f"different settings the comparison does not name: {'; '.join(hidden)}",
                      (claim, high, low))

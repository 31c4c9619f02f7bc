"""Ratios whose two sides ran at different number formats or accelerator counts, where
the ratio's own sentence does not say so: the difference is a hidden second change; and
ratios whose sentence sets so many of one accelerator against so many of another
("8x H100 ... against 4x MI300X"): the count is a second change beside the device."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from checkers.facts import is_ratio, short
from checkers.rule import Hit
from checkers.sides import same_measure, sides_of, sides_together
from claims.extract.facts.around import writes
from claims.extract.facts.fleets import counted_devices, per_device
from claims.model import Claim, Conditions

# The conditions that change a figure by themselves, whatever is being compared: a lower
# precision or more accelerators speed anything up.
_CONFOUNDS = (("precision", "number format"), ("accelerator_count", "accelerator count"),
              ("node_count", "node count"))


def unequal_fleets(claims: Sequence[Claim], flagged: set[str]) -> Iterator[Hit]:
    """Ratios (not already `flagged`) whose sentence compares two different accelerators
    at different counts, unless the ratio is taken per device."""
    for claim in claims:
        quote = claim.source.quote
        if claim.id in flagged or not is_ratio(claim) or per_device(quote):
            continue
        devices = counted_devices(quote)
        fleets = [(name, next(iter(n))) for name, n in devices.items() if len(n) == 1]
        if len(fleets) < 2 or len({n for _, n in fleets}) < 2:
            continue
        (one, a), (two, b) = fleets[0], next(f for f in fleets[1:] if f[1] != fleets[0][1])
        yield Hit(f"{short(claim)} sets {a} {one} against {b} {two}: the accelerator count "
                  f"differs besides the accelerator ({a} vs {b})", (claim,))


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


def with_mentions(claim: Claim) -> Conditions:
    """A figure's conditions, with the number format or accelerator count its record
    leaves unsaid taken from its mentions when they all give one value (the figure
    restated in a table row whose cells name it)."""
    update: dict[str, object] = {}
    for field in ("precision", "accelerator_count"):
        if getattr(claim.conditions, field) is None:
            said = {getattr(m, field) for m in claim.mentions} - {None}
            if len(said) == 1:
                update[field] = said.pop()
    return claim.conditions.model_copy(update=update) if update else claim.conditions


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
        hidden = hidden_differences(claim, with_mentions(high), with_mentions(low))
        if hidden:
            yield Hit(f"{short(claim)} divides {short(high)} by {short(low)}, which ran at "
                      f"different settings the comparison does not name: {'; '.join(hidden)}",
                      (claim, high, low))

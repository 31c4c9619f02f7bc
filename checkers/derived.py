"""Speed ratios worked out from a part's specifications (its clocks, its sizes) rather than
timed: "607MB against 2.4GB makes image pulls 4x faster", a "+40%" performance gain beside
2800 MHz where the stock clock is 2000 MHz."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from checkers.facts import is_ratio, mentions_by_sentence, per_run, sentences_of
from checkers.quotients import size
from checkers.sides import divides_out, sides_of
from claims.extract.facts.beside import names_speed
from claims.model import Claim, Kind
from claims.vocabulary.metrics import Klass
from claims.vocabulary.quantities import quantity

#: Quantities a part is specified by, not a speed it is timed at.
_SPECIFIED = frozenset({Klass.frequency, Klass.capacity})


def _specified(unit: str) -> bool:
    """True for a unit of a quantity parts are specified by (a clock, a size)."""
    row = quantity(unit)
    return row is not None and row.klass in _SPECIFIED


@per_run
def _spec_values(claims: Iterable[Claim]) -> Mapping[str, tuple[float, ...]]:
    """The values the document states of each specified quantity's unit, ascending."""
    out: dict[str, set[float]] = {}
    for c in claims:
        if c.value > 0 and not is_ratio(c) and _specified(c.unit):
            out.setdefault(c.unit, set()).add(c.value)
            # "from 3.0 GHz to 3.9 GHz": the before side is stated as the baseline's value
            if c.baseline is not None and c.baseline.value and \
                    (c.baseline.unit or c.unit) == c.unit:
                out[c.unit].add(c.baseline.value)
    return {unit: tuple(sorted(values)) for unit, values in out.items()}


def worked_from_specs(claims: Sequence[Claim]) -> list[Claim]:
    """The speed ratios (their sentences say "faster" or "performance") that a figure of a
    clock or size in their own sentence or row divides out with another the document states,
    and that no two timed figures give: a speed worked out from specifications."""
    specs = _spec_values(claims)
    if not specs:
        return []
    # The figures each sentence mentions, first quoted there or repeated from elsewhere.
    mentioned = mentions_by_sentence(claims)
    found = []
    for ratio in claims:
        if not is_ratio(ratio) or ratio.kind is not Kind.relative \
                or (ratio.baseline is not None and ratio.baseline.value is not None):
            continue
        beside = [c for c, _ in mentioned.get(ratio.source.quote, ())
                  if c.value > 0 and not is_ratio(c)]
        sides = [c for c in beside if _specified(c.unit)]
        if not sides or not any(names_speed(q) for q in sentences_of(ratio, claims)):
            continue
        timed = sides_of(ratio, claims)
        if (timed is not None and not _specified(timed[0].unit)) or _timed_pair(ratio, beside):
            continue
        if any(divides_out(ratio, *sorted((side.value, other)))
               for side in sides for other in specs[side.unit] if other != side.value):
            found.append(ratio)
    return found


#: How far a writer's rounding of a timed ratio may stray ("100% faster" for 60 s against
#: 30.9 s) and still be the ratio of the two times its sentence sets against each other.
_GENEROUS = 0.1


def _timed_pair(ratio: Claim, beside: Sequence[Claim]) -> bool:
    """True when two figures of one unit in the ratio's sentence that is no clock or size
    (two times, two rates) give it, rounded as written or generously ("100% faster (30.9
    seconds against 60 seconds)"): the speed was timed, whatever sizes the document also
    states; a rounding too generous is `inconsistent-figures`' to judge, not a simulation."""
    timed: dict[str, list[float]] = {}
    for c in beside:
        if not _specified(c.unit):
            timed.setdefault(c.unit, []).append(c.value)
    pairs = [sorted((one, two)) for values in timed.values() for one in values
             for two in values if 0 < one < two]
    return any(divides_out(ratio, low, high) or _near(ratio, low, high) for low, high in pairs)


def _near(ratio: Claim, low: float, high: float) -> bool:
    """True when `ratio` (a multiple, or a % change either way) is within `_GENEROUS` of
    high / low or of the change between them."""
    target = size(ratio)
    changes = ((high - low) / low * 100, (high - low) / high * 100) if ratio.unit == "%" \
        else (high / low,)
    return any(abs(q - target) <= _GENEROUS * target for q in changes)

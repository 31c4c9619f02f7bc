"""Whether a document states the two figures a ratio divides out: two values of one unit
stated apart, two figures of the ratio's own sentence, or a before/after figure's two
values.

Each question is asked of every ratio; each answer comes from indexes built once per run
(by value, by quotient, by section), so a document of many ratios is not read again for
each of them. Every pair an index gives is still tested with `divides_out`.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations

from checkers.facts import agree, is_ratio, norm, per_run, significant_digits
from checkers.quotients import ByQuotient, windows
from checkers.sides import divides_out
from checkers.spec_sides import names_quantity, spec_key
from claims.memo import by_identity
from claims.model import Claim, Kind

#: Where each value of a unit is stated: its (section, what it measures, what names it if it
#: is a specification) places.
Place = tuple[str | None, str, tuple[str, frozenset[str]] | None]
Stated = Mapping[str, Mapping[float, frozenset[Place]]]


def stated_values(claims: Sequence[Claim]) -> Stated:
    """The values of the measured (non-ratio, non-count) figures by unit, each with the
    sections that state it and what it measures there; only units with two values or more."""
    out: dict[str, dict[float, set[Place]]] = {}
    for c in claims:
        if c.value > 0 and c.unit != "count" and c.kind is not Kind.config and not is_ratio(c):
            places = out.setdefault(c.unit, {}).setdefault(c.value, set())
            places.add((c.source.section, norm(c.measures), spec_key(c)))
    return {unit: {value: frozenset(where) for value, where in sorted(values.items())}
            for unit, values in out.items() if len(values) > 1}


class _StatedIndex:
    """One unit's stated values: every pair by quotient, and each section's values."""

    def __init__(self, places: Mapping[float, frozenset[Place]]) -> None:
        """Index the values by the sections that state them."""
        self.values = tuple(places)  # ascending, as `stated_values` orders them
        self.places = places
        self.sections: dict[str | None, list[int]] = {}
        for i, value in enumerate(self.values):
            for section in sorted({s for s, _, _ in places[value]}, key=str):
                self.sections.setdefault(section, []).append(i)

    def near(self, sections: Iterable[str | None]) -> set[int]:
        """The positions of the values some section among `sections` states."""
        return {i for s in sections for i in self.sections.get(s, ())}


@by_identity(8)  # built once per run's stated values
def _stated_index(stated: Stated) -> dict[str, _StatedIndex]:
    """Each unit's index (read-only: shared by the run)."""
    return {unit: _StatedIndex(values) for unit, values in stated.items()}


def quotient_of_stated_pair(ratio: Claim, stated: Stated) -> bool:
    """True when the ratio is what two figures of one unit give ("412,000 transactions/s
    against 198,000 ... That is a 2.08x gain."): both sides are stated. Both figures stand
    in a section that quotes the ratio (a headline's ratio is worked out in the body), or
    one does and the other, from elsewhere, measures what the ratio says it measures, to a
    precision that rules out a coincidence (a result in one section, the older one it
    beats in the next)."""
    if not is_ratio(ratio):
        return False
    sections = {ratio.source.section, *(m.section for m in ratio.mentions)}
    measures = norm(ratio.measures)
    precise = bool(measures) and significant_digits(ratio.value) > 1
    ranges = windows(ratio)
    for index in _stated_index(stated).values():
        values = index.values
        # Either way a pair qualifies, one of its values is stated near the ratio: only
        # those values' partners by quotient are weighed.
        for i in sorted(index.near(sections)):
            for j in _partners(values, i, ranges):
                low, high = sorted((values[i], values[j]))
                if not divides_out(ratio, low, high):
                    continue
                near = [any(s in sections for s, _, _ in index.places[v]) for v in (low, high)]
                alike = [any(m == measures for _, m, _ in index.places[v]) for v in (low, high)]
                if (all(near) or (precise and any(near) and all(alike))) \
                        and all(_may_be_side(ratio, index.places[v]) for v in (low, high)):
                    return True
    return False


def _may_be_side(ratio: Claim, places: frozenset[Place]) -> bool:
    """True when some figure stating a value may be a side of the ratio: one a run gave, or a
    specification of the quantity the ratio measures (a "4.8 GHz" boost is no side of "26%
    faster in games")."""
    return any(names_quantity(ratio, key) for _, _, key in places)


def _partners(values: Sequence[float], i: int, ranges: Sequence[tuple[float, float]]
              ) -> list[int]:
    """The positions of the other values (ascending `values`) whose quotient with value `i`
    lies in one of the ranges."""
    value = values[i]
    out: list[int] = []
    for lo, hi in ranges:
        for a, b in ((value * lo, value * hi), (value / hi, value / lo)):
            out.extend(j for j in range(bisect_left(values, a), bisect_right(values, b))
                       if j != i)
    return out


@per_run
def _by_sentence(claims: Iterable[Claim]) -> Mapping[str, tuple[Claim, ...]]:
    """The non-ratio figures of each quoted sentence (read-only: shared by the run)."""
    found: dict[str, list[Claim]] = {}
    for claim in claims:
        if claim.value > 0 and not is_ratio(claim):
            found.setdefault(claim.source.quote, []).append(claim)
    return {quote: tuple(group) for quote, group in found.items()}


@by_identity(1024)  # one per sentence of a run: the run's shared tuples
def _sentence_pairs(sentence: tuple[Claim, ...]) -> ByQuotient:
    """The pairs of a sentence's figures of one unit, by quotient."""
    pairs = [(i, j) for i, j in combinations(range(len(sentence)), 2)
             if sentence[i].unit == sentence[j].unit]
    return ByQuotient(sentence, pairs)


def quotient_in_sentence(ratio: Claim, claims: Sequence[Claim]) -> bool:
    """True when the ratio is what two figures of one unit in its own sentence give,
    counts and configuration included ("from 207 nodes to 1,557 nodes is 7.5 times as
    many servers")."""
    if not is_ratio(ratio):
        return False
    sentence = _by_sentence(claims).get(ratio.source.quote, ())
    if len(sentence) < 2:
        return False
    return any(divides_out(ratio, *sorted((sentence[i].value, sentence[j].value)))
               for i, j in _sentence_pairs(sentence).between(windows(ratio)))


@per_run
def _before_after_pairs(claims: Iterable[Claim]
                        ) -> Mapping[str | None, tuple[tuple[float, float], ...]]:
    """The (lower, higher) values of each before/after figure whose two values differ, by
    section (read-only: shared by the run)."""
    out: dict[str | None, list[tuple[float, float]]] = {}
    for pair in claims:
        base = pair.baseline
        if pair.kind is not Kind.before_after or base is None or base.value is None \
                or base.value <= 0 or pair.value <= 0 or base.value == pair.value:
            continue
        low, high = sorted((base.value, pair.value))
        out.setdefault(pair.source.section, []).append((low, high))
    return {section: tuple(found) for section, found in out.items()}


def quotient_of_before_after(ratio: Claim, claims: Sequence[Claim]) -> bool:
    """True when a before/after figure in a section that quotes the ratio gives it with its
    own two values ("a 19% gain ..., from 2,650 to 3,150"); a pair elsewhere may match by
    chance (a big drop in latency gives a ratio near any "20x faster")."""
    if not is_ratio(ratio):
        return False
    pairs = _before_after_pairs(claims)
    sections = {ratio.source.section, *(m.section for m in ratio.mentions)}
    return any(divides_out(ratio, low, high)
               for section in sections for low, high in pairs.get(section, ()))


@per_run
def _section_values(claims: Iterable[Claim]) -> Mapping[tuple[str | None, str], tuple[float, ...]]:
    """The measured (non-ratio, non-count, non-setting) values of each section and unit
    (read-only: shared by the run)."""
    out: dict[tuple[str | None, str], set[float]] = {}
    for c in claims:
        if c.value > 0 and c.unit != "count" and c.kind is not Kind.config and not is_ratio(c):
            out.setdefault((c.source.section, c.unit), set()).add(c.value)
    return {key: tuple(sorted(values)) for key, values in out.items() if len(values) > 1}


def difference_of_stated_pair(claim: Claim, claims: Sequence[Claim]) -> bool:
    """True when a difference in the figures' own unit ("about 2 seconds faster") is what
    two figures of that unit stated together in one section give ("sent in 7678ms" and
    "sent in 9755ms"), within 5% and rounded as written: both sides are before the reader,
    as two stated figures are the sides of a ratio."""
    if claim.kind is not Kind.relative or is_ratio(claim) or claim.value <= 0:
        return False
    target = claim.value
    for (_, unit), values in _section_values(claims).items():
        if unit != claim.unit:
            continue
        for low, high in combinations(values, 2):
            gap = high - low
            if abs(gap - target) <= 0.05 * target and agree(gap, target):
                return True
    return False


@per_run
def _units_by_span(claims: Iterable[Claim]) -> Mapping[tuple[int, int, str], int]:
    """How many figures of each unit each quoted span holds (read-only: shared by the run)."""
    found: dict[tuple[int, int, str], int] = {}
    for claim in claims:
        span = claim.source.span
        if span is not None:
            key = (span.start, span.end, claim.unit)
            found[key] = found.get(key, 0) + 1
    return found


def difference_beside_its_sides(claim: Claim, claims: Sequence[Claim]) -> bool:
    """True for a difference in the figures' own unit ("3.6ms above the 3.1ms p99", "223 µs
    (+64 µs)") whose sentence or row states another figure of that unit: a side of it is
    before the reader, as two stated figures are the sides of a ratio."""
    span = claim.source.span
    if claim.kind is not Kind.relative or is_ratio(claim) or span is None:
        return False
    return _units_by_span(claims).get((span.start, span.end, claim.unit), 0) > 1

"""The sides of a ratio, found through indexes by value and quotient, are the pairs a test
of every pair finds: the same pair, first in the text's order, on random documents."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

import pytest

from checkers import quotients, sides, stated_pairs
from checkers.facts import is_ratio, norm, significant_digits
from checkers.spec_sides import may_be_sides, names_quantity
from claims.model import Claim, Kind, Source, Span

_SECTIONS = ("Results", "Setup", "Cost", None)
_MEASURES = ("requests", "users", None)
_QUOTES = tuple(f"Sentence {n} of the post." for n in range(6))
# Values that divide into one another often: a few round numbers and their multiples.
_VALUES = (100.0, 150.0, 200.0, 230.0, 250.0, 300.0, 420.0, 460.0, 500.0, 1000.0, 2280.0)
_RATIOS = ((2.0, "x"), (2.3, "x"), (1.5, "x"), (4.3, "x"), (1.0, "x"), (0.5, "x"),
           (50.0, "%"), (100.0, "%"), (33.0, "%"), (15.0, "%"), (130.0, "%"), (96.0, "%"))


def _claim(rng: random.Random, at: int, ratio: tuple[float, str] | None = None) -> Claim:
    """One random figure (or ratio, sometimes a range) of a small document."""
    value, unit = ratio if ratio else (rng.choice(_VALUES) * rng.choice((1, 1, 1.01, 3)),
                                       rng.choice(("requests/s", "requests/s", "count", "s")))
    quote = rng.choice(_QUOTES)
    top = rng.choice((None, None, value * 1.5, value * 2.3, value + 50)) if ratio else None
    return Claim(value=value, value_max=top, unit=unit,
                 metric="speedup" if ratio else "throughput",
                 kind=Kind.relative if ratio else rng.choice((Kind.headline, Kind.config)),
                 measures=rng.choice(_MEASURES),
                 source=Source(quote=quote, span=Span(start=at * 100, end=at * 100 + 40),
                               line=rng.randint(1, 12), section=rng.choice(_SECTIONS)))


def _document(seed: int) -> tuple[Claim, ...]:
    """A random document of figures and ratios."""
    rng = random.Random(seed)
    out = [_claim(rng, i) for i in range(rng.randint(4, 30))]
    out += [_claim(rng, len(out) + i, rng.choice(_RATIOS)) for i in range(rng.randint(1, 6))]
    rng.shuffle(out)
    return tuple(out)


def _groups(claims: Sequence[Claim], measured: bool) -> dict[str, list[Claim]]:
    """Figures by unit, as `sides` groups them."""
    out: dict[str, list[Claim]] = {}
    for c in claims:
        if c.value > 0 and not is_ratio(c) and (not measured or (
                c.unit != "count" and c.kind is not Kind.config)):
            out.setdefault(c.unit, []).append(c)
    return out


def _every_pair_of(ratio: Claim, claims: Sequence[Claim]) -> tuple[Claim, Claim] | None:
    """`sides_of` as a test of every pair."""
    if not is_ratio(ratio) or ratio.value <= 0:
        return None
    sections = {ratio.source.section, *(m.section for m in ratio.mentions)}
    precise = significant_digits(ratio.value) > 1
    for group in _groups(claims, measured=True).values():
        for one, two in combinations(group, 2):
            low, high = sorted((one, two), key=lambda c: c.value)
            if low.value == high.value or not sides.divides_out(ratio, low.value, high.value):
                continue
            near = [c.source.section in sections for c in (low, high)]
            own = [c.source.quote == ratio.source.quote for c in (low, high)]
            if (all(near) or (precise and any(own))) and may_be_sides(ratio, low, high):
                return high, low
    return None


def _every_pair_together(ratio: Claim, claims: Sequence[Claim]) -> tuple[Claim, Claim] | None:
    """`sides_together` as a test of every pair."""
    if not is_ratio(ratio) or ratio.value <= 0 or significant_digits(ratio.value) < 2:
        return None
    for group in _groups(claims, measured=False).values():
        for one, two in combinations(group, 2):
            low, high = sorted((one, two), key=lambda c: c.value)
            if low.value == high.value or low.source.section != high.source.section \
                    or not sides.same_measure(low, high):
                continue
            gap = abs((low.source.line or 0) - (high.source.line or 0))
            if gap <= 4 and sides.divides_out(ratio, low.value, high.value) \
                    and may_be_sides(ratio, low, high):
                return high, low
    return None


def _every_pair_range(ratio: Claim, claims: Sequence[Claim]) -> bool:
    """`range_of_rows` as a test of every pair."""
    if not is_ratio(ratio) or ratio.value_max is None or ratio.value <= 0:
        return False
    ends = [ratio.model_copy(update={"value": end, "value_max": None})
            for end in (ratio.value, ratio.value_max)]
    met: set[int] = set()
    for group in _groups(claims, measured=False).values():
        for one, two in combinations(group, 2):
            low, high = sorted((one, two), key=lambda c: c.value)
            if low.value == high.value or low.source.line != high.source.line \
                    or low.source.section != ratio.source.section \
                    or not sides.same_measure(low, high):
                continue
            met.update(i for i, end in enumerate(ends)
                       if sides.divides_out(end, low.value, high.value))
    return met == {0, 1}


def _every_pair_in_sentence(ratio: Claim, claims: Sequence[Claim]) -> bool:
    """`_quotient_in_sentence` as a test of every pair of the ratio's sentence."""
    sentence = [c for c in claims if c.value > 0 and not is_ratio(c)
                and c.source.quote == ratio.source.quote]
    return is_ratio(ratio) and any(
        a.unit == b.unit and sides.divides_out(ratio, *sorted((a.value, b.value)))
        for a, b in combinations(sentence, 2))


def _every_stated_pair(ratio: Claim, stated: stated_pairs.Stated) -> bool:
    """`_quotient_of_stated_pair` as a test of every pair of stated values."""
    if not is_ratio(ratio):
        return False
    sections = {ratio.source.section, *(m.section for m in ratio.mentions)}
    measures = norm(ratio.measures)
    precise = bool(measures) and significant_digits(ratio.value) > 1
    for values in stated.values():
        for low, high in combinations(values, 2):
            if not sides.divides_out(ratio, low, high):
                continue
            near = [any(s in sections for s, _, _ in values[v]) for v in (low, high)]
            alike = [any(m == measures for _, m, _ in values[v]) for v in (low, high)]
            named = [any(names_quantity(ratio, key) for _, _, key in values[v])
                     for v in (low, high)]
            if (all(near) or (precise and any(near) and all(alike))) and all(named):
                return True
    return False


@pytest.mark.parametrize("seed", range(300))
def test_the_indexes_find_the_pair_every_pair_finds(seed: int) -> None:
    """Same pair (or none), for every ratio of a random document."""
    claims = _document(seed)
    stated = stated_pairs.stated_values(claims)
    for ratio in claims:
        assert sides.sides_of(ratio, claims) == _every_pair_of(ratio, claims), ratio
        assert sides.sides_together(ratio, claims) == _every_pair_together(ratio, claims)
        assert sides.range_of_rows(ratio, claims) == _every_pair_range(ratio, claims)
        assert stated_pairs.quotient_in_sentence(ratio, claims) == \
            _every_pair_in_sentence(ratio, claims)
        assert stated_pairs.quotient_of_stated_pair(ratio, stated) == \
            _every_stated_pair(ratio, stated)


def test_the_random_documents_hold_pairs_to_find() -> None:
    """The test above weighs documents where ratios do divide stated figures out."""
    found = sum(sides.sides_of(r, c) is not None or sides.sides_together(r, c) is not None
                for c in map(_document, range(300)) for r in c if is_ratio(r))
    assert found > 50
    ranges = sum(sides.range_of_rows(r, c) for c in map(_document, range(300)) for r in c)
    assert ranges > 0


@pytest.mark.parametrize("unit", ["x", "%"])
def test_every_accepted_quotient_lies_in_a_window(unit: str) -> None:
    """Wherever `divides_out` accepts a pair, its quotient lies within the windows the
    indexes search (a sweep of ratios and quotients, at the edges too)."""
    accepted = 0
    for value in (0.5, 1.0, 1.9, 2.0, 2.08, 4.3, 15.0, 33.0, 50.0, 95.0, 99.5, 104.0, 400.0):
        ratio = Claim(value=value, unit=unit, metric="speedup", kind=Kind.relative,
                      source=Source(quote="A ratio."))
        ranges = quotients.windows(ratio)
        for step in range(1, 4000):
            low, high = 100.0, 100.0 + step * 0.37
            if sides.divides_out(ratio, low, high):
                accepted += 1
                assert any(lo <= high / low <= hi for lo, hi in ranges), (value, high)
    assert accepted > 100


def _long_document(seed: int) -> tuple[Claim, ...]:
    """A random document of many figures in two sections, where a ratio's sections hold
    dozens of candidate partners for each figure (the search's pruning is exercised)."""
    rng = random.Random(seed)
    out = []
    for i in range(rng.randint(60, 160)):
        claim = _claim(rng, i)
        section = rng.choice(("Results", "Results", "Setup"))
        out.append(claim.model_copy(update={
            "value": claim.value * rng.choice((1, 2, 3, 7)),
            "source": claim.source.model_copy(update={"section": section})}))
    out += [_claim(rng, len(out) + i, rng.choice(_RATIOS)) for i in range(rng.randint(2, 8))]
    rng.shuffle(out)
    return tuple(out)


def test_long_documents_give_the_pair_every_pair_finds(monkeypatch: pytest.MonkeyPatch) -> None:
    """With many partners per figure, the search that stops weighing partners after the
    first pair's position still returns the first pair in the text's order, and that
    shortcut is taken (else this test would not test it)."""
    taken = []
    before = quotients.ByValue.partners_before

    def counted(index: quotients.ByValue, end: int,
                bounds: Sequence[quotients.Window]) -> list[int]:
        taken.append(end)
        return before(index, end, bounds)

    monkeypatch.setattr(quotients.ByValue, "partners_before", counted)
    for seed in range(40):
        claims = _long_document(seed)
        for ratio in claims:
            assert sides.sides_of(ratio, claims) == _every_pair_of(ratio, claims), ratio
    # (sides_of now narrows the partners to an early pair's value windows first, so the
    # shortcut is asked less often than before: 73 times over these 40 documents)
    assert len(taken) > 50


def test_sides_are_the_same_asked_twice_or_of_a_list() -> None:
    """The run's memo of sides answers as the search does, for a tuple asked again and
    for a list (not memoised)."""
    for seed in range(30):
        claims = _document(seed)
        for ratio in claims:
            first = sides.sides_of(ratio, claims)
            assert sides.sides_of(ratio, claims) == first
            assert sides.sides_of(ratio, list(claims)) == first

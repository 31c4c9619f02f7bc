"""Headline figures set side by side (comparison-conditions-differ, part b): the setups'
unlike pairs are found with early exits, and the finding equals the one a comparison of
every pair gives: the same first pair, the same figures in the same order."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from checkers import side_by_side as comparison
from checkers.facts import norm, short
from checkers.rule import Hit
from claims.model import Claim, Conditions

_KEY = ("throughput", "tokens/s", "")


def _claim(i: int, conditions: dict[str, object], measures: str | None) -> Claim:
    """A headline throughput figure with the given conditions, each with its own quote."""
    quote = f"Run {i} reached {1000 + i} tokens/s."
    return Claim.model_validate({
        "value": 1000 + i, "unit": "tokens/s", "metric": "throughput", "kind": "headline",
        "measures": measures, "conditions": conditions,
        "source": {"quote": quote, "line": i + 1,
                   "span": {"start": i * 100, "end": i * 100 + len(quote)}}})


def _every_pair(group: list[Claim]) -> list[Hit]:
    """The finding as a comparison of every pair of setups makes it."""
    setups: dict[tuple[Conditions, str], list[Claim]] = {}
    for claim in group:
        setups.setdefault((claim.conditions, norm(claim.measures)), []).append(claim)
    present = {conditions for conditions, _ in setups}
    unlike = [(a, b, diff) for a, b in combinations(setups, 2)
              if not (a[1] and b[1] and a[1] != b[1])
              and len(diff := comparison.differences(a[0], b[0])) >= 2
              and not _far_corners(a[0], b[0], list(diff), present)]
    if not unlike:
        return []
    first, second, diff = unlike[0]
    one, two = setups[first][0], setups[second][0]
    involved = {c.id: c for a, b, _ in unlike for c in (*setups[a], *setups[b])}
    example = comparison.message(f"{short(one)} and {short(two)}", diff)
    return [Hit(f"{len(involved)} throughput figures (tokens/s) stand side by side but differ "
                f"in more than one group of conditions; e.g. {example}",
                tuple(involved.values()))]


def _far_corners(one: Conditions, two: Conditions, groups: list[str],
                 present: set[Conditions]) -> bool:
    """True when two setups differ in two groups and both setups mixing them are present."""
    if len(groups) != 2:
        return False

    def mixed(taken: str) -> Conditions:
        fields = comparison.GROUPS[taken]
        return one.model_copy(update={name: getattr(two, name) for name in fields})
    return mixed(groups[0]) in present and mixed(groups[1]) in present


def _random_group(rng: random.Random, size: int) -> list[Claim]:
    """Figures on a few machines, models, formats and engines, some unstated, some alike."""
    pools: dict[str, list[object]] = {
        "hardware": ["H100", "A100", "MI300X", None], "model": ["Llama 3 8B", "Qwen2 7B", None],
        "precision": ["FP8", "BF16", None], "concurrency": [1, 64, None]}
    out = []
    for i in range(size):
        conditions = {k: v for k, pool in pools.items() if (v := rng.choice(pool)) is not None}
        out.append(_claim(i, conditions, rng.choice([None, None, "decode", "prefill"])))
    return out


def test_side_by_side_equals_a_comparison_of_every_pair() -> None:
    rng = random.Random(11)
    found = 0
    for _ in range(300):
        group = _random_group(rng, rng.randint(2, 14))
        got = list(comparison.side_by_side(_KEY, group))
        want = _every_pair(group)
        assert got == want  # the same figures in the same order, the same first pair
        found += bool(got)
    assert 0 < found < 300  # some groups differ in two groups or more, some never do


def test_thousands_of_unlike_setups_are_not_compared_pair_by_pair(
        monkeypatch: pytest.MonkeyPatch) -> None:
    calls = 0
    inner = comparison.differences

    def counted(one: Conditions, two: Conditions) -> dict[str, list[str]]:
        nonlocal calls
        calls += 1
        return inner(one, two)
    group = [_claim(i, {"hardware": f"Xeon Gold {5000 + i}", "model": f"Model {i}"}, None)
             for i in range(400)]
    monkeypatch.setattr(comparison, "differences", counted)
    (hit,) = comparison.side_by_side(_KEY, group)
    assert len(hit.claims) == 400
    assert calls < 2 * 400  # a comparison of every pair makes 79,800

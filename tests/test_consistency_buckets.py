"""inconsistent-figures finds, by bucketing, exactly what comparing every pair finds.

The reference below is the rule's pairwise form (every pair of a group tested);
random documents built from a small pool of sentences, values and settings make
every kind of pair appear: agreeing and clashing values, one sentence, table rows,
stated ratios, operating points, sentences naming different setups.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from itertools import combinations

import pytest

from checkers.consistency import (
    _identity,
    _other_settings,
    _per_column,
    _settings,
    in_table,
    inconsistent_figures,
    own_part,
)
from checkers.facts import (
    agree,
    compared,
    different_setups,
    mentions_by_sentence,
    performance,
    shared_names,
    stated_ratios,
)
from checkers.setups import far_apart, setup_marks, two_setups
from claims.model import Claim, Document, Kind

SENTENCES = (
    "The cluster served {v} tokens/s on H100.",
    "Over RoCE v2 the cluster served {v} tokens/s.",
    "With plain TCP the cluster served {v} tokens/s.",
    "Over RoCE v2 with Dynamo the cluster served {v} tokens/s.",
    "| H100 | {v} |",
    "| H200 | {v} |",
    "It served {v} tokens/s at 4 users.",
    "It served {v} tokens/s at 8 users.",
    "We measured {v} tokens/s.",
    "We measured {v} tokens/s without MTP.",
    "We measured {v} tokens/s with MTP.",
    "On a cached run it served {v} tokens/s.",
)
VALUES = (1_700_000.0, 1_740_000.0, 1_900_000.0, 1_000.0, 1_500.0, 2_000.0, 1_710_000.0)


def _claim(text: str, start: int, value: float, kind: str = "headline", unit: str = "tokens/s",
           metric: str = "throughput", written: str | None = None) -> Claim:
    """A figure of `text` (its quote) starting at `start`, mentioned where `written` stands."""
    at = start + max(0, text.find(written)) if written else start
    mention = {"text": written or text, "span": {"start": at, "end": at + len(written or text)}}
    return Claim.model_validate({
        "value": value, "unit": unit, "metric": metric, "kind": kind,
        "conditions": {"model": "M", "hardware": "H"}, "mentions": [mention],
        "source": {"quote": text, "line": start // 100 + 1,
                   "span": {"start": start, "end": start + len(text)}}})


def _document(rng: random.Random, size: int) -> list[Claim]:
    """Claims from random sentences, values, settings and ratios."""
    claims: list[Claim] = []
    for at in range(size):
        value = rng.choice(VALUES)
        pattern = rng.choice(SENTENCES)
        text = pattern.format(v=f"{value:,.0f}")
        if rng.random() < 0.3 and claims:  # a second figure in an earlier sentence
            text = rng.choice(claims).source.quote
        claims.append(_claim(text, at * 100, value, written=f"{value:,.0f}"))
        if "users" in text:  # the setting the sentence states
            users = 4.0 if "4 users" in text else 8.0
            claims.append(_claim(text, at * 100, users, kind="relative", unit="count",
                                 metric="concurrency", written=f"{users:.0f} users"))
    if rng.random() < 0.5:
        ratio = rng.choice((1_900_000 / 1_700_000, 2.0, 100 * (2_000 - 1_000) / 1_000))
        unit = "%" if ratio > 50 else "x"
        claims.append(_claim(f"That is {ratio:.3g}{unit} more.", size * 100, ratio,
                             kind="relative", unit=unit, metric="speedup"))
    return claims


def _marks(claim: Claim) -> frozenset[str]:
    """The set-up the part of its sentence about the claim names."""
    return setup_marks(own_part(claim))


def _pairwise(document: Document, claims: Sequence[Claim]) -> list[tuple[str, ...]]:
    """The rule's result by testing every pair: the ids of each group's clashing figures."""
    groups: dict[Hashable, list[Claim]] = {}
    for claim in performance(claims):
        key = _identity(claim) if claim.kind is not Kind.before_after else None
        if key is not None:
            groups.setdefault(key, []).append(claim)
    ratios = stated_ratios(claims)
    mentioned = mentions_by_sentence(tuple(claims))
    shared = shared_names(document, claims)
    out = []
    for group in groups.values():
        clashing: set[str] = set()
        for one, two in combinations(group, 2):
            if agree(one.value, two.value) or one.source.quote == two.source.quote or (
                    in_table(one) and in_table(two)) or far_apart(one.value, two.value) or \
                    two_setups(_marks(one), _marks(two)):
                continue
            low, high = sorted((one.value, two.value))
            if compared(low, high, ratios) or _other_settings(
                    _settings(one.source.quote, one.unit, mentioned),
                    _settings(two.source.quote, two.unit, mentioned)) or \
                    _per_column(one, mentioned) or _per_column(two, mentioned):
                continue
            if not different_setups(one, two, shared):
                clashing.update((one.id, two.id))
        if clashing:
            out.append(tuple(c.id for c in group if c.id in clashing))
    return out


@pytest.mark.parametrize("seed", range(60))
def test_bucketed_search_finds_what_every_pair_finds(seed: int) -> None:
    rng = random.Random(seed)
    claims = _document(rng, rng.randint(2, 40))
    document = Document(title="Cluster results")
    got = [tuple(f.claim_ids) for f in inconsistent_figures.check(document, claims)]
    want = _pairwise(document, claims)
    assert got == want


def many_of_one_quantity(count: int) -> list[Claim]:
    """`count` figures of one quantity with two values: every figure clashes with half."""
    return [_claim(f"Run {10_000 + i} served {1000 + 500 * (i % 2)} tokens/s on H100.", i * 100,
                   1000.0 + 500 * (i % 2)) for i in range(count)]


def test_many_figures_of_one_quantity_are_searched_without_every_pair() -> None:
    """1,000 figures of one quantity, two values: every figure clashes, found in one pass.

    `bench/bench_consistency.py` times the same search at 10,000 figures and more.
    """
    claims = many_of_one_quantity(1_000)
    findings = list(inconsistent_figures.check(Document(title="Runs"), claims))
    assert len(findings) == 1 and len(findings[0].claim_ids) == 1_000
    assert "1,000 tokens/s, 1,500 tokens/s" in findings[0].message

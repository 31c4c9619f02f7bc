"""comparison-baseline-unclear and a change over years: "disk capacity grew 60 times in about
15 years" sets one quantity against its own past, a trend, not one system against another;
a change with no period, or a period of a run, still owes its other side. Sentences of our
own."""

from __future__ import annotations

import pytest

from claims.extract.facts.wording import wording
from tests.vetting import rules

RULE = "comparison-baseline-unclear"


@pytest.mark.parametrize("text", [
    "Flash capacity per drive grew 60 times in about 15 years.",
    "Link speeds rose 40x over the past two decades.",
])
def test_a_trend_over_years_compares_no_two_systems(text: str) -> None:
    assert RULE not in rules(text)


@pytest.mark.parametrize("text", [
    "Our cache serves reads 6x faster.",
    "Our cache serves reads 6x faster in a 10-minute run.",
])
def test_a_change_with_no_period_of_years_lacks_its_baseline(text: str) -> None:
    assert RULE in rules(text)


def test_the_period_is_read_from_the_words() -> None:
    assert wording("capacity grew 128 times in about 20 years").over_years
    assert wording("rose 40x over the last decade").over_years
    assert not wording("6x faster in a 10-minute run").over_years

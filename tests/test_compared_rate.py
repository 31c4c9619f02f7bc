"""A ratio whose comparative names a rate ("31% more queries per second") measures that
rate: figures stated in that rate elsewhere are its sides (comparison-baseline-unclear).
Documents of our own."""

from __future__ import annotations

import pytest

from tests.vetting import rules, vet

RULE = "comparison-baseline-unclear"

# two sections, one run each; the second's ratio names the rate both runs report
RUNS = ("## Old proxy\n\nThe old proxy handled 16,420 queries per second.\n\n"
        "## New proxy\n\nThe new proxy handled 21,530 queries per second. "
        "It serves {claim} than the old one.\n")


@pytest.mark.parametrize("claim", [
    "about 31% more queries per second",
    "1.31x more queries/s",
])
def test_a_ratio_of_the_stated_rate_has_its_sides(claim: str) -> None:
    assert RULE not in rules(RUNS.format(claim=claim))


@pytest.mark.parametrize("claim", [
    # the two runs give 31%, not 45%
    "about 45% more queries per second",
    # a rate no figure states: the two query rates are not its sides
    "about 31% more requests per second",
    # no rate named: nothing ties the other section's figure to it
    "about 31% better",
])
def test_a_ratio_its_sides_do_not_give_lacks_a_baseline(claim: str) -> None:
    assert RULE in rules(RUNS.format(claim=claim))


def test_the_compared_rate_is_read_from_the_comparative() -> None:
    measured = {c.value: c.measures for c in vet(
        "Sharding gave 40% more writes per second and a 2x higher tokens/s rate; "
        "it cut latency by 20%.").claims}
    assert measured[40.0] == "writes per second"
    assert measured[2.0] == "tokens per second"
    assert measured[20.0] != "tokens per second"

"""Ratios a document gives as expected gains, or reports others saying a release might
give, are projections (computed at extraction), and comparison-baseline-unclear leaves a
projected ratio to simulated-result. Sentences of our own."""

from __future__ import annotations

import pytest

from claims.extract.facts.evidence import evidence
from claims.model import Evidence
from tests.vetting import rules

UNCLEAR = "comparison-baseline-unclear"


@pytest.mark.parametrize("text", [
    "| Expected Improvement | 25-35% lower latency |",
    "The expected speed-up from the new allocator is 3x.",
    "Forum posts said the new compiler might be about 15% faster on numeric code.",
    "Reviewers predicted it could be twice as fast as the old parser.",
])
def test_an_expected_or_reported_gain_is_projected(text: str) -> None:
    assert evidence(text) is Evidence.projected


@pytest.mark.parametrize("text", [
    "The parser ran 15% faster than we expected.",
    "He said the run took 41 seconds on the old disk.",
    "The measured gain was 3x, as expected.",
    "The expected output matched in all 40 cases, at 12 ms each.",
])
def test_measured_wording_stays_measured(text: str) -> None:
    assert evidence(text) is None


def test_an_expected_gains_table_is_no_unclear_baseline() -> None:
    table = ("## Expected gains\n\n| Metric | Gain |\n|---|---|\n"
             "| Latency | 25-35% reduction |\n| Energy use | 20-30% improvement |\n")
    assert UNCLEAR not in rules(table)
    assert UNCLEAR in rules(table.replace("Expected gains", "Results"))


def test_a_reported_expectation_is_no_unclear_baseline() -> None:
    said = ("Some forum posts said the new release might be \"about 15% faster\", with no "
            "word on which code.")
    assert UNCLEAR not in rules(said)
    assert UNCLEAR in rules("The new release is about 15% faster, with no word on which code.")


def test_a_projection_reusing_a_measured_ratio_still_owes_its_baseline() -> None:
    text = ("A vendor's test found the new card handled 2.7 times as many requests per second "
            "as an older one. On our box that would mean about 1,350 requests per second "
            "(2.7 × 500).")
    assert UNCLEAR in rules(text)


def test_a_projection_naming_its_other_side_still_owes_it() -> None:
    assert UNCLEAR in rules("Our goal is a 30x speed-up over the old linker.")

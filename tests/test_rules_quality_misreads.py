"""Numbers misread as quality figures, which silenced missing-quality: a setting's value
after a quality word of something else ("the presets map to ... depth=5", "the sweep points
such as TP = 2"), and the top of a rating scale ("out of 10 stars"). Texts of our own."""

from __future__ import annotations

import pytest

from claims.model import Kind
from tests.vetting import rules, vet

SPEED = ("Serving Mistral-7B at FP8, the engine reaches 4,100 tokens per second on one "
         "L40S GPU, against 2,300 tokens per second at BF16.")


@pytest.mark.parametrize("aside", [
    "The presets map as the vendor names them: `fast` is depth=5 and `deep` is depth=9.",
    "The sweep covers search points such as TP = 2 and TP = 8.",
    "The reviewer scores each engine out of 10 stars on ease of set-up.",
])
def test_a_misread_number_is_no_quality_figure(aside: str) -> None:
    report = vet(f"{SPEED}\n\n{aside}")
    assert not any(c.kind is Kind.quality for c in report.claims)
    assert "missing-quality" in rules(f"{SPEED}\n\n{aside}")


@pytest.mark.parametrize("said", [
    "On the same run, accuracy = 0.91 on the held-out set.",
    "The FP8 model scores 71.2 on MMLU, against 71.5 at BF16.",
    "Recall stays at 9 out of 10 queries answered correctly.",
])
def test_a_real_quality_figure_still_counts(said: str) -> None:
    assert "missing-quality" not in rules(f"{SPEED}\n\n{said}")


def test_mean_average_precision_is_still_read_in_its_own_case() -> None:
    report = vet("The detector reaches a mAP of 51.3 on COCO val at 140 frames per second.")
    assert any(c.kind is Kind.quality for c in report.claims)

"""The machine of a figure in a sentence naming two: the figure's own "on <machine>" right
after its unit wins over a name an earlier figure's "on" took; and Radeon cards named
without their "RX"."""

from __future__ import annotations

import pytest

from claims.vocabulary.hardware import ACCELERATOR_FAMILY
from tests.conftest import claim_by_text, claims_of

TWO_MACHINES = """# Serving

A 4-bit Llama2-13B decodes at 88.1 tok/sec on two NVIDIA RTX 3090 cards and at 71.4 tok/sec \
on two AMD Radeon 6950 XT cards.
"""

SUBJECT_FIRST = """# Serving

The H100 box served 9,400 tokens/s at batch 64 with vLLM.
"""

RATIO_AFTER = """# Serving

On the H100 box the new kernel runs 2.4x faster than on an A100.
"""


def test_each_figure_takes_the_machine_its_own_on_names() -> None:
    claims = claims_of(TWO_MACHINES)
    assert "RTX 3090" in (claim_by_text(claims, "88.1").conditions.hardware or "")
    assert "6950 XT" in (claim_by_text(claims, "71.4").conditions.hardware or "")


def test_a_machine_before_the_figure_stands_without_an_on_after_it() -> None:
    assert "H100" in (claim_by_text(claims_of(SUBJECT_FIRST), "9,400").conditions.hardware
                      or "")


def test_a_ratio_keeps_its_machine_before_it() -> None:
    assert "H100" in (claim_by_text(claims_of(RATIO_AFTER), "2.4").conditions.hardware or "")


@pytest.mark.parametrize(("text", "name"), [
    ("two AMD Radeon 7900XTX cards", "Radeon 7900XTX"),
    ("the Radeon 6800 XT (16GB)", "Radeon 6800 XT"),
    ("on two 7900 XTX cards", "7900 XTX"),
    ("a Radeon RX 7600 at home", "Radeon RX 7600"),
])
def test_radeon_cards_named_without_rx(text: str, name: str) -> None:
    assert [m.group(0) for m in ACCELERATOR_FAMILY.finditer(text)] == [name]


@pytest.mark.parametrize("text", ["In 2024 XT sales fell.", "The 2023 release notes."])
def test_a_year_is_no_radeon(text: str) -> None:
    assert not list(ACCELERATOR_FAMILY.finditer(text))

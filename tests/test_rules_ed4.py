"""Caveats the fourth unseen editorial set showed (issue 25): sentences of our own that
must and must not raise each rule, run through the whole pipeline (`claims vet`)."""

from __future__ import annotations

import pytest

from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded


def vet(text: str) -> DocumentReport:
    """`claims vet` on a Markdown text."""
    return vet_loaded(parse_bytes(f"# Notes\n\n{text}\n".encode(), origin="t.md"))


def raised(text: str, rule: str) -> list[str]:
    """The messages of `rule` on a text."""
    return [f.message for f in vet(text).findings if f.rule == rule]


# --- inconsistent-figures: a bound and a value are no two readings of one figure -------

@pytest.mark.parametrize("text", [
    "On an Ampere Altra, the codec decodes logs at 2.6 GB/s.\n\n"
    "On an Ampere Altra, the codec's decoder exceeds 2 GB/s.",
    "On an Ampere Altra, the codec decodes logs at 2.6 GB/s.\n\n"
    "On an Ampere Altra, the codec decodes logs at well over 2 GB/s.",
    "On an Ampere Altra, the codec decodes logs at 2.6 GB/s.\n\n"
    "On an Ampere Altra, the codec decodes logs at north of 2 GB/s.",
])
def test_a_floor_beside_a_value_is_not_inconsistent(text: str) -> None:
    assert raised(text, "inconsistent-figures") == []


def test_two_values_of_one_setup_still_clash() -> None:
    text = ("On an Ampere Altra, the codec decodes logs at 2.6 GB/s.\n\n"
            "On an Ampere Altra, the codec decodes logs at 2.1 GB/s.")
    assert raised(text, "inconsistent-figures")


# --- missing-cost: a multiple of a speed is a performance claim, not a price -----------

@pytest.mark.parametrize("text", [
    "Servers spend much of their time parsing logs, and the new parser runs at 3x the speed "
    "of the old one.",
    "Though it costs more, the new array gives 4x the write bandwidth of the old one.",
])
def test_a_multiple_of_a_speed_owes_a_cost(text: str) -> None:
    assert raised(text, "missing-cost")


def test_a_multiple_of_a_price_is_a_cost() -> None:
    text = ("The new linker runs at 3x the speed of gold, and the license is 0.2x the price "
            "of the old one.")
    assert raised(text, "missing-cost") == []

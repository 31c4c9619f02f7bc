"""A figure on one desktop card named alone is one card's: two such figures of one card meet,
while a data-centre part's system size stays unknown until stated, a quote that counts cards
is no single card, and a card run at stock clocks never meets one tuned or unsaid. Records
of our own."""

from __future__ import annotations

from typing import Any

from claims.compare import Verdict, judge
from claims.compare.cards import STOCK, TUNED, clocks, single_card
from claims.model import Claim

GAME = {"workload": "Cyberpunk 2077 1440p ultra"}


def record(value: float, quote: str, *, doc: str, unit: str = "frames/s",
           metric: str = "throughput", **conditions: Any) -> Claim:
    """A figure of document `doc` with its quote and conditions."""
    return Claim.model_validate({
        "value": value, "unit": unit, "metric": metric, "conditions": conditions,
        "source": {"quote": quote, "title": f"Review {doc}", "url": f"https://{doc}.example/r"}})


def card(value: float, quote: str, doc: str, name: str = "RTX 4080", **more: Any) -> Claim:
    """A rate on a GeForce card named alone."""
    return record(value, quote, doc=doc, hardware=name, accelerator=name, **GAME, **more)


def test_two_reviews_of_one_desktop_card_are_comparable() -> None:
    a = card(88.0, "Our RTX 4080 averaged 88 frames/s.", "a")
    b = card(91.0, "| RTX 4080 | 91 |", "b")
    assert single_card(a) and single_card(b)
    assert judge(a, b).verdict is Verdict.comparable


def test_two_different_desktop_cards_still_differ_in_hardware() -> None:
    a = card(88.0, "Our RTX 4080 averaged 88 frames/s.", "a")
    b = card(70.0, "The RX 7800 XT managed 70 frames/s.", "b", name="RX 7800 XT")
    pair = judge(a, b)
    assert not pair.comparable and "hardware" in pair.reasons


def test_a_quote_counting_cards_is_no_single_card() -> None:
    rig = card(160.0, "Two RTX 4080 cards in SLI reached 160 frames/s.", "b")
    assert not single_card(rig)
    assert not judge(card(88.0, "Our RTX 4080 averaged 88 frames/s.", "a"), rig).comparable


def test_a_stated_count_is_not_overridden() -> None:
    two = card(160.0, "| 2x RTX 4080 | 160 |", "b", accelerator_count=2)
    assert not single_card(two)


def test_a_data_centre_part_named_alone_has_no_size() -> None:
    a = record(3000.0, "The H100 served 3,000 tokens/s.", doc="a", unit="tokens/s",
               hardware="H100", accelerator="H100", model="Llama 3.1 8B", workload="chat")
    b = record(3100.0, "The H100 served 3,100 tokens/s.", doc="b", unit="tokens/s",
               hardware="H100", accelerator="H100", model="Llama 3.1 8B", workload="chat")
    assert not single_card(a)
    pair = judge(a, b)
    assert not pair.comparable and "hardware" in pair.reasons


def test_stock_clocks_never_meet_a_tuned_or_unsaid_card() -> None:
    stock = card(88.0, "Without any overclocking the RTX 4080 gives 88 frames/s.", "a")
    tuned = card(95.0, "Overclocked by 150 MHz, the RTX 4080 gives 95 frames/s.", "b")
    unsaid = card(91.0, "| RTX 4080 | 91 |", "c")
    assert (clocks(stock), clocks(tuned), clocks(unsaid)) == (STOCK, TUNED, None)
    assert "hardware" in judge(stock, tuned).reasons
    assert "hardware" in judge(stock, unsaid).reasons

"""throughput-without-latency and a rate quoted under a heading about training: a token rate
under "## Against other training stacks" is a training rate, which no user waits on, even
where its own sentence does not say "train". Documents of our own."""

from __future__ import annotations

from claims.extract.facts.sections import is_training_section
from tests.vetting import rules

RULE = "throughput-without-latency"


def test_a_heading_about_training_and_not_serving() -> None:
    assert is_training_section("Against other training stacks")
    assert is_training_section("Fine-tuning results")
    assert not is_training_section("Training and inference")
    assert not is_training_section("Serving a fine-tuned model")
    assert not is_training_section(None)


def test_a_rate_under_a_training_heading_owes_no_latency() -> None:
    text = ("## Against other training stacks\n\nThe vendor's reference run of Qwen2 7B at a "
            "4k context: 61,400 tokens/s on 8 GPUs, or 7,675 tokens/s per GPU.")
    assert RULE not in rules(text)


def test_a_rate_under_a_serving_heading_still_owes_one() -> None:
    text = ("## Training and inference\n\nThe vendor's reference run of Qwen2 7B at a "
            "4k context: 61,400 tokens/s on 8 GPUs, or 7,675 tokens/s per GPU.")
    assert RULE in rules(text)


def test_a_rate_under_a_plain_heading_still_owes_one() -> None:
    text = ("## Against other stacks\n\nThe vendor's reference run of Qwen2 7B at a "
            "4k context: 61,400 tokens/s on 8 GPUs, or 7,675 tokens/s per GPU.")
    assert RULE in rules(text)

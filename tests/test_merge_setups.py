"""A value repeated in the rows of three or more setups is one figure per setup: the third
setup's mention does not merge into the second's."""

from __future__ import annotations

from tests.conftest import claims_of

_TABLE = ("# Fine-tuning runs\n\n"
          "| Model | GPUs | Micro batch | Tokens/s |\n|---|---|---|---|\n"
          "| Mistral-7B | 8 | 2 | 9100 |\n"
          "| Qwen2-72B | 32 | 2 | 1450 |\n"
          "| Gemma-2-27B | 16 | 2 | 3020 |\n"
          "| Phi-3-mini | 8 | 2 | 15200 |\n")


def test_each_setup_keeps_its_own_figure() -> None:
    twos = [c for c in claims_of(_TABLE) if c.value == 2]
    assert len(twos) == 4
    assert len({c.conditions.model for c in twos}) == 4
    assert all(len(c.mentions) == 1 for c in twos)


def test_one_setup_repeating_a_value_stays_one_figure() -> None:
    """Must not split: the same model's value said twice is one figure."""
    text = ("# Serving\n\nOn Mistral-7B the server holds 9,100 tokens/s. "
            "We measured Mistral-7B again a week later: 9,100 tokens/s.\n")
    rates = [c for c in claims_of(text) if c.value == 9100]
    assert len(rates) == 1 and len(rates[0].mentions) == 2

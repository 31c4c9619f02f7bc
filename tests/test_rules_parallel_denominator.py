"""denominator-unclear: a tensor- or pipeline-parallel degree the set-up states ("TP=4")
says how many GPUs a per-GPU rate divides by (the degree read at extraction). Sentences of
our own."""

from __future__ import annotations

import pytest

from claims.extract.facts.fleets import parallel_devices
from tests.vetting import rules

RULE = "denominator-unclear"


@pytest.mark.parametrize(("text", "devices"), [
    ("TP4", 4), ("TP=8 PP2", 16), ("tp2 ep2", 2), ("EP8", None), (None, None), ("", None),
])
def test_parallel_devices(text: str | None, devices: int | None) -> None:
    assert parallel_devices(text) == devices


SETUP = ("All runs serve Qwen3 32B with SGLang 0.4.9 on Instinct MI325X GPUs, {}, random "
         "prompts.\n\n")
RESULT = "At 64 concurrent requests the engine reached 1,240 tokens per second per GPU.\n"


def test_a_stated_tensor_parallel_degree_counts_the_gpus() -> None:
    assert RULE not in rules(SETUP.format("TP=4") + RESULT)


def test_no_degree_leaves_the_count_unclear() -> None:
    assert RULE in rules(SETUP.format("in bf16") + RESULT)

"""missing-conditions: prompt and output lengths the set-up gives state a serving workload
for every figure, as a named data set would. Sentences of our own."""

from __future__ import annotations

from tests.vetting import vet

RULE = "missing-conditions"

SETUP = ("## Setup\n\n- Model: Llama 3.1 70B\n- Engine: vLLM 0.6.3\n- GPUs: 8x H100 SXM\n"
         "- Requests: 400 random prompts, 2048 input tokens and 256 output tokens each\n\n")
RESULT = ("## Results\n\nAt 32 concurrent requests the server delivered 5,100 tokens per "
          "second on 8x H100 with vLLM 0.6.3 serving Llama 3.1 70B.\n")


def _messages(text: str) -> list[str]:
    return [f.message for f in vet(text).findings if f.rule == RULE]


def test_lengths_in_the_setup_are_the_workload() -> None:
    assert not any("workload" in m for m in _messages(SETUP + RESULT))


def test_no_lengths_leaves_the_workload_missing() -> None:
    bare = SETUP.replace("- Requests: 400 random prompts, 2048 input tokens and 256 output "
                         "tokens each\n", "")
    assert any("workload" in m for m in _messages(bare + RESULT))

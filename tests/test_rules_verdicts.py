"""single-workload and whether a verdict is stated at all: a page of bare results on one
model and one workload draws nothing general, so it is not flagged; the same results with
a verdict drawn from them, or a worked-out speed-up, are. Sentences of our own."""

from __future__ import annotations

from claims.extract.facts.scoped import draws_verdict
from tests.vetting import rules

RULE = "single-workload"

RESULTS = ("## Results\n\nWe served Qwen2.5 14B on one L40S with the ShareGPT workload.\n\n"
           "| server | output tokens/s |\n|---|---|\n| Alpha | 1840 |\n| Beta | 1515 |\n")


def test_verdict_sentences() -> None:
    assert draws_verdict("Alpha is 21% faster than Beta on this box.")
    assert draws_verdict("We recommend Alpha for chat traffic.")
    assert draws_verdict("Beta delivers higher throughput than Alpha at low load.")
    assert not draws_verdict("We served Qwen2.5 14B on one L40S with the ShareGPT workload.")
    assert not draws_verdict("Each server ran for ten minutes behind the same proxy.")


def test_bare_results_state_nothing_general() -> None:
    assert RULE not in rules(RESULTS)


def test_a_verdict_on_one_workload_is_flagged() -> None:
    verdict = "\nAlpha is the faster server: pick it for production.\n"
    assert RULE in rules(RESULTS + verdict)


def test_a_worked_out_speed_up_is_a_verdict() -> None:
    ratio = "\nAlpha serves 1.21x the output tokens per second of Beta.\n"
    assert RULE in rules(RESULTS + ratio)

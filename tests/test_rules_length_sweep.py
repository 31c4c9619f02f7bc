"""single-workload and results swept over input lengths: a post whose results stand under
headings of different prompt lengths ("#### 4K Input Tokens") runs several request mixes,
not one test. Documents of our own."""

from __future__ import annotations

from claims.extract.conditions.index import find
from tests.vetting import rules

RULE = "single-workload"


def _section(length: str, plain: str, cached: str) -> str:
    """One heading of a prompt length over a with/without table for one model."""
    return (f"#### {length} Input Tokens\n\n| Setup | Output tokens/s | Mean TTFT (ms) |\n"
            f"|---|---|---|\n| Plain | {plain} | 910 |\n| With prefix cache | {cached} | 640 |\n")


SWEEP = ("# A prefix cache for Mistral-7B\n\nWe served Mistral-7B on one L40S with and without "
         "a prefix cache.\n\n" + _section("2K", "3,410", "4,020") + "\n"
         + _section("16K", "1,220", "2,870") + "\n" + _section("64K", "310", "1,140"))

ONE_LENGTH = ("# A prefix cache for Mistral-7B\n\nWe served Mistral-7B on one L40S with and "
              "without a prefix cache.\n\n" + _section("16K", "1,220", "2,870"))


def test_a_title_case_heading_states_its_input_length() -> None:
    assert find("#### 24K Input Tokens").input_length == 24000
    assert find("Results at 512 Output Tokens").output_length == 512


def test_results_swept_over_prompt_lengths_are_several_workloads() -> None:
    assert RULE not in rules(SWEEP)


def test_results_at_one_prompt_length_rest_on_one_workload() -> None:
    assert RULE in rules(ONE_LENGTH)

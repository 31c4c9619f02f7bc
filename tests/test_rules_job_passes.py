"""single-workload and rows naming the passes of one job: a kernel's "Forward", "Backward"
and "Total" times on one input shape are one test, not three workloads; rows naming models
still are several tests. Tables of our own."""

from __future__ import annotations

from claims.extract.facts.passes import is_pass
from tests.vetting import rules

RULE = "single-workload"

HEAD = ("## Timings\n\n| {col} | Eager (ms) | Fused (ms) | speed-up |\n|---|---|---|---|\n")
SETUP = "\nOne A100 80GB; batch 8, 16 heads, sequence length 1024, head dimension 128.\n"


def test_pass_names() -> None:
    assert is_pass("Forward") and is_pass("bwd") and is_pass("**Total**")
    assert is_pass("fwd + bwd")
    assert not is_pass("Llama 3 8B") and not is_pass(None) and not is_pass("")


def test_the_passes_of_one_kernel_call_are_one_test() -> None:
    rows = ("| Forward | 3.912 | 0.221 | 17.7x |\n| Backward | 2.480 | 0.603 | 4.1x |\n"
            "| Total | 6.392 | 0.824 | 7.8x |\n")
    assert RULE in rules(HEAD.format(col="operation") + rows + SETUP)


def test_rows_of_different_models_are_several_tests() -> None:
    rows = ("| Llama 3 8B | 3.912 | 0.221 | 17.7x |\n| Mistral 7B | 2.480 | 0.603 | 4.1x |\n"
            "| Qwen2 7B | 6.392 | 0.824 | 7.8x |\n")
    assert RULE not in rules(HEAD.format(col="model") + rows)

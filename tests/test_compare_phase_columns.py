"""A table column's header says which rate of LLM serving its cells are.

Local inference tools print two rates per run, one for reading the prompt and one for
writing the answer, and write-ups keep them as two columns of one row ("| Prompt eval rate
| Eval rate |", "| Prompt processing (t/s) | Text generation (t/s) |"). The row is each
figure's quote, so only the header tells them apart: the extraction carries the phase and
the tokens a header names as settings of the cell, and the comparison reads them as it
reads the same words in a sentence. A phase stated on one side only is "cannot tell".

The documents are written for these tests (local runs of Mistral 7B and Qwen2.5 14B on
RTX 4090 and RTX 3090 cards); each mechanism has a case that must fire and one that must not.
"""

from __future__ import annotations

import pytest

from claims.compare import judge
from claims.compare.scenario import scenarios
from claims.extract.conditions.phase_columns import phase_settings
from claims.vocabulary.serving_phases import PHASE, TOKENS
from tests.posts import claims_by_value, post


@pytest.mark.parametrize(("header", "expected"), [
    ("Prompt eval rate", {PHASE: "prefill"}),
    ("Prompt processing (t/s)", {PHASE: "prefill"}),
    ("Text generation (t/s)", {PHASE: "decode"}),
    ("Decode tok/s", {PHASE: "decode"}),
    ("Output tokens/s", {TOKENS: "output"}),
    # must not: a header naming no phase, or both at once
    ("Eval rate", {}),
    ("Tokens/sec (average)", {}),
    ("Prefill and decode tok/s", {}),
    ("Decoder model", {}),
])
def test_a_header_names_the_phase_of_its_cells(header: str, expected: dict[str, str]) -> None:
    assert {s.name: s.value for s in phase_settings(header)} == expected


_VERBOSE = post("Qwen2.5 14B on one RTX 3090, Ollama verbose output", "Juniper", """# Qwen on a 3090

Ollama's verbose metrics for qwen2.5:14b on one NVIDIA RTX 3090, one request at a time.

| Model | Load duration | Prompt eval count | Prompt eval rate | Eval count | Eval rate |
|---|---|---|---|---|---|
| qwen2.5:14b | 3.1s | 31 token(s) | 61.32 tokens/s | 812 token(s) | 47.88 tokens/s |
""")
_SUMMARY = post("Local LLM speeds on an RTX 3090", "Marlin", """# What a 3090 does

| GPU | Model | Tokens/sec |
|---|---|---|
| NVIDIA RTX 3090 | qwen2.5:14b | 52.40 |
| NVIDIA RTX 3090 | mistral:7b | 118.70 |
""")
_LLAMA_BENCH = post("Mistral 7B with llama.cpp on an RTX 4090", "Osprey", """# Mistral 7B

llama-bench on one NVIDIA RTX 4090, Q4_K_M weights.

| Model | Prompt processing (t/s) | Text generation (t/s) |
|---|---|---|
| Mistral 7B Q4_K_M | 9411.5 | 172.3 |
""")
_PREFILL_DECODE = post("Mistral 7B prefill and decode on an RTX 4090", "Puffin", """# Speeds

Our runs of Mistral 7B on one NVIDIA RTX 4090 with Q4_K_M weights.

| Model | Prefill tok/s | Decode tok/s |
|---|---|---|
| Mistral 7B Q4_K_M | 9020.0 | 165.0 |
""")


def test_the_header_phase_reaches_the_cells_record() -> None:
    a = claims_by_value(_VERBOSE, "juniper.md")
    assert scenarios(a[61.32]) == {PHASE: "prefill"}
    assert PHASE not in scenarios(a[47.88])


def test_a_prompt_rate_never_meets_a_rate_that_names_no_phase() -> None:
    a, b = claims_by_value(_VERBOSE, "juniper.md"), claims_by_value(_SUMMARY, "marlin.md")
    prompt = judge(a[61.32], b[52.40])
    assert not prompt.comparable
    assert "metric" in prompt.reasons
    # must not: the answer's rate, which names no phase either, meets it
    assert judge(a[47.88], b[52.40]).comparable


def test_one_phase_on_both_sides_meets_and_two_phases_never_do() -> None:
    a = claims_by_value(_LLAMA_BENCH, "osprey.md")
    b = claims_by_value(_PREFILL_DECODE, "puffin.md")
    assert judge(a[9411.5], b[9020.0]).comparable  # prompt processing = prefill
    assert judge(a[172.3], b[165.0]).comparable  # text generation = decode
    crossed = judge(a[9411.5], b[165.0])
    assert not crossed.comparable and "metric" in crossed.reasons


def test_a_phase_stated_on_one_side_only_is_cannot_tell() -> None:
    a = claims_by_value(_LLAMA_BENCH, "osprey.md")
    b = claims_by_value(_SUMMARY, "marlin.md")
    # mistral 7B on a 3090 against a 4090 would compare the cards, but which rate the
    # 118.70 is cannot be matched to the generation column: unknown is not the same
    pair = judge(a[172.3], b[118.70])
    assert not pair.comparable
    assert any(d.condition == PHASE and d.blocking for d in pair.differences)


# A column headed by a benchmark scenario's name alone says how its cells ran, never what
# they count: the row label's unit holds for them ("Mean latency (ns)" under "Server").
_LOADGEN = post("A loadgen summary, Offline and Server", "Heron", """# ResNet-50 runs

| Result | Offline | Server |
|---|---|---|
| Completed samples per second | 25311.4 | 19790.2 |
| Mean latency (ns) | 329110164 | 11302877 |
""")


def test_a_scenario_header_counts_nothing() -> None:
    from claims.extract.figures.header_words import names_scenario

    a = claims_by_value(_LOADGEN, "heron.md")
    assert a[19790.2].unit == "samples/s" and a[19790.2].conditions.workload == "Server"
    assert a[0.011302877].unit == "s"  # 11302877 ns
    assert names_scenario("Server") and names_scenario("Offline scenario")
    # must not: a header naming machines or a count
    assert not names_scenario("Servers") and not names_scenario("Server CPU")

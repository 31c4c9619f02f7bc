"""Issue 24, never a false "comparable": a condition stated in a neighbouring sentence counts,
a condition unknown on one side is "cannot tell", and two programs on two host machines are
not one comparison.

Every document and sentence here is written for these tests, in several fields."""

from __future__ import annotations

from typing import Any

import pytest

from claims.compare import Verdict, compare_claims, judge
from claims.extract import extract
from claims.load.documents import parse_bytes
from claims.model import Claim, Per


def _claims(text: str, name: str = "t.md") -> list[Claim]:
    """The claims of a Markdown document."""
    return list(extract(parse_bytes(text.encode(), origin=name))[1])


def _by_value(text: str) -> dict[float, Claim]:
    """Each claim of a document by its value."""
    return {c.value: c for c in _claims(text)}


def _post(title: str, publisher: str, body: str) -> str:
    """A Markdown announcement with front matter."""
    return (f'---\ntitle: "{title}"\npublisher: {publisher}\nurl: https://{publisher.lower()}'
            f'.example/post\npublished_at: 2026-02-01\n---\n\n{body}')


# Lengths said in words, read as lengths and never from a rate.

@pytest.mark.parametrize("sentence, lengths", [
    ("The workload uses 1k-token inputs and 2k-token outputs on 8 H200 GPUs.", (1000, 2000)),
    ("Each request carries 8,192 input tokens and 1,024 output tokens.", (8192, 1024)),
    ("Requests hold 3,000 input and 150 output tokens on 8 H200 GPUs.", (3000, 150)),
    ("After a one-word prompt the model generates 256 tokens on one H200.", (None, 256)),
    ("We send 2000 prompts of 1 input token and 512 output tokens to one H200.", (1, 512)),
])
def test_lengths_said_in_words_are_read(sentence: str, lengths: tuple[int | None, ...]) -> None:
    text = f"# Run\n\n{sentence} The server reached 4,100 tokens/s.\n"
    c = _by_value(text)[4100].conditions
    assert (c.input_length, c.output_length) == lengths


@pytest.mark.parametrize("sentence", [
    "The node served 30,000 output tokens per second on 8 H200 GPUs.",
    "Prefill ran at 90,000 input tokens/s on 8 H200 GPUs.",
    "The decoder generates 250 tokens per second on one H200.",
    "The benchmark sends 5000 prompts to 8 H200 GPUs.",  # a count of requests
])
def test_a_rate_or_a_count_of_prompts_is_no_length(sentence: str) -> None:
    for claim in _claims(f"# Run\n\n{sentence}\n"):
        assert (claim.conditions.input_length, claim.conditions.output_length) == (None, None)


def test_a_setup_paragraph_above_the_results_binds_their_lengths() -> None:
    text = ("# The latency case\n\nWe serve one request at a time on 8 H200 GPUs.\n\n"
            "The requests use 2k-token inputs and 1k-token outputs.\n\n"
            "The team went from 80 to 410 tokens per second per user at concurrency 1.\n")
    c = _by_value(text)[410].conditions
    assert (c.input_length, c.output_length) == (2000, 1000)


def test_a_length_stated_after_the_figure_does_not_bind() -> None:
    text = ("# Results\n\nThe cluster reached 410 tokens per second per user.\n\n"
            "A later run used 2k-token inputs and 1k-token outputs.\n")
    c = _by_value(text)[410].conditions
    assert (c.input_length, c.output_length) == (None, None)


def test_a_section_with_two_different_lengths_binds_neither() -> None:
    text = ("# Results\n\nOne run used 2k-token inputs; another used 8k-token inputs.\n\n"
            "The cluster reached 410 tokens per second per user.\n")
    assert _by_value(text)[410].conditions.input_length is None


def test_lengths_of_another_section_do_not_bind() -> None:
    text = ("# Long prompts\n\nRequests use 32k-token inputs and 1k-token outputs.\n\n"
            "# Chat\n\nThe cluster reached 410 tokens per second per user.\n")
    assert _by_value(text)[410].conditions.input_length is None


# Unknown on either side is "cannot tell".

def _speed(value: float, quote: str, doc: str, **conditions: Any) -> Claim:
    """A per-user speed on DeepSeek-R1 and B200 GPUs, read from `quote` in document `doc`."""
    cond = {"model": "DeepSeek-R1", "hardware": "B200", "accelerator": "B200",
            "precision": "FP4", **conditions}
    return Claim(value=value, unit="tokens/s", metric="interactivity", per=Per.user,
                 conditions={k: v for k, v in cond.items() if v is not None},
                 source={"quote": quote, "title": f"Post {doc}", "url": f"https://{doc}.example/p",
                         "publisher": f"Vendor {doc.upper()}", "published_at": "2026-01-10"})


def test_lengths_stated_on_one_side_only_cannot_tell() -> None:
    stated = _speed(368, "It reached 368 tokens per second per user.", "a", input_length=1000,
                    output_length=2000)
    silent = _speed(303, "Our API gives each user 303 tokens per second.", "b")
    p = judge(stated, silent)
    assert p.verdict is Verdict.not_comparable and "workload" in p.reasons


def test_lengths_unstated_on_both_sides_stay_comparable() -> None:
    a = _speed(250, "One system gives each user 250 tokens per second.", "a")
    b = _speed(303, "Our API gives each user 303 tokens per second.", "b")
    assert judge(a, b).verdict is Verdict.comparable


def test_the_same_lengths_on_both_sides_stay_comparable() -> None:
    a = _speed(250, "Each user gets 250 tokens per second.", "a", input_length=1000,
               output_length=2000)
    b = _speed(303, "Each user gets 303 tokens per second.", "b", input_length=1000,
               output_length=2000)
    assert judge(a, b).verdict is Verdict.comparable


def test_a_concurrency_stated_on_one_side_only_cannot_tell() -> None:
    a = Claim(value=21000, unit="tokens/s", metric="throughput",
              conditions={"model": "Llama 3.1 70B", "hardware": "H200", "concurrency": 64},
              source={"quote": "At 64 concurrent requests the node served 21000 tokens/s.",
                      "title": "A", "url": "https://a.example/p", "publisher": "A"})
    b = a.model_copy(update={"value": 25000, "conditions": a.conditions.model_copy(
        update={"concurrency": None}), "source": a.source.model_copy(update={
            "quote": "The node served 25000 tokens/s.", "url": "https://b.example/p",
            "title": "B", "publisher": "B"})})
    p = judge(a, b)
    assert p.verdict is Verdict.not_comparable and "concurrency" in p.reasons


def test_neighbouring_lengths_turn_a_false_comparable_into_cannot_tell() -> None:
    # the later post states its lengths a paragraph above the figure; the earlier one none
    first = _post("A record for DeepSeek-R1", "Vendor",
                  "# Record\n\nOne DGX system with eight B200 GPUs runs DeepSeek-R1 at 250 "
                  "tokens per second per user, in FP4.\n")
    later = _post("Min-latency DeepSeek-R1 on B200", "Engine",
                  "# One request at a time\n\nAll runs use DeepSeek-R1 in FP4 on eight B200 "
                  "GPUs.\n\nThe workload uses 1k-token inputs and 2k-token outputs.\n\n"
                  "The team reached 368 tokens per second per user at concurrency 1.\n")
    claims = _claims(first, "first.md") + _claims(later, "later.md")
    result = compare_claims(claims)
    called = {(p.left.value, p.right.value) for p in result.comparable}
    assert (250, 368) not in called and (368, 250) not in called


# Two programs on two host machines.

def _ingest(value: float, program: str | None, machine: str, doc: str) -> Claim:
    """A database's ingestion rate on a host machine, in document `doc`."""
    software = [{"name": program}] if program else []
    return Claim(value=value, unit="rows/s", metric="throughput",
                 conditions={"hardware": machine, "workload": "TSBS", "software": software},
                 source={"quote": f"It ingested {value:,.0f} rows/s on {machine}.",
                         "title": f"Post {doc}", "url": f"https://{doc}.example/p",
                         "publisher": f"Vendor {doc.upper()}"})


@pytest.mark.parametrize("left, right", [
    (("QuestDB", "m5.8xlarge"), ("GreptimeDB", "c5d.2xlarge")),
    (("QuestDB", "m5.8xlarge"), (None, "c5d.2xlarge")),
    (("PostgreSQL", "Xeon Gold 6338"), ("MySQL", "EPYC 9654")),
])
def test_two_programs_on_two_host_machines_are_not_comparable(left: tuple[Any, str],
                                                              right: tuple[Any, str]) -> None:
    p = judge(_ingest(959000, *left, "a"), _ingest(326839, *right, "b"))
    assert p.verdict is Verdict.not_comparable and "hardware" in p.reasons


@pytest.mark.parametrize("left, right", [
    (("QuestDB", "m5.8xlarge"), ("QuestDB", "c6i.8xlarge")),  # one program: the machines
    (("QuestDB", "m5.8xlarge"), ("GreptimeDB", "m5.8xlarge")),  # one machine: the programs
])
def test_one_program_or_one_machine_stays_comparable(left: tuple[Any, str],
                                                     right: tuple[Any, str]) -> None:
    assert judge(_ingest(959000, *left, "a"), _ingest(326839, *right, "b")).comparable


def test_two_drives_are_the_products_compared_not_host_machines() -> None:
    a = Claim(value=14.8, unit="GB/s", metric="bandwidth",
              conditions={"hardware": "Samsung 9100 PRO", "workload": "sequential read"},
              source={"quote": "Sequential read reaches 14.8 GB/s.", "title": "A",
                      "url": "https://a.example/p", "publisher": "A"})
    b = a.model_copy(update={"value": 14.5, "conditions": a.conditions.model_copy(
        update={"hardware": "Crucial T705"}), "source": a.source.model_copy(update={
            "quote": "Sequential read reaches 14.5 GB/s.", "url": "https://b.example/p",
            "title": "B", "publisher": "B"})})
    assert judge(a, b).comparable


# A table's introduction, a rank, a Radeon card.

_TABLE = ("| Model | Radeon RX 7900 XTX | GeForce RTX 4090 |\n|---|---|---|\n"
          "| Mistral 7B | 121.5 tok/s | 148.2 tok/s |\n")


def test_the_paragraph_above_a_table_sets_up_its_rows_operating_point() -> None:
    text = ("# Decoding\n\nWe decode Mistral 7B with 4-bit weights; every run serves one "
            "request at a time (batch size 1) and generates 256 tokens.\n\n" + _TABLE)
    rows = _by_value(text)
    for value in (121.5, 148.2):
        c = rows[value].conditions
        assert (c.concurrency, c.output_length) == (1, 256)
    assert rows[121.5].conditions.hardware == "Radeon RX 7900 XTX"
    assert rows[148.2].conditions.hardware == "RTX 4090"


def test_a_single_stream_table_row_never_meets_a_system_throughput() -> None:
    table = _post("Decoding on desktop cards", "Compiler",
                  "# Decoding\n\nEvery run serves one request at a time (batch size 1).\n\n"
                  + _TABLE)
    server = _post("Serving Mistral 7B", "Server",
                   "# Serving\n\nOn one RTX 4090 the server reaches 150.5 tokens/s with "
                   "Mistral 7B in 4-bit.\n")
    result = compare_claims(_claims(table, "t.md") + _claims(server, "s.md"))
    called = {frozenset((p.left.value, p.right.value)) for p in result.comparable}
    assert frozenset((148.2, 150.5)) not in called


def test_a_paragraph_under_another_heading_does_not_set_up_a_table() -> None:
    text = ("# Chat\n\nEvery run serves one request at a time (batch size 1).\n\n"
            "# Decoding\n\n" + _TABLE)
    assert _by_value(text)[121.5].conditions.concurrency is None


def test_a_paragraph_two_blocks_above_does_not_set_up_a_table() -> None:
    text = ("# Decoding\n\nEvery run serves one request at a time (batch size 1).\n\n"
            "The cards list at $999 and $1599.\n\n" + _TABLE)
    assert _by_value(text)[121.5].conditions.concurrency is None


def test_a_rank_is_one_gpu() -> None:
    text = "# Decode\n\nOn 16 H200 GPUs the system produces 51 tokens/sec per rank.\n"
    assert _by_value(text)[51].per is Per.gpu


def test_a_ranking_is_no_denominator() -> None:
    text = "# Decode\n\nOn 16 H200 GPUs the system produces 51 tokens/sec and ranks first.\n"
    assert _by_value(text)[51].per is None


def test_a_ti_card_is_not_its_plain_sibling() -> None:
    text = ("# Decoding\n\nEvery run serves one request at a time (batch size 1).\n\n"
            "| Model | GeForce RTX 3090 Ti | GeForce RTX 3090 |\n|---|---|---|\n"
            "| Mistral 7B | 131.5 tok/s | 122.4 tok/s |\n")
    rows = _by_value(text)
    assert rows[131.5].conditions.hardware == "RTX 3090 Ti"
    assert rows[122.4].conditions.hardware == "RTX 3090"

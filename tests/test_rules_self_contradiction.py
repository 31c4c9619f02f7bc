"""`self-contradiction`: one figure whose mentions state its run two ways (parallelism,
number format, accelerator count), and the statements of two set-ups it must leave alone.

Each case is a short announcement run through the whole pipeline, so the rule is judged on
the qualifiers extraction keeps on each mention of a figure.
"""

from __future__ import annotations

import pytest

from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded

RULE = "self-contradiction"


def vet(text: str) -> DocumentReport:
    """`claims vet` on a Markdown text under one heading."""
    return vet_loaded(parse_bytes(f"# Announcement\n\n{text}\n".encode(), origin="t.md"))


def raised(text: str) -> list[str]:
    """The messages of the rule on a text."""
    return [f.message for f in vet(text).findings if f.rule == RULE]


@pytest.mark.parametrize(("text", "said"), [
    # LLM serving: the summary and the results section disagree on the parallelism.
    ("Tidewater 3 serves Llama 3.1 70B at 12,400 tokens per second on eight H100 GPUs with "
     "TP2.\n\nIn our runs, Tidewater 3 reached 12,400 tokens per second on Llama 3.1 70B "
     "with EP2.", "parallelism TP2 on line 3 and EP2 on line 5"),
    ("With MTP and TP2, Tidewater 3 serves Llama 3.1 70B at 12,400 tokens per second.\n\n"
     "With MTP and TP4, Tidewater 3 serves Llama 3.1 70B at 12,400 tokens per second.",
     "parallelism TP2 on line 3 and TP4 on line 5"),
    # LLM serving: one figure, two number formats.
    ("On DeepSeek-R1, the B200 node generates 31,800 tokens per second in FP4.\n\nThe B200 "
     "node's 31,800 tokens per second on DeepSeek-R1 were measured in FP8.",
     "precision FP4 on line 3 and FP8 on line 5"),
    # Databases: a GPU scan rate on two GPU counts; a vector search on two vector formats.
    ("HeavyQuery 7 scans 41.5 billion rows per second on 8 A100 GPUs.\n\nThe 41.5 billion "
     "rows per second scan rate of HeavyQuery 7 used 4 A100 GPUs.",
     "accelerator count 8 on line 3 and 4 on line 5"),
    ("Vectra 2 answers 18,500 queries per second on the DEEP-100M benchmark with FP32 "
     "vectors.\n\nThe 18,500 queries per second of Vectra 2 on DEEP-100M come from INT8 "
     "vectors.", "precision FP32 on line 3 and INT8 on line 5"),
    ("On a first-time run, Quarry 5 answers 52,300 queries per second on 8 GPUs.\n\nOn a "
     "first-time run, Quarry 5 answers 52,300 queries per second on 4 GPUs.",
     "accelerator count 8 on line 3 and 4 on line 5"),
    # Storage: one array bandwidth, fed to two GPU counts.
    ("The Arrow array delivers 186 GB/s to 8 H100 GPUs over GPUDirect Storage.\n\nMeasured "
     "with 16 H100 GPUs, the Arrow array delivers 186 GB/s over GPUDirect Storage.",
     "accelerator count 8 on line 3 and 16 on line 5"),
    ("The Arrow array delivers 186 GB/s to 8 H100 GPUs, against 120 GB/s last year.\n\n"
     "With 16 H100 GPUs attached, the Arrow array delivers 186 GB/s.",
     "accelerator count 8 on line 3 and 16 on line 5"),
])
def test_one_figure_stated_with_two_configurations_raises(text: str, said: str) -> None:
    found = raised(text)
    assert len(found) == 1 and found[0].endswith(said), found


@pytest.mark.parametrize("text", [
    # One sentence giving the same value for two runs states two set-ups on purpose.
    "Tidewater 3 serves Llama 3.1 70B at 12,400 tokens per second with TP2 and 12,400 "
    "tokens per second with EP2.",
    # With and without a feature: two set-ups, whatever else differs.
    "With MTP and TP2, Tidewater 3 serves Llama 3.1 70B at 12,400 tokens per second.\n\n"
    "Without MTP and with TP4, Tidewater 3 serves Llama 3.1 70B at 12,400 tokens per second.",
    # Another model, or other hardware, makes another figure.
    "Tidewater 3 serves Llama 3.1 70B at 12,400 tokens per second with TP2.\n\n"
    "Tidewater 3 serves Qwen3 32B at 12,400 tokens per second with EP2.",
    "HeavyQuery 7 scans 41.5 billion rows per second on 8 A100 GPUs.\n\n"
    "HeavyQuery 7 scans 41.5 billion rows per second on 4 H100 GPUs.",
    # A one-digit figure recurs by chance.
    "Tidewater 3 is 2x faster on Llama 3.1 70B with TP2.\n\n"
    "Tidewater 3 is 2x faster on Llama 3.1 70B with EP2.",
    # The same configuration, stated the same way twice.
    "Tidewater 3 serves Llama 3.1 70B at 12,400 tokens per second with TP2.\n\n"
    "At TP2, Tidewater 3 reached 12,400 tokens per second on Llama 3.1 70B.",
    # A sentence naming two GPU counts does not say which is this figure's.
    "The Arrow array delivers 186 GB/s to 8 H100 GPUs, against 120 GB/s to 16 H100 GPUs "
    "last year.\n\nWith 16 H100 GPUs attached, the Arrow array delivers 186 GB/s.",
    # A first-time run and a warm cache are two set-ups.
    "On a first-time run, Quarry 5 answers 52,300 queries per second on 8 GPUs.\n\n"
    "With a warm cache, Quarry 5 answers 52,300 queries per second on 4 GPUs.",
])
def test_two_setups_or_one_configuration_do_not_raise(text: str) -> None:
    assert raised(text) == []


def test_each_mention_keeps_the_qualifiers_its_own_sentence_states() -> None:
    report = vet("Tidewater 3 serves Llama 3.1 70B at 12,400 tokens per second on eight H100 "
                 "GPUs with TP2 in FP8.\n\nLater, Tidewater 3 reached 12,400 tokens per second "
                 "on Llama 3.1 70B with EP2.")
    figure = next(c for c in report.claims if c.value == 12400)
    stated = [(m.line, m.parallelism, m.precision, m.accelerator_count) for m in figure.mentions]
    assert stated == [(3, "TP2", "FP8", 8), (5, "EP2", None, None)]
    # The merged record keeps its first mention's conditions; the mentions keep the rest.
    assert figure.conditions.parallelism == "TP2"


def test_qualifiers_left_unstated_are_left_out_of_the_record() -> None:
    report = vet("Tidewater 3 serves Llama 3.1 70B at 12,400 tokens per second.")
    figure = next(c for c in report.claims if c.value == 12400)
    dumped = figure.model_dump(mode="json")["mentions"][0]
    assert set(dumped) == {"text", "span", "line", "section"}


def test_the_finding_cites_the_figure_and_is_a_warning() -> None:
    report = vet("Tidewater 3 serves Llama 3.1 70B at 12,400 tokens per second on eight H100 "
                 "GPUs with TP2.\n\nIn our runs, Tidewater 3 reached 12,400 tokens per second "
                 "on Llama 3.1 70B with EP2.")
    finding = next(f for f in report.findings if f.rule == RULE)
    figure = next(c for c in report.claims if c.value == 12400)
    assert finding.severity.value == "warning" and finding.claim_ids == (figure.id,)
    assert [q.line for q in finding.evidence] == [3]


# --- one set-up, two values -------------------------------------------------------------

SUMMARY = ("Tidewater 3 serves Llama 3.1 70B at 12,400 tokens per second on eight H100 GPUs "
           "with TP2 in FP8.\n\n")


@pytest.mark.parametrize(("text", "said"), [
    # LLM serving: the body gives the summary's run another value (and names its workload).
    (SUMMARY + "Our benchmark of Tidewater 3 on ShareGPT measured 10,900 tokens per second "
     "for Llama 3.1 70B on eight H100 GPUs with TP2 in FP8.",
     "(Llama 3.1 70B on H100, TP2, FP8, 8 accelerators) is given as 12,400 tokens per second "
     "and 10,900 tokens per second"),
    # Databases: a GPU scan on one stated run, two values.
    ("HeavyQuery 7 scans 41.5 billion rows per second on TPC-H with SF100 data on 8 A100 GPUs "
     "in FP32.\n\nOn 8 A100 GPUs in FP32, HeavyQuery 7 scanned 36.2 billion rows per second "
     "of the same data.", "is given as 41.5 billion rows per second and 36.2 billion rows per "
                          "second"),
])
def test_one_run_given_two_values_raises(text: str, said: str) -> None:
    found = raised(text)
    assert len(found) == 1 and said in found[0], found


@pytest.mark.parametrize("text", [
    # Another parallelism, another operating point, with and without a feature, or a ratio
    # stated between the two: two set-ups.
    SUMMARY + "Our benchmark of Tidewater 3 on ShareGPT measured 10,900 tokens per second for "
    "Llama 3.1 70B on eight H100 GPUs with TP4 in FP8.",
    SUMMARY + "Our benchmark of Tidewater 3 on ShareGPT measured 10,900 tokens per second for "
    "Llama 3.1 70B on eight H100 GPUs with TP2 in FP8 at 32 concurrent requests.",
    "With MTP, Tidewater 3 serves Llama 3.1 70B at 12,400 tokens per second on eight H100 GPUs "
    "with TP2 in FP8.\n\nWithout MTP, Tidewater 3 served Llama 3.1 70B at 10,900 tokens per "
    "second on eight H100 GPUs with TP2 in FP8.",
    SUMMARY + "Tidewater 2 served Llama 3.1 70B at 10,900 tokens per second on eight H100 GPUs "
    "with TP2 in FP8, so Tidewater 3 is 14% faster.",
    # One qualifier alone does not identify a run.
    "HeavyQuery 7 scans 41.5 billion rows per second on TPC-H with SF100 data on 8 A100 "
    "GPUs.\n\nOn 8 A100 GPUs, HeavyQuery 7 scanned 36.2 billion rows per second of the same "
    "data.",
])
def test_two_setups_given_two_values_do_not_raise(text: str) -> None:
    assert raised(text) == []


def test_a_pair_inconsistent_figures_raises_is_not_raised_twice() -> None:
    report = vet(SUMMARY + "In the results table's run, Tidewater 3 served Llama 3.1 70B at "
                 "10,900 tokens per second on eight H100 GPUs with TP2 in FP8.")
    rules = [f.rule for f in report.findings]
    assert "inconsistent-figures" in rules and RULE not in rules

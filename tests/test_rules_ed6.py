"""Caveats the sixth real editorial set showed (ed6fix): sentences of our own, from other
fields, that must and must not raise each rule, run through the whole pipeline."""

from __future__ import annotations

import pytest

from claims.extract.facts.wording import wording
from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded
from claims.vocabulary.models import MODEL_RE


def vet(text: str) -> DocumentReport:
    """`claims vet` on a Markdown text."""
    return vet_loaded(parse_bytes(f"# Notes\n\n{text}\n".encode(), origin="t.md"))


def raised(text: str, rule: str) -> list[str]:
    """The messages of `rule` on a text."""
    return [f.message for f in vet(text).findings if f.rule == rule]


# --- single-run: a method section's "ran once" speaks for the results elsewhere --------

METHOD = ("## Method\n\nThe queries were issued from a second host over 10 GbE. "
          "{runs}\n\n")
RESULTS = ("## Results\n\nOn TPC-H at scale factor 100, Quillstore answered query 9 in "
           "4.2 seconds, against 7.9 seconds for Postgres 16.\n")


def test_a_method_section_saying_one_run_flags_the_results() -> None:
    text = METHOD.format(runs="For lack of time, each query was run only once.") + RESULTS
    assert raised(text, "single-run")


def test_a_method_section_saying_several_runs_flags_nothing() -> None:
    text = METHOD.format(runs="Each query ran five times; we report the median.") + RESULTS
    assert raised(text, "single-run") == []


def test_a_method_section_silent_on_runs_flags_nothing() -> None:
    text = METHOD.format(runs="The buffer pool was warmed before timing.") + RESULTS
    assert raised(text, "single-run") == []


def test_a_warm_up_pass_in_a_method_section_flags_nothing() -> None:
    text = METHOD.format(runs="The cache is filled by one full iteration over the keys.") \
        + RESULTS
    assert raised(text, "single-run") == []


def test_one_run_said_of_one_results_section_stays_there() -> None:
    text = ("## Writes\n\nThe kernel patch wrote 3.1 GB/s to the NVMe drive in a single run."
            "\n\n## Reads\n\nReads reached 6.4 GB/s on the same drive.\n")
    found = raised(text, "single-run")
    assert found and all("6.4" not in m for m in found)


# --- simulated-result: a ratio set as the goal is a projection -------------------------

@pytest.mark.parametrize("text", [
    "The target was a 4x speed-up in compaction over RocksDB 8.",
    "Our goal is a 30% cut in p99 latency for the ingress proxy.",
])
def test_a_ratio_stated_as_the_goal_is_flagged(text: str) -> None:
    assert raised(text, "simulated-result")


@pytest.mark.parametrize("text", [
    "The target is a 64-core EPYC host, where the scheduler cut tail latency by 30%.",
    "The goal was met: the new allocator runs page faults 3x faster than the old one.",
])
def test_a_target_machine_or_a_goal_met_is_no_projection(text: str) -> None:
    assert raised(text, "simulated-result") == []


# --- experimental-component: the maker calls the product unfinished -------------------

def titled(title: str, body: str) -> DocumentReport:
    """`claims vet` on a Markdown text with a title and no entities."""
    text = f"---\ntitle: \"{title}\"\n---\n\n{body}\n"
    return vet_loaded(parse_bytes(text.encode(), origin="t.md"))


def experimental(title: str, body: str) -> list[str]:
    """The experimental-component messages on a titled text."""
    return [f.message for f in titled(title, body).findings
            if f.rule == "experimental-component"]


RESULT = "\n\nQuill answers point reads in 80 microseconds on an NVMe drive.\n"


@pytest.mark.parametrize("said", [
    "The authors say plainly that Quill is experimental software.",
    "Though Quill passes the Jepsen suite, its author writes that it is not usable in "
    "production: still a toy database.",
    "Quill is not yet production-ready.",
])
def test_the_maker_calling_its_product_unfinished_is_flagged(said: str) -> None:
    assert experimental("Quill: a key-value store (README)", said + RESULT)


@pytest.mark.parametrize("said", [
    "The authors say that Quill runs a toy example in the tutorial.",
    "Quill has been used in production since 2021.",
    "The authors say that Postgres is not ready for production on this file system.",
])
def test_a_toy_workload_or_another_product_is_not_flagged(said: str) -> None:
    assert experimental("Quill: a key-value store (README)", said + RESULT) == []


# --- single-workload: a model written as a hub does ("internlm2-20b") is a model --------

@pytest.mark.parametrize(("text", "model"), [
    ("qwen2.5-7b-instruct", "qwen2.5-7b-instruct"), ("internlm2-20b", "internlm2-20b"),
    ("granite-3b", "granite-3b"), ("deepseek-coder-33b", "deepseek-coder-33b"),
    ("falcon flew", None), ("the granite-to-quartz ratio", None), ("a granite worktop", None),
    ("mistral said no", None),
])
def test_a_lower_case_family_is_a_model_only_with_its_size(text: str, model: str | None) -> None:
    found = MODEL_RE.search(text)
    assert (found.group() if found else None) == model


def test_two_models_written_in_two_ways_are_no_single_workload() -> None:
    text = ("Our router serves Llama3-8B at 41 requests per second on one L40S.\n\n"
            "It serves qwen2-72b-chat at 9 requests per second on four L40S.")
    assert raised(text, "single-workload") == []


def test_one_lower_case_model_is_a_single_workload() -> None:
    text = "Our router serves qwen2-72b-chat at 9 requests per second on four L40S."
    assert raised(text, "single-workload")


# --- self-reported: a publisher "Company (Name's authors)" is the project's party -------

def _published(publisher: str) -> list[str]:
    """The self-reported messages on a short post titled "Cinder", published by
    `publisher`."""
    text = (f"---\ntitle: Cinder\npublisher: \"{publisher}\"\n---\n\n# Cinder\n\n"
            "Cinder makes nginx's TLS handshakes 2x faster than OpenSSL 3.0 on a Xeon 8480.\n")
    report = vet_loaded(parse_bytes(text.encode(), origin="t.md"))
    return [f.message for f in report.findings if f.rule == "self-reported"]


def test_a_publisher_naming_the_projects_authors_is_its_party() -> None:
    assert _published("Emberworks (Cinder's authors)")


def test_a_publisher_naming_a_person_is_not_taken_for_the_project() -> None:
    assert _published("Emberworks (Jane Doe)") == []


# --- missing-quality: an approximate search trades recall for speed --------------------

@pytest.mark.parametrize("text", [
    "## Vector search\n\nOn 10M embeddings, Marlin's index answers a query in 2.1 ms "
    "on a c7g.4xlarge.",
    "With an HNSW index, the database serves 4,800 queries per second on one Graviton core.",
])
def test_an_approximate_search_without_recall_is_flagged(text: str) -> None:
    assert raised(text, "missing-quality")


@pytest.mark.parametrize("text", [
    "## Vector search\n\nOn 10M embeddings, Marlin's index answers a query in 2.1 ms "
    "at 95% recall@10 on a c7g.4xlarge.",
    "## Point lookups\n\nThe B-tree answers a lookup in 40 microseconds on an NVMe drive.",
    "Ann Lee's team measured 4,800 lookups per second on one Graviton core.",
])
def test_an_exact_search_or_a_stated_recall_is_not_flagged(text: str) -> None:
    assert raised(text, "missing-quality") == []


# --- wording: a chip's "Max" tier is no maximum ----------------------------------------

@pytest.mark.parametrize(("text", "maximum"), [
    ("Postgres 16 served 9,100 queries per second on an Apple M2 Max.", False),
    ("The app renders 120 frames per second on an iPhone 15 Pro Max.", False),
    ("Postgres 16 served at most 9,100 queries per second, its max throughput.", True),
    ("The proxy peaked at 310,000 requests per second on 64 max connections.", True),
])
def test_a_chips_max_tier_is_no_maximum(text: str, maximum: bool) -> None:
    assert wording(text).maximum is maximum


# --- missing-conditions: a ratio with neither machine nor work is a bare result ---------

def test_a_ratio_with_no_machine_and_no_work_is_flagged() -> None:
    found = raised("The new allocator makes Redis up to 3x faster.", "missing-conditions")
    assert any("ratio" in m for m in found)


@pytest.mark.parametrize("text", [
    "On a Graviton3 c7g.4xlarge running YCSB workload A, the new allocator makes Redis "
    "3x faster.",
    "Nginx 1.27 served 41,000 requests per second against 20,500 for 1.25, a 2x gain.",
])
def test_a_ratio_with_its_setup_or_its_sides_is_not_flagged_as_bare(text: str) -> None:
    assert not any("ratio" in m for m in raised(text, "missing-conditions"))

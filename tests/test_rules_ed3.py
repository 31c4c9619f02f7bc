"""Caveats that held up on the third unseen editorial set (issue 25): sentences of our own
that must and must not raise each rule, run through the whole pipeline (`claims vet`)."""

from __future__ import annotations

import pytest

from claims.extract.facts.independence import publisher_projects
from claims.extract.facts.wording import wording
from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded


def vet(text: str, front: str = "") -> DocumentReport:
    """`claims vet` on a Markdown text, with optional front-matter lines."""
    head = f"---\n{front}\n---\n\n" if front else ""
    return vet_loaded(parse_bytes(f"{head}# Notes\n\n{text}\n".encode(), origin="t.md"))


def raised(text: str, rule: str, front: str = "") -> list[str]:
    """The messages of `rule` on a text."""
    return [f.message for f in vet(text, front).findings if f.rule == rule]


# --- self-reported: a company publishing under its own project's name ------------------

PIKE = "Pike decodes JSON at about 900 MB/s on one core of a Xeon Gold 6338."


@pytest.mark.parametrize(("publisher", "flagged"), [
    ("Lumen Corp (Pike project)", True),
    ("Lumen Corp (pike project)", True),
    ("Lumen Corp (Pike team)", True),
    ("Lumen Corp (Harbor project)", False),
    ("Byte Review (Ada Moss)", False),
])
def test_a_company_publishing_under_its_project_is_a_party(publisher: str,
                                                           flagged: bool) -> None:
    front = f'title: "Pike, a fast JSON parser"\npublisher: "{publisher}"'
    found = raised(PIKE, "self-reported", front)
    assert bool(found) is flagged, found


def test_only_a_parenthesised_project_is_a_publishers_project() -> None:
    assert publisher_projects("Lumen Corp (Pike project)") == ("Pike project",)
    assert publisher_projects("Pike project (Ada Moss)") == ()
    assert publisher_projects("Lumen Corp (Pike docs)") == ()
    assert publisher_projects("Lumen Corp") == ()


# --- throughput-without-latency: any rate of work in the quantity table ----------------

NO_LATENCY = "throughput-without-latency"


@pytest.mark.parametrize("text", [
    "The store sustains 3 million writes per second with 8 threads on one server.",
    "The store sustains 9 million reads per second with 16 threads on one server.",
    "The broker sustains 4 million messages per second on one server.",
])
def test_a_rate_of_operations_without_latency_raises(text: str) -> None:
    assert raised(text, NO_LATENCY)


@pytest.mark.parametrize("text", [
    "The store sustains 3 million writes per second with 8 threads on one server, "
    "at a median latency of 40 µs.",
    "The store copies data at 3 GB/s on one server.",
])
def test_a_paired_or_byte_rate_does_not_raise(text: str) -> None:
    assert not raised(text, NO_LATENCY)


# --- peak-not-sustained: a min that is one column of a stated distribution -------------

PEAK = "peak-not-sustained"
STORE = 'entities: ["Pike", "Xeon Gold 6338"]'


def test_a_min_column_of_a_whole_distribution_does_not_raise() -> None:
    text = ("Pike served 2 million requests at concurrency 8. Request times: min 0.3 ms, "
            "avg 1.4 ms, max 38.2 ms, std 0.8 ms.")
    assert not raised(text, PEAK, STORE)


def test_a_best_case_beside_a_lone_average_raises() -> None:
    text = ("Pike answers a request in 1.4 ms on average at concurrency 8, "
            "and in as little as 0.3 ms at best at concurrency 8.")
    assert raised(text, PEAK, STORE)


# --- comparison-baseline-unclear: a sentence that compares no two systems -------------

BASELINE = "comparison-baseline-unclear"


@pytest.mark.parametrize("text", [
    "The command name is 50% shorter than the old one.",
    "Typical ratios on the test corpus are about 2-3x for logs and 1.0x for images.",
    "Indexing the tree with `walk -a` takes 900 ms.\n\n"
    "Skipping hidden folders, `walk` is almost ten times faster again: 120 ms.",
])
def test_no_two_systems_compared_does_not_raise(text: str) -> None:
    assert not raised(text, BASELINE)


@pytest.mark.parametrize("text", [
    "Pike is three times faster on the test corpus.",
    "Pike's ratios are 2x better than before.",
    "The new index is 50% smaller than before.",
    "Skipping hidden folders, `walk` is almost ten times faster: 120 ms.",
    "Indexing the tree with `walk -a` takes 900 ms.\n\n"
    "Skipping hidden folders, `seek` is almost ten times faster: 120 ms.",
])
def test_a_comparison_without_its_other_side_raises(text: str) -> None:
    assert raised(text, BASELINE)


# --- single-workload: results for writes and for reads are two workloads ----------------

SINGLE = "single-workload"


def test_writes_and_reads_are_two_workloads() -> None:
    text = ("Writing 1 million small files on one NVMe drive, Pike reached 9,000 requests per "
            "second.\n\nOn the random read workload, Pike reached 21,000 requests per second "
            "on the same drive.")
    assert not raised(text, SINGLE)


def test_reads_alone_are_one_workload() -> None:
    text = ("On the random read workload, Pike reached 21,000 requests per second on one "
            "NVMe drive.\n\nOn the random read workload with a warm cache, Pike reached "
            "26,000 requests per second on one NVMe drive.")
    assert raised(text, SINGLE)


def test_a_ratio_that_changes_from_one_figure_to_another_is_no_own_ratio() -> None:
    assert wording("Typical ratios are about 2-3x for logs.").own_ratio
    assert not wording("The hit ratio went from 80% to 99%, cutting misses by 20x.").own_ratio


def test_a_benchmarks_own_composite_rate_does_not_raise() -> None:
    text = "The cluster reached 1,200,000 QphH at the 10,000 GB scale factor."
    assert not raised(text, NO_LATENCY)

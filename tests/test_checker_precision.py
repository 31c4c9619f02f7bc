"""False positives the rules must not raise, on records and on short documents of our own.

Each document is a few lines written for this test, from a different field (LLM
serving, networking, CPUs, databases, storage); the test vets it end to end and
asks only whether one rule fires, so the extractor may change around it.
"""

from __future__ import annotations

from textwrap import dedent
from typing import Any

import pytest

from checkers import RULES
from claims.load.documents import parse_bytes
from claims.model import Claim, Document
from claims.pipeline import vet_loaded

PEAK = next(r for r in RULES if r.name == "peak-not-sustained")
SETUP = {"model": "Qwen2.5-72B", "hardware": "8x H200 server", "accelerator": "H200",
         "workload": "ShareGPT", "precision": "FP8"}


def figure(value: float, line: int, *, section: str = "Results", quote: str | None = None,
           conditions: dict[str, Any] | None = None, **fields: Any) -> Claim:
    """A throughput claim on `line` of `section`, for the same setup unless told otherwise."""
    text = quote or f"the server reached {value} tokens per second"
    return Claim.model_validate({
        "value": value, "unit": "tokens/s", "metric": "throughput",
        "conditions": SETUP if conditions is None else conditions,
        "source": {"quote": text, "line": line, "section": section,
                   "span": {"start": line * 100, "end": line * 100 + len(text)}},
        **fields})


def peak(value: float = 34500.0, line: int = 1, **fields: Any) -> Claim:
    """A peak throughput claim."""
    return figure(value, line, statistic="peak", **fields)


PEAK_CASES = [
    (True, "same setup, same section", (peak(), figure(21000.0, 2))),
    (True, "one stated side only: nothing sets them apart",
     (peak(conditions={"model": "Qwen2.5-72B"}), figure(21000.0, 2, conditions={}))),
    (True, "another section, but the sustained figure is also quoted beside the peak",
     (peak(section="What happened"),
      figure(21000.0, 2, section="Summary", mentions=[
          {"text": "21000 tokens per second", "line": 1, "section": "What happened"}]))),
    (False, "another model", (peak(), figure(21000.0, 2, conditions={**SETUP,
                                                                      "model": "Llama 3.1 8B"}))),
    (False, "another accelerator",
     (peak(), figure(21000.0, 2, conditions={**SETUP, "accelerator": "H100",
                                              "hardware": "8x H100 server"}))),
    (False, "another workload", (peak(), figure(21000.0, 2, conditions={**SETUP,
                                                                         "workload": "RAG"}))),
    (False, "another precision", (peak(), figure(21000.0, 2, conditions={**SETUP,
                                                                          "precision": "FP16"}))),
    (False, "another denominator", (peak(per="GPU"), figure(21000.0, 2, per="node"))),
    (True, "another section, both records stating the same setup",
     (peak(section="Results"), figure(21000.0, 2, section="Introduction"))),
    (False, "another section, and the records do not say the setup is the same",
     (peak(section="Spec sheet", conditions={}),
      figure(21000.0, 2, conditions={"software": [{"name": "engine", "version": "2"}]}))),
    (False, "each sentence names its own setup",
     (peak(200.0, quote="The older N3 card topped out at 200 tokens per second"),
      figure(391.0, 2, quote="Over RoCE v2 the N4 sustained 391 tokens per second"))),
    (False, "the document states the ratio between them: old and new",
     (peak(14000.0), figure(7000.0, 2),
      figure(2.0, 3, quote="about 2x the old drive", kind="relative", unit="x",
             metric="speedup"))),
]


@pytest.mark.parametrize(("flagged", "why", "claims"), PEAK_CASES,
                         ids=[case[1] for case in PEAK_CASES])
def test_peak_not_sustained_pairs_only_one_setup(flagged: bool, why: str,
                                                 claims: tuple[Claim, ...]) -> None:
    """A best case is flagged only beside a sustained figure of the same setup."""
    found = list(PEAK.check(Document.model_validate({"title": "case"}), claims))
    assert bool(found) is flagged, (why, [f.message for f in found])


def vet_rules(text: str) -> dict[str, list[str]]:
    """Vet a Markdown document; each rule that fired, with its messages."""
    report = vet_loaded(parse_bytes(dedent(text).encode(), origin="case.md"))
    out: dict[str, list[str]] = {}
    for finding in report.findings:
        out.setdefault(finding.rule, []).append(finding.message)
    return out


SERVING = """\
    ---
    title: Serving Qwen2.5-72B on eight H200 GPUs
    ---

    # Serving Qwen2.5-72B on eight H200 GPUs

    ## Results

    On one 8x H200 server running SGLang 0.4, Qwen2.5-72B sustained 21,000 tokens per second
    over a one-hour run of the ShareGPT workload. Peak throughput reached 34,500 tokens per
    second in the first minute.

    ## Other models

    Llama 3.1 8B on the same server sustained a peak throughput of 61,000 tokens per second.
    """

NETWORK = """\
    ---
    title: Testing the Nimbus N4 400 Gb/s adapter
    ---

    # Testing the Nimbus N4 400 Gb/s adapter

    ## Bandwidth

    With `ib_write_bw` and 64 KB messages, the N4 sustained 391 Gb/s for ten minutes.
    Over RoCE v2 with iperf3 the best sustained result was 372 Gb/s.
    The older N3 card, built on PCIe 4.0, topped out at 200 Gb/s.
    """

CPU = """\
    ---
    title: Orion 7 desktop processors
    ---

    # Orion 7 desktop processors

    ## Performance

    All IPC tests ran at a fixed 4.5 GHz, where the Orion 7 8900 scored 1,380 points in
    multi-threaded Cinebench 2024 runs.

    ## The line-up

    The Orion 7 8700 boosts to a maximum of 5.4 GHz, and the 8900 reaches up to 5.6 GHz.
    """

DATABASE = """\
    ---
    title: Keystore 5.2 cuts read latency
    ---

    # Keystore 5.2 cuts read latency

    ## Latency

    On one 32-core server with the YCSB-B workload, Keystore 5.2 answered reads with a
    median latency of 0.42 ms and a best case of 0.11 ms.

    ## Throughput

    With the write-heavy YCSB-A workload on the same server, Keystore 5.2 reached a peak
    throughput of 910,000 operations per second.

    ## Scaling

    On a 96-core server with the read-only YCSB-C workload, it sustained 640,000 operations
    per second.
    """

STORAGE = """\
    ---
    title: Vela V9 NVMe drive
    ---

    # Vela V9 NVMe drive

    ## Headline figures

    Sequential reads reach up to 14,000 MB/s, about 2x the 7,000 MB/s of the V8 it replaces.
    """


def test_serving_peak_is_paired_with_its_own_run_only() -> None:
    """The 34,500 peak stands beside its run's 21,000; another model's peak does not."""
    messages = vet_rules(SERVING).get("peak-not-sustained", [])
    assert len(messages) == 1, messages
    assert "34,500" in messages[0] and "21,000" in messages[0]


def test_previous_generation_maximum_is_not_a_peak_of_the_tested_card() -> None:
    """The old card's 200 Gb/s names another product than the N4's sustained runs."""
    assert "peak-not-sustained" not in vet_rules(NETWORK)


def test_spec_sheet_boost_clocks_are_not_beside_the_test_clock() -> None:
    """Boost clocks in the line-up section are not shown beside the benchmark section."""
    assert "peak-not-sustained" not in vet_rules(CPU)


def test_database_best_case_latency_is_flagged_but_other_workloads_are_not() -> None:
    """0.11 ms best case beside the 0.42 ms median of the same run; YCSB-A's peak is not
    paired with YCSB-C on another server."""
    messages = vet_rules(DATABASE).get("peak-not-sustained", [])
    assert len(messages) == 1, messages
    assert "0.11 ms" in messages[0]


def test_replaced_drive_figure_is_the_old_side_of_a_stated_ratio() -> None:
    """7,000 MB/s is the old drive's, given as the other side of "about 2x"."""
    assert "peak-not-sustained" not in vet_rules(STORAGE)


DATABASE_RELEASE = """\
    ---
    title: Keystore 6.0 released
    ---

    # Keystore 6.0 released

    On the same 32-core server as the 5.2 tests, Keystore 6.0 commits 1.8x as many
    transactions per second under the YCSB-A workload, and median read latency fell
    from 0.42 ms to 0.31 ms.
    """

KERNEL_PATCH = """\
    ---
    title: Batching completions in the Linux block layer
    ---

    # Batching completions in the Linux block layer

    On one AMD EPYC 9554 test machine, Linux 6.9 with the series applied reached 5.1 million
    IOPS with fio 4 KiB random reads, up from 4.2 million IOPS on Linux 6.8.
    """

PRICED_SERVICE = """\
    ---
    title: Hosted Keystore
    ---

    # Hosted Keystore

    The hosted tier serves 250,000 reads per second per node with the YCSB-B workload,
    at USD 1.20 per node-hour.
    """


@pytest.mark.parametrize("text", [DATABASE_RELEASE, KERNEL_PATCH],
                         ids=["database release", "kernel patch"])
def test_software_release_without_cost_data_is_told_what_would_help(text: str) -> None:
    """A software release is still paid for in hardware: flagged, naming hardware-hours."""
    messages = vet_rules(text).get("missing-cost", [])
    assert len(messages) == 1, messages
    assert "hardware-hours" in messages[0]


def test_a_stated_price_is_cost_data() -> None:
    """A price per node-hour beside the speed figure answers what the result costs."""
    assert "missing-cost" not in vet_rules(PRICED_SERVICE)


def test_a_ratio_of_two_stated_figures_has_its_baseline() -> None:
    """'412,000 ... against 198,000 ... That is a 2.08x gain': both sides are stated, so the
    ratio is no unclear comparison; a ratio nothing in the text divides out still is."""
    from claims.load.documents import parse_bytes
    from claims.pipeline import vet_loaded

    text = (b"# Notes\n\nThe new build processed 412,000 transactions per second, against "
            b"198,000 transactions per second for the old one. That is a 2.08x gain.\n\n"
            b"Reads improved 3x.\n\n# Writes\n\nWrites are up to 2x faster: one run "
            b"measured 101,000 transactions per second against 54,000 transactions per "
            b"second.\n")
    report = vet_loaded(parse_bytes(text, origin="t.md"))
    unclear = [f for f in report.findings if f.rule == "comparison-baseline-unclear"]
    # 101,000 / 54,000 is 1.87: a one-digit "2x" is not that quotient.
    assert [f.message.split()[0] for f in unclear] == ["3x", "2x"]


def test_messages_are_one_line_when_the_figure_wraps_in_the_source() -> None:
    """A figure written across a line break ("2,800 output tokens\\nper second") is named on
    one line in every message."""
    from claims.load.documents import parse_bytes
    from claims.pipeline import vet_loaded

    text = (b"# Serving\n\nThe engine serves DeepSeek-V3 at 2,800 output tokens\nper second in "
            b"aggregate on one node.\n")
    report = vet_loaded(parse_bytes(text, origin="t.md"))
    assert report.findings
    assert all("\n" not in f.message for f in report.findings)


def test_a_table_of_latencies_without_a_statistic_raises_one_finding() -> None:
    """Ten rows of one table: one statistic-unspecified finding citing every row's figure,
    while a few separate lines each keep their own."""
    from claims.load.documents import parse_bytes
    from claims.pipeline import vet_loaded

    rows = "".join(f"| {n} KB | {n * 3} ms |\n" for n in range(1, 11))
    text = (f"# Sweep\n\n| size | latency |\n|---|---|\n{rows}\n# Notes\n\n"
            "Read latency was 4 ms.\n\nWrite latency was 5 ms.\n").encode()
    report = vet_loaded(parse_bytes(text, origin="t.md"))
    found = [f for f in report.findings if f.rule == "statistic-unspecified"]
    assert [len(f.claim_ids) for f in found] == [10, 1, 1]


def test_figures_at_different_operating_points_are_not_inconsistent() -> None:
    """'4.1 ms at 95% recall' and '12.7 ms at 99% recall' are two settings; the same
    latency given twice with nothing setting the two apart still is a clash."""
    from claims.load.documents import parse_bytes
    from claims.pipeline import vet_loaded

    def clashes(body: str) -> list[str]:
        text = ("# Search\n\nOn a c6i.8xlarge node running Qdrant 1.12, " + body + "\n").encode()
        report = vet_loaded(parse_bytes(text, origin="t.md"))
        return [f.message for f in report.findings if f.rule == "inconsistent-figures"]

    assert clashes("p95 latency was 4.1 ms at 95% recall. At 99% recall, p95 latency "
                   "rose to 5.7 ms.") == []
    assert clashes("p95 latency was 4.1 ms. Elsewhere the post says p95 latency was "
                   "5.7 ms.") != []
    # A recall given as a figure of its own, not after "at", sets the operating point too.
    assert clashes("it served 1,238 QPS at 0.99 recall@10. At a looser recall@10 of 0.95 "
                   "the same setup served 1,700 queries per second.") == []
    assert clashes("it served 1,238 QPS at 0.99 recall@10. Later the post puts the same "
                   "setup at 1,700 queries per second at 0.99 recall@10.") != []


def test_a_theoretical_peak_is_no_best_case_beside_a_measurement() -> None:
    """'73% of the card's theoretical peak of 1,979 TFLOPS' sets the measured 1,450 TFLOPS
    on a scale; a measured peak beside a sustained figure still raises the finding."""
    from claims.load.documents import parse_bytes
    from claims.pipeline import vet_loaded

    def peaks(body: str) -> int:
        text = ("# Kernel\n\nOn one H200 SXM running CUTLASS 3.5, " + body + "\n").encode()
        report = vet_loaded(parse_bytes(text, origin="t.md"))
        return sum(f.rule == "peak-not-sustained" for f in report.findings)

    assert peaks("the kernel sustains 1,450 TFLOPS, 73% of the card's theoretical peak of "
                 "1,979 TFLOPS.") == 0
    assert peaks("the kernel sustains 1,450 TFLOPS and peaks at 1,610 TFLOPS.") == 1

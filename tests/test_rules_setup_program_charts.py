"""What a document's setup states counts for its figures, on sentences of our own: the test
program it says it ran gives every figure its work (missing-conditions), and a charted
ratio whose section states the compared set-ups has its baseline before the reader
(comparison-baseline-unclear)."""

from __future__ import annotations

import pytest

from claims.extract.facts.ran import program_tested_with
from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded


def _vet(body: str) -> DocumentReport:
    """The report of a Markdown document with `body`."""
    text = f"---\ntitle: A test post\npublisher: Harbor Labs\n---\n\n{body}\n"
    return vet_loaded(parse_bytes(text.encode(), origin="test.md"))


def _messages(report: DocumentReport, rule: str) -> list[str]:
    """The messages of `rule`'s findings."""
    return [f.message for f in report.findings if f.rule == rule]


@pytest.mark.parametrize(("text", "program"), [
    ("Tested with membench v2.1.0 on a Kestrel K7 board.", "membench"),
    ("All runs were benchmarked using `latbench` 0.4.1, five times each.", "latbench"),
    ("# Using pyqoi-suite to benchmark CPython 3.12", "pyqoi-suite"),
])
def test_a_command_the_document_tested_with_is_its_test_program(text: str,
                                                                program: str) -> None:
    assert program_tested_with(text) == program


@pytest.mark.parametrize("text", [
    "Tested with 8 GPUs on one node.",                    # a count, not a program
    "Every score was measured with Chrome 126.0.1 on a laptop.",  # a product measured
    "We are using vLLM to benchmark Llama 3 70B.",        # the engine measured
    "Benchmarked with vLLM 0.6.3 on two H100s.",
    "The test used membench on a Kestrel K7 board.",      # no "tested with" setup line
])
def test_no_test_program_without_a_command_stated_as_what_ran(text: str) -> None:
    assert program_tested_with(text) is None


_RESULTS = ("## Results\n\n- Copy: 5210.4 MB/s on the Kestrel K7 with Debian 12.2.0.\n"
            "- Fill: 9120.7 MB/s on the Kestrel K7 with Debian 12.2.0.\n")


def test_the_test_program_a_setup_line_names_gives_every_figure_its_workload() -> None:
    report = _vet("# Memory\n\nTested with membench v2.1.0 on a Kestrel K7 board.\n\n"
                  + _RESULTS)
    assert report.document.test_program == "membench"
    assert not any("workload" in m for m in _messages(report, "missing-conditions"))


@pytest.mark.parametrize("setup", [
    "The board is a Kestrel K7 running Debian 12.2.0.",
    "We are using vLLM to benchmark the Kestrel K7 board.",  # an engine is no workload
])
def test_figures_lack_their_workload_when_no_test_program_is_named(setup: str) -> None:
    report = _vet(f"# Memory\n\n{setup}\n\n" + _RESULTS)
    assert any("workload" in m for m in _messages(report, "missing-conditions"))


_SETUP = ("Both brokers ran on the same host, each given 4 CPUs and 16 GB of memory, with "
          "three partitions.")
_CHARTED = "The new broker delivers about 35% more messages per second than the old broker"


def test_a_charted_ratio_after_its_sections_setup_has_its_baseline_stated() -> None:
    report = _vet(f"# Queues\n\n## Results\n\n{_SETUP}\n\n{_CHARTED} (chart).\n")
    assert not _messages(report, "comparison-baseline-unclear")


@pytest.mark.parametrize("body", [
    # the chart alone, in a section that states nothing of the compared set-ups
    f"# Queues\n\n## Setup\n\n{_SETUP}\n\n## Memory\n\n{_CHARTED} (chart).\n",
    # the set-up stated, but no chart holds the two sides' values
    f"# Queues\n\n## Results\n\n{_SETUP}\n\n{_CHARTED}.\n",
    # the chart, with the set-up stated only after the ratio
    f"# Queues\n\n## Results\n\n{_CHARTED} (chart).\n\n{_SETUP}\n",
])
def test_a_ratio_without_a_chart_and_its_setup_before_it_is_unclear(body: str) -> None:
    assert _messages(_vet(body), "comparison-baseline-unclear")

"""Charts named in brackets or by count, and a text with no measured result beside its
charts: results-only-in-charts. Texts of our own."""

from __future__ import annotations

from claims.extract.facts.sweeps import sweep_measures
from claims.extract.text.blocks import Block
from claims.extract.text.charts import shows_chart
from tests.vetting import rules

LEAD = ("We ran the Quill 2 key-value store on one EPYC 9354 server with memtier 2.0, "
        "64 clients and 1 KiB values.\n\n")


def _chart(text: str) -> bool:
    return shows_chart(text, Block(kind="paragraph", start=0, end=len(text), line=1, section=None,
                                   scan=text, paragraph=0))


def test_a_caption_with_its_note_in_brackets_is_a_chart() -> None:
    assert _chart("*Figure 4 (omitted): p50 read time at each value size.*")
    assert _chart("Three graphs follow: reads, writes and scans.")


def test_a_count_of_things_that_are_not_charts_is_no_chart() -> None:
    assert not _chart("Three graph databases follow the same protocol.")
    assert not _chart("Four workers follow the leader.")


def test_a_sweep_with_different_settings_is_read() -> None:
    assert sweep_measures("mean latency with different batch sizes", ["latency"]) == ("latency",)
    assert sweep_measures("latency with Quill 1", ["latency"]) == ()


def test_a_bracketed_caption_sweep_with_one_value_raises() -> None:
    text = (f"{LEAD}*Figure 2 (cut): mean latency of Quill 2 with different value sizes.*\n\n"
            "At 1 KiB Quill 2 answers in 0.4 ms.")
    assert "results-only-in-charts" in rules(text)


def test_no_measured_result_beside_a_chart_raises() -> None:
    text = (f"{LEAD}The results are shown in a bar chart (Quill 2 against Quill 1).\n\n"
            "Quill 2 clearly does better here, and its resident memory stayed under 40 MB.")
    assert "results-only-in-charts" in rules(text)


def test_results_stated_beside_a_chart_stay_quiet() -> None:
    text = (f"{LEAD}The results are shown in a bar chart (Quill 2 against Quill 1).\n\n"
            "Quill 2 served 412,000 requests per second and Quill 1 205,000 requests per "
            "second, with a median latency of 0.31 ms against 0.62 ms.")
    assert "results-only-in-charts" not in rules(text)


"""Who measured a figure: conditions the self-reported rule must see, on sentences of our own.

A retelling's note that a chart is left out is no word on replication; a publisher's own
software among a figure's conditions makes the figure the publisher's; a publisher's
description naming parties it is not ("not the maker of either") does not make it them;
one author's own runs are the builder's, as the authors' are.
"""

from __future__ import annotations

import pytest

from claims.extract.facts.independence import independence
from claims.extract.setting import own_report
from claims.load.documents import parse_bytes
from claims.model import DocumentReport, Independence
from claims.pipeline import vet_loaded


def _vet(body: str, publisher: str, title: str = "Notes on a benchmark") -> DocumentReport:
    """The report of a Markdown document with `body`, published by `publisher`."""
    text = f"---\ntitle: \"{title}\"\npublisher: \"{publisher}\"\n---\n\n{body}\n"
    return vet_loaded(parse_bytes(text.encode(), origin="test.md"))


def _self_reported(report: DocumentReport) -> bool:
    """True when the self-reported rule fired on the report."""
    return any(f.rule == "self-reported" for f in report.findings)


@pytest.mark.parametrize("sentence", [
    "Quill answered 40% more queries than Brine (chart not reproduced).",
    "Figure 3 is not reproduced here; it plots the latency of both stores.",
    "The plots were not shown in this copy, only their captions.",
    "Table 2 (not included) lists each run's time.",
])
def test_a_picture_left_out_says_nothing_of_replication(sentence: str) -> None:
    assert independence(sentence, ("Harbor Labs",)) is Independence.unknown


@pytest.mark.parametrize("sentence", [
    "These speed-ups have not been reproduced by anyone outside the team.",
    "The chart shows 3x, a figure not independently verified.",
])
def test_a_replication_denied_still_counts(sentence: str) -> None:
    assert independence(sentence, ("Harbor Labs",)) is Independence.self_reported


def test_a_picture_left_out_does_not_make_an_outsider_self_reported() -> None:
    body = ("# Two engines on one GPU\n\nHarbor Labs, which makes neither engine, ran both on "
            "one borrowed A100. Quill served 35% more requests per second than Brine at every "
            "batch size (chart not reproduced).")
    assert not _self_reported(_vet(body, "Harbor Labs"))


_RECORDS = ("# Small records\n\nReading 4 KB records through DuckDB 1.0 takes 0.8 ms on a "
            "Ryzen 7 7700, 30% less than reading them from separate files.")


def test_the_publishers_own_software_in_a_figures_conditions_is_self_reported() -> None:
    assert _self_reported(_vet(_RECORDS, "DuckDB (duckdb.org guides)"))


def test_someone_elses_software_in_a_figures_conditions_is_not_the_publishers() -> None:
    assert not _self_reported(_vet(_RECORDS, "Harbor Labs"))
    assert not _self_reported(_vet(_RECORDS, "Duck Pond Analytics"))


def test_one_authors_own_runs_are_the_builders() -> None:
    assert independence("Every table here comes from the author's own runs.") \
        is Independence.self_reported
    assert independence("Every table here comes from the writer's own benchmarks.") \
        is Independence.self_reported


@pytest.mark.parametrize("publisher, title, own", [
    ("A tester's repository (someone), not the maker of Quill or Brine", "Quill against Brine",
     False),
    ("A script's repository; neither Quill's makers nor the boards' makers", "Quill on boards",
     False),
    ("Quill (the store's makers), on its own blog", "Quill on boards", True),
])
def test_a_publisher_is_not_the_parties_its_description_denies(publisher: str, title: str,
                                                             own: bool) -> None:
    assert own_report({"publisher": publisher, "title": title}, title) is own


def test_a_platform_the_figure_runs_on_is_not_the_publishers_product() -> None:
    body = ("# Small records\n\nReading 4 KB records through Heron takes 0.8 ms on a Ryzen 7 "
            "7700 under Linux 6.8, 30% less than reading them from separate files.")
    assert not _self_reported(_vet(body, "Linux Journal"))

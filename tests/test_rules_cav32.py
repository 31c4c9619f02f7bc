"""Four records the caveats read, fixed at extraction: a setup table's versions
(missing-conditions), a publisher who bought what it measures (self-reported), a target
written "Target: N" (inconsistent-figures, simulated-result) and a note in brackets standing
for a chart left out (results-only-in-charts). Texts of our own."""

from __future__ import annotations

import pytest

from claims.extract.facts.setup import stated_versions
from claims.extract.setting import disclaims_making
from tests.vetting import rules, vet

RESULT = ("| Test | Time |\n|---|---|\n| bulk insert | 41.2 s |\n| point reads | 18.9 s |\n\n"
          "All runs used one Xeon Gold 6338 server with the sysbench oltp workload.")


def _software_missing(text: str) -> bool:
    """True when missing-conditions says some figure lacks its software or its version."""
    return any(f.rule == "missing-conditions" and "software" in f.message
               for f in vet(text).findings)


@pytest.mark.parametrize("table", [
    "| Component | Version |\n|---|---|\n| Kestrel DB | 4.12.0 |\n| Linux | 6.8.2 |",
    "| Part | Setting |\n|---|---|\n| **Quokka** | `2.3.1rc2.dev7+gabc` (source build) |",
    "| Item | Value |\n|---|---|\n| Runtime | v3.2 |",
])
def test_a_setup_table_version_covers_the_figures(table: str) -> None:
    assert not _software_missing(f"## Setup\n\n{table}\n\n## Results\n\n{RESULT}")


@pytest.mark.parametrize("table", [
    # a size and a two-part result are no versions
    "| Item | Value |\n|---|---|\n| Memory | 16.5 GB |\n| Latency | 2.5 |",
    # a version in a third column is not the row's program's
    "| Item | Note | Value |\n|---|---|---|\n| Disk | fast | 12 |",
])
def test_a_table_without_versions_still_lacks_software(table: str) -> None:
    assert _software_missing(f"## Setup\n\n{table}\n\n## Results\n\n{RESULT}")


def test_a_table_row_version_carries_its_name() -> None:
    found = stated_versions("| Kestrel DB | 4.12.0 |\n| Quokka | `2.3.1rc2.dev7` |\n")
    assert [(s.name, s.version) for s in found] == [("Kestrel DB", "4.12.0"),
                                                    ("Quokka", "2.3.1")]


@pytest.mark.parametrize("publisher", [
    "a hobbyist's blog, timing two routers he bought",
    "a student's notes on cloud instances she rents by the hour",
    "a review of laptops the site purchased at retail",
])
def test_a_buyer_makes_none_of_what_it_measures(publisher: str) -> None:
    assert disclaims_making(publisher)


@pytest.mark.parametrize("publisher", [
    "the router's maker, on hardware it bought and built on",
    "a hobbyist's blog",
])
def test_a_maker_or_a_plain_blog_is_not_a_buyer(publisher: str) -> None:
    assert not disclaims_making(publisher)


BOUGHT = ("Then I timed a kernel build on the box: 412 s with all 8 threads, against 655 s on "
          "my older laptop, both on Debian 12.5.0 with gcc 13.2.0.")


def test_a_buyer_timing_what_he_bought_is_not_self_reported() -> None:
    front = "publisher: a tinkerer's blog, comparing two mini PCs he bought\n"
    assert "self-reported" not in rules(BOUGHT, front)


def test_a_target_is_no_second_value_of_a_result() -> None:
    text = ("## Results\n\nThe server now answers about 61K req/s on the hello-world test.\n\n"
            "## Roadmap\n\n**Target: 70-80K req/s**, by pooling buffers.\n")
    found = rules(text)
    assert "inconsistent-figures" not in found
    assert "simulated-result" in found


def test_a_measured_rate_beside_a_target_of_a_setting_stays_measured() -> None:
    text = "The server answers about 61K req/s on the hello-world test, on target."
    assert "simulated-result" not in rules(text)


CLAIMS = ("Quokka 3 renders pages 3x faster than Quokka 2, compiles 2x faster and starts "
          "5x faster.")


@pytest.mark.parametrize("note", [
    "(A chart, cut here, titled \"render time vs. page size\".)",
    "(Chart cut: render time of each version at each page size.)",
    "(Figure 2 omitted: start-up time by version.)",
])
def test_a_note_for_a_cut_chart_is_a_chart(note: str) -> None:
    assert "results-only-in-charts" in rules(f"{CLAIMS}\n\n{note}\n")


@pytest.mark.parametrize("prose", [
    "A graph, in this release, is stored in one file.",
    "The chart library cuts memory use.",
])
def test_prose_about_graphs_is_no_chart(prose: str) -> None:
    assert "results-only-in-charts" not in rules(f"{CLAIMS}\n\n{prose}\n")

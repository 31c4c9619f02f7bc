"""A table row whose label opens with a rate ("Ops/sec", "Queries per minute for ...",
"GB/s read") gives its cells that rate where their column names no unit; a column that
names one keeps it; a label naming a machine, a statistic or a count gives nothing; a
"Transfer/sec" row makes its sizes rates of bytes; a last clause that is a unit
("Lookup time, ms") gives it. Tables written for these tests."""

from __future__ import annotations

import pytest

from claims.extract.figures.headers import label_unit, leading_rate
from tests.conftest import figures_in
from tests.conftest import one_figure as one

# A load tool's summary: the rows are the measures, the columns its statistics.
LOAD_TOOL = """# Cache server under load

| Counter | Avg | Stdev | Max |
|---|---|---|---|
| Lookup time | 0.41ms | 0.12ms | 6.30ms |
| Ops/sec | 41.2k | 1.7k | 47.9k |
"""

SERVERS = """# Two brokers

| scenario | Kestrel | Osprey |
|---|---|---|
| messages per minute for 1 KB payloads | 91200 | 60450 |
| messages per minute through the TLS gateway | 30110 | 28740 |
"""


def test_a_rate_label_gives_each_cell_of_its_row_the_rate() -> None:
    figures = {f.value_text: f for f in figures_in(LOAD_TOOL)}
    assert {figures[v].unit for v in ("41.2k", "1.7k", "47.9k")} == {"ops/s"}
    assert (figures["41.2k"].value, figures["47.9k"].value) == (41200, 47900)
    # the column headers still give the statistic of each cell
    assert (figures["41.2k"].statistic, figures["47.9k"].statistic) == ("mean", "max")
    assert figures["0.41"].unit == "s"  # the cell's own unit, untouched


def test_a_label_opening_with_a_rate_and_saying_more_gives_the_rate() -> None:
    figures = figures_in(SERVERS)
    assert {(f.value, f.unit) for f in figures if f.value > 1000} == {
        (91200, "messages/min"), (60450, "messages/min"), (30110, "messages/min"),
        (28740, "messages/min")}


def test_a_column_naming_its_unit_wins_over_the_row_label() -> None:
    doc = ("# Runs\n\n| Probe | Time (ms) | Result |\n|---|---|---|\n"
           "| Writes/s under fsync | 12 | 3,400 |\n")
    assert one(doc, "12").unit == "s"
    assert one(doc, "3,400").unit == "writes/s"


def test_a_rate_label_with_a_denominator_gives_it_too() -> None:
    doc = "# Serving\n\n| Serving | Node A | Node B |\n|---|---|---|\n" \
          "| Tokens/s per GPU | 1,480 | 1,120 |\n"
    fig = one(doc, "1,480")
    assert (fig.unit, fig.per) == ("tokens/s", "GPU")


def test_a_per_second_row_of_sizes_is_a_rate_of_bytes() -> None:
    doc = ("# Copy\n\n| Counter | Run 1 | Run 2 |\n|---|---|---|\n"
           "| Transfer/sec | 22.4MB | 23.1MB |\n")
    assert one(doc, "22.4").unit == "GB/s"


@pytest.mark.parametrize("label", [
    "GB200 NVL72", "Min", "Requests", "Thread stats", "Latency", "Llama 3 8B", "8 GPUs",
    "Seconds", "MB"])
def test_a_label_that_is_no_rate_gives_none(label: str) -> None:
    assert leading_rate(label) is None


def test_cells_under_a_label_naming_a_machine_stay_counts() -> None:
    doc = "# Boxes\n\n| System | Jobs | Nodes |\n|---|---|---|\n| GB200 NVL72 | 14 | 2 |\n"
    assert one(doc, "14").unit != "GB"
    assert one(doc, "14").unit == "count"


def test_a_label_whose_last_clause_is_a_unit_gives_it() -> None:
    doc = ("# Probe\n\n| Counter | Host A | Host B |\n|---|---|---|\n"
           "| Lookup time, ms | 0.8 | 1.3 |\n| Tier 2, cold | 4 | 5 |\n")
    assert one(doc, "0.8").unit == "s" and one(doc, "0.8").value == pytest.approx(0.0008)
    assert one(doc, "4").unit == "count"  # a clause saying more than a unit names none


@pytest.mark.parametrize("label", ["Llama 3, 8B", "Tier 2, cold", "Latency, p99", "Min, max"])
def test_a_last_clause_that_is_no_unit_gives_none(label: str) -> None:
    assert label_unit(label) is None

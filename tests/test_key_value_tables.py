"""Key/value tables ("| Field | Value |", "| Metric | Value |", "| Parameter | Setting |"):
each row is its own quantity, so a unit stated for the table as a whole (a note or caption
beside it) reaches only the rows whose label names a measure of that unit's dimension; a
port, a thread count or a request count takes none of it. And the refusals: a table whose
rows all measure one thing still takes its caption's unit on every bare row."""

from __future__ import annotations

from claims.extract.figures.key_values import keyed, row_kind
from tests.conftest import figures_in


def units(text: str) -> dict[str, tuple[str | None, float]]:
    """Each figure's written value -> (unit, value), for values written once."""
    return {f.value_text: (f.unit, round(f.value, 9)) for f in figures_in(text)}


# an HTTP load generator's summary, with a note under it that belongs to the next table
HTTP_SUMMARY = """# Gateway load test

We drove the gateway from a second machine.

| Field | Value |
|---|---|
| Listen Port | 8443 |
| Concurrency Level | 640 |
| Time taken for tests | 42.75 seconds |
| Complete requests | 250000 |
| Requests per second | 5847.95 [#/sec] (mean) |
| Time per request | 109.44 [ms] (mean) |

Latency distribution (ms)

| Percentile | Latency |
|---|---|
| p50 | 97 |
| p99 | 388 |
"""

# a disk tester's summary under a lead-in stating milliseconds for "the values below"
DISK_SUMMARY = """# Disk check

The values below are in ms.

| Metric | Value |
|---|---|
| Job count | 16 |
| Queue depth | 32 |
| Read bandwidth | 1730 MiB/s |
| Mean completion latency | 2.31 |
| Block size | 4 KiB |
"""

# a table of one measure, captioned with its unit: every bare row keeps it
ONE_MEASURE = """# Query latency

Latency in ms.

| Metric | Value |
|---|---|
| p50 | 11.5 |
| p90 | 27.25 |
| p99 | 61.75 |
"""


def test_setting_rows_take_no_unit_from_a_note_beside_the_table():
    found = units(HTTP_SUMMARY)
    for setting in ("8443", "640", "250000"):
        assert found.get(setting, (None,))[0] != "s", setting


def test_rows_keep_the_units_their_own_cells_state():
    found = units(HTTP_SUMMARY)
    assert found["42.75"] == ("s", 42.75)
    assert found["109.44"] == ("s", 0.10944)
    assert found["5847.95"][0] == "requests/s"


def test_the_next_table_keeps_the_unit_of_its_own_title():
    found = units(HTTP_SUMMARY)
    assert found["97"] == ("s", 0.097)
    assert found["388"] == ("s", 0.388)


def test_a_table_wide_unit_reaches_only_the_rows_measuring_its_dimension():
    found = units(DISK_SUMMARY)
    assert found["2.31"] == ("s", 0.00231)
    for setting in ("16", "32"):
        assert found.get(setting, (None,))[0] != "s", setting


def test_a_table_of_one_measure_keeps_its_caption_on_every_row():
    found = units(ONE_MEASURE)
    assert found["11.5"] == ("s", 0.0115)
    assert found["61.75"] == ("s", 0.06175)


def test_keyed_needs_rows_of_two_dimensions():
    mixed = [["Threads", "8"], ["Total time", "10.0021s"], ["Transactions", "91820"],
             ["Read", "1.2 GB"]]
    assert keyed(mixed)
    assert not keyed([["p50", "12"], ["p95", "30"], ["p99", "41"]])
    assert not keyed([["Run", "1", "2"], ["Time", "3 s", "4 s"], ["Size", "1 GB", "2 GB"]])
    assert not keyed([["Time", "3 s"], ["Size", "1 GB"]])  # too few rows to tell


def test_row_kind_reads_the_cell_before_the_label():
    assert row_kind("Total transferred", "8812 bytes") == "size"
    assert row_kind("Elapsed", "31") == "time"
    assert row_kind("Server Port", "80") == "count"
    assert row_kind("Concurrency Level", "300") is None


# a setup table whose note gives the unit of its one timed row
RUN_SETUP = """# Broker soak

Times in seconds.

| Parameter | Value |
|---|---|
| Producer threads | 12 |
| Broker port | 9092 |
| Warm-up time | 45 |
"""


def test_counted_rows_beside_a_timed_row_take_no_time_unit():
    found = units(RUN_SETUP)
    assert found["45"] == ("s", 45.0)
    for setting in ("12", "9092"):
        assert found.get(setting, (None,))[0] != "s", setting


def test_rows_all_counted_are_one_quantity():
    assert row_kind("Worker threads", "16") == "count"
    assert not keyed([["Threads", "8"], ["Connections", "64"], ["Clients", "4"]])

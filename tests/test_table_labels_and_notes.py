"""Units read from headers, notes and glued symbols: a header cell's number in the unit of
the bare numbers under it is the column's label; a note giving several measures' units
gives each column its own; tools' spelled seconds and packet rates; machines counted with
an "x" before a lower-case instance or slice name."""

from __future__ import annotations

import pytest

from tests.conftest import claim_by_text, claims_of
from tests.conftest import figures_in as found
from tests.conftest import one_figure as one

# --- 1. units as tools print them ---------------------------------------------------------


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("The reflector forwarded 2.2 Mpkt/s on one queue.", "2.2", 2.2e6, "packets/s"),
    ("With batching off the sender managed 640 kpkts/s.", "640", 640e3, "packets/s"),
    ("fio reported run=120004msec for the random writes.", "120004", 120.004, "s"),
    ("The commit path adds 850 usec at the median.", "850", 850e-6, "s"),
    ("A cached lookup costs 420 nsec on the Graviton core.", "420", 420e-9, "s"),
    ("Each compaction pass took 35 msecs on the log volume.", "35", 0.035, "s"),
])
def test_spelled_prefixed_seconds_and_packet_rates(text: str, value_text: str, value: float,
                                                   unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (pytest.approx(value), unit)


def test_packets_counted_without_a_time_are_no_rate() -> None:
    figs = found("The driver hands the kernel 32 pkts per batch, 4 batches a poll.")
    assert not [f for f in figs if f.unit == "packets/s"]


# --- 2. a header cell's number names its column ---------------------------------------------

STORAGE_TABLE = """# Drives

| Drive | 4K IOPS | 128K MB/s |
|---|---|---|
| Drive A | 850000 | 7000 |
| Drive B | 610000 | 6800 |
"""

SERVING_TABLE = """# Serving

| Engine | 7B tokens/s/GPU | 70B tokens/s/GPU |
|---|---|---|
| Engine A | 2400 | 310 |
"""


def test_a_header_number_in_its_columns_unit_is_no_figure() -> None:
    texts = [f.value_text for f in found(STORAGE_TABLE)]
    assert "4K" not in texts and "128K" not in texts
    assert (one(STORAGE_TABLE, "850000").unit, one(STORAGE_TABLE, "7000").unit) == \
        ("IOPS", "GB/s")
    serving = found(SERVING_TABLE)
    assert [f.value_text for f in serving if f.unit == "tokens/s"] == ["2400", "310"]


def test_a_header_setting_over_cells_with_their_own_units_stays() -> None:
    text = ("# Tunnel\n\n| Payload | 100 bytes | 1000 bytes |\n|---|---|---|\n"
            "| plain | 159 µs | 174 µs |\n")
    assert [f.unit for f in found(text) if f.value_text in ("100", "1000")] == ["GB", "GB"]


def test_a_table_with_no_body_keeps_its_header_figures() -> None:
    text = "# Web server\n\n| nginx | 52000 req/s |\n|---|---|\n"
    assert one(text, "52000").unit == "requests/s"


# --- 3. machines counted with an "x" --------------------------------------------------------


@pytest.mark.parametrize(("text", "value_text", "noun"), [
    ("| Setup | QPS |\n|---|---|\n| 4x c7g.large | 1200 |\n", "4", "c7g.large"),
    ("The job ran on 2x v4-32 slices for a week.", "2", "v4-32"),
    ("The replica set used 3x r6i.2xlarge behind one endpoint.", "3", "r6i.2xlarge"),
])
def test_an_x_before_an_instance_or_slice_counts_machines(text: str, value_text: str,
                                                          noun: str) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.count_noun) == ("count", noun)


def test_an_x_before_a_version_stays_a_ratio() -> None:
    fig = one("The new planner runs joins 2x faster than v2.1 did.", "2")
    assert fig.unit == "x"


# --- 4. notes that give the units of a table's bare cells -----------------------------------

CACHE_TABLE = """# Cache

Each client's summary (times in milliseconds, sizes in bytes):

| Client | Total | Slowest | Value size |
|---|---|---|---|
| memcached | 41.5 | 3.2 | 512 |
| redis | 44.1 | 2.9 | 512 |
"""


def test_a_note_of_several_measures_gives_each_column_its_unit() -> None:
    claims = claims_of(CACHE_TABLE)
    assert {c.unit for c in claims if c.value_text in ("41.5", "3.2")} == {"s"}
    assert claim_by_text(claims, "41.5").value == pytest.approx(0.0415)
    assert {c.unit for c in claims if c.value_text == "512"} == {"GB"}


def test_a_note_of_one_measure_still_gives_every_bare_column_its_unit() -> None:
    text = CACHE_TABLE.replace("(times in milliseconds, sizes in bytes)",
                               "(times in milliseconds)")
    assert claim_by_text(claims_of(text), "41.5").unit == "s"


KERNEL_TABLES = """# Syscalls

Median cost per call (times in microseconds):

| Kernel | read | write |
|---|---|---|
| 6.1 | 0.41 | 0.52 |
| 6.6 | 0.38 | 0.49 |

Calls completed within each bound (tail distribution, in microseconds):

| Kernel | 90% in | 99% in |
|---|---|---|
| 6.1 | 1.9 | 4.4 |
"""


def test_a_lead_in_closing_with_a_bracketed_unit_and_its_table_above() -> None:
    figs = found(KERNEL_TABLES)
    assert {f.unit for f in figs if f.value_text in ("0.41", "0.52", "1.9", "4.4")} == {"s"}
    assert one(KERNEL_TABLES, "1.9").value == pytest.approx(1.9e-6)
    # the second lead-in sits under the first table: it does not change that table's unit
    assert one(KERNEL_TABLES, "0.41").value == pytest.approx(0.41e-6)


# --- 5. counts written as specifications write them -----------------------------------------


@pytest.mark.parametrize(("text", "value_text", "noun"), [
    ("The replica ran on an m6i.4xlarge (16 vCPU, 64 GiB).", "16", "vCPU"),
    ("Each web worker VM gets 4 vCPU and 8 GiB of memory.", "4", "vCPU"),
    ("The index stores 768-dim embeddings from the encoder.", "768", "dim"),
    ("Search ran over 1536-dimensional vectors with cosine distance.", "1536", "dimensional"),
])
def test_vcpus_in_the_singular_and_vector_widths_are_counts(text: str, value_text: str,
                                                             noun: str) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.count_noun) == ("count", noun)


def test_a_drive_named_by_its_number_is_still_no_count() -> None:
    assert not [f for f in found("We tried the Kioxia 9550 SSD in a 2U chassis.")
                if f.value_text == "9550"]


# --- 6. a bare number set against a figure with "instead of" -----------------------------


@pytest.mark.parametrize(("text", "value_text", "unit"), [
    ("The skewed run reports 7.5 RPS instead of 10.", "10", "requests/s"),
    ("The replica answered in 4 ms instead of 9 on the cold node.", "9", "s"),
])
def test_a_number_instead_of_a_figure_takes_its_unit(text: str, value_text: str,
                                                     unit: str) -> None:
    assert [f.unit for f in found(text) if f.value_text == value_text] == [unit]


@pytest.mark.parametrize(("text", "value_text"), [
    ("The kernel build used 8 cores instead of 16.", "16"),
    ("Rebuilding took 20 minutes instead of the 2 we planned for.", "2"),
])
def test_instead_of_a_count_or_across_words_gives_no_unit(text: str, value_text: str) -> None:
    assert [f.unit for f in found(text) if f.value_text == value_text] in ([], ["count"])


# --- 7. ZFS record sizes with a bare K are bytes -----------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("| pool | rate |\n|---|---|\n| dataset, 16K recordsize | 310 MB/s |\n", 16 * 1.024e-6),
    ("The log dataset used a 128k record size.", 128 * 1.024e-6),
    ("The zvol was created with an 8K volblocksize.", 8 * 1.024e-6),
])
def test_a_record_size_with_a_bare_k_is_bytes(text: str, value: float) -> None:
    fig = found(text)[0]
    assert (fig.unit, fig.value) == ("GB", pytest.approx(value))


def test_thousands_of_database_records_stay_a_count() -> None:
    assert one("The loader inserted 4K records per batch.", "4K").unit == "count"

"""Units stated a few blocks above a table: a legend list whose items name the columns, a
measure item for the whole table, or a sentence pointing at all the values below; never
past a heading or another table, and a column's item never gives another column its unit."""

from __future__ import annotations

from claims.extract.text.note_lists import Stretch, item_note, legend, names_column
from tests.conftest import claim_by_text, claims_of

# --- the pieces: a legend item, a label naming a column, the legend of a stretch ----------


def test_a_legend_item_opens_with_its_label_and_unit() -> None:
    assert item_note("Time per write (us/op); lower is better.") == ("Time per write", "us/op")
    assert item_note("p99 latency: ms") == ("p99 latency", "ms")
    assert item_note("8 threads (16 cores)") is None
    assert item_note("Each run lasted ten minutes, three tries.") is None


def test_a_label_names_a_column_by_its_words() -> None:
    assert names_column("p99 latency", "p99")
    assert names_column("Latency", "Latency p50")
    assert not names_column("Write latency", "Read")
    assert not names_column("Latency", "")


def test_a_legend_naming_columns_gives_only_those_columns() -> None:
    told = legend([Stretch("  Read (MiB/s)", True), Stretch("  Note: same disks.", True)],
                  ["Drive", "Read", "IOPS"])
    assert told.columns == ("", "MiB/s", "")
    assert told.whole is None


def test_two_unlike_measure_items_naming_no_column_give_none() -> None:
    told = legend([Stretch("Latency (ms)", True), Stretch("Throughput (MB/s)", True)],
                  ["Engine", "A", "B"])
    assert told.whole is None and told.columns == ()


# --- a storage table: a legend item two items above the table ----------------------------

STORAGE = """# Object store results

Each bucket was filled once before the runs.

- Time per request (ms/op); smaller is better.
- The bracketed number is the multiple of the first column.
- Cached reads are left out.

| Operation | SSD pool | HDD pool |
|-----------|----------|----------|
| put       | 4.2      | 9.7      |
| get       | 1.3      | 6.1      |
"""


def test_a_measure_item_above_the_list_end_gives_the_table_its_unit() -> None:
    claims = claims_of(STORAGE)
    assert claim_by_text(claims, "4.2").unit == "s"
    assert claim_by_text(claims, "6.1").unit == "s"


def test_a_measure_item_does_not_cross_a_heading() -> None:
    text = STORAGE.replace("| Operation", "## Numbers\n\n| Operation")
    assert claim_by_text(claims_of(text), "4.2").unit != "s"


def test_a_measure_item_does_not_cross_another_table() -> None:
    text = STORAGE.replace("| Operation", "| Pool | Disks |\n|---|---|\n| SSD | 4 |\n\n"
                           "Then the timings.\n\n| Operation")
    assert claim_by_text(claims_of(text), "4.2").unit != "s"


# --- a database latency table: legend items that name their columns ----------------------

DATABASE = """## Query latency

- p50: latency in ms
- QPS (queries/s)
- Runs: three, on a warm cache.

| Engine   | p50  | QPS   | Clients |
|----------|------|-------|---------|
| Postgres | 3.4  | 5200  | 64      |
| MariaDB  | 4.9  | 4100  | 64      |
"""


def test_legend_items_give_the_columns_they_name_their_units() -> None:
    claims = claims_of(DATABASE)
    assert claim_by_text(claims, "3.4").unit == "s"
    assert claim_by_text(claims, "5200").unit == "queries/s"


def test_a_legend_item_gives_no_unit_to_a_column_it_does_not_name() -> None:
    claims = claims_of(DATABASE)
    assert {c.unit for c in claims if c.value_text == "64"} <= {"count"}


# --- an LLM serving table: one sentence of the section points at every value below -------

SERVING = """## Serving results

We served the 8B model on one GPU. All throughput figures below are in tokens/s.

The batch was fixed for every engine.

| Engine | Chat   | Summaries |
|--------|--------|-----------|
| A      | 2410   | 1730      |
| B      | 2180   | 1650      |
"""


def test_a_sentence_pointing_at_all_values_below_gives_the_table_its_unit() -> None:
    claims = claims_of(SERVING)
    assert claim_by_text(claims, "2410").unit == "tokens/s"
    assert claim_by_text(claims, "1650").unit == "tokens/s"


def test_a_unit_stated_of_one_remark_is_no_table_note() -> None:
    text = SERVING.replace("All throughput figures below are in tokens/s.",
                           "Its warm-up took a while, timed in seconds.")
    assert claim_by_text(claims_of(text), "2410").unit != "s"


# --- a kernel microbenchmark: a setup list above is no legend ----------------------------

KERNEL = """## Syscall costs

- Kernel: 6.8, mitigations on
- CPU: 16 cores (32 threads)
- Cost per call (ns); lower is better.
- Memory: 64 GB

| Call      | Baseline | Patched |
|-----------|----------|---------|
| getpid    | 41       | 38      |
| read 1B   | 212      | 190     |
"""


def test_a_cost_item_in_a_setup_list_gives_the_table_its_unit() -> None:
    claims = claims_of(KERNEL)
    assert claim_by_text(claims, "41").unit == "s"
    assert claim_by_text(claims, "190").unit == "s"


def test_a_setup_list_without_a_measure_item_gives_no_unit() -> None:
    text = KERNEL.replace("- Cost per call (ns); lower is better.\n", "")
    assert claim_by_text(claims_of(text), "41").unit != "s"


# --- a web server table: a colon legend, and a column that states its own unit -----------

WEB = """## Proxy results

Numbers from wrk, two minutes per run.

- Requests: in req/s
- Latency p99 (us)

| Server | Requests | Latency p99 (ms) | Workers |
|--------|----------|------------------|---------|
| nginx  | 91000    | 2.4              | 8       |
| caddy  | 78000    | 3.1              | 8       |
"""


def test_a_colon_legend_names_its_column_and_a_header_unit_stands() -> None:
    claims = claims_of(WEB)
    assert claim_by_text(claims, "91000").unit == "requests/s"
    # the header's own "ms" stands over the legend's "us"
    assert claim_by_text(claims, "2.4").value == 0.0024
    assert {c.unit for c in claims if c.value_text == "8"} <= {"count"}


def test_a_pointing_sentence_serves_only_the_first_table_after_it() -> None:
    text = SERVING + "\n| Engine | Chat | Summaries |\n|---|---|---|\n| C | 990 | 870 |\n"
    claims = claims_of(text)
    assert claim_by_text(claims, "2410").unit == "tokens/s"
    assert claim_by_text(claims, "990").unit != "tokens/s"

"""Units of table cells stated outside the cells: a set-off "in <unit>" clause of the
sentence that introduces or follows the table; a short name the text defines after the unit
it stands for; header cells written as chains of "key: value" settings, where a unit word
before a colon keys the number after it; a caption naming only a measure, whose unit is
the one the document gives that measure's figures; a row of names standing in for an empty
header row; a cell whose unit holds a slash; a header naming a price per hour; and the rows
of a table whose corner says they name the measures ("Evaluation metric")."""

from __future__ import annotations

import pytest

from claims.extract.figures.headers import header_unit
from claims.extract.text.captions import is_caption, measured_caption
from claims.extract.text.cells import names_row
from claims.extract.text.definitions import definitions
from claims.extract.text.unit_notes import note_above, note_below, unit_note
from tests.conftest import claim_by_text, claims_of
from tests.conftest import figures_in as found
from tests.conftest import one_figure as one

# --- 1. an "in <unit>" clause set off in the lead-in --------------------------------------

LEAD_IN = """# Proxy runs

Each cell is the rate the load tool printed, in requests per second; `w` is the worker count.

| Proxy | w: 4 | w: 16 |
|---|---|---|
| Alpha | 81234 | 190020 |
| Beta | 70411 | 150377 |
"""

NOTE_UNDER = """# Cold starts

| Runtime | First start | Warm start |
|---|---|---|
| Alpha | 412 | 1290 |
| Beta | 388 | 1101 |

Startup as the orchestrator logged it, in milliseconds, best of five.
"""

IN_PRACTICE = """# Runs

The table lists what each build did, in practice; more is better.

| Build | Score |
|---|---|
| Old | 1510 |
| New | 1733 |
"""


def test_a_set_off_unit_clause_of_the_lead_in_gives_the_cells_their_unit() -> None:
    assert [one(LEAD_IN, v).unit for v in ("81234", "190020", "70411", "150377")] == \
        ["requests/s"] * 4


def test_the_header_settings_keep_their_own_unit_beside_a_lead_in_unit() -> None:
    assert {f.unit for f in found(LEAD_IN) if f.value_text in ("4", "16")} <= {"count"}


def test_a_set_off_unit_clause_under_the_table_gives_the_cells_their_unit() -> None:
    fig = one(NOTE_UNDER, "1290")
    assert (fig.unit, fig.value) == ("s", pytest.approx(1.29))


def test_a_set_off_clause_that_names_no_unit_gives_none() -> None:
    assert one(IN_PRACTICE, "1733").unit == "count"


@pytest.mark.parametrize(("text", "unit"), [
    ("The chart gives each queue's drain rate, in MB/s; higher is better.", "MB/s"),
    # a count noun is no unit a note can give every cell
    ("The chart gives each queue's depth, in messages; lower is better.", None),
    ("Below, the time each step took, in seconds, over three runs.", "seconds"),
    ("The rows are the peak rates we saw, in tokens per second per GPU.",
     "tokens per second per GPU"),
    ("The runs were short, in general, and noisy.", None),
    ("Numbers below were taken on the spare host, in May.", None),
])
def test_unit_note_reads_a_set_off_unit_clause(text: str, unit: str | None) -> None:
    assert unit_note(text) == unit


def test_the_clause_is_read_from_the_last_sentence_above_and_the_first_below() -> None:
    assert note_above(["Setup is as before. Results follow, in ms; lower wins."]) == "ms"
    assert note_below("Latency, in ms, per request. The rest is in the appendix.") == "ms"


# --- 2. a short name defined after its unit -------------------------------------------------

DEFINED = """# Training speed

We logged tokens/sec/GPU (tgs) for each precision; the table gives the best run of each.

| Model | tgs (bf16) | tgs (fp8) |
|---|---|---|
| Small | 4100 | 5200 |
| Large | 610 | 790 |
"""

REMARK = """# Disks

Reads peaked at 5 GB/s (warm) on the new array.

| Array | warm |
|---|---|
| Old | 3 |
"""


def test_a_column_headed_by_a_short_name_takes_the_unit_it_was_defined_after() -> None:
    assert [one(DEFINED, v).unit for v in ("4100", "5200", "610", "790")] == \
        ["tokens/s"] * 4


def test_a_measurement_with_a_bracketed_remark_defines_nothing() -> None:
    assert one(REMARK, "3").unit == "count"


@pytest.mark.parametrize(("text", "pairs"), [
    ("we count requests per second (rps) at the edge", [("rps", "requests per second")]),
    ("the metric is MB/s (mbps) as fio prints it", [("mbps", "MB/s")]),
    ("a speed of 5 GB/s (peak) and 2 GB/s (mean)", []),
    ("WPS (words per second) and tokens/s (tps)",
     [("WPS", "words per second"), ("tps", "tokens/s")]),
])
def test_definitions_in_either_order(text: str, pairs: list[tuple[str, str]]) -> None:
    assert list(definitions(text, 0, len(text))) == pairs


# --- 3. chains of key: value settings -------------------------------------------------------

KEYED_HEADER = """# Echo runs

Each cell is the rate the client reported, in requests per second.

|        | conns: 10 size: 64 | conns: 10 bytes: 4096 | conns: 50 bytes: 64 |
|--------|--------------------|-----------------------|---------------------|
| Server | 91000              | 88000                 | 97000               |
"""


def test_a_unit_word_before_a_colon_keys_the_next_number_not_the_one_before() -> None:
    figs = [f for f in found(KEYED_HEADER) if f.value_text in ("10", "50")]
    assert figs and all(f.unit == "count" for f in figs)
    sizes = [f for f in found(KEYED_HEADER) if f.value_text == "4096"]
    assert [(f.unit, f.value) for f in sizes] == [("GB", pytest.approx(4.096e-6))]
    assert one(KEYED_HEADER, "88000").unit == "requests/s"


@pytest.mark.parametrize(("text", "value_text", "unit"), [
    ("The outlier was at n: 12 seconds: 3 in the trace.", "12", "count"),
    ("The outlier was at n: 12 seconds: 3 in the trace.", "3", "s"),
    ("It held 12 seconds: long enough.", "12", "s"),
    ("The pause took 40 seconds: 10 went to the flush.", "40", "s"),
])
def test_key_chains_in_prose(text: str, value_text: str, unit: str) -> None:
    assert one(text, value_text).unit == unit


# --- 4. a caption naming only a measure takes the unit the text gives it ------------------

CLOCKS = """# Clocks

The part boosts to 4.6 GHz on one core and holds 3.9 GHz on all of them; the base clock is
3.2 GHz, and the memory runs at 3200 MT/s.

**Sustained clock by load**
{: .centered}

| Load | Light | Heavy |
|---|---|---|
| 1 core | 4.6 | 4.4 |
| All cores | 3.9 | 3.5 |
"""

CLOCKS_MIXED = """# Clocks

One core reaches 4.6 GHz; the ring bus runs at 2900 MHz.

*Sustained clock by load*

| Load | Light | Heavy |
|---|---|---|
| All cores | 3.9 | 3.5 |
"""


def test_a_caption_naming_a_measure_takes_the_unit_the_document_gives_it() -> None:
    fig = one(CLOCKS, "4.4")
    assert (fig.unit, fig.value) == ("Hz", pytest.approx(4.4e9))
    assert one(CLOCKS, "3.5").unit == "Hz"


def test_no_unit_is_taken_when_the_document_splits_between_units() -> None:
    assert one(CLOCKS_MIXED, "3.5").unit == "count"


@pytest.mark.parametrize(("caption", "text", "out"), [
    ("Clock speed by load", "It ran at 3.1 GHz, then 2.9 GHz, then 800 MHz.",
     "Clock speed by load (GHz)"),
    ("Latency per query", "p50 was 3 ms and p99 12 ms; the run took 60 seconds.",
     "Latency per query (ms)"),
    ("Latency per query (us)", "p50 was 3 ms and p99 12 ms.", "Latency per query (us)"),
    ("Latency and bandwidth per host", "It moved 3 GB/s at 2 ms.",
     "Latency and bandwidth per host"),
    ("Frequency of restarts", "Nothing in the text is a frequency.", "Frequency of restarts"),
])
def test_measured_caption(caption: str, text: str, out: str) -> None:
    assert measured_caption(caption, text) == out


@pytest.mark.parametrize(("source", "caption"), [
    ("**Clock matrix**\n{: style=\"text-align: center\"}", True),
    ("*Table of runs*", True),
    ("Table 3: runs per host", True),
    ("The runs are below.\n{: .note}", False),
    ("**Bold** start, plain end.", False),
])
def test_is_caption_reads_past_an_attribute_list(source: str, caption: bool) -> None:
    assert is_caption(source) is caption


# --- 5. a row naming the columns under an empty header row ----------------------------------

BLANK_HEADER = """# Runs

|   |   |   |   |   |
|---|---|---|---|---|
|Run 2 ||**SGLang**|**vLLM**|**Requests**|
|**Qwen 2.5 7b**|Short - A10G - 7B|21.4|24.8|300|
|**Qwen 2.5 7b**|Long - A10G - 7B|61|66|12|
||||||
|Run 1 ||SGLang|vLLM|Requests|
|**Qwen 2.5 7b**|Short - A10G|8.5|9.25|300|
"""


def test_a_row_of_names_under_an_empty_header_row_is_the_header() -> None:
    values = [f.value_text for f in found(BLANK_HEADER)]
    assert {"21.4", "24.8", "8.5", "9.25"} <= set(values)
    assert "2.5" not in values  # the model's version stays part of its name


@pytest.mark.parametrize(("cells", "names"), [
    (("2nd run", "", "**Engine A**", "Requests"), True),
    (("Setup", "12.5", "Engine B"), False),
    (("Setup", "", ""), False),
    (("-3%", "Stack"), False),
])
def test_names_row(cells: tuple[str, ...], names: bool) -> None:
    assert names_row(cells) is names


# --- 6. a slash inside a cell's unit does not split the cell --------------------------------

TWO_IN_A_CELL = """# Phones

| Model | Phone A [latency &#124 tokens/s] | Phone B [latency &#124 tokens/s] |
|---|:---:|:---:|
| Small (fast) | 0.9s &#124 17.5t/s | 1.4s &#124 12.2t/s |
"""

SPLIT_CELL = """# Hosts

| Host | Cores / threads |
|---|---|
| Alpha | 16 / 32 |
"""


def test_a_cell_with_a_rate_keeps_its_rate_under_a_header_with_slashes() -> None:
    assert [(f.value_text, f.unit) for f in found(TWO_IN_A_CELL)] == [
        ("0.9", "s"), ("17.5", "tokens/s"), ("1.4", "s"), ("12.2", "tokens/s")]


def test_a_cell_of_two_numbers_is_still_split_as_its_header_is() -> None:
    assert [f.value_text for f in found(SPLIT_CELL)] == ["16", "32"]


# --- 7. a header naming a price per unit of time --------------------------------------------

PRICES = """# Prices

| Instance | vCPUs | Memory | Price per hour | Monthly cost |
|---|---|---|---|---|
| r9.large | 2 | 16 GiB | $0.1304 | $95.19 |
| r9.xlarge | 4 | 32 GiB | 0.2608 | 190.38 |
"""


def test_prices_under_a_price_per_hour_header_are_hourly() -> None:
    assert [one(PRICES, v).unit for v in ("$0.1304", "0.2608")] == ["USD/h", "USD/h"]
    assert [one(PRICES, v).unit for v in ("$95.19", "190.38")] == ["USD/month", "USD/month"]


@pytest.mark.parametrize(("header", "unit"), [
    ("Price per hour", "USD/h"), ("Cost/hr", "USD/h"), ("Hourly price", "USD/h"),
    ("Monthly cost", "USD/month"), ("Hours per run", "s"),
])
def test_header_unit_of_a_price_per_time(header: str, unit: str) -> None:
    found_unit = header_unit(header)
    assert found_unit is not None and found_unit[0].canonical == unit


def test_a_denominator_in_a_header_joined_by_underscores() -> None:
    doc = "# Runs\n\n| Config | Mem_per_GPU (GB) |\n|---|---|\n| 4x L40S | 41 |\n"
    fig = one(doc, "41")
    assert (fig.unit, fig.per) == ("GB", "GPU")


# --- 8. rows that name the measures: a benchmark's row reports scores -----------------------

EVALS = """# Evals

| Evaluation metric | Base-7B | Tuned-7B |
|---|---|---|
| MMLU (5-shot) | 0.46 | 0.49 |
| Recall@10 | 0.81 | 0.84 |
| Eval runs | 3 | 3 |
"""


def test_a_row_naming_a_benchmark_under_a_metric_corner_reports_scores() -> None:
    claims = claims_of(EVALS)
    assert {claim_by_text(claims, v).unit for v in ("0.46", "0.49", "0.81", "0.84")} == \
        {"score"}
    assert {c.unit for c in claims if c.value_text == "3"} == {"count"}


# --- a benchmark's rate printed in capitals, as TPC-C kits print it -------------------------

TPMC_TABLE = """# Order entry runs

| Warehouses | TPMC | Cluster |
| --- | --- | --- |
| 100 | 1,268.40 | 3 nodes |
| 1,000 | 12,480.55 | 3 nodes |
"""


def test_a_tpmc_header_in_capitals_gives_the_cells_tpc_c_rate() -> None:
    found = claims_of(TPMC_TABLE)
    rate = claim_by_text(found, "12,480.55")
    assert (rate.unit, rate.metric) == ("transactions/min", "throughput")

"""What a results table's headers mean when they do not say it in the usual words: a short
name the text defines in words ("FTL stands for first token latency"), the wait for the
first token written as "first token latency", a rate whose denominator sits before the time
("images/chip/s", "token/p/s"), and a footnote marker after a setting's name ("TP (1)")."""

from __future__ import annotations

import pytest

from claims.extract.figures.headers import header_per, header_unit
from claims.extract.text.definitions import defined_meaning, definitions
from claims.vocabulary.knob_headers import knob_header
from tests.conftest import claims_of

# --- 1. a short name defined in words ----------------------------------------------------


@pytest.mark.parametrize(("text", "pairs"), [
    ("FTL stands for first token latency.", [("FTL", "first token latency")]),
    ("Here QD is short for queue depth, as fio calls it.", [("QD", "queue depth")]),
    ("RTT again stands for the round trip time; see above.", [("RTT", "round trip time")]),
])
def test_a_short_name_defined_in_words(text: str, pairs: list[tuple[str, str]]) -> None:
    assert list(definitions(text, 0, len(text))) == pairs


@pytest.mark.parametrize("text", [
    "The 3 stands for three runs.",          # no short name: a number
    "A stands for the first rack.",          # one letter is no abbreviation
    "Nobody stands for hours in the queue.",  # a word, not a short name in capitals
])
def test_no_definition_without_a_short_name(text: str) -> None:
    assert list(definitions(text, 0, len(text))) == []


def test_a_header_is_its_short_names_meaning_whatever_its_brackets() -> None:
    terms = (("FTL", "first token latency"), ("QD", "queue depth"))
    assert defined_meaning("FTL(ave)(s)", terms) == "first token latency"
    assert defined_meaning("qd", terms) == "queue depth"
    assert defined_meaning("FTL max", terms) is None  # more than the short name
    assert defined_meaning("(s)", terms) is None


FIRST_WAIT = """# Serving runs

WFT stands for wait for first token. All runs used one L4.

| model | batch | WFT(mean)(s) | total(s) |
| --- | --- | --- | --- |
| Qwen2 7B | 1 | 0.031 | 2.75 |
| Qwen2 7B | 8 | 0.094 | 3.41 |
"""

UNDEFINED = FIRST_WAIT.replace("WFT stands for wait for first token. ", "")


def test_a_column_headed_by_a_defined_short_name_measures_what_it_stands_for() -> None:
    claims = {c.value_text: c for c in claims_of(FIRST_WAIT.replace(
        "wait for first token", "time to first token"))}
    assert claims["0.031"].metric == "ttft" and claims["0.094"].metric == "ttft"
    assert claims["2.75"].metric != "ttft"  # the next column is not the short name's


def test_an_undefined_short_name_gives_no_metric_of_its_own() -> None:
    claims = {c.value_text: c for c in claims_of(UNDEFINED)}
    assert claims["0.031"].metric != "ttft"


# --- 2. the first token's wait, called a latency ----------------------------------------

FIRST_TOKEN = """# Latency at batch 1

| Model | Input Length | {header} |
| --- | --- | --- |
| Mistral 7B | 512 | 21 |
| Mistral 7B | 4096 | 160 |
"""


@pytest.mark.parametrize("header", ["1st Token Latency (ms)", "First-token latency (ms)",
                                    "Time to the first token (ms)"])
def test_first_token_latency_is_the_time_to_the_first_token(header: str) -> None:
    claims = {c.value_text: c for c in claims_of(FIRST_TOKEN.format(header=header))}
    assert claims["21"].metric == "ttft" and claims["160"].metric == "ttft"


@pytest.mark.parametrize("header", ["Token latency (ms)", "Latency (ms)"])
def test_a_latency_not_of_the_first_token_is_no_ttft(header: str) -> None:
    claims = {c.value_text: c for c in claims_of(FIRST_TOKEN.format(header=header))}
    assert claims["21"].metric != "ttft"


# --- 3. a rate with its denominator before the time -------------------------------------


@pytest.mark.parametrize(("header", "unit", "per"), [
    ("token/p/s", "tokens/s", "chip"),
    ("tokens/GPU/s", "tokens/s", "GPU"),
    ("Throughput (images/chip/sec)", "images/s", "chip"),
    ("tokens/s/GPU", "tokens/s", "GPU"),  # the usual order reads as before
])
def test_a_denominator_before_the_time(header: str, unit: str, per: str) -> None:
    found = header_unit(header)
    assert found is not None and found[0].canonical == unit
    assert header_per(header) == per


@pytest.mark.parametrize("header", ["ops/s", "MB/s", "pages/second", "req/s"])
def test_a_rate_without_a_denominator_takes_none(header: str) -> None:
    assert header_per(header) is None


TRAINING = """# Training throughput

| Setup | Precision | token/p/s |
| --- | --- | --- |
| 8x H100 | bf16 | 8103 |
| 16x H100 | bf16 | 7914 |
"""


def test_a_per_processor_rate_is_a_throughput_per_accelerator() -> None:
    claims = {c.value_text: c for c in claims_of(TRAINING)}
    assert claims["8103"].unit == "tokens/s" and claims["8103"].metric == "throughput"
    assert claims["8103"].per is not None and claims["8103"].per.value == "chip"


# --- 4. a footnote marker after a setting's name ----------------------------------------


@pytest.mark.parametrize(("header", "knob"), [
    ("TP (1)", ("parallelism", "TP")),
    ("TP¹", ("parallelism", "TP")),
    ("ISL [2]", ("input_length", "")),
    ("OSL*", ("output_length", "")),
    ("TP", ("parallelism", "TP")),
])
def test_a_footnote_marker_leaves_the_setting_named(header: str, knob: tuple[str, str]) -> None:
    assert knob_header(header) == knob


@pytest.mark.parametrize("header", ["Throughput (1)", "(1)", "TP (ms)", "Run 1"])
def test_a_marker_makes_no_setting_of_another_header(header: str) -> None:
    assert knob_header(header) is None


PARALLEL = """# Serving runs on A100

| Model | Batch Size | TP (1) | Output (tok/s) |
| --- | --- | --- | --- |
| Llama 2 13B | 64 | 2 | 1530 |
| Llama 2 70B | 64 | 4 | 880 |
"""


def test_a_marked_degree_column_gives_each_row_its_parallelism() -> None:
    claims = {c.value_text: c for c in claims_of(PARALLEL)}
    assert claims["1530"].conditions.parallelism == "TP2"
    assert claims["880"].conditions.parallelism == "TP4"


# --- 5. a nested list's label ------------------------------------------------------------

NESTED = """# Results

Both stores were measured with the same client:

- On one c7g.large:
  - Alpha: 2.1M ops/sec.
  - Beta: 1.9M ops/sec.
- On one m7i.xlarge:
  - Alpha: 3.5M ops/sec.
- Alpha on one r7g.large reached 1.2M ops/sec, and
  - Beta: 0.8M ops/sec.
"""


def _leads(text: str) -> dict[str, str | None]:
    """Each list item's first words -> the text of its lead."""
    from claims.extract.text.blocks import blocks
    from claims.load.documents import parse_bytes

    loaded = parse_bytes(text.encode(), origin="t.md")
    return {loaded.text[b.start:b.end].split(":")[0].strip(" -"):
            loaded.text[slice(*b.lead)] if b.lead else None for b in blocks(loaded) if b.item}


def test_a_nested_list_takes_its_parent_items_label() -> None:
    claims = {c.value_text: c for c in claims_of(NESTED)}
    assert [claims[v].conditions.hardware for v in ("2.1M", "1.9M", "3.5M")] == \
        ["c7g.large", "c7g.large", "m7i.xlarge"]
    leads = _leads(NESTED)
    assert leads["Alpha"] == "On one m7i.xlarge:"  # the last "Alpha" item


def test_an_item_that_is_no_label_leads_nothing_in() -> None:
    leads = _leads(NESTED)
    # the item ending in "and" is a sentence, not a label: the list's own lead-in stands
    assert leads["Beta"] == "Both stores were measured with the same client:"
    assert leads["On one c7g.large"] == "Both stores were measured with the same client:"


# --- 6. a corner naming the columns' setting ---------------------------------------------

CORNER = """# Disk runs on the lab box

| Transfer | 4k (MB/s) | 64k (MB/s) | 1m (MB/s) |
| --- | --- | --- | --- |
| Seq read | 310.5 | 402.1 | 415.9 |
| Seq write | 280.2 | 366.4 | 371.0 |
"""

CORNER_ROWS = """# Disk runs on the lab box

| Transfer | 1 job (MB/s) | 4 jobs (MB/s) |
| --- | --- | --- |
| Seq read | 310.5 | 402.1 |
| Seq write | 280.2 | 366.4 |
"""


def _setting(text: str, value_text: str, name: str) -> str | None:
    claim = next(c for c in claims_of(text) if c.value_text == value_text)
    return next((s.value for s in claim.conditions.settings if s.name == name), None)


def test_a_corner_over_value_headers_is_no_setting_of_the_row_labels() -> None:
    assert _setting(CORNER, "402.1", "Transfer") is None


def test_a_corner_over_named_headers_still_names_the_rows() -> None:
    assert _setting(CORNER_ROWS, "402.1", "Transfer") == "Seq read"


@pytest.mark.parametrize(("header", "labels", "names"), [
    (("Block Size", "4k (IOPS)", "1m (IOPS)"), ("Read", "Write"), True),
    (("Op", "64 KiB", "128"), ("get", "put"), True),
    (("Workload", "1 thread", "8 threads"), ("Read", "Write"), False),
    (("Block Size", "4k", "8k"), ("4 jobs", "8 jobs"), False),  # the rows hold numbers
    (("Model", "Score"), ("Alpha",), False),
])
def test_which_corners_name_the_columns(header: tuple[str, ...], labels: tuple[str, ...],
                                        names: bool) -> None:
    from claims.extract.conditions.corner_settings import corner_names_columns
    assert corner_names_columns(header, labels) is names


# --- 7. "(min)" beside a bracketed unit --------------------------------------------------


@pytest.mark.parametrize(("header", "factor"), [
    ("FTL(min)(s)", 1.0),          # the minimum, in seconds
    ("Latency (min) (ms)", 0.001),
    ("Time (min)", 60.0),          # alone, "min" is minutes
    ("Duration (min) (p50)", 60.0),  # beside a statistic, still minutes
])
def test_min_beside_a_unit_is_the_minimum(header: str, factor: float) -> None:
    found = header_unit(header)
    assert found is not None and found[0].canonical == "s" and found[0].factor == factor


MIN_MAX = """# First token

| batch | FTL(ave)(s) | FTL(min)(s) | FTL(max)(s) |
| --- | --- | --- | --- |
| 1 | 0.031 | 0.029 | 0.035 |
"""


def test_a_minimum_column_keeps_its_seconds() -> None:
    claims = {c.value_text: c for c in claims_of(MIN_MAX)}
    assert claims["0.029"].value == pytest.approx(0.029)
    assert claims["0.029"].statistic is not None and claims["0.029"].statistic.value == "min"


def test_ave_in_its_own_bracket_is_the_mean_and_keeps_its_cell_apart() -> None:
    same = MIN_MAX.replace("0.031 | 0.029", "0.031 | 0.031")
    claims = [c for c in claims_of(same) if c.value_text == "0.031"]
    assert sorted(c.statistic.value for c in claims if c.statistic) == ["mean", "min"]


def test_ave_outside_a_bracket_is_no_statistic() -> None:
    claims = claims_of("The shop on Main Ave sold 300 units, ave 5 a day.")
    assert all(c.statistic is None for c in claims)

"""Extractor accuracy by failure class: sentences and tables that must and must not give
figures, written for these tests (spelled counts and durations, table cells, ranges,
statistics in row labels, evidence words)."""

from __future__ import annotations

import pytest

from claims.extract import extract, figures_of
from claims.load.documents import parse_bytes

Row = tuple[float, str, str | None, str | None]


def figures(text: str) -> list[Row]:
    """(value, unit, per, statistic) of every figure in a small document."""
    loaded = parse_bytes(text.encode(), origin="t.md")
    return [(f.value, f.unit, f.per, f.statistic) for f in figures_of(loaded)]


HOUR, YEAR, WEEK = 3600.0, 31536000.0, 604800.0

MUST = [
    # class 1: a spelled number before a plural noun counts it; before a time unit, a duration
    ("The planner now keeps nine histograms per column.", (9, "count", None, None)),
    ("The scheduler splits work across two pipelines.", (2, "count", None, None)),
    ("Four benchmarks were added this year.", (4, "count", None, None)),
    ("The soak test ran for six hours without errors.", (6 * HOUR, "s", None, None)),
    ("Recovery finished in under twelve minutes.", (720, "s", None, None)),
    ("The warranty covers three years of writes.", (3 * YEAR, "s", None, None)),
    ("Support lasts for a seven-year term.", (7 * YEAR, "s", None, None)),
    ("Memory traffic fell by a factor of four.", (4, "x", None, None)),
    ("Memory traffic fell by a factor of 4.", (4, "x", None, None)),
    # class 5: a range's low end, a hedged "from about", currencies other than the dollar
    ("Batch jobs went from about 3.5 million to 5.2 million rows per second.",
     (5.2e6, "rows/s", None, None)),
    ("The cluster cost roughly 41 million EUR to build.", (41e6, "EUR", None, None)),
    ("Each licence is 1,200 CNY a year.", (1200, "CNY", None, None)),
    # class 9: statistics written after the figure or as "topped out at"
    ("The older card topped out at 100 Gb/s per port.", (100, "Gbit/s", "port", "max")),
    ("Each drive is rated at 18 W maximum under load.", (18, "W", "drive", "max")),
    # class 7: the compared side takes the unit of the figure it is set against
    ("It sustains 88,000 writes per second, against 61,000 on the old engine.",
     (61000, "writes/s", None, None)),
]

MUST_NOT = [
    # time references place the text in time, they measure nothing
    "A patch release is due within two weeks.",
    "One year ago the index was rebuilt.",
    # class 1 idioms stay out: a spelled number that counts nothing
    "One of the queries timed out.",
    "The two of them share a cache.",
    "It was repeated three times to be safe.",
    "Two thirds of the time goes to parsing.",
]

MUST_NOT_ROWS = [
    # a sum is not a best case
    ("All the saved time adds up to 212 years of compute.", (212 * YEAR, "s", None, "max")),
    # a range of lengths after a ratio is no ratio
    ("It is 1.4x faster on inputs from 256 to 8192 tokens long.", (256, "x", None, None)),
]


@pytest.mark.parametrize(("text", "want"), MUST, ids=[t for t, _ in MUST])
def test_must_find(text: str, want: Row) -> None:
    got = figures(text)
    assert want in got, f"missing {want}; got {got}"


@pytest.mark.parametrize(("text", "unwanted"), MUST_NOT_ROWS)
def test_must_not_read_as(text: str, unwanted: Row) -> None:
    assert unwanted not in figures(text)


@pytest.mark.parametrize("text", MUST_NOT)
def test_must_not_find(text: str) -> None:
    assert figures(text) == []


SPEC_TABLE = """\
| CPU | Cores / threads | Boost |
|---|---|---|
| Corex 7 7800Z | 24 / 48 | 5.1 GHz |
| Corex 5 5600Z | 10 / 20 | 4.9 GHz |
"""

MODEL_TABLE = """\
| Model | GPUs | Speed-up |
|---|---|---|
| Qwen 2 7B | 4x L40S | 1.6x |
| Mistral 7B | 8x L40S | 2.2x |
"""

LATENCY_TABLE = """\
| Metric | Before | After |
|---|---|---|
| Median response time | 14 ms | 9 ms |
| p99 response time | 120 ms | 61 ms |
"""


def test_a_range_in_a_title_keeps_its_low_end() -> None:
    got = figures("# Relay 4: 2.5-3.0x faster joins\n\nBody text.\n")
    assert got == [(2.5, "x", None, None)], got


def test_a_hedged_change_keeps_its_before_value() -> None:
    text = "# T\n\nLatency went from about 4.5 ms to 2.1 ms after the fix.\n"
    _, claims = extract(parse_bytes(text.encode(), origin="t.md"))
    timed = [c for c in claims if c.unit == "s"]
    assert [(c.value, c.baseline.value if c.baseline else None) for c in timed] == [
        (0.0021, 0.0045)], timed


def test_caveat_sections_give_new_figures_but_not_repeats() -> None:
    text = ("# Relay 4\n\nRelay 4 serves 90,000 requests per second on one node.\n\n"
            "## Caveats and limits\n\nThe 90,000 requests per second figure is a best case; "
            "with TLS on, it was 61,000 requests per second.\n")
    document, claims = extract(parse_bytes(text.encode(), origin="t.md"))
    values = sorted(c.value for c in claims if c.unit == "requests/s")
    assert values == [61000, 90000], values
    repeated = next(c for c in claims if c.value == 90000)
    assert len(repeated.mentions) <= 1 and repeated.source.line == 3, repeated
    assert document.caveats, "the caveat sentences are still kept as caveats"


def test_cores_and_threads_in_one_cell_are_two_counts() -> None:
    got = figures(SPEC_TABLE)
    for value in (24, 48, 10, 20):
        assert (value, "count", None, None) in got, got


def test_product_names_in_table_cells_are_not_figures() -> None:
    values = [row[0] for row in figures(SPEC_TABLE) + figures(MODEL_TABLE)]
    for name_part in (7, 7800, 5, 5600, 2, 7e9):
        assert name_part not in values, values
    assert (4, "count", None, None) in figures(MODEL_TABLE)  # "4x L40S" still counts GPUs


def test_a_statistic_in_a_row_label_applies_to_the_row() -> None:
    got = figures(LATENCY_TABLE)
    assert (0.014, "s", None, "median") in got and (0.009, "s", None, "median") in got, got
    assert (0.12, "s", None, "p99") in got and (0.061, "s", None, "p99") in got, got


def test_reaching_a_target_quality_is_measured_not_projected() -> None:
    text = ("# Training round\n\nThe cluster trained the model to its target accuracy in "
            "4.2 minutes on 512 GPUs.\n")
    _, claims = extract(parse_bytes(text.encode(), origin="t.md"))
    timed = [c for c in claims if c.unit == "s"]
    assert timed and all(c.evidence.value == "measured" for c in timed), timed


def test_a_stated_target_is_still_projected() -> None:
    text = "# Plan\n\nThe next release targets 2.5 million requests per second.\n"
    _, claims = extract(parse_bytes(text.encode(), origin="t.md"))
    assert [c.evidence.value for c in claims if c.unit == "requests/s"] == ["projected"]


def _concurrency(text: str) -> dict[float, int | None]:
    """Each figure's concurrency condition, by value."""
    _, claims = extract(parse_bytes(text.encode(), origin="t.md"))
    return {c.value: c.conditions.concurrency for c in claims if c.unit == "tokens/s"}


def test_an_operating_point_binds_to_its_own_figure() -> None:
    got = _concurrency("# Relay on Atlas\n\nPeak throughput reaches 2.1 million tokens per "
                       "second, and a single-user path reaches 900 tokens per second.\n")
    assert got == {2.1e6: None, 900: 1}, got


def test_an_operating_point_that_opens_a_sentence_binds_to_all_of_it() -> None:
    got = _concurrency("# Relay on Atlas\n\nAt concurrency 64, the rack served 40,000 tokens "
                       "per second and each user saw 610 tokens per second.\n")
    assert got == {40000: 64, 610: 64}, got


def test_an_operating_point_does_not_leak_to_the_next_sentence() -> None:
    got = _concurrency("# Relay on Atlas\n\nFor one user, decode runs at 880 tokens per second. "
                       "The rack peaks at 1.9 million tokens per second.\n")
    assert got == {880: 1, 1.9e6: None}, got


def test_up_from_pairs_with_the_figure_it_updates_across_a_count() -> None:
    text = ("# Relay 4\n\nThe store reached 310,000 writes per second with 256 client "
            "connections, up from 190,000 writes per second in Relay 3, and latency fell "
            "from 9 ms to 4 ms.\n")
    _, claims = extract(parse_bytes(text.encode(), origin="t.md"))
    rates = [(c.value, c.kind.value, c.baseline.value if c.baseline else None)
             for c in claims if c.unit == "writes/s"]
    assert rates == [(310000, "before_after", 190000)], rates
    timed = [(c.value, c.baseline.value if c.baseline else None) for c in claims if c.unit == "s"]
    assert timed == [(0.004, 0.009)], timed


def test_a_ratio_of_the_metric_of_a_system_names_its_baseline() -> None:
    text = "# Relay 4\n\nRelay 4 reaches 12x the throughput of Relay 3 on one node.\n"
    _, claims = extract(parse_bytes(text.encode(), origin="t.md"))
    ratio = next(c for c in claims if c.unit == "x")
    assert ratio.baseline is not None and "Relay 3" in (ratio.baseline.description or "")


def test_who_measured_does_not_run_across_a_sentence_end() -> None:
    text = ("# Kernel notes\n\nThe kernel runs in INT8. The authors report 410 TOPS on one "
            "card.\n")
    _, claims = extract(parse_bytes(text.encode(), origin="t.md"))
    assert {c.measured_by for c in claims} == {"authors"}, [c.measured_by for c in claims]


def test_a_memory_size_the_system_is_built_with_is_configuration() -> None:
    text = ("# Relay 4\n\nOn a server with 512 GB of memory, Relay 4 served 80,000 requests "
            "per second and used 41 GB of memory at peak.\n")
    _, claims = extract(parse_bytes(text.encode(), origin="t.md"))
    kinds = {c.value: c.kind.value for c in claims if c.unit == "GB"}
    assert kinds == {512: "config", 41: "headline"}, kinds


@pytest.mark.parametrize(("body", "kinds"), [
    # Parts listed after a colon, each part's size, a sized partition, the input's size.
    ("The host: 768 GB of RAM, 64 cores, and 8 NVMe drives of 7,680 GB each, pooled into "
     "one 61 TB ZFS volume. The job read 40,000 GB of Parquet files and spilled about 3 TB "
     "to disk.", {768: "config", 7680: "config", 61000: "config", 40000: "config",
                  3000: "headline"}),
    # Memory a run used, even listed, is a result.
    ("Peak usage was 41 GB of memory; the index took 12 GB on disk.",
     {41: "headline", 12: "headline"}),
])
def test_sizes_of_parts_and_of_the_input_are_configuration(body: str,
                                                           kinds: dict[int, str]) -> None:
    _, claims = extract(parse_bytes(f"# Run\n\n{body}\n".encode(), origin="t.md"))
    got = {round(c.value): c.kind.value for c in claims if c.unit == "GB"}
    assert got == kinds, got


def test_what_a_comparison_holds_fixed_is_not_what_it_measures() -> None:
    text = "# Relay 4\n\nThe new index needs about 40% less memory for the same recall.\n"
    _, claims = extract(parse_bytes(text.encode(), origin="t.md"))
    assert [c.metric for c in claims] == ["memory"], [c.metric for c in claims]


def test_a_size_per_core_keeps_its_denominator_but_not_the_neighbours() -> None:
    got = figures("Each core gets 2 MB of L2, up from 1 MB to 2 MB per core in the old part.")
    assert (0.002, "GB", "core", None) in got, got
    spec = figures("A server with 96 cores per socket and 1.5 TB of memory.")
    assert all(row[2] is None for row in spec), spec


def test_a_ratio_of_a_before_after_pair_takes_its_before_side() -> None:
    text = ("# Relay 4\n\nRelay 4 handled 90,000 requests per second with 64 clients, up from "
            "30,000 requests per second in Relay 3: a 3x gain. A 9x gain is planned.\n")
    _, claims = extract(parse_bytes(text.encode(), origin="t.md"))
    ratios = {c.value: c.baseline.value if c.baseline else None for c in claims if c.unit == "x"}
    assert ratios == {3: 30000, 9: None}, ratios

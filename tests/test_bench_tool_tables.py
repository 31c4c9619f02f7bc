"""Result tables that benchmark tools print in fixed shapes, pasted whole into a post:
pytest-benchmark's columns of "value (ratio to the column's best)", its "Outliers" and
"Rounds" counts and its "OPS" rate, under a corner that names the time unit once."""

from __future__ import annotations

from claims.extract.text.best_ratios import best_value
from tests.conftest import claims_of

_TABLE = (
    "# Parser timings\n\n"
    "| Name (time in ms) | Min | Mean | Outliers | OPS | Rounds |\n"
    "|---|---|---|---|---|---|\n"
    "| test_fast_parse | 2.0000 (1.0) | 2.5000 (1.0) | 4;1 | 400.0000 (1.0) | 120 |\n"
    "| test_slow_parse | 5.0000 (2.50) | 8.0000 (3.20) | 12;7 | 125.0000 (0.31) | 40 |\n"
    "| test_json_parse | 3.1000 (1.55) | 3.6000 (1.44) | 2;0 | 277.7778 (0.69) | 90 |\n")


def _by_text(claims: tuple) -> dict[str, list]:
    """The claims of a table keyed by the quote of their first mention."""
    out: dict[str, list] = {}
    for c in claims:
        out.setdefault(c.source.quote.strip(), []).append(c)
    return out


def test_a_bracket_is_the_ratio_to_the_best_cell_of_its_column() -> None:
    claims = claims_of(_TABLE)
    ratios = sorted(c.value for c in claims if c.unit == "x")
    assert ratios == sorted([1.0, 1.0, 1.0, 2.5, 3.2, 0.31, 1.55, 1.44, 0.69])
    slow = next(c for c in claims if c.unit == "x" and c.value == 3.2)
    assert slow.baseline is not None and abs(slow.baseline.value - 0.0025) < 1e-12


def test_the_value_before_the_bracket_takes_the_corner_time_unit() -> None:
    values = {round(c.value, 9) for c in claims_of(_TABLE) if c.unit == "s"}
    assert {0.002, 0.005, 0.0031, 0.0025, 0.008, 0.0036} <= values


def test_tool_columns_are_counts_and_a_rate_not_times() -> None:
    claims = claims_of(_TABLE)
    assert {c.value for c in claims if c.unit == "ops/s"} == {400.0, 125.0, 277.7778}
    seconds = {c.value for c in claims if c.unit == "s"}
    assert not seconds & {4e-3, 1e-3, 0.012, 0.12, 0.04}  # outliers and rounds are no times


def test_best_value_needs_every_bracket_to_agree() -> None:
    assert best_value(["2.0 (1.0)", "5.0 (2.50)"]) == "2.0"
    assert best_value(["2.0 (1.0)", "5.0 (7)"]) == ""  # "(7)": a count, no quotient
    assert best_value(["2.0 (3)", "5.0 (4)"]) == ""  # no reference row reading 1
    assert best_value(["2.0 (1.0)"]) == ""  # one cell proves nothing


def test_brackets_that_are_no_quotients_stay_unread() -> None:
    """Must not fire: "(12)" beside a value is a count of runs, the column agrees on none."""
    table = _TABLE.replace("5.0000 (2.50)", "5.0000 (12)  ")
    assert 12.0 not in {c.value for c in claims_of(table) if c.unit == "x"}


_HYPERFINE = ("# Search tools\n\n"
              "| Command | Mean [ms] | Min [ms] | Max [ms] | Relative |\n"
              "|:---|---:|---:|---:|---:|\n"
              "| `grep -r foo` | 410.2 ± 5.1 | 401.0 | 422.7 | 3.05 ± 0.06 |\n"
              "| `rg foo` | 134.5 ± 1.9 | 131.2 | 138.0 | 1.00 |\n")


def test_hyperfine_relative_column_is_a_multiple() -> None:
    claims = claims_of(_HYPERFINE)
    assert sorted(c.value for c in claims if c.unit == "x") == [1.0, 3.05]


_JMH = ("# Codec throughput\n\n"
        "| Benchmark | Mode | Cnt | Score | Error | Units |\n"
        "|---|---|---|---|---|---|\n"
        "| Codec.decode | thrpt | 10 | 5120.330 | ± 40.120 | ops/s |\n"
        "| Codec.encode | avgt | 10 | 215.904 | ± 3.771 | ns/op |\n")


def test_jmh_count_column_takes_no_unit_from_the_units_column() -> None:
    claims = claims_of(_JMH)
    assert [c.unit for c in claims if c.value == 10] == ["count", "count"]
    assert 5120.33 in {c.value for c in claims if c.unit == "ops/s"}
    assert any(abs(c.value - 215.904e-9) < 1e-15 for c in claims if c.unit == "s")


def test_sizes_in_a_heading_are_figures_a_section_number_is_not() -> None:
    text = ("# Solver scaling\n\n## 3 Results\n\n### 8192\u00d78192 grid (67M cells)\n\n"
            "| GPUs | Time (ms) |\n|---|---|\n| 1 | 80.5 |\n| 2 | 41.0 |\n")
    values = {c.value for c in claims_of(text) if c.source.line == 5}
    assert values == {8192.0, 67e6}
    assert 3.0 not in {c.value for c in claims_of(text)}


def test_a_decimal_comma_before_a_unit_word_is_read() -> None:
    """llama.cpp's timings pasted from a machine set to a decimal-comma locale."""
    table = ("# Timings\n\n| counter | time | per token | rate |\n|---|---|---|---|\n"
             "| eval time | 2140,55 ms | 21,62 ms per token | 46,25 tokens per second |\n")
    values = {(round(c.value, 6), c.unit) for c in claims_of(table)}
    assert {(2.14055, "s"), (0.02162, "s"), (46.25, "tokens/s")} <= values


def test_a_comma_list_before_a_joining_word_stays_a_list() -> None:
    """Must not fire: "8,16 and 32" lists three sizes, "1,2 GPUs" two device ids."""
    values = {c.value for c in claims_of("# Sizes\n\nWe ran batch sizes 8,16 and 32 at 4 ms.\n")}
    assert 8.16 not in values


def test_benchmarkdotnet_allocated_column_is_in_bytes() -> None:
    table = ("# Hashing\n\n| Method | Mean | Ratio | Allocated |\n|---|---|---|---|\n"
             "| Crc32 | 310.2 ns | 1.00 | 96 B |\n| XxHash | 88.4 ns | 0.28 | 1.5 KB |\n")
    sizes = {round(c.value * 1e9, 3) for c in claims_of(table) if c.unit == "GB"}
    assert sizes == {96.0, 1500.0}


def test_units_line_above_the_table_and_a_bounded_ratio() -> None:
    """pytest-benchmark prints "(time in us)" over the table, and "(>1000.0)" for a ratio
    too large to print: the column still reads as ratios to its best cell."""
    text = ("# Run\n\n(time in us)\n\n| Name | Min | Mean | Rounds |\n|---|---|---|---|\n"
            "| test_x | 2.0000 (1.0) | 2.5000 (1.0) | 900 |\n"
            "| test_y | 4.4000 (2.20) | 5.0000 (2.00) | 400 |\n"
            "| test_z | 3100.0000 (>1000.0) | 3300.0000 (>1000.0) | 3 |\n")
    claims = claims_of(text)
    assert sorted(c.value for c in claims if c.unit == "x") == [1.0, 1.0, 2.0, 2.2, 1000.0,
                                                                1000.0]
    assert any(abs(c.value - 0.0031) < 1e-12 for c in claims if c.unit == "s")
    assert {c.value for c in claims if c.unit == "count"} >= {900.0, 400.0, 3.0}

"""Units a page states once for many numbers: a note above tables giving each measure its
unit ("latency is reported in microseconds and memory in megabytes") for the tables whose
corner names that measure; a note on every value ("each value is in GB/s") for the tables
of its section; a lead-in sentence that only states the unit; a cell holding a figure "@"
another ("900 IOps@2.5ms"); a per-second column of sizes; a tool's identifier header; a
score benchmark's table. Must-fire and must-not-fire cases, on documents of our own."""

from __future__ import annotations

from claims.extract import extract
from claims.extract.figures.headers import header_unit
from claims.extract.text.unit_notes import note_above, unit_note
from claims.load.documents import parse_bytes
from tests.conftest import figures_in

PARSERS = """# Two JSON parsers

## Parsing

Both parsers read the same files. Below, latency is reported in microseconds and memory
in megabytes.

### Small files

| Latency | jparse 1.0 | jparse 2.0 |
|---|---:|---:|
| tiny.json | 41 | 37 |
| short.json | 118 | 97 |

| Memory | jparse 1.0 | jparse 2.0 |
|---|---:|---:|
| tiny.json | 12.5 | 9.25 |
| short.json | 14.5 | 10.75 |

| Library | Stars | Contributors |
|---|---:|---:|
| jparse | 5120 | 83 |
| yparse | 2210 | 29 |
"""

KERNELS = """# Copy kernels

## Copies

Copies used pinned buffers, and each value is in GB/s.

| Buffer | naive | tiled |
|---|---:|---:|
| small | 310.5 | 402.25 |

| Buffer | naive | tiled |
|---|---:|---:|
| large | 655.5 | 802.75 |

## Builds

| Build | naive | tiled |
|---|---:|---:|
| debug | 143 | 151 |
"""


def units(text: str) -> dict[str, str]:
    """Each figure's written value -> its canonical unit."""
    return {f.value_text: f.unit for f in figures_in(text)}


def values(text: str) -> dict[str, float]:
    """Each figure's written value -> its value in the canonical unit."""
    return {f.value_text: f.value for f in figures_in(text)}


def test_a_note_of_two_measures_reads_both_pairs() -> None:
    assert unit_note("Here time is given in seconds and size in bytes.") == \
        "time in seconds, size in bytes"


def test_a_corner_naming_a_measure_takes_that_measures_unit() -> None:
    found, read = units(PARSERS), values(PARSERS)
    assert found["41"] == found["97"] == "s"
    assert abs(read["118"] - 118e-6) < 1e-12
    assert found["12.5"] == found["10.75"] == "GB"


def test_a_table_naming_no_measure_of_the_note_takes_nothing() -> None:
    found = units(PARSERS)
    assert found["5120"] == found["83"] == "count"


def test_a_note_on_every_value_reaches_the_tables_of_its_section() -> None:
    found = units(KERNELS)
    assert found["310.5"] == found["802.75"] == "GB/s"


def test_a_note_on_every_value_ends_with_its_section() -> None:
    assert units(KERNELS)["143"] == "count"


def test_a_sentence_about_times_gives_no_unit_to_a_table_of_no_time() -> None:
    text = ("Every build took several minutes; the times are in minutes.\n\n"
            "| Project | Files | Modules |\n|---|---:|---:|\n| core | 412 | 37 |\n"
            "| cli | 96 | 12 |\n")
    found = units(text)
    assert found["412"] == found["37"] == "count"


def test_a_lead_in_sentence_that_only_states_the_unit_speaks_for_the_table() -> None:
    assert note_above(["Each run drained the cell. The durations are in hours. "
                       "The screen stayed on."]) == "hours"
    assert note_above(["Each run drained the cell. Hours of use differ a lot. "
                       "The screen stayed on."]) is None


def test_a_figure_at_another_reads_both_with_their_units() -> None:
    text = "| Block | disk A |\n|---|---|\n| 8K | 900 IOps@2.5ms |\n| 16K | 610 Iops@4.1ms |\n"
    found = units(text)
    assert found["900"] == found["610"] == "IOPS"
    assert found["2.5"] == found["4.1"] == "s"


def test_an_at_sign_after_a_name_reads_no_figure() -> None:
    found = units("Recall@10 reached 0.93 and mylib@2.1 shipped.")
    assert "10" not in found and "2.1" not in found


def test_a_per_second_column_of_sizes_is_a_rate() -> None:
    text = "| Host | Transfer/sec |\n|---|---|\n| a | 41.5MB |\n| b | 17.25MB |\n"
    assert units(text)["41.5"] == "GB/s"


def test_a_tools_identifier_header_names_its_unit() -> None:
    for header, unit in (("peak_rss_mb", "GB"), ("queries_per_second", "queries/s"),
                         ("drop-pps", "packets/s")):
        found = header_unit(header)
        assert found is not None and found[0].canonical == unit, header
    assert header_unit("MAX_LATENCY") is None  # a minimum or maximum names no unit
    assert header_unit("GPT-J") is None


def test_a_time_header_in_capitals_keeps_its_unit() -> None:
    found = header_unit("query time(S)")
    assert found is not None and found[0].canonical == "s"
    assert header_unit("Shards (S)") is None


def test_min_before_a_measure_is_the_minimum_not_minutes() -> None:
    assert header_unit("Min latency") is None
    found = header_unit("Wall time (min)")
    assert found is not None and found[0].factor == 60


def _claims(text: str) -> dict[str, str]:
    """Each record's written value -> its unit, as the report gives it."""
    _, claims = extract(parse_bytes(text.encode(), origin="t.md"))
    return {c.value_text or "": c.unit for c in claims}


def test_cells_under_a_score_benchmark_are_scores() -> None:
    text = ("| Cinebench R24 | Single Core | Multicore |\n|---|---|---|\n"
            "| laptop | 1187 | 9874 |\n| desktop | 1311 | 14120 |\n")
    found = _claims(text)
    assert found["1187"] == found["14120"] == "score"


def test_cells_under_another_corner_stay_counts() -> None:
    text = ("| Cluster | Single Core | Multicore |\n|---|---|---|\n"
            "| small | 1187 | 9874 |\n| large | 1311 | 14120 |\n")
    assert _claims(text).get("1187") != "score"


def test_a_note_saying_what_the_figures_are_gives_their_rate() -> None:
    assert unit_note("The figures below are frames rendered per second.") == \
        "frames rendered per second"
    assert unit_note("The figures are from the March run.") is None
    text = ("Each card rendered the same scenes. The figures are frames rendered per second:\n\n"
            "| Scene | card A | card B |\n|---|---:|---:|\n| forest | 88.5 | 97.25 |\n")
    assert units(text)["88.5"] == "frames/s"


def test_readings_listed_in_one_cell_each_take_the_columns_unit() -> None:
    text = ("| Mode | fps readings |\n|---|---|\n| a | 1,204,331 / 1,198,020 / 1,201,457 |\n"
            "| b | 904331 / 898020 / 901457 |\n")
    found = units(text)
    assert found["1,198,020"] == found["1,201,457"] == found["898020"] == "frames/s"


def test_an_input_output_pair_is_still_no_figure() -> None:
    assert "1024" not in units("At 1024/128 tokens the server gave 95 requests per second.")


PAIRED_ABOVE = """# Startup

Startup time is given in milliseconds and memory in kilobytes.

| Memory | cold | warm |
|---|---:|---:|
| alpha.py | 2922.5 | 2842.5 |

| Time | cold | warm |
|---|---:|---:|
| alpha.py | 188.5 | 191.5 |

| Host | cold | warm |
|---|---:|---:|
| alpha.py | 12 | 14 |
"""


def test_a_note_of_two_measures_right_above_speaks_for_the_measure_the_corner_names() -> None:
    found, read = units(PAIRED_ABOVE), values(PAIRED_ABOVE)
    assert found["2922.5"] == "GB" and abs(read["2922.5"] - 2.9225e-3) < 1e-12
    assert found["188.5"] == "s" and abs(read["188.5"] - 0.1885) < 1e-12


def test_a_note_of_two_measures_gives_nothing_to_a_table_of_neither() -> None:
    found = units(PAIRED_ABOVE)
    assert found["12"] == found["14"] == "count"

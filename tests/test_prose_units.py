"""A table whose unit only the prose around it states: a rate named as the measure in the
paragraph right before it, or one of its numbers restated with a unit in the paragraph
right after it, gives its bare measured columns that unit; a header's own unit stands, and
setting columns (whole numbers) and prose figures that are no cell give nothing."""

from __future__ import annotations

from claims.extract import figures_in_text
from claims.extract.figures.candidate import describe
from claims.extract.figures.prose_units import measure_in_prose, prose_unit
from claims.extract.text.unit_notes import unit_note


def _gives(text: str) -> tuple[str, ...]:
    """The figures a text gives, each in one line."""
    return tuple(describe(fig) for fig in figures_in_text(text))


_GRID = ("| workload \\ racks | 1 | 2 | 4 |\n|---|---|---|---|\n"
         "| indexing | 12.5 | 23.75 | 41.2 |\n| search | 88.1 | 160.4 | 301.9 |\n")


def test_rate_named_before_the_table() -> None:
    """A lead-in naming the rate measured (no number of its own) gives every cell it."""
    got = _gives("We count how many documents per second each cluster ingests as racks "
                 "are added.\n\n" + _GRID)
    assert sum(g.startswith(("12.5 ", "301.9 ")) and "documents/s" in g for g in got) == 2


def test_cell_restated_after_the_table() -> None:
    """A cell repeated with its unit under the table says what the cells measure."""
    got = _gives("Indexing and search on growing clusters.\n\n" + _GRID +
                 "\nSearch reached 301.9 queries per second on four racks.\n")
    assert any(g.startswith("23.75 ") and "queries/s" in g for g in got)


def test_other_figures_after_the_table_give_nothing() -> None:
    """A figure of the prose that is no cell ("in 2.5 s") is about something else."""
    got = _gives("Indexing and search on growing clusters.\n\n" + _GRID +
                 "\nA rack boots in 2.5 s and joins in 4.1 s.\n")
    assert not any(g.startswith("23.75 ") and " s" in g for g in got)


def test_two_units_around_the_table_give_nothing() -> None:
    """Prose naming two rates leaves the cells bare."""
    assert prose_unit(["It logs requests per second and bytes per second."], ["12.5"]) is None


def test_header_unit_stands() -> None:
    """A column whose header states its unit keeps it."""
    got = _gives("We count how many documents per second each cluster ingests.\n\n"
                 "| racks | latency (ms) |\n|---|---|\n| 1 | 12.5 |\n| 2 | 14.25 |\n")
    assert "0.0125 s" in got
    assert not any("documents/s" in g for g in got)


def test_setting_column_takes_nothing() -> None:
    """A column of whole numbers (a knob's values) does not take the prose's rate."""
    got = _gives("We count how many documents per second each setup ingests.\n\n"
                 "| setup | shards | speed |\n|---|---|---|\n"
                 "| small | 4 | 120.5 |\n| large | 16 | 410.25 |\n")
    assert not any(g.startswith(("4 ", "16 ")) and "documents/s" in g for g in got)
    assert any(g.startswith("410.25 ") and "documents/s" in g for g in got)


_LATER = ("Each run used eight workers. Speed below is total frames per second per GPU.\n\n"
          "## Large scenes\n\n"
          "| Scene count | 4K, denoise off | 4K, denoise on |\n|---|---|---|\n"
          "| 1 | 210.5 | 180.25 |\n| 8 | 640.75 | 511.5 |\n")


def test_measure_below_is_a_rate() -> None:
    """"<Measure> below is <rate>" gives later tables' bare columns that rate, per GPU."""
    assert unit_note("Speed below is total frames per second per GPU.") == \
        "frames per second per GPU"
    got = _gives(_LATER)
    assert sum("frames/s" in g for g in got) == 4
    assert not any(g.startswith(("1 ", "8 ")) and "frames/s" in g for g in got)


def test_thing_below_is_no_rate() -> None:
    """"The setup below is ..." states no unit, and "below are in" is the older note."""
    assert unit_note("The setup below is the same as in the first post.") is None
    got = _gives(_LATER.replace("Speed below is total frames per second per GPU.",
                                "The setup below is the same as before."))
    assert not any("frames/s" in g for g in got)


_KEYED = ("Each store was loaded until its p99 latency stayed under 20ms, then run an hour.\n\n"
          "## Results\n\n"
          "| metric | store A | store B |\n|---|---|---|\n"
          "| Peak ops/s | 5120.5 | 6210.25 |\n| p99 latency | 14.75 | 18.5 |\n"
          "| Clients | 64 | 128 |\n")


def test_row_measure_takes_the_unit_prose_gives_it() -> None:
    """A "p99 latency" row with no unit takes the unit the prose wrote its figure in."""
    got = _gives(_KEYED)
    assert "0.01475 s (p99)" in got and "0.0185 s (p99)" in got
    assert "64 count" in got  # the clients row names no measure: untouched


def test_row_measure_in_two_units_takes_none() -> None:
    """Where the prose writes the measure in two units, no one is the row's."""
    got = _gives(_KEYED.replace("then run an hour.", "and a p99 latency of 1.5 s was the cap."))
    assert not any(g.endswith(" s") and g.startswith(("0.01475", "14.75")) for g in got)


def test_one_word_measure_is_not_searched() -> None:
    """"Latency" alone is too common a name to find its figures by."""
    assert measure_in_prose("Latency", ["Latency stayed under 20ms."]) is None
    assert measure_in_prose("p99 latency", ["The p99 latency stayed under 20ms."]) is not None


_DETECTORS = ("Scores are mean box AP on our validation split; FPS is frames per second "
              "on one card.\n\n| Detector | AP | AP50 | FPS |\n|---|---|---|---|\n"
              "| Kestrel-S | 41.3 | 60.2 | 87.5 |\n| Kestrel-L | 47.9 | 66.8 | 35.25 |\n")


def test_a_unit_the_prose_gives_as_one_columns_meaning_stays_in_that_column() -> None:
    """Must: "FPS is frames per second" gives the FPS column its rate; must not: the
    score columns beside it, bare decimals too, take that rate."""
    got = _gives(_DETECTORS)
    assert any(g.startswith("87.5 ") and "frames/s" in g for g in got)
    assert not any(g.startswith(("41.3 ", "60.2 ", "47.9 ")) and "frames/s" in g for g in got)

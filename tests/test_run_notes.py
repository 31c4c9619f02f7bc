"""A bracketed note of the run after a table cell's number ("3550.48 (batch: 8)"): the cell
stays a measured figure, the note's number is a count of its own, and a standing note that
says over what the values were taken still gives the table its unit."""

from __future__ import annotations

from claims.extract import figures_in_text
from claims.extract.figures.candidate import describe
from claims.extract.text.unit_notes import unit_note


def _gives(text: str) -> tuple[str, ...]:
    """The figures a text gives, each in one line."""
    return tuple(describe(fig) for fig in figures_in_text(text))


_TABLE = ("Every number below is the mean write rate in MB/s across three disks.\n\n"
          "| | Pool A (small) | Pool B (large) |\n|---|---|---|\n"
          "| single host | 120.5 (jobs: 4) | 98.25 (jobs: 2) |\n"
          "| two hosts | 231.75 (jobs: 4) | 188.5 (jobs: 2) |\n")


def test_noted_cells_are_read_with_the_note_unit() -> None:
    """Every decimal cell is kept (no version), in the note's unit and with its statistic;
    the jobs are counts."""
    got = _gives(_TABLE)
    assert got.count("4 count") == 2 and got.count("2 count") == 2
    rates = [g for g in got if "GB/s" in g]
    assert len(rates) == 4 and all(g.endswith("(mean)") for g in rates)


def test_list_label_still_dropped() -> None:
    """A label closing no bracket ("1) install") is still no figure."""
    assert _gives("Steps: 1) fetch the image 2) boot it on 6 nodes.") == ("6 count nodes",)


def test_bracketed_count_in_prose() -> None:
    """The number closing a bracketed note in prose is its value."""
    assert _gives("It trained 91 images per second (workers: 3).") == \
        ("91 images/s", "3 count workers")


def test_version_cell_under_version_header_stays_dropped() -> None:
    """A release column's decimals remain names, with or without a note."""
    text = "| Tool | Version | Rate (ops/s) |\n|---|---|---|\n| foo | 2.4 (beta) | 5100 |\n"
    assert not any(g.startswith("2.4 ") for g in _gives(text))


def test_note_unit_before_an_over_phrase() -> None:
    """A note may go on to say over what its values were taken; prose stays prose."""
    assert unit_note("All values are the median latency in ms over ten runs.") == "ms"
    assert unit_note("latency in ms was lowest on the second day") is None


def test_row_label_rate_after_a_statistic_word() -> None:
    """A row label "Max QPS" gives its cells the rate; a bare "Max" row gives none."""
    text = ("| Run | Site A | Site B |\n|---|---|---|\n| Peak TPS | 4120.5 | 3980.25 |\n"
            "| Max | 7 | 9 |\n")
    assert _gives(text) == ("4120.5 transactions/s (peak)", "3980.25 transactions/s (peak)",
                            "7 count", "9 count")

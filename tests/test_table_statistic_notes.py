"""A statistic stated once for a whole table ("Each value below is the median of five
runs") is every measured cell's statistic where the cell names none of its own; a count
column, a cell naming its own statistic, and a sentence about one figure ("The median run
took 4 s") are left alone."""

from __future__ import annotations

from claims.extract import figures_in_text
from claims.extract.figures.table_statistics import note_statistic


def _stats(text: str) -> dict[str, str | None]:
    """Each figure's written value -> its statistic."""
    return {f.value_text: f.statistic for f in figures_in_text(text)}


_TABLE = ("| Setup | Read (MB/s) | Write (MB/s) | Jobs |\n|---|---|---|---|\n"
          "| ext4 | 812.5 | 640.25 | 4 |\n| xfs | 830.75 | 655.5 | 8 |\n")


def test_note_names_the_statistic() -> None:
    """The note's statistic, in its several spellings."""
    assert note_statistic("Each value below is the median of five runs.") == "median"
    assert note_statistic("All numbers are averages over three passes.") == "mean"
    assert note_statistic("The latencies shown are p99s of each run.") == "p99"
    assert note_statistic("The median run took 4 s.") is None


def test_measured_cells_take_the_statistic() -> None:
    """Rates take the note's median; the count column of jobs does not."""
    got = _stats("Each value below is the median of five runs.\n\n" + _TABLE)
    assert got["812.5"] == got["655.5"] == "median"
    assert got["4"] is None and got["8"] is None


def test_own_statistic_stands() -> None:
    """A column naming its own statistic ("p99") keeps it."""
    got = _stats("All numbers are the mean of 3 runs.\n\n"
                 "| Setup | p99 (ms) |\n|---|---|\n| a | 3.5 |\n| b | 4.5 |\n")
    assert got["3.5"] == "p99"


def test_one_figure_sentence_gives_no_statistic() -> None:
    """"The median run took 4 s" before a table says nothing of its cells."""
    got = _stats("The median run took 4 s.\n\n" + _TABLE)
    assert got["812.5"] is None

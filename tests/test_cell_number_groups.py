"""A table cell holding only numbers joined by tight slashes gives each number as a value
of its column; a date, or the "1" of a one-in-N share, does not."""

from __future__ import annotations

from claims.extract import figures_in_text


def _values(text: str) -> list[tuple[str, str]]:
    return [(f.value_text, f.unit) for f in figures_in_text(text)]


def test_each_number_of_a_slash_group_is_a_value() -> None:
    """Submitted/completed pairs in a column: both numbers are the column's values."""
    text = ("| Queue | Batches done |\n|---|---|\n| fast | 14/16 |\n| slow | **9/12** |\n"
            "| all | 250000/250000/249998 |\n")
    assert _values(text) == [("14", "count"), ("16", "count"), ("9", "count"),
                             ("12", "count"), ("250000", "count"), ("250000", "count"),
                             ("249998", "count")]


def test_a_one_in_n_share_gives_its_n() -> None:
    """"1/40" samples one in forty: the forty is the setting, the one says what is counted."""
    text = "| Mode | Sampling |\n|---|---|\n| light | 1/40 |\n"
    assert _values(text) == [("40", "count")]


def test_dates_are_no_values() -> None:
    """A slash date in a cell, or any slash group in a column of dates, is no figure."""
    text = ("| Build | Finished | Ship date |\n|---|---|---|\n| nightly | 2023/05/17 | 5/17 |\n")
    assert _values(text) == []

"""bench/build_gold.py's table-cell contexts: unique in the text, and on the row asked for,
also when a table repeats a row word for word."""

from __future__ import annotations

import pytest

from bench.build_gold import line_of, table_cell

TABLE = "\n".join([
    "Queue depth runs, two passes each.",
    "",
    "| pass | depth | IOPS |",
    "| --- | --- | --- |",
    "| warm | 4 | 91000 |",
    "| warm | 4 | 91000 |",
    "| cold | 8 | 77000 |",
    "| warm | 4 | 91000 |",
    "| cold | 16 | 64000 |",
    "",
])


def test_a_unique_cell_keeps_the_short_context() -> None:
    """A cell whose rest of row is unique is that rest of row alone."""
    ctx = table_cell(TABLE, "@cold | 16#3", "64000")
    assert ctx == "64000 |"
    assert line_of(TABLE, ctx, "64000") == 9


@pytest.mark.parametrize("line", [5, 6, 8])
def test_a_repeated_row_is_anchored_on_its_own_line(line: int) -> None:
    """Each of three identical rows gets a context that occurs once and points at its line."""
    ctx = table_cell(TABLE, f"@L{line}#3", "91000")
    assert TABLE.count(ctx) == 1
    assert line_of(TABLE, ctx, "91000") == line


def test_rows_nothing_tells_apart_are_refused() -> None:
    """Identical rows with identical surroundings cannot be told apart: an error, not a guess."""
    text = "| x | 1 |\n" * 9
    with pytest.raises(SystemExit):
        table_cell(text, "@L5#2", "1")

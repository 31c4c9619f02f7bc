"""Group rows of a table: a row that fills only its first cell ("| **A100** |") heads the
rows below it, up to the next such row, as a sub-heading heads its paragraphs. The
machine it names is the machine of those rows ("| **H100** |" over one block of results,
"| **A100** |" over the next)."""

from __future__ import annotations

from collections.abc import Sequence

from claims.extract.text.blocks import Block


def is_group_row(row: Block, text: str) -> bool:
    """Whether a table row fills its first cell alone in a table of several columns."""
    if row.kind != "table_row" or len(row.header) < 2 or not row.cells:
        return False
    filled = [(a, b) for a, b in row.cells if text[row.start + a:row.start + b].strip()]
    return len(filled) == 1 and filled[0] == row.cells[0]


def group_span(rows: Sequence[Block], row: Block, text: str) -> tuple[int, int] | None:
    """The span of the group row heading `row` among its table's `rows` (in order): the
    nearest group row above it, or None (a group row heads no row of its own)."""
    if is_group_row(row, text):
        return None
    above = None
    for other in rows:
        if other.start >= row.start:
            break
        if is_group_row(other, text):
            above = other
    return None if above is None else (above.start, above.end)

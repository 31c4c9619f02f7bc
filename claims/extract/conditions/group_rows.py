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


def group_heads(rows: Sequence[Block], text: str) -> dict[int, tuple[int, int]]:
    """The span of the group row heading each row of one table (`rows`, in order), by the
    row's start; a row no group row heads, and a group row itself, are absent. One pass
    over the table: a figure asks for its row's head once per cell."""
    heads: dict[int, tuple[int, int]] = {}
    above: tuple[int, int] | None = None
    for row in rows:
        if is_group_row(row, text):
            above = (row.start, row.end)
        elif above is not None:
            heads[row.start] = above
    return heads


def label_heads(rows: Sequence[Block], text: str) -> dict[int, tuple[int, int]]:
    """The label cell each row of one table (`rows`, in order) continues, by the row's
    start: a row that leaves its first cell blank and fills others ("|  | BF16 | 9,100 |"
    under "| Llama 3.1 8B | FP8 | 12,400 |") is one more row of the label above it, as a
    cell merged over several rows is written. A group row ends the label it continues."""
    heads: dict[int, tuple[int, int]] = {}
    above: tuple[int, int] | None = None
    for row in rows:
        if not row.cells or is_group_row(row, text):
            above = None
            continue
        a, b = row.cells[0]
        if text[row.start + a:row.start + b].strip():
            above = (row.start + a, row.start + b)
        elif above is not None and any(text[row.start + x:row.start + y].strip()
                                       for x, y in row.cells[1:]):
            heads[row.start] = above
    return heads

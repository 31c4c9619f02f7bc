"""Tables that compare models row by row: under a header whose first column is "Model", each
row's label is that row's model ("| Model | Throughput |" over "| GPT-J 6B | 10,907 |"). The
label binds its row; it says nothing of what the prose or another table measured, so it
does not count toward the model a section or document is about."""

from __future__ import annotations

from collections.abc import Sequence

from claims.extract.conditions.row_labels import model_column
from claims.extract.text.blocks import Block


def model_labels(blocks: Sequence[Block]) -> list[tuple[int, int]]:
    """The spans of the row labels under a "Model" column, in order."""
    return [(b.start + b.cells[0][0], b.start + b.cells[0][1]) for b in blocks
            if b.kind == "table_row" and b.cells and b.header
            and model_column(b.header[0])]

"""Tables that compare models row by row: under a header whose first column is "Model", each
row's label is that row's model ("| Model | Throughput |" over "| GPT-J 6B | 10,907 |"), and
so is a later column's cell under such a header ("| Image size | Model | ms |" over "| 320 |
YOLOv8n | 32.2 |"). The cell binds its row; it says nothing of what the prose or another
table measured, so it does not count toward the model a section or document is about."""

from __future__ import annotations

from collections.abc import Sequence

from claims.extract.conditions.model_columns import model_column as later_model_column
from claims.extract.conditions.row_labels import model_column
from claims.extract.text.blocks import Block


def model_labels(blocks: Sequence[Block]) -> list[tuple[int, int]]:
    """The spans of the cells under a "Model" column, in order."""
    out = []
    for b in blocks:
        if b.kind != "table_row" or not b.cells or not b.header:
            continue
        for i, (x, y) in enumerate(b.cells[:len(b.header)]):
            if (model_column(b.header[0]) if i == 0 else later_model_column(b.header[i])):
                out.append((b.start + x, b.start + y))
    return out

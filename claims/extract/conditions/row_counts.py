"""A table row that names its accelerator with no count, in a table whose other rows count
theirs ("| A100 80GB SXM4 |" above "| 8xA100 80GB SXM4 |", "Small test - L4" beside
"Small test - 4xL4"): set against the counted rows, the bare name is one of them."""

from __future__ import annotations

from collections.abc import Sequence

from claims.extract.conditions.found import NOTHING, Found
from claims.extract.conditions.index import Index
from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy

# A cell that is a figure, not a name (as `setup_columns` reads a row's label cells).
_FIGURE_CELL = lazy(r"\W*[-+~]?\d[\d.,]*\s*[^\s\d]{0,6}\W*")


def _label(index: Index, row: Block) -> Found:
    """What a row's label cells (those before its first figure cell) state."""
    text = index.text
    end = row.start
    for a, b in row.cells:
        if _FIGURE_CELL.fullmatch(text[row.start + a:row.start + b].strip()):
            break
        end = row.start + b
    return index.find(row.start, end) if end > row.start else NOTHING


class RowCounts:
    """Each table's rows read once: the count of one a bare accelerator row states."""

    def __init__(self, index: Index, blocks: Sequence[Block]) -> None:
        """Keep the document; tables are read on first asking."""
        self._index = index
        self._blocks = blocks
        self._tables: dict[int, bool] = {}

    def _counts_rows(self, table: int) -> bool:
        """Whether a row of the table counts the accelerator its label names."""
        if table not in self._tables:
            self._tables[table] = any(
                found.accelerator is not None and found.accelerator_count is not None
                for b in self._blocks if b.paragraph == table and b.kind == "table_row"
                for found in (_label(self._index, b),))
        return self._tables[table]

    def bare(self, row: Block) -> Found:
        """A count of one for a row whose label names an accelerator and no count, in a
        table whose other rows count theirs; NOTHING otherwise."""
        if row.kind != "table_row":
            return NOTHING
        label = _label(self._index, row)
        if label.accelerator is None or label.accelerator_count is not None or \
                not self._counts_rows(row.paragraph):
            return NOTHING
        return Found(accelerator_count=1)

"""Tables that give each row, or each column, a machine of its own.

A results table whose row labels name machines ("| Intel 265K PC (RTX 3060) |", "| Ryzen 9
7950X |") says which machine each row ran on; a row whose label names none ("| Board B -
8GB |") ran on a machine the text does not name, not on the machine its section or document
names most. The same holds for columns headed by machines ("| Pi 4 | Pi 5 | 4060Ti |"): a
cell under a header naming none ("| Memory |", "| 4060Ti |" when the name is unknown) takes
no machine from a wider scope. Such a figure is "machine not stated", which a comparison
reads as "cannot tell", never as its neighbour's machine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from claims.extract.conditions.index import Index, find
from claims.extract.figures.headers import header_unit
from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy

# At least this many rows (or columns) of one table must name a machine, and at least this
# share of its rows, before the table counts as giving each row its machine: one label
# naming a machine in a list of models is a remark, not a column of machines.
_AT_LEAST, _SHARE = 2, 1 / 3
# Footnote marks, emphasis and escapes around a label's words.
_MARKUP = lazy(r"<[^>]*>|[*_`\\]")
_BRACKETS = lazy(r"\([^)]*\)|\[[^\]]*\]")


class MachineSlots:
    """For each table of a document, whether its rows or columns carry their own machine."""

    def __init__(self, text: str, blocks: Sequence[Block],
                 named: Callable[[int, int], str | None],
                 header_named: Callable[[str], str | None]) -> None:
        """`named(a, b)`: the machine the text between a and b names, or None;
        `header_named(cell)`: the machine a header cell names, or None."""
        self._text = text
        self._blocks = blocks
        self._named = named
        self._header_named = header_named
        self._rows: dict[int, bool] | None = None
        self._labels: dict[int, bool] = {}
        self._columns: dict[tuple[str, ...], tuple[bool, ...] | None] = {}

    def _label_names(self, row: Block) -> bool:
        """True when the row's label cell names a machine."""
        if row.start not in self._labels:
            x, y = row.cells[0] if row.cells else (0, 0)
            self._labels[row.start] = bool(row.cells) and \
                self._named(row.start + x, row.start + y) is not None
        return self._labels[row.start]

    def _by_rows(self, row: Block) -> bool:
        """True when the row's table names a machine in enough of its rows' labels."""
        if self._rows is None:
            tables: dict[int, list[Block]] = {}
            for block in self._blocks:
                if block.kind == "table_row":
                    tables.setdefault(block.paragraph, []).append(block)
            self._rows = {}
            for paragraph, rows in tables.items():
                naming = sum(self._label_names(r) for r in rows)
                self._rows[paragraph] = naming >= _AT_LEAST and naming >= _SHARE * len(rows)
        return self._rows.get(row.paragraph, False)

    def _by_columns(self, header: tuple[str, ...]) -> tuple[bool, ...] | None:
        """Per column, whether its header names a machine; None when the header is no row of
        machines: fewer than two name one, and no other column states the unit of the one
        that does ("| Raspberry Pi 5 TPS | Orange Pi 5 TPS |": one measure, one column per
        machine, whether or not the vocabulary knows each)."""
        if header not in self._columns:
            names = tuple(self._header_named(cell) is not None for cell in header)
            units = [_unit_text(cell) for cell in header]
            named_units = {u for u, n in zip(units[1:], names[1:], strict=True) if n and u}
            parallel = sum(u in named_units for u in units[1:]) >= _AT_LEAST
            self._columns[header] = names if sum(names[1:]) >= _AT_LEAST or parallel else None
        return self._columns[header]

    @classmethod
    def of(cls, index: Index, blocks: Sequence[Block]) -> MachineSlots:
        """The slots of a document read through its index of names."""
        return cls(index.text, blocks, lambda a, b: index.find(a, b).hardware,
                   lambda cell: find(cell).hardware)

    def unnamed_at(self, row: Block, at: int) -> bool:
        """`unnamed` for the figure at offset `at` of the row."""
        return self.unnamed(row, _column(row, at))

    def label(self, row: Block, at: int) -> str | None:
        """The machine the figure's row (or column) names in words no vocabulary knows: a
        row's label ("| Minisforum MS-R1 |"), markup aside, or a column header that pairs
        a name with the column's unit ("| Pixel, ms |", "| 4060Ti TPS |") less the unit;
        None where the slot holds no such name ("| Memory |")."""
        if row.cells and self._by_rows(row):
            x, y = row.cells[0]
            return _words(self._text[row.start + x:row.start + y])
        column = _column(row, at)
        if column is None or column >= len(row.header):
            return None
        header = row.header[column]
        unit = _unit_text(header)
        if unit is None:
            return None
        return _words(_BRACKETS.sub(" ", header.split(",")[0]).replace(unit, " "))

    def unnamed(self, row: Block, column: int | None) -> bool:
        """True when the row's table gives rows (or columns) their machines and this row's
        label (or this column's header) names none: the figure's machine is not stated."""
        if row.kind != "table_row":
            return False
        if self._by_rows(row) and not self._label_names(row):
            return True
        columns = self._by_columns(row.header) if row.header else None
        return columns is not None and column is not None and 0 < column < len(columns) and \
            not columns[column]


def _column(row: Block, at: int) -> int | None:
    """The index of the row's cell holding offset `at`, or None."""
    return next((i for i, (a, b) in enumerate(row.cells)
                 if row.start + a <= at < row.start + b), None)


def _words(text: str) -> str | None:
    """A cell's words, markup aside and spaces collapsed; None when no letter is left."""
    words = " ".join(_MARKUP.sub("", text).split()).strip(" -:")
    return words if any(ch.isalpha() for ch in words) else None


def _unit_text(header: str) -> str | None:
    """The words of a header that name its unit ("TPS", "ms"), or None."""
    found = header_unit(header)
    return found[1] if found else None

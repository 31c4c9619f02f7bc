"""How each item of a table ran, where the table gives it a column of its own: the version
of one program the rows were measured with ("| SSD 860 Pro | fio-3.25 |" beside "| PM883 |
fio-3.16 |"), or a column headed as the run's configuration, tuning, scale or version
("| Database Conf | PGBENCH s=? |" with "Normal | 1000" and "Extreme | 5000"). Where such a
column takes two values or more, the items' results set side by side differ in that
setting besides the item. Kept on the document as typed values, so the rules read them
from a claim file too and run no pattern of their own."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from claims.model import ItemSetting, Setting
from claims.typed import typed
from claims.vocabulary.lazy import lazy

if TYPE_CHECKING:  # the rules read these values on a claim file: no Markdown parser for them
    from claims.extract.text.blocks import Block

# A header naming how a run was set up rather than what it measured or which item it is:
# the configuration, tuning or profile; a benchmark's scale ("scale factor", "s=?"). A bare
# "Version" is left out: beside software items it is the item's own release. A header that
# also names a measure ("Config time (s)") is a result column.
_RUN_HEADER = lazy(r"\b(?:conf|config|configuration|settings?|tuning|profile|"
                   r"scale(?:\s+factor)?)\b|\bs\s*=", re.I)
_MEASURE = lazy(r"[(\[]|%|/\s*s\b|\b(?:time|times|latency|throughput|rate|speed|tps|qps|"
                r"iops|ops|score|mean|median|avg|average|result|results|cost|price)\b", re.I)
# One program at one version, written as its name and a dotted version: "fio-3.25",
# "fio 3.28", "PostgreSQL v16.2". The name is what makes two cells one program.
_PROGRAM_VERSION = lazy(r"(?P<name>[A-Za-z][\w+.]*?)[-\s_]?v?(?P<version>\d+(?:\.\d+)+)",
                        re.I)
_MARKUP = lazy(r"[*_`]+")


def _cell(text: str, row: Block, col: int) -> str:
    """A row's cell `col` (its spans are into the row) with emphasis marks and spaces
    trimmed; "" past the row's last cell."""
    if col >= len(row.cells):
        return ""
    start, end = row.cells[col]
    return " ".join(_MARKUP.sub("", text[row.start + start:row.start + end]).split())


def _program(cell: str) -> str | None:
    """The program a cell names at a version ("fio" of "fio-3.25"), or None when the cell
    is not one program and version."""
    found = _PROGRAM_VERSION.fullmatch(cell)
    return found.group("name").casefold() if found else None


def _run_column(header: str, cells: Sequence[str]) -> bool:
    """True when a column says how each row ran: every filled cell the same program at a
    version, or a header naming the run's configuration or scale (and no measure); and its
    cells take two values or more, one of them shared by two rows or more."""
    filled = [c for c in cells if c]
    # A value for each row alone is what the rows are (a release per row, the thing
    # compared); a value some rows share and others do not is a second change.
    if not 2 <= len(set(filled)) < len(filled) or len(filled) < len(cells):
        return False
    programs = {_program(c) for c in filled}
    if len(programs) == 1 and None not in programs:
        return True
    return _RUN_HEADER.search(header) is not None and _MEASURE.search(header) is None


def _tables(blocks: Sequence[Block]) -> list[list[Block]]:
    """The table rows of `blocks`, grouped by table (a table is one paragraph)."""
    out: list[list[Block]] = []
    for block in blocks:
        if block.kind != "table_row":
            continue
        last = out[-1][-1] if out else None
        if last is not None and last.paragraph == block.paragraph:
            out[-1].append(block)
        else:
            out.append([block])
    return out


def item_settings(text: str, blocks: Sequence[Block]) -> tuple[ItemSetting, ...]:
    """Each row's value of each table column saying how its item ran, for tables of two
    items or more whose column takes two values or more."""
    out: list[ItemSetting] = []
    for rows in _tables(blocks):
        width = max(len(row.cells) for row in rows)
        labels = [_cell(text, row, 0) for row in rows]
        # Two rows of one item are a sweep of that item, whose setting is the thing compared.
        if width < 3 or len(rows) < 2 or len(set(labels)) < len(labels) or not all(labels):
            continue
        for col in range(1, width):
            header = rows[0].header[col] if col < len(rows[0].header) else ""
            cells = [_cell(text, row, col) for row in rows]
            if not _run_column(header, cells):
                continue
            name = " ".join(_MARKUP.sub("", header).split()) or "setting"
            for row, label, value in zip(rows, labels, cells, strict=True):
                out.append(typed(ItemSetting, item=label, section=row.section,
                                 setting=typed(Setting, name=name, value=value, varies=True)))
    return tuple(out)


def _key(name: str) -> str:
    """An item's label in comparable form: letters, digits and dots, case folded."""
    return re.sub(r"[^\w.]", "", name).casefold()


def row_item(row: str) -> str:
    """A table row's item (its first filled cell) in comparable form."""
    label = next((cell for cell in row.split("|") if cell.strip()), "")
    return _key(_MARKUP.sub("", label))


def item_key(item: str) -> str:
    """An item setting's label in the form `row_item` gives a row's."""
    return _key(item)

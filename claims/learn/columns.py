"""Features of a figure for its kind read beyond its sentence: the table column it stands
in (its header's words, its place among the row's cells, whether a later cell of its row
states a change, as a table of old and new results beside their change does, whether the
column steps through round values row by row as a swept input does: batch 1, 2, 4, 8;
128, 256, 512 threads, whether a cell of the column holds a decimal fraction or an unround
whole number ("3281"), as measured values do and no count or knob does, and whether the
rules read the column as a setting, claims.extract.conditions.setting_columns), and how
often the document writes the same figure (a load level or size a post names as the
condition of several runs, "at 500rps", "the 30k msg/s target", recurs; a result is mostly
stated once or twice)."""

from __future__ import annotations

import math
import re
from itertools import pairwise
from typing import cast

from claims.extract.conditions.setting_columns import read_table
from claims.extract.records.changes import unround
from claims.extract.text.blocks import Block
from claims.extract.text.written import count_written
from claims.learn.layout import Layout, Place
from claims.model import Claim
from claims.vocabulary.lazy import lazy

Features = dict[str, float]
_WORD = lazy(r"[a-z][a-z0-9_-]*", re.I)
#: A cell's leading number: "1,024", "0.5", "16k", "2x" (its scale letter kept).
_NUMBER = lazy(r"\s*[*_`(]*\s*(\d[\d,]*(?:\.\d+)?)\s*([kKmM])?(?![\d.])")
_SCALE = {"k": 1e3, "K": 1e3, "m": 1e6, "M": 1e6}
#: A cell stating a change: a multiple or a share ("2.4x", "-3.5%"), or a signed number
#: ("-0.64", "+3.42"); the cells before it in its row are then the sides it compares.
_CHANGE = lazy(r"\s*[*_`(]*\s*(?:[+\-\u2212]\s*\d[\d,]*(?:\.\d+)?\s*[%x\u00d7]?|"
               r"\d[\d,]*(?:\.\d+)?\s*[%x\u00d7])\s*[*_`)]*\s*$")
#: A decimal fraction in a cell: no count of things and no knob's value has one.
_FRACTION = lazy(r"\d\.\d")
#: Header words read per column: a header is a short label, its first words name it.
_HEADER_WORDS = 4


def column_of(place: Place) -> int | None:
    """The index of the table cell holding the figure, or None outside a table row."""
    block = place.block
    if block is None or block.kind != "table_row":
        return None
    return next((i for i, (a, b) in enumerate(block.cells)
                 if a <= place.at - block.start < b), None)


def _cell_number(block: Block, column: int) -> float | None:
    """The number a row's cell opens with, or None when it opens with none."""
    if column >= len(block.cells):
        return None
    a, b = block.cells[column]
    found = _NUMBER.match(block.scan[a:b])
    if found is None:
        return None
    return float(found.group(1).replace(",", "")) * _SCALE.get(found.group(2) or "", 1.0)


def _table_rows(layout: Layout, block: Block) -> tuple[Block, ...]:
    """The body rows of the table `block` belongs to: the run of table rows around it
    under the same header (made once per table)."""
    key = ("table_rows", block.start)
    held = layout.memo.get(key)
    if held is None:
        blocks = layout.blocks
        where = layout.memo.get(("block_index",))
        if where is None:  # made once per document: a long one holds thousands of tables
            where = {b.start: i for i, b in enumerate(blocks)}
            layout.memo[("block_index",)] = where
        at = where[block.start]  # type: ignore[index]
        lo = at
        while lo > 0 and blocks[lo - 1].kind == "table_row" and \
                blocks[lo - 1].header == block.header:
            lo -= 1
        hi = at
        while hi + 1 < len(blocks) and blocks[hi + 1].kind == "table_row" and \
                blocks[hi + 1].header == block.header:
            hi += 1
        rows = tuple(blocks[lo:hi + 1])
        for row in rows:
            layout.memo[("table_rows", row.start)] = rows
        held = rows
    return held  # type: ignore[return-value]


def _round(value: float) -> bool:
    """Whether a value is a round setting: a power of two, or one or a few of a power of
    ten (1, 2, 5, 10, 50, 100, 250, 1000)."""
    if value <= 0 or value != int(value):
        return False
    n = int(value)
    if n & (n - 1) == 0:
        return True
    scale: int = 10 ** int(math.log10(n))  # a power of ten >= 1 (typeshed: int ** int is Any)
    return n % scale == 0 or (scale >= 10 and n % (scale // 2) == 0 and n // (scale // 2) < 20)


def sweep(values: list[float]) -> bool:
    """Whether a column's numbers step through an input's settings: at least three, all
    distinct and round, in order up or down (1, 2, 4, 8; 128, 256, 512; 10, 50, 100)."""
    if len(values) < 3 or len(set(values)) != len(values) or not all(map(_round, values)):
        return False
    pairs = list(pairwise(values))
    return all(a < b for a, b in pairs) or all(a > b for a, b in pairs)


def _column_reading(layout: Layout, block: Block,
                    column: int) -> tuple[bool, bool, bool, bool]:
    """(the column sweeps round values, every row's cell holds a number, some cell holds a
    decimal fraction, some cell holds an unround whole number), made once per table
    column."""
    key = ("column", block.start, column)
    held = layout.memo.get(key)
    if held is None:
        rows = _table_rows(layout, block)
        numbers = [_cell_number(r, column) for r in rows]
        values = [v for v in numbers if v is not None]
        fraction = any(column < len(r.cells) and _FRACTION.search(
            r.scan[r.cells[column][0]:r.cells[column][1]]) for r in rows)
        held = (sweep(values), len(values) == len(rows), fraction, any(map(unround, values)))
        for row in rows:
            layout.memo[("column", row.start, column)] = held
    return held  # type: ignore[return-value]


def _setting_column(layout: Layout, block: Block, column: int) -> bool:
    """Whether the rules read the column as a setting (a knob set per run, its header naming
    no measured quantity: claims.extract.conditions.setting_columns), made once per table."""
    rows = _table_rows(layout, block)
    key = ("setting columns", rows[0].start)
    held = layout.memo.get(key)
    if held is None:
        held = read_table(layout.text, rows, None).columns
        layout.memo[key] = held
    columns: tuple[object, ...] = held  # type: ignore[assignment]
    return column < len(columns) and columns[column] is not None


def column_features(layout: Layout, place: Place) -> Features:
    """Where a figure stands in its table: its column's header words, the column's place
    in the row, whether it is the row's first number, and whether the column sweeps an
    input's settings row by row."""
    column = column_of(place)
    block = place.block
    if column is None or block is None:
        return {}
    out: Features = {f"col={min(column, 3)}": 1.0}
    if column == len(block.cells) - 1:
        out["col_last"] = 1.0
    if column < len(block.header):
        for w in _WORD.findall(block.header[column])[:_HEADER_WORDS]:
            out[f"h:{w.lower()}"] = 1.0
    if all(_cell_number(block, i) is None for i in range(column)):
        out["first_number"] = 1.0
    if any(_CHANGE.match(block.scan[a:b]) for a, b in block.cells[column + 1:]):
        out["change_after"] = 1.0  # a side of the pair a later cell compares
    swept, filled, fraction, unrounded = _column_reading(layout, block, column)
    if swept:
        out["col_sweep"] = 1.0
    if swept and out.get("first_number"):
        out["col_sweep_first"] = 1.0
    if filled:
        out["col_filled"] = 1.0
    # a column of measured values holds fractions (latencies, rates) and is no knob the
    # rules read; a bare number in it is a result whose unit the text gives elsewhere
    if fraction:
        out["col_fraction"] = 1.0
    # a column holding a whole number no one picks as a knob ("3281") holds measured values
    if unrounded:
        out["col_unround"] = 1.0
    if _setting_column(layout, block, column):
        out["col_setting"] = 1.0
    return out


def _written(claim: Claim) -> str | None:
    """The figure as a pattern matching its written forms ("500rps", "500 rps")."""
    if not claim.value_text:
        return None
    unit = re.escape(claim.unit_text.strip()) if claim.unit_text else ""
    return r"(?<![\w.,])" + re.escape(claim.value_text) + (r"\s*" + unit if unit else "") + \
        (r"(?![\w])" if unit and unit[-1:].isalnum() else r"(?![\d.,])")


def repeats(layout: Layout, claim: Claim) -> int:
    """How many times the document writes the figure as this claim writes it (made once
    per written form)."""
    pattern = _written(claim)
    if pattern is None:
        return 1
    key = ("repeats", pattern)
    held = layout.memo.get(key)
    if held is None:
        held = max(1, _count(str(claim.value_text), (claim.unit_text or "").strip(), layout))
        layout.memo[key] = held
    return held  # type: ignore[return-value]


# A number as a token: digits, each group after a single separator ("1,950.3", "4").
# (The lookahead names the first character, so the engine skips ahead to it.)
_TOKEN = lazy(r"(?=\d)(?<![\w.,])\d+(?:[.,]\d+)*")


def _count(written: str, unit: str, layout: Layout) -> int:
    """How many times the text writes the figure `written` with its `unit` (`_written`'s
    pattern, matched without compiling one per figure). A match of a plain number starts
    where a number token equal to it does, so only those places are tried (the document's
    tokens are indexed once): a post of 10,000 figures is not scanned once per figure."""
    if _TOKEN.fullmatch(written) is None:
        return count_written(layout.text, written, unit)
    kept = layout.memo.get(("number tokens",))
    if kept is None:
        starts: dict[str, list[int]] = {}
        for m in _TOKEN.finditer(layout.text):
            starts.setdefault(m.group(), []).append(m.start())
        layout.memo[("number tokens",)] = starts
    else:  # the memo holds values of many kinds; this key's is always the index above
        starts = cast("dict[str, list[int]]", kept)
    return count_written(layout.text, written, unit, starts.get(written, ()))


def repeat_features(layout: Layout, claim: Claim) -> Features:
    """How often the figure, written with its unit, recurs in the document (coarse)."""
    if not claim.unit_text or not claim.unit_text.strip():
        return {}  # a bare number recurs by chance ("4" of anything): no reading
    n = repeats(layout, claim)
    bucket = "1" if n == 1 else "2" if n == 2 else "3-5" if n <= 5 else "6+"
    return {f"repeat={bucket}": 1.0}

"""Unit columns: a table column whose cells name units ("Queries/s", "Tokens/s", "ms"), or
whose header says it holds them ("Server metric", "Units"), gives the unit of a value
column beside it, row by row. Which column it serves: the one its header names without the
word "metric" or "unit" ("Server metric" serves "Server"), else the neighbour on the side
every unit column of the table has its numbers ("| Test | Unit | Result |" the right,
"| Benchmark | Score | Units |" the left)."""

from __future__ import annotations

import re

from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy

# A header naming the column that holds the units of another: "Unit", "Units", "Server
# metric", "Metric (offline)".
_UNIT_HEADER = lazy(r"\b(?:units?|metrics?|measures?)\b", re.I)
# A cell that states nothing: empty, a dash, "N/A", "n.a.", "TBD".
_BLANK = lazy(r"|[-\u2013\u2014*?]+|n/?a|n\.a\.?|none|tbd|", re.I)
# What may follow a unit in a unit cell: its denominator ("Tokens/s/GPU", "tok/s per user").
_PER_TAIL = lazy(r"\s*(?:/\s*|per\s+)[A-Za-z][\w-]*\s*")
_DIGIT = lazy(r"\d")


def unit_cell(cell: str) -> bool:
    """Whether a table cell is a unit word and nothing else ("Queries/s", "ms", "GB/s",
    "Tokens/s/GPU"), as a unit column's cell is; a number or a name is none."""
    text = cell.strip()
    if not text or _DIGIT.search(text) or not any(ch.isalpha() or ch == "%" for ch in text):
        return False
    probe = "1 " + text
    for at in (unit_patterns.rate_at, unit_patterns.symbol_at, unit_patterns.word_at):
        hit = at(probe, 1)
        if hit is None or hit[0].canonical == "count":
            continue
        rest = probe[hit[2]:]
        if not rest.strip() or _PER_TAIL.fullmatch(rest):
            return True
    return False


def _blank(cell: str) -> bool:
    """Whether a cell states nothing ("", "N/A", "-")."""
    return bool(_BLANK.fullmatch(cell.strip()))


def _holds_units(header: str, cells: list[str]) -> bool:
    """Whether a column holds the units of another: every cell that states something is a
    unit word (at least one), or the header says so and no cell holds a number."""
    said = [c for c in cells if not _blank(c)]
    if said and all(unit_cell(c) for c in said):
        return True
    return bool(_UNIT_HEADER.search(header)) and bool(said) and \
        not any(_DIGIT.search(c) for c in said)


def _numeric(cells: list[str]) -> bool:
    """Whether a column holds numbers (some cell has a digit)."""
    return any(_DIGIT.search(c) for c in cells)


def _named(header: str) -> str:
    """The column a unit column's header names ("Server metric" -> "server"), or ""."""
    return " ".join(_UNIT_HEADER.sub(" ", header).replace("(", " ").replace(")", " ")
                    .split()).casefold()


def unit_columns(header: tuple[str, ...], rows: list[list[str]]) -> tuple[int, ...]:
    """Per column of a table, the index of the unit column that gives its cells' units,
    or -1; an empty tuple when the table has no unit column. The first column (the row
    labels) is never a unit column here."""
    width = max([len(header), *(len(row) for row in rows)], default=0)
    columns = [[row[i] if i < len(row) else "" for row in rows] for i in range(width)]
    heads = [header[i] if i < len(header) else "" for i in range(width)]
    units = [i for i in range(1, width) if _holds_units(heads[i], columns[i])]
    if not units:
        return ()
    values = {i for i in range(1, width) if i not in units and _numeric(columns[i])}
    served = [-1] * width
    unpaired: list[int] = []
    by_name = {heads[i].strip().casefold(): i for i in values}
    for u in units:
        target = by_name.get(_named(heads[u])) if _named(heads[u]) else None
        if target is not None and served[target] < 0:
            served[target] = u
        else:
            unpaired.append(u)
    # The rest pair with a neighbour, on one side for the whole table, so that a layout
    # "| A | unit | B | unit |" is never read half one way and half the other.
    for step in (1, -1):
        if all(u + step in values and served[u + step] < 0 for u in unpaired):
            for u in unpaired:
                served[u + step] = u
            if len(units) == 1 and unpaired:
                _spread(served, values, unpaired[0], step)
            break
    return tuple(served) if any(s >= 0 for s in served) else ()


def _spread(served: list[int], values: set[int], unit: int, step: int) -> None:
    """A table's one unit column gives its unit to the whole run of value columns on its
    side, not to its neighbour alone ("| Metric | Unit | Redis | KeyDB |": both systems'
    cells are in the row's unit)."""
    at = unit + step
    while at in values and served[at] in (-1, unit):
        served[at] = unit
        at += step

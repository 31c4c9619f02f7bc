"""Key/value tables: a table of one value column whose rows are each a quantity of their own
("| Field | Value |" under ApacheBench, wrk, fio or sysbench: "Server Port | 80", "Time
taken for tests | 259.240 seconds", "Requests per second | 3857.42 [#/sec]").

Such a table is known by its rows: their own words (the value cell's unit, else the row
label's measure) name quantities of at least two dimensions, a time beside a size or a rate,
so no one unit can be the column's. A unit stated for the table as a whole (a caption, a
note beside it) then speaks only for the rows whose label names a measure of that unit's
dimension; a port, a concurrency level or a count of requests takes none of it."""

from __future__ import annotations

import re

from claims.extract.figures.candidate import COUNT
from claims.extract.figures.headers import header_unit
from claims.extract.figures.measure_kinds import header_kind, matches, unit_kind
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

# A value cell's number, taken out so that the words after it read as a unit ("259.240
# seconds" -> "seconds", "2.59 [ms] (mean)" -> "[ms] (mean)").
_NUMBER = lazy(r"[-+]?\d[\d,]*(?:\.\d+)?")
#: The fewest body rows a table needs before its rows can be told to differ.
_ROWS = 3


def row_kind(label: str, value: str) -> str | None:
    """The dimension a key/value row's own words give its value: the unit written in its
    value cell, else the measure its label names ("Time taken" -> "time"), else "count"
    for a label naming counted things or a setting ("Threads", "Server Port"), else None."""
    words = " ".join(_NUMBER.sub(" ", value).split())
    own = header_unit(words) if words else None
    if own is not None and own[0] is not COUNT:
        return unit_kind(own[0])
    named = header_unit(label)
    if named is not None and named[0] is not COUNT and unit_kind(named[0]):
        return unit_kind(named[0])
    kind = header_kind(label)
    return kind or ("count" if named is not None and named[0] is COUNT else None)


def keyed(rows: list[list[str]]) -> bool:
    """Whether a table's body rows (label, value) are each their own quantity: one value
    column, and the rows' own words name quantities of two dimensions or more."""
    pairs = [r for r in rows if len(r) == 2 and re.search(r"\d", r[1])]
    if len(pairs) < _ROWS or any(len(r) > 2 for r in rows):
        return False
    kinds = {row_kind(label, value) for label, value in pairs}
    return len(kinds - {None}) >= 2


def speaks_for(label: str, unit: Unit) -> bool:
    """Whether a unit stated for a key/value table as a whole is the unit of the row so
    labelled: only where the label names a measure of the unit's own dimension."""
    return matches(label, unit)

"""What a table's columns say as a whole, read once over all their cells: a column of
decimal fractions of 1, a column holding plain numbers that are no years, and the unit a
column writes on every value but one, and the columns whose reference row (a transform
that leaves its input unchanged: memcpy, none) reads 100, the columns of bare numbers, and
the columns whose numbers differ by a hair (a timer's readings of one set length)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from claims.extract.text.best_ratios import best_value
from claims.vocabulary.lazy import lazy

# A decimal fraction of 1 as a table cell holds it: "0.57", "1.00".
_FRACTION = lazy(r"0?\.\d+|0|1(?:\.0+)?")
# A plain number as a table cell holds it, and a year as one.
_PLAIN = lazy(r"\d[\d,]*(?:\.\d+)?")
_YEAR = lazy(r"(?:19|20)\d{2}")
# A number written with a decimal comma, as a cell holds it: "0,5", "15,9" (never "1,024").
_COMMA_DECIMAL = lazy(r"\d+,\d{1,2}")
# A number with a unit sign written after it, as a table cell holds it: "98.56%".
_SIGNED = lazy(r"\d[\d,]*(?:\.\d+)?\s*(?P<sign>%)")
# The row of a transform that leaves its input as it was: a benchmark's reference row.
_IDENTITY_ROW = lazy(r"(?:memcpy|memmove|copy|none|identity|uncompressed|no compression|"
                     r"store|stored)(?:\s+\S+)?", re.I)
_HUNDRED = lazy(r"100(?:\.0+)?\s*%?")


@dataclass(frozen=True, slots=True)
class Columns:
    """Per column of one table: fractions of 1, plain non-year numbers, the unit sign
    every other value of the column writes ("" when none), a reference row reading 100
    (the column's values are percentages of the input)."""

    fractions: tuple[bool, ...]
    yearless: tuple[bool, ...]
    signs: tuple[str, ...]
    wholes: tuple[bool, ...]
    #: Every filled cell a bare number ("120", "1,024"): a unit the header writes is theirs.
    bare: tuple[bool, ...] = ()
    #: The whole numbers of the column count its rows off, 1, 2, 3, ... in order: it numbers
    #: the rows (a step, a run), it measures nothing.
    numbering: tuple[bool, ...] = ()
    #: The reference value of a column whose cells carry their ratio to it ("612.8 (1.0)"
    #: over "720.5 (1.18)"), as text; "" for any other column (`best_ratios`).
    best: tuple[str, ...] = ()
    #: At least three numbers, not all equal, within 1% of each other ("30.03s", "30.06s",
    #: "30.10s"): the readings of runs held to one length, not results that differ.
    steady: tuple[bool, ...] = ()
    #: Every filled cell a whole number or one with a decimal comma ("0,5", "15,9", "3"),
    #: some with a comma and none with a point: the column writes decimals the European way.
    commas: tuple[bool, ...] = ()

    def anything(self) -> bool:
        """True when some column of the table says something (else nothing needs marking)."""
        return any(any(facts) for facts in (self.fractions, self.yearless, self.signs,
                                            self.wholes, self.bare, self.numbering, self.best,
                                            self.steady, self.commas))


def read_columns(cells: list[list[str]]) -> Columns:
    """The column facts of a table given as its rows' cell texts (spaces collapsed)."""
    width = max((len(row) for row in cells), default=0)
    fractions: list[bool] = []
    yearless: list[bool] = []
    signs: list[str] = []
    wholes: list[bool] = []
    bare: list[bool] = []
    numbering: list[bool] = []
    best: list[str] = []
    steady: list[bool] = []
    commas: list[bool] = []
    unchanged = [row for row in cells
                 if row and _IDENTITY_ROW.fullmatch(" ".join(row[0].replace("*", "").split()))]
    for index in range(width):
        filled = [row[index] for row in cells if index < len(row) and row[index]]
        fractions.append(bool(filled) and all(_FRACTION.fullmatch(c) for c in filled)
                         and any("." in c for c in filled))
        yearless.append(any(_PLAIN.fullmatch(c) and not _YEAR.fullmatch(c) for c in filled))
        signs.append(_elided_sign(filled))
        wholes.append(bool(unchanged) and all(
            index < len(row) and _HUNDRED.fullmatch(row[index].replace("*", "").strip())
            for row in unchanged))
        bare.append(bool(filled) and all(_PLAIN.fullmatch(c.strip("*_ ")) for c in filled))
        numbering.append(_counts_rows(filled))
        best.append(best_value(filled))
        steady.append(_steady(filled))
        commas.append(_decimal_commas(filled))
    return Columns(tuple(fractions), tuple(yearless), tuple(signs), tuple(wholes), tuple(bare),
                   tuple(numbering), tuple(best), tuple(steady), tuple(commas))


def _decimal_commas(filled: list[str]) -> bool:
    """True when every filled cell is a whole number or one with a decimal comma, at least
    two with a comma: a column of "0,5", "1,8", "15,9" is no list of pairs, as a cell that
    holds two small numbers has a column of others beside it, not all of them."""
    cells = [c.strip("*_ ") for c in filled]
    written = [c for c in cells if _COMMA_DECIMAL.fullmatch(c)]
    return len(written) >= 2 and all(c.isdigit() or _COMMA_DECIMAL.fullmatch(c) for c in cells)


#: The number a cell opens with ("30.03s", "1,024 ms").
_LEADING = lazy(r"[*_ ]*(\d[\d,]*(?:\.\d+)?)")
#: How far apart a column's numbers may lie and still be readings of one set length.
_HAIR = 1.01


def _steady(filled: list[str]) -> bool:
    """True when every filled cell opens with a number, at least three of them, not all
    equal and all within 1% of each other: a run length set once and read back per run
    ("30.03s", "30.06s"), as measured results that differ seldom lie so close."""
    found = [_LEADING.match(c) for c in filled]
    if len(found) < 3 or not all(found):
        return False
    values = [float(m.group(1).replace(",", "")) for m in found if m]
    low, high = min(values), max(values)
    return 0 < low < high <= low * _HAIR


def _counts_rows(filled: list[str]) -> bool:
    """True when the column's whole numbers run 0 or 1, 2, 3, ... down the rows, at least
    three of them and most of its cells (a "pause" row between two steps may say more): a
    setting's values rarely step by one from the start, an index of the rows always does."""
    whole = [int(c.strip("*_ ")) for c in filled if c.strip("*_ ").isdigit()]
    if len(whole) < 3 or 2 * len(whole) < len(filled) or whole[0] not in (0, 1):
        return False
    return whole == list(range(whole[0], whole[0] + len(whole)))


def _elided_sign(filled: list[str]) -> str:
    """The sign a column writes on all its values but one bare number ("98.56%" ... "95.87"
    ... "100.89%"): a slip of the table, so the bare value shares it."""
    signed = [m.group("sign") for c in filled if (m := _SIGNED.fullmatch(c))]
    bare = [c for c in filled if _PLAIN.fullmatch(c)]
    if len(bare) != 1 or len(signed) < 3 or len(signed) + 1 != len(filled) \
            or len(set(signed)) != 1:
        return ""
    return signed[0]

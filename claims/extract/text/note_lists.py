"""Notes a few blocks above a table that describe its columns: a list of legend items
("- Time per operation (us/op); smaller is better", "- p99: latency in ms") or one sentence
of its section stating the unit of every value below ("All times below are in ms").

A note reaches a table only from the stretch of its own section between the table and the
heading or table before it, so a unit is never carried past a heading or another table.
Which unit it is (and whether it is one) is still decided where the cells are read."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol, TypeVar

from claims.extract.text.column_notes import row_units
from claims.extract.text.unit_notes import unit_note
from claims.vocabulary.lazy import lazy

# A legend item opens with its label and the unit, bracketed or after a colon, before the
# first clause ends: "Time per operation (us/op); ...", "p99 latency: ms", "Read: in MiB/s".
# Every word of the label opens with a letter, so "8 threads (16 cores)" is a setting.
_UNIT = r"(?P<unit>[^\W\d][^\s\d,;:()]{0,15}?(?:\s+per\s+[^\W\d]\w{0,15})?)"
_LABEL = r"(?P<label>[^\W\d][\w/-]*(?:[ \t]+[^\W\d][\w/-]*){0,7}?)"
_ITEM = lazy(r"\s*" + _LABEL + r"\s*(?:\(\s*(?:in\s+)?" + _UNIT + r"\s*\)"
             + r"|:\s*(?:(?:[^\W\d]\w{0,15}\s+){0,2}in\s+)?" + _UNIT.replace("unit", "said")
             + r")\s*(?=[,;:.]|$)", re.I)
# A label that names a measure, or an amount per unit of work ("Cost per call"): only such
# a label may speak for a whole table.
_MEASURED = lazy(r"\b(?:times?|latenc(?:y|ies)|durations?|throughputs?|rates?|bandwidths?|"
                 r"speeds?|frequenc(?:y|ies)|clocks?|memory|usage|scores?|sizes?|values|"
                 r"numbers|figures|results|costs?|per\s+\w+)\b", re.I)
# A sentence that states the unit of every value that follows it, not of one remark.
_POINTING = lazy(r"\b(?:all|every|each|below|following|that\s+follow|these)\b", re.I)
_WORD = lazy(r"[a-z0-9]+")
# Words that say how a legend is worded, not which column it names.
_FILLER = frozenset({"the", "a", "an", "of", "in", "per", "for", "and", "is", "are", "column",
                     "columns", "values", "value"})


# A block of a table (a frozen dataclass with `kind` and `noted`, `blocks.Block`), kept
# generic here so that this module needs no import of the block reader.
_B = TypeVar("_B", bound=Any)


@dataclass(frozen=True, slots=True)
class Stretch:
    """A paragraph above a table in the table's stretch: its masked text, and whether it
    is a list item."""

    scan: str
    item: bool


@dataclass(frozen=True, slots=True)
class Legend:
    """What the notes above a table say of its units: one unit for every column whose
    own header names none (`whole`), and units per column index (`columns`)."""

    whole: str | None
    columns: tuple[str, ...]
    # per row, the unit of each column, where a note gives columns their units by name and
    # excepts some rows (`claims.extract.text.column_notes`)
    rows: tuple[tuple[str, ...], ...] = ()

    def noted(self, blocks: Sequence[_B]) -> list[_B]:
        """`blocks` with each table row's `noted` set: its own row's units, else the
        columns'."""
        rows = iter(self.rows)
        return [replace(b, noted=next(rows, self.columns)) if b.kind == "table_row" else b
                for b in blocks]


def item_note(text: str) -> tuple[str, str] | None:
    """The label and unit a legend item opens with ("Time per operation (us/op); smaller is
    better" -> "Time per operation", "us/op"), or None."""
    m = _ITEM.match(text)
    if m is None:
        return None
    return " ".join(m.group("label").split()), m.group("unit") or m.group("said")


def _words(text: str) -> frozenset[str]:
    """The words of a label or header that say what it names."""
    return frozenset(w for w in _WORD.findall(text.lower()) if w not in _FILLER)


def names_column(label: str, header: str) -> bool:
    """Whether a legend label names a column header: every word of the one is a word of
    the other ("p99" and "p99 latency"; "Latency" and "Latency p50")."""
    said, head = _words(label), _words(header)
    return bool(said) and bool(head) and (said <= head or head <= said)


def legend(stretch: Sequence[Stretch], headers: Sequence[str],
           labels: Sequence[str] = ()) -> Legend:
    """The units the notes above a table give its columns, from its stretch nearest first
    (already cut at a heading or table). A paragraph naming two columns with their units
    gives each row its columns' units (some rows may take another, `row_units`); a legend
    item naming a column gives that column its unit; else one measure item, or a sentence
    pointing at all the values below, gives every column one; two items naming unlike units
    and no column give none."""
    rows = row_units([b.scan for b in stretch if not b.item], headers, labels)
    if rows:
        return Legend(None, (), rows)
    columns = [""] * len(headers)
    whole: list[str] = []
    for block in stretch:
        if block.item:
            found = item_note(block.scan)
            if found is None:
                continue
            label, unit = found
            named = [i for i, h in enumerate(headers) if i and names_column(label, h)]
            for i in named:
                columns[i] = columns[i] or unit
            if not named and _MEASURED.search(label):
                whole.append(unit)
            continue
        for sentence in _sentences(block.scan):
            note = unit_note(sentence) if _POINTING.search(sentence) else None
            if note:
                whole.append(note)
                break
    if any(columns):
        return Legend(None, tuple(columns))
    units = {u.lower() for u in whole}
    return Legend(whole[0] if len(units) == 1 else None, ())


def _sentences(scan: str) -> list[str]:
    """The sentences of a paragraph, at a full stop, '!' or '?' and a space."""
    return [s for s in re.split(r"(?<=[.!?])\s+", scan.strip()) if s]


class _Read(Protocol):
    """What the stretch reads of a block (`claims.extract.text.blocks.Block`)."""

    @property
    def kind(self) -> str: ...
    @property
    def start(self) -> int: ...
    @property
    def section(self) -> str | None: ...
    @property
    def scan(self) -> str: ...


#: How many paragraphs above a table its notes may stand in.
_REACH = 6
# A list item's marker, at the start of its first line in the source.
_MARKER = lazy(r"[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]")


def stretch(text: str, blocks: Sequence[_Read], at: int) -> list[Stretch]:
    """The paragraphs above the table starting at `blocks[at]`, nearest first, up to the
    heading or table before it or the end of its section, at most `_REACH` of them."""
    if at <= 0:
        return []
    section = blocks[at].section
    out: list[Stretch] = []
    for block in reversed(blocks[:at]):
        if block.kind != "paragraph" or block.section != section or len(out) >= _REACH:
            break
        line = text.rfind("\n", 0, block.start) + 1
        out.append(Stretch(block.scan, bool(_MARKER.match(text, line))))
    return out


class _Row(Protocol):
    """A block of a table row: where it starts, its cells' spans and its kind."""

    @property
    def start(self) -> int: ...
    @property
    def kind(self) -> str: ...
    @property
    def cells(self) -> tuple[tuple[int, int], ...]: ...


def row_labels(text: str, blocks: Sequence[_Row]) -> list[str]:
    """The first cell of each table row among `blocks`, in order: what each row is about."""
    return [text[b.start + b.cells[0][0]:b.start + b.cells[0][1]] if b.cells else ""
            for b in blocks if b.kind == "table_row"]

"""Carried units: a table column of bare numbers whose header, caption, legend and unit
column state no unit takes the unit its nearest stated context gives, further off than the
caption the reader already gives it (`claims.extract.text.blocks`):

- a heading over the table's section, or a section it lies in ("## Read latency (µs)");
- an earlier table of the same section with the same row labels, whose columns are all of
  one measure ("Requests/sec", then the same servers under "HTTP/2 | HTTP/1.1");
- a standing note earlier in the document that points at the values after it ("Every time
  below is wall-clock time in seconds"), or gives several measures their units ("time is
  given in ms and memory in KB"), for a column whose header names a measure of the note's
  dimension ("Time"), or whose table's corner does over a first column of row names
  ("Time" over "a.pdf"), and only while the note's section lasts; a note on every value
  ("each value is in TFLOPS") speaks for every bare column, until a heading of its level,
  and so does one whose subject is all figures of a measure ("All times are in seconds"),
  for the tables of its section and the sections under it;
- a glossary list of the columns anywhere above ("- **Size**: each message's size, in
  bytes"), for a column headed by exactly an item's name (`glossary_units`), a first column
  of bare numbers too;
- the paragraphs right around the table, naming one rate or restating a cell with its
  unit, for a measured column (`prose_units`).

Nothing is guessed: a column takes a unit only when one of these states it, and never where
its header or its cells state one. The unit reaches the ruler as the column's note
(`Block.noted`), read as a bracket after the header ("Time (seconds)")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from claims.extract.figures.candidate import COUNT
from claims.extract.figures.glossary_units import glossary_item, glossed
from claims.extract.figures.headers import (
    caption_unit,
    defined_unit,
    header_unit,
    label_unit,
    measure_corner,
    row_unit,
)
from claims.extract.figures.key_values import keyed, speaks_for
from claims.extract.figures.measure_kinds import fits, header_kind, matches, unit_kind
from claims.extract.figures.prose_units import caption_rows, column_prose
from claims.extract.figures.table_statistics import state_statistics
from claims.extract.text.blocks import Block
from claims.extract.text.unit_notes import paired, unit_note
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

# A note whose subject is every value ("each value is in TFLOPS", "all numbers are in ms")
# speaks, like one about the tables, for every bare column.
_ALL_VALUES = (r"\b(?:each|every|all(?:\s+the)?)\s+(?:values?|numbers?|figures?|results?|"
               r"cells?|measurements?)\b")
# A sentence that states the unit of the values after it, not of one remark: "Every time
# below is in seconds", "All figures that follow are in ms" (lookaheads: the first letters).
_FORWARD = (r"\b(?:all|every|below|following|that\s+follow|throughout)\b|"
            r"\b(?:the|these|both)\s+tables\b")
_POINTING = lazy("(?=[abeft])(?:" + _FORWARD + "|" + _ALL_VALUES + ")", re.I)
# A note pointing past its own section ("below", "the tables"); "each value is in TFLOPS"
# ends with its section.
_POINTS_ON = lazy("(?=[abeft])(?:" + _FORWARD + ")", re.I)
# A note whose subject is the tables themselves ("The tables report iterations per second"),
# or a measure said to be a rate for all below ("Throughput below is tokens per second"):
# it states what every bare column of them measures, whatever the column is headed.
_TABLES = lazy(r"\b(?:the|these|both|all(?:\s+the)?|every)\s+tables?\b|" + _ALL_VALUES + "|"
               r"\b\w+\s+below\s+(?:is|are)\s+(?:\w+\s+){1,3}?per\s+(?:sec|min)", re.I)
# A sentence whose subject is all the figures of one measure ("All times are in seconds
# (floored)", "The latencies below are given in ms"): it speaks for every bare column of
# the tables of its own section and the sections under it, however they are headed.
_SECTION_SUBJECT = lazy(r"\W*(?:all(?:\s+the)?|the|these)\s+(?:times|timings|durations|"
                        r"latencies|values|numbers|figures|results|measurements)\s+"
                        r"(?:(?:below|here|shown)\s+)?(?:are|were)\s+(?:(?:given|shown|"
                        r"reported|listed|expressed|measured)\s+)?in\s", re.I)
_SENTENCE_END = lazy(r"(?<=[.!?])\s+")
# What a row label may carry that names nothing of the row: emphasis, code marks, a colon.
_LABEL_NOISE = lazy(r"[*_`:]+")
#: How many of a table's row labels an earlier table must share (at least two).
_SHARED = 0.6
_TABLE = ("table_row", "table_header")
# A bare number as a cell holds it, once emphasis and thousands separators are gone.
_NUMBER_NOISE = lazy(r"[*_,\s]")
_BARE = lazy(r"\d+(?:\.\d+)?")
# Several numbers of one cell set apart by spaced slashes ("20.21 / 13.84 / 24.00": one
# measure of a pipeline's stages) are bare too; a tight slash ("128/2048") pairs two settings.
_SPACED_SLASH = lazy(r"\s+/\s+")
# A bracketed note of the run after a cell's number ("3550.48 (batch: 8)", "41.2 (n=5)"): it
# holds a digit, so it is a setting of the run, not the cell's unit ("12.3 (ms)").
_RUN_NOTE = lazy(r"\s*\([^()]*\d[^()]*\)\s*$")
_DIGIT = lazy(r"\d")
_BRACKETS = lazy(r"[(\[]([^()\[\]]*)[)\]]")
_BRACKET_EDGES = lazy(r"\s*[()\[\],]\s*")


@dataclass(frozen=True, slots=True)
class _Stated:
    """A unit stated somewhere: its words as a header's bracket reads them, the unit, and
    the heading level whose end ends its reach (0: the document's)."""

    text: str
    unit: Unit
    level: int = 0
    tables: bool = False
    forward: bool = True
    section: bool = False  # speaks for every bare column while its section lasts


@dataclass(slots=True)
class _Table:
    """A table read before: its row labels, its columns' units with their values by row
    label, and the lowest heading level met since (a higher one ends its reach)."""

    labels: frozenset[str]
    units: tuple[tuple[_Stated, dict[str, float]], ...]
    lowest: int = 99


def carry_units(blocks: Sequence[Block]) -> list[Block]:
    """The blocks, each table's bare unit-less columns given their nearest stated unit."""
    out = state_statistics(blocks)  # and a statistic a note states for a whole table
    if not any(b.kind == "table_row" for b in out):
        return out
    headings: list[tuple[int, str]] = []  # the heading chain over the block, outermost first
    notes: list[_Note] = []
    tables: list[_Table] = []
    glossary: dict[frozenset[str], str] = {}  # column names a glossary list gave units
    at = 0
    while at < len(out):
        block = out[at]
        if block.kind == "heading":
            headings = [h for h in headings if h[0] < block.level] + [(block.level, block.scan)]
            notes = [n for n in notes if n.level <= block.level]
            for n in notes:  # a heading of the note's level (or any, for none) ends its section
                n.closed = n.closed or n.level == block.level or not n.level
            for table in tables:
                table.lowest = min(table.lowest, block.level)
        elif block.kind == "paragraph" and block.item and (item := glossary_item(block.scan)):
            glossary.setdefault(*item)
        elif block.kind == "paragraph" and (_POINTING.search(block.scan) or paired(block.scan)):
            notes.append(_Note(block.scan, headings[-1][0] if headings else 0))
        elif block.kind in _TABLE:
            end = at
            while end < len(out) and out[end].kind in _TABLE and \
                    out[end].paragraph == block.paragraph:
                end += 1
            level = headings[-1][0] if headings else 0
            earlier = [t for t in tables if t.lowest >= level]
            read = _carry(out, at, end, headings, notes, earlier, glossary)
            if read is not None:
                tables.append(read)
            at = end
            continue
        at += 1
    return out


@dataclass(slots=True)
class _Note:
    """A paragraph that may hold standing notes, read only when a table asks (most tables
    need none), and the heading level whose end ends its reach."""

    scan: str
    level: int
    read: list[_Stated] | None = None
    closed: bool = False

    def units(self) -> list[_Stated]:
        """The units its sentences state for every value after them."""
        if self.read is None:
            self.read = _standing_notes(self.scan, self.level)
        return self.read


def _standing_notes(scan: str, level: int) -> list[_Stated]:
    """The units the sentences of a paragraph state for every value after them."""
    found: list[_Stated] = []
    for sentence in _SENTENCE_END.split(scan.strip()):
        if not _POINTING.search(sentence) and not paired(sentence):
            continue
        note = unit_note(sentence)
        clauses = note.split(", ") if note else []
        # one unit for the tables as a whole; a note of several measures names its columns
        whole = len(clauses) == 1 and _TABLES.search(sentence) is not None
        forward = _POINTS_ON.search(sentence) is not None
        section = len(clauses) == 1 and _SECTION_SUBJECT.match(sentence) is not None
        for clause in clauses:
            unit = _reads(clause)
            if unit is not None:
                found.append(_Stated(unit[1], unit[0], level, whole, forward, section))
    return found


def _reads(text: str) -> tuple[Unit, str] | None:
    """The unit a note's words name ("times in seconds"), with its words, or None."""
    words = text.split(" in ", 1)[-1].strip()
    found = header_unit(words)
    return (found[0], words) if found is not None and found[0] is not COUNT else None


def _carry(blocks: list[Block], start: int, end: int, headings: list[tuple[int, str]],
           notes: list[_Note], earlier: list[_Table],
           glossary: dict[frozenset[str], str]) -> _Table | None:
    """Give the table at `blocks[start:end]` its carried units, in place; the table as a
    later one reads it, or None when it has no body."""
    rows = [i for i in range(start, end) if blocks[i].kind == "table_row"]
    if not rows:
        return None
    first = blocks[rows[0]]
    header = first.header
    texts = [[" ".join(blocks[i].scan[slice(*c)].split()) for c in blocks[i].cells]
             for i in rows]
    keys = [_label(t[0]) if t else "" for t in texts]
    corner = header[0] if header else ""
    caption_rows(blocks, rows, texts)  # "P95 latency" rows, the prose saying "under 100ms"
    if keyed(texts):
        # each row is its own quantity: nothing from further off is carried to its column,
        # and the table's caption speaks only for the rows of its unit's dimension
        _key_rows(blocks, rows, texts)
        return None
    units: list[_Stated | None] = [None] * len(header)
    if header and _bare(texts, 0) and _own(first, 0) is None and \
            (named := glossed(header[0], glossary)) is not None:
        _note(blocks, rows, 0, named[0])  # a first column of bare numbers ("Size") too
    spoken: bool | None = None
    for index in range(1, len(header)):
        units[index] = _own(first, index)
        if units[index] is not None or not _bare(texts, index):
            continue
        if spoken is None:
            # A row naming its own unit (by its label, or on its first value), or a corner
            # naming the rows' measures, speaks for the cells of its rows; a unit from
            # further off would override it.
            spoken = measure_corner(corner) or any(
                t and (label_unit(t[0], corner) or row_unit(tuple(t[1:]))) for t in texts)
        if spoken:
            continue
        measured = _measured(header[index], corner, texts)
        named = glossed(header[index], glossary)
        carried = (_Stated(*named) if named else None) or \
            _from_headings(header[index], headings) or \
            _from_table(measured, _values(texts, keys, index), earlier) or \
            _from_notes(measured, notes, headings)
        if carried is None and (told := column_prose(blocks, (start, end), texts, index, measured)):
            carried = _Stated(told[1], told[0])
        if carried is not None:
            units[index] = carried
            _note(blocks, rows, index, carried.text)
    return _Table(frozenset(k for k in keys if k),
                  tuple((u, _values(texts, keys, i)) for i, u in enumerate(units)
                        if u is not None and unit_kind(u.unit)))


def _key_rows(blocks: list[Block], rows: list[int], texts: list[list[str]]) -> None:
    """Keep a key/value table's caption only on rows whose label names its unit's measure."""
    for i, row in zip(rows, texts, strict=True):
        block = blocks[i]
        said = caption_unit(block.caption, block.header[1]) if block.caption else None
        if said is not None and not speaks_for(row[0] if row else "", said[0][0]):
            blocks[i] = replace(block, caption="")


def _bare(texts: list[list[str]], index: int) -> bool:
    """Whether every cell of a column holding a digit is a bare number ("-", "OOM" between)."""
    said = [row[index] for row in texts if index < len(row) and _DIGIT.search(row[index])]
    return bool(said) and all(all(_BARE.fullmatch(_NUMBER_NOISE.sub("", part))
                                  for part in _SPACED_SLASH.split(_RUN_NOTE.sub("", c)))
                              for c in said)


def _values(texts: list[list[str]], keys: list[str], index: int) -> dict[str, float]:
    """A column's bare numbers by row label ("1,024" -> 1024.0)."""
    out: dict[str, float] = {}
    for row, key in zip(texts, keys, strict=True):
        cell = _NUMBER_NOISE.sub("", row[index]) if index < len(row) and key else ""
        if cell and _BARE.fullmatch(cell):
            out[key] = float(cell)
    return out


def _own(block: Block, index: int) -> _Stated | None:
    """The unit a column states for itself, by its header, its legend, its unit column,
    the table's caption or corner, or a definition of its header's abbreviation; None when
    it states none (a unit of another dimension than its header's measure is none)."""
    head = block.header[index]
    found = header_unit(head)
    if found is not None:
        return _Stated(_unit_words(head, found[0]), found[0])
    if index < len(block.unit_of) and block.unit_of[index] >= 0:
        return _Stated(head, COUNT)  # a unit column beside it names its unit row by row
    noted = block.noted[index] if index < len(block.noted) else ""
    said = header_unit(noted) if noted else None
    if said is not None and said[0] is not COUNT and fits(head, said[0]):
        return _Stated(noted, said[0])
    corner = block.header[0] if block.header else ""
    for text in (block.caption, corner):
        captioned = caption_unit(text, head) if text else None
        if captioned and fits(head, captioned[0][0]):
            return _Stated(captioned[1], captioned[0][0])
    defined = defined_unit(head, block.terms)
    return _Stated(head, defined[0]) if defined else None


def _unit_words(header: str, unit: Unit) -> str:
    """The words of a header or heading naming its measure and unit, as another column's
    bracket may repeat them: its words with brackets made clauses ("Time to first token,
    seconds": the measure tells a TTFT from a duration), else the bracket or last clause
    naming the unit alone ("ms"), else the whole header ("Requests/sec")."""
    flat = ", ".join(p for p in (" ".join(c.split()) for c in _BRACKET_EDGES.split(header)) if p)
    for words in [flat, *_BRACKETS.findall(header), *reversed(flat.split(", "))]:
        found = header_unit(words.strip()) if words.strip() else None
        if found is not None and found[0] == unit:
            return str(words).strip()
    return header


def _from_headings(header: str, headings: list[tuple[int, str]]) -> _Stated | None:
    """The unit the nearest heading over the table states, as a caption would; a nearer
    heading naming a measure but no unit ("### Throughput" under "## Memory (GB)") stops."""
    for _, heading in reversed(headings):
        note = unit_note(heading)
        found = caption_unit(note, header) if note else None
        if found is not None:
            unit = found[0][0]
            return _Stated(_unit_words(heading, unit), unit) if fits(header, unit) else None
        if header_kind(heading) is not None:
            return None
    return None


def _from_table(header: str, values: dict[str, float], earlier: list[_Table]) -> _Stated | None:
    """The unit of the nearest earlier table with the same row labels, when its columns are
    of one unit (of the header's dimension, where the header names a measure; else of the
    same magnitude as the column's own numbers, row by row, as one measure's are)."""
    for table in reversed(earlier):
        shared = len(values.keys() & table.labels)
        if shared < 2 or shared < _SHARED * len(values):
            continue
        kind = header_kind(header)
        units = {(u.unit.canonical, u.unit.factor): (u, v) for u, v in table.units
                 if kind is None or unit_kind(u.unit) == kind}
        if len(units) != 1:
            return None
        unit, theirs = next(iter(units.values()))
        if caption_unit(unit.text, header) is None or \
                (kind is None and not _same_magnitude(values, theirs)):
            return None
        return unit
    return None


def _same_magnitude(ours: dict[str, float], theirs: dict[str, float]) -> bool:
    """Whether two columns' numbers of the same rows are within a factor of ten of each
    other, row by row (a count of operations beside a time in ms is not)."""
    pairs = [(ours[k], theirs[k]) for k in ours.keys() & theirs.keys()]
    return len(pairs) >= 2 and all(a > 0 and b > 0 and 0.1 <= a / b <= 10 for a, b in pairs)


def _from_notes(header: str, notes: list[_Note],
                headings: list[tuple[int, str]]) -> _Stated | None:
    """The unit of the latest standing note of the header's own dimension: a note far from
    the table speaks only for a column whose header names what it measures, or, where the
    header names none ("torch 2.0 - compile"), one whose subject is the tables ("The tables
    report iterations per second"), under no heading of another dimension ("## Power")."""
    named = header_kind(header) is not None
    for paragraph in reversed(notes):
        for note in reversed(paragraph.units()):
            if paragraph.closed and not note.forward:
                continue
            if named:
                fitting = matches(header, note.unit)
            else:
                fitting = (note.tables or (note.section and not paragraph.closed)) and \
                    all(fits(h, note.unit) for _, h in headings)
            if fitting and caption_unit(note.text, header) is not None:
                return note
    return None


def _measured(header: str, corner: str, texts: list[list[str]]) -> str:
    """The words naming what a column measures: its header, or, where that names no measure
    ("hexapdf 2.6"), the corner cell above a first column of row names ("Time" over "a.pdf",
    "b.pdf"), which names the measure of the whole body."""
    if header_kind(header) is not None or header_kind(corner) is None:
        return header
    names = [t[0] for t in texts if t and t[0].strip()]
    return corner if names and not any(_BARE.fullmatch(_NUMBER_NOISE.sub("", n))
                                       for n in names) else header


def _note(blocks: list[Block], rows: list[int], index: int, text: str) -> None:
    """Write a carried unit as the column's note on every row of the table."""
    for i in rows:
        noted = list(blocks[i].noted) + [""] * (len(blocks[i].header) - len(blocks[i].noted))
        noted[index] = text
        blocks[i] = replace(blocks[i], noted=tuple(noted))


def _label(cell: str) -> str:
    """A row label as two tables share it: without emphasis, code marks or a colon."""
    return " ".join(_LABEL_NOISE.sub(" ", cell).split()).casefold()

"""Prose units: a table whose header, caption and notes state no unit, but whose
surrounding prose does ("The report times how many samples per second each setup trains
on", the table, then "Plain runs went from 44.7 samples per second to ...").

Two kinds of evidence are read, in the paragraph right before the table (of its section)
and the paragraph right after it:

- a rate named as what is measured, with no number of its own ("how many samples per
  second", "the table gives tokens per second for each GPU count"), or a measure with its
  unit in brackets ("throughput (samples/s)");
- one of the table's own numbers restated with a unit ("44.7 samples per second"), which
  says in so many words what that cell measures.

A figure of the prose that is no cell of the table ("fell from 2.52 s to 1.70 s") is about
something else and is no evidence. The prose speaks only when all it says names one unit
(two units, "ms" and "GB/s", leave the table's cells to their own header); counts and
percentages name no unit of a measured column. Which columns take the unit is decided by
the caller (`claims.extract.figures.carried_units`)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace

from claims.extract.figures.candidate import COUNT
from claims.extract.figures.headers import header_unit, label_unit, quotient
from claims.extract.figures.measure_kinds import header_kind, unit_kind
from claims.extract.text.blocks import Block
from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

# A rate named as the measure, with no number before it: "samples per second", "tok/s".
_NAMED_RATE = lazy(r"(?<![\w.,])(?P<before>[\d.,]+\s+)?(?P<rate>[^\W\d][\w-]{1,15}\s+per\s+"
                   r"(?:second|sec|minute|min|hour)\b|[^\W\d][\w-]{0,15}/(?:s|sec)\b)",
                   re.I)
# A measure with its unit in brackets: "throughput (samples/s)", "latency (ms)".
_BRACKETED = lazy(r"\b(?:throughput|latency|latencies|bandwidth|time|times|speed|rate)\s*"
                  r"\(\s*(?P<unit>[^()\d,;]{1,20}?)\s*\)", re.I)
# A number as prose writes one: "44.7", "1,149.4", "2311585".
_NUMBER = lazy(r"(?<![\w.,])\d[\d,]*(?:\.\d+)?(?![\d])")
_SEPARATORS = lazy(r"[,\s*_]")


def _key(number: str) -> str:
    """A number's text as a cell and the prose both write it ("1,024" -> "1024")."""
    return _SEPARATORS.sub("", number).rstrip(".")


def _measure(words: str) -> tuple[Unit, str] | None:
    """The unit some words name as a header would read them, with the words; None for no
    unit, a count or a percentage."""
    found = header_unit(" ".join(words.split()))
    if found is None or found[0] is COUNT or found[0].canonical in ("count", "%"):
        return None
    return found[0], " ".join(words.split())


def _named(text: str) -> list[tuple[Unit, str]]:
    """The units `text` names as what is measured, with no number of its own."""
    out = []
    for m in _NAMED_RATE.finditer(text):
        if m.group("before"):
            continue  # "44.7 samples per second": a figure, read as one (`_restated`)
        if (said := _measure(m.group("rate"))) is not None:
            out.append(said)
    for m in _BRACKETED.finditer(text):
        if (said := _measure(m.group("unit"))) is not None:
            out.append(said)
    return out


def _restated(text: str, cells: frozenset[str]) -> list[tuple[Unit, str]]:
    """The units `text` writes after a number that is one of the table's cells."""
    out = []
    for m in _NUMBER.finditer(text):
        if _key(m.group(0)) not in cells:
            continue
        end = m.end()
        hit = unit_patterns.rate_at(text, end) or unit_patterns.symbol_at(text, end) \
            or unit_patterns.word_at(text, end)
        if hit is not None and (said := _measure(text[end:hit[2]])) is not None:
            out.append(said)
    return out


def prose_unit(texts: Sequence[str], cells: Iterable[str]) -> tuple[Unit, str] | None:
    """The one unit the paragraphs right before and after a table state for its measured
    cells (`cells`: the table's numbers as written), with words a header's bracket reads
    it from, or None when they state none or several."""
    keys = frozenset(_key(c) for c in cells if c)
    said: list[tuple[Unit, str]] = []
    for text in texts:
        said += _named(text) + _restated(text, keys)
    units = {(u.canonical, u.factor) for u, _ in said}
    return said[0] if len(units) == 1 else None


_FRACTION = lazy(r"\d\.\d")


def takes(unit: Unit, header: str, cells: Iterable[str]) -> bool:
    """Whether a bare column takes a unit its table's prose states: its header names a
    measure of the unit's dimension, or none of another and some cell holds a decimal
    fraction (a setting's values, "4", "32", "1*8", hold none); a column dividing one
    system by another ("Envoy / HAProxy") holds ratios and takes none."""
    if quotient(header):
        return False
    kind = header_kind(header)
    if kind is not None:
        return kind == unit_kind(unit)
    return any(_FRACTION.search(c) for c in cells)


def column_prose(blocks: Sequence[Block], span: tuple[int, int], texts: list[list[str]],
                 index: int, header: str) -> tuple[Unit, str] | None:
    """The unit the paragraphs right around the table at `blocks[span[0]:span[1]]`, of its
    section, state for its measured cells (`texts`: its rows' cells, the first a label),
    when its column `index`, headed `header`, takes it (`takes`); else the unit the
    document's prose writes a figure of the header's measure in (`measure_in_prose`)."""
    start, end = span
    near = [blocks[i].scan for i in (start - 1, end) if 0 <= i < len(blocks) and
            blocks[i].kind == "paragraph" and blocks[i].section == blocks[start].section]
    told = prose_unit(near, [c for r in texts for c in r[1:]]) if near else None
    column = [r[index] for r in texts if index < len(r)]
    if told is not None and takes(told[0], header, column) and \
            not _defines_another(near, told[1], header):
        return told
    return measure_in_prose(header, _paragraphs(blocks))


def _defines_another(texts: Sequence[str], words: str, header: str) -> bool:
    """Whether the prose gives the unit as another column's meaning ("FPS is images per
    second"): then only the column so named takes it, not its neighbours ("acc@1")."""
    said = re.compile(r"(?<![\w@])(?P<name>[A-Za-z][\w@./-]*)\s+(?:is|are|means|gives?|"
                      r"counts?)\s+(?:in\s+|the\s+)?" + re.escape(words), re.I)
    names = {m.group("name").casefold() for text in texts for m in said.finditer(text)}
    return bool(names) and header.strip().casefold() not in names


def caption_rows(blocks: list[Block], rows: Sequence[int], texts: list[list[str]]) -> None:
    """Give each row of a table whose label names a measure but no unit ("P95 latency"),
    and that has no caption, the unit the document's prose writes a figure of that measure
    in (`measure_in_prose`), as its caption; in place."""
    for i, row in zip(rows, texts, strict=True):
        if not row or blocks[i].caption or label_unit(row[0]) or header_kind(row[0]) is None:
            continue
        said = measure_in_prose(row[0], _paragraphs(blocks))
        if said is not None:
            blocks[i] = replace(blocks[i], caption=said[1])


def _paragraphs(blocks: Sequence[Block]) -> list[str]:
    """The masked prose of a document's paragraphs."""
    return [b.scan for b in blocks if b.kind == "paragraph"]


# What may stand between a measure's name and its figure in one clause: "P95 latency
# stayed under 100ms", "p99 latency of 4.2 ms" (no sentence end, no other figure).
_BETWEEN = r"[^\W\d][^.;:!?\d]{0,40}?"
_LABEL_NOISE = lazy(r"[*_`:]+")


def measure_in_prose(label: str, paragraphs: Sequence[str]) -> tuple[Unit, str] | None:
    """The unit the document's prose writes a figure of the measure `label` names in
    ("P95 latency stayed under 100ms" for a bare "P95 latency" row or column), when every
    such figure is of that one unit and of the label's dimension; None otherwise."""
    words = _LABEL_NOISE.sub(" ", label).split()
    kind = header_kind(label)
    if kind is None or len(words) < 2 or len(words) > 4:
        return None  # one word ("Time") names too common a measure to find its figures
    named = re.compile(r"\b" + r"\s+".join(map(re.escape, words)) + r"\s+(?:" + _BETWEEN
                       + r")?(?P<number>\d[\d,]*(?:\.\d+)?)", re.I)
    said: list[tuple[Unit, str]] = []
    for text in paragraphs:
        for m in named.finditer(text):
            end = m.end()
            hit = unit_patterns.symbol_at(text, end) or unit_patterns.word_at(text, end)
            found = _measure(text[end:hit[2]]) if hit is not None else None
            if found is None or unit_kind(found[0]) != kind:
                return None  # a figure of the measure in another unit, or none: no telling
            said.append(found)
    units = {(u.canonical, u.factor) for u, _ in said}
    return said[0] if len(units) == 1 else None

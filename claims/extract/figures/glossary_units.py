"""Column glossaries: a list whose items each name a table column and say what it holds
("- **Size**: how large each message is, in bytes", "- Publish BW - publishing bandwidth in
MiB/s"), written once, often in a section of its own ("## Table headers"), for every table
after it. A column headed by exactly the words of an item's name takes the unit the item
states; a name that is only part of a header ("Size" and "Batch size") is no match, since
the glossary may stand far from the table.

Only a definition without figures is an item (a "- Memory: 64 GB" line is a spec), and only
a unit the vocabulary reads that is no count; whether the column may take it is still
decided where the units are carried (`claims.extract.figures.carried_units`)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from claims.extract.figures.candidate import COUNT
from claims.extract.figures.headers import header_unit
from claims.extract.figures.measure_kinds import fits
from claims.extract.text.unit_notes import unit_note
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

# An item's name (a few words opening with a letter, as a column is headed: "Avg. Publish
# Rate", "p99"), then a colon or a spaced dash, then its definition.
_ITEM = lazy(r"\s*(?P<name>[^\W\d][\w./%-]*(?:[ \t]+[\w./%-]+){0,5}?)\s*"
             r"(?::|[ \t][-\u2013\u2014][ \t])\s*(?P<said>[^\W\d].*)", re.S)
_WORD = lazy(r"[a-z0-9]+")
_DIGIT = lazy(r"\d")


def _words(text: str) -> frozenset[str]:
    """The words of a name or a header, lower-cased, without punctuation."""
    return frozenset(_WORD.findall(text.lower()))


def glossary_item(scan: str) -> tuple[frozenset[str], str] | None:
    """The name (as words) and the unit's words a glossary item states ("Size: how large
    each message is, in bytes" -> {"size"}, "bytes"), or None."""
    m = _ITEM.match(scan)
    if m is None or _DIGIT.search(m.group("said")):
        return None
    said = " ".join(m.group("said").split())
    note = unit_note(said)
    if note is None or ", " in note:  # a note of several measures names no one column
        return None
    found = header_unit(note)
    if found is None or found[0] is COUNT:
        return None
    return _words(m.group("name")), note


def glossed(header: str, glossary: Mapping[frozenset[str], str]) -> tuple[str, Unit] | None:
    """The unit's words and unit the glossary gives a column headed `header`, where an
    item's name is all the header says and the unit fits the measure it names."""
    note = glossary.get(_words(header)) if header.strip() else None
    found = header_unit(note) if note else None
    if note is None or found is None or not fits(header, found[0]):
        return None
    return note, found[0]

"""The unit a table's title or its list of run notes gives its bare cells, where no caption
or lead-in states one: a heading right above the table naming the measure by its unit
("### Per-dataset QPS (ef=256)", "## Random read IOPS", "### How M affects recall"), or a
short item of the list of notes right above it that is only a unit note ("- All times in
ms" among "- Five runs recorded", "- Machine: ...")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from claims.extract.figures.header_measures import quality_unit
from claims.extract.text.unit_notes import unit_note
from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy

#: How many words a list item may hold and still be only a unit note ("All times in ms",
#: "Latency values in microseconds"); a longer item says more than the unit of the table.
_NOTE_WORDS = 6
#: How many list items right above a table are read for a unit note.
_ITEMS = 8
# A heading naming several measures ("Recall and QPS", "Latency vs throughput") names no
# one unit for its table, nor does one listing the setup as keyed values ("System: H100,
# Precision: BF16"), nor one stating a figure ("The run aimed at 400 exchanges/sec"): its
# unit is the figure's. Brackets hold the settings of the table's runs ("(ef=256)"), a
# glued number names ("Recall@10", "p99").
_SEVERAL = lazy(r"\b(?:and|vs|versus)\b|&", re.I)
_OWN_FIGURES = lazy(r"\w\s*[:=]\s*\S|(?<![\w@.-])\d")
_WORD_START = lazy(r"(?<![\w/.-])[^\W\d_]")
_NUMBERING = lazy(r"^(?:\d+\.)*\d+[.)]?\s+")
_BRACKETS = lazy(r"\([^()]*\)|\[[^\[\]]*\]")
#: How many paragraphs (a lead-in: "The results:") may stand between a heading and its table.
_BETWEEN = 1


class Above(Protocol):
    """What a block above a table tells: its kind, masked text and whether it is an item."""

    @property
    def kind(self) -> str: ...
    @property
    def scan(self) -> str: ...
    @property
    def item(self) -> bool: ...


def title_note(above: Sequence[Above]) -> str | None:
    """The unit note a table's title or run notes give, reading the blocks above the table
    nearest first: a unit the list of notes right above states alone, else the heading
    over the table (with at most one lead-in paragraph between) when it names a unit."""
    items = []
    for block in above[:_ITEMS]:
        if block.kind != "paragraph" or not block.item:
            break
        items.append(" ".join(block.scan.split()).rstrip(".;"))
    for item in items:
        note = unit_note(item) if len(item.split()) <= _NOTE_WORDS else None
        if note:
            return note
    if items:
        return None  # a list of notes under a heading is the table's setup, not its title
    for block in above[:_BETWEEN + 1]:
        if block.kind == "heading":
            return heading_note(block.scan)
        if block.kind != "paragraph" or block.item:
            return None
    return None


def heading_note(scan: str) -> str | None:
    """A heading as a caption when it names its table's measure by a unit the table's
    columns may take ("Per-dataset QPS", "Lookups per second (ef=64)"), else None:
    a heading naming only a topic ("Results", "Latency") lends no unit."""
    title = " ".join(scan.replace("#", " ").split())
    title = _NUMBERING.sub("", title)  # "3.2 Throughput (QPS)": the section's number
    if not title or _SEVERAL.search(title) or _OWN_FIGURES.search(_BRACKETS.sub(" ", title)):
        return None
    return title if quality_unit(title) is not None or _names_unit(title) else None


def _names_unit(title: str) -> bool:
    """Whether a word of a title opens a unit of the vocabulary, a rate or a symbol ("QPS",
    "requests per second", "GB/s"), that measures: a count, or a multiple ("Speedup",
    "Scaling": a section's topic more often than its tables' unit), is none."""
    for word in _WORD_START.finditer(title):
        probe = "1 " + title[word.start():]
        hit = (unit_patterns.rate_at(probe, 1) or unit_patterns.symbol_at(probe, 1)
               or unit_patterns.word_at(probe, 1))
        if hit is not None and hit[0].canonical not in ("count", "x") and \
                not probe[hit[2]:hit[2] + 1].isalnum():
            return True
    return False

"""A list's run settings: one item (or the line right above the list) says how the run was
set up ("- sysbench 1.0.20, 1 thread, primes up to 10000") and its sibling items give what
that run measured ("- CPU speed: 1488.30 events per second"). The load the settings item
states (a thread, connection or client count) is the load of every result of the same list:
a console capture retold as bullets states its settings once. Only that list's items take
it, never a later list, and an item naming a load of its own keeps its own.

An item is a settings item when it names a load and its figures are settings alone: counts,
sizes and versions, no rate, time or score. A thread count that is a processor's
specification ("16 cores/32 threads", "8-core, 16-thread") is no load.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from claims.extract.conditions.found import NOTHING, Found
from claims.extract.conditions.model_scope import SPEC_UNITS
from claims.extract.figures.ruler import detect
from claims.extract.text.blocks import Block
from claims.extract.text.sentences import sentences
from claims.vocabulary.lazy import lazy
from claims.vocabulary.run_settings import CONCURRENCY
from claims.vocabulary.spelled import CARDINAL

#: The units a run's settings are given in: how many (files, events, primes), how big, and
#: the machine's specification (a clock, a peak), which is no result of the run either.
SETTING_UNITS = frozenset({"count", *SPEC_UNITS})

# A load counted by its noun ("1 thread", "one thread", "single-threaded", "64 connections",
# "8 clients") or set by a flag or a label ("--threads=4", "Threads: 16", "clients (-c): 50").
_LOAD = lazy(
    r"(?<![\w.,])(?P<n>\d{1,6}|single|" + "|".join(CARDINAL) + r")[\s-]+"
    r"(?:(?:concurrent|parallel|simultaneous|virtual)\s+)?"
    r"(?P<noun>threads?|threaded|connections?|clients?)(?![\w-])"
    r"|(?<![\w-])-{0,2}(?:num[-_ ]?)?(?:threads|connections|clients|concurrency)\b"
    r"[^:=\n]{0,24}?[=:]\s*(?P<k>\d{1,6})(?![\w.])", re.I)
# A core count just before a thread count makes both the processor's ("16 cores/32 threads",
# "8-core, 16-thread", "8C/16T"); so does one just after ("32 threads, 16 cores").
_CORES_BEFORE = lazy(r"\d+\s*-?\s*(?:cores?|c)\b\s*(?:[/,&+(]|and|with)?\s*$", re.I)
_CORES_AFTER = lazy(r"\s*(?:[/,&+)]|and|on)?\s*\d+\s*-?\s*(?:cores?|c)\b", re.I)
# Where a piece of a settings line ends: "sysbench 2.1, 1 thread, limit 10000" holds three.
_PIECE_END = lazy(r"[,;:()\[\]\n]|\.(?!\d)|\s[-\u2013\u2014]\s")
# Words a load may stand after in its piece ("at 4 threads", "with one thread"), and marks.
_LEAD_WORDS = lazy(r"^(?:\W|_|\b(?:at|with|on|using|over|in|via|for)\b)*$", re.I)


def _alone(text: str, a: int, b: int) -> bool:
    """Whether the load at [a, b) is a whole piece of its line: a setting listed, not a
    clause ("below a concurrency of 128", "1 client per volume")."""
    start = max((m.end() for m in _PIECE_END.finditer(text, 0, a)), default=0)
    end = _PIECE_END.search(text, b)
    rest = text[b:end.start() if end else len(text)]
    return _LEAD_WORDS.match(text[start:a]) is not None and not rest.strip(" \t*_`")


def loads(text: str, alone: bool = False) -> set[int]:
    """The loads `text` states as run settings, processor specifications aside; with
    `alone`, only those standing as a piece of their own (`_alone`)."""
    out: set[int] = set()
    for m in _LOAD.finditer(text):
        if m.group("noun") and m.group("noun").lower().startswith("thread") and (
                _CORES_BEFORE.search(text[max(0, m.start() - 20):m.start()])
                or _CORES_AFTER.match(text, m.end())):
            continue
        if alone and not _alone(text, *m.span()):
            continue
        raw = (m.group("n") or m.group("k")).lower()
        out.add(1 if raw == "single" else CARDINAL[raw] if raw.isalpha() else int(raw))
    for m in CONCURRENCY.finditer(text):  # "at 4 threads", "concurrency 64", "QD32"
        if alone and not _alone(text, *m.span()):
            continue
        if m.group("one"):
            out.add(1)
        elif raw := next((g for g in m.groups() if g and g[0].isdigit()), None):
            out.add(int(raw.replace(",", "")))
    return out


def _units(block: Block) -> list[str]:
    """The units of the figures the rules read in a block."""
    return [fig.unit for said in sentences(block) for fig in detect(said)]


class RunItems:
    """Per list item, the load its list's settings items state (`loads`)."""

    def __init__(self, blocks: Sequence[Block], text: str,
                 units: Callable[[Block], Sequence[str]] | None = None) -> None:
        """Group the document's list items by list; `units` gives a block's figures' units
        (the rules' figures by default)."""
        self._text, self._units = text, units or _units
        self._given: dict[int, Found] = {}
        group: list[Block] = []
        above: Block | None = None
        for block in (*blocks, None):
            if block is not None and block.kind == "paragraph" and block.item and (
                    not group or group[-1].section == block.section):
                group.append(block)
                continue
            if group:
                self._give(group, above if above is not None and
                           above.section == group[0].section else None)
                group = []
            if block is not None and block.kind == "paragraph" and block.item:
                group.append(block)  # a list of another section starts at once
                above = None
            else:  # a run-description line: one line of words, no paragraph of prose
                above = block if block is not None and block.kind == "paragraph" and \
                    "\n" not in text[block.start:block.end].strip() else None

    def _settings(self, block: Block) -> set[int]:
        """The loads a block lists as settings (`loads`, alone) when it states settings
        only, else none."""
        said = loads(self._text[block.start:block.end], alone=True)
        if said and all(unit in SETTING_UNITS for unit in self._units(block)):
            return said
        return set()

    def _give(self, items: Sequence[Block], above: Block | None) -> None:
        """Give the list's one load to each item naming none, where a settings item or the
        line above the list states it and no item names another."""
        stated = [loads(self._text[b.start:b.end]) for b in items]
        if not any(stated) and above is None:
            return
        givers = [self._settings(b) if said else set()
                  for b, said in zip(items, stated, strict=True)]
        if above is not None and not any(givers):
            givers = [self._settings(above)]  # a run-description line over the list
        if not any(givers):
            return
        given = set().union(*givers, *stated)
        if len(given) != 1:  # two runs' loads: which result is whose is unsaid
            return
        found = Found(concurrency=next(iter(given)))
        for block, said in zip(items, stated, strict=True):
            if not said and any(
                    unit not in SETTING_UNITS for unit in self._units(block)):
                self._given[block.start] = found  # a result: a rate, a time, a score

    def at(self, block: Block) -> Found:
        """The load the block's list gives it, NOTHING when none."""
        return self._given.get(block.start, NOTHING) if block.item else NOTHING

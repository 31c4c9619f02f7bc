"""The machines a document's tables name per column and per row, and the short names it
gives them: a spec table that says which machine each platform label stands for ("| AMD64
Linux | AMD Ryzen 7 H 255 |" under "| Platform | CPU |"), and a results table whose header
names one of those machines per column ("| Benchmark | M4 JIT | M4 Interp | Jetson JIT |")."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from claims.extract.conditions.machine_headings import headed_machines
from claims.extract.conditions.os_aliases import os_machines
from claims.extract.conditions.program_hosts import program_hosts
from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy

# A first column's header saying its rows are whole machines under a name of the writer's.
_PLATFORM_HEADER = lazy(r"\W*(?:platforms?|systems?|machines?|hosts?|targets?|"
                        r"configurations?|configs?|setups?|environments?|boxes|box|"
                        r"test\s+(?:machines?|systems?|rigs?|beds?))\W*", re.I)
# A column's header saying its cells name the hardware of each row's machine.
_HARDWARE_HEADER = lazy(r"\W*(?:cpus?|processors?|gpus?|socs?|chips?|hardware|boards?|"
                        r"devices?|accelerators?)(?:\s+(?:model|name|type))?\W*", re.I)
# A machine the prose names by a noun of its own, its name in brackets: "the laptop (Ryzen 7
# H 255)", "our big box (2x EPYC 9654)".
_PROSE_ALIAS = lazy(r"\b(?:the|our|my|their|a|an)\s+(?P<alias>(?:[\w-]+\s+){0,2}?(?:laptop|"
                    r"desktop|server|workstation|box|machine|board|phone|tablet|node|host|rig|"
                    r"VM|instance|PC|Mac|cluster|system))\s*\((?P<name>[^()\n]{2,60})\)", re.I)
# A spec table's row label for the processor of each machine column.
_PROCESSOR_ROW = lazy(r"\W*(?:cpus?|processors?|gpus?|accelerators?|socs?|chips?)\W*", re.I)
# An aside closing a header ("Older Cluster (18 Nodes)"): no part of the machine's name.
_ASIDE = lazy(r"\s*\([^()]*\)\s*$")
_TOKEN = lazy(r"[A-Za-z0-9]+")
_MARKUP = lazy(r"[*_`]+")
# Words a machine's name shares with any other: a header holding one names no machine.
_GENERIC = frozenset({"gpu", "gpus", "cpu", "cpus", "core", "cores", "machine", "server",
                      "node", "nodes", "system", "platform", "host", "the", "and", "with",
                      "of", "on", "in", "for", "gb", "tb", "mb", "ghz", "mhz", "ram",
                      "memory", "total", "vs", "x", "pro", "max", "ultra", "plus", "mini"})


def _tokens(text: str) -> list[str]:
    """The lower-case word tokens of a name or header that can tell machines apart."""
    return [t for t in (m.lower() for m in _TOKEN.findall(text))
            if len(t) > 1 and any(c.isalpha() for c in t) and t not in _GENERIC]


def _proper(name: str) -> list[str]:
    """The tokens of a machine's name that name it rather than describe it: those written
    with a capital or a digit ("Jetson", "M4"), not a common noun ("cluster")."""
    return [m.lower() for m in _TOKEN.findall(name)
            if m[0].isupper() or any(c.isdigit() for c in m)
            if len(m) > 1 and any(c.isalpha() for c in m) and m.lower() not in _GENERIC]


def _clean(text: str) -> str:
    """A cell's text without emphasis markup and with its spaces collapsed."""
    return " ".join(_MARKUP.sub("", text).split())


@dataclass(frozen=True, slots=True, eq=False)
class Machines:
    """The machines one document names: each alias a spec table defines (a platform label
    with the machine it stands for), every machine name the text gives, and which machines
    each distinguishing word of those names and aliases belongs to."""

    aliases: tuple[tuple[str, str], ...]
    names: tuple[str, ...]
    owners: Mapping[str, frozenset[str]]

    def alias(self, label: str) -> str | None:
        """The machine an alias names when `label` is that alias, or holds it whole as a
        phrase ("v2 results (AMD64 Linux, best-of-3)")."""
        cleaned = _clean(label).casefold()
        if not cleaned or not self.aliases:
            return None
        found = {m for a, m in self.aliases if a.casefold() == cleaned}
        if not found:
            found = {m for a, m in self.aliases
                     if re.search(r"(?<!\w)" + re.escape(a.casefold()) + r"(?!\w)", cleaned)}
        return found.pop() if len(found) == 1 else None

    def short(self, text: str) -> str | None:
        """The one machine a word of `text` names as part of its name or alias ("M4" of
        "Apple M4", "Jetson" of "Jetson AGX Orin"), when no other machine holds that word
        and the text's words name no second machine."""
        named = {next(iter(self.owners[t])) for t in _tokens(text)
                 if len(self.owners.get(t, ())) == 1}
        return named.pop() if len(named) == 1 else None

    def resolve(self, text: str) -> str | None:
        """The machine `text` names by an alias, or by a short name in a document that
        defines its machines by aliases (a platform table, "the laptop (...)"): elsewhere a
        word of a name ("Ceph" of "Ceph cluster") may as well be a program's."""
        return self.alias(text) or (self.short(text) if self.aliases else None)


def read_machines(text: str, blocks: Sequence[Block], named: Sequence[str],
                  hardware_of: Callable[[str], str | None]) -> Machines:
    """The document's machines: `named` (what the vocabulary finds), the aliases of each
    spec table whose label column names platforms and another column their hardware, and
    those the prose gives ("the laptop (Ryzen 7 H 255)": a name with a model number).
    `hardware_of` reads the machine the vocabulary names in a cell's text."""
    aliases: dict[str, str] = {}
    for row in blocks:
        if row.kind != "table_row" or len(row.cells) < 2 or len(row.header) < 2 \
                or _PLATFORM_HEADER.fullmatch(row.header[0]) is None:
            continue
        cells = [_clean(text[row.start + a:row.start + b]) for a, b in row.cells]
        columns = [i for i, h in enumerate(row.header[1:len(cells)], 1)
                   if _HARDWARE_HEADER.fullmatch(h)]
        if not columns or not cells[0]:
            continue
        # The vocabulary's name anywhere in the row (a board named beside its CPU is the
        # whole machine), else the hardware column's cell as written.
        machine = next((m for c in cells[1:] if (m := hardware_of(c))), None) \
            or cells[columns[0]]
        if any(ch.isalpha() for ch in machine):
            aliases.setdefault(cells[0], machine)
    for alias, machine in _machine_columns(text, blocks, hardware_of):
        aliases.setdefault(alias, machine)
    for alias, machine in headed_machines(text, blocks, hardware_of):  # "### i9" over specs
        aliases.setdefault(alias, machine)
    for alias, machine in os_machines(text, blocks, hardware_of):  # "On Windows, ..."
        aliases.setdefault(alias, machine)
    for alias, machine in program_hosts(text, blocks, named, hardware_of):  # "Kafka ran on"
        aliases.setdefault(alias, machine)
    for block in blocks:
        if block.kind != "paragraph" or "(" not in block.scan:
            continue
        for said in _PROSE_ALIAS.finditer(text, block.start, block.end):
            name = said.group("name").strip()
            called = hardware_of(name) or (name if _proper(name) else None)
            if called and any(c.isdigit() for c in called):
                aliases.setdefault(" ".join(said.group("alias").split()), called)
    names = tuple(dict.fromkeys([*named, *aliases.values()]))
    owners: dict[str, set[str]] = {}
    for name in names:
        for spelling in (name, *(a for a, m in aliases.items() if m == name)):
            for token in _proper(spelling):
                owners.setdefault(token, set()).add(name)
    return Machines(tuple(aliases.items()), names,
                    {t: _widest(m) for t, m in owners.items()})


def _widest(names: set[str]) -> frozenset[str]:
    """The names of one word's machines without those another of them spells whole ("M1
    Max" inside "Apple M1 Max"): two spellings of one machine are one owner."""
    spelled = {n: set(_proper(n)) for n in names}
    return frozenset(n for n in names
                     if not any(o != n and spelled[n] < spelled[o] for o in names))


def _machine_columns(text: str, blocks: Sequence[Block],
                     hardware_of: Callable[[str], str | None]) -> list[tuple[str, str]]:
    """The aliases of a spec table whose columns are machines and whose rows are their
    parts ("| Component | Older Cluster (18 Nodes) | Modern Cluster |" over "| CPU | Intel
    E5-2640v4 | Xeon Platinum 8360Y |"): each column's header, without its aside, stands
    for the processor its CPU or GPU row names. Only a table whose processor row names two
    or more machines is read so (one machine's table has a "Value" column, no alias)."""
    found: list[tuple[str, str]] = []
    for row in blocks:
        if row.kind != "table_row" or len(row.cells) < 3 or len(row.header) < 3:
            continue
        label = _clean(text[row.start + row.cells[0][0]:row.start + row.cells[0][1]])
        if _PROCESSOR_ROW.fullmatch(label) is None:
            continue
        read = [(_ASIDE.sub("", _clean(h)).strip(), hardware_of(_clean(
            text[row.start + a:row.start + b]))) for h, (a, b) in zip(
            row.header[1:], row.cells[1:], strict=False)]
        named = [(h, m) for h, m in read if m and h and not hardware_of(h)]
        if len({m for _, m in named}) >= 2:
            found.extend(named)
    return found


@lru_cache(maxsize=256)  # every row of a table asks again; a document's Machines is its own
def column_machines(header: tuple[str, ...], machines: Machines) -> tuple[str | None, ...]:
    """The machine each column past the first of a table header names by an alias or a
    short name of one of the document's machines. Where the header groups its columns by
    machine ("M4 JIT | M4 Interp | Speedup"), a column naming none right after two or more
    columns of one machine belongs to that group."""
    own = [machines.resolve(h) if i else None for i, h in enumerate(header)]
    if len({m for m in own if m}) < 2:
        return tuple(own)
    result = list(own)
    for i in range(3, len(own)):
        if own[i] is None and own[i - 1] is not None and own[i - 1] == own[i - 2]:
            result[i] = own[i - 1]
    return tuple(result)

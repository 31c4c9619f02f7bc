"""One machine's spec list, and the short names a results table gives the machines of a
document's sections.

A bulleted list whose items name one processor (a CPU, an accelerator, an SoC) and, in
other items, the parts of the machine it heads (its memory, its drive, a laptop's GPU) is
that machine's spec list: a size or a clock an item states ("16GB RAM, DDR5 4800 MHz",
"SN735 NVMe SSD, 1TB") is the machine's, named by its first processor, not the part's
own name. A list naming two processors of one kind ("- 8x H100 node", "- 8x A100 node")
lists machines, not one machine's parts. A drive's or a link's own rate (IOPS, GB/s) stays
the part's: the caller leaves those figures alone.

Where the sections of a document each describe one machine under a heading of its own
("### Asus ROG Zephyrus G15", "### Mac Mini M1") and a results table's header names them
by one word of those headings ("| | Asus | Alurin | Mini |"), each such column is the
machine of its section; only a header whose columns name two or more of those sections
is read so (a lone word may be anything)."""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence

from claims.extract.conditions.choice import separate
from claims.extract.conditions.found import HARDWARE, NOTHING, Found
from claims.extract.conditions.index import Index, find
from claims.extract.conditions.machine_headings import spec_bodies
from claims.extract.text.blocks import Block
from claims.learn.names import key
from claims.vocabulary.lazy import lazy

_WORD = lazy(r"[A-Za-z][A-Za-z0-9-]*")
# The finders naming a processor, whose two distinct names of one kind make a list of
# machines rather than one machine's parts.
_PROCESSORS = HARDWARE[:3]


def _hardware_of(line: str) -> str | None:
    """The machine the vocabulary names in a spec line."""
    return find(line).hardware


class SpecLists:
    """The machine each item of a machine's spec list belongs to, and the machine each
    heading's section describes by such a list."""

    def __init__(self, index: Index, blocks: Sequence[Block]) -> None:
        """Read every list of the document once."""
        self._index = index
        self._spans = [(x, y, k) for x, y, k in index.spans(HARDWARE)]
        self._starts = [x for x, _, _ in self._spans]
        self._of: dict[int, Found] = {}
        self._columns: dict[tuple[str, ...], tuple[Found, ...]] = {}
        # each heading over a spec list: its text and machine (NOTHING over two machines)
        self._headed: dict[int, tuple[str, Found]] = {}
        group: list[Block] = []
        heading: list[Block] = []
        for block in [*blocks, None]:
            if block is not None and block.kind == "paragraph" and block.item:
                group.append(block)
                continue
            machine = self._read(group)
            if machine is not NOTHING:
                self._of.update((b.start, machine) for b in group)
                for h in heading:
                    seen = self._headed.get(h.start, (h.scan, machine))[1]
                    self._headed[h.start] = (h.scan, machine if seen == machine else NOTHING)
            group = []
            if block is not None and block.kind == "heading":
                # the headings standing over the next list, innermost last
                heading = [h for h in heading if h.level < block.level] + [block]
        # a machine heading's own spec lines ("### i9" over "Processor: ...") are its parts
        for start, name in spec_bodies(index.text, blocks, _hardware_of).items():
            self._of.setdefault(start, Found(hardware=name))

    def machine(self, block: Block) -> Found:
        """The machine whose spec list the block is an item of, else NOTHING."""
        return self._of.get(block.start, NOTHING)

    def columns(self, header: Sequence[str]) -> tuple[Found, ...]:
        """Per header cell, the machine of the one section whose heading holds the cell's
        words, when two or more cells past the first name distinct sections so."""
        kept = self._columns.get(tuple(header))
        if kept is None:  # every cell of every row asks again: once a header
            own = [self._by_heading(c) if i else NOTHING for i, c in enumerate(header)]
            if len({key(m.hardware or "") for m in own if m.hardware}) < 2:
                own = [NOTHING for _ in header]
            kept = self._columns[tuple(header)] = tuple(own)
        return kept

    def _by_heading(self, cell: str) -> Found:
        """The machine of the one machine heading holding every word of `cell`."""
        words = [w.casefold() for w in _WORD.findall(cell)]
        if not words:
            return NOTHING
        hits = [m for scan, m in self._headed.values()
                if set(words) <= {w.casefold() for w in _WORD.findall(scan)}]
        return hits[0] if len(hits) == 1 else NOTHING

    def _read(self, items: Sequence[Block]) -> Found:
        """The machine a run of list items is the spec list of, else NOTHING."""
        if len(items) < 2:
            return NOTHING
        a, z = items[0].start, items[-1].end
        lo, hi = bisect.bisect_left(self._starts, a), bisect.bisect_left(self._starts, z)
        # a name found again inside a longer one ("i5-1235U" in "Core i5-1235U") is one
        within = [s for s in self._spans[lo:hi] if s[2] in _PROCESSORS]
        kept = set(separate((x, y) for x, y, _ in within))
        named = [(x, y, k) for x, y, k in within if (x, y) in kept]
        if not named:
            return NOTHING
        kinds: dict[str, set[str]] = {}
        for x, y, k in named:
            kinds.setdefault(k, set()).add(key(self._index.text[x:y]))
        if any(len(names) > 1 for names in kinds.values()):
            return NOTHING  # a list of machines, not one machine's parts
        holding = {b.start for b in items for x, _, _ in named if b.start <= x < b.end}
        if len(holding) == len(items):
            return NOTHING  # every item names a processor: no part is listed
        x, y, _ = named[0]
        found = find(re.sub(r"\s+", " ", self._index.text[x:y]))
        return Found(hardware=found.hardware, accelerator=found.accelerator) \
            if found.hardware else NOTHING

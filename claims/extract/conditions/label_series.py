"""Machines a page states one after another, each by a label line ("machine: n2d-standard-4
(4 vCPUs)" over one part of the results, "machine: m7g.xlarge" over the next): each label's
machine sets up the figures from its line on, up to the next label naming another machine,
or up to a heading of its own section's level (or higher) whose section names another
machine. A page that states one machine by its labels has it for every figure
(`stated_once`); labels set side by side in one section (a setup naming a server and a
client) state no machine of either part. A figure's own sentence, row, paragraph and heading
still come first (`binding`)."""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence

from claims.extract.conditions.found import NOTHING, Found
from claims.extract.conditions.index import Index
from claims.extract.conditions.stated_once import label_name, labelled_machine
from claims.extract.text.blocks import Block
from claims.learn.names import key


class LabelSeries:
    """The machine a page's labels give each block: the one machine they name for every
    figure (`stated_once.labelled_machine`), else the span each label line's machine
    governs, looked up by a block's offset."""

    def __init__(self, index: Index, blocks: Sequence[Block],
                 section_machine: Callable[[Block], str | None]) -> None:
        """Read the label lines of `blocks`; `section_machine` gives the machine a heading's
        own section names (or None), which ends a label's reach at that heading."""
        self._once = labelled_machine(index, blocks)
        self._starts: list[int] = []
        self._ends: list[int] = []
        self._names: list[str] = []
        if self._once.hardware is not None:
            return
        groups = _groups(index, blocks)
        if len({key(name) for _, name in groups if name}) < 2:
            return  # one machine or none: what the page states once, not a series
        levels, level = [], 0  # the level of the heading each block stands under
        for block in blocks:
            levels.append(level)
            level = block.level if block.kind == "heading" else level
        for n, (i, name) in enumerate(groups):
            stop = groups[n + 1][0] if n + 1 < len(groups) else len(blocks)
            if name is None:
                continue
            end = _reach(blocks, i, stop, (name, levels[i]), section_machine)
            self._starts.append(blocks[i].start)
            self._ends.append(end)
            self._names.append(name)

    def at(self, block: Block) -> Found:
        """The page's one labelled machine, else that of the label whose reach holds the
        block, or nothing."""
        if self._once.hardware is not None:
            return self._once
        i = bisect.bisect_right(self._starts, block.start) - 1
        if i < 0 or block.start >= self._ends[i]:
            return NOTHING
        return Found(hardware=self._names[i])


def _groups(index: Index, blocks: Sequence[Block]) -> list[tuple[int, str | None]]:
    """(first block, machine or None) of each run of label lines: lines with no heading
    between them describe one setup (a list, or a few paragraphs), whose machine is its
    one name, else None (a server and a client side by side)."""
    out: list[tuple[int, str | None]] = []
    names: dict[str, str] = {}
    last = -1
    for i, block in enumerate(blocks):
        name = label_name(index, block)
        if name is None:
            continue
        if out and not any(b.kind == "heading" for b in blocks[last + 1:i]):
            names.setdefault(key(name), name)
            out[-1] = (out[-1][0], next(iter(names.values())) if len(names) == 1 else None)
        else:
            names = {key(name): name}
            out.append((i, name))
        last = i
    return out


def _reach(blocks: Sequence[Block], at: int, stop: int, label: tuple[str, int],
           section_machine: Callable[[Block], str | None]) -> int:
    """Where the label at blocks[at] (its machine, and the level of the heading it stands
    under) stops governing: the next label's block (`stop`), or a heading before it of
    that level or higher whose section names another machine."""
    name, level = label
    for block in blocks[at + 1:stop]:
        if block.kind == "heading" and block.level <= level:
            other = section_machine(block)
            if other is not None and key(other) != key(name):
                return block.start
    return blocks[stop].start if stop < len(blocks) else blocks[-1].end

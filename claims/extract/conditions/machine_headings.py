"""Machines a document defines by a heading over their specs, and the heading as the short
name it calls them by afterwards.

A page comparing machines often gives each its own heading over a few spec lines ("### i9"
over "Processor: 2.4 GHz 8-Core Intel Core i9" and "Memory: 64 GB"), then names its result
sections, tables and columns by those headings ("### i9" over a results table, "| i9 |
i9/m1 ratio |"). Each such heading is an alias of its machine: the processor its spec lines
name when the vocabulary knows it, else the heading itself (the writer's own name for a
machine the vocabulary does not know). Only a document with two or more such headings, each
its own name, is read so: one heading over one machine's specs ("### Hardware") names a
section, not a machine."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy

# A spec line: a part's label, a colon, its value ("Chip: Apple M1 Max", "- RAM: 32 GB").
_SPEC_LINE = lazy(r"^[ \t]*(?:[-*+][ \t]+)?(?P<key>[A-Za-z][A-Za-z ]{1,24}?)[ \t]*:[ \t]*\S",
                  re.M)
# Labels of a machine's parts; the first group names its processor.
_PROCESSOR_KEYS = frozenset({"chip", "processor", "cpu", "cpus", "soc", "gpu", "gpus",
                             "processors", "accelerator", "accelerators"})
_PART_KEYS = _PROCESSOR_KEYS | frozenset({
    "memory", "ram", "storage", "disk", "disks", "ssd", "drive", "os", "operating system",
    "model", "cores", "motherboard", "board", "network", "nic", "kernel", "graphics",
    "vram", "gpu memory", "system memory", "hard drive", "cache", "clock", "frequency"})
# A heading that names a kind of section, not one machine.
_GENERIC_HEADING = lazy(r"\W*(?:(?:test\s+|hardware\s+|system\s+)?(?:hardware|setup|specs?|"
                        r"specifications?|configurations?|config|systems?|machines?|"
                        r"environments?|platforms?|hosts?|servers?|details|overview)\W*)+",
                        re.I)
_WORD = lazy(r"[A-Za-z0-9]+")
# A processor line's value names a product ("Intel Core i9", "Apple M2"), not a share or a
# count ("CPU: 45%", "CPU: 4 vCPU"): a capitalised word of two letters or more.
_PRODUCT = lazy(r":.*\b[A-Z][A-Za-z]")
#: The longest heading read as a machine's short name.
_MAX_WORDS = 5


def headed_machines(text: str, blocks: Sequence[Block],
                    hardware_of: Callable[[str], str | None]) -> list[tuple[str, str]]:
    """Each (alias, machine) a heading over one machine's spec lines defines, when two or
    more headings of the document each define a distinct one; `hardware_of` reads the
    machine the vocabulary names in a line."""
    return [(a, m) for a, m, _ in _headed(text, blocks, hardware_of)]


def spec_bodies(text: str, blocks: Sequence[Block],
                hardware_of: Callable[[str], str | None]) -> dict[int, str]:
    """The machine of each block (by its start) of such a heading's spec lines: a size or a
    clock there is the heading's machine's, whatever line name it shares with the other
    machines ("MacBook Pro (16-inch, 2019)" over each heading's lines)."""
    return {b.start: m for _, m, body in _headed(text, blocks, hardware_of) for b in body}


def _headed(text: str, blocks: Sequence[Block], hardware_of: Callable[[str], str | None]
            ) -> list[tuple[str, str, list[Block]]]:
    """Each (alias, machine, spec blocks) `headed_machines` reads."""
    found: list[tuple[str, str, list[Block]]] = []
    heading: Block | None = None
    body: list[Block] = []
    for block in [*blocks, None]:
        if block is not None and block.kind != "heading":
            body.append(block)
            continue
        if heading is not None and (machine := _specified(text, heading, body, hardware_of)):
            found.append((*machine, body))
        heading, body = block, []
    aliases = [a.casefold() for a, _, _ in found]
    kept = [f for f in found if aliases.count(f[0].casefold()) == 1]
    return kept if len({m for _, m, _ in kept}) >= 2 else []


def _specified(text: str, heading: Block, body: Sequence[Block],
               hardware_of: Callable[[str], str | None]) -> tuple[str, str] | None:
    """The (alias, machine) the heading's own section specifies, or None: its blocks are
    prose, two or more of its lines label a part of a machine, one of them its processor."""
    alias = " ".join(heading.scan.split()).strip("#*_ `:")
    words = _WORD.findall(alias)
    if not words or len(words) > _MAX_WORDS or _GENERIC_HEADING.fullmatch(alias):
        return None
    if not body or any(b.kind == "table_row" for b in body):
        return None
    lines = [line for b in body for line in text[b.start:b.end].splitlines()]
    keyed = [(m.group("key").strip().casefold(), line) for line in lines
             if (m := _SPEC_LINE.match(line))]
    parts = [(k, line) for k, line in keyed if k in _PART_KEYS]
    processors = [line for k, line in parts if k in _PROCESSOR_KEYS and _PRODUCT.search(line)]
    if len(parts) < 2 or not processors:
        return None
    named = next((found for line in processors if (found := hardware_of(line))), None)
    return alias, named or alias

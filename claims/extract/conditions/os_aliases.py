"""Machines a page tells apart by their operating systems: a list of machines whose items
each name one machine and its system ("- Apple M1 Pro 32GB", "- Windows 11 AMD Ryzen
Threadripper PRO, 128G RAM") and results labelled by the system alone ("On Windows,
onnxruntime is 2x faster", "Windows 11, AVX build: 112 tokens/s"). Each system is then a
short name of its machine. An Apple machine runs macOS where its item names no system.
Only a list naming two or more machines, each with a system of its own, is read so."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy

# An operating system by its family's name, which the results then use alone.
_SYSTEM = lazy(r"\b(?P<os>Windows|macOS|Mac\s+OS\s+X|OS\s+X|Linux|Ubuntu|Debian|Fedora|"
               r"FreeBSD|OpenBSD|Android|iOS)\b")
# An Apple machine or chip, whose system goes without saying.
_APPLE = lazy(r"\b(?:Apple|Mac(?:[Bb]ook)?|iMac|M\d)\b")
# Linux distributions: the results may call the machine running one "Linux".
_DISTROS = frozenset({"Ubuntu", "Debian", "Fedora"})
# Spellings of one system family: the alias is written as the results write it.
_SAME = {"mac os x": "macOS", "os x": "macOS"}


def os_machines(text: str, blocks: Sequence[Block],
                hardware_of: Callable[[str], str | None]) -> list[tuple[str, str]]:
    """Each (system, machine) of a list whose items name distinct machines, each on a
    distinct system; `hardware_of` reads the machine the vocabulary names in an item."""
    found: list[tuple[str, str]] = []
    group: list[Block] = []
    for block in [*blocks, None]:
        if block is not None and block.kind == "paragraph" and block.item:
            group.append(block)
            continue
        if len(group) >= 2:
            found.extend(_listed(text, group, hardware_of))
        group = []
    systems = [s.casefold() for s, _ in found]
    return [(s, m) for s, m in found if systems.count(s.casefold()) == 1]


def _listed(text: str, items: Sequence[Block],
            hardware_of: Callable[[str], str | None]) -> list[tuple[str, str]]:
    """The (system, machine) pairs of one list, or none unless each of two or more items
    names one machine and one system of its own (an Apple machine its macOS unsaid)."""
    pairs: list[tuple[str, str]] = []
    for item in items:
        said = " ".join(text[item.start:item.end].split())
        machine = hardware_of(said)
        if machine is None:
            continue
        systems = {_SAME.get(m.group("os").casefold(), m.group("os"))
                   for m in _SYSTEM.finditer(said)}
        if len(systems) > 1 and systems & _DISTROS:  # "Ubuntu 22.04 Linux": one system
            systems.discard("Linux")
        if not systems and _APPLE.search(said):
            systems = {"macOS"}
        if len(systems) != 1:
            return []
        pairs.append((systems.pop(), machine))
    if len(pairs) < 2 or len({s.casefold() for s, _ in pairs}) != len(pairs) or \
            len({m for _, m in pairs}) != len(pairs):
        return []
    linux = [m for s, m in pairs if s in _DISTROS or s == "Linux"]
    return pairs + ([("Linux", linux[0])] if len(linux) == 1 else [])

"""Machines a page names as the hosts of the programs it compares: "Kafka, Redpanda and
NATS ran on a MacBook Pro with an M2" (and another program on another machine). Each
program's name is then a short name of its machine, so a results row labelled "Kafka" was
measured there. Read only on a page naming two machines or more, where a row's program is
what tells its machine apart."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy

# A program's name: one or two capitalised words ("Kafka", "NATS JetStream").
_NAME = r"[A-Z][\w.+-]*(?:\s+[A-Z][\w.+-]*)?"
# Programs, listed, then the verb that puts them on a machine and the machine's phrase.
# (The lookahead names the first character, so the engine skips ahead to it.)
_HOSTED = lazy(r"(?=[A-Z])(?<![\w,-]\s)(?<![\w,-])(?P<names>" + _NAME + r"(?:\s*,\s*" + _NAME
               + r")*(?:,?\s+and\s+" + _NAME + r")?)\s+(?:all\s+|both\s+)?(?:ran|run|runs|"
               r"(?:was|were)\s+run|(?:was|were)\s+(?:tested|benchmarked|measured))\s+on\s+"
               r"(?P<where>(?:[^.;:\n]|\.(?=\w)){2,80})")  # (a dot inside a name: "c7i.2xlarge")
_PARTS = lazy(r"\s*,\s*|\s+(?:and|or|then|versus|vs\.?)\s+")
_SPLIT = lazy(r"\s*,\s*(?:and\s+)?|\s+and\s+")
# Words that open a sentence capitalised and name no program ("The tests ran on ...").
_NO_PROGRAM = frozenset({"the", "it", "they", "we", "this", "these", "those", "all", "each",
                         "every", "both", "our", "my", "its", "their", "tests", "benchmarks",
                         "everything", "results", "runs", "i", "he", "she", "then", "here"})


def program_hosts(text: str, blocks: Sequence[Block], named: Sequence[str],
                  hardware_of: Callable[[str], str | None]) -> list[tuple[str, str]]:
    """Each (program, machine) a paragraph's sentence says ran there, on a page whose
    `named` machines are two or more; `hardware_of` reads the machine of a phrase."""
    if len(set(named)) < 2:
        return []
    found: list[tuple[str, str]] = []
    for block in blocks:
        if block.kind != "paragraph":
            continue
        for said in _HOSTED.finditer(text, block.start, block.end):
            where = " ".join(said.group("where").split())
            # "on both the M2 and the i3.large" puts them on no one machine
            if sum(1 for part in _PARTS.split(where) if hardware_of(part)) != 1:
                continue
            machine = hardware_of(where)
            if machine is None:
                continue
            names = [n.strip() for n in _SPLIT.split(said.group("names")) if n.strip()]
            if any(n.split()[0].casefold() in _NO_PROGRAM or hardware_of(n) for n in names):
                continue
            found.extend((n, machine) for n in names)
    programs = [p.casefold() for p, _ in found]
    return [(p, m) for p, m in found if programs.count(p.casefold()) == 1]

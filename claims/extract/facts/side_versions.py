"""A set-up entry that gives one program a version per side of the comparison: "| AITER |
0.1.13 (bf16) · ≥ 0.1.16.post2 (mxfp4 path) |", "- Kestrel: 2.4.1 (baseline), 2.6.0 (tuned)".
Each side, named by the first word of its note, then ran that program at its own version,
so a comparison of the two sides changes the program's version too."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from claims.model import ItemSetting, Setting
from claims.typed import typed
from claims.vocabulary.lazy import lazy

if TYPE_CHECKING:  # extraction only
    from claims.extract.text.blocks import Block

# A version, optionally a floor ("≥ 0.1.16.post2"), and the side it is for in brackets.
_TAGGED = lazy(r"(?<![\w.])(?:(?:≥|>=?)\s*)?v?(?P<ver>\d+(?:\.\d+){1,3}(?:[-.+]?[A-Za-z]+\d*)*)"
               r"\s*\((?P<tag>[^()]{1,60})\)")
# A list or colon entry: "- Kestrel: 2.4.1 (baseline), 2.6.0 (tuned)".
_ENTRY = lazy(r"^[ \t]*(?:[-*+][ \t]+)?(?P<name>[A-Za-z][\w.+ -]{0,30}?)[ \t]*:"
              r"[ \t]*(?P<value>.+)$", re.M)
_MARKUP = lazy(r"[*`_]")


def _side(tag: str) -> str:
    """The side a bracketed note names: its first word ("mxfp4" of "mxfp4 MoE path")."""
    return _MARKUP.sub("", tag).strip().split()[0].strip(",;:").casefold() if tag.strip() else ""


def _entry(block: Block, text: str) -> tuple[str, str] | None:
    """The program and value a set-up table row or list entry states, or None."""
    if block.kind == "table_row":
        # Cell offsets count from the row's start.
        cells = [text[block.start + a:block.start + b].strip() for a, b in block.cells]
        return (cells[0], cells[1]) if len(cells) == 2 else None
    found = _ENTRY.match(text, block.start, block.end)
    return (found["name"], found["value"]) if found else None


def side_versions(text: str, blocks: Sequence[Block]) -> tuple[ItemSetting, ...]:
    """Each side's version of each program a set-up entry gives two versions or more, each
    with the side it is for in brackets: the side is the item, the program the setting."""
    out: list[ItemSetting] = []
    for block in blocks:
        if block.kind == "heading" or "(" not in text[block.start:block.end]:
            continue
        entry = _entry(block, text)
        if entry is None:
            continue
        name, value = _MARKUP.sub("", entry[0]).strip(), entry[1]
        sides = {_side(m["tag"]): m["ver"] for m in _TAGGED.finditer(value)}
        # A side is named by a word ("bf16", "tuned"); a date is when a version shipped.
        sides = {side: version for side, version in sides.items()
                 if any(c.isalpha() for c in side)}
        if not name or len(sides) < 2 or len(set(sides.values())) < 2:
            continue
        out.extend(typed(ItemSetting, item=side, section=block.section,
                         setting=typed(Setting, name=name, value=version, varies=True))
                   for side, version in sides.items())
    return tuple(out)

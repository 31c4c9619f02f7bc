"""Per-side set-up facts: the set-up of each compared system stated on its own, under a
heading that names it ("## Kestrel set-up") or in an entry labelled with its name
("**Kestrel**: version 2.1, with prefetching disabled"), and what each says of its tuning.
When one side's set-up says it was tuned for the test ("the kernel was tuned for writes")
and another's that it ran on defaults ("close to the default configuration"), or the sides
switch different features on or off ("prefetching disabled" on one, "the fast path
enabled" on the other), a comparison of the two changes more than the system compared.
The first such side's set-up is kept as a quote, beside the sentences of `mixed_runs`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from claims.vocabulary.lazy import lazy

if TYPE_CHECKING:  # extraction only
    from claims.extract.text.blocks import Block

# A heading naming one system's set-up: "Postgres set-up", "Kestrel configuration". The
# name is one to three words, so a heading that only mentions configurations in a longer
# phrase ("Not fault-tolerant, but very fast, Postgres configurations") is no side's.
_HEADING = lazy(r"^\W*(?P<side>[A-Za-z][\w.+-]*(?:[ \t]+[\w.+-]+){0,2}?)[ \t]+(?:set[- ]?up|"
                r"configuration|config|settings|tuning)\W*$", re.I)
# An entry labelled with a system's name, bold or listed: "**Kestrel**: ...", "- Heron: ...".
_ENTRY = lazy(r"^[ \t]*(?:[-*+][ \t]+)?(?P<bold>\*\*|__)?(?P<side>[A-Za-z][\w.+-]*"
              r"(?:[ \t][\w.+-]+){0,2}?)(?P=bold)?[ \t]*:(?:\*\*|__)?[ \t]*(?P<value>\S.*)$",
              re.S)
# The unit says its side was tuned for the test: tuned, optimised for, a setting raised or
# lowered, a count given "instead of the default".
_TUNED = lazy(r"\b(?:(?:hand|auto)[- ])?tuned\s+(?:for|to)\b|\boptimi[sz]ed\s+for\b"
              r"|\b(?:raised|lowered|increased|decreased)\s+(?:to|from)\s+\d"
              r"|\binstead\s+of\s+the\s+default\b", re.I)
# The unit says its side ran as shipped.
_DEFAULTS = lazy(r"\b(?:close\s+to|near|at|on|with|left\s+at|kept\s+at)\s+(?:the|its|their)?"
                 r"\s*(?:own\s+)?defaults?\b|\bout[- ]of[- ]the[- ]box\b|\buntuned\b", re.I)
# A feature the unit switches on or off, named before the switch: "CUDA graphs disabled",
# "the V1 engine switched on".
_SWITCH = lazy(r"(?P<feature>[A-Za-z][\w.`-]*(?:[ \t]+[A-Za-z][\w.`-]*)?)[ \t]+(?:disabled|"
               r"enabled|switched[ \t]+(?:on|off)|turned[ \t]+(?:on|off))\b", re.I)
_MARKUP = lazy(r"[*`_]")
# The fewest words of an entry's value for it to describe a system's set-up, not one
# setting ("- Turbo: enabled").
_WORDS = 5


@dataclass
class _Side:
    """What one side's set-up units say: tuned, on defaults, features switched."""

    start: int
    end: int
    section: str | None
    tuned: bool = False
    defaults: bool = False
    switched: set[str] = field(default_factory=set)

    def read(self, said: str) -> None:
        """Adds what one more stretch of this side's set-up says."""
        self.tuned = self.tuned or _TUNED.search(said) is not None
        self.defaults = self.defaults or _DEFAULTS.search(said) is not None
        self.switched.update(_MARKUP.sub("", m["feature"]).casefold().split()[-1]
                             for m in _SWITCH.finditer(said))

    def says(self) -> bool:
        """True when the set-up says anything of its tuning."""
        return self.tuned or self.defaults or bool(self.switched)


def _key(name: str) -> str:
    """A side's name as compared: without markup, case folded."""
    return " ".join(_MARKUP.sub("", name).split()).casefold()


def _named_elsewhere(text: str, name: str, block: Block) -> bool:
    """True when the entry's label is named outside its own entry (a system compared, not
    a setting listed)."""
    pattern = re.compile(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", re.I)
    return any(m.start() < block.start or m.start() >= block.end
               for m in pattern.finditer(text))


def _sides(text: str, blocks: Sequence[Block]) -> dict[str, _Side]:
    """Each side's set-up, read from its own heading's section and its labelled entries."""
    sides: dict[str, _Side] = {}
    headed: dict[str | None, str] = {}
    for block in blocks:
        said = text[block.start:block.end]
        if block.kind == "heading":
            found = _HEADING.match(_MARKUP.sub("", said))
            if found is not None:
                headed[block.section] = _key(found["side"])
            continue
        if block.kind == "table_row":
            continue
        name = headed.get(block.section)
        if name is not None:
            sides.setdefault(name, _Side(block.start, block.end, block.section)).read(said)
            continue
        entry = _ENTRY.match(said)
        if entry is None or len(entry["value"].split()) < _WORDS:
            continue
        read = _Side(block.start, block.end, block.section)
        read.read(entry["value"])
        # Only an entry saying something of its tuning is looked up in the text: few are.
        if read.says() and _named_elsewhere(text, _MARKUP.sub("", entry["side"]), block):
            side = sides.setdefault(_key(entry["side"]), read)
            if side is not read:
                side.read(entry["value"])
    return sides


def _differ(one: _Side, other: _Side) -> bool:
    """True when one side was tuned and the other ran on defaults, or both switch features
    and not the same ones."""
    if (one.tuned or one.switched) and other.defaults and not other.tuned:
        return True
    return bool(one.switched) and bool(other.switched) and one.switched != other.switched


def unlike_sides(text: str, blocks: Sequence[Block]) -> tuple[int, int, str | None] | None:
    """The span and section of the first side's set-up that differs from another side's in
    its tuning (see the module's docstring), or None."""
    sides = list(_sides(text, blocks).values())
    if len(sides) < 2:
        return None
    for one in sides:
        if any(_differ(one, other) or _differ(other, one) for other in sides if other is not one):
            tuned = one if one.tuned or one.switched else None
            if tuned is not None:
                return tuned.start, tuned.end, tuned.section
    return None


"""A table column that names each row's server by its type ("| Server Type |" over "| CCX13
(2 vCPU, 8 GB RAM), **AMD EPYC** |"): the row ran on the server the cell names first, its
spec and its processor only describing it. A provider's plan name is no vocabulary word
("CCX13", "CPU Optimized"), so the cell's leading name is read as written; the processor
after it, which the vocabulary knows, would otherwise stand for the machine."""

from __future__ import annotations

import re
from functools import lru_cache

from claims.extract.conditions.found import NOTHING, Found
from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy

# A header saying its cells name a rented machine's type: "Server Type", "Instance type",
# "VM size", "Machine type", "Droplet". (A bare "Instance" column holds the provider's type
# names, which the vocabulary reads already, and is read as any other column.)
_TYPE_HEADER = lazy(r"\W*(?:(?:cloud\s+)?(?:server|instance|vm|machine)\s+(?:types?|sizes?|"
                    r"class|plans?)|droplets?)\W*", re.I)
# Where a cell's leading name ends: its spec in brackets, a comma, a line break.
_NAME_END = lazy(r"\s*[(,;<]")
_MARKUP = lazy(r"[*_`\\]+")
# A name: a letter among its first characters, at most six words, no figure alone.
_NAME = lazy(r"(?=[^\s]{0,8}[A-Za-z])[\w.+/-]+(?:\s+[\w.+/-]+){0,5}")


@lru_cache(maxsize=256)  # every row of a table asks again for the same headers
def _type_column(header: tuple[str, ...]) -> int | None:
    """The one column a table's header marks as the server type, or None."""
    found = [i for i, cell in enumerate(header) if _TYPE_HEADER.fullmatch(cell)]
    return found[0] if len(found) == 1 else None


def server_type(row: Block, text: str) -> Found:
    """The server the row's server-type cell names first, for a figure in any cell of the
    row (in that cell itself, a figure after the name is its spec); nothing where the
    table has no such column."""
    column = _type_column(tuple(row.header)) if row.header else None
    if column is None or column >= len(row.cells):
        return NOTHING
    a, b = row.cells[column]
    cell = _MARKUP.sub("", text[row.start + a:row.start + b]).strip()
    lead = _NAME_END.split(cell, maxsplit=1)[0].strip()
    return Found(hardware=lead) if _NAME.fullmatch(lead) else NOTHING

"""The activation recomputation a training figure's text states: model FLOPs utilization
leaves recomputed FLOPs out, so two such figures compare only at one setting."""

from __future__ import annotations

import re

from claims.model import Claim
from claims.vocabulary.lazy import lazy

# Activation recomputation as a sentence states it ("selective activation checkpointing",
# "no activation checkpointing") and as a table cell does under its column ("Selective").
_RECOMPUTE_TEXT = lazy(r"\b(?P<none>no|without)\s+(?:activation\s+)?(?:checkpointing|"
                       r"recomputation)\b|\b(?P<op>selective\s+op)\w*\s+(?:activation\s+)?"
                       r"(?:checkpointing|recomputation)\b|\b(?P<selective>selective)(?:\s+layer)?"
                       r"\s+(?:activation\s+)?(?:checkpointing|recomputation)\b|"
                       r"\b(?P<full>full)\s+(?:activation\s+)?(?:checkpointing|recomputation)\b",
                       re.I)
_RECOMPUTE_CELLS = {"no": "none", "none": "none", "off": "none", "yes": "full", "full": "full",
                    "on": "full", "selective": "selective", "selective layer": "selective",
                    "selective op": "selective op"}


def recomputation(claim: Claim) -> str | None:
    """The activation recomputation a figure's quote states: none, selective (per block or
    layer), selective op or full; a table row states it in the one cell that is only such a
    word. None when the quote says nothing, or two such cells leave it unclear."""
    quote = claim.source.quote
    said = _RECOMPUTE_TEXT.search(quote)
    if said is not None:
        return {"none": "none", "op": "selective op"}.get(str(said.lastgroup),
                                                          str(said.lastgroup))
    if "|" not in quote:  # a table row's quote keeps the pipes between its cells
        return None
    cells = {_RECOMPUTE_CELLS.get(" ".join(c.split()).casefold()) for c in quote.split("|")}
    cells.discard(None)
    return cells.pop() if len(cells) == 1 else None

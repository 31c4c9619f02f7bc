"""Names the vocabulary reads as an accelerator only in context ("L4" is also a network
layer): once a document names one as its accelerator ("one L4 (24GB)", "4xL4"), its bare
mentions elsewhere ("| Small test - L4 |", "`L4`") are that accelerator too."""

from __future__ import annotations

import array

from claims.vocabulary.hardware import AMBIGUOUS_ACCELERATORS as AMBIGUOUS
from claims.vocabulary.hardware import NOT_A_LAYER
from claims.vocabulary.lazy import lazy

_BARE = lazy(r"(?<![\w.-])(?:" + "|".join(AMBIGUOUS) + r")(?![\w-])" + NOT_A_LAYER)


def bare_mentions(text: str, accel: array.array[int]) -> list[int]:
    """The flat spans of the bare mentions of each ambiguous name the document already
    names as an accelerator, outside the spans it was found in."""
    spans = list(zip(accel[::2], accel[1::2]))
    named = {text[x:y] for x, y in spans} & set(AMBIGUOUS)
    if not named:
        return []
    out: list[int] = []
    for m in _BARE.finditer(text):
        if m.group(0) in named and not any(x <= m.start() < y for x, y in spans):
            out.extend(m.span())
    return out

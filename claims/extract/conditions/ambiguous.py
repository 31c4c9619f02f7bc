"""Names the vocabulary reads as an accelerator only in context ("L4" is also a network
layer): once a document names one as its accelerator ("one L4 (24GB)", "4xL4"), its bare
mentions elsewhere ("| Small test - L4 |", "`L4`") are that accelerator too; so is a bare
TPU generation ("## v5p") once the document names a TPU."""

from __future__ import annotations

import array

from claims.vocabulary.hardware import AMBIGUOUS_ACCELERATORS as AMBIGUOUS
from claims.vocabulary.hardware import BARE_TPU, NOT_A_LAYER
from claims.vocabulary.lazy import lazy

_BARE = lazy(r"(?<![\w.-])(?:" + "|".join(AMBIGUOUS) + r")(?![\w-])" + NOT_A_LAYER)


def bare_mentions(text: str, accel: array.array[int]) -> list[int]:
    """The flat spans of the bare mentions of each ambiguous name the document already
    names as an accelerator, outside the spans it was found in."""
    spans = list(zip(accel[::2], accel[1::2], strict=True))
    names = {text[x:y] for x, y in spans}
    named = names & set(AMBIGUOUS)
    out: list[int] = _bare_tpus(text, names, spans)
    if not named:
        return out
    for m in _BARE.finditer(text):
        if m.group(0) in named and not any(x <= m.start() < y for x, y in spans):
            out.extend(m.span())
    return out


def _bare_tpus(text: str, names: set[str], spans: list[tuple[int, int]]) -> list[int]:
    """The flat spans of bare TPU generations ("v5p") where the document names a TPU by
    name or code name ("TPU v6e", "Trillium"): a page about TPUs writes them so."""
    from claims.vocabulary.hardware_limits import canonical_name  # (the table: on use)
    if not any("TPU" in canonical_name(n).split() or "TPU" in n for n in names):
        return []
    return [x for m in BARE_TPU.finditer(text)
            if not any(a <= m.start() < b for a, b in spans) for x in m.span()]

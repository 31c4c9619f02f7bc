"""A result column whose header says which quantity of LLM serving its cells are: "Prompt
eval rate" beside "Eval rate", "Prompt processing (t/s)" beside "Text generation (t/s)",
"Input tokens/s" beside "Output tokens/s". A row quote holds both cells, so only the
header tells a prompt's rate from an answer's; each cell carries it as a setting named
for its family (`claims.vocabulary.serving_phases`), which the comparison reads as it
reads the same words in a sentence."""

from __future__ import annotations

import re
from functools import lru_cache

from claims.model import Setting
from claims.typed import typed
from claims.vocabulary.lazy import lazy
from claims.vocabulary.serving_phases import PHASE, PHASE_WORDS, TOKEN_WORDS, TOKENS

_FAMILIES = ((PHASE, PHASE_WORDS), (TOKENS, TOKEN_WORDS))
_WORDS = {family: lazy(r"(?<![\w-])(" + "|".join(
    sorted(map(re.escape, words), key=len, reverse=True)) + r")(?![\w-])", re.I)
    for family, words in _FAMILIES}


@lru_cache(maxsize=256)  # every row of a table asks again for the same headers
def phase_settings(header: str) -> tuple[Setting, ...]:
    """The serving phase and the tokens counted a column header names, one setting each:
    the figure's quantity, not a knob its table varies (the comparison reads it as a
    scenario, `claims.compare.scenario`)."""
    out = []
    for family, words in _FAMILIES:
        found = {words[m.group(1).casefold()] for m in _WORDS[family].finditer(header)}
        if len(found) == 1:  # "prefill and decode": a header naming both says neither
            out.append(typed(Setting, name=family, value=found.pop()))
    return tuple(out)

"""Mentions of a model that name no model a figure was measured on: a yardstick ("reaches
GPT-2 quality", "a GPT-4-class model", "10x the size of GPT-3") or the paper that describes
it ("the gating scheme of the DeepSeek-V3 paper")."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

# A word glued after the name that makes it a measure for another model: "GPT-4-level",
# "a GPT-4 class model". ("Llama-style" and "the Llama architecture" stay the model: the
# run is of that design, as "DeepSeek-V3/R1" names the design both share.)
_LIKENESS = lazy(r"[- ](?:level|class|grade|calibre|caliber)\b", re.IGNORECASE)
# What a model's name cites when a document, not a run, follows it: its paper or report.
_DOCUMENT = lazy(r"\s+(?:paper|technical\s+report|tech\s+report|model\s+card)s?\b",
                 re.IGNORECASE)
# "reaches GPT-2 quality": the verb of catching up before the name, a measure after it.
_REACHING = lazy(
    r"\b(?:reach|match|rival|approach|exceed|surpass|beat|achiev|attain|equal)\w*"
    r"(?:\s+(?:the|a|an|roughly|nearly|about|almost|full|original))?\s+$", re.IGNORECASE)
_MEASURE = lazy(r"\s+(?:quality|accuracy|performance)\b", re.IGNORECASE)
# "24x the size of BERT", "larger than GPT-3": a model the measured one is sized against.
_SIZED_AGAINST = lazy(r"\b(?:(?:the|its)\s+size\s+of|(?:larger|bigger|smaller)\s+than)"
                      r"(?:\s+(?:the|a|an|original))?\s+$", re.IGNORECASE)


def reference(text: str, start: int, end: int) -> bool:
    """True when the model name at text[start:end] is cited, not run: a yardstick or the
    paper that describes it."""
    if _LIKENESS.match(text, end) or _DOCUMENT.match(text, end) or \
            _SIZED_AGAINST.search(text[max(0, start - 32):start]):
        return True
    return bool(_MEASURE.match(text, end)
                and _REACHING.search(text[max(0, start - 48):start]))

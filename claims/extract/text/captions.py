"""Table captions: which paragraph beside a table is its caption, and the unit a caption
that names only a measure ("Frequency Matrix", "Latency per query") leaves to the text.

A caption is numbered ("Table 2: ...") or wholly emphasised ("**Clock speeds by core
count**"); a kramdown attribute list under it ("{: style=...}") is no part of its words. A
caption naming a measure but no unit, over bare cells, is written in the unit the document
gives that measure's figures elsewhere ("all-core turbo of 3.3 GHz" in the prose): the
unit is added to the caption in brackets, where `claims.extract.figures.headers` reads it."""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy

_NUMBERED = lazy(r"\s*(?:Table|Tab\.)\s*\d+[a-z]?\s*[:.\u2013\u2014-]", re.I)
_EMPHASIS = lazy(r"\s*([*_])(?!\1\s)[^\n]*[^\s*_]\1{1,2}\s*$")
# A kramdown attribute list on the line under a paragraph: "{: style="text-align: center"}".
_ATTRIBUTES = lazy(r"\n[ \t]*\{:[^{}\n]*\}[ \t]*$")
# The measures a caption may name alone, with the kind of unit their figures are given in.
_MEASURES = lazy(r"\b(?:(?P<frequency>frequenc(?:y|ies)|clocks?(?:\s+speeds?)?)|"
                 r"(?P<latency>latenc(?:y|ies))|(?P<power>power(?:\s+draw)?)|"
                 r"(?P<bandwidth>bandwidths?))\b", re.I)
# A number, then the unit written after it (read by the vocabulary).
_NUMBER = lazy(r"(?<![\w.,])\d[\d,]*(?:\.\d+)?(?=[ \u00a0]?[^\W\d])")
#: How much of the document's figures of a measure one unit must hold to speak for a caption.
_MAJORITY = 0.6


def without_attributes(text: str) -> str:
    """A paragraph without the kramdown attribute list on its last line."""
    return _ATTRIBUTES.sub("", text.rstrip())


def is_caption(source: str) -> bool:
    """Whether a paragraph is a table's caption: numbered, or wholly emphasised."""
    body = without_attributes(source)
    return bool(_NUMBERED.match(body) or _EMPHASIS.fullmatch(body))


def measured_caption(caption: str, text: str) -> str:
    """The caption with the unit the document gives the one measure it names, in brackets
    ("Frequency Matrix" -> "Frequency Matrix (GHz)"), when it names no unit of its own;
    else the caption as it is."""
    found = [m.lastgroup for m in _MEASURES.finditer(caption)]
    if len(set(found)) != 1 or _names_unit(caption):
        return caption
    unit = document_unit(text, str(found[0]))
    return f"{caption} ({unit})" if unit else caption


def _names_unit(caption: str) -> bool:
    """Whether any word of a caption is a unit of the vocabulary (not a counted noun)."""
    for m in re.finditer(r"[^\W\d][^\s,;:()]*", caption):
        for probe in ("1" + m.group(0), "1 " + m.group(0)):
            hit = unit_patterns.symbol_at(probe, 1) or unit_patterns.word_at(probe, 1)
            if hit is not None and hit[2] == len(probe) and hit[0].metric != "count":
                return True
    return False


@lru_cache(maxsize=16)  # each caption of a document asks of the same text
def document_unit(text: str, metric: str) -> str | None:
    """The unit most of the document's figures of a kind (`frequency`, `latency`, `power`,
    `bandwidth`) are written in, or None when there are none or no unit holds most."""
    seen: Counter[str] = Counter()
    for m in _NUMBER.finditer(text):
        hit = unit_patterns.symbol_at(text, m.end()) or unit_patterns.word_at(text, m.end())
        if hit is not None and hit[0].metric == metric:
            seen[hit[1]] += 1
    if not seen:
        return None
    unit, count = max(seen.items(), key=lambda item: (item[1], item[0]))
    return unit if count >= _MAJORITY * sum(seen.values()) else None

"""A parallelism in one spelling: "tensor parallelism 8", "TP=8", "TP 8" and a table's
"| tp size |" over "8" are all TP8, so two figures run at one split of the model show the
same, and one instance's accelerators can be counted from its degrees."""

from __future__ import annotations

import re
from functools import lru_cache

from claims.vocabulary.lazy import lazy

_SHORT = {"tensor": "TP", "pipeline": "PP", "expert": "EP", "data": "DP", "context": "CP",
          "sequence": "SP"}
# One degree: a short name and its number ("TP8", "PP=2", "TP 4"), or a long name and its
# number ("tensor parallelism 8", "pipeline parallel size of 2").
_DEGREE = lazy(r"\b(?:(?P<short>TP|PP|EP|DP|CP|SP)\s*=?\s*(?P<n>\d+)|(?P<long>tensor|pipeline|"
               r"expert|data|context|sequence)[- ]parallel(?:ism)?(?:\s+(?:size|degree))?"
               r"(?:\s+of|\s*[=:])?\s*(?P<m>\d+))\b", re.I)
_SEPARATORS = " ,;+x\u00d7"


@lru_cache(maxsize=1024)
def degrees(text: str | None) -> tuple[tuple[str, int], ...]:
    """Each degree the text gives, as (short name, number), in order ("tensor parallelism 8,
    PP2": (("TP", 8), ("PP", 2)))."""
    out = []
    for m in _DEGREE.finditer(text or ""):
        name = m.group("short").upper() if m.group("short") else _SHORT[m.group("long").lower()]
        out.append((name, int(m.group("n") or m.group("m"))))
    return tuple(out)


def only_degrees(text: str | None) -> bool:
    """True when the text is nothing but degrees ("TP2 PP2", "tensor parallelism 8"): no
    other kind of split is said without its number."""
    return bool(degrees(text)) and not _DEGREE.sub("", text or "").strip(_SEPARATORS)


def canonical(text: str | None) -> str | None:
    """The parallelism in short form ("TP8 PP2") when it is only degrees, else as written."""
    if not only_degrees(text):
        return text
    return " ".join(f"{name}{n}" for name, n in degrees(text))

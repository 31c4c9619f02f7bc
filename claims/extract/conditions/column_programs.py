"""Tables whose columns are programs: "| Scale factor | DuckDB (s) | Hyper (s) |". When one
column header past the first is a program the vocabulary knows, or a name the text gives
with a version ("ujson 5.7.1"), every header of the row that is a bare name is a program
set beside it, and each column's cells are that program's."""

from __future__ import annotations

import re
from functools import lru_cache

from claims.extract.conditions.found import NOTHING, Found
from claims.extract.conditions.index import Index, find
from claims.model import Software
from claims.typed import typed
from claims.vocabulary.lazy import lazy

# A header that is one name, once its bracketed unit and markup are gone: "Hyper (s)".
_BARE = lazy(r"[A-Za-z][\w.+-]{0,30}")
_BRACKETED = lazy(r"[(\[][^)\]]*[)\]]")
_MARKUP = lazy(r"[*_`]+")
# Words a column header uses for what is not a program: a side, a change, a statistic.
_COLUMN_WORDS = frozenset({
    "before", "after", "baseline", "base", "old", "new", "ours", "speedup", "ratio",
    "change", "delta", "diff", "difference", "improvement", "gain", "total", "mean",
    "median", "average", "avg", "min", "max", "best", "worst", "relative", "notes", "note",
    "time", "times", "result", "results", "score", "rank", "value", "size", "count", "error",
    "std", "stddev", "p50", "p90", "p95", "p99", "throughput", "latency", "memory", "cpu",
    "gpu", "status", "comment", "comments", "description", "unit", "units", "yes", "no"})


def _name(header: str) -> str | None:
    """The header as one bare name ("Hyper" of "*Hyper* (s)"), or None."""
    cleaned = " ".join(_BRACKETED.sub(" ", _MARKUP.sub("", header)).split())
    if _BARE.fullmatch(cleaned) is None or cleaned.casefold() in _COLUMN_WORDS:
        return None
    return cleaned


def _versioned(text: str, name: str) -> bool:
    """True when the text gives `name` a release number ("orjson 3.9.0", "Hyper v0.0.1")."""
    return re.search(r"(?<![\w.-])" + re.escape(name) + r"\s+v?\d+(?:\.\d+)+", text) is not None


@lru_cache(maxsize=256)  # every row of a table asks again; an Index is one document's
def column_programs(header: tuple[str, ...], index: Index) -> tuple[Found, ...]:
    """What each column of a table header names as its program (NOTHING where none)."""
    names = [_name(h) if i else None for i, h in enumerate(header)]
    if sum(1 for n in names if n) < 2:
        return tuple(NOTHING for _ in header)
    known = [n for n in names if n and (find(n).software or _versioned(index.text, n))]
    if not known:
        return tuple(NOTHING for _ in header)
    return tuple(Found(software=(typed(Software, name=n),)) if n and not find(n).hardware
                 else NOTHING for n in names)

"""A table whose columns are tries of one job ("| Query | Run 1 (Cold) | Run 2 | Run 3 |"):
each column states a condition of its cells, the state of the caches when that try ran.

A first try pays for cold caches (or for whatever the previous job left in them); later
tries, and a "best" or "hot" column, run on caches the first one filled. So a first try
and a later one are two conditions, and a first try is a cold-cache run only when its
header says so. The header is read alone; prose is never read here.
"""

from __future__ import annotations

import re
from functools import lru_cache

from claims.vocabulary.lazy import lazy

COLD, FIRST, WARM = "cold", "first", "warm"

# not "pass": a two-pass encoder's "Pass 1" and "Pass 2" are two jobs, not two tries of one
_TRY = r"(?:run|try|attempt|iteration|start)s?"
_RUN_HEADER = lazy(
    r"\s*(?:(?P<word>first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last|best|cold|"
    r"warm|hot|cached|uncached)\s+" + _TRY + r"|" + _TRY + r"\s*#?\s*(?P<n>\d{1,2})"
    r"|(?P<state>cold|warm|hot|cached|uncached)(?P<cache>\s+cache)?)"
    r"\s*(?:\((?P<note>[^)]*)\))?\s*(?:\((?:s|ms|sec|seconds)\)|\[(?:s|ms)\])?\s*", re.I)
_COLD = lazy(r"(?<![\w-])(?:cold|uncached)(?![\w-])", re.I)
_WARM = lazy(r"(?<![\w-])(?:warm|hot|cached|best|last|second|third|fourth|fifth|2nd|3rd|4th|"
             r"5th)(?![\w-])", re.I)
_FIRST = lazy(r"(?<![\w-])(?:first|1st)(?![\w-])", re.I)
_NEGATED = lazy(r"(?<![\w-])(?:no|not|non)[\s-]+(?:cold|uncached)", re.I)


_ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4,
             "4th": 4, "fifth": 5, "5th": 5}


def _state(header: str) -> tuple[str, bool] | None:
    """(what the column states, whether it names a try) for one header cell, or None when
    it names no try of a job. What it states is the cache state, then which try it is when
    the header says: "cold, try 1", "warm, try 3", "warm, best", "warm"."""
    found = _RUN_HEADER.fullmatch(header.replace("*", ""))
    if found is None:
        return None
    words = " ".join(g for g in found.group("word", "state", "note") if g)
    word = (found.group("word") or "").casefold()
    number = int(found.group("n")) if found.group("n") else _ORDINALS.get(word)
    if number is None and _FIRST.search(words):
        number = 1
    if _COLD.search(words) and not _NEGATED.search(words):
        state = COLD
    elif _WARM.search(words) or (number is not None and number >= 2):
        state = WARM
    elif number == 1:
        state = FIRST
    else:
        return None
    which = f"try {number}" if number is not None else word if word in ("best", "last") else ""
    # "Cold cache" says what it is; a bare "Hot" may be anything until a try stands beside it
    named = found.group("state") is None or found.group("cache") is not None
    return (f"{state}, {which}" if which else state), named


@lru_cache(maxsize=256)  # every row of a table asks again for the same headers
def run_columns(header: tuple[str, ...]) -> tuple[str | None, ...]:
    """Each column's try ("cold, try 1", "first, try 1", "warm, try 2", "warm, best"), None
    for a column that is no try.
    A bare "Cold" or "Hot" header counts only beside one that names a try ("Run 2", "Warm
    cache")."""
    states = [_state(cell) for cell in header]
    if not any(s is not None and s[1] for s in states):
        return tuple(None for _ in header)
    return tuple(s[0] if s is not None else None for s in states)


def column_run(header: tuple[str, ...], index: int) -> str | None:
    """The try the column at `index` of a table's header states, or None."""
    states = run_columns(tuple(header))
    return states[index] if index < len(states) else None

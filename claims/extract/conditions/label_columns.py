"""Result columns told apart by the load their headers name: "| Single core (events/s) | 4
cores (events/s) |", "| 1 thread | 16 threads |", "| 100 connections | 1000 connections |",
"| batch 1 | batch 8 |". A row quote holds both cells, so only the header says that one
figure ran on one thread and its neighbour on sixteen; each cell carries its header's
count as a condition: a thread, core, connection or user count is the figure's
concurrency, a batch its batch size.

A header is read so only where another header of the same row says the same thing but for
the count (the rest of the two headers, the unit included, folded alike): the count is
then what tells sibling figures apart. A lone "16 cores" may describe a machine; two
columns of one unit at 1 and 4 cores are two loads of one run. A label naming the load
without a count ("Multi-core") is kept as a setting only: the comparison then meets it
only with the same words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from claims.model import LOAD_SETTINGS, Setting
from claims.typed import typed
from claims.vocabulary.lazy import lazy
from claims.vocabulary.spelled import CARDINAL

#: Settings named for the load a column's count gives: the comparison reads them against
#: the other side's concurrency (`claims.compare.settings`).
THREADS, CONNECTIONS = LOAD_SETTINGS
BATCH = "batch size"
CONCURRENCY_SETTINGS = frozenset(LOAD_SETTINGS)

_MARKUP = lazy(r"[*_`]+")
_NUMBER = r"\d{1,3}(?:,\d{3})+|\d+|single|one|two|three|four|five|six|seven|eight|nine|ten|" \
    r"eleven|twelve|sixteen|multi|all"
# A count then its noun ("4 cores", "single-threaded", "100 connections", "multi-core"),
# or a batch or depth word then its count ("batch 8", "BS=32", "batch size: 4", "QD 32").
_LABEL = lazy(
    r"(?<![\w.])(?P<n>" + _NUMBER + r")[\s-]*"
    r"(?P<noun>cores?|threads?|threaded|procs|process(?:es)?|workers?|jobs|"
    r"connections?|conns?|clients?|users?|sessions?|streams?)(?![\w-])"
    r"|(?<![\w-])(?P<knob>batch(?:[\s_-]*size)?|bs|qd|queue\s+depth|concurrency)"
    r"\s*[=:]?\s*(?P<k>\d{1,3}(?:,\d{3})+|\d+)(?![\w.])", re.I)
_THREAD_NOUNS = ("core", "thread", "proc", "process", "worker", "job")
_ANY = {"multi", "all"}


@dataclass(frozen=True, slots=True)
class Label:
    """One column's load: the setting's name, its value as the header words it, and the
    count (None for "multi-core")."""

    name: str
    value: str
    count: int | None


def _read(header: str) -> tuple[Label, str] | None:
    """A header's load and the rest of its words, folded; None without exactly one load."""
    text = " ".join(_MARKUP.sub("", header).split())
    found = list(_LABEL.finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    if m.group("knob"):
        knob = m.group("knob").casefold()
        name = BATCH if knob.startswith("b") else CONNECTIONS
        raw = m.group("k")
    else:
        noun = m.group("noun").casefold()
        name = THREADS if noun.startswith(_THREAD_NOUNS) else CONNECTIONS
        raw = m.group("n")
    word = raw.casefold()
    count = None if word in _ANY else 1 if word == "single" else CARDINAL.get(word) \
        if word.isalpha() else int(word.replace(",", ""))
    rest = text[:m.start()] + " " + text[m.end():]
    value = str(count) if count is not None else word
    return Label(name, value, count), "".join(ch for ch in rest.casefold() if ch.isalnum())


@lru_cache(maxsize=512)  # every row of a table asks again for the same header
def column_labels(header: tuple[str, ...]) -> tuple[Label | None, ...]:
    """Per column, the load its header names where a sibling column of the same words
    names another load of the same kind, else None."""
    read = [_read(h) for h in header]
    out: list[Label | None] = []
    for i, found in enumerate(read):
        if found is None:
            out.append(None)
            continue
        label, rest = found
        sibling = any(j != i and other is not None and other[1] == rest and
                      other[0].name == label.name and other[0].value != label.value
                      for j, other in enumerate(read))
        out.append(label if sibling else None)
    return tuple(out)


def label_settings(header: Sequence[str], index: int) -> tuple[Setting, ...]:
    """The setting the load of column `index` gives its cells (`column_labels`)."""
    labels = column_labels(tuple(header))
    label = labels[index] if index < len(labels) else None
    if label is None:
        return ()
    return (typed(Setting, name=label.name, value=label.value, varies=True),)


def label_concurrency(header: Sequence[str], index: int) -> int | None:
    """The concurrency a thread, core or connection count in column `index`'s header gives
    its cells, None for a batch, a count-less label or a header telling no siblings apart."""
    labels = column_labels(tuple(header))
    label = labels[index] if index < len(labels) else None
    if label is None or label.name not in CONCURRENCY_SETTINGS:
        return None
    return label.count

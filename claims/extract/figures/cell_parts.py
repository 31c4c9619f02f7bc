"""The parts of one table cell that the ruler reads apart: a cell split at "/" where its
header is split the same way ("Cores / threads" over "16 / 32"), and a cell that is only
numbers joined by tight slashes ("31/32" under "IOS/call", "1600000/1600000" under a count):
each number a value of the column, as a tool prints submitted/completed or min/max pairs."""

from __future__ import annotations

import re

from claims.extract.figures.candidate import COUNT
from claims.extract.figures.headers import header_unit
from claims.extract.figures.words import DIGIT
from claims.vocabulary.lazy import lazy

# A header of names split by slashes with one bracket after them all: "p50 / p99 (ms)".
_SHARED_BRACKET = lazy(r"\s*(?P<names>[^()\[\]]+?)\s*[(\[](?P<unit>[^()\[\]]+)[)\]]\s*")
# Two or three plain numbers joined by tight slashes, with nothing else in the cell but
# emphasis marks: "31/31", "**8/7**", "1600000/1600000", "128/32/32".
_NUMBER_GROUP = lazy(r"\s*[*_]*(?P<g>\d[\d,]*(?:\.\d+)?(?:/\d[\d,]*(?:\.\d+)?){1,2})[*_]*\s*")
_PART = lazy(r"\d[\d,]*(?:\.\d+)?")
# A year in a slash date ("2024/12/23", "23/12/2024"), and a header naming dates.
_YEAR = lazy(r"(?:19|20)\d\d")
_DATE_HEADER = lazy(r"\b(?:date|day|released?|published|updated|when)\b", re.I)

Parts = list[tuple[tuple[int, int], str]]


def cell_parts(scan: str, a: int, b: int, header: str) -> Parts:
    """The spans of one cell the ruler reads apart, each with the header it reads under:
    the header's slash parts, else the numbers of a slash group, else the whole cell."""
    return _header_parts(scan, a, b, header) or number_group(scan, a, b, header) or \
        [((a, b), header)]


def _header_parts(scan: str, a: int, b: int, header: str) -> Parts:
    """A cell split at "/" when its header is split the same way into parts that each name
    a unit ("Cores / threads" over "16 / 32") and each part of the cell holds a number."""
    if "/" not in header:
        return []
    heads = [h.strip() for h in header.split("/")]
    shared = _SHARED_BRACKET.fullmatch(header)
    if shared and (own := header_unit(shared.group("unit"))) is not None and \
            own[0] is not COUNT:
        # "p50 / p99 (ms)", "Read / write (MB/s)": the bracket gives every part its unit
        heads = [f"{h.strip()} ({shared.group('unit')})"
                 for h in shared.group("names").split("/")]
    slashes = [i for i in range(a, b) if scan[i] == "/"]
    if len(slashes) != len(heads) - 1 or not all(map(header_unit, heads)):
        return []
    edges = [a, *slashes, b]
    parts = [((edges[i] + (i > 0), edges[i + 1]), heads[i]) for i in range(len(heads))]
    # every part holds a number of its own; else the slash is a unit's ("19.0t/s")
    return parts if all(DIGIT.search(scan, x, y) for (x, y), _ in parts) else []


def number_group(scan: str, a: int, b: int, header: str) -> Parts:
    """The numbers of a cell holding only a tight slash group ("31/32"), each read alone
    under the cell's header; none for a date ("2024/12/23", a column of dates). In "1/100"
    (one in a hundred) the figure is the hundred: the one only says what is counted."""
    group = _NUMBER_GROUP.fullmatch(scan, a, b)
    if group is None or _DATE_HEADER.search(header):
        return []
    spans = [(m.start(), m.end()) for m in _PART.finditer(scan, *group.span("g"))]
    texts = [scan[x:y] for x, y in spans]
    if len(texts) == 3 and any(_YEAR.fullmatch(t) for t in texts):
        return []
    if len(texts) == 2 and texts[0] == "1" and texts[1] != "1":
        spans = spans[1:]
    return [(span, header) for span in spans]

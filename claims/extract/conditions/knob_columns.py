"""Table columns that set a run condition the record carries in a field of its own, one
bare number per row: a request length ("| input len | output len |", "| ISL | OSL |") or a
parallel degree ("| tp size |", "| TP |", "| pipeline parallel |"). The row's cell is that
field of each figure in the row: "| 8 | 128 | 2048 | 3902 |" under "| tp size | input len |
output len | tokens/s |" is 3902 tokens/s at TP8 with 128 input and 2048 output tokens.

Only a header that is the condition's whole name counts ("input len", never "input
throughput"), and only a cell that is a whole number (a "k" suffix allowed): a column of
measured token counts has a measure in its header, and a parallel degree is a count.
"""

from __future__ import annotations

import re
from functools import lru_cache

from claims.extract.conditions.found import NOTHING, Found
from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy

# ("size" is left out: "Output size" over a compressor's bytes is a result, not a length)
_LEN = r"(?:seq(?:uence)?\.?\s+)?len(?:gth)?s?\.?"
# A header naming the requests' input or output length, with an optional unit in brackets.
_INPUT = lazy(r"\W*(?:isl|(?:input|prompt|in)\s+" + _LEN + r")(?:\s*\(tokens?\))?\W*", re.I)
_OUTPUT = lazy(r"\W*(?:osl|(?:output|generation|gen|out|completion)\s+" + _LEN +
               r")(?:\s*\(tokens?\))?\W*", re.I)
# A header naming one parallel degree: "tp", "tp size", "tensor parallel size", "PP degree".
_DEGREES = (("TP", r"tp|tensor[\s-]+parallel(?:ism)?"),
            ("PP", r"pp|pipeline[\s-]+parallel(?:ism)?"),
            ("EP", r"ep|expert[\s-]+parallel(?:ism)?"))
_DEGREE_HEADERS = tuple((short, lazy(r"\W*(?:" + words + r")(?:\s+(?:size|degree|deg\.?))?\W*",
                                     re.I)) for short, words in _DEGREES)
_COUNT = lazy(r"\s*(\d{1,3}(?:,\d{3})+|\d+)\s*([kK])?\s*")
# The most devices one degree spans: a larger number under "TP" is some other quantity
# (a throughput abbreviated "TP" over "48210").
_MOST_DEGREE = 1024


@lru_cache(maxsize=512)  # every row of a table asks again for the same headers
def knob_header(header: str) -> tuple[str, str] | None:
    """(field, degree name) a header sets: ("input_length", ""), ("output_length", ""),
    ("parallelism", "TP"); None for any other header."""
    if _INPUT.fullmatch(header):
        return "input_length", ""
    if _OUTPUT.fullmatch(header):
        return "output_length", ""
    for short, pattern in _DEGREE_HEADERS:
        if pattern.fullmatch(header):
            return "parallelism", short
    return None


def _count(cell: str) -> int | None:
    """A cell's whole number ("128", "2,048", "2k"), None for anything else."""
    m = _COUNT.fullmatch(cell)
    if m is None:
        return None
    return int(m.group(1).replace(",", "")) * (1000 if m.group(2) else 1)


def knob_cells(row: Block, text: str, own: int) -> Found:
    """The lengths and parallel degrees the row's knob columns give the figure in column
    `own` (its own column left out); NOTHING when the table has none."""
    values: dict[str, object] = {}
    degrees = []
    for i, (a, b) in enumerate(row.cells):
        if i == own or i >= len(row.header):
            continue
        knob = knob_header(row.header[i].strip())
        n = None if knob is None else _count(text[row.start + a:row.start + b])
        if knob is None or n is None:
            continue
        field, short = knob
        if not short:
            values.setdefault(field, n)
        elif 0 < n <= _MOST_DEGREE:
            degrees.append(f"{short}{n}")
    if degrees:
        values["parallelism"] = " ".join(degrees)
    return Found(**values) if values else NOTHING  # type: ignore[arg-type]

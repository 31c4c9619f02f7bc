"""Table columns that set a run condition the record carries in a field of its own, one
bare number per row: a request length ("| input len | output len |", "| ISL | OSL |") or a
parallel degree ("| tp size |", "| TP |", "| pipeline parallel |"). The row's cell is that
field of each figure in the row: "| 8 | 128 | 2048 | 3902 |" under "| tp size | input len |
output len | tokens/s |" is 3902 tokens/s at TP8 with 128 input and 2048 output tokens.

Which headers count is vocabulary (`claims.vocabulary.knob_headers`); only a cell that is a
whole number counts (a "k" suffix allowed): a parallel degree is a count.
"""

from __future__ import annotations

from claims.extract.conditions.found import NOTHING, Found
from claims.extract.text.blocks import Block
from claims.vocabulary.knob_headers import knob_header
from claims.vocabulary.lazy import lazy

_COUNT = lazy(r"\s*(\d{1,3}(?:,\d{3})+|\d+)\s*([kK])?\s*")
# The most devices one degree spans: a larger number under "TP" is some other quantity
# (a throughput abbreviated "TP" over "48210").
_MOST_DEGREE = 1024


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

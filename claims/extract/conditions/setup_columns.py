"""Table columns whose header says their cells set up each row's run ("| Engine | Precision
| GPU | Tokens/s |"): a figure's row states its number format, hardware or software in
those cells, besides its label and its own cell, and its request lengths and parallel
degrees in knob columns (`knob_columns`)."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from claims.extract.conditions.found import Found
from claims.extract.conditions.index import Index
from claims.extract.conditions.knob_columns import knob_cells
from claims.extract.text.blocks import Block
from claims.vocabulary.hardware import CLOUD_INSTANCE
from claims.vocabulary.hardware_lines import is_code_name
from claims.vocabulary.lazy import lazy

# A header naming a condition of the run, alone ("Precision", "CPU", "dtype", "GPU model"),
# never a measure ("GPU memory", "CPU time", "CPU %"): the whole header must be the name.
_SETUP_HEADER = lazy(r"\W*(?:precision|dtype|data\s+type|number\s+format|format|"
                     r"quanti[sz]ation|weights?|cpus?|gpus?|processors?|accelerators?|"
                     r"hardware|chips?|devices?|engine|framework|backend|software|"
                     r"compiler|runtime|version)(?:\s+(?:model|name|type|used))?\W*", re.I)


@lru_cache(maxsize=256)  # every row of a table asks again for the same headers
def is_setup_header(header: str) -> bool:
    """True when a column header names a condition of each row's run."""
    return _SETUP_HEADER.fullmatch(header) is not None


def setup_cells(row: Block, index: Index, own: int) -> list[Found]:
    """What the row's setup columns state, in column order, the figure's own cell (`own`)
    and the row's label (the first cell, read apart) left out; then the lengths and
    parallel degrees its knob columns give ("| tp size | input len |" over "| 8 | 128 |")."""
    return [*(index.find(row.start + a, row.start + b)
              for i, (a, b) in enumerate(row.cells)
              if 0 < i < len(row.header) and i != own and is_setup_header(row.header[i])),
            knob_cells(row, index.text, own)]


# A cell that is a figure, not a name: a number with at most a short unit or mark ("17.5",
# "4.8x", "1,024 ms", "**6.2**").
_FIGURE_CELL = lazy(r"\W*[-+~]?\d[\d.,]*\s*[^\s\d]{0,6}\W*")


def label_cells(row: Block, index: Index, own: int, text: str) -> list[Found]:
    """What the row's further label cells state: the cells after the first and before the
    first figure cell ("| Llama 3.1 70b | Small test - 8XH100 | 6.2 |"), a row label
    written over two columns, whatever their (often blank) headers say."""
    found = []
    for a, b in row.cells[1:own]:
        if _FIGURE_CELL.fullmatch(text[row.start + a:row.start + b].strip()):
            break
        found.append(index.find(row.start + a, row.start + b))
    if row.cells and any(is_code_name(f.hardware) for f in found):
        # "| Xeon E3-1226 v3 | Haswell |": the code name glosses the part the label names
        x, y = row.cells[0]
        if index.find(row.start + x, row.start + y).hardware:
            found = [replace(f, hardware=None) if is_code_name(f.hardware) else f
                     for f in found]
    return found


def instance_first(row: Block, index: Index, cells: list[Found]) -> list[Found]:
    """The row's cells, a cloud instance among them (or in its label) put first as the
    row's machine: "| c7g.2xlarge | Graviton 3 | 9,034 |" ran on the instance, whose CPU
    the other cell names; the CPU column would otherwise win as the nearer scope."""
    named = [f.hardware for f in cells if f.hardware]
    if not named or not row.cells:
        return cells
    x, y = row.cells[0]
    first = index.find(row.start + x, row.start + y).hardware
    instance = next((n for n in (first, *named) if n and CLOUD_INSTANCE.fullmatch(n)), None)
    if instance is None or all(n == instance for n in named):
        return cells
    return [Found(hardware=instance), *cells]

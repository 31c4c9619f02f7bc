"""A table's model column wherever it stands: a row's "Model" cell names the model of every
figure in that row ("| GPUs | Nodes | Model | Tokens/s |" over "| 8 | 2 | 13B | 35,405 |"),
the row label's cell included ("| 320 | YOLOv8n | 32.2 |": the image size ran YOLOv8n too).
The first column's labels are read by `row_labels`; this reads the model columns after it.
A cell that is a size alone is a model of the family the figure's wider scopes name
("Llama-3" of the document, at "13B"); a cell holding a name the vocabulary knows as a
model is that model. Any other name under "Model" is left alone: hardware tables head
their part numbers "Model" too ("| Brand | Model | Capacity |")."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache

from claims.extract.conditions.found import NOTHING, Found
from claims.extract.conditions.index import Index
from claims.extract.conditions.row_labels import (
    SIZE_SUFFIX,
    family_sized,
    header_conditions,
    sized_label,
)
from claims.extract.conditions.row_labels import model_column as first_model_column
from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy

#: A header saying its cells are models or their sizes: "Model", "LLM", "Model size",
#: "Params", "Parameters", never a measure of one ("Model FLOPs", "Model TFLOPS/GPU").
_MODEL_COLUMN = lazy(r"\W*(?:(?:models?|llms?|checkpoints?)(?:\s+(?:names?|sizes?))?|"
                     r"params?|parameters|(?:model\s+)?param(?:eter)?\s+count)\W*", re.I)
#: A parameters column that gives its cells' scale once, in its header: "Number of
#: parameters (billions)", "Params (M)"; its cells are bare numbers ("8.3").
_SCALED_COLUMN = lazy(r"\W*(?:(?:number|no\.?|count)\s+of\s+)?(?:model\s+)?"
                      r"(?:params?|parameters)\s*[(\[]\s*(?:in\s+)?"
                      r"(billions?|millions?|[BM])\s*[)\]]\W*", re.I)
#: A bare number in a scaled column's cell.
_NUMBER = lazy(r"[\s*_`]*(\d+(?:\.\d+)?)[\s*_`]*")
#: A cell that is a parameter count alone ("13B", "1.3 B", "**70B**").
_SIZE = lazy(r"[\s*_`]*(\d+(?:\.\d+)?)\s?([BMTb])[\s*_`]*")


@lru_cache(maxsize=256)  # every row of a table asks again for the same headers
def model_column(header: str) -> bool:
    """True when a column header says its cells name each row's model or its size."""
    return _MODEL_COLUMN.fullmatch(header) is not None or scale(header) is not None


@lru_cache(maxsize=256)
def scale(header: str) -> str | None:
    """The letter ("B", "M") a parameters column's header gives its bare cells, if any."""
    m = _SCALED_COLUMN.fullmatch(header)
    return m.group(1)[0].upper() if m is not None else None


def _size(text: str, a: int, b: int, header: str) -> str | None:
    """The parameter count a model column's cell states: "13B", or "8.3" under a header
    that gives the scale."""
    sized = _SIZE.fullmatch(text, a, b)
    if sized is not None:
        return f"{sized.group(1)}{sized.group(2).upper()}"
    letter, bare = scale(header), _NUMBER.fullmatch(text, a, b)
    return f"{bare.group(1)}{letter}" if letter and bare is not None else None


def model_cells(row: Block, index: Index, own: int,
                named: Callable[[], Sequence[str | None]]) -> Found:
    """The model a row's model column (after the first) names for a figure in another
    cell (`own`): a model the vocabulary knows, or a size alone joined to the family of
    the first of the `named` models (the figure's heading, section and document: asked
    only for such a cell). NOTHING where no such column names one."""
    if row.header and first_model_column(row.header[0]):
        return NOTHING  # the row's label names its model; a "Params" beside it is its size
    text = index.text
    for i, (a, b) in enumerate(row.cells):
        if i == 0 or i == own or i >= len(row.header) or not model_column(row.header[i]):
            continue
        size = _size(text, row.start + a, row.start + b, row.header[i])
        if size is None:
            found = index.find(row.start + a, row.start + b)
            if found.model is not None:
                return Found(model=found.model)
            continue
        for model in named():
            family = SIZE_SUFFIX.sub("", model or "").strip()
            if family:
                return Found(model=f"{family} {size}")
    return NOTHING


def label_model(text: str, row: Block, own: int,
                named: Callable[[], Sequence[str | None]]) -> Found:
    """The model a row's label gives with a size beside it ("| Llama | 13B |") or alone
    under a model header ("Model size" over "70B", of the family the first of the `named`
    models gives), for a figure in a later cell (`own`); NOTHING for any other row."""
    sized = sized_label(text, row, own) or family_sized(text, row, named)
    if sized is None:
        return NOTHING
    found = header_conditions(sized)
    # a name with a parameter count is a model, even of a family no table knows
    return found if found.model else replace(found, model=sized)

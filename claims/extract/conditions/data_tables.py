"""Tables that describe data sets ("| Dataset | Number of sequences | Total input tokens |"):
their sizes are the data's, the same whichever model later reads it, so a model only a
wider scope names (the setup's) is not theirs."""

from __future__ import annotations

import re

from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy

# A first column's header saying its rows are data sets (markup around it aside).
_DATA_HEADER = lazy(r"[\s*_`]*(?:data\s*-?\s*sets?|corpus|corpora|tables?|files?)(?:\s+names?)?"
                    r"[\s*_`]*",
                    re.IGNORECASE)
# A column header naming a size of the data: how many of its items, or how long or wide.
_SIZE_HEADER = lazy(r"\b(?:sequences|tokens|samples|rows?|documents|docs|vectors|queries|"
                    r"examples|records|images|prompts|questions|entries|lengths?|sizes?|"
                    r"dimensions?|dims?)\b", re.IGNORECASE)


def data_size(row: Block, at: int) -> bool:
    """True when the cell at `at` of a table row gives a data set's size: the label
    column is headed as data sets, the cell's column names a size of data."""
    if row.kind != "table_row" or not row.header or \
            _DATA_HEADER.fullmatch(row.header[0]) is None:
        return False
    index = next((i for i, (a, b) in enumerate(row.cells)
                  if row.start + a <= at < row.start + b), None)
    return index is not None and 0 < index < len(row.header) and \
        _SIZE_HEADER.search(row.header[index]) is not None

"""Table columns that count each row's accelerators ("| Model | #-GPUs | GBS |", "| GPUs |",
"| Number of V100 GPUs |", "| Dispatch #EP |"): a row's whole number there is how many
accelerators every figure of that row was measured on, the column's own cell included (the
count is a figure of its run too).

Only a header that is the count's whole name counts (never a rate: "Tokens / sec / GPU",
"TPS/GPU"), and only a cell that is a bare whole number: "| GPUs |" over "8x H100" names
the hardware, which the setup columns read (`setup_columns`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from claims.extract.conditions.found import NOTHING, Found
from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy

# "#-GPUs", "# of GPUs", "Num GPUs", "Number of V100 GPUs", "GPU count", "Chips", "TPUs used":
# a count marker, at most one product word, the accelerator's noun, a count word after.
_COUNT_HEADER = lazy(
    r"\W*(?:(?:#|num(?:ber)?\.?|no\.|total|n)\s*(?:of\s+)?[-_\s]*)?"
    r"(?:[A-Za-z]*\d[\w.-]*\s+)?"
    r"(?:gpus?|accelerators?|chips?|tpus?|hpus?|gcds?)"
    r"(?:\s*(?:count|used|total|\(#\)|#))?\W*"
    # the number of ranks of a parallel degree, one accelerator each ("Dispatch #EP"):
    # a count, unlike the degree's own column ("| EP |", `knob_columns`)
    r"|\W*(?:[A-Za-z]+\s+)?#\s*(?:EP|TP|DP|ranks?)\W*", re.I)
_WHOLE = lazy(r"\s*\**\s*(\d{1,3}(?:,\d{3})+|\d+)\s*\**\s*")
# More accelerators than any one run has spanned: such a number is some other quantity.
_MOST = 1_000_000


@lru_cache(maxsize=256)  # every row of a table asks again for the same headers
def is_count_header(header: str) -> bool:
    """True when a column header names how many accelerators each row ran on."""
    return _COUNT_HEADER.fullmatch(header.strip()) is not None


def count_cells(row: Block, text: str) -> Found:
    """The accelerator count the row's count column gives (the first such column whose
    cell is a whole number), NOTHING when the table has none."""
    for i, (a, b) in enumerate(row.cells):
        if i >= len(row.header) or not is_count_header(row.header[i]):
            continue
        m = _WHOLE.fullmatch(text[row.start + a:row.start + b])
        if m is None:
            continue
        n = int(m.group(1).replace(",", ""))
        if 0 < n <= _MOST:
            return Found(accelerator_count=n)
    return NOTHING

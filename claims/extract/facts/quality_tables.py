"""Whether a document gives quality figures in a table its lead-in sentence names as such:
"Accuracy of each model in FP16 and with INT4 weights:" over "| VILA-1.5-3B | VQA-v2 |
GQA |" rows. The cells carry no unit and their columns name benchmarks the vocabulary may
not know, so the records may call them counts; the sentence that introduces the table
says what they measure."""

from __future__ import annotations

from collections.abc import Sequence

from claims.extract.facts.wording import wording
from claims.extract.text.blocks import Block

_TABLE = frozenset({"table_header", "table_row"})


def introduces_quality_table(blocks: Sequence[Block], masked: str) -> bool:
    """True when a paragraph that ends with a colon and names a quality measure (accuracy,
    perplexity, a quality benchmark) stands right before a table with rows."""
    for before, block, after in zip(blocks, blocks[1:], blocks[2:], strict=False):
        if block.kind not in _TABLE or before.kind != "paragraph" or after.kind != "table_row":
            continue
        lead = masked[before.start:before.end].strip()
        if lead.endswith(":") and before.section == block.section and wording(lead).quality:
            return True
    return False

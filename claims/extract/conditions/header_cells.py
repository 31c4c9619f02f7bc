"""Where a figure's own words are read: its sentence, or in a table's header row, the one
cell that holds it, since a header names each column apart ("| Days on GPT3-2.7B |
Extrapolated days on GPT3-175B |": the second 300B is the 175B model's)."""

from __future__ import annotations

from claims.extract.text.blocks import Sentence


def own_span(sentence: Sentence, near: int | None) -> tuple[int, int]:
    """The span whose names are the figure at `near`'s own: the header cell holding it in a
    table's header row, else its sentence."""
    block = sentence.block
    if near is not None and block.kind == "table_header":
        for a, b in block.cells:
            if block.start + a <= near < block.start + b:
                return block.start + a, block.start + b
    return sentence.start, sentence.end

"""A row that leaves its label cell blank ("|  | BF16 | 9,100 |") continues the label of
the row above it, as a cell merged over several rows is written: the model that label names
is the row's too. A group row ends the label, and a row's own label still wins.

The documents are written for these tests."""

from __future__ import annotations

from claims.extract import extract
from claims.extract.conditions.group_rows import label_heads
from claims.extract.text.blocks import blocks as read_blocks
from claims.learn.weights import RULES_ONLY
from claims.load.documents import parse_bytes

_TABLE = ("# Decode speed on one L40S\n\n"
          "| Model | Precision | Tokens/s |\n|---|---|---|\n"
          "| Qwen2.5 7B | FP8 | 4,810 |\n"
          "|  | BF16 | 3,270 |\n"
          "| Gemma 2 9B | FP8 | 4,120 |\n"
          "|  | BF16 | 2,960 |\n")


def _models(text: str) -> dict[float, str | None]:
    """Each figure's model as the rules bind it, by value."""
    claims = extract(parse_bytes(text.encode(), origin="<test>"), model=RULES_ONLY)[1]
    return {c.value: c.conditions.model for c in claims}


def test_a_blank_label_continues_the_model_above() -> None:
    got = _models(_TABLE)
    assert got[3270] == "Qwen2.5 7B"
    assert got[2960] == "Gemma 2 9B"


def test_a_row_s_own_label_still_wins() -> None:
    got = _models(_TABLE)
    assert got[4810] == "Qwen2.5 7B"
    assert got[4120] == "Gemma 2 9B"


def test_a_group_row_ends_the_label_it_continues() -> None:
    text = ("# Decode speed\n\n| Model | Precision | Tokens/s |\n|---|---|---|\n"
            "| Qwen2.5 7B | FP8 | 4,810 |\n| **Batch 64** | | |\n|  | BF16 | 3,270 |\n")
    loaded = parse_bytes(text.encode(), origin="<test>")
    rows = [b for b in read_blocks(loaded) if b.kind == "table_row"]
    assert label_heads(rows, loaded.text) == {}


def test_a_table_of_labelled_rows_continues_nothing() -> None:
    text = ("# Decode speed\n\n| Model | Tokens/s |\n|---|---|\n"
            "| Qwen2.5 7B | 4,810 |\n| Gemma 2 9B | 4,120 |\n")
    loaded = parse_bytes(text.encode(), origin="<test>")
    rows = [b for b in read_blocks(loaded) if b.kind == "table_row"]
    assert label_heads(rows, loaded.text) == {}

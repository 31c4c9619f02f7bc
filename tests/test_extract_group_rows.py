"""Group rows of a table: a row that fills only its first cell heads the rows below it up
to the next such row, and the machine it names is theirs; a row's own label still wins."""

from __future__ import annotations

from claims.extract import extract
from claims.extract.conditions.group_rows import group_heads, is_group_row
from claims.extract.text.blocks import blocks as read_blocks
from claims.learn.weights import RULES_ONLY
from claims.load.documents import parse_bytes
from claims.model import Claim

_TABLE = ("# Decode speed on two cards\n\n"
          "| Model | Batch | Tokens/s |\n|---|---|---|\n"
          "| **L40S** | | |\n"
          "| Mistral 7B | 16 | 2,310 |\n"
          "| Mistral 7B | 64 | 5,920 |\n"
          "| **A10G** | | |\n"
          "| Mistral 7B | 16 | 2,045 |\n"
          "| Mistral 7B | 64 | 5,380 |\n")


def _hardware(text: str) -> dict[float, str | None]:
    """Each figure's machine as the rules bind it, by value."""
    claims: tuple[Claim, ...] = extract(parse_bytes(text.encode(), origin="<test>"),
                                        model=RULES_ONLY)[1]
    return {c.value: c.conditions.hardware for c in claims}


def test_each_group_row_heads_the_rows_below_it() -> None:
    found = _hardware(_TABLE)
    assert found[2310] == found[5920] == "L40S"
    assert found[2045] == found[5380] == "A10G"


def test_a_row_label_naming_a_machine_wins_over_its_group_row() -> None:
    text = ("| System | Batch | Images/s |\n|---|---|---|\n"
            "| **MI300X runs** | | |\n"
            "| default clocks | 32 | 1,480 |\n"
            "| A100 for reference | 32 | 610 |\n")
    found = _hardware(text)
    assert found[1480] == "MI300X"
    assert found[610] == "A100"


def test_what_counts_as_a_group_row() -> None:
    loaded = parse_bytes(_TABLE.encode(), origin="<test>")
    rows = [b for b in read_blocks(loaded) if b.kind == "table_row"]
    flags = [is_group_row(r, loaded.text) for r in rows]
    assert flags == [True, False, False, True, False, False]
    heads = group_heads(rows, loaded.text)
    assert rows[0].start not in heads and rows[3].start not in heads  # group rows head none
    assert heads[rows[1].start] == heads[rows[2].start] == (rows[0].start, rows[0].end)
    second = heads[rows[4].start]
    assert loaded.text[second[0]:second[1]].startswith("| **A10G")


def test_a_table_of_one_column_has_no_group_rows() -> None:
    text = "| Step |\n|---|\n| warm up for 30 s |\n| run for 300 s |\n"
    loaded = parse_bytes(text.encode(), origin="<test>")
    rows = [b for b in read_blocks(loaded) if b.kind == "table_row"]
    assert rows and not any(is_group_row(r, loaded.text) for r in rows)

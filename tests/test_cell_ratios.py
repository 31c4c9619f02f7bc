"""Cells of a value and its parenthesised multiple of a baseline column ("468 (0.8)"):
the parenthesised number is a ratio against that row's baseline cell, when the row's own
numbers agree."""

from __future__ import annotations

from tests.conftest import claims_of

_TABLE = ("# Lookup latency\n\n"
          "Time per call; in parentheses, the multiple of the Alpha time.\n\n"
          "|        | Alpha | Beta      | Gamma       |\n"
          "|--------|-------|-----------|-------------|\n"
          "| open   | 410   | 380 (0.9) | 1290 (3.1)  |\n"
          "| close  | 220   | 240 (1.1) | 2650 (12.0) |\n")


def test_a_parenthesised_multiple_is_a_ratio_against_the_baseline_cell() -> None:
    claims = claims_of(_TABLE)
    ratios = {c.value: c for c in claims if c.unit == "x"}
    assert sorted(ratios) == [0.9, 1.1, 3.1, 12.0]
    assert ratios[3.1].baseline is not None and ratios[3.1].baseline.value == 410
    assert ratios[12.0].baseline is not None and ratios[12.0].baseline.value == 220
    values = {c.value for c in claims if c.unit != "x"}
    assert {410, 380, 1290, 220, 240, 2650} <= values


def test_parenthesised_numbers_that_are_no_quotient_stay_as_they_were() -> None:
    """Must not fire: "(12)" is no multiple of any column (a count of runs, say)."""
    table = _TABLE.replace("1290 (3.1)", "1290 (12)  ").replace("2650 (12.0)", "2650 (14)  ")
    assert not [c for c in claims_of(table) if c.unit == "x"]


def test_a_row_without_a_plain_baseline_column_reads_no_ratio() -> None:
    """Must not fire: every cell is a value with a parenthesised number (a spread)."""
    table = ("| op | Alpha | Beta |\n|---|---|---|\n"
             "| open | 410 (12) | 380 (9) |\n")
    assert not [c for c in claims_of(table) if c.unit == "x"]


def test_a_value_beside_its_multiple_is_no_year() -> None:
    table = _TABLE.replace("1290 (3.1) ", "1968 (4.8) ")
    claims = claims_of(table)
    assert 1968 in {c.value for c in claims} and 4.8 in {c.value for c in claims}

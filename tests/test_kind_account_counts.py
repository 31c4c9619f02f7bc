"""A count spelled out in words of a part of the write-up or of the test's design ("two
tables", "three cases", "four configurations") sets nothing up (kind `count`); spelled
counts of hardware and load, and counts in digits, still set up the run (kind `config`)."""

from __future__ import annotations

import pytest

from claims.extract.records.kind import sets_up
from claims.model import Kind
from tests.conftest import claims_of


@pytest.mark.parametrize("sentence", [
    "The two tables below give the results, reaching 410 requests/s.",
    "We tried four configurations and the best one reached 410 requests/s.",
    "Three cases stood out, where the proxy reached 410 requests/s.",
    "The build has two phases; the second ran at 410 requests/s.",
])
def test_parts_of_the_account_set_nothing_up(sentence: str) -> None:
    kinds = {c.value: c.kind for c in claims_of(f"# Notes\n\n{sentence}\n")}
    small = [k for v, k in kinds.items() if v in (2.0, 3.0, 4.0)]
    assert small and all(k is Kind.count for k in small), kinds

@pytest.mark.parametrize(("noun", "spelled", "want"), [
    ("tables", True, False), ("configurations", True, False), ("phases", True, False),
    ("nodes", True, True), ("threads", True, True), ("runs", True, True),
    ("systems", True, True), ("tables", False, True), ("configurations", False, True),
])
def test_sets_up_by_noun(noun: str, spelled: bool, want: bool) -> None:
    assert sets_up(noun, spelled) is want

def test_hardware_spelled_still_config() -> None:
    kinds = {c.value: c.kind for c in claims_of(
        "# Run\n\nOn three nodes the store served 410 requests/s.\n")}
    assert kinds.get(3.0) is Kind.config, kinds

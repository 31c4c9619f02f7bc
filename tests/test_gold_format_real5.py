"""The gold lists of the fifth retold set and its sealed part are well formed (format only).

Like test_gold_format.py, this loads each document with the loader alone and never runs the
extractor on it: real5 is scored by its author once, sealed5 only by the lead.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from check_gold import check_file  # noqa: E402

from tests.evaluation_sets import held_apart, in_sealed_set  # noqa: E402

FOLDERS = ("real5", "sealed5")
GOLD = [path for folder in FOLDERS
        for path in sorted((ROOT / "tests" / "fixtures" / folder).glob("*.gold.yaml"))]


@pytest.mark.parametrize("path", GOLD, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_gold_list_is_well_formed(path: Path) -> None:
    """No format problem and no undecided digit run in the document's body."""
    assert check_file(path, uncovered=True) == []


def test_sets_are_complete_and_held_apart() -> None:
    """Ten dev documents and four sealed ones, each beside its gold list, kept from sweeps."""
    names = [p.parent.name for p in GOLD]
    assert (names.count("real5"), names.count("sealed5")) == (10, 4)
    for path in GOLD:
        docs = [d for d in path.parent.glob(path.name.replace(".gold.yaml", ".*"))
                if not d.name.endswith(".gold.yaml")]
        assert len(docs) == 1, path
        assert held_apart(docs[0])
    assert all(in_sealed_set(p) == (p.parent.name == "sealed5") for p in GOLD)

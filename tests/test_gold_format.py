"""The hand-made gold lists of the retold evaluation sets are well formed (format only).

This loads each document with the loader only, to check that every context is unique, that
each value_text sits in its context on the stated line, and that the enums are known; it
never runs the extractor on these documents (their gold is scored by the lead).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from check_gold import check_file  # noqa: E402

from tests.conftest import read_yaml  # noqa: E402
from tests.evaluation_sets import held_apart, in_sealed_set  # noqa: E402

SETS = {"real": 16, "real2": 8, "real3": 10, "real4": 10, "real5": 10, "real6": 10,
        "real7": 10, "real8": 8, "real9": 8, "real10": 6, "real11": 6, "real15": 6, "real16": 5,
        "real17": 5, "real18": 5, "real19": 5, "real20": 5, "real21": 5, "real22": 5, "real23": 5,
        "real24": 5, "real25": 5, "real26": 5, "real27": 5, "real28": 5, "real29": 5,
        "real30": 5, "real31": 5,
        "real32": 5, "real33": 5, "real34": 5, "real35": 5, "real36": 5, "real37": 5,
        "real38": 5, "real39": 5, "real40": 5, "real41": 5,
        "real42": 5, "real43": 5, "real44": 5, "real45": 5,
        # written blind in the learn38 round, held out while they measure it
        "real46": 5, "real47": 5,
        "sealed": 10, "sealed3": 4, "sealed4": 4, "sealed5": 4, "sealed6": 4,
        "sealed7": 4, "sealed8": 4, "sealed9": 4, "sealed10": 3, "sealed13": 3,
        "sealed14": 3, "sealed15": 3, "sealed16": 3, "sealed17": 3,
        "sealed18": 3,
        "sealed19": 3, "sealed20": 4,
        # written blind in the learn34 round, sealed
        "sealed21": 4,
        # written blind in the learn35 round, sealed
        "sealed22": 4,
        # written blind in the learn36 round, sealed
        "sealed23": 4,
        # written blind in the learn37 round, sealed
        "sealed24": 4,
        # written blind in the learn38 round, sealed
        "sealed25": 4}
GOLD = [path for folder in SETS
        for path in sorted((ROOT / "tests" / "fixtures" / folder).glob("*.gold.yaml"))]


@pytest.mark.parametrize("path", GOLD, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_gold_list_is_well_formed(path: Path) -> None:
    """No format problem and no undecided digit run in the document's body."""
    assert check_file(path, uncovered=True) == []


def test_every_retold_set_is_complete() -> None:
    """Every retold set holds its documents, each with its gold list."""
    names = [p.parent.name for p in GOLD]
    assert {folder: names.count(folder) for folder in SETS} == SETS


def test_check_finds_a_broken_context(tmp_path: Path) -> None:
    """A context that is not in the document is reported, not ignored."""
    (tmp_path / "doc.md").write_text("# Title\n\nIt served 9,000 tokens per second.\n")
    (tmp_path / "doc.gold.yaml").write_text(
        "document: doc.md\nmentions:\n- {line: 3, value: 9000, unit: tokens/s, per: null, "
        "statistic: null, value_text: '9,000', context: 'served 9,001 tokens', kind: headline, "
        "hardware: null, accelerators: null, model: null, measured_by: self, "
        "evidence: measured}\n")
    problems = check_file(tmp_path / "doc.gold.yaml", uncovered=False)
    assert any("occurs 0 times" in p for p in problems)


def test_retold_sets_are_held_apart_and_only_sealed_sets_sealed() -> None:
    """No fixture sweep reads a retold document; only the sealed folders are sealed."""
    for path in GOLD:
        document = path.with_name(read_yaml(path)["document"])
        assert held_apart(document), path
        assert in_sealed_set(document) == path.parent.name.startswith("sealed"), path

"""The buyer's gold pairs of tests/fixtures/pairs/: the compare score must not fall.

Floors are the scores measured (see bench/score_pairs.py):
every fair pair is found; the floors keep it so.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

from tests.conftest import ROOT, run_cli

PAIRS = ROOT / "tests" / "fixtures" / "pairs"


def scorer():  # type: ignore[no-untyped-def]
    """bench/score_pairs.py as a module."""
    spec = importlib.util.spec_from_file_location("score_pairs", ROOT / "bench" / "score_pairs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    # The bench starts `python -m claims compare` once a folder; the same command run in this
    # process prints the same JSON (tests/test_cli_runner.py) without a start-up per folder.
    module.run_compare = _compare_in_process
    return module


def _compare_in_process(paths: list[Path]) -> dict[str, Any]:
    """`claims compare PATHS --format json`, run in this process, parsed."""
    done = run_cli("compare", *map(str, paths), "--format", "json")
    assert done.returncode == 0, done.stderr
    return dict(json.loads(done.stdout))


def test_gold_pairs_score() -> None:
    score = scorer()
    total: dict[str, int] = {}
    for folder in sorted(p for p in PAIRS.iterdir() if (p / "gold.yaml").exists()):
        counts = score.score_folder(folder, False)
        total = {k: total.get(k, 0) + v for k, v in counts.items()}
    assert total["rejected"] == 0, "a pair a buyer rejects was called comparable"
    assert total["found_comparable"] >= 8
    assert total["listed"] >= 0.9 * total["pairs"]
    assert total["verdict_right"] >= 0.8 * total["listed"]
    assert total["blocking_named"] >= 0.6 * total["gold_blocked_listed"]


def test_every_folder_has_two_publishers_and_a_gold_list() -> None:
    import yaml

    for folder in (p for p in PAIRS.iterdir() if p.is_dir()):
        gold = yaml.safe_load((folder / "gold.yaml").read_text(encoding="utf-8"))
        docs = [folder / f"{d}.md" for d in gold["documents"]]
        assert len(docs) == 2 and all(d.exists() for d in docs), folder
        publishers = {line for d in docs for line in d.read_text("utf-8").splitlines()
                      if line.startswith("publisher:")}
        assert len(publishers) == 2, folder
        assert all(p["verdict"] in ("comparable", "comparable_after_normalisation",
                                    "not_comparable") for p in gold["pairs"])
        assert all(p.get("blocking") for p in gold["pairs"] if p["verdict"] == "not_comparable")


def test_scorer_matches_a_converted_figure_by_the_number_as_printed() -> None:
    """A gold value is given as printed; the tool shows 958.072 GiB/s as 1028.7 GB/s, and the
    scorer still finds the figure by its printed number, never by another number."""
    score = scorer()
    side = {"document": "Post a", "value": 1028.7219768, "normalised_value": 1028.7219768,
            "value_text": "958.072", "line": 4, "quote": "| readBandwidth | 958.072 GiB/s |"}
    titles = {"a": "Post a"}
    assert score.matches(side, {"doc": "a", "value": 958.072, "line": 4}, titles)
    assert score.matches(side, {"doc": "a", "value": 1028.7219768, "line": 4}, titles)
    assert not score.matches(side, {"doc": "a", "value": 958.0, "line": 4}, titles)
    assert not score.matches({**side, "value_text": None}, {"doc": "a", "value": 958.072,
                                                            "line": 4}, titles)

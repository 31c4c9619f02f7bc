"""Regression floors on the held-out announcements (tests/fixtures/heldout).

The floors are what the extractor already met when they were set, rounded down
to the next 5%: a drop below one means a change made extraction worse on text
nobody tuned it for. Raise a floor when the extractor improves; never lower one
to make a change pass. Run `python bench/score_heldout.py` for the full list of
misses and spurious figures.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

from tests.conftest import read_yaml, run_cli

ROOT = Path(__file__).resolve().parent.parent
HELDOUT = ROOT / "tests" / "fixtures" / "heldout"

# Measured 2026-11-30 (after the second accuracy pass): R(v) 0.993, R(v+u) 0.993,
# P(v) 0.989, P(v+u) 0.989, per 0.989, statistic 0.982 over 273 gold mentions in 10
# announcements. (This set has been used to tune the extractor: it guards against
# regressions; tests/fixtures/unseen is the set that measures.)
OVERALL_FLOORS = {
    "recall_value": 0.98, "recall_value_unit": 0.98,
    "precision_value": 0.98, "precision_value_unit": 0.98,
    # 0.965: the gold of linux-tcp-cacheline.md gives "(under 1%)" no statistic, written
    # before "under" was read as a bound; the tool now reads it as a max, as it reads
    # "less than 1%" (one figure of 244, 0.971 -> 0.967).
    "per_correct": 0.98, "statistic_correct": 0.965,
}
# Value recall per announcement, so one field cannot silently regress behind
# gains in another.
DOCUMENT_RECALL_FLOORS = {
    "amd-zen5-ryzen9000.md": 0.95, "connectx-7-nic.md": 0.98, "flashattention-3.md": 0.95,
    "linux-tcp-cacheline.md": 0.98, "mlperf-training-v40.md": 0.98,
    "oceanbase-tpcc.txt": 0.98, "pingora-proxy.html": 0.98, "postgresql-17.md": 0.98,
    "samsung-pm1743.md": 0.98,
}


def _scorer() -> ModuleType:
    """bench/score_heldout.py, imported from its path (bench/ is not a package)."""
    spec = importlib.util.spec_from_file_location("score_heldout",
                                                  ROOT / "bench" / "score_heldout.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["score_heldout"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def scorer() -> ModuleType:
    """The scorer module, loaded once."""
    return _scorer()


@pytest.fixture(scope="module")
def result(scorer: ModuleType) -> dict[str, Any]:
    """The summary of one scoring run over every held-out announcement."""
    return dict(scorer.summary(scorer.score_all()))


def _golds() -> list[Path]:
    """Every held-out gold list."""
    return sorted(HELDOUT.glob("*.gold.yaml"))


def test_there_are_nine_announcements_in_three_formats() -> None:
    """The set covers Markdown, HTML and plain text, as the brief asks (a tenth, retold from
    the held-out vLLM blog, was removed)."""
    docs = [read_yaml(p)["document"] for p in _golds()]
    assert len(docs) == 9
    assert {Path(d).suffix for d in docs} == {".md", ".html", ".txt"}


@pytest.mark.parametrize("gold_path", _golds(), ids=lambda p: p.stem)
def test_gold_points_at_its_text(scorer: ModuleType, gold_path: Path) -> None:
    """Every gold context occurs once, holds its number, and sits on the declared line."""
    from claims.load.documents import load_source

    gold = read_yaml(gold_path)
    loaded = load_source(str(gold_path.with_name(gold["document"])))
    text = loaded.text
    wrong = []
    for entry in [*gold["mentions"], *gold["non_figures"]]:
        if text.count(entry["context"]) != 1 or entry["value_text"] not in entry["context"]:
            wrong.append(f"context {entry['context']!r} not once in the text with its number")
            continue
        at = scorer.gold_position(text, entry)
        if text.count("\n", 0, at) + 1 != entry["line"] or at < loaded.body_offset:
            wrong.append(f"{entry['value_text']!r} is not on body line {entry['line']}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("metric", sorted(OVERALL_FLOORS))
def test_overall_floor(result: dict[str, Any], metric: str) -> None:
    """Overall recall, precision, per and statistic stay at or above their floors."""
    _at_or_above(result, metric, OVERALL_FLOORS[metric], "")


def _at_or_above(result: dict[str, Any], metric: str, floor: float, folder: str) -> None:
    """One overall score at or above its floor, or a message saying how to see why not."""
    got = result["overall"][metric]
    assert got >= floor, (f"{metric} fell to {got} (floor {floor}); run python "
                          f"bench/score_heldout.py {folder}to see the misses")


@pytest.mark.parametrize("name", sorted(DOCUMENT_RECALL_FLOORS))
def test_document_recall_floor(result: dict[str, Any], name: str) -> None:
    """Each announcement keeps its value recall."""
    got = result["documents"][name]["recall_value"]
    assert got >= DOCUMENT_RECALL_FLOORS[name], f"{name}: recall_value {got}"


# tests/fixtures/unseen, scored once on 2026-11-30 when it was still unseen: R(v) 0.921,
# R(v+u) 0.866, P(v) 0.969, P(v+u) 0.912, per 0.954, statistic 0.917 over 404 gold mentions
# (the code it was written against scored 0.904 / 0.854 / 0.971 / 0.918 / 0.937 / 0.912).
# From now on it guards against regressions like the first set; a newer set must measure.
UNSEEN = ROOT / "tests" / "fixtures" / "unseen"
UNSEEN_FLOORS = {
    "recall_value": 0.91, "recall_value_unit": 0.86, "precision_value": 0.96,
    "precision_value_unit": 0.90, "per_correct": 0.95, "statistic_correct": 0.905,
}
# statistic 0.905: four gold figures of this set give bounds no statistic ("upwards of
# 30%", "above 90%", "under 5%", "above 100 GB"), written before those words were read as
# a min or max; the later sets (real2-real8) give such bounds theirs.


@pytest.fixture(scope="module")
def unseen_result(scorer: ModuleType) -> dict[str, Any]:
    """The summary of one scoring run over the second evaluation set."""
    return dict(scorer.summary(scorer.score_all(UNSEEN)))


@pytest.mark.parametrize("metric", sorted(UNSEEN_FLOORS))
def test_unseen_floor(unseen_result: dict[str, Any], metric: str) -> None:
    """The second set's scores stay at or above what it measured when it was unseen."""
    _at_or_above(unseen_result, metric, UNSEEN_FLOORS[metric], "--folder tests/fixtures/unseen ")


def test_scorer_counts_misses_and_spurious(scorer: ModuleType, tmp_path: Path) -> None:
    """The scorer itself can fail: a gold figure absent from the text's claims is a
    miss, and a figure the gold does not list is spurious, each named by line."""
    (tmp_path / "doc.md").write_text(
        "# Result\n\nThe server handled 4,200 requests per second on eight cores.\n",
        encoding="utf-8")
    (tmp_path / "doc.gold.yaml").write_text(yaml.safe_dump({
        "document": "doc.md",
        "mentions": [
            {"line": 3, "value": 4200, "unit": "requests/s", "per": None, "statistic": None,
             "value_text": "4,200", "context": "4,200 requests"},
            {"line": 3, "value": 0.5, "unit": "s", "per": None, "statistic": None,
             "value_text": "server", "context": "The server"},
        ],
        "non_figures": [],
    }), encoding="utf-8")
    [score] = scorer.score_all(tmp_path)
    assert score.gold == 2 and score.value_hits == 1 and score.unit_hits == 1
    assert [m.split(" MISS ")[0] for m in score.misses] == ["doc.md:3"]
    assert [s.split(" SPURIOUS ")[0] for s in score.spurious] == ["doc.md:3"], score.spurious
    assert "= 8 count" in score.spurious[0]


def test_strict_counts_need_a_null_where_the_gold_has_none(scorer: ModuleType,
                                                           tmp_path: Path) -> None:
    """The end-to-end counts take every gold mention: a name the gold does not give is
    wrong there, and one the gold gives must be the record's."""
    (tmp_path / "doc.md").write_text(
        "# Result\n\nOn one H100 the service answered in 12 ms.\n\n"
        "A second build answered in 30 ms.\n", encoding="utf-8")
    mention = {"per": None, "statistic": None, "unit": "s", "model": None,
               "evidence": "measured"}
    (tmp_path / "doc.gold.yaml").write_text(yaml.safe_dump({
        "document": "doc.md",
        "mentions": [
            {**mention, "line": 3, "value": 0.012, "value_text": "12",
             "context": "in 12 ms", "hardware": "H100"},
            {**mention, "line": 5, "value": 0.030, "value_text": "30",
             "context": "in 30 ms", "hardware": "A100"},
        ],
        "non_figures": [],
    }), encoding="utf-8")
    [score] = scorer.score_all(tmp_path)
    assert score.unit_hits == 2 and score.model_all == 2
    assert score.hardware_all == score.record_all == 1, score.wrong_hardware
    assert scorer.summary([score])["overall"]["record_all"] == "1/2"
    assert score.choice_stated["evidence"] == score.choice_right["evidence"] == 2
    assert "kind" not in score.choice_stated


def test_both_sides_of_a_before_after_pair_carry_the_record_s_names(
        scorer: ModuleType, tmp_path: Path) -> None:
    """The before-value of a before/after pair ran on the record's machine and model, as
    the gold lists label both sides: it is scored with the record's names, not none."""
    (tmp_path / "doc.md").write_text(
        "# Phi-3 mini on one L4\n\nWe serve Phi-3 mini on one L4.\n\n"
        "The new kernel cut the first-token time from 84 ms to 51 ms.\n", encoding="utf-8")
    mention = {"per": None, "statistic": None, "unit": "s", "model": "Phi-3 mini",
               "hardware": "L4", "line": 5}
    (tmp_path / "doc.gold.yaml").write_text(yaml.safe_dump({
        "document": "doc.md",
        "mentions": [
            {**mention, "value": 0.084, "value_text": "84", "context": "from 84 ms"},
            {**mention, "value": 0.051, "value_text": "51", "context": "to 51 ms"},
        ],
        "non_figures": [],
    }), encoding="utf-8")
    [score] = scorer.score_all(tmp_path)
    assert score.unit_hits == 2
    assert score.model_all == score.hardware_all == 2, (score.wrong_model, score.wrong_hardware)


@pytest.mark.parametrize("gold_path", _golds(), ids=lambda p: p.stem)
def test_vet_runs_clean(gold_path: Path) -> None:
    """`claims vet` reads each held-out announcement without an input error or crash."""
    name = read_yaml(gold_path)["document"]
    proc = run_cli("vet", "--format", "json", "--fail-on", "never", str(HELDOUT / name))
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    json.loads(proc.stdout)

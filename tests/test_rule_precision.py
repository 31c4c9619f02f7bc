"""Severity is earned by precision: each error-level rule is right on at least 95% of what
it raises on the measured sets, and `claims rules` shows the measures the bench wrote."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

import pytest
import yaml

from checkers import RULES
from claims.measured import measured
from claims.model import Severity
from tests.conftest import run_cli
from tests.shared_extraction import sharing_extraction

ROOT = Path(__file__).resolve().parent.parent
ERROR_PRECISION = 0.95


def test_every_error_level_rule_earns_it_on_the_measured_sets() -> None:
    table = measured().rules
    for rule in RULES:
        if rule.severity is not Severity.error or rule.stage != "check":
            continue
        measure = table.get(rule.name)
        assert measure is not None and measure.raised > 0, f"{rule.name} was never measured"
        assert measure.precision is not None and measure.precision >= ERROR_PRECISION, \
            f"{rule.name} is right on {measure.precision} of what it raises: make it a warning"


def test_the_shipped_measures_are_what_the_bench_measures_now(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """`bench/rule_precision.py --check`, run in this process: a process of its own cost a
    start and the program's imports, and its vets of the fixtures share the extraction the
    sweeps of the same documents made."""
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    monkeypatch.setattr(sys, "argv", ["bench/rule_precision.py", "--check"])
    bench = importlib.import_module("rule_precision")
    with sharing_extraction():
        status = bench.main()
    stdout = capsys.readouterr().out
    assert "unlabelled:" not in stdout, stdout
    assert status == 0, "claims/data/rule_precision.json is stale: rerun the bench"


def test_every_label_names_a_document_of_the_sample_and_a_registered_rule() -> None:
    data = yaml.safe_load((ROOT / "tests/fixtures/editorial_labels/real-sample.yaml")
                          .read_text(encoding="utf-8"))
    names = {r.name for r in RULES}
    for label in data["labels"]:
        assert (ROOT / "tests/fixtures" / label["document"]).is_file(), label
        assert label["rule"] in names and isinstance(label["right"], bool) and label["why"]


def test_rules_shows_the_measures_of_the_data_file() -> None:
    data = json.loads((ROOT / "claims/data/rule_precision.json").read_text(encoding="utf-8"))
    row = data["rules"]["missing-cost"]
    shown = json.loads(run_cli("rules", "missing-cost", "--format", "json").stdout)[0]
    assert shown["measured"]["precision"] == row["precision"]
    assert shown["measured"]["sets"]["editorial"] == row["sets"]["editorial"]
    text = run_cli("rules", "CLM101").stdout
    assert f"Measured: precision {row['precision']:.2f} on {row['raised']} raised" in text
    assert "editorial tp=" in text
    page = run_cli("rules", "--format", "markdown").stdout
    assert "| code | name | severity | stage | precision | recall | summary |" in page

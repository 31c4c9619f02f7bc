"""Selecting records by kind and evidence (`--kind`, `--evidence`, `--all`) in vet, extract and
query; counts that set up nothing (kind `count`) left out of default reports and never shown
to the checkers; headline and relative figures first in the text report."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.conftest import run_cli

ANNOUNCEMENT = """\
---
title: Heron Proxy 3 release notes
---

# Heron Proxy 3

Our test rig used 8 client machines at a concurrency of 512.

Heron Proxy 3 forwards 410,000 requests per second on one 16-core server, 1.6x the rate of
Heron Proxy 2 on the same host. The simulated 64-core build is projected to reach 1.2 million
requests per second.
"""

# Two counts that set up nothing, said of an experimental build: were the checkers shown
# them, the experimental-component rule would flag them.
COUNTS_FILE = """\
document:
  title: Wren Queue 2 upgrade notes
  publisher: Wren project
claims:
- value: 2
  unit: count
  count_noun: patches
  metric: count
  kind: {kind}
  maturity: experimental
  conditions: {{hardware: EPYC 9654}}
  source: {{quote: "The experimental build takes 2 patches on EPYC 9654.", line: 3}}
- value: 3
  unit: count
  count_noun: patches
  metric: count
  kind: {kind}
  maturity: experimental
  conditions: {{hardware: EPYC 9654}}
  source: {{quote: "Its nightly form needs 3 patches on EPYC 9654.", line: 5}}
- value: 95000
  unit: messages/s
  metric: throughput
  conditions: {{hardware: EPYC 9654}}
  source: {{quote: "Wren Queue 2 moves 95,000 messages per second on EPYC 9654.", line: 7}}
"""


@pytest.fixture
def announcement(tmp_path: Path) -> Path:
    path = tmp_path / "heron-3.md"
    path.write_text(ANNOUNCEMENT, encoding="utf-8")
    return path


def _json(*args: str) -> Any:
    result = run_cli(*args)
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)


def _kinds(report: Any) -> list[str]:
    return [c.get("kind", "headline") for d in report["documents"] for c in d["claims"]]


def test_vet_kind_selects_records_and_keeps_every_finding(announcement: Path) -> None:
    everything = _json("vet", "--format", "json", str(announcement))
    chosen = _json("vet", "--format", "json", "--kind", "headline,relative", str(announcement))
    assert set(_kinds(everything)) >= {"headline", "relative", "config"}
    assert _kinds(chosen) == [k for k in _kinds(everything) if k in ("headline", "relative")]
    assert chosen["summary"]["claims"] == len(_kinds(chosen)) == 3
    # What is shown changes, not what is checked: the same findings, the same exit status.
    assert chosen["documents"][0]["findings"] == everything["documents"][0]["findings"]
    assert run_cli("vet", "--kind", "config", str(announcement)).returncode == \
        run_cli("vet", str(announcement)).returncode == 1
    repeated = _json("vet", "--format", "json", "--kind", "headline", "--kind", "relative",
                     str(announcement))
    assert repeated == chosen


def test_vet_evidence_selects_the_simulated_figure(announcement: Path) -> None:
    report = _json("vet", "--format", "json", "--evidence", "simulated", str(announcement))
    values = [(c["value"], c["evidence"]) for c in report["documents"][0]["claims"]]
    assert (1_200_000, "simulated") in values and {e for _, e in values} == {"simulated"}
    both = _json("vet", "--format", "json", "--kind", "headline", "--evidence", "measured",
                 str(announcement))
    assert [c["value"] for c in both["documents"][0]["claims"]] == [410_000]


def test_the_text_report_shows_headline_and_relative_figures_first(announcement: Path) -> None:
    result = run_cli("vet", "--fail-on", "never", str(announcement))
    lines = result.stdout.splitlines()
    header = next(i for i, line in enumerate(lines) if line.split()[:2] == ["value", "per"])
    table = lines[header + 1:lines.index("", header)]
    rows = [line.split() for line in table if not line.startswith("      conditions:")]
    kinds = [next(w for w in row if w in ("headline", "relative", "config")) for row in rows]
    assert kinds[:3] == ["headline", "relative", "headline"]
    assert set(kinds[3:]) == {"config"} and len(kinds) > 3
    # Within each group, the order of the text: line 7's setup counts lead the config rows.
    assert rows[3][:2] == ["8", "client"]
    assert rows[0][0] == "410,000" and rows[2][0] == "1,200,000"


@pytest.mark.parametrize(("args", "words"), [
    (("--kind", "headlines"), "--kind 'headlines': expected one of headline, relative"),
    (("--evidence", "guessed"), "--evidence 'guessed': expected one of measured"),
    (("--kind", ","), "--kind: no value given"),
])
def test_an_unknown_kind_or_evidence_is_one_error_line(announcement: Path, args: tuple[str, ...],
                                                        words: str) -> None:
    for command in ("vet", "extract"):
        result = run_cli(command, *args, str(announcement))
        assert result.returncode == 2 and result.stdout == ""
        assert result.stderr.startswith("claims: error: ") and words in result.stderr
        assert len(result.stderr.splitlines()) == 1


def test_extract_kind_and_evidence_select_the_records_written(announcement: Path) -> None:
    result = run_cli("extract", "--kind", "config", str(announcement))
    assert result.returncode == 0, result.stderr
    written = yaml.safe_load(result.stdout)
    assert written["claims"] and {c["kind"] for c in written["claims"]} == {"config"}
    relative = _json("extract", "--format", "json", "--kind", "before-after,relative",
                     str(announcement))
    assert [c["value"] for c in relative["claims"]] == [1.6]
    measured = _json("extract", "--format", "json", "--evidence", "measured",
                     str(announcement))
    assert measured["claims"] and {c["evidence"] for c in measured["claims"]} == {"measured"}


def _counts_file(tmp_path: Path, kind: str) -> Path:
    path = tmp_path / f"wren-{kind}.yaml"
    path.write_text(COUNTS_FILE.format(kind=kind), encoding="utf-8")
    return path


def test_checkers_never_see_counts(tmp_path: Path) -> None:
    from checkers import run_checks
    from claims.load.claimfile import load_claim_file

    path = _counts_file(tmp_path, "count")
    loaded = load_claim_file(str(path))
    count_ids = {c.id for c in loaded.claims if c.kind.value == "count"}
    # Handed to the rules unfiltered, the counts would be flagged ...
    raw = run_checks(loaded.document, loaded.claims)
    assert {i for f in raw if f.rule == "experimental-component" for i in f.claim_ids} \
        == count_ids
    # ... but `claims check` (and vet, ingest, export) filter them out first.
    report = _json("check", "--format", "json", "--fail-on", "never", str(path))
    findings = report["documents"][0]["findings"]
    assert findings and "experimental-component" not in {f["rule"] for f in findings}
    assert len(count_ids) == 2
    assert not {i for f in findings for i in f.get("claim_ids", ())} & count_ids


def test_query_selects_by_kind_and_evidence_and_leaves_counts_out(tmp_path: Path,
                                                                  announcement: Path) -> None:
    db = tmp_path / "store.db"
    ingested = run_cli("ingest", str(announcement), str(_counts_file(tmp_path, "count")),
                       "--db", str(db), "--jobs", "1")  # no pool: in this process
    assert ingested.returncode == 0, ingested.stderr

    def query(*args: str) -> list[dict[str, Any]]:
        rows = _json("query", "--db", str(db), "--format", "json", *args)
        assert isinstance(rows, list)
        return rows

    shown = query()
    assert shown and "count" not in {c.get("kind") for c in shown}
    everything = query("--all")
    assert [c["value"] for c in everything if c.get("kind") == "count"] == [2, 3]
    assert len(everything) == len(shown) + 2
    assert [c["value"] for c in query("--kind", "count")] == [2, 3]
    assert {c.get("kind", "headline") for c in query("--kind", "headline")} == {"headline"}
    simulated = query("--evidence", "simulated")
    assert 1_200_000 in {c["value"] for c in simulated}
    assert {c["evidence"] for c in simulated} == {"simulated"}
    assert [c["value"] for c in query("--evidence", "simulated", "--kind", "headline")] == \
        [1_200_000]
    # --limit counts the records shown, not the rows read before the selection.
    assert query("--limit", "1")[0]["kind"] == "config"  # the store's first row
    first_headline = query("--kind", "headline", "--limit", "1")
    assert [c["value"] for c in first_headline] == [410_000]
    table = run_cli("query", "--db", str(db), "--all", "--kind", "count")
    assert table.returncode == 0 and len(table.stdout.splitlines()) == 3
    bad = run_cli("query", "--db", str(db), "--kind", "tally")
    assert bad.returncode == 2 and bad.stderr.startswith("claims: error: --kind 'tally'")


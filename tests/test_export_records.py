"""Exports say where a claim came from: document path, id, title, line, and its findings."""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path

from claims import schemas
from tests.conftest import ROOT, run_cli, run_cli_process, schema_validator

ANNOUNCEMENTS = ROOT / "examples" / "announcements"


def stored(tmp_path: Path) -> tuple[str, dict[str, dict]]:
    """A store of the shipped announcements, and each one's vet report by path."""
    folder = tmp_path / "posts"
    shutil.copytree(ANNOUNCEMENTS, folder)
    db = str(tmp_path / "s.db")
    ingested = run_cli("ingest", str(folder), "--db", db, "--jobs", "1")
    assert ingested.returncode == 0, ingested.stderr
    paths = sorted(folder.glob("*.md"))
    vetted = json.loads(run_cli("vet", "--format", "json", *map(str, paths)).stdout)
    return db, {d["path"]: d for d in vetted["documents"]}


def test_jsonl_export_carries_document_line_and_findings(tmp_path: Path) -> None:
    db, reports = stored(tmp_path)
    out = run_cli("export", "--format", "jsonl", "--db", db)
    assert out.returncode == 0, out.stderr
    records = [json.loads(line) for line in out.stdout.splitlines()]
    schema = json.loads(schemas.render("export"))
    assert schema == json.loads((ROOT / "schemas" / "export.schema.json").read_text())
    assert len(records) == sum(len(r["claims"]) for r in reports.values())
    validator = schema_validator(schema)
    for record in records:
        validator.validate(record)
        report = reports[record["document_path"]]
        assert record["document_id"] == report["document"]["id"]
        assert record["document_title"] == report["document"]["title"]
        claim = next(c for c in report["claims"] if c["id"] == record["id"])
        assert record["line"] == claim["source"]["line"] >= 1
        expected = [f for f in report["findings"]
                    if not f["claim_ids"] or record["id"] in f["claim_ids"]]
        assert [(f["code"], f["message"]) for f in record["findings"]] == \
            [(f["code"], f["message"]) for f in expected]
    assert any(r["findings"] for r in records)
    # its own process: another hash seed, no warm caches
    again = run_cli_process("export", "--format", "jsonl", "--db", db)
    assert again.stdout == out.stdout


def test_query_csv_names_each_claims_document_and_line(tmp_path: Path) -> None:
    db, reports = stored(tmp_path)
    result = run_cli("query", "--db", db, "--format", "csv")
    assert result.returncode == 0, result.stderr
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    header = result.stdout.splitlines()[0].split(",")
    assert header[-4:] == ["document_id", "document_path", "document_title", "line"]
    assert len(rows) == sum(len(r["claims"]) for r in reports.values())
    as_json = json.loads(run_cli("query", "--db", db, "--format", "json").stdout)
    assert [r["id"] for r in rows] == [c["id"] for c in as_json]
    for row in rows:
        report = reports[row["document_path"]]
        claim = next(c for c in report["claims"] if c["id"] == row["id"])
        assert row["document_id"] == report["document"]["id"]
        assert row["document_title"] == report["document"]["title"]
        assert row["line"] == str(claim["source"]["line"])

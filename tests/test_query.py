"""`claims query`: filters from the command line, every output format, clear errors."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from claims import schemas
from claims.store import open_store
from tests.conftest import run_cli, run_cli_process, schema_validator
from tests.test_store_records import vendor_a, vendor_b


@pytest.fixture
def db(tmp_path: Path) -> str:
    """A store holding vendor A's and vendor B's documents."""
    path = tmp_path / "s.db"
    with open_store(path) as store:
        for origin, (rep, sha) in (("a.md", vendor_a()), ("b.md", vendor_b())):
            store.put_report(rep, text_sha256=sha, origin=origin)
    return str(path)


def test_table_lists_matching_claims(db: str) -> None:
    result = run_cli("query", "--db", db, "--publisher", "vendor a")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["id", "value", "unit", "per", "metric", "statistic", "model",
                                "hardware", "publisher", "quote"]
    assert len(lines) == 3
    assert "480000" in lines[1] and "throughput" in lines[1] and "A-Rack 72" in lines[1]
    assert "interactivity" in lines[2] and " user " in lines[2]


def test_jsonl_records_are_valid_claims(db: str) -> None:
    result = run_cli("query", "--db", db, "--format", "jsonl", "--metric", "throughput")
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["source"]["publisher"] for r in records] == ["Vendor A", "Vendor B"]  # by date
    validator = schema_validator(json.loads(schemas.render("claim")))
    for record in records:
        validator.validate(record)


def test_json_and_csv_agree(db: str) -> None:
    as_json = json.loads(run_cli("query", "--db", db, "--format", "json").stdout)
    rows = list(csv.DictReader(io.StringIO(run_cli("query", "--db", db, "--format", "csv").stdout)))
    assert [r["id"] for r in as_json] == [r["id"] for r in rows]
    assert len(rows) == 4
    assert {r["precision"] for r in rows} == {"FP8"}


def test_text_rule_and_dates(db: str, tmp_path: Path) -> None:
    out = tmp_path / "q.jsonl"
    result = run_cli("query", "--db", db, "--text", "60000", "--rule", "self-reported",
                     "--since", "2026-04", "--until", "2026-04-30", "--format", "jsonl",
                     "--output", str(out))
    assert result.returncode == 0 and result.stdout == ""
    [record] = [json.loads(line) for line in out.read_text().splitlines()]
    assert record["value"] == 60000


def test_output_is_deterministic(db: str) -> None:
    # the second in its own process: another hash seed, no warm caches
    assert run_cli("query", "--db", db).stdout == run_cli_process("query", "--db", db).stdout


@pytest.mark.parametrize(("args", "message"), [
    (("--since", "March"), "--since 'March': expected a date like 2026-03-01"),
    (("--per", "galaxy"), "--per 'galaxy': expected one of GPU, chip"),
    (("--limit", "-1"), "--limit must not be negative"),
])
def test_bad_options_are_one_line_errors(db: str, args: tuple[str, ...], message: str) -> None:
    result = run_cli("query", "--db", db, *args)
    assert result.returncode == 2
    assert result.stderr.startswith(f"claims: error: {message}")
    assert result.stderr.count("\n") == 1


def test_missing_store(tmp_path: Path) -> None:
    result = run_cli("query", "--db", str(tmp_path / "none.db"))
    assert result.returncode == 2
    assert "no such store" in result.stderr
    assert not (tmp_path / "none.db").exists()

"""Every command that takes `--db` gives the same bytes from a PostgreSQL store as from SQLite."""

from __future__ import annotations

import json
from pathlib import Path

from tests.backends import pg_schema_url
from tests.conftest import ROOT, run_cli
from tests.test_ingest import write_docs

READS = (
    ("query", "--format", "json"),
    ("query", "--format", "csv", "--metric", "throughput"),
    ("query", "--model", "llama", "--since", "2026-03-01"),
    ("compare", "--format", "json"),
    ("compare", "--metric", "throughput", "--format", "markdown"),
    ("export", "--format", "jsonl"),
    ("export", "--format", "prov-json"),
)


def test_every_command_reads_postgres_as_it_reads_sqlite(tmp_path: Path, pg_schema: str) -> None:
    docs = tmp_path / "docs"
    write_docs(docs, range(24))
    pair = [str(ROOT / "examples" / "incomparable" / f"vendor-{v}.claims.yaml") for v in "ab"]
    sqlite_db, pg_db = str(tmp_path / "s.db"), pg_schema_url(pg_schema)
    for db in (sqlite_db, pg_db):
        result = run_cli("ingest", str(docs), str(ROOT / "examples"), *pair, "--db", db,
                         "--jobs", "2", "--format", "json")
        assert result.returncode == 0, result.stderr
        summary = json.loads(result.stdout)
        assert summary["ingested"] == 24 + 3 + 2 and summary["failed"] == []
    for command in READS:
        from_sqlite = run_cli(*command, "--db", sqlite_db)
        from_pg = run_cli(*command, "--db", pg_db)
        assert from_sqlite.returncode == from_pg.returncode == 0, (command, from_pg.stderr)
        assert from_sqlite.stdout, command
        assert from_pg.stdout == from_sqlite.stdout, command
    # The re-run in this process (one job): what it skips is decided before any work is
    # handed to a pool.
    again = run_cli("ingest", str(docs), "--db", pg_db, "--format", "json", "--jobs", "1")
    assert json.loads(again.stdout)["skipped"] == 24


def test_an_unreachable_postgres_store_is_one_line_and_status_2(tmp_path: Path) -> None:
    # One job: the store is opened before any pool would start, so the run stays here.
    for command in (("ingest", str(ROOT / "examples"), "--jobs", "1"), ("query",), ("compare",),
                    ("export", "--format", "jsonl")):
        result = run_cli(*command, "--db", "postgresql://reader:hunter2@127.0.0.1:1/archive")
        assert result.returncode == 2, command
        assert result.stdout == ""
        lines = result.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith("claims: error: "), result.stderr
        assert "cannot connect to the PostgreSQL store" in lines[0]
        assert "hunter2" not in lines[0]


def test_a_reader_of_an_empty_postgres_schema_is_told_to_ingest(pg_schema: str) -> None:
    result = run_cli("query", "--db", pg_schema_url(pg_schema))
    assert result.returncode == 2
    assert "no such store (run `claims ingest` first)" in result.stderr

"""One store, several processes: two ingests of the same folder at once while `query` and
`export` loop over the store. No "database is locked" reaches anyone; nothing is lost."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from claims.store import ClaimFilter, open_store
from tests.conftest import run_cli, run_cli_process
from tests.test_ingest import check_consistent, start_ingest, stored_documents, write_docs

# Enough documents for several reader rounds (a snapshot read, every fifth round a command in a
# process of its own) while both writers run: 400 gave 16 rounds for twice the CPU.
DOCS = 200


def test_two_ingests_and_a_query_loop_on_one_store(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    write_docs(docs, range(DOCS))
    db = tmp_path / "s.db"
    writers = [start_ingest(str(docs), "--db", str(db), "--jobs", "2", "--format", "json")
               for _ in range(2)]
    began = time.monotonic()
    while not db.exists() and time.monotonic() - began < 60:
        time.sleep(0.01)
    seen: list[int] = []
    problems: list[str] = []
    rounds = 0
    while any(w.poll() is None for w in writers) and time.monotonic() - began < 300:
        rounds += 1
        with open_store(db, create=False) as store:  # a reader in this process: one snapshot
            seen.append(sum(1 for _ in store.query_claims(ClaimFilter())))
            for report in store.iter_reports():
                assert len({c.id for c in report.claims}) == len(report.claims)
        if rounds % 5 == 1:  # the command a user runs, as a separate process
            command = ("query", "--format", "jsonl") if rounds % 10 == 1 else ("export",)
            result = run_cli_process(*command, "--db", str(db), timeout=120)
            if result.returncode != 0 or result.stderr:
                problems.append(result.stderr)
    outputs = [w.communicate(timeout=300) for w in writers]
    assert problems == []
    for writer, (_, err) in zip(writers, outputs, strict=True):
        assert writer.returncode == 0, err
        assert "locked" not in err
    summaries = [json.loads(out) for out, _ in outputs]
    # Each document was stored once, by one writer or the other; the other skipped it.
    assert sum(s["ingested"] for s in summaries) == DOCS
    assert all(s["ingested"] + s["skipped"] == DOCS for s in summaries)
    assert check_consistent(db) == DOCS == stored_documents(db)
    # Readers saw the store grow, document by document, while the writers ran.
    assert seen == sorted(seen) and any(0 < n < seen[-1] for n in seen), seen
    final = run_cli("query", "--db", str(db), "--format", "jsonl")
    with open_store(db) as store:
        total = store.counts()["claims"]
    assert len(final.stdout.splitlines()) == total == sum(s["claims"] for s in summaries)


def test_a_store_locked_too_long_is_explained_not_a_traceback(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import sqlite3

    from claims.errors import ClaimsError
    from tests.test_store_records import vendor_a

    db = tmp_path / "s.db"
    open_store(db).close()
    monkeypatch.setenv("CLAIMS_LOCK_WAIT", "0.2")
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        report, sha = vendor_a()
        with open_store(db) as store, pytest.raises(ClaimsError) as caught:
            store.put_report(report, text_sha256=sha, origin="a.md")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert str(caught.value).startswith(f"{db}: the store is locked: another process held")
    assert "what was stored before is kept" in str(caught.value)
    assert check_consistent(db) == 0

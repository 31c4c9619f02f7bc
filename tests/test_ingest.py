"""`claims ingest`: folders, JSON Lines, re-runs, replacement, failures, kill -9, concurrency."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from claims.store import ClaimFilter, open_store
from tests.conftest import ROOT, _env, run_cli

VENDORS = ("Acme", "Borealis", "Cobalt Systems")


def announcement(i: int, throughput: int | None = None) -> str:
    """A short serving announcement, different for every i."""
    vendor = VENDORS[i % len(VENDORS)]
    tput = throughput or 9000 + 37 * i
    return f"""---
title: "{vendor} doubles serving speed, note {i}"
publisher: {vendor}
published_at: 2026-0{1 + i % 9}-1{i % 10}
---
# {vendor} inference results, round {i}

On one server with 8 GPUs running Llama 3 70B in FP8, our stack reached {tput:,} tokens
per second in total while each user saw a median of {40 + i % 20} tokens per second.

The P90 time to first token was {0.2 + (i % 7) / 10:.1f} seconds with 256 concurrent users.
"""


def write_docs(folder: Path, indexes: range, nested: bool = False) -> list[Path]:
    """Write announcements `i` into the folder (every third one a level deeper if `nested`)."""
    paths = []
    for i in indexes:
        where = folder / f"batch{i % 3}" if nested and i % 3 == 0 else folder
        where.mkdir(parents=True, exist_ok=True)
        path = where / f"note-{i:04d}.md"
        path.write_text(announcement(i), encoding="utf-8")
        paths.append(path)
    return paths


def ingest(*args: str, stdin: str | None = None) -> tuple[int, dict[str, object], str]:
    """Run `claims ingest ... --format json`; return status, summary and stderr."""
    result = run_cli("ingest", *args, "--format", "json", stdin=stdin, timeout=300)
    summary = json.loads(result.stdout) if result.stdout else {}
    return result.returncode, summary, result.stderr


def counts(db: Path) -> dict[str, int]:
    """Rows in the store."""
    with open_store(db) as store:
        return store.counts()


def test_folder_ingest_then_reingest_skips(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    write_docs(docs, range(7), nested=True)
    (docs / "chart.png").write_bytes(b"\x89PNG not an announcement")
    db = tmp_path / "s.db"
    status, first, err = ingest(str(docs), "--db", str(db), "--jobs", "2")
    assert status == 0, err
    assert (first["ingested"], first["skipped"], first["failed"]) == (7, 0, [])
    assert first["claims"] > 0
    stored = counts(db)
    assert stored["documents"] == 7 and stored["claims"] == first["claims"]
    with open_store(db) as store:
        before = list(store.iter_reports())
    # The re-run in this process (one job): what it skips is decided before any work is
    # handed out, the same with or without a pool.
    status, again, _ = ingest(str(docs), "--db", str(db), "--jobs", "1")
    assert status == 0
    assert (again["ingested"], again["skipped"], again["claims"]) == (0, 7, 0)
    with open_store(db) as store:
        assert list(store.iter_reports()) == before
    assert counts(db) == stored


def test_changed_document_replaces_its_claims_and_keeps_history(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    paths = write_docs(docs, range(3))
    db = tmp_path / "s.db"
    # One job, in this process: replacement by a pool's workers is what the kill tests
    # (tests/test_store_kill.py, --jobs 2, every round rewriting every document) go through.
    ingest(str(docs), "--db", str(db), "--jobs", "1")
    paths[1].write_text(announcement(1, throughput=123456), encoding="utf-8")
    status, summary, err = ingest(str(docs), "--db", str(db), "--jobs", "1")
    assert status == 0, err
    assert (summary["replaced"], summary["skipped"], summary["ingested"]) == (1, 2, 0)
    with open_store(db) as store:
        values = {c.value for c in store.query_claims(ClaimFilter(publisher="Borealis"))}
        history = store.history(f"docs/{paths[1].name}")  # its path from the ingested folder
    assert 123456 in values and 9037 not in values
    assert len(history) == 1 and any(c["value"] == 9037 for c in history[0]["claims"])
    assert counts(db)["documents"] == 3


def test_broken_documents_are_reported_and_the_rest_ingested(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    write_docs(docs, range(4))
    (docs / "broken.md").write_bytes(b"# Results\n\nWe reached 5,000 tokens/s \xff\xfe on 8 GPUs\n")
    db = tmp_path / "s.db"
    status, summary, _ = ingest(str(docs), str(tmp_path / "missing.md"), "--db", str(db))
    assert status == 2
    assert summary["ingested"] == 4
    reasons = {Path(f["origin"]).name: f["reason"] for f in summary["failed"]}
    assert set(reasons) == {"broken.md", "missing.md"}
    assert "UTF-8" in reasons["broken.md"] and reasons["broken.md"].startswith("line 3: ")
    assert "broken.md" not in reasons["broken.md"]  # the path is said once, by the origin
    assert reasons["missing.md"] == "no such file or folder"
    # The first run above goes through the pool; the text summary is the same in this process.
    text = run_cli("ingest", str(docs), "--db", str(db), "--jobs", "1")
    assert "failed: " in text.stdout and "broken.md" in text.stdout


def test_fail_fast_stops_at_the_first_failure(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    write_docs(docs, range(6))
    (docs / "note-0002.md").write_bytes(b"\xff broken")
    status, summary, _ = ingest(str(docs), "--db", str(tmp_path / "s.db"), "--jobs", "1",
                                "--fail-fast")
    assert status == 2
    assert summary["ingested"] == 2 and len(summary["failed"]) == 1


def test_stdin_json_lines(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    lines = [
        json.dumps({"id": "feed-1", "url": "https://example.com/a", "text": announcement(1),
                    "format": "markdown", "metadata": {"publisher": "Feed Publisher"}}),
        "",
        json.dumps({"id": "feed-2", "text": "<html><body><h1>Speed</h1><p>We served 7,500 "
                    "tokens per second on 8 GPUs.</p></body></html>", "format": "html"}),
        "{not json",
        json.dumps({"id": "feed-3", "text": 42}),
        json.dumps({"id": "feed-4", "text": "x", "format": "pdf"}),
        json.dumps({"id": "feed-5", "metadata": {"publisher": "Nobody"}}),
    ]
    stdin = "\n".join(lines) + "\n"
    # Records are read and refused in the main process; one job keeps the run in this one
    # (tests/test_ingest_signals.py feeds a pool from stdin).
    status, summary, _ = ingest("-", "--db", str(db), "--jobs", "1", stdin=stdin)
    assert status == 2
    assert summary["ingested"] == 2
    assert {f["origin"]: f["reason"] for f in summary["failed"]} == {
        "<stdin>:4": "invalid JSON at column 2: Expecting property name enclosed in double quotes",
        "feed-3": "`text` must be a string",
        "feed-5": "needs text or url",
        "feed-4": "unknown format 'pdf' (markdown, html or text)",
    }
    with open_store(db) as store:
        reports = {r.document.origin or r.path: r for r in store.iter_reports()}
        origins = [row[0] for row in sqlite3.connect(db).execute(
            "SELECT origin FROM documents ORDER BY origin")]
    assert origins == ["feed-1", "feed-2"]
    assert any(r.document.publisher == "Feed Publisher" for r in reports.values())
    _, again, _ = ingest("-", "--db", str(db), "--jobs", "1", stdin=stdin)
    assert (again["skipped"], again["ingested"]) == (2, 0)


def check_consistent(db: Path) -> int:
    """Assert no half-written document and no duplicate; return the documents stored."""
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if not tables:  # killed before the schema's one transaction committed
            return 0
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        bad = conn.execute(
            "SELECT d.origin FROM documents d WHERE d.claims != "
            "(SELECT count(*) FROM claims c WHERE c.doc_pk = d.pk) OR d.findings != "
            "(SELECT count(*) FROM findings f WHERE f.doc_pk = d.pk)").fetchall()
        assert bad == [], f"half-written documents: {bad}"
        dupes = conn.execute("SELECT origin FROM documents GROUP BY origin "
                             "HAVING count(*) > 1").fetchall()
        assert dupes == []
        return int(conn.execute("SELECT count(*) FROM documents").fetchone()[0])
    finally:
        conn.close()


def start_ingest(*args: str) -> subprocess.Popen[str]:
    """Start `claims ingest` in the background."""
    return subprocess.Popen([sys.executable, "-m", "claims", "ingest", *args],
                            cwd=ROOT, env=_env(), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def stored_documents(db: Path) -> int:
    """Documents committed so far (0 while the store does not exist yet)."""
    if not db.exists():
        return 0
    try:
        conn = sqlite3.connect(db, timeout=30)
        try:
            return int(conn.execute("SELECT count(*) FROM documents").fetchone()[0])
        finally:
            conn.close()
    except sqlite3.OperationalError:  # the schema is still being created
        return 0


# Each kill comes either a delay after start (seconds, float: start-up, schema creation, the
# first batch) or once the store holds this many more documents than before the run (int).
KILLS = ((0.4, 10, 60, 1.0), (0.05, 1, 25, 0.7))
KILLED_DOCS = 150  # more than two 64-document batches, so count-based kills land mid-run


@pytest.mark.parametrize("moments", KILLS)
def test_kill_9_and_resume_loses_nothing(tmp_path: Path, moments: tuple[float, ...]) -> None:
    docs = tmp_path / "docs"
    write_docs(docs, range(KILLED_DOCS))
    db, reference = tmp_path / "killed.db", tmp_path / "clean.db"
    killed_mid_run = 0
    partial = []
    for moment in moments:
        before = stored_documents(db)
        proc = start_ingest(str(docs), "--db", str(db), "--jobs", "2")
        began = time.monotonic()
        while proc.poll() is None and time.monotonic() - began < 120 and (
                time.monotonic() - began < moment if isinstance(moment, float)
                else stored_documents(db) < before + moment):
            time.sleep(0.005)
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
            killed_mid_run += 1
        proc.communicate()
        partial.append(check_consistent(db))
    # The count-based kills always land mid-run; a delay may outlast a run on a fast machine.
    assert killed_mid_run >= 2, "the ingest finished before the kills: make the corpus larger"
    assert any(0 < n < KILLED_DOCS for n in partial), partial
    status, summary, err = ingest(str(docs), "--db", str(db), "--jobs", "2")
    assert status == 0, err
    assert check_consistent(db) == KILLED_DOCS
    assert summary["ingested"] + summary["skipped"] == KILLED_DOCS
    ingest(str(docs), "--db", str(reference), "--jobs", "1")
    with open_store(db) as killed, open_store(reference) as clean:
        assert list(killed.iter_reports()) == list(clean.iter_reports())


def test_two_ingests_at_once_into_one_store(tmp_path: Path) -> None:
    first, second = tmp_path / "one", tmp_path / "two"
    write_docs(first, range(0, 120))
    write_docs(second, range(120, 240))
    db = tmp_path / "s.db"
    procs = [start_ingest(str(folder), "--db", str(db), "--jobs", "2", "--format", "json")
             for folder in (first, second)]
    outputs = [p.communicate(timeout=300) for p in procs]
    for proc, (_, err) in zip(procs, outputs, strict=True):
        assert proc.returncode == 0, err
    assert sum(json.loads(out)["ingested"] for out, _ in outputs) == 240
    assert check_consistent(db) == 240


def test_claim_files_ingest_and_compare_as_from_the_files(tmp_path: Path) -> None:
    pair = [str(ROOT / "examples" / "incomparable" / f"vendor-{v}.claims.yaml") for v in "ab"]
    bad = tmp_path / "bad.claims.yaml"
    bad.write_text("claims_version: '1.0'\ndocument: {title: x}\nclaims:\n- value: fast\n",
                   encoding="utf-8")
    db = tmp_path / "s.db"
    status, summary, _ = ingest(*pair, str(bad), "--db", str(db), "--jobs", "1")
    assert status == 2
    assert summary["ingested"] == 2
    [(origin, reason)] = [(f["origin"], f["reason"]) for f in summary["failed"]]
    # The failure names the file once: the reason carries only the place and the problem.
    assert origin == str(bad) and reason.startswith("line 4, column ") and str(bad) not in reason
    from_store = run_cli("compare", "--db", str(db), "--format", "json")
    from_files = run_cli("compare", *pair, "--format", "json")
    assert from_store.returncode == 0, from_store.stderr
    assert from_store.stdout == from_files.stdout


def test_url_list_fetches_and_reads_paths(tmp_path: Path) -> None:
    import functools
    import http.server
    import threading

    served = tmp_path / "site"
    write_docs(served, range(2))
    local = write_docs(tmp_path / "local", range(5, 6))
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(served))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}"
        urls = tmp_path / "urls.txt"
        urls.write_text(f"# announcements to archive\n{base}/note-0000.md\n\n"
                        f"{base}/note-0001.md\n{base}/gone.md\n{local[0]}\n", encoding="utf-8")
        db = tmp_path / "s.db"
        status, summary, _ = ingest("--from-file", str(urls), "--db", str(db), "--allow-host",
                                    "127.0.0.1", "--snapshots", str(tmp_path / "snap"),
                                    "--jobs", "1")
    finally:
        server.shutdown()
    assert status == 2
    assert summary["ingested"] == 3
    assert [f["origin"] for f in summary["failed"]] == [f"{base}/gone.md"]
    origins = [r[0] for r in sqlite3.connect(db).execute("SELECT origin FROM documents")]
    assert sorted(origins) == sorted([f"{base}/note-0000.md", f"{base}/note-0001.md",
                                      f"{local[0].parent.name}/{local[0].name}"])


def test_a_folder_without_announcements_is_reported(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    status, summary, _ = ingest(str(tmp_path / "empty"), "--db", str(tmp_path / "s.db"),
                                "--jobs", "1")
    assert status == 2
    [failure] = summary["failed"]
    assert failure["reason"].startswith("no .md, .markdown, .html, .htm, .txt files")


def test_fail_on_is_opt_in_for_an_archive_run(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    write_docs(docs, range(2))
    status, summary, _ = ingest(str(docs), "--db", str(tmp_path / "a.db"), "--jobs", "1")
    assert status == 0 and summary["findings"] > 0
    status, _, _ = ingest(str(docs), "--db", str(tmp_path / "b.db"), "--fail-on", "info",
                          "--jobs", "1")
    assert status == 1

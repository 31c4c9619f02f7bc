"""Stopping `claims ingest` with a signal: one line, a consistent store, and a re-run resumes."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from claims.ingest import BATCH_DOCUMENTS
from claims.store import open_store
from tests.conftest import ROOT, _env, run_cli
from tests.test_ingest import announcement, check_consistent, stored_documents

DOCS = 100
# The records a run is given before its input stalls: more than a full batch, so the store
# holds at least one committed batch while the run waits for input and cannot end on its own.
HEAD = BATCH_DOCUMENTS + 6


def _records(indexes: range) -> str:
    """Announcements `i` as JSON Lines records for `claims ingest -`."""
    return "".join(json.dumps({"id": f"note-{i:04d}", "text": announcement(i),
                               "format": "markdown"}) + "\n" for i in indexes)


@pytest.fixture(scope="module")
def clean(tmp_path_factory: pytest.TempPathFactory) -> list[object]:
    """The reports a clean, uninterrupted run stores (one job, in this process: a pool stores
    the same reports, and the stopped runs below are held to them with and without one)."""
    db = tmp_path_factory.mktemp("signals") / "clean.db"
    result = run_cli("ingest", "-", "--db", str(db), "--jobs", "1",
                     stdin=_records(range(DOCS)), timeout=300)
    assert result.returncode == 0, result.stderr
    with open_store(db) as store:
        return list(store.iter_reports())


def _wait_for_a_commit(proc: subprocess.Popen[str], db: Path) -> None:
    """Until the stalled run has committed a batch (it cannot finish before)."""
    began = time.monotonic()
    while proc.poll() is None and stored_documents(db) == 0:
        assert time.monotonic() - began < 300, "no batch was committed in 300 s"
        time.sleep(0.02)


@pytest.mark.parametrize(("signum", "to_group", "jobs"), [
    (signal.SIGINT, True, 2),    # Ctrl-C: the terminal signals the parent and every worker
    (signal.SIGTERM, False, 2),  # a service manager stopping the parent
    (signal.SIGTERM, False, 1),
    (signal.SIGINT, True, 1),
])
def test_a_signal_stops_the_run_in_one_line_and_the_rerun_resumes(
        clean: list[object], tmp_path: Path, signum: int, to_group: bool, jobs: int) -> None:
    db = tmp_path / "s.db"
    proc = subprocess.Popen([sys.executable, "-m", "claims", "ingest", "-", "--db", str(db),
                             "--jobs", str(jobs)], cwd=ROOT, env=_env(),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    assert proc.stdin is not None
    proc.stdin.write(_records(range(HEAD)))
    proc.stdin.flush()  # and left open: the run waits for more, mid-way, until the signal
    _wait_for_a_commit(proc, db)
    assert proc.poll() is None, "the run ended before the signal"
    if to_group:
        os.killpg(proc.pid, signum)
    else:
        os.kill(proc.pid, signum)
    out, err = proc.communicate(timeout=120)
    name = signal.Signals(signum).name
    assert proc.returncode == 128 + signum, (out[-500:], err[-500:])
    assert out == ""
    lines = [line for line in err.splitlines() if not line.startswith("ingest: ")]
    assert len(lines) == 1 and "Traceback" not in err and "Error" not in err, err
    found = re.match(rf"claims: error: interrupted by {name} after (\d+) documents \(ingested "
                     r"(\d+), replaced 0, skipped 0, failed 0\); every stored document is "
                     r"whole: run the same command again to resume$", lines[0])
    assert found, lines[0]
    stored = check_consistent(db)
    assert stored == int(found.group(2)) and 0 < stored <= HEAD
    again = run_cli("ingest", "-", "--db", str(db), "--jobs", str(jobs), "--format", "json",
                    stdin=_records(range(DOCS)), timeout=300)
    assert again.returncode == 0, again.stderr
    assert check_consistent(db) == DOCS
    with open_store(db) as store:
        assert list(store.iter_reports()) == clean


def test_a_signal_right_after_a_commit_leaves_no_stored_document_uncounted(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The signal lands after the store committed a batch but before the writer counted it:
    the summary the run ends with still counts every stored document."""
    from claims.ingest import ingest
    from claims.ingest_tasks import Task
    from claims.interrupts import Interrupted
    from claims.store.rows import DocumentRows
    from claims.store.sqlite import SQLiteStore

    class CutAfterCommit(SQLiteStore):
        """A real store; the signal arrives as its first batch commit returns."""

        def put_many(self, batch: list[DocumentRows]) -> list[str]:
            super().put_many(batch)
            raise Interrupted(signal.SIGTERM)

    tasks = [Task(origin=f"post{n}.md", text=f"# R\n\nIt served {n + 1},000 tokens per second "
                  "on 8 H100 GPUs.\n", format="markdown") for n in range(5)]
    # One batch of all five, whatever the load: no batch may close on its age.
    monkeypatch.setattr("claims.ingest.BATCH_SECONDS", 3600.0)
    store = CutAfterCommit(tmp_path / "s.db")
    try:
        with pytest.raises(Interrupted) as stopped:
            ingest(tasks, store, jobs=1)
        summary = stopped.value.progress
        assert summary.ingested == store.counts()["documents"] == 5
    finally:
        store.close()

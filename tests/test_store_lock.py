"""A held write lock: ingest waits once, for the stated bound, then stops with one line."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from claims.store import open_store
from tests.conftest import ROOT, _env, run_cli

POST = "# Results\n\nWe served {n},000 tokens per second on 8 H100 GPUs with vLLM 0.6.\n"


def _posts(folder: Path, count: int) -> Path:
    """`count` small announcements in `folder`."""
    folder.mkdir()
    for n in range(count):
        (folder / f"post{n}.md").write_text(POST.format(n=n + 1), encoding="utf-8")
    return folder


def test_a_held_write_lock_stops_ingest_after_one_bounded_wait(tmp_path: Path) -> None:
    db = tmp_path / "store.db"
    # The setup ingest in this process (one job, no pool); the locked one below runs apart.
    assert run_cli("ingest", str(_posts(tmp_path / "first", 1)), "--db", str(db), "--jobs",
                   "1").returncode == 0
    holder = sqlite3.connect(str(db), isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another process's write lock, held throughout
    try:
        env = {**_env(), "CLAIMS_LOCK_WAIT": "1"}
        result = subprocess.run(
            [sys.executable, "-m", "claims", "ingest", str(_posts(tmp_path / "more", 2)),
             "--db", str(db), "--jobs", "1"],
            capture_output=True, text=True, cwd=ROOT, env=env, timeout=60)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert lines[-1] == (f"claims: error: {db}: the store is locked: another process held its "
                         "write lock for more than 1 s; what was stored before is kept; run "
                         "again when it is done")
    assert "Traceback" not in result.stderr
    with open_store(str(db)) as store:  # what was stored before is whole, and a re-run resumes
        assert store.counts()["documents"] == 1
    again = run_cli("ingest", str(tmp_path / "more"), "--db", str(db), "--jobs", "1")
    assert again.returncode == 0, again.stderr
    with open_store(str(db)) as store:
        assert store.counts()["documents"] == 3


def test_the_lock_wait_must_be_a_number_of_seconds(tmp_path: Path) -> None:
    env = {**_env(), "CLAIMS_LOCK_WAIT": "soon"}
    result = subprocess.run([sys.executable, "-m", "claims", "ingest",
                             str(_posts(tmp_path / "posts", 1)), "--db", str(tmp_path / "s.db")],
                            capture_output=True, text=True, cwd=ROOT, env=env, timeout=60)
    assert result.returncode == 2
    assert result.stderr == "claims: error: CLAIMS_LOCK_WAIT must be a number of seconds, " \
                            "not 'soon'\n"
    assert os.environ.get("CLAIMS_LOCK_WAIT") is None

"""kill -9 of `claims ingest` at random moments: the store stays whole and a re-run completes it.

For each of `--runs` kills with `--jobs 1` and as many with `--jobs 2`: start an ingest of
a generated corpus into a fresh store, SIGKILL it after a random delay, check
`PRAGMA integrity_check` and that no document is half written, re-run the same
command, and compare every document's claims with a clean, uninterrupted run's.

    python bench/crash_ingest.py --runs 20 --documents 300 --seed 18
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from claims.store import open_store  # noqa: E402
from tests.test_ingest import write_docs  # noqa: E402


def command(folder: Path, db: Path, jobs: int) -> list[str]:
    """The ingest command line."""
    return [sys.executable, "-m", "claims", "ingest", str(folder), "--db", str(db),
            "--jobs", str(jobs), "--format", "json"]


def environment() -> dict[str, str]:
    """This checkout first on the path."""
    return {**os.environ, "PYTHONPATH": str(ROOT)}


def per_document(db: Path) -> dict[str, list[str]]:
    """origin -> the claim ids stored for it, in order."""
    with open_store(db) as store:
        return {r.path or r.document.id: [c.id for c in r.claims] for r in store.iter_reports()}


def inspect(db: Path) -> tuple[str, int, int]:
    """(integrity_check result, documents stored, half-written documents)."""
    if not db.exists():
        return "ok (no file yet)", 0, 0
    conn = sqlite3.connect(db)
    try:
        integrity = str(conn.execute("PRAGMA integrity_check").fetchone()[0])
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        if "documents" not in tables:
            return integrity, 0, 0
        stored = int(conn.execute("SELECT count(*) FROM documents").fetchone()[0])
        half = int(conn.execute(
            "SELECT count(*) FROM documents d WHERE d.claims != (SELECT count(*) FROM claims c "
            "WHERE c.doc_pk = d.pk) OR d.findings != (SELECT count(*) FROM findings f "
            "WHERE f.doc_pk = d.pk)").fetchone()[0])
        return integrity, stored, half
    finally:
        conn.close()


def stored_now(db: Path) -> int:
    """Documents committed so far (0 while the store or its schema does not exist yet)."""
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30)
        try:
            return int(conn.execute("SELECT count(*) FROM documents").fetchone()[0])
        finally:
            conn.close()
    except sqlite3.Error:
        return 0


def one_kill(folder: Path, db: Path, jobs: int, moment: float | int) -> dict[str, object]:
    """Start, kill -9 at `moment` (seconds after the start when a float, or once the store
    holds that many documents when an int), inspect; then re-run and inspect again."""
    proc = subprocess.Popen(command(folder, db, jobs), cwd=ROOT, env=environment(),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True)
    began = time.monotonic()
    while proc.poll() is None and (time.monotonic() - began < moment
                                   if isinstance(moment, float) else stored_now(db) < moment):
        time.sleep(0.005)
    delay = time.monotonic() - began
    killed = proc.poll() is None
    if killed:
        os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    integrity, stored, half = inspect(db)
    rerun = subprocess.run(command(folder, db, jobs), cwd=ROOT, env=environment(),
                           capture_output=True, text=True)
    after, total, half_after = inspect(db)
    summary = json.loads(rerun.stdout) if rerun.returncode == 0 else {}
    return {"jobs": jobs, "moment": moment, "delay": round(delay, 2), "killed_mid_run": killed,
            "integrity": integrity, "stored_at_kill": stored, "half_written": half,
            "rerun_status": rerun.returncode, "rerun_ingested": summary.get("ingested"),
            "rerun_skipped": summary.get("skipped"), "integrity_after": after,
            "documents_after": total, "half_written_after": half_after,
            "rerun_stderr": rerun.stderr.strip()[-300:]}


def main() -> int:
    """Run the kills and print one line each, then the totals."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="kills per --jobs value")
    parser.add_argument("--documents", type=int, default=300)
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--early", type=float, default=3.0,
                        help="latest of the time-based kills, seconds (default: 3)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="crash-ingest-") as tmp:
        work = Path(tmp)
        folder = work / "docs"
        write_docs(folder, range(args.documents))
        clean_db = work / "clean.db"
        began = time.monotonic()
        done = subprocess.run(command(folder, clean_db, 2), cwd=ROOT, env=environment(),
                              capture_output=True, text=True)
        if done.returncode != 0:
            print(f"the clean run failed ({done.returncode}): {done.stderr.strip()[-500:]}")
            return 2
        clean_seconds = time.monotonic() - began
        clean = per_document(clean_db)
        print(f"corpus {args.documents} documents; clean run {clean_seconds:.1f} s "
              f"(--jobs 2); every other kill at a random time in [0.05, {args.early} s] "
              f"(start-up, schema, first batch), the others once a random number of "
              f"documents in [1, {args.documents - 1}] is stored")
        results = []
        for jobs in (1, 2):
            for run in range(args.runs):
                db = work / f"killed-{jobs}-{run}.db"
                moment: float | int = (rng.uniform(0.05, args.early) if run % 2 == 0
                                       else rng.randint(1, args.documents - 1))
                result = one_kill(folder, db, jobs, moment)
                result["same_claims_as_clean"] = per_document(db) == clean
                results.append(result)
                print(json.dumps(result, sort_keys=True))
                for suffix in ("", "-wal", "-shm"):
                    Path(f"{db}{suffix}").unlink(missing_ok=True)
    return report(results, args.documents)


def report(results: list[dict[str, object]], documents: int) -> int:
    """Totals per --jobs value; exit 1 if any kill left the store damaged or incomplete."""
    bad = 0
    for jobs in (1, 2):
        mine = [r for r in results if r["jobs"] == jobs]
        ok = [r for r in mine if r["integrity"] in ("ok", "ok (no file yet)")
              and r["half_written"] == 0 and r["integrity_after"] == "ok"
              and r["rerun_status"] == 0 and r["documents_after"] == documents
              and r["same_claims_as_clean"]]
        mid = sum(1 for r in mine if r["killed_mid_run"])
        partial = sorted(int(str(r["stored_at_kill"])) for r in mine if r["killed_mid_run"])
        print(f"--jobs {jobs}: {len(mine)} kills ({mid} mid-run; documents stored at the kill "
              f"{partial}); integrity ok, nothing half written, re-run whole and equal to the "
              f"clean run: {len(ok)}/{len(mine)}")
        bad += len(mine) - len(ok)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())

"""kill -9 of a writer at random points, per backend: every document whole or absent.

A seeded short run of bench/crash_ingest.py's campaign: two rounds of three kills
each; every round first rewrites every document, so
the kills land in first ingests and in replacements (history rows) alike. Half
the kills come at a random moment, half once the writer has committed a random
number of the round's documents, so some always land mid-run. After
each kill the store's integrity is checked; at the end a re-run completes and
the store holds exactly what a clean run of the final documents gives.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import time
from pathlib import Path

import pytest

from claims.ids import sha256_hex
from claims.ingest import BATCH_DOCUMENTS
from claims.store import open_store
from tests.backends import pg_schema_url
from tests.test_ingest import announcement, check_consistent, ingest, start_ingest

# Several commit batches a round: a run that fits one batch commits all or nothing, and on a
# fast machine no kill could then catch a round half-stored.
DOCUMENTS = 3 * BATCH_DOCUMENTS + 8
ROUNDS, KILLS_PER_ROUND = 2, 3
# A kill comes this long after the writer starts: from start-up to past a typical run's end.
DELAY = (0.2, 2.0)


def version(i: int, round_no: int) -> bytes:
    """Document i as it reads in one round."""
    return announcement(i, throughput=10_000 + 1000 * round_no + i).encode("utf-8")


def write_round(folder: Path, round_no: int) -> dict[str, str]:
    """Write every document as it reads in this round; its origin (the path from the
    ingested folder, folder included) -> sha256 of its bytes."""
    folder.mkdir(parents=True, exist_ok=True)
    shas = {}
    for i in range(DOCUMENTS):
        path = folder / f"note-{i:04d}.md"
        path.write_bytes(version(i, round_no))
        shas[f"{folder.name}/{path.name}"] = sha256_hex(version(i, round_no))  # portable origin
    return shas


def stored_versions(db: str) -> dict[str, str]:
    """origin -> sha256 of what the store holds now, read without waiting on the writer."""
    try:
        if db.startswith("postgresql://"):
            import psycopg

            with psycopg.connect(db, autocommit=True) as conn:
                return dict(conn.execute("SELECT origin, sha256 FROM documents").fetchall())
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30)
        try:
            return dict(conn.execute("SELECT origin, sha256 FROM documents").fetchall())
        finally:
            conn.close()
    except Exception:  # the store or its tables do not exist yet
        return {}


def pg_consistent(url: str) -> int:
    """Assert every stored document has all its claims and findings (or is absent)."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        have = {r[0] for r in conn.execute("SELECT table_name FROM information_schema.tables "
                                           "WHERE table_schema = current_schema()")}
        if "documents" not in have:  # killed before the schema's one transaction committed
            return 0
        bad = conn.execute(
            "SELECT d.origin FROM documents d WHERE d.claims != "
            "(SELECT count(*) FROM claims c WHERE c.doc_pk = d.pk) OR d.findings != "
            "(SELECT count(*) FROM findings f WHERE f.doc_pk = d.pk)").fetchall()
        assert bad == [], f"half-written documents: {bad}"
        for table in ("claims", "findings", "sources"):
            orphans = conn.execute(f"SELECT count(*) FROM {table} t LEFT JOIN documents d "
                                   "ON d.pk = t.doc_pk WHERE d.pk IS NULL").fetchone()[0]
            assert orphans == 0, table
        lost = conn.execute("SELECT count(*) FROM claim_rules r LEFT JOIN claims c "
                            "ON c.pk = r.claim_pk WHERE c.pk IS NULL").fetchone()[0]
        assert lost == 0
        return int(conn.execute("SELECT count(*) FROM documents").fetchone()[0])


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_kills_then_a_rerun_leave_every_document_whole(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    if backend == "sqlite":
        db, consistent = str(tmp_path / "killed.db"), lambda: check_consistent(Path(db))
    else:
        db = pg_schema_url(request.getfixturevalue("pg_schema"))
        consistent = lambda: pg_consistent(db)  # noqa: E731
    docs = tmp_path / "docs"
    rng = random.Random(16)
    killed, mixed_rounds = 0, 0
    for round_no in range(ROUNDS):
        shas = write_round(docs, round_no)
        # A kill may leave any document at any earlier round's version: each is whole.
        earlier = {sha256_hex(version(i, r)) for i in range(DOCUMENTS) for r in range(round_no)}
        for kill_no in range(KILLS_PER_ROUND):
            proc = start_ingest(str(docs), "--db", db, "--jobs", str(rng.choice((1, 2))))
            if kill_no % 2:  # at a moment: start-up, migration, mid-batch, or past the end
                time.sleep(rng.uniform(*DELAY))
            else:  # once the writer has committed some of this round's documents
                # At least a batch of work is left after the target, so the kill lands first.
                target, began = rng.randrange(1, 2 * BATCH_DOCUMENTS), time.monotonic()
                while proc.poll() is None and time.monotonic() - began < 120 and sum(
                        sha == shas.get(o) for o, sha in stored_versions(db).items()) < target:
                    time.sleep(0.01)
            if proc.poll() is None:
                os.kill(proc.pid, signal.SIGKILL)
                killed += 1
            proc.communicate()
            stored = consistent()
            if stored:
                with open_store(db) as store:
                    known = store.known()
                # Each stored document is one version or the other, never a blend.
                new = sum(sha == shas[o] for o, sha in known.items())
                old = sum(sha in earlier for sha in known.values())
                assert new + old == len(known) == stored
                mixed_rounds += 0 < new < DOCUMENTS
    # The count-based kills (four of six) land mid-run.
    assert killed >= 4, f"only {killed} of {ROUNDS * KILLS_PER_ROUND} kills landed in a run"
    assert mixed_rounds >= 1, "no kill left a store part-way through a round"
    status, summary, err = ingest(str(docs), "--db", db, "--jobs", "2")
    assert status == 0, err
    assert summary["failed"] == [] and consistent() == DOCUMENTS
    reference = tmp_path / "clean.db"
    ingest(str(docs), "--db", str(reference), "--jobs", "1")
    with open_store(db) as after_kills, open_store(reference) as clean:
        assert list(after_kills.iter_reports()) == list(clean.iter_reports())
    if backend == "sqlite":
        conn = sqlite3.connect(db)
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        conn.close()

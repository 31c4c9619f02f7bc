"""The SQLite store: one file, WAL, a busy timeout, foreign keys, one transaction per write."""

from __future__ import annotations

import contextlib
import os
import random
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from claims.compare import KEY_VERSION
from claims.errors import ClaimsError, StoreLocked
from claims.model import DocumentReport
from claims.reviews import Review
from claims.store import identity, schema
from claims.store.base import INGESTED, REPLACED, SKIPPED
from claims.store.reading import StoreReads
from claims.store.rows import CLAIM_COLUMNS, DocumentRows, rekeyed, report_rows

T = TypeVar("T")
LOCK_WAIT_S = 30.0
"""How long a write waits for another process's write lock before it stops (CLAIMS_LOCK_WAIT)."""
_INSERT_CLAIM = (f"INSERT INTO claim_rows (doc_pk, ordinal, {', '.join(CLAIM_COLUMNS)}) "
                 f"VALUES ({', '.join('?' * (len(CLAIM_COLUMNS) + 2))})")


def lock_wait() -> float:
    """Seconds to wait for another process's write lock: CLAIMS_LOCK_WAIT, else LOCK_WAIT_S."""
    given = os.environ.get("CLAIMS_LOCK_WAIT")
    if not given:
        return LOCK_WAIT_S
    try:
        seconds = float(given)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds < 86_400:
        raise ClaimsError(f"CLAIMS_LOCK_WAIT must be a number of seconds, not {given!r}")
    return seconds


class SQLiteStore(StoreReads):
    """A claims archive in one SQLite file; safe for several processes at once."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.lock_wait = lock_wait()
        try:
            self.conn = sqlite3.connect(str(path), isolation_level=None, timeout=self.lock_wait)
            self.conn.execute(f"PRAGMA busy_timeout = {int(self.lock_wait * 1000)}")
            self.conn.execute("PRAGMA foreign_keys = ON")
            if self.conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                self._retry(lambda: self.conn.execute("PRAGMA journal_mode = WAL"))
            # With WAL, NORMAL loses no committed transaction on a process crash (kill -9).
            self.conn.execute("PRAGMA synchronous = NORMAL")
            self._retry(lambda: schema.migrate(self.conn, str(path)))
            if self._key_version() != KEY_VERSION:
                self._transaction(self._rekey)
        except sqlite3.DatabaseError as exc:
            raise ClaimsError(f"not a usable claims store: {exc}", str(path)) from None

    def __enter__(self) -> SQLiteStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Release the connection."""
        self.conn.close()

    # -- writing -------------------------------------------------------------------------

    def _key_version(self) -> str | None:
        """The comparability-key version the stored claims were keyed with."""
        row = self.conn.execute("SELECT value FROM meta WHERE key = 'key_version'").fetchone()
        return str(row[0]) if row else None

    def _rekey(self) -> None:
        """Recompute comparability keys and normalised values written by another claims version.

        Runs inside one write transaction, in pk order and in slices, so memory stays flat.
        """
        if self._key_version() == KEY_VERSION:  # another process did it while we waited
            return
        last = 0
        while True:
            rows = self.conn.execute("SELECT pk, json, per_user_speed FROM claims WHERE pk > ? "
                                     "ORDER BY pk LIMIT 5000", (last,)).fetchall()
            if not rows:
                break
            updates = rekeyed(rows)
            self.conn.executemany("UPDATE claim_rows SET cond_key = ?, value_norm = ?, "
                                  "basis = ? WHERE pk = ?", updates)
            last = rows[-1][0]
        self.conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('key_version', ?)",
                          (KEY_VERSION,))

    def _retry(self, action: Callable[[], T]) -> T:
        """Run `action`, retrying while another process holds the write lock, within one bound.

        SQLite's busy handler waits first; a lock error it does not wait for is retried
        with a short pause. Past `lock_wait` seconds in all, the write stops with one line.
        """
        give_up = time.monotonic() + self.lock_wait
        attempt = 0
        while True:
            try:
                return action()
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) and "busy" not in str(exc):
                    raise
                left = give_up - time.monotonic()
                if left <= 0:
                    raise StoreLocked(f"the store is locked: another process held its write "
                                      f"lock for more than {self.lock_wait:g} s; what was "
                                      "stored before is kept; run again when it is done",
                                      str(self.path)) from None
                time.sleep(min(2.0, 0.05 * 2 ** attempt, left) * (1 + random.random()) / 2)
                attempt += 1

    def _transaction(self, body: Callable[[], T]) -> T:
        """Run `body` inside one write transaction (all or nothing), retried when busy."""
        def attempt() -> T:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                result = body()
                self.conn.execute("COMMIT")
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
            return result
        return self._retry(attempt)

    def _put(self, rows: DocumentRows) -> str:
        """Write one document's rows inside the current transaction."""
        cur = self.conn.cursor()
        old = cur.execute("SELECT pk, sha256 FROM documents WHERE origin = ?",
                          (rows.origin,)).fetchone()
        if old and old[1] == rows.sha256:
            self._sight([rows.sighting])
            return SKIPPED
        if not old and self._seen_elsewhere(rows):
            return SKIPPED
        if old:
            self._archive(old[0], rows.sha256)
            cur.execute("DELETE FROM documents WHERE pk = ?", (old[0],))
        cur.execute("INSERT INTO documents (origin, id, sha256, url, title, publisher, "
                    "published_at, format, path, claims, findings, json) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (rows.origin, rows.doc_id, rows.sha256, rows.url, rows.title, rows.publisher,
                     rows.published_at, rows.format, rows.path, len(rows.claims),
                     len(rows.findings), rows.document_json))
        doc_pk = cur.lastrowid
        cur.executemany("INSERT INTO sources (doc_pk, url) VALUES (?, ?)",
                        [(doc_pk, url) for url in rows.source_urls])
        cur.executemany("INSERT INTO sentences (doc_pk, ordinal, text) VALUES (?, ?, ?)",
                        [(doc_pk, *sentence) for sentence in rows.sentences])
        pks = []
        for ordinal, claim in enumerate(rows.claims):
            cur.execute(_INSERT_CLAIM, (doc_pk, ordinal, *claim))
            pks.append(cur.lastrowid)
        cur.executemany("INSERT INTO claim_rules (claim_pk, code, rule) VALUES (?, ?, ?)",
                        [(pks[o], code, rule) for o, code, rule in rows.claim_rules])
        cur.executemany("INSERT INTO findings (doc_pk, ordinal, code, rule, severity, json) "
                        "VALUES (?, ?, ?, ?, ?, ?)", [(doc_pk, *f) for f in rows.findings])
        self._sight([rows.sighting])
        return REPLACED if old else INGESTED

    def _seen_elsewhere(self, rows: DocumentRows) -> bool:
        """When the same text is stored under another name of this source (an upload's file
        name, an old absolute path), record a sighting of it instead of a copy; an old name
        gives way to the portable one."""
        found = identity.matching(self.conn.execute(
            "SELECT pk, origin FROM documents WHERE sha256 = ? ORDER BY pk", (rows.sha256,)),
            rows.origin)
        if found is None:
            return False
        origin = identity.adopted(found[1], rows.origin)
        if origin != found[1]:
            for table in ("documents", "history", "sightings"):
                self.conn.execute(f"UPDATE {table} SET origin = ? WHERE origin = ?",
                                  (origin, found[1]))
        self._sight([(origin, rows.sha256, rows.sighting[2])])
        return True

    def _sight(self, sightings: list[tuple[str, str, str]]) -> None:
        """Record sightings inside the current transaction (each place once)."""
        self.conn.executemany("INSERT OR IGNORE INTO sightings (origin, sha256, seen_as) "
                              "VALUES (?, ?, ?)", sightings)

    def add_sightings(self, sightings: list[tuple[str, str, str]]) -> None:
        """Record where stored documents were seen again, in one transaction."""
        if sightings:
            self._transaction(lambda: self._sight(sightings))

    def _archive(self, doc_pk: int, new_sha256: str) -> None:
        """Keep a history row with a document's previous state before it is replaced."""
        doc = self.conn.execute("SELECT origin, id, sha256, json FROM documents WHERE pk = ?",
                                (doc_pk,)).fetchone()
        claims = [r[0] for r in self.conn.execute(
            "SELECT json FROM claims WHERE doc_pk = ? ORDER BY ordinal", (doc_pk,))]
        findings = [r[0] for r in self.conn.execute(
            "SELECT json FROM findings WHERE doc_pk = ? ORDER BY ordinal", (doc_pk,))]
        self.conn.execute(
            "INSERT INTO history (origin, id, sha256, replaced_by, document_json, claims_json, "
            "findings_json) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (*doc[:3], new_sha256, doc[3], f"[{','.join(claims)}]", f"[{','.join(findings)}]"))

    def put_rows(self, rows: DocumentRows) -> str:
        """Store one document's prepared rows in one transaction."""
        return self._transaction(lambda: self._put(rows))

    def put_many(self, batch: list[DocumentRows]) -> list[str]:
        """Store several documents in one transaction; each document's rows land together."""
        return self._transaction(lambda: [self._put(rows) for rows in batch])

    def put_report(self, report: DocumentReport, *, text_sha256: str, origin: str) -> str:
        """Store one document report in one transaction: "ingested", "skipped" or "replaced"."""
        return self.put_rows(report_rows(report, text_sha256=text_sha256, origin=origin))

    # -- reading -------------------------------------------------------------------------

    def _read(self, sql: str, params: list[Any] | tuple[Any, ...] = ()
              ) -> Iterator[tuple[Any, ...]]:
        """Stream the rows of one SELECT: a single statement reads one snapshot, even mid-ingest."""
        # A plain loop, not `yield from`: a generator dropped after the store has closed
        # (a reader that went away) must not try to close its cursor on a closed database.
        for row in self.conn.execute(sql, params):  # noqa: UP028 - see above
            yield row

    def known(self) -> dict[str, str]:
        """origin -> sha256 of every stored document."""
        return dict(self.conn.execute("SELECT origin, sha256 FROM documents"))

    def iter_reports(self) -> Iterator[DocumentReport]:
        """Every stored document with its claims and findings, ordered by origin."""
        self.conn.execute("BEGIN")
        try:
            docs = self.conn.cursor().execute(
                "SELECT pk, path, json FROM documents ORDER BY origin")
            for pk, path, doc_json in docs:
                yield self._report(pk, path, doc_json)
        finally:
            with contextlib.suppress(sqlite3.ProgrammingError):  # dropped after close(): done
                self.conn.execute("COMMIT")

    # -- the editor's workspace: the writes (the reads are in StoreReads) -----------------

    def add_review(self, review: Review) -> None:
        """Append one decision on a finding to the review log, in its own transaction."""
        self._transaction(lambda: self.conn.execute(
            "INSERT INTO reviews (document_id, finding, decision, reason, at) "
            "VALUES (?, ?, ?, ?, ?)", (review.document_id, review.finding,
                                       review.decision.value, review.reason, review.at)))

    def put_text(self, document_id: str, text: str) -> None:
        """Keep a document's text; a document id names its bytes, so a kept text never changes."""
        self._transaction(lambda: self.conn.execute(
            "INSERT OR IGNORE INTO texts (document_id, text) VALUES (?, ?)", (document_id, text)))

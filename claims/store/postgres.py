"""The PostgreSQL store: a shared archive many writers use at once (psycopg 3).

Every document is written in its own transaction, keyed by its origin: the
same document put twice (by one writer or two racing ones) is stored once, and
a writer killed at any point leaves each document whole or absent, because an
uncommitted transaction dies with its connection.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from claims.compare import KEY_VERSION
from claims.errors import ClaimsError
from claims.model import Claim, Document, DocumentReport, Finding
from claims.reviews import Review
from claims.store import identity, pg_schema
from claims.store.base import INGESTED, REPLACED, SKIPPED
from claims.store.filters import to_format_style
from claims.store.location import redact
from claims.store.reading import StoreReads
from claims.store.rows import CLAIM_COLUMNS, DocumentRows, rekeyed, report_rows

try:
    import psycopg
except ImportError:  # an optional extra: reported when a postgresql:// store is opened
    psycopg = None  # type: ignore[assignment]

T = TypeVar("T")
# A transaction that lost a deadlock or a serialization race is retried this many times.
RETRIES = 8
# Documents read per round trip when streaming the whole store.
CHUNK = 500
# Rows per multi-row INSERT: one statement per table and document, under the 65,535
# parameters a statement may carry.
ROWS_PER_INSERT = 1000
_INSERT_DOCUMENT = ("INSERT INTO documents (origin, id, sha256, url, title, publisher, "
                    "published_at, format, path, claims, findings, json) "
                    "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s) "
                    "ON CONFLICT (origin) DO NOTHING RETURNING pk")


def _insert(cur: Any, target: str, rows: list[tuple[Any, ...]], returning: str = ""
            ) -> list[tuple[Any, ...]]:
    """Insert rows with one multi-row statement per slice (a round trip each, not per row)."""
    found: list[tuple[Any, ...]] = []
    for start in range(0, len(rows), ROWS_PER_INSERT):
        chunk = rows[start:start + ROWS_PER_INSERT]
        one = "(" + ", ".join(["%s"] * len(chunk[0])) + ")"
        sql = f"INSERT INTO {target} VALUES {', '.join([one] * len(chunk))}"
        cur.execute(sql + (f" RETURNING {returning}" if returning else ""),
                    [value for row in chunk for value in row])
        if returning:
            found += cur.fetchall()
    return found


class PostgresStore(StoreReads):
    """A claims archive in a PostgreSQL schema; safe for many processes and machines at once."""

    LIKE = "ILIKE"

    def __init__(self, url: str, *, create: bool = True) -> None:
        self.url = url
        where = redact(url)
        if psycopg is None:
            raise ClaimsError("a postgresql:// store needs psycopg: "
                              "pip install 'claims[postgres]'", where)
        try:
            self.conn = psycopg.connect(url, autocommit=True)
        except psycopg.Error as exc:
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise ClaimsError(f"cannot connect to the PostgreSQL store: {first}", where) from None
        try:
            if not create and pg_schema.version(self.conn) == 0:
                raise ClaimsError("no such store (run `claims ingest` first)", where)
            self._retry(lambda: pg_schema.migrate(self.conn, where))
            if self._key_version() != KEY_VERSION:
                self._transaction(self._rekey)
        except psycopg.Error as exc:
            self.conn.close()
            raise ClaimsError(f"not a usable claims store: {exc}", where) from None
        except BaseException:
            self.conn.close()
            raise

    def __enter__(self) -> PostgresStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Release the connection."""
        self.conn.close()

    # -- writing -------------------------------------------------------------------------

    def _retry(self, action: Callable[[], T]) -> T:
        """Run `action`, retrying when it lost a deadlock or serialization race."""
        assert psycopg is not None
        retryable = (psycopg.errors.DeadlockDetected, psycopg.errors.SerializationFailure)
        for attempt in range(RETRIES):
            try:
                return action()
            except retryable:
                if attempt == RETRIES - 1:
                    raise
                time.sleep(min(2.0, 0.02 * 2 ** attempt) * (1 + random.random()))
        raise AssertionError("unreachable")

    def _transaction(self, body: Callable[[], T]) -> T:
        """Run `body` inside one transaction (all or nothing), retried on a lost race."""
        def attempt() -> T:
            with self.conn.transaction():
                return body()
        return self._retry(attempt)

    def _key_version(self) -> str | None:
        """The comparability-key version the stored claims were keyed with."""
        row = self.conn.execute("SELECT value FROM meta WHERE key = 'key_version'").fetchone()
        return str(row[0]) if row else None

    def _rekey(self) -> None:
        """Recompute comparability keys and normalised values written by another claims version."""
        self.conn.execute("SELECT pg_advisory_xact_lock(%s)", (pg_schema.MIGRATION_LOCK,))
        if self._key_version() == KEY_VERSION:  # another process did it while we waited
            return
        last = 0
        while True:
            rows = self.conn.execute("SELECT pk, json, per_user_speed FROM claims WHERE pk > %s "
                                     "ORDER BY pk LIMIT 5000", (last,)).fetchall()
            if not rows:
                break
            updates = rekeyed(rows)
            with self.conn.cursor() as cur:
                cur.executemany("UPDATE claim_rows SET cond_key = %s, value_norm = %s, "
                                "basis = %s WHERE pk = %s", updates)
            last = rows[-1][0]
        self.conn.execute("INSERT INTO meta (key, value) VALUES ('key_version', %s) "
                          "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (KEY_VERSION,))

    def _put(self, rows: DocumentRows) -> str:
        """Write one document's rows inside the current transaction."""
        cur = self.conn.cursor()
        while True:
            old = cur.execute("SELECT pk, sha256 FROM documents WHERE origin = %s FOR UPDATE",
                              (rows.origin,)).fetchone()
            if old and old[1] == rows.sha256:
                self._sight([rows.sighting])
                return SKIPPED
            if not old and self._seen_elsewhere(rows):
                return SKIPPED
            if old:
                self._archive(old[0], rows.sha256)
                cur.execute("DELETE FROM documents WHERE pk = %s", (old[0],))
            inserted = cur.execute(_INSERT_DOCUMENT, (
                rows.origin, rows.doc_id, rows.sha256, rows.url, rows.title, rows.publisher,
                rows.published_at, rows.format, rows.path, len(rows.claims), len(rows.findings),
                rows.document_json)).fetchone()
            if inserted:
                break
            # Another writer committed this origin after our SELECT: look again, now locked.
        doc_pk = inserted[0]
        _insert(cur, "sources (doc_pk, url)", [(doc_pk, url) for url in rows.source_urls])
        _insert(cur, "sentences (doc_pk, ordinal, text)",
                [(doc_pk, *sentence) for sentence in rows.sentences])
        pks = dict(_insert(cur, f"claim_rows (doc_pk, ordinal, {', '.join(CLAIM_COLUMNS)})",
                           [(doc_pk, o, *claim) for o, claim in enumerate(rows.claims)],
                           returning="ordinal, pk"))
        _insert(cur, "claim_rules (claim_pk, code, rule)",
                [(pks[o], code, rule) for o, code, rule in rows.claim_rules])
        _insert(cur, "findings (doc_pk, ordinal, code, rule, severity, json)",
                [(doc_pk, *f) for f in rows.findings])
        self._sight([rows.sighting])
        return REPLACED if old else INGESTED

    def _seen_elsewhere(self, rows: DocumentRows) -> bool:
        """When the same text is stored under another name of this source (an upload's file
        name, an old absolute path), record a sighting of it instead of a copy; an old name
        gives way to the portable one (see claims.store.identity)."""
        found = identity.matching(self.conn.execute(
            "SELECT pk, origin FROM documents WHERE sha256 = %s ORDER BY pk FOR UPDATE",
            (rows.sha256,)).fetchall(), rows.origin)
        if found is None:
            return False
        origin = identity.adopted(found[1], rows.origin)
        if origin != found[1]:
            for table in ("documents", "history", "sightings"):
                self.conn.execute(f"UPDATE {table} SET origin = %s WHERE origin = %s",
                                  (origin, found[1]))
        self._sight([(origin, rows.sha256, rows.sighting[2])])
        return True

    def _sight(self, sightings: list[tuple[str, str, str]]) -> None:
        """Record sightings inside the current transaction (each place once)."""
        with self.conn.cursor() as cur:
            cur.executemany("INSERT INTO sightings (origin, sha256, seen_as) VALUES (%s, %s, %s) "
                            "ON CONFLICT DO NOTHING", sightings)

    def add_sightings(self, sightings: list[tuple[str, str, str]]) -> None:
        """Record where stored documents were seen again, in one transaction."""
        if sightings:
            self._transaction(lambda: self._sight(sightings))

    def _archive(self, doc_pk: int, new_sha256: str) -> None:
        """Keep a history row with a document's previous state before it is replaced."""
        self.conn.execute(
            "INSERT INTO history (origin, id, sha256, replaced_by, document_json, claims_json, "
            "findings_json) SELECT d.origin, d.id, d.sha256, %s, d.json, "
            "'[' || coalesce((SELECT string_agg(c.json, ',' ORDER BY c.ordinal) FROM claims c "
            "WHERE c.doc_pk = d.pk), '') || ']', "
            "'[' || coalesce((SELECT string_agg(f.json, ',' ORDER BY f.ordinal) FROM findings f "
            "WHERE f.doc_pk = d.pk), '') || ']' FROM documents d WHERE d.pk = %s",
            (new_sha256, doc_pk))

    def put_rows(self, rows: DocumentRows) -> str:
        """Store one document's prepared rows in one transaction."""
        return self._transaction(lambda: self._put(rows))

    def put_many(self, batch: list[DocumentRows]) -> list[str]:
        """Store several documents, one transaction each, so no lock is held across documents."""
        return [self.put_rows(rows) for rows in batch]

    def put_report(self, report: DocumentReport, *, text_sha256: str, origin: str) -> str:
        """Store one document report in one transaction: "ingested", "skipped" or "replaced"."""
        return self.put_rows(report_rows(report, text_sha256=text_sha256, origin=origin))

    # -- the editor's workspace: the writes (the reads are in StoreReads) -----------------

    def add_review(self, review: Review) -> None:
        """Append one decision on a finding to the review log, in its own transaction."""
        self._transaction(lambda: self.conn.execute(
            "INSERT INTO reviews (document_id, finding, decision, reason, at) "
            "VALUES (%s, %s, %s, %s, %s)", (review.document_id, review.finding,
                                            review.decision.value, review.reason, review.at)))

    def put_text(self, document_id: str, text: str) -> None:
        """Keep a document's text; a document id names its bytes, so a kept text never changes."""
        self._transaction(lambda: self.conn.execute(
            "INSERT INTO texts (document_id, text) VALUES (%s, %s) "
            "ON CONFLICT (document_id) DO NOTHING", (document_id, text)))

    # -- reading -------------------------------------------------------------------------

    def _read(self, sql: str, params: list[Any] | tuple[Any, ...] = ()
              ) -> Iterator[tuple[Any, ...]]:
        """Stream the rows of one SELECT (row by row from the server; one snapshot)."""
        yield from self.conn.cursor().stream(to_format_style(sql), params)

    def known(self) -> dict[str, str]:
        """origin -> sha256 of every stored document."""
        return dict(self.conn.execute("SELECT origin, sha256 FROM documents").fetchall())

    def iter_reports(self) -> Iterator[DocumentReport]:
        """Every stored document with its claims and findings, ordered by origin.

        One repeatable-read transaction, so a concurrent writer never shows half a
        store; documents are read in slices, each slice's claims in one query.
        """
        assert psycopg is not None
        with self.conn.transaction():
            self.conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
            last = None
            while True:
                docs = self.conn.execute(
                    "SELECT pk, origin, path, json FROM documents "
                    + ("WHERE origin > %s " if last is not None else "")
                    + "ORDER BY origin LIMIT %s",
                    (*([last] if last is not None else []), CHUNK)).fetchall()
                if not docs:
                    return
                pks = [d[0] for d in docs]
                claims = self._children("claims", pks)
                findings = self._children("findings", pks)
                for pk, _, path, doc_json in docs:
                    yield DocumentReport(
                        path=path, document=Document.model_validate_json(doc_json),
                        claims=tuple(Claim.model_validate_json(t) for t in claims.get(pk, ())),
                        findings=tuple(Finding.model_validate_json(t)
                                       for t in findings.get(pk, ())))
                last = docs[-1][1]

    def _children(self, table: str, pks: list[int]) -> dict[int, list[str]]:
        """The JSON of the claims or findings of some documents, by document, in order."""
        found: dict[int, list[str]] = {}
        for doc_pk, text in self.conn.execute(
                f"SELECT doc_pk, json FROM {table} WHERE doc_pk = ANY(%s) "
                "ORDER BY doc_pk, ordinal", (pks,)):
            found.setdefault(doc_pk, []).append(text)
        return found

"""The SQLite store: one file, WAL, a busy timeout, foreign keys, one transaction per write."""

from __future__ import annotations

import contextlib
import heapq
import json
import random
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from claims.compare import KEY_VERSION, Group, comparability_key, normalise
from claims.errors import ClaimsError
from claims.model import Claim, Document, DocumentReport, Finding
from claims.reviews import Decision, Review
from claims.store import schema
from claims.store.base import INGESTED, REPLACED, SKIPPED, ClaimFilter, GroupSummary
from claims.store.rows import CLAIM_COLUMNS, DocumentRows, report_rows

T = TypeVar("T")
BUSY_TIMEOUT_MS = 30_000
# Past the busy timeout, a write is retried this many times with a growing, jittered pause.
RETRIES = 8
_INSERT_CLAIM = (f"INSERT INTO claims (doc_pk, ordinal, {', '.join(CLAIM_COLUMNS)}) "
                 f"VALUES ({', '.join('?' * (len(CLAIM_COLUMNS) + 2))})")


def _like(text: str) -> str:
    """A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally."""
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def scope(filters: ClaimFilter) -> tuple[str, list[Any]]:
    """`FROM ... WHERE ...` selecting the filtered claims as `c`, and its parameters.

    The documents table is joined only when a filter reads it: a join costs one
    lookup per claim, which matters when compare scans a million claims.
    """
    clause, params = where(filters)
    tables = "claims c JOIN documents d ON d.pk = c.doc_pk" if "d." in clause else "claims c"
    return f"FROM {tables} WHERE {clause}", params


def where(filters: ClaimFilter) -> tuple[str, list[Any]]:
    """The WHERE clause (over `claims c JOIN documents d`) and parameters for the filters."""
    parts: list[str] = []
    params: list[Any] = []
    for column, value in (("c.model", filters.model), ("c.hardware", filters.hardware),
                          ("c.workload", filters.workload), ("c.publisher", filters.publisher)):
        if value:
            parts.append(f"{column} LIKE ? ESCAPE '\\'")
            params.append(_like(value))
    for column, value in (("c.metric", filters.metric), ("c.unit", filters.unit),
                          ("c.per", filters.per), ("c.independence", filters.independence)):
        if value:
            parts.append(f"lower({column}) = lower(?)")
            params.append(value)
    if filters.rule:
        parts.append("EXISTS (SELECT 1 FROM claim_rules r WHERE r.claim_pk = c.pk "
                     "AND (r.rule = ? OR r.code LIKE ? ESCAPE '\\'))")
        params += [filters.rule, filters.rule.upper().replace("_", "\\_") + "%"]
    if filters.since:
        parts.append("c.published_at >= ?")
        params.append(filters.since)
    if filters.until:
        # Inclusive of the whole last day: "2026-03-01T09:00" sorts before "2026-03-01~".
        parts.append("c.published_at <= ?")
        params.append(filters.until + "~")
    if filters.text:
        parts.append("(c.quote LIKE ? ESCAPE '\\' OR c.section LIKE ? ESCAPE '\\' "
                     "OR d.title LIKE ? ESCAPE '\\')")
        params += [_like(filters.text)] * 3
    if filters.ids:
        parts.append(f"c.id IN ({', '.join('?' * len(filters.ids))})")
        params += list(filters.ids)
    return (" AND ".join(parts) or "1"), params


class SQLiteStore:
    """A claims archive in one SQLite file; safe for several processes at once."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            self.conn = sqlite3.connect(str(path), isolation_level=None,
                                        timeout=BUSY_TIMEOUT_MS / 1000)
            self.conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
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
            updates = []
            for pk, text, speed in rows:
                claim = Claim.model_validate_json(text)
                norm = normalise(claim)
                updates.append((comparability_key(claim, speed), norm.value, norm.basis, pk))
            self.conn.executemany("UPDATE claims SET cond_key = ?, value_norm = ?, basis = ? "
                                  "WHERE pk = ?", updates)
            last = rows[-1][0]
        self.conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('key_version', ?)",
                          (KEY_VERSION,))

    def _retry(self, action: Callable[[], T]) -> T:
        """Run `action`, retrying while another process holds the write lock too long."""
        for attempt in range(RETRIES):
            try:
                return action()
            except sqlite3.OperationalError as exc:
                if ("locked" not in str(exc) and "busy" not in str(exc)) or attempt == RETRIES - 1:
                    raise
                time.sleep(min(2.0, 0.05 * 2 ** attempt) * (1 + random.random()))
        raise AssertionError("unreachable")

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
        pks = []
        for ordinal, claim in enumerate(rows.claims):
            cur.execute(_INSERT_CLAIM, (doc_pk, ordinal, *claim))
            pks.append(cur.lastrowid)
        cur.executemany("INSERT INTO claim_rules (claim_pk, code, rule) VALUES (?, ?, ?)",
                        [(pks[o], code, rule) for o, code, rule in rows.claim_rules])
        cur.executemany("INSERT INTO findings (doc_pk, ordinal, code, rule, severity, json) "
                        "VALUES (?, ?, ?, ?, ?, ?)", [(doc_pk, *f) for f in rows.findings])
        return REPLACED if old else INGESTED

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

    def _report(self, pk: int, path: str | None, doc_json: str) -> DocumentReport:
        """One stored document's report, read by its row key."""
        claims = tuple(Claim.model_validate_json(r[0]) for r in self.conn.execute(
            "SELECT json FROM claims WHERE doc_pk = ? ORDER BY ordinal", (pk,)))
        findings = tuple(Finding.model_validate_json(r[0]) for r in self.conn.execute(
            "SELECT json FROM findings WHERE doc_pk = ? ORDER BY ordinal", (pk,)))
        return DocumentReport(path=path, document=Document.model_validate_json(doc_json),
                              claims=claims, findings=findings)

    def query_claims(self, filters: ClaimFilter) -> Iterator[Claim]:
        """Claims matching the filters, by publication date, origin and position."""
        clause, params = where(filters)
        limit = f" LIMIT {int(filters.limit)}" if filters.limit is not None else ""
        sql = ("SELECT c.json FROM claims c JOIN documents d ON d.pk = c.doc_pk "
               f"WHERE {clause} ORDER BY c.published_at, d.origin, c.ordinal{limit}")
        for (text,) in self._read(sql, params):
            yield Claim.model_validate_json(text)

    def metric_units(self, filters: ClaimFilter) -> list[tuple[str, str, int]]:
        """(metric, unit, count) among the selected claims, in name order."""
        selected, params = scope(filters)
        return [(m, u, n) for m, u, n in self._read(
            f"SELECT c.metric, c.unit, count(*) {selected} GROUP BY c.metric, c.unit "
            "ORDER BY c.metric, c.unit", params)]

    def group_summary(self, metric: str, unit: str, filters: ClaimFilter, *,
                      max_groups: int, sample: int) -> GroupSummary:
        """Count one (metric, unit)'s comparability groups in one pass; sample the largest few.

        The groups stream out of the (metric, unit, cond_key) index and only the
        largest `max_groups` are kept, so memory does not grow with the store.
        """
        selected, params = scope(filters)
        selected += " AND c.metric = ? AND c.unit = ?"
        args = [*params, metric, unit]
        totals = [0, 0, 0]  # claims, groups, comparable pairs

        def counted() -> Iterator[tuple[str, int]]:
            for key, n in self._read(f"SELECT c.cond_key, count(*) {selected} "
                                     "GROUP BY c.cond_key", args):
                totals[0] += n
                totals[1] += 1
                totals[2] += n * (n - 1) // 2
                yield key, n

        largest = heapq.nsmallest(max_groups, counted(), key=lambda kn: (-kn[1], kn[0]))
        members: list[Group] = []
        speeds: dict[str, float] = {}
        for key, size in largest:
            rows = self.conn.execute(f"SELECT c.json, c.per_user_speed {selected} "
                                     "AND c.cond_key = ? ORDER BY c.id LIMIT ?",
                                     [*args, key, sample]).fetchall()
            sampled = tuple(Claim.model_validate_json(text) for text, _ in rows)
            speeds.update({cl.id: s for cl, (_, s) in zip(sampled, rows, strict=True)
                           if s is not None})
            members.append(Group(key, size, sampled))
        return GroupSummary(metric, unit, totals[0], totals[1], totals[2], tuple(members), speeds)

    def counts(self) -> dict[str, int]:
        """How many documents, claims, findings and history rows are stored."""
        return {table: self.conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
                for table in ("documents", "claims", "findings", "history")}

    def history(self, origin: str) -> list[dict[str, Any]]:
        """The earlier versions of one document, oldest first."""
        return [{"id": i, "sha256": s, "replaced_by": r, "claims": json.loads(c)}
                for i, s, r, c in self.conn.execute(
                    "SELECT id, sha256, replaced_by, claims_json FROM history WHERE origin = ? "
                    "ORDER BY pk", (origin,))]

    # -- the editor's workspace ----------------------------------------------------------

    def add_review(self, review: Review) -> None:
        """Append one decision on a finding to the review log, in its own transaction."""
        self._transaction(lambda: self.conn.execute(
            "INSERT INTO reviews (document_id, finding, decision, reason, at) "
            "VALUES (?, ?, ?, ?, ?)", (review.document_id, review.finding,
                                       review.decision.value, review.reason, review.at)))

    def reviews(self, document_id: str | None = None) -> list[Review]:
        """The review log, oldest first: of one document, or of every document."""
        sql = "SELECT document_id, finding, decision, reason, at FROM reviews"
        params: tuple[str, ...] = ()
        if document_id is not None:
            sql, params = sql + " WHERE document_id = ?", (document_id,)
        return [Review(document_id=d, finding=f, decision=Decision(c), reason=r, at=a)
                for d, f, c, r, a in self.conn.execute(sql + " ORDER BY pk", params)]

    def put_text(self, document_id: str, text: str) -> None:
        """Keep a document's text; a document id names its bytes, so a kept text never changes."""
        self._transaction(lambda: self.conn.execute(
            "INSERT OR IGNORE INTO texts (document_id, text) VALUES (?, ?)", (document_id, text)))

    def text(self, document_id: str) -> str | None:
        """The kept text of a document, or None."""
        row = self.conn.execute("SELECT text FROM texts WHERE document_id = ?",
                                (document_id,)).fetchone()
        return str(row[0]) if row else None

    def report(self, document_id: str) -> DocumentReport | None:
        """The first document stored under this id, with its claims and findings."""
        row = self.conn.execute("SELECT pk, path, json FROM documents WHERE id = ? ORDER BY pk "
                                "LIMIT 1", (document_id,)).fetchone()
        return self._report(*row) if row else None

    def recent_reports(self, limit: int) -> list[DocumentReport]:
        """The most recently stored documents, newest first."""
        rows = self.conn.execute("SELECT pk, path, json FROM documents ORDER BY pk DESC LIMIT ?",
                                 (max(0, int(limit)),)).fetchall()
        return [self._report(*row) for row in rows]

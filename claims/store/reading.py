"""The store's read queries, written once over `?` placeholders for every backend.

A backend supplies `_read` (stream the rows of one statement) and `LIKE` (its
case-insensitive LIKE); the queries and their order are the same everywhere, so
`claims query` and `claims compare` print the same bytes from either store.
"""

from __future__ import annotations

import heapq
import json
from collections.abc import Iterator
from typing import Any, ClassVar

from claims.compare import Group
from claims.model import Claim, Document, DocumentReport, Finding
from claims.reviews import Decision, Review
from claims.store.base import ClaimFilter, GroupSummary, StoredDocument
from claims.store.filters import scope, where

COUNTED_TABLES = ("documents", "claims", "findings", "history")


class StoreReads:
    """Queries over the claims tables; mixed into each backend's store class."""

    LIKE: ClassVar[str] = "LIKE"

    def _read(self, sql: str, params: list[Any] | tuple[Any, ...] = ()
              ) -> Iterator[tuple[Any, ...]]:
        """Stream the rows of one SELECT written with `?` placeholders."""
        raise NotImplementedError

    def query_claims(self, filters: ClaimFilter) -> Iterator[Claim]:
        """Claims matching the filters, by publication date, origin and position."""
        clause, params = where(filters, like=self.LIKE)
        limit = f" LIMIT {int(filters.limit)}" if filters.limit is not None else ""
        sql = ("SELECT c.json FROM claims c JOIN documents d ON d.pk = c.doc_pk "
               f"WHERE {clause} ORDER BY c.published_at, d.origin, c.ordinal{limit}")
        for (text,) in self._read(sql, params):
            yield Claim.model_validate_json(text)

    def query_with_documents(self, filters: ClaimFilter
                             ) -> Iterator[tuple[Claim, StoredDocument]]:
        """`query_claims`, each claim with the document it came from (same order)."""
        clause, params = where(filters, like=self.LIKE)
        limit = f" LIMIT {int(filters.limit)}" if filters.limit is not None else ""
        sql = ("SELECT c.json, d.id, d.origin, d.path, d.title, d.url FROM claims c "
               f"JOIN documents d ON d.pk = c.doc_pk WHERE {clause} "
               f"ORDER BY c.published_at, d.origin, c.ordinal{limit}")
        for text, *doc in self._read(sql, params):
            yield Claim.model_validate_json(text), StoredDocument(*doc)

    def metric_units(self, filters: ClaimFilter) -> list[tuple[str, str, int]]:
        """(metric, unit, count) among the selected claims, in name order."""
        selected, params = scope(filters, like=self.LIKE)
        return [(m, u, int(n)) for m, u, n in self._read(
            f"SELECT c.metric, c.unit, count(*) {selected} GROUP BY c.metric, c.unit "
            "ORDER BY c.metric, c.unit", params)]

    def group_summary(self, metric: str, unit: str, filters: ClaimFilter, *,
                      max_groups: int, sample: int) -> GroupSummary:
        """Count one (metric, unit)'s comparability groups in one pass; sample the largest few.

        The groups stream out of the (metric, unit, cond_key) index and only the
        largest `max_groups` are kept, so memory does not grow with the store.
        """
        selected, params = scope(filters, like=self.LIKE)
        selected += " AND c.metric = ? AND c.unit = ?"
        args = [*params, metric, unit]
        totals = [0, 0, 0]  # claims, groups, comparable pairs

        def counted() -> Iterator[tuple[str, int]]:
            for key, n in self._read(f"SELECT c.cond_key, count(*) {selected} "
                                     "GROUP BY c.cond_key", args):
                totals[0] += n
                totals[1] += 1
                totals[2] += n * (n - 1) // 2
                yield key, int(n)

        largest = heapq.nsmallest(max_groups, counted(), key=lambda kn: (-kn[1], kn[0]))
        members: list[Group] = []
        speeds: dict[str, float] = {}
        for key, size in largest:
            rows = list(self._read(f"SELECT c.json, c.per_user_speed {selected} "
                                   "AND c.cond_key = ? ORDER BY c.id LIMIT ?",
                                   [*args, key, sample]))
            sampled = tuple(Claim.model_validate_json(text) for text, _ in rows)
            speeds.update({cl.id: s for cl, (_, s) in zip(sampled, rows, strict=True)
                           if s is not None})
            members.append(Group(key, size, sampled))
        return GroupSummary(metric, unit, totals[0], totals[1], totals[2], tuple(members), speeds)

    def counts(self) -> dict[str, int]:
        """How many documents, claims, findings and history rows are stored."""
        return {table: int(next(iter(self._read(f"SELECT count(*) FROM {table}")))[0])
                for table in COUNTED_TABLES}

    def sightings(self, origin: str) -> list[tuple[str, str]]:
        """(sha256, seen_as) of every place one document was seen, in order."""
        return [(str(sha), str(seen)) for sha, seen in self._read(
            "SELECT sha256, seen_as FROM sightings WHERE origin = ? ORDER BY sha256, seen_as",
            (origin,))]

    def history(self, origin: str) -> list[dict[str, Any]]:
        """The earlier versions of one document, oldest first."""
        return [{"id": i, "sha256": s, "replaced_by": r, "claims": json.loads(c)}
                for i, s, r, c in self._read(
                    "SELECT id, sha256, replaced_by, claims_json FROM history WHERE origin = ? "
                    "ORDER BY pk", (origin,))]

    # -- the editor's workspace ----------------------------------------------------------

    def reviews(self, document_id: str | None = None) -> list[Review]:
        """The review log, oldest first: of one document, or of every document."""
        sql = "SELECT document_id, finding, decision, reason, at FROM reviews"
        params: tuple[str, ...] = ()
        if document_id is not None:
            sql, params = sql + " WHERE document_id = ?", (document_id,)
        return [Review(document_id=d, finding=f, decision=Decision(c), reason=r, at=a)
                for d, f, c, r, a in self._read(sql + " ORDER BY pk", params)]

    def text(self, document_id: str) -> str | None:
        """The kept text of a document, or None."""
        rows = list(self._read("SELECT text FROM texts WHERE document_id = ?", (document_id,)))
        return str(rows[0][0]) if rows else None

    def _report(self, pk: int, path: str | None, doc_json: str) -> DocumentReport:
        """One stored document's report, read by its row key."""
        claims = tuple(Claim.model_validate_json(r[0]) for r in list(self._read(
            "SELECT json FROM claims WHERE doc_pk = ? ORDER BY ordinal", (pk,))))
        findings = tuple(Finding.model_validate_json(r[0]) for r in list(self._read(
            "SELECT json FROM findings WHERE doc_pk = ? ORDER BY ordinal", (pk,))))
        return DocumentReport(path=path, document=Document.model_validate_json(doc_json),
                              claims=claims, findings=findings)

    def report(self, document_id: str) -> DocumentReport | None:
        """The first document stored under this id, with its claims and findings."""
        rows = list(self._read("SELECT pk, path, json FROM documents WHERE id = ? ORDER BY pk "
                               "LIMIT 1", (document_id,)))
        return self._report(*rows[0]) if rows else None

    def recent_reports(self, limit: int) -> list[DocumentReport]:
        """The most recently stored documents, newest first."""
        rows = list(self._read("SELECT pk, path, json FROM documents ORDER BY pk DESC LIMIT ?",
                               (max(0, int(limit)),)))
        return [self._report(*row) for row in rows]

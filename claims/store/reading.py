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
from claims.model import Claim
from claims.store.base import ClaimFilter, GroupSummary
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

    def history(self, origin: str) -> list[dict[str, Any]]:
        """The earlier versions of one document, oldest first."""
        return [{"id": i, "sha256": s, "replaced_by": r, "claims": json.loads(c)}
                for i, s, r, c in self._read(
                    "SELECT id, sha256, replaced_by, claims_json FROM history WHERE origin = ? "
                    "ORDER BY pk", (origin,))]

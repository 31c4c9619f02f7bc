"""The SQL that selects filtered claims, shared by every backend.

Placeholders are written `?`; a backend whose driver spells them otherwise
(psycopg's `%s`) converts the finished statement with `to_format_style`.
"""

from __future__ import annotations

from typing import Any

from claims.store.base import ClaimFilter


def like_pattern(text: str) -> str:
    """A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally."""
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def to_format_style(sql: str) -> str:
    """The statement with `?` placeholders as `%s` (and a literal `%` doubled), for psycopg."""
    return sql.replace("%", "%%").replace("?", "%s")


def where(filters: ClaimFilter, *, like: str = "LIKE") -> tuple[str, list[Any]]:
    """The WHERE clause (over `claims c JOIN documents d`) and parameters for the filters.

    `like` is the case-insensitive LIKE of the backend: SQLite's LIKE already is
    (for ASCII), PostgreSQL's is ILIKE.
    """
    parts: list[str] = []
    params: list[Any] = []
    for column, value in (("c.model", filters.model), ("c.hardware", filters.hardware),
                          ("c.workload", filters.workload), ("c.publisher", filters.publisher)):
        if value:
            parts.append(f"{column} {like} ? ESCAPE '\\'")
            params.append(like_pattern(value))
    for column, value in (("c.metric", filters.metric), ("c.unit", filters.unit),
                          ("c.per", filters.per), ("c.independence", filters.independence)):
        if value:
            parts.append(f"lower({column}) = lower(?)")
            params.append(value)
    if filters.rule:
        parts.append("EXISTS (SELECT 1 FROM claim_rules r WHERE r.claim_pk = c.pk "
                     f"AND (r.rule = ? OR r.code {like} ? ESCAPE '\\'))")
        params += [filters.rule, filters.rule.upper().replace("_", "\\_") + "%"]
    if filters.since:
        parts.append("c.published_at >= ?")
        params.append(filters.since)
    if filters.until:
        # Inclusive of the whole last day: "2026-03-01T09:00" sorts before "2026-03-01~".
        parts.append("c.published_at <= ?")
        params.append(filters.until + "~")
    if filters.text:
        parts.append(f"(c.quote {like} ? ESCAPE '\\' OR c.section {like} ? ESCAPE '\\' "
                     f"OR d.title {like} ? ESCAPE '\\')")
        params += [like_pattern(filters.text)] * 3
    if filters.ids:
        parts.append(f"c.id IN ({', '.join('?' * len(filters.ids))})")
        params += list(filters.ids)
    return (" AND ".join(parts) or "TRUE"), params


def scope(filters: ClaimFilter, *, like: str = "LIKE") -> tuple[str, list[Any]]:
    """`FROM ... WHERE ...` selecting the filtered claims as `c`, and its parameters.

    The documents table is joined only when a filter reads it: a join costs one
    lookup per claim, which matters when compare scans a million claims.
    """
    clause, params = where(filters, like=like)
    tables = "claims c JOIN documents d ON d.pk = c.doc_pk" if "d." in clause else "claims c"
    return f"FROM {tables} WHERE {clause}", params

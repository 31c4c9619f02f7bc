"""The PostgreSQL store's tables, and the migrations that bring any older store up to date.

The tables mirror the SQLite store's (`claims.store.schema`), column for column.
Text columns use the "C" collation, so ordering and range filters compare bytes
as SQLite does and both backends answer a query in the same order. Pending
migrations run in one transaction under an advisory lock, so writers starting
together migrate once and a store is never left half-migrated.
"""

from __future__ import annotations

from typing import Any

from claims.errors import ClaimsError
from claims.store.filters import to_format_style
from claims.store.identity import merge_copies
from claims.store.rows import claim_view_columns

T = 'TEXT COLLATE "C"'

V1 = (
    """CREATE TABLE schema_version (version INTEGER NOT NULL)""",
    f"""CREATE TABLE documents (
        pk BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        origin {T} NOT NULL UNIQUE,
        id {T} NOT NULL,
        sha256 {T} NOT NULL,
        url {T}, title {T}, publisher {T}, published_at {T}, format {T}, path {T},
        claims INTEGER NOT NULL, findings INTEGER NOT NULL,
        json TEXT NOT NULL)""",
    """CREATE INDEX documents_sha256 ON documents (sha256)""",
    f"""CREATE TABLE sources (
        doc_pk BIGINT NOT NULL REFERENCES documents (pk) ON DELETE CASCADE,
        url {T} NOT NULL,
        PRIMARY KEY (doc_pk, url))""",
    f"""CREATE TABLE claims (
        pk BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        doc_pk BIGINT NOT NULL REFERENCES documents (pk) ON DELETE CASCADE,
        ordinal INTEGER NOT NULL,
        id {T} NOT NULL, metric {T} NOT NULL, unit {T} NOT NULL, per {T}, statistic {T},
        kind {T} NOT NULL, value DOUBLE PRECISION NOT NULL,
        value_norm DOUBLE PRECISION NOT NULL, basis {T} NOT NULL,
        model {T}, hardware {T}, accelerator_count BIGINT, workload {T},
        independence {T} NOT NULL, evidence {T} NOT NULL, publisher {T}, published_at {T},
        quote {T} NOT NULL, section {T}, per_user_speed DOUBLE PRECISION,
        cond_key {T} NOT NULL,
        json TEXT NOT NULL)""",
    """CREATE INDEX claims_doc ON claims (doc_pk, ordinal)""",
    """CREATE INDEX claims_id ON claims (id)""",
    """CREATE INDEX claims_metric_unit ON claims (metric, unit, cond_key, id)""",
    f"""CREATE TABLE findings (
        pk BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        doc_pk BIGINT NOT NULL REFERENCES documents (pk) ON DELETE CASCADE,
        ordinal INTEGER NOT NULL,
        code {T} NOT NULL, rule {T} NOT NULL, severity {T} NOT NULL,
        json TEXT NOT NULL)""",
    """CREATE INDEX findings_doc ON findings (doc_pk, ordinal)""",
    f"""CREATE TABLE claim_rules (
        claim_pk BIGINT NOT NULL REFERENCES claims (pk) ON DELETE CASCADE,
        code {T} NOT NULL, rule {T} NOT NULL,
        PRIMARY KEY (claim_pk, code))""",
    """CREATE INDEX claim_rules_code ON claim_rules (code, claim_pk)""",
    """CREATE INDEX claim_rules_rule ON claim_rules (rule, claim_pk)""",
    f"""CREATE TABLE history (
        pk BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        origin {T} NOT NULL,
        id {T} NOT NULL,
        sha256 {T} NOT NULL,
        replaced_by {T} NOT NULL,
        document_json TEXT NOT NULL,
        claims_json TEXT NOT NULL,
        findings_json TEXT NOT NULL)""",
    """CREATE INDEX history_origin ON history (origin, pk)""",
)

V2 = (
    f"""CREATE TABLE meta (key {T} PRIMARY KEY, value TEXT NOT NULL)""",
)

# v3: the editor's workspace (as claims.store.schema's V3): a log of decisions on findings,
# and the texts documents' spans index into.
V3 = (
    f"""CREATE TABLE reviews (
        pk BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        document_id {T} NOT NULL,
        finding {T} NOT NULL,
        decision {T} NOT NULL,
        reason TEXT NOT NULL,
        at {T} NOT NULL)""",
    """CREATE INDEX reviews_document ON reviews (document_id, pk)""",
    """CREATE INDEX documents_id ON documents (id)""",
    f"""CREATE TABLE texts (
        document_id {T} PRIMARY KEY,
        text TEXT NOT NULL)""",
)

# The `claims` view over `claim_rows` (v4), as in claims.store.schema.
CLAIM_VIEW_COLUMNS = ", ".join(claim_view_columns(
    "jsonb_set(c.json::jsonb, '{source,quote}', to_jsonb(s.text))::text"))

# v4: sightings (as claims.store.schema's V4): where each document was seen; copies of one
# text stored under several paths are folded when the store migrates.
V4 = (
    f"""CREATE TABLE sightings (
        origin {T} NOT NULL,
        sha256 {T} NOT NULL,
        seen_as {T} NOT NULL,
        PRIMARY KEY (origin, sha256, seen_as))""",
    """INSERT INTO sightings (origin, sha256, seen_as) SELECT origin, sha256, origin
        FROM documents""",
    """ALTER TABLE claims RENAME TO claim_rows""",
    """ALTER TABLE claim_rows ADD COLUMN sentence INTEGER""",
    f"""CREATE TABLE sentences (
        doc_pk BIGINT NOT NULL REFERENCES documents (pk) ON DELETE CASCADE,
        ordinal INTEGER NOT NULL,
        text {T} NOT NULL,
        PRIMARY KEY (doc_pk, ordinal))""",
    f"""CREATE VIEW claims AS SELECT {CLAIM_VIEW_COLUMNS}
        FROM claim_rows c
        LEFT JOIN sentences s ON s.doc_pk = c.doc_pk AND s.ordinal = c.sentence""",
)

# Version n is reached by applying MIGRATIONS[n - 1]; append, never edit, past entries.
MIGRATIONS: tuple[tuple[str, ...], ...] = (V1, V2, V3, V4)
CURRENT = len(MIGRATIONS)
# Any fixed number: every claims process takes this advisory lock to migrate.
MIGRATION_LOCK = 0x636C61696D73


def _rows(cursor: Any) -> list[tuple[Any, ...]]:
    """A statement's rows, or none for a statement that returns no rows."""
    return list(cursor.fetchall()) if cursor.description else []


def tables(conn: Any) -> set[str]:
    """The tables of the schema the connection writes to (the first on its search_path)."""
    rows = conn.execute("SELECT table_name FROM information_schema.tables "
                        "WHERE table_schema = current_schema()").fetchall()
    return {str(r[0]) for r in rows}


def version(conn: Any) -> int:
    """The store's schema version; 0 for an empty schema."""
    if "schema_version" not in tables(conn):
        return 0
    row = conn.execute("SELECT max(version) FROM schema_version").fetchone()
    return int(row[0] or 0)


def migrate(conn: Any, where: str) -> None:
    """Bring the store to the current version in one transaction: all steps or none."""
    if version(conn) == CURRENT:
        return
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        if conn.execute("SELECT current_schema()").fetchone()[0] is None:
            raise ClaimsError("the schema named by the URL's search_path does not exist", where)
        have = version(conn)  # again, under the lock: another process may have migrated
        if have > CURRENT:
            raise ClaimsError(f"store schema version {have} is newer than this claims "
                              f"understands ({CURRENT}); upgrade claims", where)
        if have == 0 and tables(conn):
            raise ClaimsError("not a claims store (its schema holds other tables)", where)
        for number in range(have + 1, CURRENT + 1):
            for statement in MIGRATIONS[number - 1]:
                conn.execute(statement)
            if number == 4:
                merge_copies(lambda sql, params: _rows(conn.execute(to_format_style(sql),
                                                                    params)))
            conn.execute("DELETE FROM schema_version")
            conn.execute("INSERT INTO schema_version (version) VALUES (%s)", (number,))

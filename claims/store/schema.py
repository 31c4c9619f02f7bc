"""The store's tables, and the migrations that bring any older store up to date.

Each migration is a list of statements; pending ones are applied together in one
transaction and recorded in `schema_version`, so a store is never left half-migrated.
"""

from __future__ import annotations

import sqlite3

from claims.errors import ClaimsError
from claims.store.identity import merge_copies
from claims.store.rows import claim_view_columns

V1 = (
    """CREATE TABLE schema_version (version INTEGER NOT NULL)""",
    """CREATE TABLE documents (
        pk INTEGER PRIMARY KEY,
        origin TEXT NOT NULL UNIQUE,
        id TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        url TEXT, title TEXT, publisher TEXT, published_at TEXT, format TEXT, path TEXT,
        claims INTEGER NOT NULL, findings INTEGER NOT NULL,
        json TEXT NOT NULL)""",
    """CREATE INDEX documents_sha256 ON documents (sha256)""",
    """CREATE TABLE sources (
        doc_pk INTEGER NOT NULL REFERENCES documents (pk) ON DELETE CASCADE,
        url TEXT NOT NULL,
        PRIMARY KEY (doc_pk, url)) WITHOUT ROWID""",
    """CREATE TABLE claims (
        pk INTEGER PRIMARY KEY,
        doc_pk INTEGER NOT NULL REFERENCES documents (pk) ON DELETE CASCADE,
        ordinal INTEGER NOT NULL,
        id TEXT NOT NULL, metric TEXT NOT NULL, unit TEXT NOT NULL, per TEXT, statistic TEXT,
        kind TEXT NOT NULL, value REAL NOT NULL, value_norm REAL NOT NULL, basis TEXT NOT NULL,
        model TEXT, hardware TEXT, accelerator_count INTEGER, workload TEXT,
        independence TEXT NOT NULL, evidence TEXT NOT NULL, publisher TEXT, published_at TEXT,
        quote TEXT NOT NULL, section TEXT, per_user_speed REAL, cond_key TEXT NOT NULL,
        json TEXT NOT NULL)""",
    """CREATE INDEX claims_doc ON claims (doc_pk, ordinal)""",
    """CREATE INDEX claims_id ON claims (id)""",
    # compare groups one (metric, unit) by comparability key, and samples groups by id, here alone.
    """CREATE INDEX claims_metric_unit ON claims (metric, unit, cond_key, id)""",
    """CREATE TABLE findings (
        pk INTEGER PRIMARY KEY,
        doc_pk INTEGER NOT NULL REFERENCES documents (pk) ON DELETE CASCADE,
        ordinal INTEGER NOT NULL,
        code TEXT NOT NULL, rule TEXT NOT NULL, severity TEXT NOT NULL,
        json TEXT NOT NULL)""",
    """CREATE INDEX findings_doc ON findings (doc_pk, ordinal)""",
    """CREATE TABLE claim_rules (
        claim_pk INTEGER NOT NULL REFERENCES claims (pk) ON DELETE CASCADE,
        code TEXT NOT NULL, rule TEXT NOT NULL,
        PRIMARY KEY (claim_pk, code)) WITHOUT ROWID""",
    """CREATE INDEX claim_rules_code ON claim_rules (code, claim_pk)""",
    """CREATE INDEX claim_rules_rule ON claim_rules (rule, claim_pk)""",
    # A document replaced by a changed version leaves its previous state here.
    """CREATE TABLE history (
        pk INTEGER PRIMARY KEY,
        origin TEXT NOT NULL,
        id TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        replaced_by TEXT NOT NULL,
        document_json TEXT NOT NULL,
        claims_json TEXT NOT NULL,
        findings_json TEXT NOT NULL)""",
    """CREATE INDEX history_origin ON history (origin, pk)""",
)

# v2: settings the store was written under, e.g. the version of the comparability keys.
V2 = (
    """CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)""",
)

# v3: the editor's workspace. `reviews` is a log of decisions on findings (the latest per
# finding stands; nothing is deleted), keyed by document id so it outlives re-ingests of the
# same text; `texts` keeps the text a document's spans index into, to show it again.
V3 = (
    """CREATE TABLE reviews (
        pk INTEGER PRIMARY KEY,
        document_id TEXT NOT NULL,
        finding TEXT NOT NULL,
        decision TEXT NOT NULL,
        reason TEXT NOT NULL,
        at TEXT NOT NULL)""",
    """CREATE INDEX reviews_document ON reviews (document_id, pk)""",
    """CREATE INDEX documents_id ON documents (id)""",
    """CREATE TABLE texts (
        document_id TEXT PRIMARY KEY,
        text TEXT NOT NULL)""",
)

# The columns of the `claims` view over `claim_rows` (v4): the stored row, its quote put back.
CLAIM_VIEW_COLUMNS = ", ".join(claim_view_columns(
    "json_set(c.json, '$.source.quote', s.text)"))

# v4: one document per content and source (claims.store.identity). Each place a document
# was seen (an absolute path, an upload, a URL) is a sighting; a second sighting of a stored
# document adds a row here, never a second document. Existing documents are their own first
# sightings, and copies of one text stored under several paths are folded (`AFTER`).
V4 = (
    """CREATE TABLE sightings (
        origin TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        seen_as TEXT NOT NULL,
        PRIMARY KEY (origin, sha256, seen_as)) WITHOUT ROWID""",
    """INSERT INTO sightings (origin, sha256, seen_as) SELECT origin, sha256, origin
        FROM documents""",
    # A quote many claims cite is kept once in `sentences`; `claims` becomes a view that puts
    # it back, so every reader still sees whole claims (writes go to `claim_rows`).
    """ALTER TABLE claims RENAME TO claim_rows""",
    """ALTER TABLE claim_rows ADD COLUMN sentence INTEGER""",
    """CREATE TABLE sentences (
        doc_pk INTEGER NOT NULL REFERENCES documents (pk) ON DELETE CASCADE,
        ordinal INTEGER NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (doc_pk, ordinal)) WITHOUT ROWID""",
    f"""CREATE VIEW claims AS SELECT {CLAIM_VIEW_COLUMNS}
        FROM claim_rows c
        LEFT JOIN sentences s ON s.doc_pk = c.doc_pk AND s.ordinal = c.sentence""",
)

# Version n is reached by applying MIGRATIONS[n - 1]; append, never edit, past entries.
MIGRATIONS: tuple[tuple[str, ...], ...] = (V1, V2, V3, V4)
CURRENT = len(MIGRATIONS)


def version(conn: sqlite3.Connection) -> int:
    """The store's schema version; 0 for an empty database."""
    exists = conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' "
                          "AND name = 'schema_version'").fetchone()
    if not exists:
        return 0
    row = conn.execute("SELECT max(version) FROM schema_version").fetchone()
    return int(row[0] or 0)


def migrate(conn: sqlite3.Connection, path: str) -> None:
    """Bring the store to the current version in one transaction: all steps or none."""
    if version(conn) == CURRENT:
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        have = version(conn)
        if have > CURRENT:
            raise ClaimsError(f"store schema version {have} is newer than this claims "
                              f"understands ({CURRENT}); upgrade claims", path)
        if have == 0 and conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
            raise ClaimsError("not a claims store (it holds other tables)", path)
        for number in range(have + 1, CURRENT + 1):
            for statement in MIGRATIONS[number - 1]:
                conn.execute(statement)
            if number == 4:
                merge_copies(lambda sql, params: conn.execute(sql, params).fetchall())
            conn.execute("DELETE FROM schema_version")
            conn.execute("INSERT INTO schema_version (version) VALUES (?)", (number,))
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise

"""The archive of documents, claims and findings: `open_store` and the `Store` interface.

`open_store` takes a path or a `sqlite:///path` URL (the embedded default) or a
`postgresql://` URL (a shared archive) and returns a `Store`: callers see one interface.
"""

from __future__ import annotations

from pathlib import Path

from claims.config import default_db
from claims.errors import ClaimsError
from claims.store.base import INGESTED, REPLACED, SKIPPED, ClaimFilter, GroupSummary, Store
from claims.store.location import redact
from claims.store.rows import DocumentRows, report_rows

__all__ = ["INGESTED", "REPLACED", "SKIPPED", "ClaimFilter", "DocumentRows", "GroupSummary",
           "Store", "default_db", "open_store", "redact", "report_rows"]

POSTGRES_SCHEMES = ("postgresql", "postgres")


def open_store(location: str | Path, *, create: bool = True) -> Store:
    """Open (creating and migrating as needed) the store at a path, `sqlite:///` or
    `postgresql://` URL.

    With `create=False` a missing store is an error, for commands that only read.
    """
    from claims.store.sqlite import SQLiteStore

    text = str(location)
    if "://" in text:
        scheme, _, rest = text.partition("://")
        if scheme in POSTGRES_SCHEMES:
            from claims.store.postgres import PostgresStore

            return PostgresStore(text, create=create)
        if scheme != "sqlite":
            raise ClaimsError(f"unsupported store URL scheme {scheme!r} "
                              "(use a path, sqlite:/// or postgresql://)", text)
        # As SQLAlchemy spells it: sqlite:///relative.db, sqlite:////absolute.db
        text = rest[1:] if rest.startswith("/") else rest
    path = Path(text)
    if not path.exists():
        if not create:
            raise ClaimsError("no such store (run `claims ingest` first)", str(path))
        if not path.parent.is_dir():
            raise ClaimsError("the store's folder does not exist", str(path))
    return SQLiteStore(path)

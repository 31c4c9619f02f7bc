"""Store locations for tests that run against every backend: a SQLite file, a PostgreSQL schema.

Each PostgreSQL test gets a schema of its own in the `test` database, created
before and dropped after it. Where no server answers at 127.0.0.1:5432 (or
psycopg is not installed) those tests skip, saying why; CI has the server.
"""

from __future__ import annotations

import socket
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

PG_HOST, PG_PORT, PG_DATABASE = "127.0.0.1", 5432, "test"
BACKENDS = ("sqlite", "postgresql")


def pg_unavailable() -> str | None:
    """Why the PostgreSQL tests cannot run here, or None when they can."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "psycopg is not installed (pip install -e '.[test]')"
    try:
        with socket.create_connection((PG_HOST, PG_PORT), timeout=2):
            pass
    except OSError:
        return f"no PostgreSQL server answers at {PG_HOST}:{PG_PORT}"
    return None


def pg_admin_url() -> str:
    """The test database, with the default search_path."""
    return f"postgresql://{PG_HOST}:{PG_PORT}/{PG_DATABASE}"


def pg_schema_url(schema: str) -> str:
    """A URL whose connections create and read tables in `schema`."""
    return f"{pg_admin_url()}?options=-csearch_path%3D{schema}"


@pytest.fixture
def pg_schema() -> Iterator[str]:
    """A fresh, empty PostgreSQL schema (its name), dropped with everything in it afterwards."""
    reason = pg_unavailable()
    if reason:
        pytest.skip(reason)
    import psycopg

    name = f"claims_test_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_admin_url(), autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{name}"')
    try:
        yield name
    finally:
        with psycopg.connect(pg_admin_url(), autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')


@pytest.fixture(params=BACKENDS)
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a store lives: a fresh SQLite file, or a fresh PostgreSQL schema."""
    if request.param == "sqlite":
        return str(tmp_path / "s.db")
    return pg_schema_url(request.getfixturevalue("pg_schema"))

"""What only the SQLite store does: its file settings, migrations, refusals of unusable files.

Behaviour shared by every backend is tested in test_store_backends.py."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from claims.errors import ClaimsError
from claims.store import open_store
from claims.store.schema import CURRENT


def test_store_settings_and_version(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    open_store(path).close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("SELECT version FROM schema_version").fetchall() == [(CURRENT,)]
    conn.close()
    with open_store(f"sqlite:///{path}") as store:  # reopening migrates nothing twice
        assert store.counts()["documents"] == 0


def test_newer_store_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    open_store(path).close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE schema_version SET version = ?", (CURRENT + 1,))
    conn.commit()
    conn.close()
    with pytest.raises(ClaimsError, match="newer"):
        open_store(path)


@pytest.mark.parametrize("content", [b"this is not a database at all" * 40, None])
def test_unusable_stores_are_clear_errors(tmp_path: Path, content: bytes | None) -> None:
    path = tmp_path / "s.db"
    if content is None:
        conn = sqlite3.connect(path)
        conn.execute("CREATE TABLE other (x)")
        conn.commit()
        conn.close()
    else:
        path.write_bytes(content)
    with pytest.raises(ClaimsError) as err:
        open_store(path)
    assert str(path) in str(err.value)


def test_missing_store_for_readers(tmp_path: Path) -> None:
    with pytest.raises(ClaimsError, match="no such store"):
        open_store(tmp_path / "none.db", create=False)
    with pytest.raises(ClaimsError, match="folder does not exist"):
        open_store(tmp_path / "no" / "s.db")
    with pytest.raises(ClaimsError, match="unsupported"):
        open_store("mysql://host/db")


def test_default_db_follows_settings(tmp_path: Path) -> None:
    from claims.store import default_db

    assert default_db(tmp_path) == str(tmp_path / "claims.db")
    (tmp_path / "claims.toml").write_text('db = "archive/c.db"\n', encoding="utf-8")
    assert default_db(tmp_path) == str(tmp_path / "archive" / "c.db")

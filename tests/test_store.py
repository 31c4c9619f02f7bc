"""The SQLite store: round trips, idempotence, replacement with history, filters, migrations."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from claims.errors import ClaimsError
from claims.store import INGESTED, REPLACED, SKIPPED, ClaimFilter, open_store
from claims.store.schema import CURRENT
from tests.test_store_records import vendor_a, vendor_b


def test_round_trip_is_exact(tmp_path: Path) -> None:
    a, sha_a = vendor_a()
    b, sha_b = vendor_b()
    with open_store(tmp_path / "s.db") as store:
        assert store.put_report(b, text_sha256=sha_b, origin="b.md") == INGESTED
        assert store.put_report(a, text_sha256=sha_a, origin="a.md") == INGESTED
        back = list(store.iter_reports())
    assert back == [a, b]  # ordered by origin, every field intact


def test_same_sha_is_skipped_and_changed_replaces_with_history(tmp_path: Path) -> None:
    old, sha_old = vendor_a(480000)
    new, sha_new = vendor_a(500000)
    with open_store(tmp_path / "s.db") as store:
        assert store.put_report(old, text_sha256=sha_old, origin="a.md") == INGESTED
        assert store.put_report(old, text_sha256=sha_old, origin="a.md") == SKIPPED
        assert store.put_report(new, text_sha256=sha_new, origin="a.md") == REPLACED
        assert store.counts() == {"documents": 1, "claims": 2, "findings": 2, "history": 1}
        assert [r.claims for r in store.iter_reports()] == [new.claims]
        history = store.history("a.md")
    assert [h["sha256"] for h in history] == [sha_old]
    assert history[0]["replaced_by"] == sha_new
    assert [c["value"] for c in history[0]["claims"]] == [480000.0, 150.0]


@pytest.mark.parametrize(("filters", "expected"), [
    (ClaimFilter(), 4),
    (ClaimFilter(model="LLAMA 3"), 4),  # substring, case-insensitive, whatever the spelling
    (ClaimFilter(model="3 70B"), 2),  # B writes two spaces
    (ClaimFilter(hardware="b-box"), 2),
    (ClaimFilter(metric="throughput"), 2),
    (ClaimFilter(per="gpu"), 0),
    (ClaimFilter(per="user"), 2),
    (ClaimFilter(rule="self-reported"), 2),  # names the throughput claims only
    (ClaimFilter(rule="CLM001"), 4),  # a document-wide finding applies to every claim
    (ClaimFilter(rule="clm0"), 4),  # code prefix
    (ClaimFilter(rule="CLM9"), 0),
    (ClaimFilter(independence="self-reported"), 4),
    (ClaimFilter(publisher="vendor b"), 2),
    (ClaimFilter(since="2026-04-01"), 2),
    (ClaimFilter(until="2026-03-01"), 2),
    (ClaimFilter(since="2026-03-02", until="2026-04-01"), 0),
    (ClaimFilter(text="480000"), 1),  # the quote
    (ClaimFilter(text="RESULTS"), 4),  # the section
    (ClaimFilter(text="serving results"), 2),  # the document title
    (ClaimFilter(text="100%"), 0),  # LIKE wildcards are taken literally
    (ClaimFilter(metric="throughput", publisher="Vendor A"), 1),
])
def test_filters(tmp_path: Path, filters: ClaimFilter, expected: int) -> None:
    with open_store(tmp_path / "s.db") as store:
        for rep, sha in (vendor_a(), vendor_b()):
            store.put_report(rep, text_sha256=sha, origin=rep.document.title or "")
        found = list(store.query_claims(filters))
    assert len(found) == expected, [c.id for c in found]


def test_query_by_ids_and_limit(tmp_path: Path) -> None:
    a, sha = vendor_a()
    with open_store(tmp_path / "s.db") as store:
        store.put_report(a, text_sha256=sha, origin="a")
        ids = (a.claims[1].id,)
        assert [c.id for c in store.query_claims(ClaimFilter(ids=ids))] == list(ids)
        assert len(list(store.query_claims(ClaimFilter(limit=1)))) == 1


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
        open_store("postgresql://host/db")


def test_default_db_follows_settings(tmp_path: Path) -> None:
    from claims.store import default_db

    assert default_db(tmp_path) == str(tmp_path / "claims.db")
    (tmp_path / "claims.toml").write_text('db = "archive/c.db"\n', encoding="utf-8")
    assert default_db(tmp_path) == str(tmp_path / "archive" / "c.db")


def test_claims_are_rekeyed_when_the_comparability_rules_change(tmp_path: Path) -> None:
    from claims.compare import KEY_VERSION

    path = tmp_path / "s.db"
    a, sha = vendor_a()
    with open_store(path) as store:
        store.put_report(a, text_sha256=sha, origin="a")
    conn = sqlite3.connect(path)
    right = conn.execute("SELECT pk, cond_key, value_norm FROM claims ORDER BY pk").fetchall()
    conn.execute("UPDATE claims SET cond_key = 'stale', value_norm = -1")
    conn.execute("UPDATE meta SET value = 'old' WHERE key = 'key_version'")
    conn.commit()
    with open_store(path):
        pass
    assert conn.execute("SELECT pk, cond_key, value_norm FROM claims ORDER BY pk").fetchall() \
        == right
    assert conn.execute("SELECT value FROM meta").fetchall() == [(KEY_VERSION,)]
    conn.close()


def test_a_reader_dropped_after_close_is_quiet(tmp_path: Path) -> None:
    import subprocess
    import sys

    script = f"""
import sys
sys.path.insert(0, {str(Path(__file__).parent.parent)!r})
from tests.test_store_records import vendor_a
from claims.store import ClaimFilter, open_store
store = open_store({str(tmp_path / "s.db")!r})
report, sha = vendor_a()
store.put_report(report, text_sha256=sha, origin="a")
claims = store.query_claims(ClaimFilter())
next(claims)
store.close()
del claims
"""
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.returncode == 0
    assert result.stderr == ""

"""Every store backend behind one interface: round trips, idempotence, history, filters, races.

Each test runs against a fresh SQLite file and a fresh PostgreSQL schema (see
tests/backends.py); the PostgreSQL cases skip, saying why, where no server answers.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from claims.errors import ClaimsError
from claims.store import INGESTED, REPLACED, SKIPPED, ClaimFilter, open_store, report_rows
from tests.backends import pg_admin_url, pg_schema_url
from tests.test_store_records import vendor_a, vendor_b

ROOT = Path(__file__).resolve().parent.parent


@contextmanager
def raw(url: str) -> Iterator[Any]:
    """A plain DB-API connection to the store's tables, for tests that tamper with them."""
    if url.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(url, autocommit=True) as conn:
            yield conn
        return
    conn = sqlite3.connect(url, isolation_level=None)
    try:
        yield conn
    finally:
        conn.close()


def sql(url: str, text: str) -> str:
    """A statement with `?` placeholders in the spelling the backend's driver wants."""
    return text.replace("?", "%s") if url.startswith("postgresql://") else text


def test_round_trip_is_exact(store_url: str) -> None:
    a, sha_a = vendor_a()
    b, sha_b = vendor_b()
    with open_store(store_url) as store:
        assert store.put_report(b, text_sha256=sha_b, origin="b.md") == INGESTED
        assert store.put_report(a, text_sha256=sha_a, origin="a.md") == INGESTED
        back = list(store.iter_reports())
    assert back == [a, b]  # ordered by origin, every field intact


def test_same_sha_is_skipped_and_changed_replaces_with_history(store_url: str) -> None:
    old, sha_old = vendor_a(480000)
    new, sha_new = vendor_a(500000)
    with open_store(store_url) as store:
        assert store.put_report(old, text_sha256=sha_old, origin="a.md") == INGESTED
        assert store.put_report(old, text_sha256=sha_old, origin="a.md") == SKIPPED
        assert store.put_report(new, text_sha256=sha_new, origin="a.md") == REPLACED
        assert store.counts() == {"documents": 1, "claims": 2, "findings": 2, "history": 1}
        assert [r.claims for r in store.iter_reports()] == [new.claims]
        history = store.history("a.md")
    assert [h["sha256"] for h in history] == [sha_old]
    assert history[0]["replaced_by"] == sha_new
    assert [c["value"] for c in history[0]["claims"]] == [480000.0, 150.0]


def test_put_many_reports_each_document(store_url: str) -> None:
    a, sha_a = vendor_a()
    b, sha_b = vendor_b()
    changed, sha_c = vendor_a(512000)
    rows = [report_rows(a, text_sha256=sha_a, origin="a"),
            report_rows(b, text_sha256=sha_b, origin="b")]
    with open_store(store_url) as store:
        assert store.put_many(rows) == [INGESTED, INGESTED]
        again = [*rows, report_rows(changed, text_sha256=sha_c, origin="a")]
        assert store.put_many(again[1:]) == [SKIPPED, REPLACED]
        assert store.known() == {"a": sha_c, "b": sha_b}


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
def test_filters(store_url: str, filters: ClaimFilter, expected: int) -> None:
    with open_store(store_url) as store:
        for rep, sha in (vendor_a(), vendor_b()):
            store.put_report(rep, text_sha256=sha, origin=rep.document.title or "")
        found = list(store.query_claims(filters))
    assert len(found) == expected, [c.id for c in found]


def test_query_by_ids_and_limit(store_url: str) -> None:
    a, sha = vendor_a()
    with open_store(store_url) as store:
        store.put_report(a, text_sha256=sha, origin="a")
        ids = (a.claims[1].id,)
        assert [c.id for c in store.query_claims(ClaimFilter(ids=ids))] == list(ids)
        assert len(list(store.query_claims(ClaimFilter(limit=1)))) == 1


def test_group_summary_counts_and_samples(store_url: str) -> None:
    with open_store(store_url) as store:
        for throughput, origin in ((480000.0, "a1"), (490000.0, "a2")):
            rep, sha = vendor_a(throughput)
            store.put_report(rep, text_sha256=sha, origin=origin)
        rep, sha = vendor_b()
        store.put_report(rep, text_sha256=sha, origin="b")
        assert store.metric_units(ClaimFilter()) == [
            ("interactivity", "tokens/s", 3), ("throughput", "tokens/s", 3)]
        summary = store.group_summary("throughput", "tokens/s", ClaimFilter(),
                                      max_groups=5, sample=10)
    # Both vendors' throughputs share one operating point (FP8, chat 1k/1k): one group of three.
    assert (summary.claims, summary.groups, summary.comparable_pairs) == (3, 1, 3)
    assert [g.size for g in summary.largest] == [3]
    assert sorted(c.value for c in summary.largest[0].members) == [60000.0, 480000.0, 490000.0]


def test_claims_are_rekeyed_when_the_comparability_rules_change(store_url: str) -> None:
    from claims.compare import KEY_VERSION

    a, sha = vendor_a()
    with open_store(store_url) as store:
        store.put_report(a, text_sha256=sha, origin="a")
    with raw(store_url) as conn:
        right = conn.execute("SELECT pk, cond_key, value_norm FROM claims ORDER BY pk").fetchall()
        conn.execute("UPDATE claim_rows SET cond_key = 'stale', value_norm = -1")
        conn.execute("UPDATE meta SET value = 'old' WHERE key = 'key_version'")
    with open_store(store_url):
        pass
    with raw(store_url) as conn:
        after = conn.execute("SELECT pk, cond_key, value_norm FROM claims ORDER BY pk").fetchall()
        assert [tuple(r) for r in after] == [tuple(r) for r in right]
        assert [tuple(r) for r in conn.execute("SELECT value FROM meta")] == [(KEY_VERSION,)]


def test_newer_store_is_refused(store_url: str) -> None:
    from claims.store.schema import CURRENT

    open_store(store_url).close()
    with raw(store_url) as conn:
        conn.execute(sql(store_url, "UPDATE schema_version SET version = ?"), (CURRENT + 1,))
    with pytest.raises(ClaimsError, match="newer"):
        open_store(store_url)


def test_readers_need_an_existing_store(store_url: str) -> None:
    with pytest.raises(ClaimsError, match="no such store"):
        open_store(store_url, create=False)
    open_store(store_url).close()
    with open_store(store_url, create=False) as store:
        assert store.counts()["documents"] == 0


def test_a_reader_dropped_after_close_is_quiet(store_url: str) -> None:
    script = f"""
import sys
sys.path.insert(0, {str(ROOT)!r})
from tests.test_store_records import vendor_a
from claims.store import ClaimFilter, open_store
store = open_store({store_url!r})
report, sha = vendor_a()
store.put_report(report, text_sha256=sha, origin="a")
claims = store.query_claims(ClaimFilter())
next(claims)
store.close()
del claims
"""
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


def test_a_reader_that_stops_early_leaves_the_store_usable(store_url: str) -> None:
    with open_store(store_url) as store:
        for rep, sha in (vendor_a(), vendor_b()):
            store.put_report(rep, text_sha256=sha, origin=rep.document.title or "")
        claims = store.query_claims(ClaimFilter())
        next(claims)
        claims.close()
        reports = store.iter_reports()
        next(reports)
        reports.close()
        assert store.counts()["claims"] == 4
        assert len(list(store.query_claims(ClaimFilter()))) == 4


def test_writers_racing_on_the_same_documents_store_each_once(store_url: str) -> None:
    """Several writers put the same documents at once: each lands once, none fails."""
    reports = [vendor_a(400000.0 + i) for i in range(12)] + [vendor_b()]
    batch = [report_rows(r, text_sha256=sha, origin=f"doc-{i}")
             for i, (r, sha) in enumerate(reports)]
    open_store(store_url).close()
    statuses: list[list[str]] = []
    errors: list[BaseException] = []

    def write(order: list[int]) -> None:
        try:
            with open_store(store_url) as store:
                statuses.append(store.put_many([batch[i] for i in order]))
        except BaseException as exc:  # collected and asserted below
            errors.append(exc)

    orders = [list(range(len(batch))), list(reversed(range(len(batch))))] * 2
    threads = [threading.Thread(target=write, args=(order,)) for order in orders]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert errors == []
    flat = [s for run in statuses for s in run]
    assert flat.count(INGESTED) == len(batch) and flat.count(SKIPPED) == 3 * len(batch)
    with open_store(store_url) as store:
        assert store.counts() == {"documents": len(batch), "claims": 2 * len(batch),
                                  "findings": 2 * len(batch), "history": 0}


def test_postgres_refusals_are_one_clear_line(pg_schema: str) -> None:
    with pytest.raises(ClaimsError, match="cannot connect to the PostgreSQL store") as err:
        open_store("postgresql://someone:secret@127.0.0.1:1/test")
    assert "secret" not in str(err.value) and "***" in str(err.value)
    with pytest.raises(ClaimsError, match="schema named by the URL's search_path"):
        open_store(pg_schema_url("claims_no_such_schema"))
    with raw(pg_schema_url(pg_schema)) as conn:
        conn.execute("CREATE TABLE other (x integer)")
    with pytest.raises(ClaimsError, match="not a claims store"):
        open_store(pg_schema_url(pg_schema))


def test_postgres_store_is_migrated_once_and_versioned(pg_schema: str) -> None:
    from claims.store.pg_schema import CURRENT

    url = pg_schema_url(pg_schema)
    stores = []
    threads = [threading.Thread(target=lambda: stores.append(open_store(url)))
               for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    for store in stores:
        store.close()
    assert len(stores) == 4
    with raw(url) as conn:
        assert conn.execute("SELECT version FROM schema_version").fetchall() == [(CURRENT,)]
    assert pg_admin_url() in url


def test_the_editors_workspace_on_every_backend(store_url: str) -> None:
    from claims.reviews import Decision, Review

    a, sha_a = vendor_a()
    b, sha_b = vendor_b()
    doc = a.document.id
    with open_store(store_url) as store:
        store.put_report(a, text_sha256=sha_a, origin="a")
        store.put_report(b, text_sha256=sha_b, origin="b")
        store.put_text(doc, "the text")
        store.put_text(doc, "never replaced: an id names its bytes")
        first = Review(document_id=doc, finding="fnd-" + "0" * 16, decision=Decision.dismissed,
                       reason="priced elsewhere", at="2026-03-01T10:00:00Z")
        later = first.model_copy(update={"decision": Decision.reopened,
                                         "at": "2026-03-02T10:00:00Z"})
        store.add_review(first)
        store.add_review(later)
        assert store.reviews(doc) == [first, later] == store.reviews()
        assert store.reviews(b.document.id) == []
        assert store.text(doc) == "the text" and store.text(b.document.id) is None
        assert store.report(doc) == a and store.report("doc-" + "0" * 16) is None
        assert store.recent_reports(5) == [b, a] and store.recent_reports(1) == [b]

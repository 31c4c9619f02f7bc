"""One document, once: identity is content and source, the same from any folder or machine."""

from __future__ import annotations

import shutil
from pathlib import Path

import httpx
import pytest

from claims.ingest import Settings, discover, ingest
from claims.reviews import Decision, Review, by_document, finding_key, reviewed
from claims.store import open_store
from tests.backends import pg_schema, store_url  # noqa: F401 - fixtures
from tests.serve_support import running_server
from tests.test_serve import token

POSTS = {f"p{n}.md": f"# Post {n}\n\nWe served {n},000 tokens per second on 8 H100 GPUs "
                     "with vLLM 0.6.\n" for n in range(1, 4)}


def _posts(folder: Path) -> Path:
    """A folder of three announcements."""
    folder.mkdir(parents=True)
    for name, text in POSTS.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def _ingest(url: str, source: str) -> None:
    """Ingest one source into the store, as `claims ingest` does (one job: no fork here)."""
    with open_store(url) as store:
        ingest(discover([source]), store, jobs=1, settings=Settings())


def test_a_folder_ingested_from_anywhere_is_stored_once(store_url: str, tmp_path: Path,  # noqa: F811
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    posts = _posts(tmp_path / "site" / "posts")
    _ingest(store_url, str(posts))
    with open_store(store_url) as store:
        first = store.counts()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    _ingest(store_url, "../site/posts")
    copy = shutil.copytree(posts, tmp_path / "other-machine" / "posts")
    _ingest(store_url, str(copy))
    _ingest(store_url, str(copy / "p1.md"))
    with open_store(store_url) as store:
        assert store.counts() == first
        assert first["documents"] == 3
        assert sorted(store.known()) == ["posts/p1.md", "posts/p2.md", "posts/p3.md"]
        seen = [where for _, where in store.sightings("posts/p1.md")]
    assert seen == sorted([str(posts / "p1.md"), str(Path(copy) / "p1.md")])


def test_a_changed_file_is_a_new_version_not_a_second_document(store_url: str,  # noqa: F811
                                                                 tmp_path: Path) -> None:
    posts = _posts(tmp_path / "posts")
    _ingest(store_url, str(posts))
    (posts / "p1.md").write_text(POSTS["p1.md"].replace("1,000", "1,500"), encoding="utf-8")
    _ingest(store_url, str(posts))
    with open_store(store_url) as store:
        assert store.counts()["documents"] == 3
        assert len(store.history("posts/p1.md")) == 1


def test_an_upload_and_a_cli_ingest_of_one_file_are_one_document(tmp_path: Path) -> None:
    db = tmp_path / "w.db"
    open_store(db).close()
    with running_server(db) as base, httpx.Client(base_url=base, timeout=120) as client:
        response = client.post("/vet", files={
            "csrf": (None, token(client)),
            "file": ("p1.md", POSTS["p1.md"].encode(), "text/markdown")})
        assert response.status_code in (200, 303), response.text
    _ingest(str(db), str(_posts(tmp_path / "posts")))
    with open_store(db) as store:
        assert store.counts()["documents"] == 3
        assert "posts/p1.md" not in store.known() or "p1.md" not in store.known()


def _downgrade(url: str, renames: dict[str, str]) -> None:
    """Make a current store look like one written before v4: version 3, the origins it used
    then (absolute paths, upload keys), no sightings or sentences, claims a plain table."""
    if "://" in url:
        import psycopg

        with psycopg.connect(url, autocommit=True) as conn:
            _downgrade_with(lambda sql, p=(): conn.execute(sql.replace("?", "%s"), p), renames)
    else:
        import sqlite3

        conn = sqlite3.connect(url, isolation_level=None)
        _downgrade_with(lambda sql, p=(): conn.execute(sql, p), renames)
        conn.close()


def _downgrade_with(run: object, renames: dict[str, str]) -> None:
    """The downgrade's statements, through `run(sql, params)`."""
    assert callable(run)
    run("DROP TABLE sightings")
    run("DROP VIEW claims")
    run("DROP TABLE sentences")
    run("ALTER TABLE claim_rows DROP COLUMN sentence")
    run("ALTER TABLE claim_rows RENAME TO claims")
    run("DELETE FROM schema_version")
    run("INSERT INTO schema_version (version) VALUES (3)")
    for old, new in renames.items():
        run("UPDATE documents SET origin = ? WHERE origin = ?", (new, old))


def test_an_old_store_migrates_folding_copies_and_keeping_reviews(
        store_url: str, tmp_path: Path) -> None:  # noqa: F811
    first = _posts(tmp_path / "a" / "posts")
    second = _posts(tmp_path / "b" / "drafts")  # the same texts, in a folder of another name
    _ingest(store_url, str(first))
    _ingest(store_url, str(second))
    with open_store(store_url) as store:
        assert store.counts()["documents"] == 6  # two sources, as the paths differ
        report = next(r for r in store.iter_reports() if r.document.title == "Post 1")
        finding = report.findings[0]
        review = Review(document_id=report.document.id, finding=finding_key(finding),
                        decision=Decision.accepted, reason="the setup is stated below",
                        at="2026-12-01T10:00:00Z")
        store.add_review(review)
        store.put_text(report.document.id, POSTS["p1.md"])
    _downgrade(store_url, {
        **{f"posts/{n}": str(first / n) for n in POSTS},
        "drafts/p1.md": f"upload:{report.document.id}:p1.md",
        **{f"drafts/{n}": str(second / n) for n in ("p2.md", "p3.md")}})
    with open_store(store_url) as store:  # migrates on open
        counts = store.counts()
        assert counts["documents"] == 3
        assert store.reviews(report.document.id) == [review]
        assert store.text(report.document.id) == POSTS["p1.md"]
        seen = [where for _, where in store.sightings(str(first / "p1.md"))]
        assert seen == sorted([str(first / "p1.md"), f"upload:{report.document.id}:p1.md"])
    _ingest(store_url, str(first))  # seen again: the old absolute origin gives way
    with open_store(store_url) as store:
        assert sorted(store.known()) == ["posts/p1.md", "posts/p2.md", "posts/p3.md"]
        assert store.counts()["documents"] == 3
        kept = store.report(report.document.id)
        assert kept is not None
        shown = reviewed(kept, by_document(store.reviews()))
        assert [f.accepted for f in shown.findings if finding_key(f) == review.finding] == [True]

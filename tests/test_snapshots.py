"""The snapshot folder: content-addressed objects, an index, atomic writes, damage detected."""

from __future__ import annotations

from pathlib import Path

import pytest

from claims.errors import ClaimsError
from claims.ids import sha256_hex
from claims.load.snapshots import SnapshotEntry, SnapshotStore, default_dir


def entry(url: str, body: bytes, when: str = "2026-11-01T10:00:00Z") -> SnapshotEntry:
    """An index entry for a body fetched from a URL."""
    return SnapshotEntry(url=url, final_url=url, status=200, content_type="text/markdown",
                         retrieved_at=when, sha256=sha256_hex(body), size=len(body))


def test_default_dir_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert default_dir() == tmp_path / "claims" / "snapshots"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_dir() == tmp_path / "home" / ".cache" / "claims" / "snapshots"


def test_objects_are_named_by_content_and_stored_once(tmp_path: Path) -> None:
    store = SnapshotStore(tmp_path)
    body = b"# same bytes\n"
    store.put(entry("https://a.example/x", body), body)
    store.put(entry("https://b.example/y", body, "2026-11-02T10:00:00Z"), body)
    objects = [p for p in (tmp_path / "objects").rglob("*") if p.is_file()]
    assert objects == [store.object_path(sha256_hex(body))]
    assert [e.url for e in store.entries()] == ["https://a.example/x", "https://b.example/y"]
    assert store.read(sha256_hex(body)) == body
    assert not [p for p in tmp_path.rglob("*.tmp")], "temporary files left behind"


def test_latest_and_history_follow_redirect_targets(tmp_path: Path) -> None:
    store = SnapshotStore(tmp_path)
    one, two = b"v1\n", b"v2\n"
    store.put(entry("https://a.example/x", one), one)
    moved = SnapshotEntry(url="https://a.example/old", final_url="https://a.example/x",
                          status=200, content_type=None, retrieved_at="2026-11-03T00:00:00Z",
                          sha256=sha256_hex(two), size=3)
    store.put(moved, two)
    assert [e.sha256 for e in store.history("https://a.example/x")] == [sha256_hex(one),
                                                                        sha256_hex(two)]
    assert store.latest("https://a.example/old") == moved
    assert store.latest("https://nowhere.example/") is None


def test_mismatched_body_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        SnapshotStore(tmp_path).put(entry("https://a.example/", b"one"), b"two")
    assert not (tmp_path / "index.jsonl").exists()


def test_damaged_object_and_index_are_clear_errors(tmp_path: Path) -> None:
    store = SnapshotStore(tmp_path)
    body = b"original\n"
    store.put(entry("https://a.example/", body), body)
    store.object_path(sha256_hex(body)).write_bytes(b"tampered\n")
    with pytest.raises(ClaimsError, match="damaged"):
        store.read(sha256_hex(body))
    with pytest.raises(ClaimsError, match="no snapshot with sha256"):
        store.read("0" * 64)
    with (tmp_path / "index.jsonl").open("a") as handle:
        handle.write("{not json\n")
    with pytest.raises(ClaimsError) as caught:
        store.entries()
    assert str(caught.value).startswith(f"{tmp_path / 'index.jsonl'}:2: unreadable")


def test_a_torn_index_line_is_ignored_and_the_next_record_is_whole(tmp_path: Path) -> None:
    store = SnapshotStore(tmp_path)
    one, two = b"one\n", b"two\n"
    store.put(entry("https://a.example/1", one), one)
    with (tmp_path / "index.jsonl").open("a") as handle:
        handle.write('{"url": "https://a.example/half", "final_')  # a writer died here
    assert [e.url for e in store.entries()] == ["https://a.example/1"]
    store.put(entry("https://a.example/2", two), two)
    assert [e.url for e in store.entries()] == ["https://a.example/1", "https://a.example/2"]
    assert (tmp_path / "index.jsonl").read_text().count("\n") == 2

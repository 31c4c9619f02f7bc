"""A content-addressed folder of the exact bytes read from the web, with a small index.

Layout under the root folder:

    objects/ab/abcdef...   the bytes of one response, named by their sha256
    index.jsonl            one JSON record per fetch: url, final_url, status,
                           content_type, retrieved_at, sha256, size

Objects are written to a temporary file and renamed into place, so a reader
never sees half an object and a failed fetch never harms a good snapshot. An
index record is one line appended in a single write under an advisory lock, so
two processes cannot interleave records; a line without its final newline (a
writer that died mid-write) is ignored by readers and cut off by the next
writer, so every record is all there or absent.
Appending keeps a fetch O(1) however large the index grows.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

from claims.errors import ClaimsError
from claims.ids import sha256_hex

INDEX_NAME = "index.jsonl"


@dataclass(frozen=True)
class SnapshotEntry:
    """One index record: what was asked for, what answered, and the bytes' sha256."""

    url: str
    final_url: str
    status: int
    content_type: str | None
    retrieved_at: str
    sha256: str
    size: int


def default_dir() -> Path:
    """`$XDG_CACHE_HOME/claims/snapshots`, else `~/.cache/claims/snapshots`."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "claims" / "snapshots"


def _atomic_write(target: Path, data: bytes) -> None:
    """Write bytes beside the target, flush them to disk, then rename over it."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _append_line(target: Path, line: bytes) -> None:
    """Append one record in a single write; first cut off a torn line a dead writer left.

    Called under the folder lock, so no live writer can be mid-line.
    """
    fd = os.open(target, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        size = os.fstat(fd).st_size
        if size and os.pread(fd, 1, size - 1) != b"\n":
            whole = os.pread(fd, size, 0)
            size = whole.rfind(b"\n") + 1
            os.ftruncate(fd, size)
        os.pwrite(fd, line, size)
        os.fsync(fd)
    finally:
        os.close(fd)


@contextlib.contextmanager
def _locked(root: Path) -> Iterator[None]:
    """Hold an exclusive advisory lock on the folder while the index is rewritten."""
    root.mkdir(parents=True, exist_ok=True)
    with open(root / ".lock", "a+b") as handle:
        try:
            import fcntl
        except ImportError:  # pragma: no cover - no advisory locks there; renames stay atomic
            yield
            return
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


class SnapshotStore:
    """The snapshot folder: store bytes, look them up by sha256 or by URL."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root is not None else default_dir()

    @property
    def index_path(self) -> Path:
        """The index file."""
        return self.root / INDEX_NAME

    def object_path(self, sha256: str) -> Path:
        """Where the bytes with this sha256 live."""
        return self.root / "objects" / sha256[:2] / sha256

    def entries(self) -> tuple[SnapshotEntry, ...]:
        """Every index record, oldest first; an unreadable line is an error naming it."""
        if not self.index_path.is_file():
            return ()
        out = []
        text = self.index_path.read_text(encoding="utf-8")
        complete = text[:text.rfind("\n") + 1]  # a torn last line is not a record yet
        for number, line in enumerate(complete.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                out.append(SnapshotEntry(**json.loads(line)))
            except (ValueError, TypeError) as exc:
                raise ClaimsError(f"unreadable snapshot index record: {exc}",
                                  str(self.index_path), number) from None
        return tuple(out)

    def put(self, entry: SnapshotEntry, body: bytes) -> SnapshotEntry:
        """Store the bytes (once per sha256) and append the entry to the index."""
        if sha256_hex(body) != entry.sha256:
            raise ValueError("snapshot entry sha256 does not match the body")
        with _locked(self.root):
            path = self.object_path(entry.sha256)
            if not path.is_file() or path.stat().st_size != len(body):
                _atomic_write(path, body)
            line = json.dumps(asdict(entry), sort_keys=True, ensure_ascii=False) + "\n"
            _append_line(self.index_path, line.encode("utf-8"))
        return entry

    def read(self, sha256: str) -> bytes:
        """The stored bytes with this sha256; refuses a missing or damaged object."""
        path = self.object_path(sha256)
        try:
            data = path.read_bytes()
        except OSError:
            raise ClaimsError(f"no snapshot with sha256 {sha256}", str(self.root)) from None
        if sha256_hex(data) != sha256:
            raise ClaimsError(f"snapshot {sha256} is damaged (its bytes hash differently)",
                              str(path))
        return data

    def has(self, sha256: str) -> bool:
        """Whether the bytes with this sha256 are stored."""
        return self.object_path(sha256).is_file()

    def history(self, url: str) -> tuple[SnapshotEntry, ...]:
        """Entries for a URL (asked for, or reached by redirect), oldest first."""
        return tuple(e for e in self.entries() if url in (e.url, e.final_url))

    def latest(self, url: str) -> SnapshotEntry | None:
        """The most recent entry for a URL, or None."""
        found = self.history(url)
        return found[-1] if found else None

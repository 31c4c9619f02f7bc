"""What the workspace vets: pasted text, an uploaded file or a URL, read like the CLI reads.

Pasted text and uploads go through the same loader (`claims.load.documents`) with
the same size cap and strict decoding; URLs go through the guarded fetcher
with the server's fetch policy, so its refusals are the CLI's. A vetted
document is kept in the store with its text, so it can be reopened.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import PurePosixPath, PureWindowsPath
from typing import Any

from claims.errors import ClaimsError
from claims.load.documents import MAX_BYTES, load_source, parse_bytes
from claims.load.fetch import FetchPolicy
from claims.load.loaded import LoadedDocument
from claims.model import DocumentReport
from claims.pipeline import vet_loaded
from claims.reviews import Decision, Review, by_document, finding_key, reviewed, standing
from claims.store import Store
from claims.vocabulary.lazy import lazy

CONTENT_TYPES = {"markdown": "text/markdown", "html": "text/html", "text": "text/plain"}
_UNSAFE_NAME = lazy(r"[\x00-\x1f\x7f/\\]")


@dataclass(frozen=True)
class Settings:
    """How the workspace reads, checks and keeps documents."""

    db: str
    fetch_policy: FetchPolicy = field(default_factory=FetchPolicy)
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    # seconds one request may compute before it is stopped (claims.serve.limits)
    time_limit: float = 60.0


def file_name(name: str | None) -> str:
    """An uploaded file's name, reduced to a plain base name (never a path)."""
    base = PureWindowsPath(PurePosixPath(name or "").name).name
    base = _UNSAFE_NAME.sub("", base).strip().lstrip(".")[:200]
    return base or "upload"


def _refuse_binary(data: bytes, origin: str) -> None:
    """Refuse bytes with a NUL in them: no announcement has one, every binary file does."""
    at = data.find(b"\x00")
    if at >= 0:
        line = data.count(b"\n", 0, at) + 1
        raise ClaimsError(f"holds a NUL byte at byte offset {at}: a binary file, "
                          "not an announcement", path=origin, line=line)


def from_bytes(data: bytes, *, name: str, fmt: str | None = None) -> LoadedDocument:
    """Uploaded or pasted bytes as a loaded document (size cap, strict UTF-8, no NUL)."""
    if len(data) > MAX_BYTES:
        raise ClaimsError(f"larger than the {MAX_BYTES // (1024 * 1024)} MiB limit; "
                          "not an announcement?", path=name)
    if not data.strip():
        raise ClaimsError("is empty: paste or upload an announcement", path=name)
    _refuse_binary(data, name)
    return parse_bytes(data, origin=name, content_type=CONTENT_TYPES.get(fmt or ""))


def from_text(text: str, *, fmt: str | None = None, name: str = "pasted text") -> LoadedDocument:
    """Pasted text as a loaded document.

    A browser sends a text area's line breaks as CRLF whatever was pasted; they are
    read as LF, so pasting a file gives the same text, ids and reviews as the file.
    """
    return from_bytes(text.replace("\r\n", "\n").encode("utf-8"), name=name, fmt=fmt)


def from_url(url: str, settings: Settings) -> LoadedDocument:
    """A URL read through the guarded fetcher under the server's policy."""
    url = url.strip()
    if not url.startswith(("http://", "https://")):
        raise ClaimsError("give an http:// or https:// address", path=url or "the URL")
    return load_source(url, fetch_policy=settings.fetch_policy)


def store_origin(loaded: LoadedDocument, report: DocumentReport) -> str:
    """Where the store files a document: its URL, an upload's file name (so the same file
    ingested from the command line is the same document), or a paste by its id."""
    if loaded.url or loaded.origin != "pasted text":
        return loaded.origin
    return f"paste:{report.document.id}:{loaded.origin}"


def vet_and_keep(loaded: LoadedDocument, store: Store, settings: Settings) -> DocumentReport:
    """Vet a loaded document, keep it (records and text) in the store, honour its reviews."""
    report = vet_loaded(loaded, select=settings.select, ignore=settings.ignore)
    store.put_report(report, text_sha256=loaded.sha256, origin=store_origin(loaded, report))
    store.put_text(report.document.id, loaded.text)
    return reviewed(report, by_document(store.reviews(report.document.id)))


def keep(loaded: LoadedDocument, settings: Settings) -> str:
    """Vet and store a document, opening the store itself (it runs in a child process); its id."""
    from claims.store import open_store

    with open_store(settings.db) as store:
        return vet_and_keep(loaded, store, settings).document.id


def vet_only(loaded: LoadedDocument, settings: Settings) -> DocumentReport:
    """Vet a loaded document without keeping it."""
    return vet_loaded(loaded, select=settings.select, ignore=settings.ignore)


def now() -> str:
    """The time now, UTC, to the second (when a review was made)."""
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def stored(store: Store, document_id: str) -> tuple[DocumentReport, str | None, list[Review]]:
    """A stored document with its reviews honoured, its text (if kept) and its review log."""
    item = store.report(document_id)
    if item is None:
        raise LookupError(document_id)
    log = store.reviews(document_id)
    return reviewed(item, by_document(log)), store.text(document_id), log


def record_review(store: Store, document_id: str, key: str, decision: Decision, reason: str) -> int:
    """Store one review of a finding of a stored document; its number in the report."""
    return write_review(store, document_id, key, decision, reason)[0]


def write_review(store: Store, document_id: str, key: str, decision: Decision, reason: str
                 ) -> tuple[int, Review]:
    """Store one review of a finding of a stored document: its number in the report, and
    the review as written (not re-read: another request may have written one since)."""
    item = store.report(document_id)
    if item is None:
        raise LookupError("No document with this id is stored.")
    keys = [finding_key(f) for f in item.findings]
    if key not in keys:
        raise LookupError("This document has no such finding.")
    review = Review(document_id=document_id, finding=key, decision=decision, reason=reason,
                    at=now())
    store.add_review(review)
    return keys.index(key) + 1, review


def listing(store: Store, limit: int) -> list[dict[str, Any]]:
    """The latest stored documents with their figures and open caveats, newest first."""
    log = by_document(store.reviews())
    rows = []
    for item in store.recent_reports(limit):
        decided = standing(log.get(item.document.id, ()))
        open_ = [f for f in item.findings if not f.accepted and finding_key(f) not in decided]
        rows.append({"id": item.document.id, "title": item.document.title or item.path
                     or item.document.id, "path": item.path, "figures": len(item.claims),
                     "findings": len(item.findings), "open": open_,
                     "published": item.document.published_at})
    return rows

"""Reading sources again: a URL live and from its snapshots, a local file, the exact bytes.

`claims verify` and the chain to primary sources read through here, and only
here: a `Read` holds the text as read now, the earlier snapshot it is compared
with, or why it could not be read. A failed read is a value, not an exception,
so the caller decides whether it is a finding or an error; a URL refused by
the fetch policy stays an error (`read_url`) except where the document itself
named it (`read_primary`).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from claims.errors import ClaimsError
from claims.ids import sha256_hex
from claims.load.loaded import LoadedDocument

if TYPE_CHECKING:
    from claims.load.fetch import FetchPolicy


@dataclass(frozen=True)
class Read:
    """A URL or file as read now, the earlier snapshot it is compared with, or why not."""

    location: str
    current: LoadedDocument | None
    reference: LoadedDocument | None = None
    error: str | None = None

    @property
    def shown(self) -> LoadedDocument | None:
        """What there is to show: the text as read now, else its latest snapshot."""
        return self.current or self.reference


def is_url(text: str) -> bool:
    """Whether a location is an http(s) URL."""
    return text.startswith(("http://", "https://"))


def _parse(data: bytes, location: str, url: str | None = None,
           content_type: str | None = None, retrieved_at: str | None = None) -> LoadedDocument:
    """Bytes into a LoadedDocument through the loader every command uses."""
    from claims.load.documents import parse_bytes

    return parse_bytes(data, origin=location, url=url, content_type=content_type,
                       retrieved_at=retrieved_at)


def read_url(url: str, policy: FetchPolicy, recorded: str | None = None) -> Read:
    """Read a URL now; the reference is the snapshot named by `recorded`, else the latest one.

    The reference is looked up before fetching, since a fetch stores a new snapshot.
    A refusal by the fetch policy is raised for the caller; a failed read is not.
    """
    from claims.load.fetch import FetchFailed, fetch

    store = policy.store()
    entry = store.latest(url)
    if recorded and store.has(recorded):
        entry = next((e for e in reversed(store.entries()) if e.sha256 == recorded), entry)
    reference = None
    if entry is not None:
        reference = _parse(store.read(entry.sha256), url, entry.final_url, entry.content_type,
                           entry.retrieved_at)
    try:
        got = fetch(url, policy)
    except FetchFailed as exc:
        return Read(url, None, reference, exc.message)
    current = _parse(got.body, url, got.final_url, got.content_type, got.retrieved_at)
    return Read(url, current, reference)


def read_primary(url: str, policy: FetchPolicy) -> Read:
    """Read a source a document names: a refusal or unreadable bytes there is a failed
    read (reported as a finding), not a failed run."""
    try:
        return read_url(url, policy)
    except ClaimsError as exc:
        return Read(url, None, None, exc.message)


def read_path(path: str) -> Read:
    """Read a local file; a missing or unreadable file is a failed read, not an error."""
    from claims.load.documents import load_source

    try:
        return Read(path, load_source(path))
    except ClaimsError as exc:
        return Read(path, None, None, exc.message)


def read(location: str, policy: FetchPolicy, recorded: str | None = None) -> Read:
    """Read a URL (under the policy, against the snapshot `recorded`) or a local file."""
    return read_url(location, policy, recorded) if is_url(location) else read_path(location)


def source_bytes(loaded: LoadedDocument, policy: FetchPolicy) -> bytes | None:
    """The exact bytes a document was read from: its snapshot, else its file if unchanged."""
    store = policy.store()
    if store.has(loaded.sha256):
        return store.read(loaded.sha256)
    path = Path(loaded.origin)
    with contextlib.suppress(OSError):
        if path.is_file():
            data = path.read_bytes()
            return data if sha256_hex(data) == loaded.sha256 else None
    return None

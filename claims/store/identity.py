"""Which stored document a new sighting is: one document per content and source.

A document's identity is its sha256 and its source: a URL, or the path from the ingested
folder (the folder's own name first, `posts/a.md`), or an upload's file name. Neither
depends on the machine or the working folder, so ingesting the same folder from anywhere,
or uploading a file that was also ingested, finds the stored document and only adds a
sighting (where it was seen). Stores written before this kept absolute paths and
`upload:<id>:<name>` origins; those are matched by content and name, and adopt the
portable origin when next seen (`adopted`), and copies of one text are merged on migration.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from claims.vocabulary.lazy import lazy

_LEGACY_UPLOAD = lazy(r"^(?:upload):doc-[0-9a-f]{16}:(?P<name>.+)$", re.S)
_ABSOLUTE = lazy(r"^(?:/|[A-Za-z]:[\\/])")

Run = Callable[[str, Sequence[Any]], list[tuple[Any, ...]]]
"""Execute one statement with `?` placeholders; its rows (an empty list when none)."""


def is_legacy(origin: str) -> bool:
    """True for an origin only one machine can name: an absolute path or an old upload key."""
    return bool(_ABSOLUTE.match(origin) or _LEGACY_UPLOAD.match(origin))


def _path_of(origin: str) -> str:
    """The path part of an origin (an old upload key's file name); URLs stay whole."""
    upload = _LEGACY_UPLOAD.match(origin)
    return upload.group("name") if upload else origin.replace("\\", "/")


def same_source(stored: str, new: str) -> bool:
    """True when two origins of one text name one source: equal, or one path ends the other
    at a folder boundary (`a.md` uploaded, `posts/a.md` ingested, `/home/x/posts/a.md` old)."""
    if stored == new:
        return True
    if "://" in stored or "://" in new:
        return False
    a, b = _path_of(stored), _path_of(new)
    return a == b or a.endswith("/" + b) or b.endswith("/" + a)


def matching(stored: Iterable[tuple[Any, str]], new: str) -> tuple[Any, str] | None:
    """The first (pk, origin) among documents of the same sha256 that name the same source."""
    return next((row for row in stored if same_source(row[1], new)), None)


def adopted(stored: str, new: str) -> str:
    """The origin a matched document keeps: the portable one when the stored one is not."""
    return new if is_legacy(stored) and not is_legacy(new) else stored


def merge_copies(run: Run) -> int:
    """Migration: fold documents that are one text seen at several places (the same sha256,
    one source by `same_source` or the same file name) into the first stored; each folded
    origin becomes a sighting. Reviews and texts are keyed by document id, the same for
    copies of one text, so nothing a user stored is lost. Returns how many were folded."""
    folded = 0
    shared = run("SELECT sha256 FROM documents GROUP BY sha256 HAVING count(*) > 1", ())
    for (sha,) in shared:
        docs = run("SELECT pk, origin FROM documents WHERE sha256 = ? ORDER BY pk", (sha,))
        kept: list[tuple[Any, str]] = []
        for pk, origin in docs:
            into = next((k for k in kept if same_source(k[1], origin)
                         or _name(k[1]) == _name(origin)), None)
            if into is None:
                kept.append((pk, origin))
                continue
            run("INSERT INTO sightings (origin, sha256, seen_as) SELECT ?, ?, seen_as "
                "FROM sightings WHERE origin = ? AND sha256 = ? "
                "AND seen_as NOT IN (SELECT seen_as FROM sightings WHERE origin = ? "
                "AND sha256 = ?)", (into[1], sha, origin, sha, into[1], sha))
            run("DELETE FROM sightings WHERE origin = ? AND sha256 = ?", (origin, sha))
            run("DELETE FROM documents WHERE pk = ?", (pk,))
            folded += 1
    return folded


def _name(origin: str) -> str:
    """The file name at the end of an origin's path."""
    return _path_of(origin).rsplit("/", 1)[-1]

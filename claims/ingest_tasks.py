"""What `claims ingest` reads: tasks from paths, folders, URL lists and JSON Lines records.

Discovery never reads a document; it only names each one (or says why it cannot be
read), so a bad source becomes one failed task and the run goes on.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from claims.errors import ClaimsError
from claims.load.folders import NONE_FOUND, announcements_in

# JSON Lines `format` values -> the content type the loader understands.
FORMATS = {"markdown": "text/markdown", "md": "text/markdown", "html": "text/html",
           "htm": "text/html", "text": "text/plain", "txt": "text/plain"}


@dataclass(frozen=True)
class Task:
    """One document to ingest: a path, a URL, or a JSON Lines record's fields."""

    origin: str
    path: str | None = None
    url: str | None = None
    text: str | None = None
    format: str | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)
    error: str | None = None
    # Where this copy is (an absolute path): a sighting; `origin` is what names the source.
    seen_as: str | None = None


def _is_url(text: str) -> bool:
    """True for an http(s) URL."""
    return text.startswith(("http://", "https://"))


def _from_path(source: str) -> Iterator[Task]:
    """Tasks for a file, or every file with a known extension under a folder, in name order."""
    path = Path(source)
    if path.is_dir():
        found = announcements_in(path)
        if not found:
            yield Task(origin=source, error=NONE_FOUND)
        root = path.resolve()
        for one in found:
            yield Task(origin=portable_origin(one, root), path=str(one),
                       seen_as=str(one.resolve()))
    elif path.is_file():
        yield Task(origin=portable_origin(path, path.resolve().parent), path=str(path),
                   seen_as=str(path.resolve()))
    else:
        yield Task(origin=source, error="no such file or folder")


def portable_origin(file: Path, root: Path) -> str:
    """A file's name as the same on every machine: its path from the ingested folder, that
    folder's own name first (`posts/a.md`), in `/` form, whatever the working folder."""
    relative = file.resolve().relative_to(root).as_posix()
    return f"{root.name}/{relative}" if root.name else relative


def _record_problem(record: Mapping[str, Any], metadata: object) -> str | None:
    """What is wrong with one JSON Lines record, or None; a record without text is fetched."""
    text, url, fmt = record.get("text"), record.get("url"), record.get("format")
    if text is None and url is None:
        return "needs text or url"
    if text is not None and not isinstance(text, str):
        return "`text` must be a string"
    if not isinstance(metadata, dict):
        return "`metadata` must be an object"
    if not all(v is None or isinstance(v, str) for v in (record.get("id"), url, fmt)):
        return "`id`, `url` and `format` must be strings"
    if fmt is not None and fmt.lower() not in FORMATS and "/" not in fmt:
        return f"unknown format {fmt!r} (markdown, html or text)"
    return None


def jsonl_tasks(stream: Iterable[str], name: str = "<stdin>") -> Iterator[Task]:
    """Tasks from JSON Lines: one `{"id", "url", "text", "format", "metadata"}` per line."""
    for number, line in enumerate(stream, start=1):
        if not line.strip():
            continue
        where = f"{name}:{number}"
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            yield Task(origin=where, error=f"invalid JSON at column {exc.colno}: {exc.msg}")
            continue
        if not isinstance(record, dict):
            yield Task(origin=where, error="a line must be a JSON object")
            continue
        text, url, ident = record.get("text"), record.get("url"), record.get("id")
        metadata = record.get("metadata") or {}
        problem = _record_problem(record, metadata)
        fmt = record.get("format")
        if problem:
            yield Task(origin=str(ident or url or where), error=problem)
            continue
        yield Task(origin=str(ident or url or where), url=url, text=text, format=fmt,
                   metadata=metadata)


def url_list(path: str) -> Iterator[Task]:
    """Tasks from a file of URLs or paths, one a line; blank lines and `#` comments skipped."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise ClaimsError(f"cannot read the list: {exc}", path) from None
    for line in lines:
        entry = line.strip()
        if entry and not entry.startswith("#"):
            yield from (iter([Task(origin=entry, url=entry)]) if _is_url(entry)
                        else _from_path(entry))


def discover(sources: Sequence[str], *, lists: Sequence[str] = (),
             stdin: IO[str] | None = None) -> Iterator[Task]:
    """Every task named by the sources (`-` reads JSON Lines from stdin) and the URL lists."""
    for source in sources:
        if source == "-":
            if stdin is None:
                raise ClaimsError("`-` given but there is no standard input")
            yield from jsonl_tasks(stdin)
        elif _is_url(source):
            yield Task(origin=source, url=source)
        else:
            yield from _from_path(source)
    for listed in lists:
        yield from url_list(listed)

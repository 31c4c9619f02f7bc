"""Which files are announcements: the one rule that `ingest`, `vet` and `check` share."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from claims.errors import ClaimsError

# Announcement files a folder is searched for (recursively); claim files are named one by one.
EXTENSIONS = (".md", ".markdown", ".html", ".htm", ".txt")
NONE_FOUND = f"no {', '.join(EXTENSIONS)} files in this folder (name claim files one by one)"
EMPTY_FOLDER = f"a folder without announcements (no {', '.join(EXTENSIONS)} files in it)"


def is_announcement(name: str) -> bool:
    """True when a file name has an announcement extension (Markdown, HTML or text)."""
    return Path(name).suffix.lower() in EXTENSIONS


def announcements_in(folder: Path) -> list[Path]:
    """Every announcement file under `folder`, recursively, in path order."""
    return sorted(p for p in folder.rglob("*") if p.is_file() and is_announcement(p.name))


def expand(sources: Iterable[str]) -> Iterator[str | ClaimsError]:
    """Each source as given, a folder replaced by its announcements (or an error if it has
    none); URLs and `-` pass through untouched."""
    for source in sources:
        if source == "-" or "://" in source or not Path(source).is_dir():
            yield source
            continue
        found = announcements_in(Path(source))
        if not found:
            yield ClaimsError(EMPTY_FOLDER, path=source)
        yield from (str(path) for path in found)

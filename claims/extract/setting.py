"""The document's own setting, from the loaded source and its front matter: title, url,
publisher, date, the parties it is about, and the chain to its primary sources."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import urlsplit

from claims.extract.records.placed import Setting
from claims.extract.text.blocks import Block
from claims.loaded import LoadedDocument
from claims.model import Independence


def parties(meta: Mapping[str, Any]) -> tuple[str, ...]:
    """Who the document is about or published by, as its front matter names them: a
    measurer among them is the document's own party, anyone else an outside one. A
    publisher guessed from the URL's host name is no such name, so it is left out."""
    publisher = _str(meta.get("publisher")) or _str(meta.get("site_name"))
    return (*strings(meta.get("entities")), *([publisher] if publisher else []))


def setting(loaded: LoadedDocument, meta: Mapping[str, Any], independence: Independence,
             who: str | None, cached: bool | None, all_blocks: Sequence[Block],
             parties: tuple[str, ...]) -> Setting:
    """Document-wide provenance from the loaded source and its front matter."""
    title = _str(meta.get("title")) or next(
        (" ".join(b.scan.split()) for b in all_blocks if b.kind == "heading" and b.level == 1),
        None)
    url = loaded.url or _str(meta.get("url")) or _str(meta.get("canonical_url")) \
        or _str(meta.get("markdown_url"))
    sources = strings(meta.get("source_urls")) or strings(meta.get("source_url"))
    publisher = _str(meta.get("publisher")) or _str(meta.get("site_name"))
    if publisher is None and url and "://" in url:
        publisher = urlsplit(url).hostname
    published = _str(meta.get("published_at")) or _str(meta.get("date")) \
        or _str(meta.get("published"))
    return Setting(url=url, title=title, publisher=publisher, published_at=published,
                   retrieved_at=loaded.retrieved_at, sha256=loaded.sha256,
                   independence=independence, measured_by=who, cached_tokens=cached,
                   parties=parties,
                   derived_from=tuple(s for s in sources if s != url))


def _str(value: object) -> str | None:
    """A front-matter scalar as a string, or None."""
    if value is None or isinstance(value, (dict, list)):
        return None
    text = str(value).strip()
    return text or None


def strings(value: object) -> list[str]:
    """A front-matter list (or single value) as strings."""
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value if v is not None and not isinstance(v, (dict, list))]
    return [str(value)] if not isinstance(value, dict) else []


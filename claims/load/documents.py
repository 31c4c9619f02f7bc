"""Loading announcements: Markdown (with YAML front matter), HTML and plain text.

A source is a path, `-` (standard input) or an http(s) URL. The result is a
`LoadedDocument` whose `text` is what claim spans index into: for Markdown and
plain text the decoded file exactly as read (front matter included); for HTML a
Markdown-shaped rendering of the article text (scripts, styles and navigation
dropped), so one extractor serves every format.

Choices: inputs over `MAX_BYTES` are refused with a clear error (never read
whole into memory); bytes that are not valid UTF-8 (or the charset an HTML page
declares) are refused with the byte offset and line, rather than silently
replaced, because spans and quotes must be exact.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from claims.errors import ClaimsError
from claims.ids import sha256_hex
from claims.load.front_matter import fenced, toml_front_matter
from claims.load.loaded import LoadedDocument
from claims.vocabulary.lazy import lazy

MAX_BYTES = 16 * 1024 * 1024
"""Largest announcement accepted, in bytes (real posts are well under 1 MB)."""
MAX_FRONT_MATTER_VALUES = 100_000
"""Values front matter may expand to through YAML aliases."""

_MARKDOWN_EXT = {".md", ".markdown", ".mdown", ".mkd"}
_HTML_EXT = {".html", ".htm", ".xhtml"}
_TEXT_EXT = {".txt", ".text"}
_FRONT_CLOSE = lazy(r"^(?:---|\.\.\.)[ \t]*\r?$", re.M)
# Read over the page's first bytes decoded as Latin-1 (one character per byte), ASCII-only.
_CHARSET = lazy(r"""<meta[^>]+charset=["']?([A-Za-z0-9_.:-]+)""", re.I | re.A)
_SCHEME = lazy(r"^([A-Za-z][A-Za-z0-9+.-]*)://")


def load_source(source: str, *, fetch_policy: object | None = None) -> LoadedDocument:
    """Read a path, `-` (stdin) or an http(s) URL into a LoadedDocument."""
    if source.startswith(("http://", "https://")):
        return _load_url(source, fetch_policy)
    if source == "-":
        data = sys.stdin.buffer.read(MAX_BYTES + 1)
        _check_size(len(data), "-")
        return parse_bytes(data, origin="-")
    path = Path(source)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        scheme = _SCHEME.match(source)
        if scheme:
            raise ClaimsError(f"unsupported scheme {scheme.group(1)!r}: only http and https "
                              "URLs can be read (or a path, or - for stdin)",
                              path=source) from None
        raise ClaimsError("no such file", path=source) from None
    except OSError as exc:
        raise ClaimsError(f"cannot read: {exc.strerror or exc}", path=source) from None
    if path.is_dir():
        raise ClaimsError("is a directory, not an announcement", path=source)
    _check_size(size, source)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ClaimsError(f"cannot read: {exc.strerror or exc}", path=source) from None
    return parse_bytes(data, origin=source)


def parse_bytes(data: bytes, *, origin: str, url: str | None = None,
                content_type: str | None = None,
                retrieved_at: str | None = None) -> LoadedDocument:
    """Decode and parse bytes into a LoadedDocument; the format is sniffed."""
    _check_size(len(data), origin)
    _check_text(data, origin)
    fmt = sniff_format(data, origin=origin, url=url, content_type=content_type)
    text = _decode(data, origin, content_type if fmt == "html" else None, fmt == "html")
    digest = sha256_hex(data)
    if fmt == "html":
        from claims.load.html_text import html_to_text  # the HTML parser only for a page

        page = html_to_text(text)
        meta = {k: v for k, v in page.metadata.items() if v}
        return LoadedDocument(text=page.text, format="html", sha256=digest, origin=origin,
                              url=url, retrieved_at=retrieved_at, metadata=meta)
    metadata: Mapping[str, Any] = {}
    body_offset, body_line = 0, 1
    if fmt == "markdown":
        metadata, body_offset, body_line = (toml_front_matter(text, origin)
                                            or _front_matter(text, origin))
    return LoadedDocument(text=text, format=fmt, sha256=digest, origin=origin, url=url,
                          retrieved_at=retrieved_at, metadata=metadata,
                          body_offset=body_offset, body_line=body_line)


def sniff_format(data: bytes, *, origin: str, url: str | None = None,
                 content_type: str | None = None) -> str:
    """`markdown`, `html` or `text`, from content type, then extension, then content."""
    kind = (content_type or "").split(";")[0].strip().lower()
    if kind in ("text/html", "application/xhtml+xml"):
        return "html"
    if kind in ("text/markdown", "text/x-markdown"):
        return "markdown"
    for name in (origin, url or ""):
        ext = os.path.splitext(name.split("?")[0].split("#")[0])[1].lower()
        if ext in _HTML_EXT:
            return "html"
        if ext in _MARKDOWN_EXT:
            return "markdown"
        if ext in _TEXT_EXT:
            return "text"
    head = data[:512].lstrip().lower()
    if head.startswith((b"<!doctype html", b"<html", b"<?xml")) or b"<body" in head:
        return "html"
    if kind == "text/plain":
        return "text"
    return "markdown"


def _check_size(size: int, origin: str) -> None:
    """Refuse inputs over the size cap, naming both sizes."""
    if size > MAX_BYTES:
        raise ClaimsError(f"input is larger than the {MAX_BYTES // (1024 * 1024)} MiB limit "
                          f"({size / (1024 * 1024):.1f} MiB or more); not an announcement?",
                          path=origin)


def _check_text(data: bytes, origin: str) -> None:
    """Refuse binary content: a NUL byte never stands in a text announcement."""
    nul = data.find(b"\x00")
    if nul >= 0:
        line = data.count(b"\n", 0, nul) + 1
        raise ClaimsError(f"not a text file: NUL byte at byte offset {nul}", path=origin,
                          line=line)


def _decode(data: bytes, origin: str, content_type: str | None, html: bool) -> str:
    """Decode strictly: UTF-8 (BOM dropped), or the charset an HTML page declares."""
    codec = "utf-8-sig"
    declared = None
    if content_type and "charset=" in content_type.lower():
        declared = content_type.lower().split("charset=")[1].split(";")[0].strip(" \"'")
    elif html:
        found = _CHARSET.search(data[:4096].decode("latin-1"))
        declared = found.group(1).lower() if found else None
    if declared and declared.replace("_", "-") not in ("utf-8", "utf8"):
        codec = declared
    try:
        return data.decode(codec)
    except LookupError:
        raise ClaimsError(f"unknown character set {declared!r}", path=origin) from None
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        name = codec.replace("-sig", "").upper()
        raise ClaimsError(f"not valid {name}: byte 0x{data[exc.start]:02x} at byte offset "
                          f"{exc.start}", path=origin, line=line) from None


def _front_matter(text: str, origin: str) -> tuple[Mapping[str, Any], int, int]:
    """Parse a leading `---` YAML block; return (metadata, body offset, body line).

    The block goes through the same guarded reader as claim files: alias bombs,
    deep nesting, unknown tags, duplicate keys, numbers that are not finite and
    dates that do not exist are refused with one line naming the place.
    """
    found = fenced(text, "---", _FRONT_CLOSE, origin)
    if found is None:
        return {}, 0, 1
    from claims.method_cache import kept_methods
    from claims.vocabulary.pattern_cache import kept_compiles

    # YAML is read only where a document has front matter. Its reader compiles patterns as
    # it loads (one a class of most of Unicode, milliseconds to compile), so they and the
    # reader's dataclass methods come from the kept tables, as a command's own imports do.
    with kept_methods(), kept_compiles():
        from claims.load import safe_yaml

    try:
        built = safe_yaml.build(found.block, origin, line_offset=1, dates="iso",
                                max_values=MAX_FRONT_MATTER_VALUES,
                                label="front matter is not valid YAML", what="front matter")
    except ClaimsError as exc:
        if exc.message.startswith("front matter"):
            raise
        raise ClaimsError(f"front matter: {exc.message}", path=origin, line=exc.line,
                          column=exc.column) from None
    if built.problems:
        problem = min(built.problems)
        raise ClaimsError(f"front matter: {problem.message}", path=origin, line=problem.line,
                          column=problem.column)
    meta = {} if built.data is None else built.data
    if not isinstance(meta, dict):
        raise ClaimsError("front matter must be a mapping of fields", path=origin, line=2)
    return meta, found.body_offset, found.body_line


def _load_url(url: str, fetch_policy: object | None) -> LoadedDocument:
    """Fetch a URL through the project's fetcher and parse what came back."""
    try:
        from claims.load import fetch as fetching
    except ImportError:
        raise ClaimsError("fetching URLs is not available in this build", path=url) from None
    policy = fetch_policy if fetch_policy is not None else fetching.FetchPolicy()
    got = fetching.fetch(url, policy)  # type: ignore[arg-type]
    return parse_bytes(got.body, origin=url, url=got.final_url or url,
                       content_type=got.content_type, retrieved_at=got.retrieved_at)

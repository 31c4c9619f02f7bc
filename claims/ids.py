"""Content-derived identifiers: the same input gives the same id on every machine."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from claims import digest


def _digest(*parts: str) -> str:
    """Hash the parts, joined by a separator no part contains, to 16 hex digits."""
    joined = "\x1f".join(parts)
    return digest.sha256_hex(joined.encode("utf-8"))[:16]


def number_key(value: float) -> str:
    """A stable text form of a number, so 1700000 and 1.7e6 hash alike."""
    return format(float(value), ".12g")


def claim_id(source: Mapping[str, Any], value: float, unit: str) -> str:
    """Id of a claim: its source's sha256 (or url), the quote's span or text, value and unit."""
    span = source.get("span") or {}
    # A span of the wrong type is validation's to report (with its line); derive from the quote.
    span = span if isinstance(span, Mapping) else {}
    where = f"{span.get('start')}-{span.get('end')}" if span else str(source.get("quote", ""))
    origin = str(source.get("sha256") or source.get("url") or "")
    return "clm-" + _digest(origin, where, number_key(value), unit)


def document_id(sha256: str | None, url: str | None, title: str | None) -> str:
    """Id of a document: the hash of its bytes when known, else its url or title."""
    return "doc-" + _digest(sha256 or "", "" if sha256 else (url or title or ""))


def sha256_hex(data: bytes) -> str:
    """The sha256 of exact bytes, as lowercase hex."""
    return digest.sha256_hex(data)

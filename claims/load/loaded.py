"""A source as read: the exact text that spans point into, and where it came from."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class LoadedDocument:
    """The text of one announcement and its identity, before extraction.

    `text` is what claim spans index into (for HTML, the article text drawn from
    the page); `sha256` is of the exact bytes read, so it names the snapshot.
    """

    text: str
    format: str
    sha256: str
    origin: str
    url: str | None = None
    retrieved_at: str | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)
    body_offset: int = 0
    body_line: int = 1

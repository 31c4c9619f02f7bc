"""Vetting a Markdown text of a test's own through the whole pipeline, as `claims vet` does."""

from __future__ import annotations

from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded


def vet(text: str, front: str = "") -> DocumentReport:
    """`claims vet` on a Markdown text under a heading, with optional front-matter lines."""
    head = f"---\n{front}---\n\n" if front else ""
    return vet_loaded(parse_bytes(f"{head}# Notes\n\n{text}\n".encode(), origin="t.md"))


def rules(text: str, front: str = "") -> set[str]:
    """The rules raised on a text."""
    return {f.rule for f in vet(text, front).findings}

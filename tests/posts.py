"""Announcements written for the compare tests: a Markdown post with front matter, and its
claims by value."""

from __future__ import annotations

from claims.extract import extract
from claims.load.documents import parse_bytes
from claims.model import Claim


def post(title: str, publisher: str, body: str) -> str:
    """A Markdown announcement with front matter."""
    return (f'---\ntitle: "{title}"\npublisher: {publisher}\n'
            f'url: https://{publisher.lower()}.example/post\npublished_at: 2026-04-01\n---\n\n'
            f'{body}')


def claims_by_value(text: str, name: str) -> dict[float, Claim]:
    """Each claim of a Markdown document by its value."""
    return {c.value: c for c in extract(parse_bytes(text.encode(), origin=name))[1]}

"""How big a report must be before it is rendered: its quotes, each written out in full.

JSON and HTML reports carry every claim's quote, its mentions and each finding's
evidence whole; their characters are a lower bound of the bytes written, so a
report that cannot fit under the size limit is refused before it costs memory.
The text and Markdown reports clip quotes, so their size follows the count of
figures and is checked once rendered.
"""

from __future__ import annotations

from collections.abc import Iterable

from claims.model import Claim, Report

FULL_QUOTES = ("json", "html", "yaml")


def quoted_size(claims: Iterable[Claim]) -> int:
    """Characters of the claims' quotes and mentions: written whole in every claim record."""
    return sum(len(c.source.quote) + sum(len(m.text) for m in c.mentions) for c in claims)


def least_size(report: Report, fmt: str) -> int:
    """A lower bound of the rendered report's size in bytes (0 when quotes are clipped)."""
    if fmt not in FULL_QUOTES:
        return 0
    claims = quoted_size(c for item in report.documents for c in item.claims)
    evidence = sum(len(q.text) for item in report.documents for f in item.findings
                   for q in f.evidence)
    return claims + evidence

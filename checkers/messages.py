"""Helpers for writing findings' messages: numbers, counts, figures, digests.

Rule bodies write their messages with these; numbers and counts are written
the way the reports write them (`claims.wording`), so a figure reads the same
in a message and in the table beside it.
"""

from __future__ import annotations

from claims.model import Claim
from claims.wording import format_number, plural

__all__ = ["figure", "format_number", "plural", "short_sha256"]


def figure(claim: Claim) -> str:
    """A claim's recorded figure as its canonical value and unit ("1,700,000 tokens/s")."""
    return f"{format_number(claim.value)} {claim.unit}"


def short_sha256(sha256: str | None) -> str:
    """The first 12 hex digits of a sha256 ("none" when there is none)."""
    return (sha256 or "none")[:12]

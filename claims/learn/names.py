"""Names as sets of tokens, so that a gold name ("H100") matches a candidate the text spells
longer ("NVIDIA H100 SXM"): the scorer's rule, shared by alignment, training and the bench."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

_TOKEN = lazy(r"[a-z0-9]+(?:\.[0-9]+)?")


def tokens(name: str | None) -> frozenset[str]:
    """A name as a set of lower-case tokens ("NVIDIA H100 SXM" -> {nvidia, h100, sxm})."""
    return frozenset(_TOKEN.findall((name or "").lower()))


def same_name(found: str | None, gold: str | None) -> bool:
    """True when one name holds every token of the other (both non-empty)."""
    a, b = tokens(found), tokens(gold)
    return bool(a) and bool(b) and (a <= b or b <= a)


def key(name: str) -> str:
    """The grouping key of a name: its tokens in text order, space-joined."""
    return " ".join(_TOKEN.findall(name.lower()))

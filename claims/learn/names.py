"""Names as sets of tokens, so that a gold name ("H100") matches a candidate the text spells
longer ("NVIDIA H100 SXM"): the scorer's rule, shared by alignment, training and the bench."""

from __future__ import annotations

from claims.vocabulary.lazy import lazy

_TOKEN = lazy(r"[a-z0-9]+(?:\.[0-9]+)?")


def tokens(name: str | None) -> frozenset[str]:
    """A name as a set of lower-case tokens ("NVIDIA H100 SXM" -> {nvidia, h100, sxm})."""
    return frozenset(_TOKEN.findall((name or "").lower()))


def same_name(found: str | None, gold: str | None) -> bool:
    """True when one name holds every token of the other (both non-empty), two neighbours
    written apart counting as the other's one token ("Digital Ocean" and "DigitalOcean")."""
    a, b = tokens(found), tokens(gold)
    if not a or not b:
        return False
    if a <= b or b <= a:
        return True
    if len(a) == 1 and len(b) == 1:  # one word each: no neighbours to join
        return False
    a, b = _merged(found, b), _merged(gold, a)
    return a <= b or b <= a


def _merged(name: str | None, other: frozenset[str]) -> frozenset[str]:
    """A name's tokens with each pair of neighbours the other name writes as one joined."""
    found, kept, i = _TOKEN.findall((name or "").lower()), [], 0
    while i < len(found):
        if i + 1 < len(found) and found[i] + found[i + 1] in other:
            kept.append(found[i] + found[i + 1])
            i += 2
        else:
            kept.append(found[i])
            i += 1
    return frozenset(kept)


def key(name: str) -> str:
    """The grouping key of a name: its tokens in text order, space-joined."""
    return " ".join(_TOKEN.findall(name.lower()))

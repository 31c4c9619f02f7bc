"""The same figure cited twice: one measurement repeated by a later document, not a comparison.

Two figures are one measurement stated twice when they carry the same value in
the same unit, on the same basis, with no blocking difference of conditions,
and the later document names the earlier one's publisher (or links its
address) in the figure's own sentence, or lists it as its source. Setting such
a pair side by side as "comparable, 1.00x" would count one measurement as two.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace
from urllib.parse import urlsplit

from claims.compare.align import Difference
from claims.compare.verdict import Pair, Verdict, judge
from claims.model import Claim
from claims.vocabulary.lazy import lazy

_WORD = lazy(r"[A-Za-z][\w.-]{2,}")
# Words too common in a publisher's name to stand for it ("the", "team", "blog").
_GENERIC = frozenset({"the", "team", "blog", "inc", "inc.", "labs", "news", "newsroom", "ai",
                      "org", "corp", "research", "engineering", "official"})


def _names(claim: Claim) -> list[str]:
    """How a later text may name this claim's source: its publisher's words, its host."""
    s = claim.source
    words = [w.casefold() for w in _WORD.findall(s.publisher or "")]
    out = [w for w in words if w not in _GENERIC]
    host = urlsplit(s.url).hostname if s.url else None
    if host:
        out.append(host.removeprefix("www.").casefold())
    return out


def cites(later: Claim, earlier: Claim) -> bool:
    """True when `later` comes after `earlier` and names the earlier source: in the figure's
    sentence, or as a source it says it is derived from (front matter's `source_url`)."""
    a, b = earlier.source.published_at, later.source.published_at
    if a is None or b is None or str(b) <= str(a):
        return False
    if earlier.source.url and earlier.source.url in later.derived_from:
        return True
    quote = later.source.quote.casefold()
    return any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", quote) for n in _names(earlier))


def _same_value(a: Claim, b: Claim) -> bool:
    """One value in one unit, on one basis."""
    return (a.value, a.value_max, a.unit, a.per) == (b.value, b.value_max, b.unit, b.per)


def citation(a: Claim, b: Claim) -> Pair | None:
    """The pair (original, copy) as a citation, or None when the two are not one figure."""
    if not _same_value(a, b):
        return None
    original, copy = (a, b) if cites(b, a) else (b, a) if cites(a, b) else (None, None)
    if original is None or copy is None:
        return None
    judged = judge(original, copy)
    if any(d.blocking for d in judged.differences):
        return None
    return replace(judged, verdict=Verdict.cited, ratio=None, better=None)


def citations(claims: Sequence[Claim]) -> list[Pair]:
    """Every citation among `claims`, found by value (never all pairs)."""
    by_value: dict[tuple[float, str], list[Claim]] = {}
    for claim in claims:
        by_value.setdefault((claim.value, claim.unit), []).append(claim)
    out = []
    for group in by_value.values():
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                found = citation(a, b)
                if found is not None:
                    out.append(found)
    return out


def mark_copies(pairs: Iterable[Pair], cited: Sequence[Pair]) -> list[Pair]:
    """Pairs that set a cited copy beside a third figure are refused: compare the original."""
    originals = {c.right.id: c.left for c in cited}
    twins = {frozenset((c.left.id, c.right.id)) for c in cited}
    out = []
    for p in pairs:
        if frozenset((p.left.id, p.right.id)) in twins:
            continue
        side = "left" if p.left.id in originals else "right" if p.right.id in originals else ""
        if not side:
            out.append(p)
            continue
        original = originals[p.left.id if side == "left" else p.right.id]
        text = f"cites {original.source.title or original.source.url or original.id}"
        why = Difference("evidence", "cited figure", text if side == "left" else None,
                         text if side == "right" else None, True)
        out.append(replace(p, verdict=Verdict.not_comparable, ratio=None, better=None,
                           differences=(why, *p.differences)))
    return out

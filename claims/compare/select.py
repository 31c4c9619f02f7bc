"""Which pairs a comparison looks at: admitted figures of one class, across sources by default.

Figures that may not be compared at all are listed once, with the reason,
rather than paired with every other figure. Pairs inside one document are left
out unless asked for (`within`): a buyer compares vendors, not a post with itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from claims.compare.admit import klass_name, refusal
from claims.compare.align import fold
from claims.compare.verdict import Pair, judge
from claims.model import Claim


@dataclass(frozen=True)
class Refused:
    """A figure that is compared with nothing, and why."""

    claim: Claim
    reason: str


@dataclass(frozen=True)
class Comparison:
    """The answer: comparable pairs, blocked pairs (most important first), refused figures."""

    comparable: tuple[Pair, ...]
    blocked: tuple[Pair, ...]
    refused: tuple[Refused, ...]
    documents: tuple[str, ...]
    within: bool = False
    totals: Mapping[str, int] = field(default_factory=dict)
    admitted: tuple[Claim, ...] = ()


def document_key(claim: Claim) -> str:
    """What identifies a claim's document: its bytes' digest, else its url, title or claim id."""
    s = claim.source
    return s.sha256 or s.url or s.title or claim.id


def _richness(claim: Claim) -> int:
    """How many conditions a claim states: the better of two records of one figure."""
    return sum(v not in (None, (), False) for v in claim.conditions.model_dump().values())


def distinct(claims: Iterable[Claim]) -> list[Claim]:
    """One record per figure and document: a figure repeated in the title and the body is one."""
    best: dict[tuple[object, ...], Claim] = {}
    for claim in claims:
        key = (document_key(claim), claim.metric, claim.unit, claim.value, claim.per,
               claim.statistic)
        kept = best.get(key)
        if kept is None or _richness(claim) > _richness(kept):
            best[key] = claim
    return sorted(best.values(), key=_position)


def _position(claim: Claim) -> tuple[str, int, int, str]:
    """Document, line, offset, id: the reading order."""
    span = claim.source.span.start if claim.source.span else 0
    return (document_key(claim), claim.source.line or 0, span, claim.id)


def _importance(p: Pair) -> tuple[int, int, int, str, str, str]:
    """Blocked pairs closest to comparable first: fewest blocking reasons, exact figures before
    round ones ("one million"), fewest differences, then a stable order."""
    rough = p.left.approximate + p.right.approximate + (p.left.value_text or "").isalpha() + \
        (p.right.value_text or "").replace(" ", "").isalpha()
    return (len(p.reasons), rough, len(p.differences), klass_name(p.left), p.left.id, p.right.id)


def _order(p: Pair) -> tuple[str, str, str, str, str]:
    """Comparable pairs by class and unit, then reading order."""
    return (klass_name(p.left), p.left_value.label(), _position(p.left)[0], p.left.id,
            p.right.id)


def _subject(claim: Claim) -> str | None:
    """The stated benchmark or model, folded: what two figures of different classes may share."""
    return fold(claim.conditions.workload) or fold(claim.conditions.model)


def _related(a: str | None, b: str | None) -> bool:
    """True when two subjects name one benchmark or model, one perhaps a variant of the other."""
    if not a or not b:
        return False
    short, long = sorted((a, b), key=len)
    return len(short) >= 4 and long.startswith(short)


def pairs_of(claims: Sequence[Claim], *, within: bool) -> Iterable[tuple[Claim, Claim]]:
    """Pairs worth judging: admitted claims of one class, and of two classes that name the same
    benchmark or model (the buyer's temptation: QphDS against seconds on TPC-DS), across
    documents (and inside one, if `within`)."""
    for i, left in enumerate(claims):
        for right in claims[i + 1:]:
            if not within and document_key(left) == document_key(right):
                continue
            if klass_name(left) == klass_name(right) or _related(_subject(left), _subject(right)):
                yield left, right


def compare_claims(claims: Iterable[Claim], *, within: bool = False) -> Comparison:
    """Compare a set of claims held in memory."""
    given = list(claims)
    docs = tuple(dict.fromkeys(document_key(c) for c in given))
    order = {key: i for i, key in enumerate(docs)}
    kept = sorted(distinct(given), key=lambda c: (order[document_key(c)], _position(c)))
    admitted = [c for c in kept if refusal(c) is None]
    refused = tuple(Refused(c, refusal(c) or "") for c in kept if refusal(c) is not None)
    judged = [judge(a, b) for a, b in pairs_of(admitted, within=within)]
    comparable = tuple(sorted((p for p in judged if p.comparable), key=_order))
    blocked = tuple(sorted((p for p in judged if not p.comparable), key=_importance))
    return Comparison(comparable, blocked, refused, docs, within,
                      {"claims": len(kept), "admitted": len(admitted),
                       "comparable": len(comparable), "blocked": len(blocked),
                       "refused": len(refused)}, tuple(admitted))

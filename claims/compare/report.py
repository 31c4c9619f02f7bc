"""The comparison as a record: what `claims compare --format json` prints, with its JSON Schema.

Frozen pydantic models, so `schemas/comparison.schema.json` is generated from
the same code that writes the output (`claims schema --write`).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from claims.compare.admit import klass_name
from claims.compare.normalise import Normalised
from claims.compare.select import Comparison
from claims.compare.verdict import Pair
from claims.compare.views import by_reason, refused_by_reason
from claims.model import SCHEMA_VERSION, Claim


class _Value(BaseModel):
    """Base for the output records: frozen, unknown fields are errors."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Side(_Value):
    """One figure of a pair: where it was read, as stated, and as normalised."""

    claim_id: str
    document: str | None
    publisher: str | None
    line: int | None
    quote: str
    metric: str
    value: float
    unit: str
    per: str | None
    statistic: str | None
    normalised_value: float
    normalised_unit: str
    basis: str
    derivation: str | None


class DifferenceOut(_Value):
    """One condition that differs; `null` on a side means the text does not state it."""

    reason: str
    condition: str
    left: str | None
    right: str | None
    blocking: bool


class PairOut(_Value):
    """Two figures, the verdict, the ratio (left / right) and which side is better."""

    verdict: str
    metric_class: str
    ratio: float | None
    better: str | None
    blocking: tuple[str, ...]
    left: Side
    right: Side
    differences: tuple[DifferenceOut, ...]


class BlockedGroup(_Value):
    """Not comparable pairs that share their first blocking reason; `pairs` may be capped."""

    reason: str
    count: int
    pairs: tuple[PairOut, ...]


class RefusedOut(_Value):
    """A figure compared with nothing, and why."""

    reason: str
    figure: Side


class ComparisonReport(_Value):
    """What `claims compare --format json` prints."""

    schema_version: str = SCHEMA_VERSION
    tool: str = "claims"
    within_documents: bool
    documents: tuple[str, ...]
    totals: dict[str, int]
    comparable: tuple[PairOut, ...]
    blocked: tuple[BlockedGroup, ...]
    refused: tuple[RefusedOut, ...]


def side(claim: Claim, value: Normalised) -> Side:
    """One figure as a record."""
    s = claim.source
    return Side(claim_id=claim.id, document=s.title or s.url, publisher=s.publisher, line=s.line,
                quote=s.quote, metric=claim.metric, value=claim.value, unit=claim.unit,
                per=claim.per.value if claim.per else None,
                statistic=claim.statistic.value if claim.statistic else None,
                normalised_value=value.value, normalised_unit=value.unit, basis=value.basis,
                derivation=value.derivation)


def pair_out(p: Pair) -> PairOut:
    """A pair as a record."""
    return PairOut(verdict=p.verdict.value, metric_class=klass_name(p.left), ratio=p.ratio,
                   better=p.better, blocking=p.reasons,
                   left=side(p.left, p.left_value), right=side(p.right, p.right_value),
                   differences=tuple(DifferenceOut(reason=d.reason, condition=d.condition,
                                                   left=d.left, right=d.right,
                                                   blocking=d.blocking)
                                     for d in p.differences))


def to_report(comparison: Comparison, *, max_pairs: int | None = None) -> ComparisonReport:
    """The comparison as a record; `max_pairs` caps the pairs kept in each blocked group."""
    from claims.compare.normalise import normalise

    groups = tuple(BlockedGroup(reason=reason, count=len(pairs),
                                pairs=tuple(pair_out(p) for p in pairs[:max_pairs]))
                   for reason, pairs in by_reason(comparison.blocked).items())
    refused = tuple(RefusedOut(reason=reason, figure=side(r.claim, normalise(r.claim)))
                    for reason, items in refused_by_reason(comparison.refused).items()
                    for r in items)
    return ComparisonReport(within_documents=comparison.within, documents=comparison.documents,
                            totals=dict(comparison.totals),
                            comparable=tuple(pair_out(p) for p in comparison.comparable),
                            blocked=groups, refused=refused)

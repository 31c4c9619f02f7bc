"""The comparison as a record: what `claims compare --format json` prints, with its JSON Schema.

Frozen pydantic models, so `schemas/comparison.schema.json` is generated from
the same code that writes the output (`claims schema --write`).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from claims.compare import names
from claims.compare.admit import klass_name
from claims.compare.align import precision
from claims.compare.conditions import table
from claims.compare.cost import UnitCostOut, cost_out, unit_costs
from claims.compare.lengths import lengths
from claims.compare.normalise import Normalised, number
from claims.compare.scenario import workload
from claims.compare.select import Comparison
from claims.compare.verdict import Pair
from claims.compare.views import by_reason, refused_by_reason
from claims.model import SCHEMA_VERSION, Claim


class _Value(BaseModel):
    """Base for the output records: frozen, unknown fields are errors."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Side(_Value):
    """One figure of a pair in full: where it was read, its conditions (canonical names; null
    where the text does not state them), who measured it, as stated and as normalised."""

    claim_id: str
    document: str | None
    url: str | None = None
    publisher: str | None
    published_at: str | None = None
    line: int | None
    quote: str
    model: str | None = None
    hardware: str | None = None
    accelerator_count: int | None = None
    node_count: int | None = None
    precision: str | None = None
    workload: str | None = None
    input_length: int | None = None
    output_length: int | None = None
    concurrency: int | None = None
    software: tuple[str, ...] = ()
    evidence: str | None = None
    measured_by: str | None = None
    metric: str
    value: float
    unit: str
    # as the document prints it ("958.072", "GiB/s"), where `value` and `unit` are canonical
    value_text: str | None = None
    unit_text: str | None = None
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


class ConditionOut(_Value):
    """One condition of a pair: each side (null: not stated) and same, different or unstated."""

    condition: str
    left: str | None
    right: str | None
    status: str


class PairOut(_Value):
    """Two figures, the verdict, the ratio (left / right) and which side is better; every
    condition side by side, the derivation step by step, and what blocks a refused pair.
    `compared_as` is "settings" for two setup figures of one named `setting` (12 against 32
    cores), which `reason` says are settings, not results, and no side is better."""

    verdict: str
    compared_as: str = "results"
    setting: str | None = None
    reason: str | None = None
    metric_class: str
    ratio: float | None
    better: str | None
    blocking: tuple[str, ...]
    left: Side
    right: Side
    differences: tuple[DifferenceOut, ...]
    conditions: tuple[ConditionOut, ...] = ()
    derivation: tuple[str, ...] = ()
    blocking_differences: tuple[str, ...] = ()


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
    cited: tuple[PairOut, ...] = ()
    costs: tuple[UnitCostOut, ...] = ()


def side(claim: Claim, value: Normalised) -> Side:
    """One figure as a record."""
    s, c = claim.source, claim.conditions
    return Side(claim_id=claim.id, document=s.title or s.url, url=s.url, publisher=s.publisher,
                published_at=None if s.published_at is None else str(s.published_at),
                line=s.line, quote=s.quote, model=names.display(c.model),
                hardware=names.display(c.hardware or c.accelerator, hardware=True),
                accelerator_count=c.accelerator_count, node_count=c.node_count,
                precision=precision(claim), workload=workload(claim),
                input_length=lengths(claim)[0], output_length=lengths(claim)[1],
                concurrency=c.concurrency,
                software=tuple(sorted(names.software(x.name) for x in c.software)),
                evidence=claim.evidence.value,
                measured_by=claim.measured_by or claim.independence.value,
                metric=claim.metric, value=claim.value, unit=claim.unit,
                value_text=claim.value_text, unit_text=claim.unit_text,
                per=claim.per.value if claim.per else None,
                statistic=claim.statistic.value if claim.statistic else None,
                normalised_value=value.value, normalised_unit=value.unit, basis=value.basis,
                derivation=value.derivation)


def pair_out(p: Pair) -> PairOut:
    """A pair as a record."""
    return PairOut(verdict=p.verdict.value, compared_as="results" if p.setting is None
                   else "settings", setting=p.setting, reason=p.reason,
                   metric_class=klass_name(p.left), ratio=p.ratio,
                   better=p.better, blocking=p.reasons,
                   left=side(p.left, p.left_value), right=side(p.right, p.right_value),
                   # Built from typed values this module made, so not validated again: a
                   # comparison of thousands of pairs makes hundreds of thousands of rows.
                   differences=tuple(DifferenceOut.model_construct(
                       reason=d.reason, condition=d.condition, left=d.left, right=d.right,
                       blocking=d.blocking) for d in p.differences),
                   conditions=tuple(ConditionOut.model_construct(
                       condition=c.condition, left=c.left, right=c.right, status=c.status)
                       for c in table(p.left, p.right)),
                   derivation=_steps(p),
                   blocking_differences=tuple(d.describe() for d in p.differences
                                              if d.blocking))


def _steps(p: Pair) -> tuple[str, ...]:
    """The derivation of a pair, one arithmetic step a line, each side named."""
    out = [f"{where}: {step}" for where, v in (("left", p.left_value), ("right", p.right_value))
           if v.derivation for step in v.derivation.split("; ")]
    if p.ratio is not None and out:
        out.append(f"ratio: {number(p.left_value.value)} / {number(p.right_value.value)} "
                   f"= {p.ratio:.3g}")
    return tuple(out)


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
                            blocked=groups, refused=refused,
                            cited=tuple(pair_out(p) for p in comparison.cited),
                            costs=tuple(cost_out(u) for u in unit_costs(
                                (*comparison.admitted, *(r.claim for r in comparison.refused)))))

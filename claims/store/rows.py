"""A document report turned into the plain rows the store writes.

Building rows is pure and picklable, so ingest workers do it (serialising JSON
is the costly part) and the single writer only executes inserts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from claims.compare import comparability_key, normalise, operating_points
from claims.model import Claim, DocumentReport

# Columns of `claims` after (doc_pk, ordinal), in insert order.
CLAIM_COLUMNS = ("id", "metric", "unit", "per", "statistic", "kind", "value", "value_norm",
                 "basis", "model", "hardware", "accelerator_count", "workload", "independence",
                 "evidence", "publisher", "published_at", "quote", "section", "per_user_speed",
                 "cond_key", "json")
ClaimRow = tuple[str, str, str, str | None, str | None, str, float, float, str, str | None,
                 str | None, int | None, str | None, str, str, str | None, str | None, str,
                 str | None, float | None, str, str]


@dataclass(frozen=True)
class DocumentRows:
    """Everything one document writes: its row, claim rows, finding rows and rule links."""

    origin: str
    sha256: str
    doc_id: str
    url: str | None
    title: str | None
    publisher: str | None
    published_at: str | None
    format: str | None
    path: str | None
    document_json: str
    source_urls: tuple[str, ...]
    claims: tuple[ClaimRow, ...]
    # (ordinal, code, rule, severity, json)
    findings: tuple[tuple[int, str, str, str, str], ...]
    # (claim ordinal, code, rule): which rules name each claim
    claim_rules: tuple[tuple[int, str, str], ...]
    # where this copy was seen (an absolute path, an upload): a sighting, not its identity
    seen_as: str | None = None

    @property
    def sighting(self) -> tuple[str, str, str]:
        """(origin, sha256, seen_as) of this copy, as the sightings table keeps it."""
        return (self.origin, self.sha256, self.seen_as or self.origin)


def claim_row(claim: Claim, speed: float | None, publisher: str | None,
              published_at: str | None) -> ClaimRow:
    """One claim's indexed columns and full JSON."""
    c = claim.conditions
    norm = normalise(claim)
    return (claim.id, claim.metric, claim.unit, claim.per.value if claim.per else None,
            claim.statistic.value if claim.statistic else None, claim.kind.value, claim.value,
            norm.value, norm.basis, c.model, c.hardware or c.accelerator, c.accelerator_count,
            c.workload, claim.independence.value, claim.evidence.value,
            claim.source.publisher or publisher, claim.source.published_at or published_at,
            claim.source.quote, claim.source.section, speed, comparability_key(claim, speed),
            claim.model_dump_json(exclude_defaults=True))


def report_rows(report: DocumentReport, *, text_sha256: str, origin: str,
                seen_as: str | None = None) -> DocumentRows:
    """Turn a report into the rows the store writes; `origin` names the document's source
    (with its sha256, its identity), `seen_as` where this copy was seen."""
    doc = report.document
    speeds = operating_points(report.claims)
    claims = tuple(claim_row(cl, speeds.get(cl.id), doc.publisher, doc.published_at)
                   for cl in report.claims)
    ordinals: dict[str, list[int]] = {}
    for i, cl in enumerate(report.claims):
        ordinals.setdefault(cl.id, []).append(i)
    findings = tuple((i, f.code, f.rule, f.severity.value, f.model_dump_json(exclude_defaults=True))
                     for i, f in enumerate(report.findings))
    links: set[tuple[int, str, str]] = set()
    for f in report.findings:
        named = [o for cid in f.claim_ids for o in ordinals.get(cid, ())]
        # A finding that names no claim is about the whole document: it applies to each claim.
        for o in named if f.claim_ids else range(len(claims)):
            links.add((o, f.code, f.rule))
    return DocumentRows(
        origin=origin, sha256=text_sha256, doc_id=doc.id, url=doc.url, title=doc.title,
        publisher=doc.publisher, published_at=doc.published_at, format=doc.format,
        path=report.path, document_json=doc.model_dump_json(exclude_defaults=True),
        source_urls=tuple(sorted(set(doc.source_urls))), claims=claims, findings=findings,
        claim_rules=tuple(sorted(links)), seen_as=seen_as)


def rekeyed(rows: Iterable[tuple[int, str, float | None]]) -> list[tuple[str, float, str, int]]:
    """(cond_key, value_norm, basis, pk) for stored (pk, claim JSON, per-user speed) rows,
    as this version keys them: both stores' rekeying writes these."""
    updates = []
    for pk, text, speed in rows:
        claim = Claim.model_validate_json(text)
        norm = normalise(claim)
        updates.append((comparability_key(claim, speed), norm.value, norm.basis, pk))
    return updates

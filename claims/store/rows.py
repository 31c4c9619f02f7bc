"""A document report turned into the plain rows the store writes.

Building rows is pure and picklable, so ingest workers do it (serialising JSON
is the costly part) and the single writer only executes inserts.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from claims.compare import comparability_key, normalise, operating_points
from claims.model import Claim, DocumentReport

# Columns of `claims` after (doc_pk, ordinal), in insert order.
CLAIM_COLUMNS = ("id", "metric", "unit", "per", "statistic", "kind", "value", "value_norm",
                 "basis", "model", "hardware", "accelerator_count", "workload", "independence",
                 "evidence", "publisher", "published_at", "quote", "section", "per_user_speed",
                 "cond_key", "sentence", "json")
ClaimRow = tuple[str, str, str, str | None, str | None, str, float, float, str, str | None,
                 str | None, int | None, str | None, str, str, str | None, str | None, str,
                 str | None, float | None, str, int | None, str]
# A quote this long, cited by more than one claim, is stored once (in `sentences`) and each
# claim refers to it: 2,000 figures of one long sentence must not store it 4,000 times.
SHARED_QUOTE = 200


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
    # (ordinal, text) of the quotes claims share; a claim row names its ordinal in `sentence`
    sentences: tuple[tuple[int, str], ...] = ()

    def claim_jsons(self) -> Iterator[str]:
        """Each claim's whole JSON, its shared quote put back."""
        texts = dict(self.sentences)
        for row in self.claims:
            yield with_quote(row[-1], texts.get(row[-2]) if row[-2] is not None else None)

    @property
    def sighting(self) -> tuple[str, str, str]:
        """(origin, sha256, seen_as) of this copy, as the sightings table keeps it."""
        return (self.origin, self.sha256, self.seen_as or self.origin)


def claim_row(claim: Claim, speed: float | None, publisher: str | None,
              published_at: str | None, sentence: int | None = None) -> ClaimRow:
    """One claim's indexed columns and JSON; with `sentence`, its quote is kept there, once."""
    c = claim.conditions
    norm = normalise(claim)
    shared = sentence is not None
    text = claim.model_dump_json(exclude_defaults=True,
                                 exclude={"source": {"quote"}} if shared else None)
    return (claim.id, claim.metric, claim.unit, claim.per.value if claim.per else None,
            claim.statistic.value if claim.statistic else None, claim.kind.value, claim.value,
            norm.value, norm.basis, c.model, c.hardware or c.accelerator, c.accelerator_count,
            c.workload, claim.independence.value, claim.evidence.value,
            claim.source.publisher or publisher, claim.source.published_at or published_at,
            "" if shared else claim.source.quote, claim.source.section, speed,
            comparability_key(claim, speed), sentence, text)


def claim_view_columns(put_back: str) -> list[str]:
    """The select list of the `claims` view: each column of `claim_rows c`, the quote and the
    JSON taken from the shared sentence `s` when there is one (`put_back` sets it in JSON)."""
    shown = {"quote": "COALESCE(s.text, c.quote) AS quote",
             "json": f"CASE WHEN s.text IS NULL THEN c.json ELSE {put_back} END AS json"}
    return ["c.pk", "c.doc_pk", "c.ordinal",
            *(shown.get(name, f"c.{name}") for name in CLAIM_COLUMNS)]


def with_quote(claim_json: str, quote: str | None) -> str:
    """A stored claim's JSON with its shared quote put back (unchanged when it has its own)."""
    if quote is None:
        return claim_json
    data = json.loads(claim_json)
    data["source"] = {**data["source"], "quote": quote}
    return json.dumps(data, ensure_ascii=False)


def _shared_quotes(claims: Iterable[Claim]) -> dict[str, int]:
    """Long quotes more than one claim cites -> their ordinal among the document's sentences."""
    seen: dict[str, int] = {}
    for claim in claims:
        if len(claim.source.quote) >= SHARED_QUOTE:
            seen[claim.source.quote] = seen.get(claim.source.quote, 0) + 1
    return {quote: i for i, quote in enumerate(q for q, n in seen.items() if n > 1)}


def report_rows(report: DocumentReport, *, text_sha256: str, origin: str,
                seen_as: str | None = None) -> DocumentRows:
    """Turn a report into the rows the store writes; `origin` names the document's source
    (with its sha256, its identity), `seen_as` where this copy was seen."""
    doc = report.document
    speeds = operating_points(report.claims)
    shared = _shared_quotes(report.claims)
    claims = tuple(claim_row(cl, speeds.get(cl.id), doc.publisher, doc.published_at,
                             shared.get(cl.source.quote)) for cl in report.claims)
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
        claim_rules=tuple(sorted(links)), seen_as=seen_as,
        sentences=tuple((i, quote) for quote, i in shared.items()))


def rekeyed(rows: Iterable[tuple[int, str, float | None]]) -> list[tuple[str, float, str, int]]:
    """(cond_key, value_norm, basis, pk) for stored (pk, claim JSON, per-user speed) rows,
    as this version keys them: both stores' rekeying writes these."""
    updates = []
    for pk, text, speed in rows:
        claim = Claim.model_validate_json(text)
        norm = normalise(claim)
        updates.append((comparability_key(claim, speed), norm.value, norm.basis, pk))
    return updates

"""The record of one exported claim: the claim with its document and the findings that
name it (`schemas/export.schema.json`)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from claims.model import Claim, DocumentReport, Finding


class ExportedClaim(Claim):
    """One line of `claims export --format jsonl`: a claim with where it came from (its
    document's id, path, title and url, and its line) and the findings that name it.

    A finding that names no claim is about the whole document, so it is listed with every
    claim of that document; accepted findings are listed too, marked `accepted`.
    """

    document_id: str = Field(pattern=r"^doc-[0-9a-f]{16}$")
    document_path: str | None = None
    document_title: str | None = None
    document_url: str | None = None
    line: Annotated[int, Field(ge=1)] | None = None
    findings: tuple[Finding, ...] = ()

    @classmethod
    def of(cls, claim: Claim, report: DocumentReport) -> ExportedClaim:
        """The export record of one claim of a document report."""
        doc = report.document
        findings = tuple(f for f in report.findings
                         if not f.claim_ids or claim.id in f.claim_ids)
        return cls(**dict(claim), document_id=doc.id, document_path=report.path,
                   document_title=doc.title or claim.source.title,
                   document_url=doc.url or claim.source.url, line=claim.source.line,
                   findings=findings)

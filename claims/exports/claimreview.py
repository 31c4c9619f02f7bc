"""schema.org ClaimReview as JSON-LD: one review per flagged headline claim.

A headline figure cited by at least one open finding gets a review whose body
lists those findings; the rating is textual (`alternateName`), never a score,
since the findings are caveats of different kinds, not one trust level. The
review's `url` is `review_base` + the claim id (a URN by default: pass the
address where the review is published).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from claims.model import Claim, DocumentReport, Finding, Kind, Severity

DEFAULT_REVIEW_BASE = "urn:claims:review:"
DEFAULT_REVIEWER = "claims"


def _flagged(report: DocumentReport) -> list[tuple[Claim, list[Finding]]]:
    """Headline claims with the open findings that cite them, in document order."""
    out = []
    for claim in report.claims:
        if claim.kind is not Kind.headline:
            continue
        cited = [f for f in report.findings if not f.accepted and claim.id in f.claim_ids]
        if cited:
            out.append((claim, cited))
    return out


def _flat(text: str) -> str:
    """Text on one line: line breaks from the source's wrapping become single spaces."""
    return " ".join(text.split())


def _verdict(findings: Sequence[Finding]) -> str:
    """A short textual rating: how many caveats of which severity."""
    counts = [(sum(f.severity is s for f in findings), s.value) for s in Severity]
    parts = [f"{n} {name}{'s' if n > 1 else ''}" for n, name in counts if n]
    return "Needs context: " + ", ".join(parts)


def _appearance(report: DocumentReport, claim: Claim) -> dict[str, Any]:
    """Where the claim was published, as a schema.org CreativeWork."""
    document = report.document
    work: dict[str, Any] = {"@type": "CreativeWork"}
    for key, value in (("url", claim.source.url or document.url),
                       ("headline", claim.source.title or document.title),
                       ("datePublished", claim.source.published_at or document.published_at)):
        if value:
            work[key] = value
    publisher = claim.source.publisher or document.publisher
    if publisher:
        work["publisher"] = {"@type": "Organization", "name": publisher}
    return work


def review(report: DocumentReport, claim: Claim, findings: Sequence[Finding], *,
           reviewer: str = DEFAULT_REVIEWER,
           review_base: str = DEFAULT_REVIEW_BASE) -> dict[str, Any]:
    """One ClaimReview node for a claim and the findings about it."""
    body = " ".join(f"[{f.code} {f.rule}, {f.severity.value}] {_flat(f.message)}."
                    for f in findings)
    appearance = _appearance(report, claim)
    item: dict[str, Any] = {"@type": "Claim", "appearance": appearance}
    if "publisher" in appearance:
        item["author"] = appearance["publisher"]
    if "datePublished" in appearance:
        item["datePublished"] = appearance["datePublished"]
    verdict = _verdict(findings)
    return {
        "@type": "ClaimReview",
        "@id": f"{review_base}{claim.id}",
        "url": f"{review_base}{claim.id}",
        "claimReviewed": _flat(claim.source.quote),
        "itemReviewed": item,
        "author": {"@type": "Organization", "name": reviewer},
        "reviewRating": {"@type": "Rating", "alternateName": verdict,
                         "ratingExplanation": "Flagged by: " + ", ".join(
                             dict.fromkeys(f.rule for f in findings))},
        "reviewBody": body,
    }


def build(reports: Sequence[DocumentReport], *, reviewer: str = DEFAULT_REVIEWER,
          review_base: str = DEFAULT_REVIEW_BASE) -> dict[str, Any]:
    """The JSON-LD document: a schema.org context and one graph node per flagged headline."""
    graph = [review(report, claim, findings, reviewer=reviewer, review_base=review_base)
             for report in reports for claim, findings in _flagged(report)]
    return {"@context": "https://schema.org", "@graph": graph}


def render(reports: Sequence[DocumentReport], *, reviewer: str = DEFAULT_REVIEWER,
           review_base: str = DEFAULT_REVIEW_BASE) -> str:
    """ClaimReview JSON-LD text: sorted keys, two-space indent, final newline."""
    return json.dumps(build(reports, reviewer=reviewer, review_base=review_base), indent=2,
                      sort_keys=True, ensure_ascii=False) + "\n"

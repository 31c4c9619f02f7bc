"""An editor's decisions on findings: accepted or dismissed, each with its reason.

A review names a finding by a key drawn from what the finding is about (its
rule code and the claims it cites, or its quotes when it cites none), so the
same text vetted again, extracted to a claim file and checked, or ingested,
meets the same key. Reviews are kept in the store as a log: the latest decision
on a finding wins, and "reopened" takes a finding back to open, so no earlier
decision is ever lost.

Honouring a review works like `accepted:` in a claim file: the finding is
reported as accepted, with the reason, and no longer fails the run.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence
from enum import Enum

from pydantic import Field

from claims.model import DocumentReport, Finding, Value

MAX_REASON = 2000
"""Longest reason kept, in characters (a sentence or two, not an essay)."""


class Decision(str, Enum):
    """What an editor decided about one finding."""

    accepted = "accepted"
    dismissed = "dismissed"
    reopened = "reopened"


class Review(Value):
    """One decision on one finding of one document, with its reason and time (UTC, ISO)."""

    document_id: str = Field(pattern=r"^doc-[0-9a-f]{16}$")
    finding: str = Field(pattern=r"^fnd-[0-9a-f]{16}$")
    decision: Decision
    reason: str = Field(min_length=1, max_length=MAX_REASON)
    at: str


def finding_key(finding: Finding) -> str:
    """The stable key of a finding: its code with the claims it cites (or its quotes)."""
    about = list(finding.claim_ids) or [q.text for q in finding.evidence] or [finding.message]
    digest = hashlib.sha256("\x1f".join([finding.code, *about]).encode("utf-8")).hexdigest()
    return f"fnd-{digest[:16]}"


def latest(reviews: Iterable[Review]) -> dict[str, Review]:
    """finding key -> the latest review of it, from reviews in the order they were made."""
    out: dict[str, Review] = {}
    for review in reviews:
        out[review.finding] = review
    return out


def standing(reviews: Iterable[Review]) -> dict[str, Review]:
    """finding key -> the decision that stands (accepted or dismissed; reopened ones drop out)."""
    return {k: r for k, r in latest(reviews).items() if r.decision is not Decision.reopened}


REVIEW_PREFIXES = ("accepted in review: ", "dismissed in review: ")


def reason_text(review: Review) -> str:
    """The accepted reason a report shows for a reviewed finding."""
    accepted, dismissed = REVIEW_PREFIXES
    prefix = dismissed if review.decision is Decision.dismissed else accepted
    return prefix + review.reason


def apply_reviews(findings: Sequence[Finding], reviews: Iterable[Review]
                  ) -> tuple[Finding, ...]:
    """The findings with each one that a standing review covers marked accepted, with the reason.

    A finding already accepted by its claim file keeps that acceptance.
    """
    decided = standing(reviews)
    if not decided:
        return tuple(findings)
    out = []
    for finding in findings:
        review = None if finding.accepted else decided.get(finding_key(finding))
        if review is not None:
            finding = finding.model_copy(update={"accepted": True,
                                                 "accepted_reason": reason_text(review)})
        out.append(finding)
    return tuple(out)


def by_document(reviews: Iterable[Review]) -> dict[str, tuple[Review, ...]]:
    """A review log grouped by document id, each group in the order the reviews were made."""
    grouped: dict[str, list[Review]] = {}
    for review in reviews:
        grouped.setdefault(review.document_id, []).append(review)
    return {k: tuple(v) for k, v in grouped.items()}


def reviewed(report: DocumentReport, reviews: Mapping[str, Sequence[Review]]) -> DocumentReport:
    """A document report with the reviews of its document (by id) honoured."""
    mine = reviews.get(report.document.id)
    if not mine:
        return report
    return report.model_copy(update={"findings": apply_reviews(report.findings, mine)})

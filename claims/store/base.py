"""The store's interface, independent of the database behind it.

Callers (the CLI, ingest, export, compare, serve) use only `Store` and
`ClaimFilter`; `open_store` picks the SQLite or the PostgreSQL backend behind it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Protocol

from claims.compare import Group
from claims.model import Claim, DocumentReport
from claims.reviews import Review
from claims.store.rows import DocumentRows

# What `put_report` / `put_rows` did with one document.
INGESTED, SKIPPED, REPLACED = "ingested", "skipped", "replaced"


@dataclass(frozen=True)
class ClaimFilter:
    """What `claims query` and `claims compare` select.

    Text conditions (model, hardware, workload, publisher) match a case-insensitive
    substring; metric, unit, per and independence match exactly (case-insensitive);
    `rule` is a rule name or a code prefix; `since`/`until` bound the publication
    date (ISO, inclusive); `text` is a phrase looked for in the quote, its section
    and the document's title.
    """

    model: str | None = None
    hardware: str | None = None
    workload: str | None = None
    metric: str | None = None
    unit: str | None = None
    per: str | None = None
    rule: str | None = None
    independence: str | None = None
    publisher: str | None = None
    since: str | None = None
    until: str | None = None
    text: str | None = None
    ids: tuple[str, ...] = ()
    limit: int | None = None


@dataclass(frozen=True)
class StoredDocument:
    """Which stored document a claim came from, as exports and `query --format csv` name it."""

    id: str
    origin: str
    path: str | None = None
    title: str | None = None
    url: str | None = None


@dataclass(frozen=True)
class GroupSummary:
    """One (metric, unit) of the store, grouped by comparability key, the largest groups sampled."""

    metric: str
    unit: str
    claims: int
    groups: int
    comparable_pairs: int
    largest: tuple[Group, ...]
    speeds: dict[str, float]


class Store(Protocol):
    """An archive of documents, their claims and findings; a context manager that closes it."""

    def __enter__(self) -> Store:
        """The store itself."""
        ...

    def __exit__(self, *exc: object) -> None:
        """Close the store."""
        ...

    def put_report(self, report: DocumentReport, *, text_sha256: str, origin: str) -> str:
        """Store one document in one transaction: "ingested", "skipped" or "replaced"."""
        ...

    def put_rows(self, rows: DocumentRows) -> str:
        """Store one document's prepared rows in one transaction (see `put_report`)."""
        ...

    def put_many(self, batch: list[DocumentRows]) -> list[str]:
        """Store several documents in one transaction, each all-or-nothing on its own."""
        ...

    def add_sightings(self, sightings: list[tuple[str, str, str]]) -> None:
        """Record where stored documents were seen again: (origin, sha256, seen_as) each."""
        ...

    def sightings(self, origin: str) -> list[tuple[str, str]]:
        """(sha256, seen_as) of every place one document was seen, in order."""
        ...

    def known(self) -> dict[str, str]:
        """origin -> sha256 of every stored document: lets ingest skip unchanged ones early."""
        ...

    def iter_reports(self) -> Iterator[DocumentReport]:
        """Every stored document with its claims and findings, ordered by origin."""
        ...

    def query_claims(self, filters: ClaimFilter) -> Iterator[Claim]:
        """Claims matching the filters, ordered by publication date, origin and position."""
        ...

    def query_with_documents(self, filters: ClaimFilter
                             ) -> Iterator[tuple[Claim, StoredDocument]]:
        """`query_claims`, each claim with the document it came from."""
        ...

    def metric_units(self, filters: ClaimFilter) -> list[tuple[str, str, int]]:
        """(metric, unit, claim count) present among the claims the filters select."""
        ...

    def group_summary(self, metric: str, unit: str, filters: ClaimFilter, *,
                      max_groups: int, sample: int) -> GroupSummary:
        """Count one (metric, unit)'s comparability groups; sample the largest."""
        ...

    def history(self, origin: str) -> list[dict[str, Any]]:
        """The earlier versions of one document (id, sha256, replaced_by, claims), oldest first."""
        ...

    def counts(self) -> dict[str, int]:
        """How many documents, claims, findings and history rows are stored."""
        ...

    # -- the editor's workspace: reviews of findings, and documents' texts -------------------

    def add_review(self, review: Review) -> None:
        """Append one decision on a finding to the review log (nothing is overwritten)."""
        ...

    def reviews(self, document_id: str | None = None) -> list[Review]:
        """The review log, oldest first: of one document, or of every document."""
        ...

    def put_text(self, document_id: str, text: str) -> None:
        """Keep the text a document's spans index into (once per document id)."""
        ...

    def text(self, document_id: str) -> str | None:
        """The kept text of a document, or None when only its records are stored."""
        ...

    def report(self, document_id: str) -> DocumentReport | None:
        """One stored document (the first stored under this id) with its claims and findings."""
        ...

    def recent_reports(self, limit: int) -> list[DocumentReport]:
        """The most recently stored documents, newest first, with their claims and findings."""
        ...

    def close(self) -> None:
        """Release the connection."""
        ...

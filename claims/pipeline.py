"""The main job end to end: load -> extract -> check (-> verify, -> chain), for one
document or many.

This is one of the two places (with `claims.cli`) where `claims` calls
`checkers`, and every stage runs through the one engine (`checkers.engine`) with
the same `select`/`ignore`. Functions are module-level and hold no state, so
worker processes (`claims ingest`) can call `vet_loaded` directly.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from typing import TYPE_CHECKING

from checkers import run_checks
from checkers.engine import run_stage, sort_key
from claims.documents import load_source
from claims.extract import extract
from claims.extract.text.blocks import line_starts
from claims.loaded import LoadedDocument
from claims.model import DocumentReport, Finding, Report

if TYPE_CHECKING:
    from claims.fetch import FetchPolicy
    from claims.verify import Verified


def vet_loaded(loaded: LoadedDocument, *, select: Sequence[str] = (),
               ignore: Sequence[str] = ()) -> DocumentReport:
    """Extract one loaded document's claims and run the checkers over them."""
    document, claims = extract(loaded)
    findings = run_checks(document, claims, select=select, ignore=ignore)
    starts = line_starts(loaded.text)
    placed = tuple(_placed(f, loaded.origin, starts) for f in findings)
    return DocumentReport(path=loaded.origin, document=document, claims=claims, findings=placed)


def vet_documents(sources: Sequence[str], *, select: Sequence[str] = (),
                  ignore: Sequence[str] = (), fetch_policy: object | None = None,
                  ) -> list[tuple[LoadedDocument, DocumentReport]]:
    """Load and vet each source; every source is loaded before any is checked, so a bad
    input stops the run before anything is printed."""
    loaded = [load_source(source, fetch_policy=fetch_policy) for source in sources]
    return [(item, vet_loaded(item, select=select, ignore=ignore)) for item in loaded]


def vet_sources(sources: Sequence[str], *, select: Sequence[str] = (),
                ignore: Sequence[str] = (), fetch_policy: object | None = None) -> Report:
    """Load, extract and check every source; one report over all of them."""
    from claims.report import build_report

    pairs = vet_documents(sources, select=select, ignore=ignore, fetch_policy=fetch_policy)
    return build_report([report for _, report in pairs])


def followed(loaded: LoadedDocument, report: DocumentReport, policy: FetchPolicy, *,
             select: Sequence[str] = (), ignore: Sequence[str] = ()) -> DocumentReport:
    """A vetted document linked to its primaries, with the chain stage's findings added."""
    from claims.provenance import follow

    chain = follow(loaded, report.document, report.claims, policy)
    found = run_stage("chain", report.document, chain, select=select, ignore=ignore)
    findings = tuple(sorted([*report.findings, *found], key=sort_key))
    return report.model_copy(update={"claims": chain.claims, "findings": findings})


def verified_report(verified: Verified, *, select: Sequence[str] = (),
                    ignore: Sequence[str] = ()) -> DocumentReport:
    """One verified document's report: the verify stage's findings, and its chain's."""
    found = list(run_stage("verify", verified.document, verified, select=select,
                           ignore=ignore))
    if verified.chain is not None:
        found += run_stage("chain", verified.document, verified.chain, select=select,
                           ignore=ignore)
    return DocumentReport(path=verified.path, document=verified.document,
                          claims=verified.claims, findings=tuple(sorted(found, key=sort_key)))


def _placed(finding: Finding, origin: str, starts: list[int]) -> Finding:
    """A finding pointed at the document: its path, and the line and column of its first
    quoted evidence (on the rule's own line, when the rule named one)."""
    update: dict[str, object] = {}
    if finding.path is None:
        update["path"] = origin
    if finding.column is None:
        for quote in finding.evidence:
            if quote.span is None:
                continue
            line = bisect.bisect_right(starts, quote.span.start)
            if finding.line is None or finding.line == line:
                update["line"] = line
                update["column"] = quote.span.start - starts[line - 1] + 1
                break
    return finding.model_copy(update=update) if update else finding

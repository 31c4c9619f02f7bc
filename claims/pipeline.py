"""The main job end to end: load -> extract -> check, for one document or many.

This is one of the two places (with `claims.cli`) where `claims` calls
`checkers`. Functions are module-level and hold no state, so worker processes
(`claims ingest`) can call `vet_loaded` directly.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from checkers import run_checks
from claims.documents import load_source
from claims.extract import extract
from claims.extract.text.blocks import line_starts
from claims.loaded import LoadedDocument
from claims.model import DocumentReport, Finding, Report


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

"""The main job end to end: load -> extract -> check (-> verify, -> chain), for one
document or many.

This is one of the two places (with `claims.cli`) where `claims` calls
`checkers`, and every stage runs through the one engine (`checkers.engine`) with
the same `select`/`ignore`. Functions are module-level and hold no state, so
worker processes (`claims ingest`) can call `vet_loaded` directly.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING

from pydantic import ValidationError

from checkers import run_checks
from checkers.engine import run_stage, sort_key
from claims.cyclic import collector_paused
from claims.errors import ClaimsError
from claims.extract import extract
from claims.extract.text.line_starts import line_starts
from claims.finite import refuse_non_finite
from claims.load.documents import load_source
from claims.load.loaded import LoadedDocument
from claims.model import Accepted, DocumentReport, Finding, Report
from claims.selection import checked
from claims.typed import typed
from claims.vocabulary.lazy import lazy

_ACCEPTED_KEY = lazy(r"^accepted[ \t]*:", re.M)

if TYPE_CHECKING:
    from claims.learn.weights import Decisions
    from claims.load.fetch import FetchPolicy
    from claims.verify.recheck import Verified


def vet_loaded(loaded: LoadedDocument, *, select: Sequence[str] = (),
               ignore: Sequence[str] = (), model: Decisions | None = None) -> DocumentReport:
    """Extract one loaded document's claims and run the checkers over them; findings its front
    matter accepts (`accepted: [{rule, reason}]`, as in claim files) are marked accepted.
    `model` makes the extraction's decisions (default: the shipped model)."""
    # Extraction and the checks make tens of thousands of small records a document and no
    # reference cycle (reference counting frees them all): the cyclic collector's walks
    # while they are made find nothing (see claims.cyclic).
    with collector_paused():
        return _vet_loaded(loaded, select, ignore, model)


def _vet_loaded(loaded: LoadedDocument, select: Sequence[str], ignore: Sequence[str],
                model: Decisions | None) -> DocumentReport:
    """`vet_loaded`, with the collector as the caller left it."""
    accepted = front_matter_accepted(loaded)
    document, claims = extract(loaded, model=model)
    refuse_non_finite(claims, loaded.origin)
    try:
        findings = run_checks(document, checked(claims), select=select, ignore=ignore,
                              accepted=accepted)
    except ClaimsError as exc:  # an unknown rule named in `accepted:`
        raise ClaimsError(exc.message, loaded.origin, _accepted_line(loaded)) from None
    starts = line_starts(loaded.text)
    placed = tuple(_placed(f, loaded.origin, starts) for f in findings)
    return typed(DocumentReport, path=loaded.origin, document=document, claims=claims,
                 findings=placed)


def vet_documents(sources: Sequence[str], *, select: Sequence[str] = (),
                  ignore: Sequence[str] = (), fetch_policy: object | None = None,
                  ) -> list[tuple[LoadedDocument, DocumentReport]]:
    """Load and vet each source; every source is loaded before any is checked, so a bad
    input stops the run before anything is printed."""
    loaded = [load_source(source, fetch_policy=fetch_policy) for source in sources]
    return [(item, vet_loaded(item, select=select, ignore=ignore)) for item in loaded]


def vet_each(sources: Iterable[str | ClaimsError], *, select: Sequence[str] = (),
             ignore: Sequence[str] = (), fetch_policy: object | None = None,
             model: Decisions | None = None,
             ) -> Iterator[tuple[LoadedDocument, DocumentReport] | ClaimsError]:
    """Load and vet each source in turn, like a linter: a source that cannot be read or
    vetted yields its error, and the rest go on."""
    for source in sources:
        if isinstance(source, ClaimsError):
            yield source
            continue
        try:
            item = load_source(source, fetch_policy=fetch_policy)
            yield item, vet_loaded(item, select=select, ignore=ignore, model=model)
        except ClaimsError as exc:
            yield exc


def front_matter_accepted(loaded: LoadedDocument) -> tuple[Accepted, ...]:
    """The findings an announcement's front matter accepts on purpose, checked like a claim
    file's `accepted:` list; a malformed list is an input error at its line."""
    raw = loaded.metadata.get("accepted")
    if raw is None:
        return ()
    line = _accepted_line(loaded)
    if not isinstance(raw, list):
        raise ClaimsError("front matter `accepted` must be a list of {rule, reason}",
                          loaded.origin, line)
    out = []
    for index, item in enumerate(raw):
        try:
            out.append(Accepted.model_validate(item))
        except ValidationError as exc:
            err = exc.errors()[0]
            field = ".".join(str(p) for p in err["loc"])
            where = f"accepted[{index}]{'.' + field if field else ''}"
            raise ClaimsError(f"front matter {where}: {err['msg']}", loaded.origin,
                              line) from None
    return tuple(out)


def _accepted_line(loaded: LoadedDocument) -> int | None:
    """The line of the front matter's `accepted:` key, when there is one."""
    found = _ACCEPTED_KEY.search(loaded.text, 0, loaded.body_offset)
    return loaded.text.count("\n", 0, found.start()) + 1 if found else None


def vet_sources(sources: Sequence[str], *, select: Sequence[str] = (),
                ignore: Sequence[str] = (), fetch_policy: object | None = None) -> Report:
    """Load, extract and check every source; one report over all of them."""
    from claims.report import build_report

    pairs = vet_documents(sources, select=select, ignore=ignore, fetch_policy=fetch_policy)
    return build_report([report for _, report in pairs])


def followed(loaded: LoadedDocument, report: DocumentReport, policy: FetchPolicy, *,
             select: Sequence[str] = (), ignore: Sequence[str] = ()) -> DocumentReport:
    """A vetted document linked to its primaries, with the chain stage's findings added."""
    from claims.verify.provenance import follow

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

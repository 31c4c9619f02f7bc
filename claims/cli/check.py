"""`claims check FILE...`: run the checkers over claim files and report the findings."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from claims.cli.options import (
    add_fail_on,
    add_format,
    add_output,
    add_reporting,
    add_selection,
    check_size,
    report_limit,
    selected,
    write_output,
)
from claims.cli.reporting import REPORT_FORMATS

if TYPE_CHECKING:
    from claims.load.claimfile import Located
    from claims.model import Finding
    from claims.reviews import Review

FORMATS = REPORT_FORMATS


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="claim files (YAML; `-` reads one from standard input)")
    add_format(parser, FORMATS, "text")
    add_selection(parser)
    add_fail_on(parser)
    add_reporting(parser)
    add_output(parser)
    parser.add_argument("--show-claims", action="store_true",
                        help="also print each file's figures table (text format)")
    parser.add_argument("--db", metavar="PATH", default=None,
                        help="honour the reviews (accepted or dismissed findings) kept in this "
                             "store (default: claims.db, or [tool.claims] db, when it exists)")


def stored_reviews(db: str | None) -> dict[str, tuple[Review, ...]]:
    """document id -> its review log, from `--db` (which must exist) or the default store."""
    from pathlib import Path

    from claims.config import default_db

    location = db or default_db()
    if db is None and not Path(location).is_file():
        return {}  # no store to read: the store's code is not even imported
    from claims.reviews import by_document
    from claims.store import open_store

    with open_store(location, create=False) as store:
        return by_document(store.reviews())


def relocate(findings: tuple[Finding, ...], located: Located, path: str) -> tuple[Finding, ...]:
    """Point findings into the claim file: at the first cited claim, else at the document."""
    from checkers.engine import sort_key

    out = []
    for finding in findings:
        if finding.claim_ids:
            line, column = located.claim_position(finding.claim_ids[0])
        else:
            line, column = located.parsed.position(("document",))
        out.append(finding.model_copy(update={"path": path, "line": line, "column": column}))
    return tuple(sorted(out, key=sort_key))


def refuse_announcement(path: str) -> None:
    """An announcement given to `check` is named as such, with the command that reads it."""
    from claims.errors import ClaimsError
    from claims.load.folders import is_announcement

    if path != "-" and is_announcement(path):
        raise ClaimsError(f"an announcement, not a claim file: vet it with `claims vet {path}` "
                          f"(or write its claim file with `claims extract {path}`)", path)


def run(args: argparse.Namespace) -> int:
    """Check every file, then print one report; nothing is written if any file is bad."""
    from claims.cyclic import start_up

    with start_up():  # the machinery a check uses, imported once (see claims.cyclic)
        from checkers import run_checks
        from claims.cli.reporting import render_report
        from claims.errors import ClaimsError
        from claims.load.claimfile import load_located
        from claims.model import DocumentReport
        from claims.report import build_report, exit_status
        from claims.report.size import least_size
        from claims.reviews import apply_reviews
        from claims.selection import checked

    settings = selected(args)
    select, ignore = settings.select, settings.ignore
    reviews = stored_reviews(args.db)
    items = []
    for path in args.files:
        refuse_announcement(path)
        located = load_located(path)
        claim_file = located.claim_file
        try:
            findings = run_checks(claim_file.document, checked(claim_file.claims), select=select,
                                  ignore=ignore, accepted=claim_file.accepted)
        except ClaimsError as exc:
            line, column = located.parsed.position(("accepted",))
            raise ClaimsError(exc.message, path, line, column) from None
        findings = apply_reviews(findings, reviews.get(claim_file.document.id, ()))
        items.append(DocumentReport(path=path, document=claim_file.document,
                                    claims=claim_file.claims,
                                    findings=relocate(findings, located, path)))
    report = build_report(items)
    limit = report_limit()
    check_size(least_size(report, args.format), limit)
    write_output(render_report(report, args, show_claims=args.show_claims), args.output,
                 limit=limit)
    return exit_status(report, settings.fail_on)

"""`claims ingest SOURCE...`: batch announcements into the store, in parallel, resumable."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import TYPE_CHECKING

from claims.cli.options import FAIL_ON, add_db, add_format, add_network, add_selection

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from claims.ingest import Summary, Task
    from claims.model import ClaimFile, Finding

# Without a terminal, a progress line at most this often (seconds).
PLAIN_EVERY = 5.0


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("sources", nargs="*", metavar="SOURCE",
                        help="files, folders (searched for .md .markdown .html .htm .txt), "
                             "claim files (.yaml, named one by one), URLs, or - for JSON Lines "
                             "on stdin ({id, url, text, format, metadata})")
    parser.add_argument("--from-file", action="append", default=[], metavar="FILE",
                        help="read URLs or paths from FILE, one a line (repeatable)")
    parser.add_argument("--jobs", "-j", type=int, default=None, metavar="N",
                        help="worker processes (default: the number of cores)")
    parser.add_argument("--fail-fast", action="store_true",
                        help="stop at the first document that fails")
    add_db(parser)
    add_selection(parser)
    add_network(parser)
    # The shared --fail-on, with another default: an archive run is not a review, so findings
    # alone do not fail it unless asked (failed documents always do, with status 2).
    parser.add_argument("--fail-on", choices=FAIL_ON, default=None,
                        help="exit 1 when a stored finding reaches this severity (default: never)")
    add_format(parser, ("text", "json"), "text")


def _summary_text(summary: Summary, db: str) -> str:
    """The end-of-run summary a person reads."""
    lines = [f"{db}: ingested {summary.ingested}, replaced {summary.replaced}, "
             f"skipped {summary.skipped}, failed {len(summary.failed)}; "
             f"{summary.claims} claims, {summary.findings} findings"]
    lines += [f"failed: {origin}: {reason}" for origin, reason in summary.failed]
    return "\n".join(lines) + "\n"


class _Plain:
    """Progress as a plain line on stderr now and then, for logs and pipes."""

    def __init__(self) -> None:
        self.last = time.monotonic()

    def __call__(self, summary: Summary) -> None:
        now = time.monotonic()
        if now - self.last >= PLAIN_EVERY:
            self.last = now
            sys.stderr.write(f"ingest: {summary.documents} documents, {summary.claims} claims, "
                             f"{len(summary.failed)} failed\n")


def check_claim_file(claim_file: ClaimFile, select: Sequence[str], ignore: Sequence[str]
                     ) -> tuple[Finding, ...]:
    """The checkers over one claim file, honouring what it accepts on purpose."""
    from checkers import run_checks

    return run_checks(claim_file.document, claim_file.claims, select=select, ignore=ignore,
                      accepted=claim_file.accepted)


def run(args: argparse.Namespace) -> int:
    """Ingest every source; print the summary; exit 2 if a document failed."""
    from claims.cli.fetch import policy_from_args
    from claims.cli.options import selected
    from claims.errors import ClaimsError
    from claims.ingest import Settings, discover, ingest
    from claims.model import Severity
    from claims.store import default_db, open_store

    if not args.sources and not args.from_file:
        raise ClaimsError("nothing to ingest: give files, folders, URLs, - or --from-file")
    if args.jobs is not None and args.jobs < 1:
        raise ClaimsError("--jobs must be at least 1")
    rules = selected(args)  # its --fail-on keeps its own default ("never"), read below
    settings = Settings(select=rules.select, ignore=rules.ignore,
                        fetch_policy=policy_from_args(args), check_claim_file=check_claim_file)
    db = args.db or default_db()
    tasks: Iterable[Task] = discover(args.sources, lists=args.from_file, stdin=sys.stdin)
    with open_store(db) as store:
        if sys.stderr.isatty():
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
            )

            total = None
            if "-" not in args.sources:  # paths and URLs are few enough to count first
                tasks = list(tasks)
                total = len(tasks)
            columns = (BarColumn(), MofNCompleteColumn(), TextColumn("{task.description}"),
                       TimeElapsedColumn())
            with Progress(*columns, transient=True) as bar:
                line = bar.add_task("documents", total=total)

                def show(s: Summary) -> None:
                    bar.update(line, completed=s.documents,
                               description=f"documents; {s.claims} claims, "
                                           f"{len(s.failed)} failed")

                summary = ingest(tasks, store, jobs=args.jobs, settings=settings,
                                 fail_fast=args.fail_fast, progress=show)
        else:
            summary = ingest(tasks, store, jobs=args.jobs, settings=settings,
                             fail_fast=args.fail_fast, progress=_Plain())
    if args.format == "json":
        sys.stdout.write(json.dumps({"db": db, **summary.as_dict()}, indent=2,
                                    sort_keys=True) + "\n")
    else:
        sys.stdout.write(_summary_text(summary, db))
    if summary.failed:
        return 2
    fail_on = args.fail_on or "never"
    return 1 if fail_on != "never" and summary.worst >= Severity(fail_on).rank else 0

"""`claims ingest SOURCE...`: batch announcements into the store, in parallel, resumable."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING

from claims.cli import ingest_ray
from claims.cli.options import FAIL_ON, add_db, add_format, add_network, add_selection

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from claims.ingest import Settings, Summary, Task
    from claims.interrupts import Interrupted
    from claims.model import ClaimFile, Finding


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
    ingest_ray.configure(parser)
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
    parser.add_argument("--quiet", "-q", action="store_true",
                        help="no progress and no summary; only the failures (text format)")


def _summary_text(summary: Summary, db: str) -> str:
    """The end-of-run summary a person reads."""
    lines = [f"{db}: ingested {summary.ingested}, replaced {summary.replaced}, "
             f"skipped {summary.skipped}, failed {len(summary.failed)}; "
             f"{summary.claims} claims, {summary.findings} findings"]
    lines += [f"failed: {origin}: {reason}" for origin, reason in summary.failed]
    return "\n".join(lines) + "\n"


def check_claim_file(claim_file: ClaimFile, select: Sequence[str], ignore: Sequence[str]
                     ) -> tuple[Finding, ...]:
    """The checkers over one claim file, honouring what it accepts on purpose."""
    from checkers import run_checks
    from claims.selection import checked

    return run_checks(claim_file.document, checked(claim_file.claims), select=select,
                      ignore=ignore, accepted=claim_file.accepted)


def run(args: argparse.Namespace) -> int:
    """Ingest every source; print the summary; exit 2 if a document failed."""
    from claims.cli.fetch import policy_from_args
    from claims.cli.options import selected
    from claims.errors import ClaimsError
    from claims.ingest import Settings, discover
    from claims.interrupts import Interrupted, stopping_on_signals
    from claims.model import Severity
    from claims.store import default_db, redact

    if not args.sources and not args.from_file:
        raise ClaimsError("nothing to ingest: give files, folders, URLs, - or --from-file")
    if args.jobs is not None and args.jobs < 1:
        raise ClaimsError("--jobs must be at least 1")
    rules = selected(args)  # its --fail-on keeps its own default ("never"), read below
    settings = Settings(select=rules.select, ignore=rules.ignore,
                        fetch_policy=policy_from_args(args), check_claim_file=check_claim_file)
    ingest_ray.check(args)
    tasks: Iterable[Task] = discover(args.sources, lists=args.from_file, stdin=sys.stdin)
    try:
        with stopping_on_signals():
            if args.engine == "ray":
                summary, db = ingest_ray.run(args, tasks, settings)
            else:
                db = args.db or default_db()
                summary = _ingest_with_progress(args, tasks, db, settings)
    except Interrupted as stopped:
        sys.stderr.write(interrupted_line(stopped) + "\n")
        return stopped.exit_status
    _print_summary(args, summary, redact(db))
    if summary.failed:
        return 2
    fail_on = args.fail_on or "never"
    return 1 if fail_on != "never" and summary.worst >= Severity(fail_on).rank else 0


def _ingest_with_progress(args: argparse.Namespace, tasks: Iterable[Task], db: str,
                          settings: Settings) -> Summary:
    """Run the batch into the store, showing progress; paths and URLs are counted first so
    the progress has a total (JSON Lines on stdin streams, and has none)."""
    from claims.cli.progress import progress_display
    from claims.ingest import ingest
    from claims.store import open_store

    total = None
    if "-" not in args.sources:
        tasks = list(tasks)
        total = len(tasks)
    with open_store(db) as store, progress_display(total, quiet=args.quiet) as show:
        return ingest(tasks, store, jobs=args.jobs, settings=settings,
                      fail_fast=args.fail_fast, progress=show)


def interrupted_line(stopped: Interrupted) -> str:
    """The one line a stopped run prints: which signal, what was stored, how to resume."""
    done = stopped.progress
    counts = (f"after {done.documents} documents (ingested {done.ingested}, replaced "
              f"{done.replaced}, skipped {done.skipped}, failed {len(done.failed)})"
              if done is not None else "before any document was stored")
    return (f"claims: error: interrupted by {stopped.name} {counts}; every stored document is "
            "whole: run the same command again to resume")


def _print_summary(args: argparse.Namespace, summary: Summary, db: str) -> None:
    """The end-of-run summary on stdout (only the failures with --quiet)."""
    if args.format == "json":
        sys.stdout.write(json.dumps({"db": db, **summary.as_dict()}, indent=2,
                                    sort_keys=True) + "\n")
    elif args.quiet:
        sys.stdout.writelines(f"failed: {o}: {r}\n" for o, r in summary.failed)
    else:
        sys.stdout.write(_summary_text(summary, db))

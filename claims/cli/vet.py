"""`claims vet SOURCE...`: extract and check announcements; the editor's report."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from claims.cli.options import (
    add_fail_on,
    add_format,
    add_model,
    add_network,
    add_output,
    add_records,
    add_reporting,
    add_selection,
    check_size,
    model_from_args,
    records_from_args,
    report_limit,
    selected,
    write_output,
)
from claims.cli.reporting import REPORT_FORMATS

if TYPE_CHECKING:
    from claims.learn.weights import Decisions
    from claims.load.loaded import LoadedDocument
    from claims.model import DocumentReport

FORMATS = REPORT_FORMATS


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("sources", nargs="+", metavar="SOURCE",
                        help="announcements: Markdown, HTML or text files, folders (searched "
                             "like ingest does), `-` for stdin, or URLs")
    add_format(parser, FORMATS, "text")
    add_selection(parser)
    add_records(parser)
    add_fail_on(parser)
    add_reporting(parser)
    add_output(parser)
    add_network(parser)
    add_model(parser)
    parser.add_argument("--follow", action="store_true",
                        help="follow each source to its primary sources and check its figures "
                             "against theirs (reads the network, or snapshots with --offline)")


def run(args: argparse.Namespace) -> int:
    """Vet every source, print one report over those that could be read, one error line for
    each that could not; exit 2 if any failed, else 1 when a finding reaches --fail-on."""
    from claims.cyclic import start_up

    with start_up():  # the machinery a vet uses, imported once (see claims.cyclic)
        from claims.cli.reporting import render_report
        from claims.pipeline import vet_each  # noqa: F401 (imported here, used by vet_batch)
        from claims.report import build_report, exit_status
        from claims.report.size import least_size

    settings = selected(args)
    select, ignore, fail_on = list(settings.select), list(settings.ignore), settings.fail_on
    shown = records_from_args(args)
    pairs, failed = vet_batch(args, select, ignore, model_from_args(args, settings.model))
    if args.follow and pairs:
        from claims.cli.fetch import policy_from_args
        from claims.pipeline import followed

        follow_policy = policy_from_args(args)
        pairs = [(loaded, followed(loaded, item, follow_policy, select=select, ignore=ignore))
                 for loaded, item in pairs]
    if pairs or not failed:
        report = build_report([shown.report(item) for _, item in pairs])
        texts = {item.document.id: loaded.text for loaded, item in pairs}
        limit = report_limit()
        check_size(least_size(report, args.format), limit)
        write_output(render_report(report, args, show_claims=True, texts=texts), args.output,
                     limit=limit)
    if failed:
        return 2
    return exit_status(report, fail_on)


def vet_batch(args: argparse.Namespace, select: list[str], ignore: list[str],
              model: Decisions | None = None,
              ) -> tuple[list[tuple[LoadedDocument, DocumentReport]], int]:
    """Vet every source (folders expanded) like a linter: the reports of those that could
    be read, and how many could not (each printed as one error line on stderr)."""
    from claims.errors import ClaimsError
    from claims.load.folders import expand
    from claims.pipeline import vet_each

    policy = None
    if any(s.startswith(("http://", "https://")) for s in args.sources):
        from claims.cli.fetch import policy_from_args

        policy = policy_from_args(args)
    pairs, failed = [], 0
    for item in vet_each(expand(args.sources), select=select, ignore=ignore,
                         fetch_policy=policy, model=model):
        if isinstance(item, ClaimsError):
            sys.stderr.write(f"claims: error: {item}\n")
            failed += 1
        else:
            pairs.append(item)
    return pairs, failed

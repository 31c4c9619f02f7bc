"""`claims vet SOURCE...`: extract and check announcements; the editor's report."""

from __future__ import annotations

import argparse

from claims.cli.options import (
    add_fail_on,
    add_format,
    add_network,
    add_output,
    add_records,
    add_selection,
    records_from_args,
    split_list,
    write_output,
)

FORMATS = ("text", "markdown", "json", "html")


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("sources", nargs="+", metavar="SOURCE",
                        help="announcements: Markdown, HTML or text files, `-` for stdin, or URLs")
    add_format(parser, FORMATS, "text")
    add_selection(parser)
    add_records(parser)
    add_fail_on(parser)
    add_output(parser)
    add_network(parser)
    parser.add_argument("--follow", action="store_true",
                        help="follow each source to its primary sources and check its figures "
                             "against theirs (reads the network, or snapshots with --offline)")


def run(args: argparse.Namespace) -> int:
    """Vet every source, print one report, exit 1 when a finding reaches --fail-on."""
    from checkers import resolve_selection
    from claims.config import load_settings
    from claims.pipeline import vet_documents
    from claims.report import build_report, exit_status, render

    settings = load_settings()
    select = split_list(args.select) or list(settings.select)
    ignore = split_list(args.ignore) or list(settings.ignore)
    fail_on = args.fail_on or settings.fail_on
    resolve_selection(select, ignore)
    shown = records_from_args(args)
    policy = None
    if any(s.startswith(("http://", "https://")) for s in args.sources):
        from claims.cli.fetch import policy_from_args

        policy = policy_from_args(args)
    pairs = vet_documents(args.sources, select=select, ignore=ignore, fetch_policy=policy)
    if args.follow:
        from claims.cli.fetch import policy_from_args
        from claims.cli.verify import follow_pairs

        pairs = follow_pairs(pairs, policy_from_args(args), select, ignore)
    report = build_report([shown.report(item) for _, item in pairs])
    if args.format == "html":
        from claims.report.html import render_html

        text = render_html(report, texts={item.document.id: loaded.text
                                          for loaded, item in pairs})
    else:
        text = render(report, args.format, show_claims=True)
    write_output(text, args.output)
    return exit_status(report, fail_on)

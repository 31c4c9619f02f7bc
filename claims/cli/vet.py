"""`claims vet SOURCE...`: extract and check announcements; the editor's report."""

from __future__ import annotations

import argparse

from claims.cli.options import (
    add_fail_on,
    add_format,
    add_network,
    add_output,
    add_selection,
    selected,
    write_output,
)

FORMATS = ("text", "markdown", "json", "html")


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("sources", nargs="+", metavar="SOURCE",
                        help="announcements: Markdown, HTML or text files, `-` for stdin, or URLs")
    add_format(parser, FORMATS, "text")
    add_selection(parser)
    add_fail_on(parser)
    add_output(parser)
    add_network(parser)
    parser.add_argument("--follow", action="store_true",
                        help="follow each source to its primary sources and check its figures "
                             "against theirs (reads the network, or snapshots with --offline)")


def run(args: argparse.Namespace) -> int:
    """Vet every source, print one report, exit 1 when a finding reaches --fail-on."""
    from claims.pipeline import vet_documents
    from claims.report import build_report, exit_status, render

    settings = selected(args)
    select, ignore, fail_on = settings.select, settings.ignore, settings.fail_on
    policy = None
    if any(s.startswith(("http://", "https://")) for s in args.sources):
        from claims.cli.fetch import policy_from_args

        policy = policy_from_args(args)
    pairs = vet_documents(args.sources, select=select, ignore=ignore, fetch_policy=policy)
    if args.follow:
        from claims.cli.fetch import policy_from_args
        from claims.pipeline import followed

        follow_policy = policy_from_args(args)
        pairs = [(loaded, followed(loaded, item, follow_policy, select=select, ignore=ignore))
                 for loaded, item in pairs]
    report = build_report([item for _, item in pairs])
    if args.format == "html":
        from claims.report.html import render_html

        text = render_html(report, texts={item.document.id: loaded.text
                                          for loaded, item in pairs})
    else:
        text = render(report, args.format, show_claims=True)
    write_output(text, args.output)
    return exit_status(report, fail_on)

"""`claims export --format jsonl|prov-json|claimreview`: records out, for other tools."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from typing import TYPE_CHECKING

from claims.cli.fetch import policy_from_args
from claims.cli.options import (
    add_db,
    add_format,
    add_network,
    add_output,
    add_selection,
    output_stream,
    selected,
    write_output,
)
from claims.errors import ClaimsError

if TYPE_CHECKING:
    from claims.config import Settings
    from claims.load.fetch import FetchPolicy
    from claims.model import DocumentReport

CLAIM_FILE_SUFFIXES = (".yaml", ".yml")


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("inputs", nargs="*", metavar="FILE-OR-SOURCE",
                        help="claim files (.yaml) or announcements (path, URL or -)")
    add_format(parser, ("jsonl", "prov-json", "claimreview"), "jsonl")
    add_selection(parser)
    add_db(parser)
    add_network(parser)
    parser.add_argument("--follow", action="store_true",
                        help="follow each announcement's chain to its primary sources "
                             "(records derived_from; needs the network or snapshots)")
    parser.add_argument("--reviewer", default="claims", metavar="NAME",
                        help="the organisation named as ClaimReview author (default: claims)")
    parser.add_argument("--review-url", default=None, metavar="BASE",
                        help="ClaimReview url prefix; the claim id is appended "
                             "(default: urn:claims:review:)")
    add_output(parser)


def _from_claim_file(path: str, rules: Settings) -> DocumentReport:
    """A claim file's records and the findings the selected rules raise on them."""
    from checkers import run_checks
    from claims.load.claimfile import load_claim_file
    from claims.model import DocumentReport
    from claims.selection import checked

    cf = load_claim_file(path)
    findings = run_checks(cf.document, checked(cf.claims), select=rules.select,
                          ignore=rules.ignore, accepted=cf.accepted)
    return DocumentReport(path=path, document=cf.document, claims=cf.claims, findings=findings)


def _from_source(source: str, policy: FetchPolicy, follow: bool,
                 rules: Settings) -> DocumentReport:
    """An announcement vetted like `claims vet` does, optionally linked to its primaries."""
    from claims.load.documents import load_source
    from claims.pipeline import followed, vet_loaded

    loaded = load_source(source, fetch_policy=policy)
    report = vet_loaded(loaded, select=rules.select, ignore=rules.ignore)
    if not follow:
        return report
    return followed(loaded, report, policy, select=rules.select, ignore=rules.ignore)


def _reports(args: argparse.Namespace, rules: Settings) -> Iterator[DocumentReport]:
    """The store's reports (streamed, when --db is given), then each input's, in order.

    Stored findings are not re-run: the selection keeps those of the selected rules.
    """
    if args.db:
        from checkers import resolve_selection
        from claims.store import open_store

        codes = {r.code for r in resolve_selection(rules.select, rules.ignore)}
        with open_store(args.db, create=False) as store:
            for report in store.iter_reports():
                kept = tuple(f for f in report.findings if f.code in codes)
                yield report if len(kept) == len(report.findings) else report.model_copy(
                    update={"findings": kept})
    policy = policy_from_args(args)
    for item in args.inputs:
        is_file = item.lower().endswith(CLAIM_FILE_SUFFIXES) and "://" not in item
        yield _from_claim_file(item, rules) if is_file else _from_source(
            item, policy, args.follow, rules)


def run(args: argparse.Namespace) -> int:
    """Read the records from every input and write them in one format."""
    import importlib

    from claims.exports import FORMATS, jsonl

    if not args.inputs and not args.db:
        raise ClaimsError("nothing to export: name claim files or sources, or --db PATH")
    rules = selected(args)
    if args.format == "jsonl":
        # Line by line, so exporting a large store keeps memory flat.
        with output_stream(args.output) as out:
            out.writelines(jsonl.lines(_reports(args, rules)))
        return 0
    reports = list(_reports(args, rules))
    module = importlib.import_module(FORMATS[args.format])
    if args.format == "claimreview":
        from claims.exports.claimreview import DEFAULT_REVIEW_BASE

        text = module.render(reports, reviewer=args.reviewer,
                             review_base=args.review_url or DEFAULT_REVIEW_BASE)
    else:
        text = module.render(reports)
    write_output(text, args.output)
    return 0

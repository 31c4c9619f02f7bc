"""`claims compare [IDS | FILES] [filters]`: which claims may be compared, and why not."""

from __future__ import annotations

import argparse
import re
from typing import TYPE_CHECKING

from claims.cli.options import add_db, add_format, add_output
from claims.cli.query import add_filters

if TYPE_CHECKING:
    from claims.compare import Section
    from claims.model import Claim

_CLAIM_ID = re.compile(r"^clm-[0-9a-f]{16}$")


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("items", nargs="*", metavar="ID-OR-FILE",
                        help="claim ids from the store, or claim files (YAML); "
                             "with neither, the claims the filters select from the store")
    add_filters(parser)
    parser.add_argument("--max-pairs", type=int, default=20, metavar="N",
                        help="show at most N comparable and N incomparable pairs per metric "
                             "(default: 20); the rest are counted")
    add_db(parser)
    add_format(parser, ("text", "markdown", "json", "html"), "text")
    add_output(parser)


def _from_files(paths: list[str], max_pairs: int) -> tuple[list[Section], dict[str, float]]:
    """Compare the claims of claim files, in memory."""
    from claims.claimfile import load_claim_file
    from claims.compare import compare_claims, operating_points

    claims: list[Claim] = []
    speeds: dict[str, float] = {}
    for path in paths:
        loaded = load_claim_file(path).claims
        speeds.update(operating_points(loaded))
        claims.extend(loaded)
    return compare_claims(claims, speeds, max_pairs=max_pairs), speeds


def run(args: argparse.Namespace) -> int:
    """Print the comparability matrix."""
    import json

    from claims.cli.options import write_output
    from claims.cli.query import filters_from_args
    from claims.compare import render_markdown, render_text, to_data
    from claims.errors import ClaimsError
    from claims.store import ClaimFilter, default_db, open_store
    from claims.store.comparison import compare_stored

    if args.max_pairs < 0:
        raise ClaimsError("--max-pairs must not be negative")
    ids = [item for item in args.items if _CLAIM_ID.match(item)]
    files = [item for item in args.items if not _CLAIM_ID.match(item)]
    filters = filters_from_args(args, ids)
    if files and filters != ClaimFilter(limit=filters.limit):
        raise ClaimsError("compare either claim files, or stored claims (ids and filters), "
                          "not both at once")
    if files:
        sections, speeds = _from_files(files, args.max_pairs)
    else:
        with open_store(args.db or default_db(), create=False) as store:
            wanted = ClaimFilter(ids=tuple(ids))
            found = {c.id for c in store.query_claims(wanted)} if ids else set()
            missing = [i for i in ids if i not in found]
            if missing:
                raise ClaimsError(f"no such claim in the store: {', '.join(missing)}")
            sections, speeds = compare_stored(store, filters, max_pairs=args.max_pairs)
    if args.format == "json":
        text = json.dumps(to_data(sections), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    elif args.format == "markdown":
        text = render_markdown(sections)
    elif args.format == "html":
        from claims.report.compare_html import render_html

        text = render_html(sections, speeds)
    else:
        text = render_text(sections)
    write_output(text, args.output)
    return 0

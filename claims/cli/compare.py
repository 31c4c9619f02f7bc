"""`claims compare [SOURCES | CLAIM FILES | IDS] [filters]`: which figures compare, and why not."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from claims.cli.options import add_db, add_format, add_network, add_output
from claims.cli.query import add_filters
from claims.vocabulary.lazy import lazy

if TYPE_CHECKING:
    from claims.compare import Comparison
    from claims.model import Claim

# claims.compare.archive's SORTS and PAGE_SIZE, kept here so `claims --help` stays light
# (tests/test_compare_buyer.py checks the two agree).
SORTS, PAGE_SIZE = ("value", "model", "hardware", "document"), 50
_CLAIM_ID = lazy(r"^clm-[0-9a-f]{16}$")
CLAIM_FILE_SUFFIXES = (".yaml", ".yml")


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("items", nargs="*", metavar="SOURCE-FILE-OR-ID",
                        help="announcements (Markdown, HTML or text paths, URLs, `-`), claim "
                             "files (.yaml), or claim ids from the store; with none, the claims "
                             "the filters select from the store")
    add_filters(parser)
    parser.add_argument("--within", action="store_true",
                        help="also pair figures inside one document (default: across sources)")
    parser.add_argument("--max-pairs", type=int, default=None, metavar="N",
                        help="show at most N pairs per group (text: 3 blocked per reason and "
                             "10 comparable; markdown: 20; json and html: all)")
    parser.add_argument("--view", choices=("pairs", "archive"), default="pairs",
                        help="pairs (default), or archive: the best stated figure per system "
                             "for the selected metric, sortable and paged, with comparable "
                             "pairs grouped by model and hardware (text)")
    parser.add_argument("--sort", choices=SORTS, default="value",
                        help="archive view: the column rows are sorted by (default: value)")
    parser.add_argument("--page", type=int, default=1, metavar="N",
                        help="archive view: which page of rows (from 1)")
    parser.add_argument("--page-size", type=int, default=PAGE_SIZE, metavar="N",
                        help=f"archive view: rows per page (default: {PAGE_SIZE})")
    add_db(parser)
    add_format(parser, ("text", "markdown", "json", "html"), "text")
    add_output(parser)
    add_network(parser)


def _is_claim_file(item: str) -> bool:
    """A claim file is named .yaml or .yml; everything else is read as an announcement."""
    return item.lower().endswith(CLAIM_FILE_SUFFIXES)


def claims_of(items: list[str], args: argparse.Namespace) -> list[Claim]:
    """The claims of announcements (extracted) and claim files (as written), in order given."""
    from claims.extract import extract
    from claims.load.claimfile import load_claim_file
    from claims.load.documents import load_source

    policy = None
    if any(i.startswith(("http://", "https://")) for i in items):
        from claims.cli.fetch import policy_from_args

        policy = policy_from_args(args)
    out: list[Claim] = []
    loaded = [None if _is_claim_file(i) else load_source(i, fetch_policy=policy) for i in items]
    for item, doc in zip(items, loaded, strict=True):
        out.extend(load_claim_file(item).claims if doc is None else extract(doc)[1])
    return out


def _stored(args: argparse.Namespace, ids: list[str]) -> Comparison:
    """Compare claims held in the store, selected by ids and filters."""
    from claims.cli.query import filters_from_args
    from claims.errors import ClaimsError
    from claims.store import ClaimFilter, default_db, open_store
    from claims.store.comparison import compare_stored

    filters = filters_from_args(args, ids)
    with open_store(args.db or default_db(), create=False) as store:
        if ids:
            found = {c.id for c in store.query_claims(ClaimFilter(ids=tuple(ids)))}
            missing = [i for i in ids if i not in found]
            if missing:
                raise ClaimsError(f"no such claim in the store: {', '.join(missing)}")
        return compare_stored(store, filters, within=args.within)


def run(args: argparse.Namespace) -> int:
    """Print the comparison."""
    from claims.cli.options import write_output
    from claims.cli.query import filters_from_args
    from claims.compare import compare_claims
    from claims.cyclic import collector_paused
    from claims.errors import ClaimsError
    from claims.store import ClaimFilter

    if args.max_pairs is not None and args.max_pairs < 0:
        raise ClaimsError("--max-pairs must not be negative")
    if args.page < 1 or args.page_size < 1:
        raise ClaimsError("--page and --page-size start at 1")
    if args.view == "archive" and args.format != "text":
        raise ClaimsError("--view archive prints text only (use --format json for the pairs)")
    ids = [item for item in args.items if _CLAIM_ID.match(item)]
    files = [item for item in args.items if not _CLAIM_ID.match(item)]
    filters = filters_from_args(args, ids)
    if files and (ids or filters != ClaimFilter(limit=filters.limit)):
        raise ClaimsError("compare either announcements and claim files, or stored claims "
                          "(ids and filters), not both at once")
    with collector_paused():  # the records made here hold no cycles (see claims.cyclic)
        comparison = (compare_claims(claims_of(files, args), within=args.within) if files
                      else _stored(args, ids))
        if args.view == "archive":
            from claims.compare.archive import render_archive

            text = render_archive(comparison, sort=args.sort, at=args.page, size=args.page_size)
        else:
            text = render(comparison, args.format, args.max_pairs)
    write_output(text, args.output)
    return 0


def render(comparison: Comparison, fmt: str, max_pairs: int | None) -> str:
    """The comparison in one of the formats."""
    from claims.compare.views import render_markdown, render_text
    from claims.report.escape import visible

    if fmt == "json":
        from claims.compare.report import to_report

        report = to_report(comparison, max_pairs=max_pairs)
        return report.model_dump_json(indent=2) + "\n"
    if fmt == "markdown":
        # A quote's control characters must not reach a terminal raw (ESC sequences, CR).
        return visible(render_markdown(comparison,
                                       max_pairs=20 if max_pairs is None else max_pairs))
    if fmt == "html":
        from claims.report.compare_html import render_html

        return render_html(comparison, max_pairs=max_pairs)
    if max_pairs is None:
        return visible(render_text(comparison))
    return visible(render_text(comparison, max_pairs=max_pairs, max_comparable=max_pairs))

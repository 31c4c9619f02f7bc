"""`claims query [filters]`: read claims from the store as a table, JSON, JSON Lines or CSV."""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Iterator
from itertools import islice
from typing import TYPE_CHECKING

from claims.cli.options import add_db, add_format, add_output, add_records, records_from_args
from claims.vocabulary.lazy import lazy

if TYPE_CHECKING:
    from claims.model import Claim
    from claims.store import ClaimFilter
    from claims.store.base import StoredDocument

_DATE = lazy(r"^\d{4}(-\d{2}(-\d{2})?)?$")
# (title, width) of the text table; longer cells are cut so the table can stream.
_TABLE = (("id", 20), ("value", 12), ("unit", 10), ("per", 6), ("metric", 14),
          ("statistic", 9), ("model", 22), ("hardware", 22), ("publisher", 16), ("quote", 40))
CSV_COLUMNS = ("id", "value", "value_max", "approximately", "unit", "per", "statistic", "metric",
               "kind", "model",
               "hardware", "accelerator", "accelerator_count", "workload", "precision",
               "input_length", "output_length", "evidence", "independence", "publisher",
               "published_at", "url", "quote", "document_id", "document_path", "document_title",
               "line")


def add_filters(parser: argparse.ArgumentParser) -> None:
    """The claim filters shared by `query` and `compare`."""
    group = parser.add_argument_group("filters")
    for name, text in (("model", "model name contains TEXT (case-insensitive)"),
                       ("hardware", "hardware contains TEXT"),
                       ("workload", "workload or benchmark contains TEXT"),
                       ("publisher", "publisher contains TEXT"),
                       ("metric", "metric is exactly TEXT (throughput, ttft, ...)"),
                       ("unit", "canonical unit is exactly TEXT (tokens/s, s, ...)"),
                       ("per", "denominator (GPU, user, node, ...)"),
                       ("rule", "a finding of this rule (name or code prefix) names the claim"),
                       ("independence", "self-reported, partner, third-party, ...")):
        group.add_argument(f"--{name}", metavar="TEXT", default=None, help=text)
    group.add_argument("--since", metavar="DATE", help="published on or after DATE (YYYY-MM-DD)")
    group.add_argument("--until", metavar="DATE", help="published on or before DATE")
    group.add_argument("--text", metavar='"WORDS"', help="phrase in the quote, section or title")


def _is_date(value: str) -> bool:
    """True for a real calendar date, or a year or year-month of one (2026-13-01 is not)."""
    import datetime

    if not _DATE.match(value):
        return False
    parts = [*value.split("-"), "01", "01"][:3]
    try:
        datetime.date(*(int(part) for part in parts))
    except ValueError:
        return False
    return True


def filters_from_args(args: argparse.Namespace, ids: Iterable[str] = ()) -> ClaimFilter:
    """The ClaimFilter named by the filter options; bad values are input errors."""
    from claims.errors import ClaimsError
    from claims.model import Independence, Per
    from claims.store import ClaimFilter

    for option in ("since", "until"):
        value = getattr(args, option)
        if value is not None and not _is_date(value):
            raise ClaimsError(f"--{option} {value!r}: expected a date like 2026-03-01")
    for option, enum in (("per", Per), ("independence", Independence)):
        value = getattr(args, option)
        allowed = [m.value for m in enum]
        if value is not None and value.casefold() not in (a.casefold() for a in allowed):
            raise ClaimsError(f"--{option} {value!r}: expected one of {', '.join(allowed)}")
    return ClaimFilter(model=args.model, hardware=args.hardware, workload=args.workload,
                       metric=args.metric, unit=args.unit, per=args.per, rule=args.rule,
                       independence=args.independence, publisher=args.publisher,
                       since=args.since, until=args.until, text=args.text, ids=tuple(ids),
                       limit=getattr(args, "limit", None))


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    add_filters(parser)
    parser.add_argument("--limit", type=int, default=None, metavar="N",
                        help="at most N claims")
    add_records(parser)
    add_db(parser)
    add_format(parser, ("text", "json", "jsonl", "csv"), "text")
    add_output(parser)


def _cell(value: object, width: int) -> str:
    """A table cell: empty for not disclosed, cut with an ellipsis when too long."""
    text = ("" if value is None else format(value, ".12g") if isinstance(value, float)
            else str(value))
    text = " ".join(text.split())
    return (text[:width - 1] + "…" if len(text) > width else text).ljust(width)


def table_lines(claims: Iterable[Claim]) -> Iterator[str]:
    """The text table, one line at a time."""
    from claims.report.escape import visible

    yield " ".join(_cell(title, width) for title, width in _TABLE).rstrip() + "\n"
    for c in claims:
        values = (c.id, c.value, c.unit, c.per.value if c.per else None, c.metric,
                  c.statistic.value if c.statistic else None, c.conditions.model,
                  c.conditions.hardware or c.conditions.accelerator, c.source.publisher,
                  c.source.quote)
        cells = (_cell(v, w) for v, (_, w) in zip(values, _TABLE, strict=True))
        yield visible(" ".join(cells).rstrip()) + "\n"


def csv_row(c: Claim, doc: StoredDocument) -> list[object]:
    """One claim and its document as a CSV row (see CSV_COLUMNS)."""
    k = c.conditions
    return [c.id, c.value, c.value_max, "yes" if c.approximate else "no", c.unit,
            c.per.value if c.per else None,
            c.statistic.value if c.statistic else None, c.metric, c.kind.value, k.model,
            k.hardware, k.accelerator, k.accelerator_count, k.workload, k.precision,
            k.input_length, k.output_length, c.evidence.value, c.independence.value,
            c.source.publisher, c.source.published_at, c.source.url, c.source.quote,
            doc.id, doc.path, doc.title or c.source.title, c.source.line]


def csv_lines(rows: Iterable[tuple[Claim, StoredDocument]]) -> Iterator[str]:
    """The CSV text, a header then one row per claim, streamed."""
    import csv
    import io

    from claims.report.escape import spreadsheet_cell, visible

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for claim, doc in rows:
        # A cell's control characters are shown escaped: a CSV is read in terminals too.
        writer.writerow([spreadsheet_cell(visible(cell) if isinstance(cell, str) else cell)
                         for cell in csv_row(claim, doc)])
        yield buffer.getvalue()
        buffer.seek(0)
        buffer.truncate()
    yield buffer.getvalue()


def render(claims: Iterable[Claim], fmt: str) -> Iterator[str]:
    """The claims as a text table, JSON or JSON Lines, as a stream of text pieces."""
    import json

    if fmt == "text":
        yield from table_lines(claims)
    else:
        dumps = (json.dumps(c.model_dump(mode="json"), sort_keys=True, ensure_ascii=False)
                 for c in claims)
        if fmt == "jsonl":
            yield from (line + "\n" for line in dumps)
        else:
            yield "["
            for i, line in enumerate(dumps):
                yield ("," if i else "") + "\n  " + line
            yield "\n]\n"


def run(args: argparse.Namespace) -> int:
    """Print the claims the filters select."""
    from dataclasses import replace

    from claims.cli.options import write_output
    from claims.errors import ClaimsError
    from claims.store import default_db, open_store

    if args.limit is not None and args.limit < 0:
        raise ClaimsError("--limit must not be negative")
    filters = filters_from_args(args)
    shown = records_from_args(args)
    with open_store(args.db or default_db(), create=False) as store:
        # The limit counts the records shown, so it is applied after the selection; CSV rows
        # name their document (path, id, title): the one format that needs the join.
        unlimited = replace(filters, limit=None)
        if args.format == "csv":
            rows = store.query_with_documents(unlimited)
            pieces = csv_lines(islice(((c, d) for c, d in rows if shown.keeps(c)),
                                      filters.limit))
        else:
            pieces = render(shown.claims(store.query_claims(unlimited), filters.limit),
                            args.format)
        if args.output in (None, "-"):
            import sys

            for piece in pieces:
                sys.stdout.write(piece)
        else:
            write_output("".join(pieces), args.output)
    return 0

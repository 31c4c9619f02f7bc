"""`claims verify CLAIMS-OR-SOURCES...`: re-read sources; quotes, figures, drift, the chain."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from claims.cli.fetch import policy_from_args
from claims.cli.options import (
    add_fail_on,
    add_format,
    add_network,
    add_output,
    add_selection,
    selected,
    write_output,
)

if TYPE_CHECKING:
    from claims.model import DocumentReport
    from claims.verify.recheck import ClaimCheck, Verified

CLAIM_FILE_SUFFIXES = (".yaml", ".yml")
STATUS_COLUMNS = ("claim", "figure", "quote", "now", "source", "derived from")


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("inputs", nargs="+", metavar="CLAIMS-OR-SOURCE",
                        help="claim files (.yaml) or announcements (path or URL)")
    add_network(parser)
    parser.add_argument("--no-follow", action="store_true",
                        help="do not follow the chain to the primary sources")
    add_selection(parser)
    add_fail_on(parser)
    add_format(parser, ("text", "json"), "text")
    add_output(parser)


def _verify(item: str, args: argparse.Namespace) -> list[Verified]:
    """Verify one input: a claim file by its suffix, else an announcement."""
    from claims.verify.recheck import verify_claim_file, verify_source

    policy = policy_from_args(args)
    if item.lower().endswith(CLAIM_FILE_SUFFIXES) and not item.startswith(("http://",
                                                                            "https://")):
        return verify_claim_file(item, policy, follow=not args.no_follow)
    return verify_source(item, policy, follow=not args.no_follow)


def _figure(check: ClaimCheck) -> str:
    """The figure column: kept, or what the source gives now."""
    from claims.verify.recheck import FigureStatus
    from claims.wording import format_number

    if check.figure is FigureStatus.changed and check.new_value is not None:
        return f"changed: {format_number(check.new_value)}"
    return check.figure.value


def _row(check: ClaimCheck, verified: Verified) -> dict[str, Any]:
    """One claim's status, as JSON and as a table row."""
    linked = {c.id: c.derived_from for c in verified.claims}
    return {"path": verified.path, "role": verified.role, "claim": check.claim.id,
            "value": check.claim.value, "unit": check.claim.unit,
            "quote": check.quote.value, "span": check.span.model_dump() if check.span else None,
            "figure": check.figure.value, "new_value": check.new_value,
            "source": check.source.value, "recorded_sha256": check.recorded_sha256,
            "current_sha256": check.current_sha256, "reason": check.reason,
            "derived_from": list(linked.get(check.claim.id, check.claim.derived_from))}


def _text_rows(verified: Verified) -> list[tuple[str, ...]]:
    """The status table rows of one verified document."""
    from claims.report import figure_value

    rows: list[tuple[str, ...]] = []
    for check in verified.checks:
        row = _row(check, verified)
        rows.append((check.claim.id, figure_value(check.claim), check.quote.value,
                     _figure(check), check.source.value,
                     " ".join(row["derived_from"]) or "-"))
    return rows


def _text(items: Sequence[tuple[Verified, DocumentReport]], summary: str) -> str:
    """The status tables and findings as plain text."""
    from claims.report.text import finding_lines, table

    lines: list[str] = []
    for verified, item in items:
        title = f" ({verified.document.title})" if verified.document.title else ""
        label = "primary source " if verified.role == "primary" else ""
        lines.append(f"{label}{verified.path}{title}")
        rows = _text_rows(verified)
        lines += ["  " + line for line in table(STATUS_COLUMNS, rows)] if rows else \
            ["  no claims to check"]
        for finding in item.findings:
            lines += finding_lines(finding, item)
        lines.append("")
    lines.append(summary)
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace) -> int:
    """Verify every input; print the status tables and findings; exit by --fail-on."""
    from claims.pipeline import verified_report
    from claims.report import build_report, exit_status, summary_line

    settings = selected(args)
    items: list[tuple[Verified, DocumentReport]] = []
    for item in args.inputs:
        for verified in _verify(item, args):
            items.append((verified, verified_report(verified, select=settings.select,
                                                    ignore=settings.ignore)))
    report = build_report([item for _, item in items])
    if args.format == "json":
        payload = {"report": report.model_dump(mode="json"),
                   "claims": [_row(c, v) for v, _ in items for c in v.checks]}
        text = json.dumps(payload, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    else:
        from claims.report.escape import visible

        # Quotes and titles come from the documents: their control characters are shown escaped.
        text = visible(_text(items, summary_line(report)))
    write_output(text, args.output)
    return exit_status(report, settings.fail_on)

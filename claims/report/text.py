"""The plain-text report: an optional figures table, then `path:line:col: CODE rule message`.

No colour and no terminal-width guessing, so the output is the same on every
machine and in every pipe; control characters from a document are shown escaped.
"""

from __future__ import annotations

from collections.abc import Sequence

from claims.model import Claim, DocumentReport, Finding, Report
from claims.report import (
    FIGURE_COLUMNS,
    anchors,
    clip,
    conditions_summary,
    figure_row,
    location,
    report_order,
    shows_conditions,
    summary_line,
)
from claims.report.escape import visible

QUOTES_SHOWN = 3


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    """Left-aligned columns two spaces apart, trailing spaces trimmed."""
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    return ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()
            for row in [header, *rows]]


def finding_lines(finding: Finding, item: DocumentReport,
                  marks: dict[tuple[str, int | None], str] | None = None) -> list[str]:
    """A finding's headline line and its evidence quotes indented below."""
    head = f"{location(finding, item)}: {finding.code} {finding.rule} {finding.message}"
    if finding.accepted:
        head += f" [accepted: {finding.accepted_reason}]"
    out = [head]
    for quote in finding.evidence[:QUOTES_SHOWN]:
        where = f"line {quote.line}: " if quote.line else ""
        anchor = (marks or {}).get((quote.text, quote.span.start if quote.span else None))
        out.append(f"    {where}\"{clip(quote.text, 100, anchor)}\"")
    more = max(0, len(finding.evidence) - QUOTES_SHOWN) + finding.evidence_omitted
    if more:
        out.append(f"    (+{more} more quotes)")
    return out


def leading(claims: Sequence[Claim]) -> list[Claim]:
    """The figures in report order (`claims.report.report_order`, shared by every format)."""
    return report_order(claims)


def figure_lines(item: DocumentReport) -> list[str]:
    """The figures table, each performance figure followed by its stated conditions."""
    claims = leading(item.claims)
    header, *rows = table(FIGURE_COLUMNS, [figure_row(c) for c in claims])
    out = ["  " + header]
    for claim, row in zip(claims, rows, strict=True):
        out.append("  " + row)
        summary = conditions_summary(claim.conditions) if shows_conditions(claim) else ""
        if summary:
            out.append(f"      conditions: {summary}")
    return out


def document_lines(item: DocumentReport, show_claims: bool) -> list[str]:
    """One document's part of the report."""
    out: list[str] = []
    if show_claims:
        name = item.path or item.document.url or item.document.origin or "-"
        title = f" ({item.document.title})" if item.document.title else ""
        out.append(f"{name}{title}")
        if item.claims:
            out.extend(figure_lines(item))
        else:
            out.append("  no figures found")
        out.append("")
    open_ = [f for f in item.findings if not f.accepted]
    accepted = [f for f in item.findings if f.accepted]
    marks = anchors(item)
    for finding in [*open_, *accepted]:
        out.extend(finding_lines(finding, item, marks))
    if show_claims and item.findings:
        out.append("")
    return out


def render(report: Report, *, show_claims: bool = False) -> str:
    """The whole report as plain text, ending with a one-line summary."""
    lines = [line for item in report.documents for line in document_lines(item, show_claims)]
    if lines and lines[-1] != "":
        lines.append("")
    lines.append(summary_line(report))
    return visible("\n".join(lines) + "\n")


def render_quiet(report: Report) -> str:
    """`--quiet`: one `path:line:col: CODE rule message` line per open finding, nothing else."""
    return "".join(visible(f"{location(f, item)}: {f.code} {f.rule} {' '.join(f.message.split())}")
                   + "\n" for item in report.documents for f in item.findings if not f.accepted)

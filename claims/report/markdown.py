"""The Markdown report: an editor's summary per document, figures table then caveats."""

from __future__ import annotations

from claims.model import DocumentReport, Report
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

_SPECIAL = "\\`*_[]<>|#"


def escape(text: str) -> str:
    """Text shown literally in Markdown: markup characters backslash-escaped, one line."""
    flat = " ".join(text.split())
    return "".join("\\" + ch if ch in _SPECIAL else ch for ch in flat)


def cell(text: str) -> str:
    """Text safe inside a Markdown table cell."""
    return escape(text)


def document_section(item: DocumentReport) -> list[str]:
    """One document: its identity, its figures, its caveats with quotes."""
    doc = item.document
    title = doc.title or item.path or doc.url or doc.id
    out = [f"## {escape(title)}", ""]
    facts = [("Source", doc.url), ("File", item.path), ("Publisher", doc.publisher),
             ("Published", doc.published_at), ("sha256", doc.sha256)]
    out.extend(f"- {name}: {escape(value)}" for name, value in facts if value)
    out.append("")
    out.append(f"### Figures ({len(item.claims)})")
    out.append("")
    if item.claims:
        columns = (*FIGURE_COLUMNS, "conditions")
        out.append("| " + " | ".join(columns) + " |")
        out.append("|" + "---|" * len(columns))
        for claim in report_order(item.claims):
            stated = conditions_summary(claim.conditions) if shows_conditions(claim) else ""
            row = (*figure_row(claim, 80), stated or "-")
            out.append("| " + " | ".join(cell(v) for v in row) + " |")
    else:
        out.append("No figures.")
    out.append("")
    open_ = [f for f in item.findings if not f.accepted]
    accepted = [f for f in item.findings if f.accepted]
    out.append(f"### Caveats ({len(open_)})")
    out.append("")
    if not open_:
        out.append("None raised.")
        out.append("")
    marks = anchors(item)
    for finding in open_:
        out.append(f"- **{finding.rule}** ({finding.code}, {finding.severity.value}): "
                   f"{escape(finding.message)}  ")
        out.append(f"  `{location(finding, item)}`")
        for quote in finding.evidence:
            where = f" (line {quote.line})" if quote.line else ""
            anchor = marks.get((quote.text, quote.span.start if quote.span else None))
            out.append(f"  - > {escape(clip(quote.text, 200, anchor))}{where}")
        if finding.evidence_omitted:
            out.append(f"  - ({finding.evidence_omitted} more quotes; every figure is cited "
                       "by id in the JSON report)")
        out.append("")
    if accepted:
        out.append(f"### Accepted on purpose ({len(accepted)})")
        out.append("")
        for finding in accepted:
            out.append(f"- **{finding.rule}** ({finding.code}): {escape(finding.message)} — "
                       f"accepted: {escape(finding.accepted_reason or '')}")
        out.append("")
    return out


def render(report: Report, *, show_claims: bool = True) -> str:
    """The whole report as Markdown (the figures table is always part of the summary)."""
    lines = ["# Claims report", "", summary_line(report), ""]
    for item in report.documents:
        lines.extend(document_section(item))
    return visible("\n".join(lines).rstrip("\n") + "\n")

"""The CSV report: one row per figure, in the order every format lists them, with the
rules that cite it; cells a spreadsheet would run as formulas are defused."""

from __future__ import annotations

import csv
import io

from claims.model import Claim, DocumentReport, Report
from claims.report import (
    citing_rules,
    conditions_summary,
    figure_value,
    report_order,
    shows_conditions,
)
from claims.report.escape import spreadsheet_cell

COLUMNS = ("document", "line", "figure", "value", "value_max", "approximately", "unit", "per",
           "statistic", "metric", "kind", "evidence", "independence", "conditions", "flags",
           "quote")


def row(item: DocumentReport, claim: Claim, flags: dict[str, list[str]]) -> list[object]:
    """One figure's cells (see COLUMNS)."""
    name = item.path or item.document.url or item.document.origin or item.document.id
    return [name, claim.source.line, figure_value(claim), claim.value, claim.value_max,
            "yes" if claim.approximate else "no", claim.unit,
            claim.per.value if claim.per else None,
            claim.statistic.value if claim.statistic else None, claim.metric,
            claim.kind.value, claim.evidence.value, claim.independence.value,
            conditions_summary(claim.conditions) if shows_conditions(claim) else "",
            "; ".join(flags.get(claim.id, ())), " ".join(claim.source.quote.split())]


def render(report: Report, *, show_claims: bool = True) -> str:
    """The report's figures as CSV: a header, then one row per figure."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(COLUMNS)
    for item in report.documents:
        flags = citing_rules(item)
        for claim in report_order(item.claims):
            writer.writerow([spreadsheet_cell(cell) for cell in row(item, claim, flags)])
    return buffer.getvalue()

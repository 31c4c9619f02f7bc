"""`--statistics`: how many findings each rule raised over a report, instead of the findings."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from claims.model import Report, Severity
from claims.report import summary_line
from claims.wording import plural

FORMATS = ("text", "markdown", "json")
COLUMNS = ("count", "accepted", "documents", "code", "rule", "severity")


@dataclass
class RuleCount:
    """One rule's findings over a report: open and accepted, and in how many documents."""

    code: str
    rule: str
    severity: Severity
    open: int = 0
    accepted: int = 0
    documents: set[str] = field(default_factory=set)

    def row(self) -> tuple[str, ...]:
        """The counts as table cells, in `COLUMNS` order."""
        return (str(self.open), str(self.accepted), str(len(self.documents)), self.code,
                self.rule, self.severity.value)


def rule_counts(report: Report) -> list[RuleCount]:
    """Per-rule counts, most open findings first, then by code."""
    seen: dict[str, RuleCount] = {}
    for item in report.documents:
        for finding in item.findings:
            entry = seen.setdefault(finding.code,
                                    RuleCount(finding.code, finding.rule, finding.severity))
            if finding.accepted:
                entry.accepted += 1
            else:
                entry.open += 1
            entry.documents.add(item.document.id)
    return sorted(seen.values(), key=lambda c: (-c.open, -c.accepted, c.code))


def render(report: Report, fmt: str) -> str:
    """The per-rule counts in `fmt` (text, markdown or json), then the summary line."""
    counts = rule_counts(report)
    if fmt == "json":
        data = {"statistics": [{"code": c.code, "rule": c.rule, "severity": c.severity.value,
                                "count": c.open, "accepted": c.accepted,
                                "documents": len(c.documents)} for c in counts],
                "summary": report.summary.model_dump(mode="json")}
        return json.dumps(data, indent=2, sort_keys=True) + "\n"
    rows = [c.row() for c in counts]
    if fmt == "markdown":
        lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
        lines += ["| " + " | ".join(row) + " |" for row in rows]
        return "\n".join([*lines, "", summary_line(report)]) + "\n"
    widths = [max(len(r[i]) for r in [COLUMNS, *rows]) for i in range(len(COLUMNS))]
    lines = ["  ".join(cell.rjust(w) if i < 3 else cell.ljust(w)
                       for i, (cell, w) in enumerate(zip(row, widths, strict=True))).rstrip()
             for row in [COLUMNS, *rows]]
    if not rows:
        lines = [f"no findings in {plural(report.summary.documents, 'document')}"]
    return "\n".join([*lines, summary_line(report)]) + "\n"

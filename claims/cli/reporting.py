"""Rendering a vet or check report as the shared output options ask: format, quiet, statistics."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import TYPE_CHECKING

from claims.errors import ClaimsError

if TYPE_CHECKING:
    from claims.model import Report
    from claims.report.sarif import RuleInfo

# What `vet` and `check` print with --format.
REPORT_FORMATS = ("text", "markdown", "json", "html", "sarif", "csv")


def rule_infos() -> list[RuleInfo]:
    """Every registered rule as SARIF describes it, in code order."""
    from checkers import RULES
    from claims.report.sarif import RuleInfo

    return [RuleInfo(code=r.code, name=r.name, severity=r.severity, summary=r.summary,
                     help_markdown="\n\n".join(f"## {title}\n\n{body}"
                                               for title, body in r.docs.sections()))
            for r in RULES]


def render_report(report: Report, args: argparse.Namespace, *, show_claims: bool,
                  texts: Mapping[str, str] | None = None) -> str:
    """The report as text in `args.format`, honouring `--statistics` and `--quiet`."""
    from claims.report import render

    if getattr(args, "statistics", False):
        from claims.report import statistics

        if args.format not in statistics.FORMATS:
            raise ClaimsError(f"--statistics prints {', '.join(statistics.FORMATS)}, "
                              f"not {args.format}")
        return statistics.render(report, args.format)
    if args.format == "sarif":
        from claims.report import sarif

        return sarif.render(report, rules=rule_infos())
    if args.format == "html":
        from claims.report.html import render_html

        return render_html(report, texts=texts)
    if getattr(args, "quiet", False) and args.format == "text":
        from claims.report.text import render_quiet

        return render_quiet(report)
    return render(report, args.format, show_claims=show_claims)

"""SARIF 2.1.0: findings as static-analysis results, for code-review tools and CI dashboards.

One run, the rules as the driver's rule table, one result per finding at its
file, line and column (code points, as `claims` counts them), the evidence
quotes as related locations, accepted findings as suppressions with their
reason. `claims.report` never imports the checkers, so the caller hands the
rule table in (`RuleInfo`); output is deterministic (sorted keys, no times).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath, PureWindowsPath
from typing import Any
from urllib.parse import quote

from claims import __version__
from claims.model import DocumentReport, Finding, Report, Severity

SCHEMA_URI = ("https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/"
              "sarif-schema-2.1.0.json")
LEVELS = {Severity.error: "error", Severity.warning: "warning", Severity.info: "note"}
RELATED_SHOWN = 10


@dataclass(frozen=True)
class RuleInfo:
    """What SARIF says about one rule: its code, name, default severity and docs."""

    code: str
    name: str
    severity: Severity
    summary: str
    help_markdown: str = ""


def artifact_uri(path: str) -> str:
    """A file path or URL as a SARIF artifact URI (relative paths stay relative)."""
    if "://" in path:
        return path
    if PurePosixPath(path).is_absolute():
        return PurePosixPath(path).as_uri()
    if PureWindowsPath(path).is_absolute():
        return PureWindowsPath(path).as_uri()
    return quote(path.replace("\\", "/"), safe="/-_.~")


def _rule(info: RuleInfo) -> dict[str, Any]:
    """One reportingDescriptor of the driver's rule table."""
    out: dict[str, Any] = {
        "id": info.code, "name": info.name,
        "shortDescription": {"text": info.summary},
        "defaultConfiguration": {"level": LEVELS[info.severity]},
        "properties": {"tags": ["claims"]},
    }
    if info.help_markdown:
        out["help"] = {"text": info.help_markdown, "markdown": info.help_markdown}
    return out


def _region(line: int | None, column: int | None = None) -> dict[str, Any]:
    """A region at a line (1 where unknown) and, when known, a column."""
    region: dict[str, Any] = {"startLine": line or 1}
    if column:
        region["startColumn"] = column
    return region


def _fingerprint(finding: Finding, item: DocumentReport) -> str:
    """A stable identity for a finding across runs: document, rule, claims and message."""
    key = "\x1f".join((item.document.id, finding.code, *finding.claim_ids, finding.message))
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]


def _result(finding: Finding, item: DocumentReport, index: dict[str, int]) -> dict[str, Any]:
    """One SARIF result for a finding."""
    uri = artifact_uri(finding.path or item.path or item.document.url or item.document.origin
                       or "-")
    location = {"physicalLocation": {"artifactLocation": {"uri": uri},
                                     "region": _region(finding.line, finding.column)}}
    result: dict[str, Any] = {
        "ruleId": finding.code, "level": LEVELS[finding.severity],
        "message": {"text": f"{finding.rule}: {finding.message}"},
        "locations": [location],
        "partialFingerprints": {"claimsFinding/v1": _fingerprint(finding, item)},
        "properties": {"rule": finding.rule, "claimIds": list(finding.claim_ids)},
    }
    if finding.code in index:
        result["ruleIndex"] = index[finding.code]
    # Each evidence quote where it stands; the quote itself is the location's message.
    related = [{"id": n, "message": {"text": " ".join(q.text.split())},
                "physicalLocation": {"artifactLocation": {"uri": uri},
                                     "region": _region(q.line)}}
               for n, q in enumerate(finding.evidence[:RELATED_SHOWN], start=1)]
    if related:
        result["relatedLocations"] = related
    if finding.accepted:
        result["suppressions"] = [{"kind": "inSource", "status": "accepted",
                                   "justification": finding.accepted_reason or ""}]
    return result


def build(report: Report, rules: Sequence[RuleInfo] = ()) -> dict[str, Any]:
    """The SARIF log as plain data."""
    index = {info.code: i for i, info in enumerate(rules)}
    results = [_result(f, item, index) for item in report.documents for f in item.findings]
    driver = {"name": "claims", "version": __version__, "semanticVersion": __version__,
              "rules": [_rule(info) for info in rules]}
    run = {"tool": {"driver": driver}, "columnKind": "unicodeCodePoints", "results": results}
    return {"$schema": SCHEMA_URI, "version": "2.1.0", "runs": [run]}


def render(report: Report, *, show_claims: bool = False,
           rules: Sequence[RuleInfo] = ()) -> str:
    """The report as SARIF 2.1.0 JSON text: sorted keys, two-space indent, final newline."""
    return json.dumps(build(report, rules), indent=2, sort_keys=True, ensure_ascii=False) + "\n"

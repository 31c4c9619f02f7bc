"""JSON Lines: one claim per line with its document and findings, each valid against
`schemas/export.schema.json` (a claim record plus `document_id`, `document_path`,
`document_title`, `document_url`, `line` and `findings`), so pipelines can join on them."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator

from claims.exports.record import ExportedClaim
from claims.model import DocumentReport


def lines(reports: Iterable[DocumentReport]) -> Iterator[str]:
    """Every claim of every report as one compact JSON line (keys sorted), streamed."""
    for report in reports:
        for claim in report.claims:
            record = ExportedClaim.of(claim, report)
            yield json.dumps(record.model_dump(mode="json"), sort_keys=True, ensure_ascii=False,
                             separators=(",", ":")) + "\n"


def render(reports: Iterable[DocumentReport]) -> str:
    """All the lines of `lines(reports)` as one text."""
    return "".join(lines(reports))

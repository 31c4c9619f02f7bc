"""JSON Lines: one claim record per line, each valid against `schemas/claim.schema.json`."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator

from claims.model import DocumentReport


def lines(reports: Iterable[DocumentReport]) -> Iterator[str]:
    """Every claim of every report as one compact JSON line (keys sorted), streamed."""
    for report in reports:
        for claim in report.claims:
            yield json.dumps(claim.model_dump(mode="json"), sort_keys=True, ensure_ascii=False,
                             separators=(",", ":")) + "\n"


def render(reports: Iterable[DocumentReport]) -> str:
    """All the lines of `lines(reports)` as one text."""
    return "".join(lines(reports))

"""JSON Lines: one claim record per line, each valid against `schemas/claim.schema.json`."""

from __future__ import annotations

import json
from collections.abc import Sequence

from claims.model import DocumentReport


def render(reports: Sequence[DocumentReport]) -> str:
    """Every claim of every report, one compact JSON object per line, keys sorted."""
    lines = [json.dumps(claim.model_dump(mode="json"), sort_keys=True, ensure_ascii=False,
                        separators=(",", ":"))
             for report in reports for claim in report.claims]
    return "".join(line + "\n" for line in lines)

"""The JSON report: the `Report` record, sorted keys, two-space indent."""

from __future__ import annotations

import json

from claims.model import Report


def render(report: Report, *, show_claims: bool = False) -> str:
    """The report as JSON valid against `schemas/report.schema.json` (claims always included)."""
    return json.dumps(report.model_dump(mode="json"), indent=2, sort_keys=True,
                      ensure_ascii=False) + "\n"

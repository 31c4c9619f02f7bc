"""The JSON report: the `Report` record, sorted keys, two-space indent."""

from __future__ import annotations

import json

from claims.errors import ClaimsError
from claims.model import Report
from claims.report import report_order


def render(report: Report, *, show_claims: bool = False) -> str:
    """The report as JSON valid against `schemas/report.schema.json` (claims always included)."""
    # The figures in the order every format lists them (the records do not depend on it).
    ordered = report.model_copy(update={"documents": tuple(
        item.model_copy(update={"claims": tuple(report_order(item.claims))})
        for item in report.documents)})
    try:
        return json.dumps(ordered.model_dump(mode="json"), indent=2, sort_keys=True,
                          ensure_ascii=False, allow_nan=False) + "\n"
    except ValueError as exc:  # a number JSON cannot carry: never written as Infinity
        raise ClaimsError(f"the report holds a number that is not finite ({exc}); "
                          "refusing to write it as JSON") from None

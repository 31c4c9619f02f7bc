"""The `confidence` step: a confidence level ("a 95% confidence interval") is a property of
the method, not a figure."""

from __future__ import annotations

import re

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.vocabulary.lazy import lazy

EXAMPLES = (
    Example("Speedup was 1.4x (95% confidence interval).", ("1.4 x",)),
)

_CONFIDENCE = lazy(r"\s*(?:confidence|credible|CI\b|prediction\s+interval)", re.I)


def drop_confidence_levels(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Drop confidence levels ("a 95% confidence interval"): a property of the method."""
    return [c for c in found
            if not (c.unit is not None and c.unit.canonical == "%"
                    and _CONFIDENCE.match(ctx.scan, c.end))]


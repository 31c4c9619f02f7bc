"""How numbers and counts are written for people, shared by findings and reports.

Both the checkers' messages and the rendered reports write figures; they read
these from here, below both, so the checkers never import the report and the
report never imports the checkers (data flows load -> extract -> check -> report).
"""

from __future__ import annotations

import math


def format_number(value: float) -> str:
    """A number without float noise: 1700000.0 -> 1,700,000; 0.38 -> 0.38."""
    if not math.isfinite(value):  # never reaches a report (see claims.finite); said plainly
        return str(value)
    if value == int(value) and abs(value) < 1e15:
        return f"{int(value):,}"
    return format(value, ".6g")


def plural(count: int, noun: str) -> str:
    """`1 figure`, `2 figures`: a count with its noun in the right number."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"

"""What a ratio compares when its comparative names a rate: "49% more requests per second",
"2.5x higher queries/s", "30% fewer tokens per second". The ratio measures that rate, so
the figures stated in that rate are its candidate sides, as for "2x the throughput"."""

from __future__ import annotations

import re

from claims.extract.figures.candidate import Figure
from claims.vocabulary.lazy import lazy
from claims.vocabulary.quantities import quantity
from claims.vocabulary.unit_patterns import rate_at

# "more", "higher", "fewer": the comparative a ratio's rate follows ("49% more requests/s").
_COMPARATIVE = lazy(r"\s*(?:more|higher|greater|fewer|less|lower|better|extra)\b", re.I)
_RATIO_UNITS = frozenset({"%", "x"})


def compared_rate(fig: Figure) -> str | None:
    """The measure of the rate a ratio's comparative names ("49% more requests per second":
    requests per second), or None when the ratio names no rate after its comparative."""
    if fig.unit not in _RATIO_UNITS:
        return None
    right = fig.right
    found = _COMPARATIVE.match(right)
    if found is None:
        return None
    rate = rate_at(right, found.end())
    if rate is None:
        return None
    row = quantity(rate[0].canonical)
    if row is not None and row.measures:
        return row.measures
    return rate[0].canonical.replace("/s", " per second")

"""Parts of a write-up or of a test's design, counted in words ("two tables", "three cases",
"two phases", "four configurations"): how the account is organised, which sets nothing up."""

from __future__ import annotations

ACCOUNT_NOUNS = frozenset({
    "table", "chart", "figure", "graph", "plot", "curve", "kind", "type", "case", "category",
    "configuration", "setting", "parameter", "phase", "stage", "point", "step", "version",
    "suite", "test", "variant", "service", "tier", "pass", "pair", "mode", "approach",
    "method", "technique", "strategy", "level", "metric", "group",
})

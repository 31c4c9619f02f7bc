"""A table column headed by a benchmark scenario ("| Model | Server | Offline |"): its cells
were measured under that scenario, a load pattern the benchmark's rules fix, so the header
is their workload. The header must be the scenario's name alone; prose is never read here."""

from __future__ import annotations

from functools import lru_cache

from claims.vocabulary.benchmarks import SCENARIO_HEADER


@lru_cache(maxsize=256)  # every row of a table asks again for the same headers
def column_scenario(header: str) -> str | None:
    """The scenario a column header names, as written ("Offline", "Server scenario"), or
    None when the header says anything else ("Server metric", "Server CPU")."""
    found = SCENARIO_HEADER.fullmatch(header)
    return " ".join(header.split()) if found else None

"""The Star Schema Benchmark (SSB) is a named workload: figures run on it state their
workload (missing-conditions). Sentences of our own."""

from __future__ import annotations

import pytest

from tests.vetting import vet

RULE = "missing-conditions"


def _missing(text: str) -> str:
    """The missing-conditions messages raised on a text, joined."""
    return " ".join(f.message for f in vet(text).findings if f.rule == RULE)


@pytest.mark.parametrize("name", ["the SSB", "the Star Schema Benchmark"])
def test_a_star_schema_run_states_its_workload(name: str) -> None:
    text = (f"On {name} at scale factor 100, Quarry 3.1 answered the 13 queries in 4.2 s "
            "in total on one 16-core server with 64 GB of memory.")
    assert "workload" not in _missing(text)
    assert any(c.conditions.workload for c in vet(text).claims)


def test_a_run_naming_no_workload_still_lacks_one() -> None:
    text = ("Quarry 3.1 answered the 13 queries in 4.2 s in total on one 16-core server "
            "with 64 GB of memory.")
    assert "workload" in _missing(text)

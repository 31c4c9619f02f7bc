"""A table's row-label column that names the programs compared (a router, a module) is the
subject of each row, not a knob: two rows of one run compare their programs, while a column
the run really varies (a route set given by its heading, an input path) still parts them.
Documents written for these tests (Go HTTP routers, Node.js image modules)."""

from __future__ import annotations

from claims.compare import judge
from claims.extract import extract
from claims.load.documents import parse_bytes
from claims.model import Claim

_ROUTERS = """---
title: "Router timings"
publisher: Example routers
url: https://routers.example/bench
---

# Router benchmark run

## Static routes (157 routes)

| Router | Repetitions | Time per repetition, ns |
|--------|-------------|-------------------------|
| Alpha | 50211 | 23877 |
| Beta | 31870 | 37634 |

## Whole API (203 routes)

| Router | Repetitions | Time per repetition, ns |
|--------|-------------|-------------------------|
| Alpha | 41223 | 29118 |
| Beta | 9021 | 133001 |
"""

_MODULES = """---
title: "Resize timings"
publisher: Example images
url: https://images.example/bench
---

# Resize run on one machine

| Module | Input | Output | Ops/sec |
| :--- | :--- | :--- | ---: |
| slowpix | buffer | buffer | 3.15 |
| slowpix | file | file | 3.02 |
| fastpix | buffer | buffer | 27.40 |
| fastpix | file | file | 26.11 |
"""


def _claims(text: str) -> dict[str, Claim]:
    """Each claim of a Markdown document by its written value."""
    return {c.value_text or "": c for c in extract(parse_bytes(text.encode(), origin="d.md"))[1]}


def test_two_routers_of_one_table_compare() -> None:
    found = _claims(_ROUTERS)
    pair = judge(found["29118"], found["133001"])
    assert pair.comparable, pair.differences
    # the repetition count each router got is its own, not a setting of the run
    assert not any("Repetitions" in d.condition for d in pair.differences)


def test_one_router_on_two_route_sets_does_not_compare() -> None:
    found = _claims(_ROUTERS)
    pair = judge(found["23877"], found["29118"])
    assert not pair.comparable and "workload" in pair.reasons


def test_two_modules_compare_only_on_one_input_path() -> None:
    found = _claims(_MODULES)
    assert judge(found["26.11"], found["3.02"]).comparable
    assert not judge(found["26.11"], found["3.15"]).comparable

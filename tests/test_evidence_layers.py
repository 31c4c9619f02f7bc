"""simulated-result: a network's projection layers are no projection, and an estimate a
measurement bears out ("the estimates hold up") leaves the measurement measured. Sentences
of our own."""

from __future__ import annotations

import pytest

from claims.extract.facts.evidence import evidence
from claims.model import Evidence
from tests.vetting import rules

RULE = "simulated-result"


@pytest.mark.parametrize("text", [
    "| 2 | + fused projections on the matrix cores | 14.2 ms |",
    "Moving the output projection GEMM to the new kernel saved 1.4 ms.",
    "The vendor's old estimates still hold up: writes reach about 2900 IOPS per core.",
])
def test_measured_wording_is_not_a_projection(text: str) -> None:
    assert evidence(text) is None


@pytest.mark.parametrize(("text", "said"), [
    ("Our projections put the next node at 2.4x the throughput.", Evidence.projected),
    ("The projected rate for the new board is 41,000 IOPS.", Evidence.projected),
    ("We estimate about 2900 IOPS per core for writes.", Evidence.estimated),
])
def test_a_projection_or_estimate_is_still_read(text: str, said: Evidence) -> None:
    assert evidence(text) is said


def test_a_layer_ablation_table_is_measured() -> None:
    table = ("## Steps\n\n| Step | Change | Latency (ms) |\n|---|---|---|\n"
             "| 0 | baseline | 51.2 |\n| 1 | + fused projections | 47.9 |\n"
             "| 2 | + graph replay | 30.4 |\n")
    assert RULE not in rules(table)
    assert RULE in rules(table.replace("+ fused projections", "+ projected fusion gain"))

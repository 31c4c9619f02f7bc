"""The record fields the vocabulary closes: a claim's metric and its unit, checked on reading
and enumerated in the JSON Schemas."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, WithJsonSchema

from claims.vocabulary.metrics import METRICS, is_metric
from claims.vocabulary.quantities import QUANTITIES, RATE_PATTERN, SPELLINGS, is_unit


def metric_name(value: str) -> str:
    """`value` when it names a member of the vocabulary or one of its aliases; else it fails.

    The name is kept as written (an alias stays an alias), so records read back unchanged.
    """
    if not is_metric(value):
        raise ValueError(f"metric {value!r} is not in the vocabulary "
                         f"(claims.vocabulary.metrics)")
    return value


def unit_name(value: str) -> str:
    """`value` when the quantity table knows it (or it is a counted rate); else it fails."""
    if not is_unit(value):
        raise ValueError(f"unit {value!r} is not in the unit table "
                         f"(claims.vocabulary.quantities)")
    return value


MetricName = Annotated[str, AfterValidator(metric_name), WithJsonSchema({
    "type": "string", "enum": sorted({n for m in METRICS.values() for n in (m.name, *m.aliases)}),
    "description": "a metric of the closed vocabulary, or an alias of one"})]

UnitName = Annotated[str, AfterValidator(unit_name), WithJsonSchema({
    "type": "string",
    "anyOf": [{"enum": sorted(QUANTITIES)}, {"enum": sorted(set(SPELLINGS) - set(QUANTITIES))},
              {"pattern": RATE_PATTERN}],
    "description": "a canonical unit, another spelling the unit table converts, "
                   "or a count per unit of time"})]

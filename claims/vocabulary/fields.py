"""The record fields the vocabulary closes: a claim's metric and its unit, checked on reading
and enumerated in the JSON Schemas."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, WithJsonSchema

from claims.vocabulary.metrics import METRICS, UnknownMetric, metric_of
from claims.vocabulary.quantities import QUANTITIES, RATE_PATTERN, SPELLINGS, is_unit


def metric_name(value: str) -> str:
    """The vocabulary name of `value` (an alias folds onto its member); unknown names fail."""
    try:
        return metric_of(value).name
    except UnknownMetric:
        raise ValueError(f"metric {value!r} is not in the vocabulary "
                         f"(claims.vocabulary.metrics)") from None


def unit_name(value: str) -> str:
    """`value` when the quantity table knows it (or it is a counted rate); else it fails."""
    if not is_unit(value):
        raise ValueError(f"unit {value!r} is not in the unit table "
                         f"(claims.vocabulary.quantities)")
    return value


MetricName = Annotated[str, AfterValidator(metric_name), WithJsonSchema({
    "type": "string", "enum": sorted(METRICS),
    "description": "a metric of the closed vocabulary (an alias is read as its member)"})]

UnitName = Annotated[str, AfterValidator(unit_name), WithJsonSchema({
    "type": "string",
    "anyOf": [{"enum": sorted(QUANTITIES)}, {"enum": sorted(set(SPELLINGS) - set(QUANTITIES))},
              {"pattern": RATE_PATTERN}],
    "description": "a canonical unit, another spelling the unit table converts, "
                   "or a count per unit of time"})]

"""A table's unit given by the sentence that leads into it as "<measure> in <rate> of ...",
and a column dividing one system by another, which never takes that unit. Tables written
for these tests."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.extract.figures.headers import quotient
from claims.learn.weights import RULES_ONLY
from claims.load.documents import parse_bytes

_LEAD_IN = """# Serving

Throughput in requests per second of the gateway under each payload size, on one c7i.large.

| Payload | Envoy | HAProxy | Envoy / HAProxy |
| --- | --- | --- | --- |
| 1 KiB | 41200 | 38900 | 1.06 |
| 64 KiB | 9100 | 9800 | 0.93 |
"""


def _units(text: str) -> dict[float, str]:
    """The unit of each claim of a document, by value (rules only)."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"), model=RULES_ONLY)[1]
    return {c.value: c.unit for c in claims}


def test_a_lead_in_naming_the_measure_and_its_rate_gives_the_cells_their_unit() -> None:
    units = _units(_LEAD_IN)
    assert units[41200] == units[38900] == units[9800] == "requests/s"


def test_a_column_dividing_two_systems_keeps_no_rate() -> None:
    units = _units(_LEAD_IN)
    assert units[1.06] != "requests/s" and units[0.93] != "requests/s"


@pytest.mark.parametrize(("header", "divides"), [
    ("MI300X / H100", True), ("vLLM / SGLang", True), ("p99 / p50", True),
    ("Total / GPU", False), ("Throughput / sockets", False), ("tokens / s", False),
    ("Envoy", False),
])
def test_a_quotient_header_divides_two_systems_not_by_a_denominator(header: str,
                                                                    divides: bool) -> None:
    assert quotient(header) is divides


def test_measure_words_without_a_rate_give_no_unit() -> None:
    text = ("# Results\n\nThroughput in practice of each engine, by batch.\n\n"
            "| Batch | Alpha |\n| --- | --- |\n| 8 | 512 |\n")
    assert _units(text)[512] == "count"

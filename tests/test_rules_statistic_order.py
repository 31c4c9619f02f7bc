"""inconsistent-figures and order statistics out of their order: times one table row gives
of one measure at several statistics, a P95 below its P50 or a P99 below its P90,
beyond rounding (a minimum or maximum is left out: bounds read as such). Texts of our own."""

from __future__ import annotations

import pytest

from tests.vetting import rules

RULE = "inconsistent-figures"


def _table(header: str, row: str) -> str:
    """A query-time table of one log store on one machine, with the given header and row."""
    cells = header.count("|") - 1
    return ("# Query times\n\nThe log store ran on a Xeon Gold 6338 server with 256 GB of "
            "RAM, one query at a time.\n\n"
            f"{header}\n|{'---|' * cells}\n{row}\n")


@pytest.mark.parametrize(("header", "row"), [
    ("| query | P50 | P95 |", "| count by host | 8.41 s | 7.90 s |"),
    ("| query | P90 | P99 | P99.9 |", "| count by host | 9.2 s | 8.4 s | 12.7 s |"),
    ("| query | Avg | P50 | P99 |", "| top errors | 0.52 s | 0.61 s | 0.44 s |"),
])
def test_statistics_out_of_order_are_flagged(header: str, row: str) -> None:
    assert RULE in rules(_table(header, row))


@pytest.mark.parametrize(("header", "row"), [
    # in order
    ("| query | P50 | P95 |", "| count by host | 7.90 s | 8.41 s |"),
    # a mean above the P95: a long tail, not a contradiction
    ("| query | Avg | P50 | P95 |", "| count by host | 9.8 s | 2.1 s | 6.5 s |"),
    # within rounding as written
    ("| query | P50 | P90 |", "| count by host | 2.0 s | 1.96 s |"),
    # two systems' columns of one statistic each: not one run's summary
    ("| query | Lark P50 | Wren P50 | Lark P99 | Wren P99 |",
     "| count by host | 3.1 s | 9.4 s | 4.0 s | 11.2 s |"),
])
def test_statistics_in_order_pass(header: str, row: str) -> None:
    assert RULE not in rules(_table(header, row))


def test_an_approximate_bound_beside_a_reading_passes() -> None:
    # "<40 ms" of the engine's own time is a bound on another measure, not the run's maximum
    text = _table("| query | P50 latency | engine time |", "| count by host | 610 ms | <40 ms |")
    assert RULE not in rules(text)

"""comparison-conditions-differ and the test length a table's lead-in sentence states: two
tables of one layout set side by side under their own headings, whose tests ran for
different times, differ in that besides what their headings compare. Texts of our own."""

from __future__ import annotations

import pytest

from claims.extract.conditions.lead_in_runs import duration
from tests.vetting import rules

RULE = "comparison-conditions-differ"
TABLE = "| block size | read | write |\n|---:|---:|---:|\n| 4 KiB | {a} MB/s | {b} MB/s |\n" \
        "| 1 MiB | {c} MB/s | {d} MB/s |"


def _two_tables(first: str, second: str) -> str:
    """Two storage results tables of one layout, each under its heading and lead-in."""
    return (f"## Local NVMe\n\nThe array was read and written with fio. {first}\n\n"
            + TABLE.format(a=412, b=388, c=3120, d=2870)
            + f"\n\n## Network block device\n\nThe same fio job over NVMe/TCP. {second}\n\n"
            + TABLE.format(a=301, b=276, c=2410, d=2190))


def test_tables_whose_tests_ran_for_different_times_differ() -> None:
    text = _two_tables("Bandwidth in a 120 second test:", "Bandwidth in a 10-second run:")
    assert RULE in rules(text)


@pytest.mark.parametrize(("first", "second"), [
    # the same length on both sides: only the device differs
    ("Bandwidth in a 120 second test:", "Bandwidth in a 2 minute test:"),
    # one side says nothing of its length: no difference is stated
    ("Bandwidth in a 120 second test:", "Bandwidth as fio reported it:"),
])
def test_tables_not_said_to_differ_in_length_pass(first: str, second: str) -> None:
    assert RULE not in rules(_two_tables(first, second))


def test_a_duration_is_read_in_seconds() -> None:
    assert duration("iperf3 speed in a 300 second test:") == "300 s"
    assert duration("each ran for 5 minutes") == "300 s"
    assert duration("a 30-second run, then a 60 second run") is None  # two lengths: none
    assert duration("a 256 MB file") is None

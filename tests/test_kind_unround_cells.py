"""A bare whole number in a table cell that no one would pick as a setting (three or more
significant digits, neither a power of two nor three times one) is a measured result; a
round one ("16", "384", "1200", "100,000") stays a setting, and an unround number whose
column or row names what a spec or workload is counted in ("Cores", "Total rows") stays one
too. Tables written for these tests, from several fields."""

from __future__ import annotations

import pytest

from claims.extract.document import extract_rules
from claims.extract.records.changes import unround
from claims.load.documents import parse_bytes

# a linker's results per release, no unit written anywhere
_BUILDS = """| Target | rel 1.4 | rel 1.5 | rel 1.6 |
|---|---|---|---|
| kernel | 4127 | 3958 | 3719 |
| libc | 857 | 901 | 776 |
"""
# a cache server's knobs: every value round, picked for the run
_KNOBS = """| Shards | Slots | Pipeline | Keyspace |
|---|---|---|---|
| 16 | 384 | 1200 | 100,000 |
| 32 | 512 | 64 | 250,000 |
"""
# two accelerators' specifications: unround, but counts of parts
_SPECS = """| Spec | Board A | Board B |
|---|---|---|
| Shader cores | 6,912 | 14,592 |
"""
# a data set's sizes, counted in rows
_DATA = """| Scale | Total rows |
|---|---|
| 1 | 6 001 215 |
| 10 | 59 986 052 |
"""


def _kinds(text: str) -> dict[float, str]:
    """The rules' kind of each claim of a table, by value."""
    _, claims, _ = extract_rules(parse_bytes(text.encode(), origin="<test>"))
    return {c.value: c.kind.value for c in claims}


@pytest.mark.parametrize("value", [4127, 3958, 3719, 857, 901, 776])
def test_an_unround_bare_cell_is_a_measured_result(value: float) -> None:
    assert _kinds(_BUILDS)[value] == "headline"


@pytest.mark.parametrize("value", [16, 384, 1200, 100_000, 32, 512, 64, 250_000])
def test_a_round_bare_cell_stays_a_setting(value: float) -> None:
    assert _kinds(_KNOBS)[value] == "config"


@pytest.mark.parametrize(("text", "value"), [(_SPECS, 6912), (_SPECS, 14592),
                                             (_DATA, 6_001_215), (_DATA, 59_986_052)])
def test_an_unround_count_of_parts_or_rows_stays_a_setting(text: str, value: float) -> None:
    assert _kinds(text)[value] == "config"


@pytest.mark.parametrize("value", [3584, 1353, 155, 19_375_674, 136_000])
def test_unround_numbers(value: float) -> None:
    assert unround(value)


@pytest.mark.parametrize("value", [8, 96, 256, 384, 1200, 1536, 128_000, 25_000, 2024, 12.5,
                                   float("inf"), float("nan")])
def test_round_numbers_years_and_fractions_are_not_unround(value: float) -> None:
    assert not unround(value)


@pytest.mark.parametrize(("text", "value"), [
    ("The soak test finished 2741093 requests in 60.00s with no timeouts.", 2_741_093),
    ("Over the night the broker logged 48,717 errors.", 48_717),
])
def test_an_unround_count_of_served_work_is_a_result(text: str, value: float) -> None:
    assert _kinds(text)[value] == "headline"


@pytest.mark.parametrize(("text", "value"), [
    ("Each client sends 5,000 requests to the gateway.", 5000),
    ("The harness replays 4096 queries from the log.", 4096),
    ("The pool keeps 352 concurrent requests in flight.", 352),
    ("The replay set holds 87,113 queries of 512 tokens.", 87_113),
])
def test_a_round_or_in_flight_count_of_work_stays_a_setting(text: str, value: float) -> None:
    assert _kinds(text)[value] == "config"


@pytest.mark.parametrize(("text", "value", "kind"), [
    ("The load generator ended with 4312877 requests in 30.01s, 512.34MB read, 0 errors.",
     0.51234, "headline"),
    ("Every fio job used a 256 KiB read, queue depth 16.", 0.000262144, "config"),
])
def test_an_amount_read_is_a_result_and_the_size_of_each_read_a_setting(
        text: str, value: float, kind: str) -> None:
    got = {round(v, 9): k for v, k in _kinds(text).items()}
    assert got[value] == kind

"""A run's set length and the events a run met, as the rules read a figure's kind: a time
labelled or followed by "duration" is how long the run was held (a setting), as is a table
column of times that differ by a hair (a timer's readings of one set length); a count under
a header naming events a run met ("Timeouts", "Errors") is what the run measured, however
small. Texts written for these tests."""

from __future__ import annotations

import pytest

from claims.extract.document import extract_rules
from claims.extract.text.columns import read_columns
from claims.load.documents import parse_bytes

# a message broker soak: each client held for a set time, its drops counted per run
_SOAK = """| Broker | Delivered | Held | Dropped | Producers |
|---|---|---|---|---|
| kestrel | 884213 | 600.02s | 7 | 4 |
| nats | 912447 | 600.11s | 0 | 8 |
| rabbit | 603951 | 600.07s | 31 | 16 |
"""
# a compile benchmark: the times differ as results do
_BUILD = """| Compiler | Cold build | Warm build |
|---|---|---|
| gcc 13 | 412.5s | 61.2s |
| clang 17 | 388.1s | 58.9s |
| icx 2024 | 455.0s | 70.4s |
"""
# the same length set for every run, written once per row: no hair between them
_FIXED = """| Engine | Window | Ops |
|---|---|---|
| one | 60s | 1,203,551 |
| two | 60s | 998,172 |
| three | 60s | 1,504,009 |
"""


def _kinds(text: str) -> dict[float, str]:
    """The rules' kind of each claim of a text, by value."""
    _, claims, _ = extract_rules(parse_bytes(text.encode(), origin="<test>"))
    return {c.value: c.kind.value for c in claims}


@pytest.mark.parametrize("value", [600.02, 600.11, 600.07])
def test_a_column_of_times_a_hair_apart_is_a_run_length(value: float) -> None:
    assert _kinds(_SOAK)[value] == "config"


@pytest.mark.parametrize("value", [7, 0, 31])
def test_a_count_under_a_header_naming_events_is_measured(value: float) -> None:
    assert _kinds(_SOAK)[value] == "headline"


@pytest.mark.parametrize("value", [4, 8, 16])
def test_a_count_under_a_header_naming_parts_stays_a_setting(value: float) -> None:
    assert _kinds(_SOAK)[value] == "config"


@pytest.mark.parametrize("value", [412.5, 388.1, 455.0, 61.2, 58.9, 70.4])
def test_times_that_differ_as_results_do_stay_results(value: float) -> None:
    assert _kinds(_BUILD)[value] == "headline"


def test_a_column_of_one_equal_time_is_not_read_as_a_hair_apart() -> None:
    assert read_columns([["one", "60s"], ["two", "60s"], ["three", "60s"]]).steady == (
        False, False)
    assert _kinds(_FIXED)[1203551] == "headline"


def test_two_readings_are_too_few_to_call_a_column_steady() -> None:
    assert read_columns([["a", "30.01s"], ["b", "30.02s"]]).steady == (False, False)


@pytest.mark.parametrize("text, value", [
    ("Each client ran with a 45-second duration against the cluster.", 45),
    ("Soak duration: 90 seconds per broker, then a cool-down.", 90),
    ("The load phase used a duration of 300 s for every engine.", 300),
])
def test_a_time_named_a_duration_is_a_run_length(text: str, value: float) -> None:
    assert _kinds(text)[value] == "config"


@pytest.mark.parametrize("text, value", [
    ("Duration: 12.84 s for the whole indexing job.", 12.84),
    ("The indexing job took 95 seconds on the old disks.", 95),
])
def test_a_time_a_run_took_stays_a_result(text: str, value: float) -> None:
    assert _kinds(text)[value] == "headline"


@pytest.mark.parametrize("text, kind", [
    ("The publishers were throttled to 2900 messages per second for the whole run.", "config"),
    ("Each client was limited to 500 requests/s in every test.", "config"),
    ("The broker sustained 2900 messages per second.", "headline"),
])
def test_a_request_rate_a_run_is_held_to_is_a_setting(text: str, kind: str) -> None:
    assert next(iter(_kinds(text).values())) == kind

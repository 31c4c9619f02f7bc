"""A rate written as the name of the condition a run is held at ("the 500rps run", "the
2M packets/s test", "a 40k msg/s base rate") is the load offered, a setting; a rate a
sentence says the system reached stays a result. Sentences written for these tests."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.extract.document import extract_rules
from claims.learn.weights import RULES_ONLY
from claims.load.documents import parse_bytes


def _kinds(text: str) -> list[tuple[float, str, str]]:
    """(value, unit, kind) of each claim of a text, by the rules."""
    _, claims, _ = extract_rules(parse_bytes(text.encode(), origin="<test>"))
    return [(c.value, c.unit, c.kind.value) for c in claims]


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("The 800rps condition looked much like the lighter one.", 800, "requests/s"),
    ("In the 300rps run the sidecar lagged behind.", 300, "requests/s"),
    ("The 4M packets/s test dropped nothing on either card.", 4e6, "packets/s"),
    ("With a 15k msg/s base rate the queues stayed short.", 15e3, "messages/s"),
])
def test_a_rate_naming_a_runs_condition_is_a_setting(text: str, value: float,
                                                     unit: str) -> None:
    assert (value, unit, "config") in _kinds(text)


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("The gateway served 800rps, twice the old figure.", 800, "requests/s"),
    ("The broker sustained 15k msg/s on two cores.", 15e3, "messages/s"),
    ("Each card forwarded 4M packets/s of small frames.", 4e6, "packets/s"),
])
def test_a_rate_the_system_reached_stays_a_result(text: str, value: float, unit: str) -> None:
    assert (value, unit, "headline") in _kinds(text)


@pytest.mark.parametrize(("body", "want"), [
    ("We opened 100 connections for 40 seconds, 10 pipelined requests each.", "config"),
    ("Every benchmark is held at full load for 120 s before the next one.", "config"),
    ("The query finished in 40 seconds on the larger node.", "headline"),
    ("Compaction ran for 42 minutes before it stalled.", "headline"),
])
def test_how_long_a_load_was_held_is_a_setting(body: str, want: str) -> None:
    """Must / must not: a load held for a time sets the run up; a time a job took is its
    result (rules alone, so the test reads the mechanism)."""
    _, claims = extract(parse_bytes(f"# Run\n\n{body}\n".encode(), origin="t.md"),
                        model=RULES_ONLY)
    assert [c.kind.value for c in claims if c.unit == "s"] == [want]

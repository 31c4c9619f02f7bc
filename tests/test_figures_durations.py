"""Durations: a time written in two units ("4 minutes 12 seconds") is one figure only as a
whole and its part, while separate times stay separate; months are durations and the
window of a rate; "min" after a number is minutes but after a unit a minimum; and "sub-N"
is an approximate bound."""

from __future__ import annotations

import pytest

from tests.conftest import figures_in as found
from tests.conftest import one_figure as one


@pytest.mark.parametrize(("text", "seconds"), [
    ("A full kernel build now takes 4 minutes 12 seconds.", 252),
    ("The restore finished in 1 hour and 20 minutes.", 4800),
    ("Reindexing ran for two hours 15 minutes.", 8100),
    ("The failover completed in 2 seconds 300 milliseconds.", 2.3),
])
def test_a_duration_in_two_units_is_one_figure(text: str, seconds: float) -> None:
    (fig,) = found(text)
    assert (fig.value, fig.unit) == (seconds, "s")


@pytest.mark.parametrize("text", [
    "Latency was 3 ms, 500 µs better than before.",
    "The job took 2 hours; 30 minutes of it were I/O.",
    "Cold start is 40 ms and 900 ms with a large image.",
])
def test_separate_durations_stay_separate(text: str) -> None:
    assert len(found(text)) == 2


@pytest.mark.parametrize(("text", "values"), [
    ("TTFT and TPOT are 0.3 s and 12 ms on the small model.", [0.3, 0.012]),
    ("Cold start was 2 s and 90 minutes of warm-up followed.", [2.0, 5400.0]),
    ("The job took 4 minutes 12 seconds end to end.", [252.0]),
    ("Recovery ran for 1 hour and 20 minutes after the outage.", [4800.0]),
])
def test_durations_join_only_as_whole_and_part(text: str, values: list[float]) -> None:
    assert [f.value for f in found(text) if f.unit == "s"] == pytest.approx(values)


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("Log retention is six months on the base plan.", "six", 6 * 2592000, "s"),
    ("Object versions are kept for 18 months by default.", "18", 18 * 2592000, "s"),
    ("The API serves 40 million requests per month on two regions.", "40 million", 4e7,
     "requests/month"),
    ("The index answers 3 billion queries a month.", "3 billion", 3e9, "queries/month"),
])
def test_months_are_durations_and_rate_windows(text: str, value_text: str, value: float,
                                               unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, unit)


@pytest.mark.parametrize(("text", "value_text", "seconds"), [
    ("Median time to restore: 14 min.", "14", 840.0),
    ("A full rebuild takes 5 min on 8 cores.", "5", 300.0),
    ("The training job ran 45 min, then idled.", "45", 2700.0),
])
def test_min_after_a_number_is_minutes(text: str, value_text: str, seconds: float) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (seconds, "s")


def test_min_after_a_unit_is_a_minimum() -> None:
    stats = {f.value_text: (f.value, f.statistic) for f in
             found("Latency was 3 ms min and 9 ms max.")}
    assert stats == {"3": (0.003, "min"), "9": (0.009, "max")}


@pytest.mark.parametrize(("text", "seconds"), [
    ("Cold starts are now sub-100ms on the edge runtime.", 0.1),
    ("The fabric keeps sub-2 µs latency across 64 nodes.", 2e-6),
])
def test_sub_n_is_an_approximate_bound(text: str, seconds: float) -> None:
    fig = found(text)[0]
    assert (fig.value, fig.unit, fig.approximate) == (seconds, "s", True)

"""Changes: a figure with the value before it, however the change is written ("to new from
old", "from old to new", "was", "previously", spelled numbers, the unit written only once),
the value a change reached sharing the change's words, and what is not a change (a "from"
without a change, a range in one unit, a change and its result that are no range). Also
ratios: "times" and fold words, against counts of repetitions and "manifold"."""

from __future__ import annotations

import pytest

from tests.conftest import figures_in as found
from tests.conftest import one_figure as one


@pytest.mark.parametrize(("text", "value_text", "unit", "baseline"), [
    ("The price fell to $0.12 per million tokens from $0.30 before.", "$0.12", "USD/Mtok",
     0.30),
    ("Its list price will drop to $0.20 per million tokens, from $0.30 before.", "$0.20",
     "USD/Mtok", 0.30),
    ("Spot rent went down to $2.10 per hour from $2.90.", "$2.10", "USD/h", 2.90),
    ("P99 latency dropped to 9 ms from 14.", "9", "s", 0.014),
    ("Top-1 accuracy rose to 96.1% from 91.8%.", "96.1", "%", 91.8),
    ("Ingest grew to 1.2M events/s from 800K events/s.", "1.2M", "events/s", 800e3),
])
def test_to_new_from_old_is_one_before_after_figure(text: str, value_text: str, unit: str,
                                                    baseline: float) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.baseline_value, fig.before_after) == (unit, pytest.approx(baseline),
                                                                True)


@pytest.mark.parametrize(("text", "value_text", "after", "before", "unit"), [
    ("The median TTFT fell to 1.1 from 3.2 after the prefill change.", "1.1", 1.1, 3.2,
     "count"),
    ("Our defect density dropped to 0.8 from 1.45 per release.", "0.8", 0.8, 1.45, "count"),
    ("The error rate fell to 1.1 from 3.2 percent.", "1.1", 1.1, 3.2, "%"),
    ("Median write latency dropped to 4 from 9 ms on NVMe.", "4", 0.004, 0.009, "s"),
    ("Frontier's HPL score rose to 1.353 EFLOPS from 1.206 in June.", "1.353", 1.353e18,
     1.206e18, "FLOP/s"),
    ("The list's entry point climbed to 2.31 PFLOPS, up from 2.13 a year ago.", "2.31",
     2.31e15, 2.13e15, "FLOP/s"),
])
def test_a_bare_change_to_from_is_one_before_after_figure(
        text: str, value_text: str, after: float, before: float, unit: str) -> None:
    fig = one(text, value_text)
    assert fig.before_after
    assert fig.value == pytest.approx(after)
    assert fig.baseline_value == pytest.approx(before)
    assert fig.unit == unit


@pytest.mark.parametrize(("text", "value_text", "after", "before"), [
    ("Write amplification fell from 3.2 to 1.1 with the new compaction.", "1.1", 1.1, 3.2),
    ("The F1 score improved from 0.71 to 0.78 after fine-tuning.", "0.78", 0.78, 0.71),
    ("Error rates dropped from about 2.5 to 0.4 overall.", "0.4", 0.4, 2.5),
])
def test_a_bare_change_from_to_is_one_before_after_figure(text: str, value_text: str,
                                                          after: float, before: float) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.baseline_value, fig.before_after) == (after, before, True)


@pytest.mark.parametrize(("text", "value_text", "value", "before", "unit"), [
    ("We saw a 4.2x speedup, from 58 minutes to 14.", "14", 840.0, 3480.0, "s"),
    ("Boot time dropped from 1.2 s to 0.8 with the new initramfs.", "0.8", 0.8, 1.2, "s"),
    ("The pool grew from 8 GPUs to 16 over the year.", "16", 16.0, 8.0, "count"),
])
def test_the_new_value_takes_the_unit_of_the_old(text: str, value_text: str, value: float,
                                                 before: float, unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.baseline_value, fig.unit) == (value, before, unit)


def test_a_spelled_change_is_one_before_after_figure() -> None:
    (fig,) = found("The pool grew from one to four GPUs during the day.")
    assert (fig.value, fig.baseline_value, fig.before_after) == (4.0, 1.0, True)


@pytest.mark.parametrize(("text", "value_text", "before"), [
    ("Boot time: 1.8 s (was 3.4 s).", "1.8", 3.4),
    ("Peak memory is 2.1 GB, previously 3.8 GB.", "2.1", 3.8),
    ("The build now takes 41 minutes (formerly 55 minutes).", "41", 3300),
])
def test_was_and_previously_give_the_value_before(text: str, value_text: str,
                                                  before: float) -> None:
    assert one(text, value_text).baseline_value == before


def test_a_from_without_a_change_to_pairs_nothing() -> None:
    figs = found("Sales reached 300 units, a drop from the prior 450 units.")
    assert [f.baseline_value for f in figs] == [None, None]


@pytest.mark.parametrize(("text", "value_text", "per", "statistic"), [
    ("Average power per GPU fell 12% to 610 W.", "610", "GPU", "mean"),
    ("Median decode throughput per user rose 35% to 84 tokens per second.", "84", "user",
     "median"),
    ("P99 commit latency dropped 2.5x to 3 ms.", "3", None, "p99"),
])
def test_the_value_a_change_reached_shares_its_words(text: str, value_text: str,
                                                     per: str | None,
                                                     statistic: str | None) -> None:
    fig = one(text, value_text)
    assert (fig.per, fig.statistic) == (per, statistic)


@pytest.mark.parametrize(("text", "value_text", "statistic"), [
    ("P95 latency improved by 31 ms to 210 ms after the rewrite.", "210", "p95"),
    ("Median TTFT fell 40 ms to 180 ms on the small model.", "180", "median"),
])
def test_the_value_an_absolute_change_reached_shares_its_statistic(
        text: str, value_text: str, statistic: str) -> None:
    assert one(text, value_text).statistic == statistic


@pytest.mark.parametrize(("text", "values"), [
    ("Scores rose 5% to 88%.", [(5, None), (88, None)]),
    ("Utilisation climbed by 12 percent to 71 percent.", [(12, None), (71, None)]),
    # A range stays a range without a change verb right before it.
    ("Gains ranged 5% to 8% across runs.", [(5, 8)]),
    ("Latency improved 10 to 20%.", [(10, 20)]),
])
def test_a_change_then_the_value_it_reached_is_no_range(
        text: str, values: list[tuple[float, float | None]]) -> None:
    assert [(f.value, f.value_max) for f in found(text)] == values


def test_a_range_in_the_same_unit_is_no_change() -> None:
    (fig,) = found("It used 31 ms to 210 ms of CPU per request.")
    assert (fig.value, fig.value_max) == (0.031, 0.21)


def test_a_fraction_of_times_is_a_ratio_but_whole_times_count_runs() -> None:
    assert one("Index builds got 2.5 times faster.", "2.5").unit == "x"
    assert one("Cold starts improved 3.2 times.", "3.2").unit == "x"
    assert one("The benchmark repeated 3 times.", "3").unit == "count"


@pytest.mark.parametrize(("text", "value_text", "value"), [
    ("Tail latency is ninefold lower on the new kernel.", "ninefold", 9.0),
    ("The release brings a tenfold increase in throughput.", "tenfold", 10.0),
])
def test_a_fold_word_is_a_ratio(text: str, value_text: str, value: float) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, "x")


def test_manifold_is_no_ratio() -> None:
    assert found("The benefits are manifold.") == []

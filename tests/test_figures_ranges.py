"""A range is one figure with a low and a high end: the scale or unit may be written on the
high end only, on both ends, or spelled out ("between ... and", "two to three", "2- to
3-fold"), and a low end that would pass the high end keeps its own value. Also here: two
values written "A/B unit" sharing the unit after them, and the look-alikes that make no
range or pair at all (bare decimal pairs, versions, names, dates, "or")."""

from __future__ import annotations

import pytest

from tests.conftest import figures_in as found


@pytest.mark.parametrize(("text", "low", "high"), [
    ("NVIDIA quotes up to 330-370 million messages per second.", 330e6, 370e6),
    ("Annual revenue came in between 2 and 3 billion.", 2e9, 3e9),
    ("The survey reached 40-60 thousand households.", 40e3, 60e3),
    ("The fleet grew to 3-5K GPUs.", 3e3, 5e3),
    ("Daily volume sits at 1.5\u20132.5 trillion tokens.", 1.5e12, 2.5e12),
])
def test_a_range_takes_its_high_end_scale_on_both_ends(text: str, low: float,
                                                       high: float) -> None:
    (fig,) = found(text)
    assert (fig.value, fig.value_max) == (low, high)


def test_a_low_end_that_would_pass_the_high_end_keeps_its_own_value() -> None:
    (fig,) = found("Stalls last 2-4 ms.")
    assert (fig.value, fig.value_max) == (0.002, 0.004)
    assert [(f.value, f.value_max) for f in found("Capacity: 512-1M entries.")
            if f.value_max] == [(512, 1e6)]


@pytest.mark.parametrize(("text", "low", "high", "unit"), [
    ("The vendor shipped 900-1.2 million units last year.", 900, 1.2e6, "count"),
    ("Between 900K and 1.2M households signed up.", 900e3, 1.2e6, "count"),
    ("Nightly ingest was between 700 thousand and 1.4 million.", 700e3, 1.4e6, "count"),
    ("The compiler change makes builds between 1.2 and 1.6 times quicker.", 1.2, 1.6, "x"),
    ("The new scheduler gains between 1.5 and 2.25 times.", 1.5, 2.25, "x"),
    ("Copies take between 2.5 and 4 ms per page.", 0.0025, 0.004, "s"),
])
def test_a_range_keeps_its_high_end(text: str, low: float, high: float, unit: str) -> None:
    (fig,) = found(text)
    assert (fig.value, fig.value_max, fig.unit) == (low, high, unit)


@pytest.mark.parametrize(("text", "low", "high", "unit"), [
    ("The new JIT is 1.3x-1.6x faster on the suite.", 1.3, 1.6, "x"),
    ("Tail latency was 10ms-20ms under load.", 0.01, 0.02, "s"),
    ("Boost clocks run 2GHz-2.5GHz on air.", 2e9, 2.5e9, "Hz"),
    ("The write ratio was 1.5-2.0 on most runs.", 1.5, 2.0, "count"),
])
def test_a_range_with_units_on_both_ends_is_one_range(text: str, low: float, high: float,
                                                      unit: str) -> None:
    (fig,) = found(text)
    assert (fig.value, fig.value_max, fig.unit) == (low, high, unit)


@pytest.mark.parametrize(("text", "low", "high", "unit"), [
    ("The vendor says two to three replicas are enough.", 2.0, 3.0, "count"),
    ("A point-in-time restore takes five to ten minutes.", 300.0, 600.0, "s"),
    ("Output tokens cost two to four times more than input.", 2.0, 4.0, "x"),
])
def test_a_spelled_range_is_one_range(text: str, low: float, high: float, unit: str) -> None:
    (fig,) = found(text)
    assert (fig.value, fig.value_max, fig.unit) == (low, high, unit)


@pytest.mark.parametrize(("text", "low", "high", "unit"), [
    ("Speedups of two- to three-fold were common on the suite.", 2.0, 3.0, "x"),
    ("Gains of 2- to 3-fold were seen on long prompts.", 2.0, 3.0, "x"),
    ("Plan for a 10- to 20-minute restore window.", 600.0, 1200.0, "s"),
])
def test_a_range_with_a_suspended_hyphen_is_one_range(text: str, low: float, high: float,
                                                      unit: str) -> None:
    (fig,) = found(text)
    assert (fig.value, fig.value_max, fig.unit) == (low, high, unit)


@pytest.mark.parametrize("text", [
    "We ran two or three tests on each build.",  # "or" is no range
    "Two to three of the hosts failed.",  # no unit on either end
])
def test_no_spelled_range_without_a_range_gap_and_a_unit(text: str) -> None:
    assert all(f.value_max is None for f in found(text))


@pytest.mark.parametrize("text", [
    # Bare decimals without a unit or scale stay versions, even in pairs.
    "Reviewers rated it between 3.5 and 4.5 on their scale.",
    "We tested between 2.1 and 2.4 firmware releases.",
    "The team compared Linux 6.8 and 6.9 kernels.",
])
def test_bare_decimal_pairs_are_no_range(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize("text", [
    "We upgraded from 3.2 to 3.4 last week.",  # versions: no pair, no high end
    "We used Llama-3 and GPT-4 in the tests.",
    "The A100-80GB card is the common one.",
])
def test_no_range_of_versions_or_names(text: str) -> None:
    assert all(f.value_max is None and not f.before_after for f in found(text))


@pytest.mark.parametrize(("text", "values", "unit"), [
    ("Read/write: 7/6.5 GB/s on the PCIe 5.0 drive.", [7.0, 6.5], "GB/s"),
    ("The SSD reads at 14/12 GB/s sequential.", [14.0, 12.0], "GB/s"),
    ("The desktop part has 16/32 cores/threads.", [16.0, 32.0], "count"),
])
def test_a_slash_pair_shares_the_unit_after_it(text: str, values: list[float],
                                               unit: str) -> None:
    assert [(f.value, f.unit) for f in found(text)] == [(v, unit) for v in values]


@pytest.mark.parametrize("text", [
    "Support is 24/7 for enterprise plans.",
    "ISL/OSL of 1024/128 tokens for the chat workload.",
    "The release shipped on 10/12/2024 to all regions.",
    "Use the Python 3.11/3.12 builds.",
])
def test_slashes_without_a_shared_unit_make_no_pair(text: str) -> None:
    assert found(text) == []

"""Named extraction gaps, each closed by a general rule: the sentences come from several
fields and phrasings, not from one fixture."""

from __future__ import annotations

import pytest

from tests.conftest import figures_in as found
from tests.conftest import one_figure as one

# --- 3. a range with its scale written on the high end only --------------------------

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


# --- 2. Ethernet and line rates in bits ----------------------------------------------

@pytest.mark.parametrize(("text", "value_text", "gbit_s"), [
    ("The adapter runs 400 Gigabit Ethernet on one port.", "400", 400),
    ("Each switch port does 100GbE.", "100", 100),
    ("The uplink is a 10-gigabit fibre link.", "10", 10),
    ("Storage traffic stays under 25 Gbps.", "25", 25),
    ("Spine switches carry 1.6 Terabit Ethernet.", "1.6", 1600),
    ("A 100 Megabit port serves management.", "100", 0.1),
])
def test_line_rates_in_bits_take_a_bit_rate_unit(text: str, value_text: str,
                                                 gbit_s: float) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (gbit_s, "Gbit/s")


# --- 1. number-hyphen-unit words -----------------------------------------------------

@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("Zen 5 runs AVX-512 on a full 512-bit data path.", "512", 512e-9, "Gbit"),
    ("The GPU talks to HBM over a 5,120-bit memory interface.", "5,120", 5120e-9, "Gbit"),
    ("The chip widens its vector registers to 256-bit lanes.", "256", 256e-9, "Gbit"),
    ("Each core has an 8-wide decoder.", "8", 8, "count"),
    ("The out-of-order engine retires through a 6-wide backend.", "6", 6, "count"),
    ("We rented a 64-core server for the run.", "64", 64, "count"),
    ("The database ran on a 2-socket node.", "2", 2, "count"),
])
def test_a_width_or_count_written_with_a_hyphen_is_a_figure(text: str, value_text: str,
                                                            value: float, unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (pytest.approx(value), unit)


@pytest.mark.parametrize("text", [
    "We store 16-bit weights and keep activations in FP8.",
    "The model was quantized to 4-bit before serving.",
    "Accumulation happens in 32-bit floating-point.",
    "The camera records 10-bit colour.",
    "Inference uses 8-bit integers throughout.",
    "The weights stay 16-bit.",
    "Cards sit in PCIe Gen5 x16 slots.",
])
def test_precision_words_and_interface_names_are_not_figures(text: str) -> None:
    assert found(text) == []


# --- 4. "per query" / "per request" / "per token" on latencies and costs -------------

@pytest.mark.parametrize(("text", "value_text", "per"), [
    ("Each lookup takes 80 \u00b5s per query.", "80", "query"),
    ("Median planning time fell from 4.1 ms to 0.9 ms per query.", "0.9", "query"),
    ("Per request, the proxy spends well under 1 ms of CPU time.", "1", "request"),
    ("A per-request latency of 12 ms was typical.", "12", "request"),
    ("For each query, the planner needs 2 ms.", "2", "query"),
    ("Inference bills at $0.002 per request.", "$0.002", "request"),
])
def test_latencies_and_costs_take_a_unit_of_work_as_denominator(text: str, value_text: str,
                                                                per: str) -> None:
    assert one(text, value_text).per == per


def test_a_time_takes_no_hardware_denominator() -> None:
    assert one("Training ran 3 hours per GPU.", "3").per is None


@pytest.mark.parametrize(("text", "value_text", "usd_per_mtok"), [
    ("The API charges $0.000002 per token.", "$0.000002", 2.0),
    ("Output tokens cost $0.00006 per output token.", "$0.00006", 60.0),
    ("Batch jobs pay $0.50 per 1K tokens.", "$0.50", 500.0),
])
def test_a_price_per_token_is_scaled_to_per_million(text: str, value_text: str,
                                                    usd_per_mtok: float) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (pytest.approx(usd_per_mtok), "USD/Mtok")


# --- 5. a change stated new value first keeps the unit on its old value ---------------

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


def test_a_from_without_a_change_to_pairs_nothing() -> None:
    figs = found("Sales reached 300 units, a drop from the prior 450 units.")
    assert [f.baseline_value for f in figs] == [None, None]

"""Denominators: what a figure is "per" (a user, a stream, a query, a request, a token, a
GPU, a node), whether the denominator is written after the figure, after what the measure
is of, before the figure, or in a table's column header. Latencies per token (TPOT,
inter-token latency) get the token as denominator; a single stream is an operating point,
not a denominator; and words that only look like one (a time of hardware, a share, a day,
another clause) leave the figure without a denominator."""

from __future__ import annotations

import pytest

from tests.conftest import figures_in as found
from tests.conftest import one_figure as one


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


@pytest.mark.parametrize(("text", "value_text"), [
    ("With a single stream the link carried 38 Gb/s.", "38"),
    ("One stream of fio writes reached 2.1 GB/s.", "2.1"),
    ("The encoder holds 60 FPS with a single stream.", "60"),
    ("Replication keeps up at 4,000 transactions per second for one session.", "4,000"),
    ("Single-session throughput was 1,200 queries per second.", "1,200"),
])
def test_a_single_stream_is_an_operating_point(text: str, value_text: str) -> None:
    assert one(text, value_text).per is None


@pytest.mark.parametrize(("text", "value_text"), [
    # Split among many streams, "per stream" is a share of the total, like "per user".
    ("Across 64 streams the server gave 1.5 Gb/s per stream.", "1.5"),
    ("Each stream gets 12 tokens per second when 200 run at once.", "12"),
    ("The proxy sustains 900 requests per second for each session.", "900"),
    ("The model serves 45 tok/s per user at 32 concurrent users.", "45"),
    ("Single-user decode speed is 120 tokens per second.", "120"),
])
def test_per_stream_and_per_user_stay_per_user(text: str, value_text: str) -> None:
    assert one(text, value_text).per == "user"


@pytest.mark.parametrize(("text", "value_text", "seconds"), [
    ("Decode on the laptop takes 30 ms per token.", "30", 0.03),
    ("At batch 64 the server stays under 12 ms per output token.", "12", 0.012),
    ("A time per output token of 21 ms keeps chat responsive.", "21", 0.021),
    ("The per-token latency holds at 18 ms with speculative decoding.", "18", 0.018),
    ("Each generated token took 25 milliseconds on the edge board.", "25", 0.025),
    ("Inter-token latency averaged 9 ms/tok.", "9", 0.009),
])
def test_a_latency_per_token_is_per_token(text: str, value_text: str, seconds: float) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit, fig.per) == (seconds, "s", "token")


@pytest.mark.parametrize(("text", "value_text", "unit"), [
    # A price per token is a unit (scaled to a million tokens), not a denominator.
    ("Input is billed at $0.000003 per token.", "$0.000003", "USD/Mtok"),
    ("Output costs $15 per million output tokens.", "$15", "USD/Mtok"),
    # A rate, a size or an energy is no share of a token.
    ("Prefill runs 15,000 tokens per second; each token of context needs 2 KB.", "15,000",
     "tokens/s"),
    ("Each token of context adds 160 KB of KV cache.", "160", "GB"),
    ("Per token, the new kernel spends 40% less energy.", "40", "%"),
])
def test_per_token_does_not_reach_prices_rates_or_sizes(text: str, value_text: str,
                                                        unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.per) == (unit, None)


@pytest.mark.parametrize(("text", "value_text"), [
    ("Host A's TPOT 12 ms is the lowest we have recorded.", "12"),
    ("The median TPOT was 21 ms on four H100 GPUs.", "21"),
    ("Inter-token latency stayed at 9 ms on the edge board.", "9"),
    ("Its ITL averaged 14 ms while end-to-end latency was 4.2 s.", "14"),
    ("Median TPOT fell to 18 ms from 25 ms after the kernel update.", "18"),
])
def test_a_named_token_latency_is_per_token(text: str, value_text: str) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.per) == ("s", "token")


@pytest.mark.parametrize(("text", "value_text"), [
    ("Its ITL averaged 14 ms while end-to-end latency was 4.2 s.", "4.2"),
    ("The median TPOT was 21 ms and TTFT 0.3 s.", "0.3"),
    ("The TPOT gains came from a 30 ms shorter prefill.", "30"),
    ("TPOT matters less than the 2 s cold start of the container.", "2"),
])
def test_other_times_near_a_token_latency_are_not_per_token(text: str,
                                                             value_text: str) -> None:
    assert one(text, value_text).per is None


def test_a_pair_of_latencies_named_together_takes_no_per_token() -> None:
    assert [f.per for f in found("TTFT and TPOT are 0.3 s and 12 ms.")] == [None, None]
    assert [f.per for f in found("TTFT was 0.3 s while TPOT was 12 ms.")] == [None, "token"]


def test_a_tpot_column_is_per_token() -> None:
    table = ("| Provider | TTFT (median) | TPOT (median) |\n|---|---|---|\n"
             "| Host A | 0.31 s | 12 ms |\n")
    pers = {f.value_text: f.per for f in found(table)}
    assert pers == {"0.31": None, "12": "token"}


TABLE = """# Results

| Setup | Tokens/s/user | Throughput per GPU (tok/s) | Latency per request (ms) | Power (W) |
|---|---|---|---|---|
| TP8 | 95 | 1,200 | 40 | 700 |
"""


def test_a_column_header_gives_its_denominator() -> None:
    got = [(f.value_text, f.unit, f.per) for f in found(TABLE)]
    # "TP8" in the label column is the setup's tensor-parallel degree, a setting of 8
    assert got == [("8", "count", None), ("95", "tokens/s", "user"),
                   ("1,200", "tokens/s", "GPU"), ("40", "s", "request"), ("700", "W", None)]


@pytest.mark.parametrize(("text", "value_text", "per"), [
    ("A DGX node has 900 GB/s of bidirectional NVLink bandwidth per GPU.", "900", "GPU"),
    ("The cluster links 3.2 Tb/s of InfiniBand per node.", "3.2", "node"),
    ("The accelerator carries 192 GB of HBM3e memory per GPU.", "192", "GPU"),
    ("The proxy burns 8 ms of CPU time per request.", "8", "request"),
    ("The array draws 12 W of power per drive at idle.", "12", "drive"),
])
def test_a_denominator_after_what_it_is_of(text: str, value_text: str, per: str) -> None:
    assert one(text, value_text).per == per


@pytest.mark.parametrize(("text", "value_text"), [
    ("We saw 30% of requests per user time out.", "30"),  # a share takes no denominator
    ("The pipeline moved 2 TB of data per day.", "2"),  # a day is no denominator
    ("Setup took 2 s of wall time, then queries ran fast.", "2"),
    ("It holds 64 GB of cache, and reads cost 5 ms per query.", "64"),
])
def test_no_denominator_across_a_clause_or_for_shares(text: str, value_text: str) -> None:
    assert one(text, value_text).per is None


@pytest.mark.parametrize(("text", "value_text", "value", "unit", "per"), [
    ("Cost per million tokens: $0.07.", "$0.07", 0.07, "USD/Mtok", None),
    ("The price per GPU-hour is $2.10 on demand.", "$2.10", 2.1, "USD/h", "GPU"),
    ("Price per hour: $2.50 for the large instance.", "$2.50", 2.5, "USD/h", None),
    ("Energy per token fell to 0.18 J on the new board.", "0.18", 0.18, "J/token", None),
    ("Energy per output token: 120 mJ.", "120", 0.12, "J/token", None),
])
def test_a_denominator_named_before_the_figure(text: str, value_text: str, value: float,
                                               unit: str, per: str | None) -> None:
    fig = one(text, value_text)
    assert fig.value == pytest.approx(value)
    assert (fig.unit, fig.per) == (unit, per)


@pytest.mark.parametrize(("text", "value_text", "unit"), [
    ("Revenue per user was $12 last year.", "$12", "USD"),
    ("Per token the chip spends 40% less energy, or 2 J overall.", "2", "J"),
    ("The board used 12 J per inference.", "12", "J"),
])
def test_no_denominator_from_words_that_are_not_one(text: str, value_text: str,
                                                    unit: str) -> None:
    assert one(text, value_text).unit == unit

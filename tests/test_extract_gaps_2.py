"""More named extraction gaps, each closed by a general rule and tested on sentences of
several fields, including sentences where the rule must not fire."""

from __future__ import annotations

import pytest

from tests.conftest import figures_in as found
from tests.conftest import one_figure as one

# --- 1. a single stream is an operating point, not a denominator ---------------------

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


# --- 2. a latency per token (a TPOT) ---------------------------------------------------

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


# --- 3. a range whose high end carries the scale, or is written with "between ... and" --

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


@pytest.mark.parametrize("text", [
    # Bare decimals without a unit or scale stay versions, even in pairs.
    "Reviewers rated it between 3.5 and 4.5 on their scale.",
    "We tested between 2.1 and 2.4 firmware releases.",
    "The team compared Linux 6.8 and 6.9 kernels.",
])
def test_bare_decimal_pairs_are_no_range(text: str) -> None:
    assert found(text) == []


def test_a_fraction_of_times_is_a_ratio_but_whole_times_count_runs() -> None:
    assert one("Index builds got 2.5 times faster.", "2.5").unit == "x"
    assert one("Cold starts improved 3.2 times.", "3.2").unit == "x"
    assert one("The benchmark repeated 3 times.", "3").unit == "count"


# --- 4. a spelled count before a product or a measured part ---------------------------

def figs(text: str) -> list[tuple[str, float, str]]:
    """(written value, value, unit) of every figure of a sentence."""
    return [(f.value_text, f.value, f.unit) for f in found(text)]


@pytest.mark.parametrize(("text", "expected"), [
    # The count is a figure; a measure inside the counted noun is one of its own.
    ("Each storage node has two 25GbE ports.", [("two", 2, "count"), ("25", 25, "Gbit/s")]),
    ("The array holds twelve 3.84TB NVMe drives.",
     [("twelve", 12, "count"), ("3.84", 3840, "GB")]),
    ("Two 96-core CPUs sit on the board.", [("Two", 2, "count"), ("96", 96, "count")]),
    # A product number is part of the name: only the count is a figure.
    ("The training node packs eight H100 GPUs.", [("eight", 8, "count")]),
    ("A pod links four 400G NICs to the fabric.", [("four", 4, "count")]),
    ("They rented two MI300Xs for the trial.", [("two", 2, "count")]),
    ("On one NVIDIA B200 the model fits in memory.", [("one", 1, "count")]),
])
def test_a_spelled_count_before_a_product_or_a_measure(
        text: str, expected: list[tuple[str, float, str]]) -> None:
    assert figs(text) == expected


def test_one_as_a_determiner_before_a_name_is_no_count() -> None:
    assert found("One Llama model answered first.") == []
    assert found("The one thing that changed was the scheduler.") == []


# --- 5. counted nouns: compounds, multiword nouns, flows --------------------------------

@pytest.mark.parametrize(("text", "value_text", "noun"), [
    ("The NIC spreads traffic over 32 queue pairs.", "32", "queue pairs"),
    ("A 2U chassis with 24 drive bays takes the new SSDs.", "24", "drive bays"),
    ("The cluster grew to 16 GPU servers.", "16", "GPU servers"),
    ("Training ran on 4 GPU nodes.", "4", "GPU nodes"),
    ("The copy was limited by one CPU core.", "one", "CPU core"),
    ("With only one flow, the link stayed at line rate.", "one", "flow"),
    ("Eight flows of iperf3 filled the pipe.", "Eight", "flows"),
])
def test_counted_nouns(text: str, value_text: str, noun: str) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.count_noun) == ("count", noun)


@pytest.mark.parametrize("text", [
    # A singular noun apart from the number, or work rather than things, names a product.
    "Its 9550 NVMe SSD reads quickly.",
    "The 7450 SSD writes are slower.",
])
def test_a_product_number_before_a_noun_is_no_count(text: str) -> None:
    assert found(text) == []


# --- 5a. statistics: not carried across a clause; a measured size takes its own ---------

@pytest.mark.parametrize(("text", "value_text", "statistic"), [
    ("The mean covers 12 queries; individual runs spread from 3% to 9%.", "3", None),
    ("Vendors quote an average over 20 titles (frame rates varied 40-60 FPS).", "40", None),
    # Without a clause break the words before a count still belong to the next figure.
    ("Peak throughput with 8 GPUs hit 9,000 tokens per second.", "9,000", "peak"),
    ("The median over 200 runs was 4.1 ms.", "4.1", "median"),
])
def test_a_statistic_is_not_carried_across_a_clause(text: str, value_text: str,
                                                     statistic: str | None) -> None:
    assert one(text, value_text).statistic == statistic


@pytest.mark.parametrize(("text", "value_text", "statistic"), [
    ("After the fix, peak memory fell to 48 MB.", "48", "peak"),
    ("Average RSS stayed at 2.1 GB during the load test.", "2.1", "mean"),
    ("Median GPU memory usage was 61 GB per rank.", "61", "median"),
    # A size that is a setting, not a measurement, leaves the statistic to the next figure.
    ("With 64 KB messages the peak was 392 Gb/s.", "64", None),
    ("Peak bandwidth with 4 KB blocks reached 14 GB/s.", "4", None),
])
def test_a_measured_size_takes_its_statistic(text: str, value_text: str,
                                             statistic: str | None) -> None:
    assert one(text, value_text).statistic == statistic


# --- 5b. an elided unit: a bare scaled number repeating a measured figure ----------------

@pytest.mark.parametrize(("text", "value_text", "unit", "statistic"), [
    ("The broker moved 2.1 million events per second; the vendor claims up to 2-2.5 million.",
     "2-2.5", "events/s", "max"),
    ("The store served 1.2 million reads per second, and 1.1 million after the upgrade.",
     "1.1", "reads/s", None),
    ("Decode reached 3.2M tokens/s, with 3M in the prefill pool.", "3M", "tokens/s", None),
])
def test_a_bare_scaled_number_repeats_the_measured_unit(
        text: str, value_text: str, unit: str, statistic: str | None) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.statistic) == (unit, statistic)


@pytest.mark.parametrize(("text", "value_text"), [
    # Far from the measured figure's size, or unscaled: no repeat.
    ("It answered 4.5 million queries per day; 300 million were cached.", "300"),
    ("The cluster ran 2 million requests per second across 40 racks.", "40"),
])
def test_a_bare_number_of_another_size_stays_a_count(text: str, value_text: str) -> None:
    assert one(text, value_text).unit == "count"


# --- 5c. a bound named after the figure; block sizes; process nodes; lengths -------------

@pytest.mark.parametrize(("text", "value_text", "statistic"), [
    ("The board ran at its 350 W power limit.", "350", "max"),
    ("Each query runs under a 30 s time cap.", "30", "max"),
    ("The card draws 450 W at peak.", "450", "peak"),
    ("We ran at 200 W, well under the limit.", "200", None),
])
def test_a_limit_after_the_figure_is_its_maximum(text: str, value_text: str,
                                                 statistic: str | None) -> None:
    assert one(text, value_text).statistic == statistic


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("Average 4K read latency was 70 µs.", "4K", 4e-6, "GB"),
    ("At 128k sequential writes the array sustains 9 GB/s.", "128k", 1.28e-4, "GB"),
    ("The drive delivers 1.6 million 4K random read IOPS.", "1.6", 1.6e6, "IOPS"),
    # A K without a storage word is a thousand of something.
    ("The model takes a 32K context window.", "32K", 32e3, "count"),
])
def test_a_block_size_written_with_k(text: str, value_text: str, value: float,
                                     unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, unit)


@pytest.mark.parametrize("text", [
    "Both chips share the same 6 nm I/O die.",
    "The 4 nm part ships next year.",
])
def test_a_process_node_is_no_figure(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(("text", "metres"), [
    ("The hosts were cabled back to back with a 3-metre copper cable.", 3),
    ("Multimode optics reach 100 meters.", 100),
    ("Single-mode links span 10 kilometres.", 10e3),
])
def test_lengths_are_metres(text: str, metres: float) -> None:
    (fig,) = found(text)
    assert (fig.value, fig.unit) == (metres, "m")


# --- 5d. "up to" a count is the count's bound; durations in two units --------------------

def test_up_to_before_a_count_bounds_the_count_not_the_next_figure() -> None:
    text = "Training scales linearly up to 512 GPUs, reaching 91% scaling efficiency."
    assert one(text, "512").statistic == "max"
    assert one(text, "91").statistic is None
    # Without "up to" right before it, a statistic still passes over a count.
    assert one("Peak decode with 4 GPUs was 7,500 tokens per second.", "7,500").statistic \
        == "peak"


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


# --- 5e. packet rates and rates of any noun per second ---------------------------------

@pytest.mark.parametrize(("text", "value", "unit"), [
    ("The forwarding plane hit 148.8 Mpps with 64-byte frames.", 148.8e6, "packets/s"),
    ("A single core filters 9.5 Mpps of SYN packets.", 9.5e6, "packets/s"),
    ("We measured 2,300 fsync/s on the journaling file system.", 2300, "fsync/s"),
    ("The log drains 40,000 commits per second at the primary.", 40000, "commits/s"),
    ("The resolver answered 85,000 lookups per second.", 85000, "lookups/s"),
])
def test_rates_of_packets_and_other_nouns(text: str, value: float, unit: str) -> None:
    fig = found(text)[0]
    assert (fig.value, fig.unit) == (value, unit)


@pytest.mark.parametrize(("text", "unit"), [
    ("The watchdog polls 5 times per second.", "count"),
    ("The copy moved 10 gigabytes per second.", "GB/s"),
    ("The disk writes at 700 MB/s.", "GB/s"),
])
def test_unit_words_and_repetitions_are_no_noun_rates(text: str, unit: str) -> None:
    (fig,) = found(text)
    assert fig.unit == unit


# --- 5f. a statistic after a figure, and the value before it in parentheses ----------------

@pytest.mark.parametrize(("text", "value_text", "statistic"), [
    # A percentile list: each label belongs to the figure after it.
    ("Lookups took p50 3 ms, p95 8 ms and p99 15 ms.", "3", "p50"),
    ("Lookups took p50 3 ms, p95 8 ms and p99 15 ms.", "8", "p95"),
    ("The median was 12 ms, average 15 ms.", "12", "median"),
    # A statistic in parentheses after the figure is its own.
    ("Commits took 6 ms (p99) on the new release.", "6", "p99"),
    ("Frames render in 11 ms (median) on the handheld.", "11", "median"),
    ("Commits took 6 ms at p99.", "6", "p99"),
])
def test_a_statistic_after_a_figure(text: str, value_text: str, statistic: str) -> None:
    assert one(text, value_text).statistic == statistic


@pytest.mark.parametrize(("text", "value_text", "before"), [
    ("Boot time: 1.8 s (was 3.4 s).", "1.8", 3.4),
    ("Peak memory is 2.1 GB, previously 3.8 GB.", "2.1", 3.8),
    ("The build now takes 41 minutes (formerly 55 minutes).", "41", 3300),
])
def test_was_and_previously_give_the_value_before(text: str, value_text: str,
                                                  before: float) -> None:
    assert one(text, value_text).baseline_value == before


# --- 5g. "sub-N"; a change and the value it reached -------------------------------------

@pytest.mark.parametrize(("text", "seconds"), [
    ("Cold starts are now sub-100ms on the edge runtime.", 0.1),
    ("The fabric keeps sub-2 µs latency across 64 nodes.", 2e-6),
])
def test_sub_n_is_an_approximate_bound(text: str, seconds: float) -> None:
    fig = found(text)[0]
    assert (fig.value, fig.unit, fig.approximate) == (seconds, "s", True)


def test_a_name_with_a_hyphenated_number_stays_a_name() -> None:
    assert found("It runs Llama-3-70B on GPT-4 class hardware.") == []


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


def test_a_count_keeps_its_whole_noun_when_the_inner_number_is_a_name() -> None:
    (fig,) = found("The test ran with two AMD EPYC 9754 processors per node.")
    assert (fig.value_text, fig.end - fig.start) == ("two", len("two AMD EPYC 9754 processors"))


def test_a_count_and_its_inner_measure_do_not_overlap() -> None:
    count, speed = found("Each storage node has two 25GbE ports.")
    assert count.end <= speed.start


# --- 5h. a bare decimal after a verb of measuring is a value, with its own statistic -------

@pytest.mark.parametrize(("text", "value_text", "statistic"), [
    ("With speculative decoding, acceptance rate averaged 0.72 and speed-up was 2.3x.",
     "0.72", "mean"),
    ("With speculative decoding, acceptance rate averaged 0.72 and speed-up was 2.3x.",
     "2.3", None),
    ("The F1 measured 0.91 on the held-out split.", "0.91", None),
    ("Perplexity remained 5.4 after quantization.", "5.4", None),
])
def test_a_measured_bare_decimal(text: str, value_text: str, statistic: str | None) -> None:
    assert one(text, value_text).statistic == statistic


def test_a_bare_decimal_after_to_is_still_a_version() -> None:
    assert [f.value_text for f in found("We upgraded to 2.4 and measured 12 ms.")] == ["12"]


# --- 5i. a rate named before a bare number --------------------------------------------------

@pytest.mark.parametrize(("text", "value_text", "unit", "per"), [
    ("TLS handshakes per second per core went from 9,800 to 14,200.", "14,200",
     "handshakes/s", "core"),
    ("Inserts per second reached 220,000 at 32 clients.", "220,000", "inserts/s", None),
    ("Tokens/s per GPU: 2,400 at batch 64.", "2,400", "tokens/s", "GPU"),
    ("Transactions per second rose to 12,400 after the fix.", "12,400", "transactions/s", None),
])
def test_a_rate_named_before_a_bare_number(text: str, value_text: str, unit: str,
                                           per: str | None) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.per) == (unit, per)


@pytest.mark.parametrize(("text", "value_text", "unit"), [
    # A number with its own unit, or after another figure, keeps its own reading.
    ("Requests per second grew, and 5 nodes were added.", "5", "count"),
    ("Queries per second doubled; latency was 5 ms.", "5", "s"),
])
def test_a_rate_named_earlier_does_not_reach_other_figures(text: str, value_text: str,
                                                           unit: str) -> None:
    assert one(text, value_text).unit == unit


# --- 5j. a denominator named in a column header ---------------------------------------------

TABLE = """# Results

| Setup | Tokens/s/user | Throughput per GPU (tok/s) | Latency per request (ms) | Power (W) |
|---|---|---|---|---|
| TP8 | 95 | 1,200 | 40 | 700 |
"""


def test_a_column_header_gives_its_denominator() -> None:
    got = [(f.value_text, f.unit, f.per) for f in found(TABLE)]
    assert got == [("95", "tokens/s", "user"), ("1,200", "tokens/s", "GPU"),
                   ("40", "s", "request"), ("700", "W", None)]


# --- 5k. microseconds written "us"; a K count is no describing word of a rate ----------------

def test_us_after_a_number_is_microseconds() -> None:
    fig = one("RTT fell from 180 us to 95 us across the three-hop path.", "95")
    assert (fig.value, fig.unit, fig.baseline_value) == (95e-6, "s", 180e-6)


def test_a_thousands_figure_before_a_rate_is_the_rate_not_a_describing_word() -> None:
    got = [(f.value_text, f.unit) for f in found("nginx 1.25 handles 75k RPS with TLS 1.3.")]
    assert got == [("75k", "requests/s")]


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Context switches dropped by half, to 1.2 million per second.", 1.2e6, "switches/s"),
    ("Page faults now peak at 40,000 a second.", 40000, "faults/s"),
    ("Allocations ran at 2.5M/s under load.", 2.5e6, "allocations/s"),
])
def test_a_number_per_second_counts_the_noun_before_it(text: str, value: float,
                                                      unit: str) -> None:
    (fig,) = found(text)
    assert (fig.value, fig.unit) == (value, unit)
    assert fig.unit_text in ("per second", "a second", "/s")

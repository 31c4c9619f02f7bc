"""Statistics attached to a figure (mean, median, percentiles, peak, min, max): written
before it, after it or in parentheses, and kept from leaking across a clause or onto a
figure it does not precede. Covers bounds ("up to", "at most", "as little as", a limit
named after the figure), error bars, paired statistics written "p50/p99", and peaks:
"peaked at", Rpeak against Rmax, and "of peak" or "off peak" that are no peak."""

from __future__ import annotations

import pytest

from tests.conftest import figures_in as found
from tests.conftest import one_figure as one


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


@pytest.mark.parametrize("text", [
    "Latency p50/p99: 4 ms / 9 ms on the cache tier.",
    "Latency was 4/9 ms (p50/p99) on the cache tier.",
    "At p50/p99 the proxy adds 4 ms / 9 ms of latency.",
])
def test_paired_statistics_go_in_order(text: str) -> None:
    assert [(f.value, f.statistic) for f in found(text)] == [(0.004, "p50"), (0.009, "p99")]


def test_one_statistic_for_a_pair_is_not_split() -> None:
    stats = [f.statistic for f in found("p99 latency is 4 ms / 9 ms for reads/writes.")]
    assert stats[0] == "p99" and "p50" not in stats


@pytest.mark.parametrize(("text", "statistics"), [
    # A load tool's latency distribution labels each percentile by its share alone.
    ("Response times: 50% 4.10ms, 90% 6.00ms, 99% 21.5ms.", ["p50", "p90", "p99"]),
    ("| Proxy | 50% | 99% |\n|---|---|---|\n| edge | 2 ms | 7 ms |", ["p50", "p99"]),
    ("| Share | Latency |\n|---|---|\n| 75% | 3 ms |\n| 99% | 12 ms |", ["p75", "p99"]),
    ("- 95%: 40 ms", ["p95"]),
    # A share that is no label (a load level, a count of requests) names no percentile.
    ("CPU use was 50% 3 ms after the start.", [None]),
    ("Replies took 12 ms for 99% of requests.", [None]),
])
def test_a_percent_label_before_a_duration_is_its_percentile(
        text: str, statistics: list[str | None]) -> None:
    assert [f.statistic for f in found(text) if f.unit == "s"] == statistics


@pytest.mark.parametrize(("text", "statistics"), [
    # A bound covers a list whose values each carry a phrase of one shape.
    ("The kernels reach up to 520 TFLOPS in training and 300 TFLOPS in inference.",
     ["max", "max"]),
    ("Reads peak at 9 GB/s on NVMe and 4 GB/s on SATA.", ["peak", "peak"]),
    # A phrase of another shape after the second value leaves it its own figure.
    ("Reads reach up to 9 GB/s on NVMe and 4 GB/s after the cache fills.", ["max", None]),
])
def test_a_bound_covers_a_list_of_parallel_phrases(text: str,
                                                   statistics: list[str | None]) -> None:
    assert [f.statistic for f in found(text)] == statistics


@pytest.mark.parametrize(("text", "value_text", "statistic"), [
    ("With 8 threads, build times fell by as much as 50% on large crates.", "50", "max"),
    ("Point lookups return in as little as 3 ms from the cache.", "3", "min"),
    ("The daemon used at most 12 GB of memory during the run.", "12", "max"),
    ("The service saw as many as 64 concurrent users at noon.", "64", "max"),
    ("Spot capacity starts at as little as $0.10 per hour.", "$0.10", "min"),
    # Verbs and prepositions of a bound.
    ("On wide rows the codec exceeds 2.4 GB/s per core.", "2.4", "min"),
    ("Batch inserts ran at well over 90,000 rows per second.", "90,000", "min"),
    ("The mirror keeps hit rates above 97% all week.", "97", "min"),
    ("Writes scale beyond 40,000 IOPS with the new firmware.", "40,000", "min"),
    ("Sales put the box north of $12,000.", "$12,000", "min"),
    ("The board idles below 35 W.", "35", "max"),
    ("Board draw stays under 600 W on the reference card.", "600", "max"),
    # A statistic the figure's own words name stands; the bound only says it was passed.
    ("Peak draw stays under 600 W on the reference card.", "600", "peak"),
    ("The rack reached a maximum throughput of over 41,000 tokens per second.", "41,000",
     "max"),
])
def test_a_bound_before_the_figure_is_its_statistic(text: str, value_text: str,
                                                    statistic: str) -> None:
    assert one(text, value_text).statistic == statistic


@pytest.mark.parametrize(("text", "value_text"), [
    ("The card is twice as fast as the old one, reaching 300 FPS.", "300"),
    ("Latency is as low as a tenth of a second, about 100 ms.", "100"),
    ("It used at most 12 GB of memory and 40% of one core.", "40"),
])
def test_a_bound_reaches_only_the_figure_it_precedes(text: str, value_text: str) -> None:
    assert one(text, value_text).statistic is None


@pytest.mark.parametrize(("text", "value_text", "statistic"), [
    ("The board ran at its 350 W power limit.", "350", "max"),
    ("Each query runs under a 30 s time cap.", "30", "max"),
    ("The card draws 450 W at peak.", "450", "peak"),
    ("We ran at 200 W, well under the limit.", "200", None),
])
def test_a_limit_after_the_figure_is_its_maximum(text: str, value_text: str,
                                                 statistic: str | None) -> None:
    assert one(text, value_text).statistic == statistic


def test_up_to_before_a_count_bounds_the_count_not_the_next_figure() -> None:
    text = "Training scales linearly up to 512 GPUs, reaching 91% scaling efficiency."
    assert one(text, "512").statistic == "max"
    assert one(text, "91").statistic is None
    # Without "up to" right before it, a statistic still passes over a count.
    assert one("Peak decode with 4 GPUs was 7,500 tokens per second.", "7,500").statistic \
        == "peak"


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("Clock skew stays within ±50 ns across the fabric.", "50", 5e-8, "s"),
    ("Jitter is ±2 µs on the new NIC.", "2", 2e-6, "s"),
    ("Throughput is 410 +/-5 GB/s over ten runs.", "410", 410.0, "GB/s"),
    ("Median latency was 12 ± 3 ms on the cluster.", "12", 0.012, "s"),
])
def test_error_bars_keep_the_figure_and_its_unit(text: str, value_text: str, value: float,
                                                 unit: str) -> None:
    fig = one(text, value_text)
    assert fig.value == pytest.approx(value)
    assert fig.unit == unit


def test_an_error_bar_after_a_figure_is_no_figure() -> None:
    assert [f.value_text for f in found("Latency was 12 ms ± 3 ms under load.")] == ["12"]


@pytest.mark.parametrize(("text", "value_text"), [
    ("Peak power was 700 W during the HPL run.", "700"),
    ("At peak the rack draws 900 W; off peak 300 W.", "900"),
    ("The link peaked at 380 GB/s of bus bandwidth.", "380"),
])
def test_a_peak_stays_a_peak(text: str, value_text: str) -> None:
    assert one(text, value_text).statistic == "peak"


@pytest.mark.parametrize(("text", "value_text"), [
    ("El Capitan reached 63.4% of its theoretical peak, against 65.8% for Frontier.", "65.8"),
    ("The kernel hits 75% of peak and 610 TFLOPS on H100.", "610"),
    ("At peak the rack draws 900 W; off peak 300 W.", "300"),
    ("Off-peak capacity costs $0.05 per hour.", "$0.05"),
])
def test_a_share_of_peak_is_not_a_peak(text: str, value_text: str) -> None:
    assert one(text, value_text).statistic is None


@pytest.mark.parametrize(("text", "value_text", "statistic"), [
    ("Throughput peaks at 1,200 tokens/s on one node.", "1,200", "peak"),
    ("Memory peaked at 48 GB during the build.", "48", "peak"),
    ("Demand peaking at 40,000 users, the API held 5 ms.", "40,000", "peak"),
    ("Demand peaking at 40,000 users, the API held 5 ms.", "5", None),
])
def test_peaked_at_is_a_peak_of_its_own_figure(text: str, value_text: str,
                                               statistic: str | None) -> None:
    assert one(text, value_text).statistic == statistic


def test_rpeak_is_a_peak_and_rmax_is_not() -> None:
    stats = {f.value_text: f.statistic for f in
             found("Its Rpeak is 2.75 EFLOPS, while its Rmax is 1.74 EFLOPS.")}
    assert stats == {"2.75": "peak", "1.74": None}


def test_an_rpeak_column_is_a_peak() -> None:
    table = ("| System | Rmax (PFLOPS) | Rpeak (PFLOPS) |\n|---|---|---|\n"
             "| El Capitan | 1,742.00 | 2,746.38 |\n")
    stats = {f.value_text: f.statistic for f in found(table)}
    assert stats == {"1,742.00": None, "2,746.38": "peak"}


@pytest.mark.parametrize(("text", "value_text", "statistic"), [
    # Of a duration less is better: its best case is the least, its worst the most.
    ("Lookups took a best case of 0.3 ms on the warm cache.", "0.3", "min"),
    ("The worst-case pause was 41 ms under full heap.", "41", "max"),
    # Of a rate more is better: the other way round.
    ("The best-case rate was 9,200 requests per second.", "9,200", "max"),
    ("Worst case throughput fell to 610 requests per second.", "610", "min"),
])
def test_a_best_or_worst_case_bounds_the_side_its_figure_improves(
        text: str, value_text: str, statistic: str) -> None:
    assert one(text, value_text).statistic == statistic


def test_a_percent_latency_header_names_a_percentile() -> None:
    figs = found("| Clients | Store A 99% latency (ms) | Store B 99% latency (ms) |\n"
                      "|---|---|---|\n| 32 | 4.12 | 5.37 |")
    assert [(f.value_text, f.statistic) for f in figs if f.unit == "s"] == [
        ("4.12", "p99"), ("5.37", "p99")]


def test_a_percent_latency_change_names_no_percentile() -> None:
    figs = found("The cache gave a 90% latency reduction, down to 3 ms.")
    assert all(f.statistic != "p90" for f in figs)


@pytest.mark.parametrize(("text", "value_text"), [
    # "over" meaning across, or against another side.
    ("Scores were averaged over 12 workloads to reach 3.1 GB/s.", "12"),
    ("Over 20 runs the indexer held 3.1 GB/s.", "20"),
    ("The patch brings a 15% gain over 2.2 GB/s on the old kernel.", "2.2"),
    # A place in the page.
    ("As the table above 4 GB/s marks, reads saturate the link.", "4"),
    # Before a count: a load or a setup, not a bound.
    ("Median latency under 2,000 clients was 9 ms.", "2,000"),
    ("The model is split over 16 GPUs in two hosts.", "16"),
    ("Below 64 concurrent requests both servers tie.", "64"),
    # "over" a link: the wire the data crossed.
    ("Replication ran over 25 Gbit/s Ethernet between the racks.", "25"),
    ("The client reached the server over 100 GbE.", "100"),
    # Before a time: what a latency stays below names no statistic of its spread.
    ("With time to first token held under 400 ms, the server streams 900 tokens/s.", "400"),
    ("Throughput was sampled over 120 seconds of steady load.", "120"),
])
def test_a_preposition_that_does_not_bound_its_figure_names_no_statistic(
        text: str, value_text: str) -> None:
    assert one(text, value_text).statistic is None


@pytest.mark.parametrize(("text", "statistics"), [
    # The phrase right before a bracket names the statistic of the values it holds.
    ("Wren shows a lower maximum (31.2ms against 77.9ms) under load.", ["max", "max"]),
    ("Tern keeps a steadier **p99 latency** (8.4 ms vs 19.1 ms).", ["p99", "p99"]),
    ("Its median TTFT (0.41 s) beats the old build.", ["median"]),
    # A bracket after words that name no statistic, or a verb after one, names none.
    ("Wren is quicker (31.2ms against 77.9ms) under load.", [None, None]),
    ("The maximum was lowered (to 31.2ms) in the new build.", [None]),
])
def test_a_statistic_before_a_bracket_is_its_values(text: str,
                                                    statistics: list[str | None]) -> None:
    assert [f.statistic for f in found(text) if f.unit == "s"] == statistics

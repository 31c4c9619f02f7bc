"""Units on fields the corpus holds little of: a note pairing measures with units over a
table, quality and outcome-share columns, "4x <machines>" counts, instruction-set names in
cells, scale-prefixed request and message rates, I/O per second, sizes written inside a
rate's words, and ratios named before a bare number. Each reading has sentences that must
read it and sentences that must not, from several fields."""

from __future__ import annotations

import pytest

from tests.conftest import figure_units, unit_of
from tests.conftest import figures_in as found

# --- a note pairing measures with units: "size in bytes and latency in microseconds" ---

@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    # MPI ping-pong (HPC networking)
    ("Output of one ping-pong run, size in bytes and latency in microseconds:\n\n"
     "| Size | Latency |\n|---:|---:|\n| 64 | 2.10 |", "64", 64e-9, "GB"),
    ("Output of one ping-pong run, size in bytes and latency in microseconds:\n\n"
     "| Size | Latency |\n|---:|---:|\n| 64 | 2.10 |", "2.10", 2.1e-6, "s"),
    # object storage: each column its own measure
    ("Each put, with sizes in bytes and times in ms:\n\n"
     "| Size | Commit time |\n|---:|---:|\n| 4096 | 1.5 |", "4096", 4096e-9, "GB"),
])
def test_a_note_pairing_measures_and_units_names_each_column(
        text: str, value_text: str, value: float, unit: str) -> None:
    got = unit_of(text, value_text)
    assert (got[0], got[1]) == (pytest.approx(value), unit)


def test_a_note_naming_one_measure_leaves_the_first_column_alone() -> None:
    text = ("We list the sizes and latency in ms:\n\n"
            "| Size | Latency |\n|---:|---:|\n| 4096 | 1.5 |")
    assert unit_of(text, "4096") == (4096, "count")


# --- quality columns and rows hold scores -------------------------------------------

@pytest.mark.parametrize("text", [
    "| Index | Recall | p50 latency (ms) |\n|---|---|---|\n| HNSW | 0.942 | 1.8 |",  # vectors
    "| Setup | RPS | Mean search precision |\n|---|---|---|\n| SQ | 600 | 0.942 |",
    "| Metric | Engine A | Engine B |\n|---|---|---|\n| NDCG@10 | 0.942 | 0.9 |",  # search
    "| Model | F1 |\n|---|---|\n| BERT-base | 0.942 |",  # language models
    "| Dimensions | 768d | 1536d |\n|---|---|---|\n| Recall | 0.942 | 0.9 |",
])
def test_a_quality_column_or_row_holds_scores(text: str) -> None:
    assert unit_of(text, "0.942") == (0.942, "score")


@pytest.mark.parametrize(("text", "value_text", "unit"), [
    # "mixed precision", "FP16 precision" name number formats, not a quality
    ("| Job | Time - mixed precision |\n|---|---|\n| U-Net | 12 |", "12", "count"),
    ("| Kernel | FP16 precision |\n|---|---|\n| GEMM | 16 |", "16", "count"),
    # a time to reach a quality is a time
    ("| Job | Time to accuracy |\n|---|---|\n| BERT | 3.1 |", "3.1", "count"),
    # a quality with its own unit keeps it
    ("| Model | Accuracy (%) |\n|---|---|\n| ResNet | 76.1 |", "76.1", "%"),
])
def test_a_format_or_a_time_is_no_quality(text: str, value_text: str, unit: str) -> None:
    assert unit_of(text, value_text)[1] == unit


# --- outcome shares -----------------------------------------------------------------

@pytest.mark.parametrize(("text", "value_text", "unit"), [
    ("| Proxy | Success rate | Average ms |\n|---|---|---|\n| nginx | 99.7 | 660 |",
     "99.7", "%"),  # web servers
    ("| Broker | Error rate |\n|---|---|\n| A | 2.5 |", "2.5", "%"),  # message queues
    ("| Cache | Hit ratio |\n|---|---|\n| A | 0.93 |\n| B | 0.88 |", "0.93", "fraction"),
    # a rate with its own unit, and a frame rate (frames per second, as a "<thing> rate"
    # header reads), are no shares
    ("| Run | Error rate (req/s) |\n|---|---|\n| A | 12 |", "12", "requests/s"),
    ("| Game | Frame rate |\n|---|---|\n| A | 60 |", "60", "frames/s"),
])
def test_an_outcome_share_column_is_in_percent(text: str, value_text: str,
                                               unit: str) -> None:
    assert unit_of(text, value_text)[1] == unit


# --- "4x <machines>" counts them ------------------------------------------------------

@pytest.mark.parametrize(("text", "value_text"), [
    ("Load came from 4x wrk instances against the proxy.", "4"),  # web servers
    ("Three 3x upstream servers answered.", "3"),
    ("Each storage node has 2 \u00d7 200Gbps NICs.", "2"),  # networking
    ("The array holds 8x NVMe drives.", "8"),  # storage
    ("Each client has 1 \u00d7 100GbE NIC.", "1"),
])
def test_times_before_a_machine_counts_it(text: str, value_text: str) -> None:
    assert unit_of(text, value_text)[1] == "count"


@pytest.mark.parametrize(("text", "value_text"), [
    ("The new build is 2x faster on 8 nodes.", "2"),
    ("It needs 2x more servers.", "2"),
    ("We deployed 2x the instances.", "2"),
    ("Latency fell 4x across 12 nodes.", "4"),
    ("It took 3x longer on 2 disks.", "3"),
])
def test_times_before_a_comparison_stays_a_ratio(text: str, value_text: str) -> None:
    assert unit_of(text, value_text)[1] == "x"


# --- instruction sets in cells ------------------------------------------------------

def test_instruction_sets_in_cells_are_no_ratios() -> None:
    text = ("| Build | Arch | Time (ms) | Gain |\n|---|---|---|---|\n"
            "| zlib | x86 | 1813 | x2 |\n| zlib | x64 | 1718 | x1.1 |")
    assert [(v, u) for t, v, u in figure_units(text) if u == "x"] == [(2, "x"), (1.1, "x")]


def test_x64_under_a_ratio_column_is_a_ratio() -> None:
    text = "| Method | Compression |\n|---|---|\n| PQ | x32 |\n| PQ | x64 |"
    assert [(v, u) for _, v, u in figure_units(text)] == [(32, "x"), (64, "x")]


# --- rates as storage, brokers and load tools print them -----------------------------

@pytest.mark.parametrize(("text", "value", "unit"), [
    ("It did 10 million I/O per second.", 1e7, "IOPS"),
    ("Without batching it gets 2.89M I/Ops.", 2.89e6, "IOPS"),
    ("The proxy handles 120 kreq/s.", 120e3, "requests/s"),
    ("The gateway held 50 krps.", 50e3, "requests/s"),
    ("The index served 1.2 Mqps.", 1.2e6, "queries/s"),
    ("The broker moved 40 kmsg/s.", 40e3, "messages/s"),
    ("The kernel ran 2.5 Mop/s.", 2.5e6, "ops/s"),
])
def test_prefixed_rates_are_read_with_their_scale(text: str, value: float,
                                                  unit: str) -> None:
    ((_, got, got_unit),) = figure_units(text)
    assert (got, got_unit) == (pytest.approx(value), unit)


@pytest.mark.parametrize(("text", "rate", "size"), [
    ("It did 10.39 million 4KiB random read I/O operations per second.",
     (1.039e7, "IOPS"), (4.096e-6, "GB")),  # storage
    ("The NIC moved 18M 84-byte frames per second.", (1.8e7, "frames/s"), (8.4e-8, "GB")),
    ("It served 13 million 512-byte reads per second.", (1.3e7, "reads/s"), (5.12e-7, "GB")),
])
def test_a_size_inside_a_rate_is_a_figure_of_its_own(
        text: str, rate: tuple[float, str], size: tuple[float, str]) -> None:
    got = [(pytest.approx(v), u) for _, v, u in figure_units(text)]
    assert got == [rate, size]


def test_a_count_inside_a_rate_is_no_figure() -> None:
    assert [u for _, _, u in figure_units("It ran 2 million 8-core builds per second.")] == \
        ["builds/s"]


# --- a ratio named before a bare number ----------------------------------------------

@pytest.mark.parametrize(("text", "value_text"), [
    ("Leveled compaction reached a write amp of 1.6.", "1.6"),  # databases
    ("Write amplification was 6.1 under overwrite.", "6.1"),  # storage
    ("The kernel's speedup of 2.3 held on every GPU.", "2.3"),  # GPU kernels
    ("zstd -19 gave a compression ratio: 3.4 on the corpus.", "3.4"),  # compression
])
def test_a_bare_number_after_a_ratio_name_is_a_ratio(text: str, value_text: str) -> None:
    assert unit_of(text, value_text)[1] == "x"


@pytest.mark.parametrize(("text", "value_text", "unit"), [
    ("The cache hit ratio of 0.95 held.", "0.95", "count"),
    ("A speedup of 20% on 8 GPUs.", "20", "%"),
    ("The amp draws 30 W at idle.", "30", "W"),
])
def test_a_share_or_a_written_unit_is_no_named_ratio(text: str, value_text: str,
                                                     unit: str) -> None:
    assert unit_of(text, value_text)[1] == unit


# --- a measure before a spaced dash, the setup after it ------------------------------

@pytest.mark.parametrize(("text", "value_text", "unit"), [
    ("| GPUs | Weak scaling - FP32 |\n|---|---|\n| 8 | 7.41 |", "7.41", "x"),  # training
    ("| Nodes | Strong scaling |\n|---|---|\n| 16 | 12.2 |", "12.2", "x"),  # HPC
    ("| Nodes | Scaling efficiency |\n|---|---|\n| 16 | 76 |", "76", "count"),
    ("| Job | Time to train - FP32 |\n|---|---|\n| U-Net | 89 |", "89", "count"),
])
def test_a_measure_before_a_spaced_dash_names_the_column(text: str, value_text: str,
                                                         unit: str) -> None:
    assert unit_of(text, value_text)[1] == unit


# --- a micro-benchmark's memory per operation ----------------------------------------

def test_go_benchmark_columns_are_read_per_operation() -> None:
    line = "BenchmarkGet-8   1000000   1032 ns/op   48 B/op   3 allocs/op"
    got = [(f.value, f.unit, f.per) for f in found(line)]
    assert got == [(pytest.approx(1.032e-6), "s", "operation"),
                   (pytest.approx(4.8e-8), "GB", "operation"), (3, "count", "operation")]


@pytest.mark.parametrize("text", [
    "We ran 3 GPUs per node.",  # a layout, not a count per unit of work
    "Serving a 70B model on one node.",  # a bare B after a number is billions
])
def test_counts_and_billions_take_no_operation(text: str) -> None:
    assert all(f.per != "operation" and f.unit != "GB" for f in found(text))


# --- a slash pair with spaces shares the unit after it -------------------------------

@pytest.mark.parametrize(("text", "units"), [
    ("Storage peaked at 73% of the links (6.6 / 9 TB/s).", ["%", "GB/s", "GB/s"]),  # storage
    ("Each box has 16 / 32 cores.", ["count", "count"]),  # CPUs
    ("Read/write hit 3.2 / 4.1 GB/s.", ["GB/s", "GB/s"]),
])
def test_a_spaced_slash_pair_shares_its_unit(text: str, units: list[str]) -> None:
    assert [u for _, _, u in figure_units(text)] == units


def test_a_spaced_fraction_is_no_pair() -> None:
    assert figure_units("Half (1 / 2) of the runs finished.") == []


# --- "N/s" without a noun counts the rate written before it in its clause ------------

@pytest.mark.parametrize(("text", "unit"), [
    ("Both brokers begin at 25k messages/s, but one soon falls to 10k/s.", "messages/s"),
    ("The proxy took 9,000 requests per second at first and drops to 4k/s.", "requests/s"),
    ("It served 4,000 requests per second; lookups reached 10k/s.", "lookups/s"),
])
def test_a_bare_per_second_takes_the_rate_named_in_its_clause(text: str, unit: str) -> None:
    assert unit_of(text, "10k" if "10k" in text else "4k")[1] == unit

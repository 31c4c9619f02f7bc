"""Caveats on posts nobody tuned for (cavfa): a latency's statistic answered by a spread's
label, by its section's heading or by a percentile printed with decimals; a run's elapsed
time for a stated amount is no wait. Texts of our own, from several fields, run through the
whole pipeline."""

from __future__ import annotations

import pytest

from tests.vetting import vet


def _unstated(text: str) -> list[str]:
    """The figures statistic-unspecified cites, as their values."""
    report = vet(text)
    values = {c.id: c.value for c in report.claims}
    return sorted(str(values[i]) for f in report.findings
                  if f.rule == "statistic-unspecified" for i in f.claim_ids if i in values)


# --- statistic-unspecified: answered elsewhere than the figure's own words -------------------

@pytest.mark.parametrize("text", [
    # a web server's latency table, one row a spread
    "wrk drove nginx 1.27 on one AMD EPYC 9654 with 200 connections.\n\n"
    "| Statistic | Value |\n|---|---|\n| Mean | 4.1 ms |\n| Stdev | 2.7 ms |\n"
    "| Max | 61.0 ms |",
    # a database's query times: the spread in prose
    "On PostgreSQL 17 the point lookup took a mean of 0.42 ms, with a standard deviation "
    "of 0.09 ms over the run.",
    # an LLM's decode times, the statistic named once in the section heading
    "## Median time per output token\n\n"
    "| GPUs | Llama 3.1 8B on H100 |\n|---|---|\n| 1 | 11.2 ms |\n| 2 | 7.9 ms |",
    # a storage tool's percentile printed with decimals
    "fio 3.36 on a Samsung PM9A3: the 99.00th percentile completion latency was 212 usec.",
])
def test_a_statistic_named_outside_the_figure_counts(text: str) -> None:
    assert _unstated(text) == []


@pytest.mark.parametrize("text", [
    # a file system's flush run: the data written and the time it took, the waits labelled
    "ext4 on a WD Red 4TB, fio 3.28: 64.0MiB written in 2210msec; fsync took "
    "avg=310.5 usec.",
    # a queue's batch: a number of messages sent in a time
    "Kafka 3.7 on three c7g.2xlarge brokers: 2,000,000 messages sent in 4.3 s, with a mean "
    "produce latency of 3.1 ms.",
])
def test_the_elapsed_time_of_a_stated_amount_owes_no_statistic(text: str) -> None:
    assert _unstated(text) == []


def test_a_value_cited_in_the_caveats_section_owes_no_statistic() -> None:
    text = ("Envoy 1.31 on one c7g.xlarge: a median latency of 2.4 ms at 8,000 requests "
            "per second.\n\n## Limitations\n\nEverything ran on one host, so the network "
            "added about 0.02 ms where a real data-centre hop adds 0.3 ms.")
    assert _unstated(text) == []
    # the same sentence as a result, outside the caveats, is still flagged
    assert _unstated(text.replace("## Limitations", "## Results"))


@pytest.mark.parametrize("text", [
    # a heading without a statistic leaves the table's times bare
    "## Time per output token\n\n"
    "| GPUs | Llama 3.1 8B on H100 |\n|---|---|\n| 1 | 11.2 ms |\n| 2 | 7.9 ms |",
    # a key-value store's read latency, nothing said of which
    "Redis 7.2 on one Graviton3 instance answered GET requests with a latency of 0.31 ms.",
    # a deviation named for another figure, not before this one
    "The proxy's latency was 8.5 ms in the test where the backend's deviation from "
    "schedule stayed small.",
])
def test_a_bare_latency_still_lacks_its_statistic(text: str) -> None:
    assert _unstated(text)


# --- missing-quality: a model condition must name a trained model, not a machine -------------

@pytest.mark.parametrize("text", [
    # single-board computers and a cloud instance under a "Model" column, a CPU test
    "sysbench 1.0.20 cpu run, one thread.\n\n"
    "| Model | CPU | events/s |\n|---|---|---|\n| Orange Pi 5 | Rockchip RK3588 | 2210.4 |\n"
    "| AWS c7g.large | Graviton3 | 2985.0 |\n| Mac mini 2023 | Apple M2 | 3410.7 |",
    # storage: drives under a "Model" column, one of them the host's own name
    "fio 3.36, 4k random reads at iodepth 32.\n\n"
    "| Model | IOPS |\n|---|---|\n| Samsung 990 Pro | 1,120,000 |\n"
    "| WD SN850X | 1,010,000 |\n| Crucial T700 | 1,390,000 |",
])
def test_machines_named_as_models_owe_no_quality_figure(text: str) -> None:
    assert "missing-quality" not in {f.rule for f in vet(text).findings}


@pytest.mark.parametrize("text", [
    # an LLM named by the vocabulary, served in requests per second
    "vLLM 0.6.3 served Llama 3.1 8B on one L40S at 14.2 requests per second.",
    # vision models the vocabulary does not know, their sizes glued to their names
    "TensorRT 10.1 on one A10G.\n\n| Model | images/s |\n|---|---|\n"
    "| OrcaVision-7B | 310 |\n| OrcaVision-2B | 720 |",
])
def test_a_trained_model_still_owes_a_quality_figure(text: str) -> None:
    assert "missing-quality" in {f.rule for f in vet(text).findings}


# --- a multiplier after a name counts the item; a bare binary prefix needs its number glued --

def _figures(text: str) -> list[tuple[float, str]]:
    """Every figure the pipeline records, as (value, unit)."""
    return [(c.value, c.unit) for c in vet(text).claims]


@pytest.mark.parametrize("text", [
    # a workstation with two sockets, and a GPU box with four cards
    "| Machine | CPU | Score |\n|---|---|---|\n| Dell T7910 | Xeon E5-2690 x2 | 3120 |\n"
    "| Lambda Vector | RTX 6000 Ada x4 | 9100 |",
])
def test_a_multiplier_after_a_name_in_its_cell_is_no_ratio(text: str) -> None:
    assert all(unit != "x" for _, unit in _figures(text))


def test_a_multiplier_alone_in_its_cell_is_still_a_ratio() -> None:
    text = ("| Build | Gain over 1.0 |\n|---|---|\n| zstd 1.5 with long mode | x2 |\n"
            "| zstd 1.5 default | x1.3 |")
    assert (2.0, "x") in _figures(text)


@pytest.mark.parametrize("text, size", [
    # a GPU's name suffix after a space is no tebibyte
    ("| PC | GPU | points |\n|---|---|---|\n| home box | RTX 4070 Ti | 18800 |", False),
    ("Blender 4.1 on a GeForce GTX 1080 Ti rendered 410 samples per minute.", False),
    # Kubernetes' glued spelling is still a size
    ("Each pod requested 12Gi of memory and served 900 requests per second.", True),
])
def test_a_bare_binary_prefix_is_a_size_only_glued(text: str, size: bool) -> None:
    assert any(unit == "GB" for _, unit in _figures(text)) is size


# --- comparison-baseline-unclear: two counts of a set-up compare no systems ------------------

def _baseline_flags(text: str) -> list[str]:
    return [f.message for f in vet(text).findings if f.rule == "comparison-baseline-unclear"]


@pytest.mark.parametrize("text", [
    "PgBouncer 1.23 on one c7i.xlarge kept 9,800 transactions per second; at 200 clients "
    "there were 10x as many clients as pooled server connections.",
    "The Kafka 3.7 test ran 4x as many consumer threads as partitions and still read "
    "410 MB/s.",
])
def test_a_ratio_of_two_setup_counts_owes_no_baseline(text: str) -> None:
    assert _baseline_flags(text) == []


@pytest.mark.parametrize("text", [
    # capacities of two systems: the other side is a system, so its value is owed
    "On one H100, our engine holds 3x as many concurrent users as the previous release.",
    "The new broker handles 5x as many connections per node as before.",
])
def test_a_capacity_ratio_still_owes_its_baseline(text: str) -> None:
    assert _baseline_flags(text)


# --- self-reported: a publisher that says, in the present tense, it makes what it measures ---

@pytest.mark.parametrize("publisher, own", [
    ("the Quokka team, who build QuokkaDB, one of the two databases measured", True),
    ("Ferrite Labs, who make the Ferrite F2 accelerator", True),
    ("a volunteer group who maintain the Tarn proxy", True),
    ("a reviewer who make none of the drives measured", False),
])
def test_a_publisher_who_makes_what_it_measures_is_its_party(publisher: str, own: bool
                                                             ) -> None:
    from claims.extract.setting import claims_making
    assert claims_making(publisher) is own


# --- missing-cost: a price written without its currency is still a price --------------------

@pytest.mark.parametrize("text", [
    "vLLM 0.6.3 served Llama 3.1 8B at 1,088 tokens per second on a rented RTX 3090 priced "
    "at 0.43 per hour.",
    "PostgreSQL 16 on an r7g.2xlarge, billed at 0.43 per hour, kept 9,400 transactions per "
    "second under pgbench.",
])
def test_a_price_without_its_currency_counts_as_cost(text: str) -> None:
    assert "missing-cost" not in {f.rule for f in vet(text).findings}


@pytest.mark.parametrize("text", [
    # a cost in time, not money
    "Redis 7.2 on one Graviton3 served 410,000 GET requests per second; TLS costs 12 "
    "microseconds per request.",
    # a rate with a period but no word of pricing
    "Kafka 3.7 on three brokers moved 410 MB per second, 2 TB per hour.",
])
def test_figures_without_a_price_still_miss_cost(text: str) -> None:
    assert "missing-cost" in {f.rule for f in vet(text).findings}


# --- a row label's unit after "in" gives its cells their unit, whatever the corner says ------

@pytest.mark.parametrize("text, unit", [
    # a storage summary's rows, two values a cell
    ("| FIO summary | Random | Sequential |\n|---|---|---|\n"
     "| Latency in us (Read/Write) | 1,180 / 640 | 1,170 / 610 |", "s"),
    # a network test's bandwidth row under a corner that names no measure
    ("| iperf3 run | Monday | Tuesday |\n|---|---|---|\n"
     "| Throughput in Gbit/s | 9.4 | 18.7 |", "Gbit/s"),
    # a compiler's build times
    ("| Benchmark | gcc 14 | clang 18 |\n|---|---|---|\n| Build time in seconds | 412 | 388 |",
     "s"),
])
def test_a_row_labels_unit_after_in_reaches_its_cells(text: str, unit: str) -> None:
    found = _figures(text)
    assert found and all(u == unit for _, u in found)


def test_in_before_a_word_that_is_no_unit_gives_none() -> None:
    text = ("| Summary | A | B |\n|---|---|---|\n| Jobs in parallel | 4 | 8 |\n"
            "| Rank in Top500 | 3 | 7 |")
    assert all(u == "count" for _, u in _figures(text))


# --- single-workload: a column naming the test each row ran makes several workloads ---------

def test_rows_of_several_scripts_under_one_suite_are_several_workloads() -> None:
    text = ("pgbench against MariaDB 11.4 and PostgreSQL 17 on one i7-12700 box.\n\n"
            "| server | benchmark | tps |\n|---|---|---|\n"
            "| PostgreSQL 17 | select-only | 61,200 |\n| MariaDB 11.4 | select-only | 48,900 |\n"
            "| PostgreSQL 17 | tpcb-like | 3,410 |\n| MariaDB 11.4 | tpcb-like | 2,870 |")
    assert "single-workload" not in {f.rule for f in vet(text).findings}


def test_one_script_in_every_row_is_still_one_workload() -> None:
    text = ("pgbench against MariaDB 11.4 and PostgreSQL 17 on one i7-12700 box.\n\n"
            "| server | benchmark | tps |\n|---|---|---|\n"
            "| PostgreSQL 17 | select-only | 61,200 |\n| MariaDB 11.4 | select-only | 48,900 |")
    assert "single-workload" in {f.rule for f in vet(text).findings}

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

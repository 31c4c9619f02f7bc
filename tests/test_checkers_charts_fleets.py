"""Results left to charts (results-only-in-charts) and fleets of unequal size compared
(comparison-conditions-differ): must-fire and must-not-fire documents of our own, from
several fields."""

from __future__ import annotations

import pytest

from claims.extract.facts.fleets import counted_devices
from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded


def _vet(body: str, rule: str) -> DocumentReport:
    """The report of a Markdown document with `body`, checked by `rule` only."""
    text = f"---\ntitle: A test post\npublisher: Acme\n---\n\n{body}\n"
    return vet_loaded(parse_bytes(text.encode(), origin="test.md"), select=[rule])


def _raised(body: str, rule: str) -> list[str]:
    """The messages `rule` raises on `body`."""
    return [f.message for f in _vet(body, rule).findings if f.rule == rule]


@pytest.mark.parametrize("paragraph", [
    "Figure 3 shows the p99 read latency of both storage engines.",
    "Write bandwidth is shown only as graphs (not reproduced).",
    "A chart (not reproduced) gives requests per second for each web server.",
    "See the chart below for queries per second on each node count.",
    "![Tokens per second per user](decode.png)",
    "The graph (a screenshot; the axis values are not given) compares fsync latency.",
    "Graph 2 (not reproduced) gives compile times for each linker.",
    "Every result is an image taken from the benchmark site.",
    "The evidence is three chart images of query throughput, one per replica count.",
])
def test_a_paragraph_showing_a_chart_is_one(paragraph: str) -> None:
    assert _vet(f"# Results\n\n{paragraph}\n", "results-only-in-charts").document.charts


@pytest.mark.parametrize("paragraph", [
    "We capture CUDA graphs at batch sizes 1 to 64 to cut launch overhead.",
    "The graph database holds two billion edges across 12 shards.",
    "The figures below are medians of five runs.",
    "The scheduler walks the dependency graph before each step.",
    "The server resizes 2,000 images per second on one core.",
    "The container image (about 80 MB; Alpine based) is pulled once per node.",
    "Graph500 results put the cluster at 42 GTEPS.",
])
def test_a_paragraph_without_a_chart_is_not_one(paragraph: str) -> None:
    assert not _vet(f"# Results\n\n{paragraph}\n", "results-only-in-charts").document.charts


def test_ratios_whose_values_only_a_chart_gives_are_flagged() -> None:
    body = ("# Kestrel 4\n\nKestrel 4 compresses logs 3x faster than zstd and decompresses "
            "them 5x faster than lz4. It also hashes blocks at 9 GB/s.\n\n"
            "A chart (not reproduced) gives the speed on each corpus on a Ryzen 9 7950X.\n")
    assert _raised(body, "results-only-in-charts")


def test_a_web_server_post_with_only_a_figure_note_and_a_percentage_is_flagged() -> None:
    body = ("# Release 2.0\n\nFigure 1 shows requests per second at each connection "
            "count.\n\nThe new event loop serves 40% more requests than release 1.9.\n")
    assert _raised(body, "results-only-in-charts")


def test_results_stated_in_a_table_beside_a_chart_are_not_flagged() -> None:
    body = ("# Lookups\n\nThe chart below shows the p99 lookup latency over time.\n\n"
            "| engine | p99 lookup latency |\n|---|---|\n| Heron 3 | 4.1 ms |\n"
            "| Heron 2 | 6.5 ms |\n| Heron 1 | 9.8 ms |\n\n"
            "Heron 3 also answers 20% faster than its nearest rival.\n")
    assert not _raised(body, "results-only-in-charts")


def test_a_bare_ratio_with_no_chart_is_left_to_the_baseline_rule() -> None:
    body = "# Kernel\n\nThe new allocator makes page faults 2x cheaper than before.\n"
    assert not _raised(body, "results-only-in-charts")


def test_counted_devices_reads_counts_and_names() -> None:
    assert counted_devices("4xMI300X trails 8xH100 by 30%") == {"mi300x": {4}, "h100": {8}}
    assert counted_devices("eight NVIDIA H200 GPUs and two B200 GPUs") == {
        "h200": {8}, "b200": {2}}
    assert counted_devices("on 8 GPUs against 4 GPUs") == {}


def test_unequal_accelerator_counts_compared_are_flagged() -> None:
    body = ("# Serving\n\nOn Llama 3.1 70B, eight H200 GPUs serve 60% more requests per "
            "second than four MI325X GPUs.\n")
    messages = _raised(body, "comparison-conditions-differ")
    assert any("8 vs 4" in m for m in messages)


@pytest.mark.parametrize("sentence", [
    # the same count of each device: only the device changes
    "On Llama 3.1 70B, eight H200 GPUs serve 60% more requests per second than eight "
    "MI325X GPUs.",
    # a per-device ratio sets the counts aside
    "Per GPU, 8xH200 serves 60% more requests per second than 4xMI325X.",
    # one device at two counts is a scaling result, the count being what is compared
    "Training on 16 H100 GPUs ran 1.9x faster than on 8 H100 GPUs.",
])
def test_equal_or_normalised_fleets_are_not_flagged(sentence: str) -> None:
    body = f"# Serving\n\n{sentence}\n"
    assert not any("accelerator count differs" in m
                   for m in _raised(body, "comparison-conditions-differ"))


def test_ratios_beside_results_given_as_images_are_flagged() -> None:
    body = ("# Storage engine 7\n\nEach result is an image from the vendor's dashboard.\n\n"
            "Random reads are about 3x faster and compaction is 40% quicker than in "
            "release 6.\n")
    assert _raised(body, "results-only-in-charts")


def test_an_image_being_measured_is_no_chart() -> None:
    body = ("# Thumbnailer\n\nThe service resizes images 3x faster than release 1 "
            "(2,400 images per second on 8 cores).\n")
    assert not _raised(body, "results-only-in-charts")

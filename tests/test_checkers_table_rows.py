"""Figures read from one table's rows: a load tool's statistics columns are no peak set
against other runs (peak-not-sustained), a latency in the neighbouring row of the same
setup is the throughput's latency (throughput-without-latency), and the far corners of a
filled 2x2 grid are not compared (comparison-conditions-differ). Documents and records
written for these tests, must-raise beside must-not-raise."""

from __future__ import annotations

from typing import Any

from checkers.side_by_side import side_by_side
from checkers.table_rows import beside_in_table, by_row, neighbouring_rows, same_setup
from claims.load.documents import parse_bytes
from claims.model import Claim
from claims.pipeline import vet_loaded


def rules_on(text: str) -> set[str]:
    """The rules that fire on a small Markdown document."""
    return {f.rule for f in vet_loaded(parse_bytes(text.encode(), origin="case.md")).findings}


# Two runs of a cache server, each summarised by its load tool: mean, spread and max per row.
LOAD_TOOL = """# Cache server under load

The load generator ran 4 threads and 64 connections against the cache on one c7g.4xlarge
host for 60 s.

## Direct

| Counter | Avg | Stdev | Max |
|---|---|---|---|
| Lookup time | 0.41ms | 0.12ms | 6.30ms |
| Ops/sec | 41.2k | 1.7k | 47.9k |

## Behind the TLS terminator

| Counter | Avg | Stdev | Max |
|---|---|---|---|
| Lookup time | 0.66ms | 0.20ms | 9.10ms |
| Ops/sec | 30.5k | 2.2k | 44.0k |
"""


def test_a_statistics_column_of_a_load_tool_row_is_no_peak() -> None:
    assert "peak-not-sustained" not in rules_on(LOAD_TOOL)


def test_a_latency_row_over_the_rate_row_pairs_its_maximum() -> None:
    assert "throughput-without-latency" not in rules_on(LOAD_TOOL)


def test_a_peak_stated_beside_a_sustained_rate_still_raises() -> None:
    text = ("# Cache server\n\nOver the hour-long run the cache sustained 41,000 ops/sec on "
            "the c7g.4xlarge host; peak throughput on that host reached 52,000 ops/sec.\n")
    assert "peak-not-sustained" in rules_on(text)


def test_a_max_column_with_no_centre_in_its_row_still_raises() -> None:
    text = ("# Cache server\n\nOver the hour-long run the cache sustained 41,000 ops/sec on "
            "the c7g.4xlarge host.\n\n| Counter | Max |\n|---|---|\n| Ops/sec | 52.4k |\n")
    assert "peak-not-sustained" in rules_on(text)


def test_a_maximum_rate_with_no_latency_near_it_raises() -> None:
    text = ("# Cache server\n\n| Counter | Avg | Stdev | Max |\n|---|---|---|---|\n"
            "| Ops/sec | 41.2k | 1.7k | 47.9k |\n")
    assert "throughput-without-latency" in rules_on(text)


# Two brokers, each on two scenarios: every compared pair changes one thing.
GRID = """# Two brokers

Versions: Kestrel 2.3.1, Osprey 0.9.4. Both run on one 16-core host with 64 GB of memory.

| scenario | Kestrel | Osprey |
|---|---|---|
| messages per minute for 1 KB payloads | 91200 | 60450 |
| messages per minute through the TLS gateway | 30110 | 28740 |
"""


def test_the_far_corners_of_a_filled_grid_are_not_compared() -> None:
    assert "comparison-conditions-differ" not in rules_on(GRID)


def _claim(i: int, conditions: dict[str, Any], line: int | None = None,
           quote: str | None = None) -> Claim:
    """A headline throughput figure with its own conditions and quote."""
    text = quote or f"Setup {i} reached {1000 + i} tokens/s."
    return Claim.model_validate({
        "value": 1000 + i, "unit": "tokens/s", "metric": "throughput", "kind": "headline",
        "conditions": conditions,
        "source": {"quote": text, "line": line or i + 1, "section": "Results",
                   "span": {"start": i * 100, "end": i * 100 + len(text)}}})


_KEY = ("throughput", "tokens/s", "")


def test_a_filled_grid_of_machines_and_formats_raises_nothing() -> None:
    grid = [_claim(i, {"hardware": hw, "precision": fmt}) for i, (hw, fmt) in enumerate(
        [("H100", "FP8"), ("H100", "BF16"), ("MI300X", "FP8"), ("MI300X", "BF16")])]
    assert list(side_by_side(_KEY, grid)) == []


def test_a_grid_with_a_corner_missing_raises_on_its_far_corners() -> None:
    three = [_claim(i, {"hardware": hw, "precision": fmt}) for i, (hw, fmt) in enumerate(
        [("H100", "FP8"), ("H100", "BF16"), ("MI300X", "BF16")])]
    hits = list(side_by_side(_KEY, three))
    assert len(hits) == 1 and "H100 vs MI300X" in hits[0].message


def test_far_corners_differing_in_three_groups_still_raise() -> None:
    grid = [_claim(i, {"hardware": hw, "precision": fmt, "model": model})
            for i, (hw, fmt, model) in enumerate(
                [("H100", "FP8", "Qwen2 7B"), ("H100", "BF16", "Qwen2 7B"),
                 ("MI300X", "FP8", "Qwen2 7B"), ("MI300X", "BF16", "Llama 3 8B")])]
    assert len(list(side_by_side(_KEY, grid))) == 1


def test_neighbouring_rows_of_one_setup_are_one_run() -> None:
    rate = _claim(1, {"hardware": "c7g.4xlarge"}, line=11, quote="Ops/sec | 41.2k | 47.9k")
    latency = _claim(2, {"hardware": "c7g.4xlarge"}, line=10, quote="Lookup | 0.4ms | 6ms")
    assert neighbouring_rows(rate, latency)


def test_rows_apart_or_of_another_machine_are_not() -> None:
    rate = _claim(1, {"hardware": "c7g.4xlarge"}, line=12, quote="Ops/sec | 41.2k | 47.9k")
    far = _claim(2, {"hardware": "c7g.4xlarge"}, line=10, quote="Lookup | 0.4ms | 6ms")
    other = _claim(3, {"hardware": "m7i.4xlarge"}, line=11, quote="Lookup | 0.5ms | 7ms")
    prose = _claim(4, {"hardware": "c7g.4xlarge"}, line=11, quote="Lookups took 0.4 ms.")
    assert not neighbouring_rows(rate, far)
    assert not neighbouring_rows(rate, other)
    assert not neighbouring_rows(rate, prose)


def test_rows_whose_settings_differ_twice_are_two_setups() -> None:
    one = _claim(1, {"settings": [{"name": "Counter", "value": "Ops/sec"},
                                  {"name": "Threads", "value": "4"}]})
    label_only = _claim(2, {"settings": [{"name": "Counter", "value": "Lookup"},
                                         {"name": "Threads", "value": "4"}]})
    both = _claim(3, {"settings": [{"name": "Counter", "value": "Lookup"},
                                   {"name": "Threads", "value": "16"}]})
    assert same_setup(one, label_only)
    assert not same_setup(one, both)


def test_a_row_index_finds_the_neighbour_of_one_setup_only() -> None:
    rate = _claim(1, {"hardware": "c7g.4xlarge"}, line=11, quote="Ops/sec | 41.2k | 47.9k")
    above = _claim(2, {"hardware": "c7g.4xlarge"}, line=10, quote="Lookup | 0.4ms | 6ms")
    other = _claim(3, {"hardware": "m7i.4xlarge"}, line=12, quote="Lookup | 0.5ms | 7ms")
    assert beside_in_table(rate, by_row([above, other]))
    assert not beside_in_table(rate, by_row([other]))

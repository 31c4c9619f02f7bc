"""A record's kind: a target or limit is a condition of the run, a count that sets up
nothing is of kind `count`, a time reference is no figure at all. Sentences written for
these tests, from several fields."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.load.documents import parse_bytes


def _kinds(text: str) -> list[tuple[float, str, str | None]]:
    """(value, kind, statistic) of each claim of a one-paragraph document."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    return [(c.value, c.kind.value, c.statistic.value if c.statistic else None) for c in claims]


@pytest.mark.parametrize(("text", "want"), [
    ("We report throughput at TTFT \u2264 2.5 s and TPOT < 50 ms.",
     [(2.5, "config", "max"), (0.05, "config", "max")]),
    ("The service meets an SLA of 20 ms at p99.", [(0.02, "config", "p99")]),
    ("The lookup budget is 10 ms per request.", [(0.01, "config", "max")]),
    ("P99 latency was 4 ms, under the 10 ms target.",
     [(0.004, "headline", "p99"), (0.01, "config", "max")]),
    ("Throughput under a 50 ms P99 latency SLO was 3,400 tokens/s.",
     [(0.05, "config", "p99"), (3400.0, "headline", None)]),
])
def test_a_target_or_limit_is_a_condition_with_its_comparator(
        text: str, want: list[tuple[float, str, str | None]]) -> None:
    assert _kinds(text) == want


@pytest.mark.parametrize("text", [
    "Our target was 10 million IOPS on one core, and we reached it.",
    "Latency fell below 5 ms after the fix.",
])
def test_a_goal_or_a_result_below_a_value_stays_a_result(text: str) -> None:
    assert _kinds(text)[0][1] == "headline"


@pytest.mark.parametrize(("text", "kind"), [
    ("The release carries 2 patches and 3 environment variables.", "count"),
    ("The cost has two factors.", "count"),
    ("The job ran on 16 nodes with two replicas.", "config"),
    ("We benchmark three models on 8 GPUs.", "config"),
])
def test_only_counts_that_set_up_a_measurement_are_configuration(text: str,
                                                                 kind: str) -> None:
    assert {k for _, k, _ in _kinds(text)} == {kind}


def test_a_width_in_bits_is_a_setting_and_a_memory_size_stays_a_result() -> None:
    kinds = _kinds("Keys take 64 bits and the 512-bit units stay fast; the index used 4.5 Gb.")
    assert [k for _, k, _ in kinds] == ["config", "config", "headline"]


def _metrics(text: str) -> list[tuple[float, str, str]]:
    """(value, metric, kind) of each claim of a one-paragraph document."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    return [(c.value, c.metric, c.kind.value) for c in claims]


@pytest.mark.parametrize(("text", "want"), [
    # A cost word earlier in the sentence does not make a multiple of a speed a cost.
    ("Budgets are tight, so the new decoder runs at 4x the speed of the old one.",
     [(4.0, "speedup", "relative")]),
    ("Though pricier, the array reaches 3x the read bandwidth of its predecessor.",
     [(3.0, "speedup", "relative")]),
    ("Cheaper to run, the cluster gives 2.5x the queries per second of the old fleet.",
     [(2.5, "speedup", "relative")]),
    # Each multiple takes the noun it is "of": one a price, the other a performance.
    ("The card costs 3x the price of the old one but gives 5x the performance of it.",
     [(3.0, "cost", "cost"), (5.0, "speedup", "relative")]),
])
def test_a_multiple_of_a_performance_noun_is_a_relative_figure(
        text: str, want: list[tuple[float, str, str]]) -> None:
    assert _metrics(text) == want


@pytest.mark.parametrize("text", [
    "Our speedy new box sells at 0.1x the price of the rival.",
    "At full speed, the service costs 3x the cost of the old one.",
    "The new model is 4x cheaper to serve.",
])
def test_a_multiple_of_a_price_stays_a_cost(text: str) -> None:
    assert [(m, k) for _, m, k in _metrics(text)] == [("cost", "cost")]


@pytest.mark.parametrize(("text", "kind"), [
    # a clock written right after the part it rates is the part's setting
    ("The database host was a Xeon Gold 6338 @ 2.00GHz with 256 GB of RAM.", "config"),
    ("Builds ran on an AMD Ryzen 9 7950X at 4.5 GHz with the stock cooler.", "config"),
    # a clock a run measured follows a verb or a noun of its own: a result
    ("Under the AVX-512 web server load the core stays at 3.1 GHz.", "headline"),
    ("During the kernel build the clock fell to 4.2 GHz on every core.", "headline"),
])
def test_a_parts_rated_clock_is_a_setting_and_a_measured_clock_a_result(
        text: str, kind: str) -> None:
    assert [k for v, k, _ in _kinds(text) if v > 1e8] == [kind]


@pytest.mark.parametrize(("text", "want"), [
    # a sign on a percentage gives a change its direction (key-value store, kernel, LLM)
    ("Read QPS was 49,914 (-4%) and the p90 latency 9.1 ms (+2%).", [("%", "relative")]),
    ("Syscall latency went up +3.5% with the mitigation enabled.", [("%", "relative")]),
    ("Decode throughput moved by \u22127.5% on the new driver.", [("%", "relative")]),
    # a cell under a header naming a change (a database's query table, a NIC's sweep)
    ("| Query | v10 (ms) | v15 (ms) | Change (%) |\n|---|---|---|---|\n"
     "| join | 4.1 | 9.2 | 123 |\n| scan | 8.0 | 6.3 | 21.3 |\n", [("%", "relative")]),
    ("| Packet size | Rate (Mpps) | Improvement |\n|---|---|---|\n| 64 B | 14.2 | 18% |\n"
     "| 1500 B | 0.8 | 3% |\n", [("%", "relative")]),
])
def test_a_signed_percentage_or_one_under_a_change_header_is_relative(
        text: str, want: list[tuple[str, str]]) -> None:
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    assert {(c.unit, c.kind.value) for c in claims if c.unit == "%"} == set(want)


@pytest.mark.parametrize("text", [
    # an unsigned share is a level, in prose and under a header naming a level
    "CPU utilisation stayed at 45% while 12% of requests hit the page cache.",
    "Random 4 KiB writes keep 91% of the unencrypted bandwidth on the NVMe array.",
    "| Drive | Util (%) | Latency (ms) |\n|---|---|---|\n| P4600 | 93 | 0.12 |\n"
    "| P5800 | 71 | 0.08 |\n",
    "| Model | GPU | KV cache hit rate |\n|---|---|---|\n| Llama 3 8B | H100 | 87% |\n",
])
def test_an_unsigned_share_stays_a_result(text: str) -> None:
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    kinds = {c.kind.value for c in claims if c.unit == "%"}
    assert kinds and "relative" not in kinds


@pytest.mark.parametrize(("text", "kind"), [
    # "by" names the amount of a change (compilers, storage, serving, vector search)
    ("Binary sizes shrank by 48% in one case and by up to 8% across the rest.", "relative"),
    ("Small random reads drop by roughly 11% and writes by closer to 20%.", "relative"),
    ("The new scheduler cut p99 time to first token by as much as 35%.", "relative"),
    ("Quantization lowers the hosting cost of the index by about 60%.", "relative"),
    # a passive's "by" names an agent, and a share with no "by" is a level
    ("The load mix is 80% reads followed by 20% writes.", "headline"),
    ("Half the CPU time is taken by 30% of the queries.", "headline"),
    ("The NIC ran at 92% of line rate during the test.", "headline"),
])
def test_a_percentage_by_which_something_changes_is_relative(text: str, kind: str) -> None:
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    assert {c.kind.value for c in claims if c.unit == "%"} == {kind}


@pytest.mark.parametrize(("text", "want"), [
    # a multiple opening a list item or a table cell and naming parts counts the setup's
    # parts (web proxies, databases, storage, CPUs)
    ("Setup:\n\n* 4x load-generator instances send GET requests\n"
     "* 3x upstream servers answer them\n* 1x local SSD, dedicated to the WAL\n",
     ["config", "config", "config"]),
    ("| Part | Spec |\n|---|---|\n| Network | 2 \u00d7 200Gbps NICs |\n"
     "| Uplink | 1 \u00d7 dual-port ConnectX-6 |\n", ["config", "config"]),
    # before a comparative or a ratio's noun, in a cell of its own or mid-sentence it compares
    ("Highlights:\n\n- 3x faster decoding on H100\n- 2x the throughput of v1\n"
     "- 4x speedup on long prompts\n", ["relative", "relative", "relative"]),
    ("| Engine | Speedup |\n|---|---|\n| RocksDB | 2.5x |\n", ["relative"]),
    ("The sidecar proxy used 4x the memory of the kernel bypass path.", ["relative"]),
])
def test_a_multiple_opening_an_item_that_names_parts_counts_them(
        text: str, want: list[str]) -> None:
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    # the figure steps may already read the multiple as a count of the parts it names
    # (claims.extract.figures.multiples); either way it is a setting, not a ratio
    assert [c.kind.value for c in claims if c.unit in ("x", "count")] == want


@pytest.mark.parametrize(("text", "value", "kind"), [
    # a bare number with a fraction in a cell is measured (TLS, a proxy's error rate, a GC)
    ("| Scenario | LibA (3.2.0) | LibB (0.22.0) | Factor |\n|-|-:|-:|-:|\n"
     "| bulk_aes128_sent | 6503.58 | 6712.29 | 1.03x |\n", 6503.58, "headline"),
    ("| Proxy | Success | Errors | Speedup |\n|---|---|---|---|\n"
     "| edge-a | 96.72 | 333 | 1.2x |\n", 96.72, "headline"),
    # a whole number in a setup's cell stays a setting (serving, a database's threads)
    ("| Batch | Input length | Latency (ms) |\n|---|---|---|\n| 8 | 128 | 19.25 |\n",
     8, "config"),
    ("| Threads | Clients | QPS |\n|---|---|---|\n| 16 | 64 | 41,200 |\n", 64, "config"),
])
def test_a_fraction_in_a_table_cell_is_measured(text: str, value: float, kind: str) -> None:
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    assert {c.kind.value for c in claims if c.value == value and c.unit == "count"} == {kind}

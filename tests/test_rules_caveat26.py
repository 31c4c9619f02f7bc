"""Caveats the dev editorial sets still missed (caveat26): sentences of our own, from
several fields, that must and must not raise each rule, run through the whole pipeline."""

from __future__ import annotations

import pytest

from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded


def vet(text: str) -> DocumentReport:
    """`claims vet` on a Markdown text."""
    return vet_loaded(parse_bytes(f"# Notes\n\n{text}\n".encode(), origin="t.md"))


def raised(text: str, rule: str) -> list[str]:
    """The messages of `rule` on a text."""
    return [f.message for f in vet(text).findings if f.rule == rule]


def bare_ratio(text: str) -> bool:
    """True when missing-conditions flags a ratio stated with nothing to reproduce."""
    return any("ratio" in m for m in raised(text, "missing-conditions"))


# --- missing-conditions: a machine alone, or a baseline only named, sets up no ratio -----

# A machine named in another section (a measured paragraph of its own) reaches the ratio's
# record, but the ratio still says nothing of the work or of what software ran.
@pytest.mark.parametrize("text", [
    # package managers
    "## Installs\n\nOur installer fetches packages 20x to 100x faster than the old one.\n\n"
    "## Start-up\n\nOn an Apple M2 Pro, a script starts in 6 ms.",
    # storage formats: the baseline is only named
    "## Features\n\n- Point lookups: 100x faster than Parquet.\n\n## Search\n\n"
    "On a Ryzen 9 7950X, a query over 1M vectors returns in 2 ms on average.",
    # databases: a percentage under a server named for another result
    "## Writes\n\nThe new journal makes commits 40% faster than before.\n\n"
    "## Reads\n\nOn a Xeon Gold 6338 server, point reads take 90 µs.",
])
def test_a_ratio_with_only_a_machine_is_a_bare_result(text: str) -> None:
    assert bare_ratio(text)


@pytest.mark.parametrize("text", [
    # the work and the program with its version are stated
    "On a Ryzen 9 7950X with Python 3.12, the new loop runs the aiohttp echo benchmark 2x "
    "faster.",
    "With PostgreSQL 16.2 on an EPYC 9654, the new pooler is 20x faster on the TPC-C "
    "workload.",
    # a model and a machine: an inference ratio says what ran
    "On one H100, Llama 3.1 8B decodes 1.8x faster with the new kernel.",
    # both sides are stated, so the ratio divides them out
    "Nginx 1.27 served 41,000 requests per second against 20,500 for 1.25, a 2x gain.",
    # the baseline has its value
    "On a Xeon Gold 6338, commits take 3.1 ms, 40% faster than the 5.2 ms of release 2.3.",
])
def test_a_ratio_with_more_than_a_machine_is_not_bare(text: str) -> None:
    assert not bare_ratio(text)


# --- a clock in a machine's description is the part's rating, a setting ----------------

def clock_kinds(text: str) -> list[str]:
    """The kind of each clock figure `claims vet` reads in a text."""
    return [c.kind.value for c in vet(text).claims if c.unit == "Hz"]


@pytest.mark.parametrize("text", [
    # a cloud server's parts, the clock after a part noun
    "The database ran on a c5.4xlarge (16 physical cores at 3.4GHz, 32 GB of RAM) and "
    "answered 9,000 queries per second.",
    # a laptop: a lower-case part number, then "at"
    "On an old Lenovo laptop with an Intel i5-8250U at 1.60 GHz, the build took 41 s.",
    # a phone: the clock right before the part it rates
    "The app renders a frame in 9 ms on a 2.84 GHz Qualcomm Snapdragon 865 phone.",
    # a spec list in parentheses
    "Encoding used an AMD Ryzen 7 5800X CPU (3.8GHz, 8 cores) and reached 240 frames "
    "per second.",
    # memory modules: the clock before the DIMM type
    "The node carried 12 x 32 GB 4800MHz DDR5 modules and streamed 380 GB/s.",
    # "clocked at"
    "The board's Cortex-A76 cores, clocked at 2.4 GHz, compile the kernel in 14 minutes.",
])
def test_a_clock_describing_a_part_is_a_setting(text: str) -> None:
    assert clock_kinds(text) == ["config"]


@pytest.mark.parametrize("text", [
    # a clock the run measured follows a verb
    "Under the AVX-512 load the cores ran at 2.8 GHz, down from their usual 3.5 GHz.",
    "With all eight cores busy, the clock falls to 4.1 GHz.",
    "Our overclocked GPU held 2,910 MHz for the whole run.",
])
def test_a_clock_a_run_measured_stays_a_result(text: str) -> None:
    kinds = clock_kinds(text)
    assert kinds and "config" not in kinds


# --- a machine's memory, described in prose, is a setting -----------------------------

def size_kinds(text: str) -> list[str]:
    """The kind of each size figure the rules read in a text (before the learned stage)."""
    from claims.extract.document import extract_rules
    _, claims, _ = extract_rules(parse_bytes(f"# Notes\n\n{text}\n".encode(), origin="t.md"))
    return [c.kind.value for c in claims if c.unit == "GB"]


@pytest.mark.parametrize("text", [
    # a cloud VM's description: the size right before the memory
    "Client VM - 8v CPU 32GB RAM. The load balancer forwarded 2.1 million packets per "
    "second.",
    # a spec list with a label: "RAM 125GB"
    "The router: Xeon Silver 4210R CPU - 40 core RAM 125GB. It forwarded 38 Gbps.",
    # accelerators: the size before the part it sizes
    "Both runs used four A100 SXM 80GB GPUs and trained at 410 samples per second.",
    # a board: what it has, closing its clause
    "Memory: the Orange Pi 5 we tested had 16 GB, and it booted in 11 seconds.",
])
def test_a_machines_memory_in_prose_is_a_setting(text: str) -> None:
    assert size_kinds(text) == ["config"]


@pytest.mark.parametrize("text", [
    # footprints a run measured
    "Peak memory 4.2 GB, against 9.1 GB before the change.",
    "The indexer used 12 GB of RAM during the run.",
    "Used RAM: 3 GB after the load finished.",
    "The new allocator keeps 8 GB RAM usage flat under load.",
])
def test_a_memory_footprint_stays_a_result(text: str) -> None:
    kinds = size_kinds(text)
    assert kinds and "config" not in kinds


# --- a quantity given as the difference between two sides is relative -----------------

def kinds_of(text: str, unit: str) -> list[str]:
    """The kind of each figure of `unit` the rules read in a text."""
    from claims.extract.document import extract_rules
    _, claims, _ = extract_rules(parse_bytes(f"# Notes\n\n{text}\n".encode(), origin="t.md"))
    return [c.kind.value for c in claims if c.unit == unit]


@pytest.mark.parametrize(("text", "unit"), [
    # CPU benchmarks: a score lead over another machine
    ("The Xeon E-2288G scored 310 points better than the Ryzen 5 5600.", "points"),
    # networking: a latency above another side
    ("With mTLS on, the proxy's p99 was 2.4 ms above plain HTTP.", "s"),
    # runtimes: a footprint smaller by a size
    ("The new runtime needs 300 MB less memory than release 1.9.", "GB"),
    # data structures: a change by a quantity
    ("The compact layout cuts memory use by roughly 12 bytes per entry.", "GB"),
    # a signed delta beside the figure it changes, in a table
    ("| TLS on | 310 µs (+45 µs) |", "s"),
])
def test_a_difference_is_relative(text: str, unit: str) -> None:
    assert "relative" in kinds_of(text, unit)


@pytest.mark.parametrize(("text", "unit"), [
    # a bound, not a difference
    ("Clock readings were off by 100 MHz or less.", "Hz"),
    # "more than" after a comma compares the system, not the figure
    ("It served 5,000 requests per second, more than any other proxy we tried.",
     "requests/s"),
    ("The cache lowered p99 latency to 4.1 ms.", "s"),
])
def test_a_plain_value_is_no_difference(text: str, unit: str) -> None:
    assert "relative" not in kinds_of(text, unit)


def test_a_difference_with_no_other_side_has_an_unclear_baseline() -> None:
    found = raised("The Xeon E-2288G scored 310 points better in the render test.",
                   "comparison-baseline-unclear")
    assert any("310" in m for m in found)


@pytest.mark.parametrize("text", [
    "At 400 requests per second the mesh's p99 was 5.9 ms, 2.4 ms above the 3.5 ms of "
    "plain HTTP.",
    "| Setup | p50 |\n|---|---|\n| TLS off | 265 µs |\n| TLS on | 310 µs (+45 µs) |",
])
def test_a_difference_beside_its_sides_has_its_baseline(text: str) -> None:
    assert raised(text, "comparison-baseline-unclear") == []

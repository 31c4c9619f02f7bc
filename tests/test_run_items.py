"""A list item that only says how a run was set up gives its load to the list's results.

Console captures retold as bullets state the run's settings once ("- tool 2.1, 2 threads")
and each result on an item of its own ("- Rate: 905.5 ops per second"). The results then
ran at that load, though their own words never say it; a list of another heading, or an
item naming another load, does not take it; a processor's thread count is no load. A
heading's "One thread" and "1 thread" name one load, never a per-thread rate.

The documents are written for these tests (a hashing benchmark on two single-board
computers); each mechanism has a case that must fire and one that must not.
"""

from __future__ import annotations

import pytest

from claims.compare import judge
from claims.extract.conditions.run_items import loads
from tests.posts import claims_by_value, post


@pytest.mark.parametrize(("text", "expected"), [
    ("hashbench 2.1, 2 threads, 4 MiB blocks", {2}),
    ("one thread, default block size", {1}),
    ("single-threaded run", {1}),
    ("64 connections over 8 workers", {64}),
    ("flags: --threads=16", {16}),
    ("ran at 4 threads", {4}),
    # must not: a processor's cores and threads, or no load at all
    ("Ryzen 7 5800X, 8 cores/16 threads", set()),
    ("8-core, 16-thread part", set()),
    ("32 threads and 16 cores", set()),
    ("hashbench 2.1, 4 MiB blocks", set()),
])
def test_a_load_is_a_count_of_threads_connections_or_clients(text: str,
                                                            expected: set[int]) -> None:
    assert loads(text) == expected


_GULL = post("hashbench on small boards", "Gull", """# hashbench notes

## Hashing

### Board Alpha

- hashbench 2.1, 2 threads, 4 MiB blocks
- Rate: 905.5 ops per second
- Wall time 12.5s

### Board Beta

- hashbench 2.1, 4 MiB blocks
- Rate: 611.25 ops per second

### Board Gamma

- hashbench 2.1, 2 threads
- hashbench 2.1, 8 threads
- Rate: 2210.75 ops per second

### Board Delta

- Octa-core SoC, 8 cores/8 threads
- Rate: 1702.5 ops per second

### Board Epsilon

- 4 threads: 1310.5 ops per second
- Rate at full load: 1288.25 ops per second
""")

_EGRET = post("hashbench, two boards", "Egret", """# hashbench

## Board Zeta

With 2 threads:

- Rate: 880.5 ops per second
- Wall time 13.25s

## Board Eta

The board was cooled by a fan and ran its stock firmware; we used 2 threads
for warm-up and then measured on the board's defaults.

- Rate: 640.75 ops per second
""")


def test_a_run_description_line_above_the_list_gives_its_load() -> None:
    a = claims_by_value(_EGRET, "egret.md")
    assert a[880.5].conditions.concurrency == 2
    assert a[13.25].conditions.concurrency == 2
    assert a[640.75].conditions.concurrency is None  # prose above a list sets no load


_HERON = post("hashbench on Board Alpha", "Heron", """# hashbench on Board Alpha

hashbench 2.1 with 4 MiB blocks on Board Alpha.

| Board | 2 threads (ops/s) | 4 threads (ops/s) |
|---|---|---|
| Board Alpha | 898.75 | 1702.25 |
""")


def test_the_settings_item_gives_its_load_to_the_results_of_its_own_list() -> None:
    a = claims_by_value(_GULL, "gull.md")
    assert a[905.5].conditions.concurrency == 2
    assert a[12.5].conditions.concurrency == 2


def test_no_load_crosses_to_another_list_or_from_a_spec_or_two_runs() -> None:
    a = claims_by_value(_GULL, "gull.md")
    assert a[611.25].conditions.concurrency is None  # the next heading's list states none
    assert a[2210.75].conditions.concurrency is None  # two loads listed: whose is unsaid
    assert a[1702.5].conditions.concurrency is None  # a processor's threads
    # a load named beside a result is that result's, no setting of the list
    assert a[1288.25].conditions.concurrency is None


def test_the_listed_load_meets_a_column_of_the_same_load_only() -> None:
    a, b = claims_by_value(_GULL, "gull.md"), claims_by_value(_HERON, "heron.md")
    assert judge(a[905.5], b[898.75]).comparable
    other = judge(a[905.5], b[1702.25])
    assert not other.comparable and "concurrency" in other.reasons


_WORDED = post("memcpy on two boards", "Ibis", """# memcpy bandwidth

| Board | One thread (MB/s) | Four threads (MB/s) |
|---|---|---|
| Board Alpha | 5120 | 9400 |

| Board | 1 thread (MB/s) | 4 threads (MB/s) |
|---|---|---|
| Board Beta | 5300 | 9700 |
""")


def test_one_thread_in_words_or_digits_is_the_same_load_not_a_per_thread_rate() -> None:
    a = claims_by_value(_WORDED, "ibis.md")  # MB/s are kept as GB/s
    words, digits = a[5.12], a[5.3]
    assert words.per is None and digits.per is None
    assert words.conditions.concurrency == digits.conditions.concurrency == 1

"""A result column's header names the load its cells ran at.

Write-ups of CPU, web-server and inference benchmarks often print one run at several loads
as sibling columns of one unit ("| 1 worker (ops/s) | 8 workers (ops/s) |", "| batch 2 |
batch 16 |"). The row is each figure's quote, so only the header says which load a figure
ran at: the extraction carries the count as the figure's concurrency (or batch size), and
the comparison never sets such a figure beside one whose load is unknown or another.

The documents are written for these tests (a compression benchmark on two small ARM boards
and an image classifier on two accelerators); each mechanism has a case that must fire and
one that must not.
"""

from __future__ import annotations

import pytest

from claims.compare import judge
from claims.extract.conditions.label_columns import (
    BATCH,
    CONNECTIONS,
    THREADS,
    column_labels,
)
from tests.posts import claims_by_value, post


@pytest.mark.parametrize(("header", "expected"), [
    (("Board", "One thread (MB/s)", "8 threads (MB/s)"), [None, (THREADS, "1"), (THREADS, "8")]),
    (("Board", "Single-core", "Multi-core"), [None, (THREADS, "1"), (THREADS, "multi")]),
    (("Server", "50 clients", "500 clients"), [None, (CONNECTIONS, "50"), (CONNECTIONS, "500")]),
    (("Model", "img/s bs=4", "img/s bs=64"), [None, (BATCH, "4"), (BATCH, "64")]),
    # must not: a lone count, two counts of two kinds, or headers of different quantities
    (("Board", "8 cores", "Price"), [None, None, None]),
    (("Board", "4 threads", "batch 8"), [None, None, None]),
    (("CPU", "Cores", "Threads"), [None, None, None]),
    (("Board", "p50 at 2 users (ms)", "rps at 20 users"), [None, None, None]),
])
def test_a_header_names_the_load_only_beside_a_sibling(
        header: tuple[str, ...], expected: list[tuple[str, str] | None]) -> None:
    found = [None if x is None else (x.name, x.value) for x in column_labels(header)]
    assert found == expected


_WREN = post("zstd on two ARM boards", "Wren", """# zstd level 3 on ARM boards

We compressed the Silesia corpus with zstd 1.5.5 at level 3 on each board.

| Board | 1 thread (MB/s) | 4 threads (MB/s) |
|---|---|---|
| Orange Pi 5 | 212.4 | 731.9 |
| Rock 5B | 220.8 | 760.3 |
""")
_KITE = post("zstd speed on a Rock 5B", "Kite", """# zstd on the Rock 5B

zstd 1.5.5 at level 3 compressing the Silesia corpus on a Rock 5B reached 224.1 MB/s.
""")
_LARK = post("zstd on a Rock 5B, threads swept", "Lark", """# zstd, threads swept

zstd 1.5.5 at level 3 on the Silesia corpus, Rock 5B.

| Board | Single thread (MB/s) | 2 threads (MB/s) |
|---|---|---|
| Rock 5B | 218.9 | 441.7 |
""")


def test_the_header_load_reaches_the_cells_record() -> None:
    a = claims_by_value(_WREN, "wren.md")  # MB/s are kept as GB/s
    assert a[0.2208].conditions.concurrency == 1
    assert a[0.7603].conditions.concurrency == 4
    assert {s.name for s in a[0.7603].conditions.settings} == {THREADS}


def test_a_labelled_load_never_meets_a_figure_whose_load_is_unknown() -> None:
    a, b = claims_by_value(_WREN, "wren.md"), claims_by_value(_KITE, "kite.md")
    four = judge(a[0.7603], b[0.2241])
    assert not four.comparable
    assert "concurrency" in four.reasons
    one = judge(a[0.2208], b[0.2241])  # the one-thread column: the other side never said
    assert not one.comparable and "concurrency" in one.reasons


def test_one_load_on_both_sides_meets_and_two_loads_never_do() -> None:
    a, b = claims_by_value(_WREN, "wren.md"), claims_by_value(_LARK, "lark.md")
    assert judge(a[0.2208], b[0.2189]).comparable  # "1 thread" = "Single thread"
    crossed = judge(a[0.7603], b[0.4417])
    assert not crossed.comparable and "concurrency" in crossed.reasons

"""Who measured, read from where a page lives and what its tables set side by side: rival
products in a table's columns (none of them the writer's) make a page that never says "we"
an outsider's; rows of devices are products as rows of brokers are; a repository named
"quill-db" measures "QuillDB"; the page's home is a learned feature."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.extract.facts.ownership import _repository_measured, product_rows
from claims.extract.facts.rival_columns import product_columns
from claims.extract.setting import page_home
from claims.extract.text.blocks import Block
from claims.learn.weights import RULES_ONLY
from claims.load.documents import parse_bytes
from claims.model import Independence


def _header(*cells: str) -> Block:
    """A table row block with the given header (its own cells do not matter here)."""
    return Block(kind="table_row", start=0, end=0, line=1, section=None, scan="",
                 paragraph=0, header=cells)


@pytest.mark.parametrize(("cells", "machines", "writer", "expected"), [
    # two rival stores in the columns, the writer neither
    (("Case", "Valkey", "KeyDB"), [("software", "Valkey"), ("software", "KeyDB")],
     {"someone"}, True),
    # two makers' chips, one named by the index, one by its maker
    (("Threads", "M2 Max Accelerate", "EPYC 9654 BLIS"), [("cpu", "M2 Max")],
     {"someone"}, True),
    # two versions of one product are no rivals
    (("Query", "PostgreSQL 15", "PostgreSQL 16"), [("software", "PostgreSQL 15"),
                                                   ("software", "PostgreSQL 16")],
     {"someone"}, False),
    # the writer's own product among the columns
    (("Case", "Valkey", "KeyDB"), [("software", "Valkey"), ("software", "KeyDB")],
     {"valkey"}, False),
    # platforms a program runs on are not what was measured
    (("Step", "Linux", "Windows"), [("software", "Linux"), ("software", "Windows")],
     {"someone"}, False),
    # columns of metrics name no product
    (("Size", "Throughput", "Latency"), [("software", "Valkey")], {"someone"}, False),
])
def test_product_columns(cells: tuple[str, ...], machines: list[tuple[str, str]],
                         writer: set[str], expected: bool) -> None:
    """Rival products side by side in a header's columns, none of them the writer's."""
    assert product_columns([_header(*cells)], machines, writer) is expected


def test_device_rows_are_products() -> None:
    """A first column headed "Board" naming three boards lists products row by row."""
    rows = [Block(kind="table_row", start=0, end=len(name), line=1, section=None, scan=name,
                  paragraph=0, cells=((0, len(name)),), header=("Board", "Score"))
            for name in ("Banana Pi M5", "Rock 5B", "Libre Le Potato")]
    assert product_rows(rows)
    assert not product_rows(rows[:2])  # two boards are a pair, not a list


_COLUMNS = """---
title: "Two key-value stores from Python"
publisher: kvtimer (kv-timings repository on GitHub)
url: https://github.com/kvtimer/kv-timings/blob/main/README.md
---

# Two stores

The client is redis-py on a small VM with 4 cores.

| Case | Valkey | KeyDB |
|------|--------|-------|
| Set 5000 keys | 1.4s | 2.1s |
| Get 5000 keys | 0.9s | 1.3s |
"""


def test_rival_columns_make_an_outsiders_page() -> None:
    """A repository owner timing two stores in a table's columns measures as a third party;
    the same page saying "our store" is the maker's."""
    loaded = parse_bytes(_COLUMNS.encode(), origin="<test>")
    timed = {c.value: c.independence for c in extract(loaded, model=RULES_ONLY)[1]}
    assert timed[1.4] is Independence.third_party
    owned = _COLUMNS.replace("The client is", "Our store is Valkey; the client is")
    loaded = parse_bytes(owned.encode(), origin="<test>")
    mine = {c.value: c.independence for c in extract(loaded, model=RULES_ONLY)[1]}
    assert mine[1.4] is not Independence.third_party


_JOINED = """---
title: "Benchmarking QuillDB with pgbench"
publisher: Quill (QuillDB documentation on GitHub)
url: https://github.com/quill/quill-db/blob/main/docs/benchmark/pgbench.md
---

# pgbench

The steps below run pgbench against QuillDB on a 3-node cluster.

| Workload | TPS |
|----------|-----|
| select-only | 41000 |
"""


def test_repository_named_with_its_parts_joined() -> None:
    """The quill-db repository's page measuring "QuillDB" reports its makers' run."""
    loaded = parse_bytes(_JOINED.encode(), origin="<test>")
    assert {c.independence for c in extract(loaded, model=RULES_ONLY)[1]
            if c.value == 41000} == {Independence.self_reported}


@pytest.mark.parametrize(("text", "expected"), [
    ("runs against QuillDB", True), ("runs against quill-db", True),
    ("runs against Quill", False), ("the QuillDBX fork", False),
])
def test_repository_measured(text: str, expected: bool) -> None:
    """A repository's parts may be written joined, but not as part of a longer name."""
    assert _repository_measured("quill-db", text) is expected


@pytest.mark.parametrize(("url", "expected"), [
    ("https://github.com/someone/redis-vs-nats/blob/main/README.md", "benchmarks"),
    ("https://github.com/someone/proxy-benchmarks/blob/main/README.md", "benchmarks"),
    ("https://github.com/quill/quill-db/blob/main/docs/bench.md", "project"),
    ("https://example.org/blog/fast-things", "none"),
])
def test_page_home(url: str, expected: str) -> None:
    """Where a page lives, as the learned who-measured stage reads it."""
    assert page_home(url, {}) == expected

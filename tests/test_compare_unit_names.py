"""Two names of one count meet in a comparison: a key-value store's "QPS" and a load
generator's "Ops/sec" both count the operations served, one request each. The gate on
units still refuses two different quantities, and what the operations were (the command,
the pipeline depth) still keeps two figures apart.

The documents are written for these tests: two in-memory stores on one instance type,
measured with one load generator, one publisher printing queries per second, the other
operations per second.
"""

from __future__ import annotations

from claims.compare import judge
from claims.compare.units import one_unit
from tests.posts import claims_by_value, post


def _store(name: str, publisher: str, unit: str, rows: str) -> str:
    """A store's memtier_benchmark results on one r7g.8xlarge, one row per command and depth."""
    return post(f"{name} on an r7g.8xlarge", publisher, f"""# {name} under memtier_benchmark

We ran {name} on one r7g.8xlarge and drove it with memtier_benchmark from a second
r7g.8xlarge, 64-byte values, for 120 seconds per row.

| Command | Pipeline | {unit} |
|---|---|---|
{rows}""")


_KESTREL = claims_by_value(_store("Kestrel", "Quill", "QPS", "| GET | 1 | 1210000 |\n"
                          "| GET | 16 | 6400000 |\n"), "kestrel.md")
_MARTEN = claims_by_value(_store("Marten", "Ferrule", "Ops/sec", "| GET | 1 | 1175000 |\n"
                         "| GET | 16 | 5900000 |\n"), "marten.md")


def test_queries_and_operations_are_one_count() -> None:
    """Queries per second and operations per second are one unit; bytes per second is not."""
    assert one_unit("queries/s", "ops/s")
    assert one_unit("ops/s", "ops/s")
    assert not one_unit("ops/s", "GB/s")
    assert not one_unit("queries/s", "tokens/s")


def test_qps_meets_ops_per_second_at_one_setting() -> None:
    """GET at pipeline 1 in QPS against GET at pipeline 1 in Ops/sec: comparable as stated."""
    pair = judge(_KESTREL[1210000], _MARTEN[1175000])
    assert pair.comparable, [d.describe() for d in pair.differences if d.blocking]
    assert "metric" not in pair.reasons


def test_qps_against_ops_at_another_depth_is_refused() -> None:
    """The same two units at pipeline 1 against pipeline 16: the depth still blocks."""
    pair = judge(_KESTREL[1210000], _MARTEN[5900000])
    assert not pair.comparable
    assert "workload" in pair.reasons


def test_ops_against_bytes_still_refused() -> None:
    """Operations per second never meet a bandwidth."""
    text = post("Drive", "Tamp", "# Drive\n\nThe drive read 3.2 GB/s with fio on an "
                 "r7g.8xlarge.\n")
    drive = next(c for c in claims_by_value(text, "drive.md").values() if c.unit == "GB/s")
    pair = judge(_MARTEN[1175000], drive)
    assert not pair.comparable

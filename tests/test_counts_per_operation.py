"""What one operation of a micro-benchmark does: a count per operation ("3 allocs/op", a
column headed "allocs/op") is the code's result, read the same in prose and in a table and
compared only for the same counted thing and the same benchmark; the bytes one operation
allocates ("96 B/op") are a result too, not a part's capacity. A count per node or per GPU
stays a setup count. Documents of our own."""

from __future__ import annotations

from claims.compare import compare_claims, judge
from claims.model import Claim, Kind
from tests.conftest import claims_of

BENCH = """---
title: {title}
---
# Parser benchmarks

Run with `go test -bench` on the author's laptop.

| Benchmark | Runs | ns/op | B/op | allocs/op |
|---|---|---|---|---|
| BenchmarkDecode_Small | 300000 | 4120 | {small_bytes} | {small_allocs} |
| BenchmarkDecode_Large | 2000 | 612000 | 88000 | 410 |
"""


def _doc(title: str, small_bytes: int, small_allocs: int) -> str:
    return BENCH.format(title=title, small_bytes=small_bytes, small_allocs=small_allocs)


def _by_value(claims: list, value: float, metric: str):  # type: ignore[no-untyped-def]
    found = [c for c in claims if c.value == value and c.metric == metric]
    assert len(found) == 1, [(c.value, c.metric) for c in claims]
    return found[0]


def test_an_allocs_column_reads_as_a_count_per_operation() -> None:
    claim = _by_value(claims_of(_doc("A", 512, 7)), 7, "count_per_operation")
    assert (claim.unit, claim.count_noun, str(claim.per.value)) == ("count", "allocs",
                                                                    "operation")
    assert claim.kind is Kind.headline


def test_prose_and_table_read_allocations_per_op_alike() -> None:
    claims = claims_of("# Notes\n\nThe new encoder needs 3 allocs/op and 96 B/op.\n")
    assert _by_value(claims, 3, "count_per_operation").count_noun == "allocs"
    memory = [c for c in claims if c.metric == "memory"]
    assert memory and str(memory[0].per.value) == "operation"


def test_a_count_per_node_stays_a_setup_count() -> None:
    claims = claims_of("# Cluster\n\n| Setup | GPUs/node | Tokens/s |\n|---|---|---|\n"
                       "| A | 8 | 1200 |\n")
    assert _by_value(claims, 8, "count").kind is Kind.config


def test_one_benchmarks_allocations_and_bytes_compare_across_documents() -> None:
    result = compare_claims([*claims_of(_doc("Post A", 512, 7)),
                             *claims_of(_doc("Post B", 496, 6))])
    pairs = {(p.left.value, p.right.value): p for p in (*result.comparable, *result.blocked)}
    allocs = pairs.get((7, 6)) or pairs[(6, 7)]
    assert allocs.comparable, allocs.reasons
    assert allocs.better is not None and allocs.better != "unknown"  # fewer is better
    assert any(p.comparable and p.left.metric == "memory" for p in result.comparable)


def test_two_benchmarks_allocations_do_not_compare() -> None:
    result = compare_claims([*claims_of(_doc("Post A", 512, 7)),
                             *claims_of(_doc("Post B", 496, 6))])
    mixed = [p for p in (*result.comparable, *result.blocked)
             if {p.left.value, p.right.value} == {7, 410}]
    assert mixed and not any(p.comparable for p in mixed)


def _record(noun: str, doc: str) -> Claim:
    """A count per operation of `noun` in document `doc`, of one named benchmark."""
    return Claim.model_validate({
        "value": 12, "unit": "count", "count_noun": noun, "per": "operation",
        "metric": "count_per_operation", "conditions": {"workload": "BenchmarkScan_Rows"},
        "source": {"quote": f"BenchmarkScan_Rows | 12 {noun}/op", "title": f"Post {doc}",
                   "url": f"https://{doc}.example/p"}})


def test_counts_of_two_things_per_operation_do_not_compare() -> None:
    pair = judge(_record("allocs", "a"), _record("copies", "b"))
    assert not pair.comparable and "metric" in pair.reasons


def test_an_abbreviated_noun_counts_the_same_thing() -> None:
    assert judge(_record("allocs", "a"), _record("allocations", "b")).comparable

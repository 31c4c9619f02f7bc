"""Past the pair budget, each class is paired on its own: a class whose figures fit the budget
is still judged pair by pair (two machines' latencies are shown, blocked), so many figures of
another class (a table's allocations per op) never hide its pairs; a class past the budget is
judged within its index as before. And one value in two rows of two named workloads is two
figures, in extraction and in the comparison. Records and documents of our own."""

from __future__ import annotations

from typing import Any

import pytest

from claims.compare import compare_claims
from claims.compare import select as select_module
from claims.model import Claim
from tests.conftest import claims_of


def figure(value: float, doc: str, *, unit: str = "s", metric: str = "latency",
           **conditions: Any) -> Claim:
    """A figure of document `doc`."""
    return Claim(value=value, unit=unit, metric=metric, per="operation",
                 conditions={"workload": "BenchmarkParse", **conditions},
                 source={"quote": f"BenchmarkParse {value}", "title": f"Post {doc}",
                         "url": f"https://{doc}.example/p"})


def _many_counts(doc: str, n: int) -> list[Claim]:
    return [figure(float(i + 1), doc, unit="count", metric="count_per_operation",
                   workload=f"BenchmarkCase{i}") for i in range(n)]


def test_a_class_that_fits_is_judged_whole_past_the_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(select_module, "ALL_PAIRS", 4)
    claims = [figure(2e-6, "a", hardware="Core i5"), figure(3e-6, "b", hardware="Ryzen 7"),
              *_many_counts("a", 4), *_many_counts("b", 4)]
    result = compare_claims(claims)
    latencies = [p for p in (*result.comparable, *result.blocked)
                 if p.left.metric == p.right.metric == "latency"]
    assert len(latencies) == 1 and "hardware" in latencies[0].reasons


def test_a_class_past_the_budget_is_judged_within_its_index(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(select_module, "ALL_PAIRS", 2)
    claims = [*(figure(1e-6 * (i + 1), "a", hardware="Core i5") for i in range(3)),
              *(figure(1e-6 * (i + 1), "b", hardware="Ryzen 7") for i in range(3))]
    judged = [*compare_claims(claims).comparable, *compare_claims(claims).blocked]
    assert judged == []  # two machines' entries of one large class are not paired


ROWS = """# Router benchmarks

| Benchmark | ns/op | allocs/op |
|---|---|---|
| BenchmarkAlpha_Static | 412 | 7 |
| BenchmarkBeta_GithubAll | 51000 | 7 |
"""


def test_one_value_of_two_named_workloads_is_two_figures() -> None:
    sevens = [c for c in claims_of(ROWS) if c.value == 7]
    assert sorted(c.conditions.workload or "" for c in sevens) == [
        "BenchmarkAlphaStatic", "BenchmarkBetaGithubAll"]


def test_a_repeated_figure_of_one_row_is_still_one() -> None:
    text = ROWS + "\nBenchmarkAlpha_Static needs 412 ns/op.\n"
    assert len([c for c in claims_of(text) if c.value == 412e-9]) == 1


def test_the_comparison_keeps_both_rows() -> None:
    other = ROWS.replace("# Router", "---\ntitle: Post B\n---\n# Router")
    result = compare_claims([*claims_of(ROWS), *claims_of(other)])
    sevens = {(p.left.conditions.workload, p.right.conditions.workload)
              for p in (*result.comparable, *result.blocked) if p.left.value == 7}
    assert ("BenchmarkBetaGithubAll", "BenchmarkBetaGithubAll") in sevens
    assert ("BenchmarkAlphaStatic", "BenchmarkAlphaStatic") in sevens

"""A figure's kind read beyond its sentence: a score that rates how good something is
(quality), a table column that sweeps an input's settings, a result that is one side of
an old/new pair beside its change, a figure the document repeats. Sentences and tables
written for these tests."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.extract.document import extract_rules
from claims.learn.columns import column_features, repeat_features, sweep
from claims.learn.decide import Context
from claims.learn.figure import figure_features, kind_features
from claims.learn.labels import replaceable
from claims.load.documents import parse_bytes
from claims.model import Claim


def _kinds(text: str) -> list[tuple[float, str, str]]:
    """(value, unit, kind) of each claim of a document, rules and shipped model."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    return [(c.value, c.unit, c.kind.value) for c in claims]


@pytest.mark.parametrize(("text", "want"), [
    ("On the reading suite the distilled model scores 63.4.", [(63.4, "score", "quality")]),
    ("| Suite | Score (int8) | Score (fp16) |\n|---|---|---|\n| Logic | 0.52 | 0.55 |\n",
     [(0.52, "score", "quality"), (0.55, "score", "quality")]),
])
def test_a_score_rates_how_good_a_result_is(text: str,
                                            want: list[tuple[float, str, str]]) -> None:
    assert _kinds(text) == want


@pytest.mark.parametrize("text", [
    "The workstation scores 2,410 in Geekbench 6 single-core.",
    "Its Cinebench R23 multi-core score reaches 31,200 points.",
])
def test_a_speed_benchmarks_score_stays_a_result(text: str) -> None:
    assert [k for _, _, k in _kinds(text)] == ["headline"]


def test_a_lead_in_points_stays_a_relative_figure() -> None:
    kinds = _kinds("The tuned checkpoint scored 58.1, 4 points better than the base model.")
    assert kinds == [(58.1, "score", "quality"), (4.0, "points", "relative")]


_SWEEP = """# Load test

| Workers | Throughput (req/s) | p99 latency |
|---|---|---|
| 8 | 3,120 | 41 ms |
| 16 | 5,870 | 44 ms |
| 32 | 9,410 | 63 ms |
| 64 | 10,050 | 128 ms |
"""

_PAIR = """# Upgrade

| Test | v2.1 | v2.2 | Change |
|---|---|---|---|
| bulk insert | 41,200 rows/s | 47,900 rows/s | +16.3% |
| point read | 0.84 ms | 0.71 ms | -15.5% |
"""


def _read(text: str) -> tuple[tuple[Claim, ...], Context]:
    """The rules' claims of a text and the learned stage's view of it."""
    _, claims, build = extract_rules(parse_bytes(text.encode(), origin="<test>"))
    return claims, build()


def _columns(text: str, value: float) -> dict[str, float]:
    """The column features of the figure of a value."""
    claims, ctx = _read(text)
    claim = next(c for c in claims if c.value == value)
    return column_features(ctx.layout, ctx.layout.place(claim))


def test_a_column_stepping_through_round_settings_is_a_sweep() -> None:
    workers = _columns(_SWEEP, 16)
    assert workers["col_sweep"] == workers["col_sweep_first"] == workers["first_number"] == 1.0
    assert workers["col=0"] == 1.0 and workers["h:workers"] == 1.0
    throughput = _columns(_SWEEP, 5870)
    assert "col_sweep" not in throughput and "first_number" not in throughput
    assert throughput["h:throughput"] == 1.0 and throughput["col_filled"] == 1.0


def test_the_sides_before_a_change_cell_are_marked() -> None:
    old = _columns(_PAIR, 41200)
    assert old["change_after"] == 1.0 and old["h:v2"] == 1.0
    assert "change_after" not in _columns(_PAIR, 16.3)  # the change itself, last in its row
    assert "change_after" not in _columns(_SWEEP, 3120)  # no cell of its row is a change


@pytest.mark.parametrize(("values", "swept"), [
    ([1, 2, 4, 8], True), ([512, 256, 128], True), ([10, 50, 100, 250], True),
    ([3.7, 12.1, 15.3], False), ([1, 2], False), ([4, 8, 8, 16], False),
    ([1, 8, 2, 16], False), ([3120, 5870, 9410], False),
])
def test_a_sweep_is_three_distinct_round_values_in_order(values: list[float],
                                                          swept: bool) -> None:
    assert sweep([float(v) for v in values]) is swept


def test_a_figure_written_again_and_again_is_counted() -> None:
    text = ("At 500rps the proxy added 2 ms. The 500rps run then ran an hour.\n\n"
            "At 500 rps memory stayed flat, and at 900rps it grew by 30 MB.\n")
    claims, ctx = _read(text)
    named = [c for c in claims if c.value == 500]
    assert named and all(repeat_features(ctx.layout, c) == {"repeat=3-5": 1.0} for c in named)
    once = next(c for c in claims if c.value == 900)
    assert repeat_features(ctx.layout, once) == {"repeat=1": 1.0}


def test_only_the_kind_reads_the_column_and_the_repeats() -> None:
    claims, ctx = _read(_SWEEP)
    claim = next(c for c in claims if c.value == 16)
    place = ctx.layout.place(claim)
    own = figure_features(ctx.layout, place, claim)
    assert "col_sweep" not in own
    assert kind_features(ctx.layout, place, claim, own)["col_sweep"] == 1.0


def test_the_model_may_read_a_result_as_a_side_but_never_rewrites_stated_kinds() -> None:
    assert replaceable("kind", "headline", "before_after")
    assert not replaceable("kind", "relative", "before_after")
    assert not replaceable("kind", "quality", "headline")
    assert not replaceable("kind", "headline", "count")


@pytest.mark.parametrize(("text", "kind"), [
    # a bit rate written right before a network part is the part's line rate
    ("The two racks talk over a 25Gbit/s network and a spare 1 Gbps uplink.", "config"),
    ("Both load generators use 40GbE for the test traffic.", "config"),
    ("Replication ran across 200 Gbps RoCE links between the halls.", "config"),
    # a bit rate a run reached, even beside a network word, is a result
    ("The copy moved 37 Gbit/s over the network at its peak.", "headline"),
    ("The new driver pushed 38 Gbps network throughput on one flow.", "headline"),
])
def test_a_network_parts_line_rate_is_a_setting(text: str, kind: str) -> None:
    assert {k for _, u, k in _kinds(text) if u == "Gbit/s"} == {kind}


_EVALS = """# Evaluation

| Evaluation measure | Base-3B | Tuned-3B |
|---|---|---|
| HellaSwag | 0.61 | 0.63 |
| ARC-challenge | 0.38 | 0.41 |
| Tokens seen (B) | 300 | 300 |
"""


def test_a_row_under_a_measures_corner_names_what_its_cells_measure() -> None:
    kinds = {v: (u, k) for v, u, k in _kinds(_EVALS)}
    assert kinds[0.61] == kinds[0.41] == ("score", "quality")
    assert kinds[300.0][1] != "quality"  # a row naming no evaluation is no score


@pytest.mark.parametrize("text", [
    "On GSM8K the distilled model reaches 58.3.",
    "On HellaSwag the tuned model reaches 0.71 after the longer schedule.",
])
def test_an_evaluation_suite_names_a_quality_score(text: str) -> None:
    assert [(u, k) for _, u, k in _kinds(text)] == [("score", "quality")]

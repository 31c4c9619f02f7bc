"""Unit columns (a column of unit words gives its neighbour's unit, row by row), scenario
columns (a header naming a benchmark scenario is its cells' workload), names whose number
goes on past a decimal point, and one model's throughput on two kinds of accelerator.
Tables and records of our own."""

from __future__ import annotations

from typing import Any

from claims.compare import judge
from claims.extract.conditions.scenario_columns import column_scenario
from claims.extract.text.unit_columns import unit_cell, unit_columns
from claims.model import Claim, Software
from tests.conftest import claims_of


def _figures(markdown: str) -> list[tuple[float, str]]:
    """(value, unit) of every figure of a small document that is not a bare count."""
    return [(c.value, c.unit) for c in claims_of(markdown) if c.unit != "count"]


def test_unit_cells_are_unit_words_and_nothing_else() -> None:
    assert all(unit_cell(c) for c in ("Queries/s", "ms", "GB/s", "Tokens/s/GPU", "images/sec"))
    assert not any(unit_cell(c) for c in ("", "N/A", "Server", "12 ms", "Gaudi 3", "Runs"))


def test_a_unit_column_before_its_values_serves_the_column_to_its_right() -> None:
    table = [["open file", "ms", "4.5"], ["list folder", "MB/s", "310"]]
    assert unit_columns(("Test", "Unit", "Result"), table) == (-1, -1, 1)
    assert _figures("| Test | Unit | Result |\n|---|---|---|\n| open file | ms | 4.5 |\n"
                    "| list folder | MB/s | 310 |\n") == [(0.0045, "s"), (0.31, "GB/s")]


def test_a_unit_column_after_its_values_serves_the_column_to_its_left() -> None:
    doc = ("| Benchmark | Score | Units |\n|---|---|---|\n| fill queue | 88,000 | ops/s |\n"
           "| drain queue | 12 | ms |\n")
    assert _figures(doc) == [(88000.0, "ops/s"), (0.012, "s")]


def test_a_unit_column_named_after_a_value_column_serves_that_one() -> None:
    # two value columns, each with its own unit column, whose sides alone would not say
    doc = ("| Job | Warm unit | Cold unit | Warm | Cold |\n|---|---|---|---|---|\n"
           "| render | frames/s | s | 61 | 2.5 |\n")
    claims = claims_of(doc)
    assert {(c.value, c.unit) for c in claims} >= {(61.0, "frames/s"), (2.5, "s")}


def test_a_metric_header_beside_each_value_pairs_by_name() -> None:
    doc = ("| Task | Fast metric | Fast | Slow metric | Slow |\n|---|---|---|---|---|\n"
           "| index | Rows/s | 9100 | Rows/s | 4200 |\n| search | Queries/s | 310 | ms | 8 |\n")
    assert _figures(doc) == [(9100.0, "rows/s"), (4200.0, "rows/s"), (310.0, "queries/s"),
                             (0.008, "s")]


def test_no_unit_column_no_change() -> None:
    # a column of names, a column of numbers with units written in the cells
    assert unit_columns(("Model", "Host", "Speed"), [["A", "Gaudi 3", "12 ms"]]) == ()
    assert _figures("| Drive | Vendor | Read |\n|---|---|---|\n| X1 | Acme | 7 GB/s |\n") == \
        [(7.0, "GB/s")]


def test_units_on_no_consistent_side_are_left_alone() -> None:
    # one side for every unit column: "| A | U1 | B | U2 | C |" reads right throughout
    header = ("Row", "A", "U1", "B", "U2", "C")
    assert unit_columns(header, [["r", "4", "ms", "5", "ms", "6"]]) == (-1, -1, -1, 2, -1, 4)
    # two unit columns side by side: neither side serves both, and no header names a column
    assert unit_columns(("Row", "A", "U1", "U2", "B"), [["r", "4", "ms", "s", "6"]]) == ()
    # a unit column beside no number
    assert unit_columns(("Row", "U", "A"), [["r", "ms", "text"]]) == ()


def test_a_header_naming_a_scenario_is_the_workload_of_its_cells() -> None:
    assert column_scenario("Offline") == "Offline"
    assert column_scenario("Single stream scenario") == "Single stream scenario"
    assert column_scenario("Server metric") is None
    assert column_scenario("Server CPU") is None
    doc = ("| Net | Server metric | Server | Offline metric | Offline |\n|---|---|---|---|---|\n"
           "| vision-s | Queries/s | 5100.5 | Samples/s | 6200.5 |\n")
    by_value = {c.value: c for c in claims_of(doc)}
    assert by_value[5100.5].unit == "queries/s"
    assert by_value[5100.5].conditions.workload == "Server"
    assert by_value[6200.5].unit == "samples/s"
    assert by_value[6200.5].conditions.workload == "Offline"


def test_a_server_word_in_prose_is_no_workload() -> None:
    claims = claims_of("The server delivered 4,100 requests per second offline.\n")
    assert all(c.conditions.workload is None for c in claims)


def test_rows_whose_names_differ_past_a_decimal_point_stay_apart() -> None:
    doc = ("| Model | Rate |\n|---|---|\n| ocr-v2-95 | 410 tokens/s |\n"
           "| ocr-v2-95.5 | 410 tokens/s |\n")
    models = sorted(str(c.conditions.model) for c in claims_of(doc) if c.value == 410)
    assert len(models) == 2 and models[0] != models[1]


def _rate(value: float, *, accelerator: str, model: str | None = "Llama 3.1 70B",
          per: str | None = None, doc: str) -> Claim:
    """A token rate of `model` on eight `accelerator`s, from document `doc`."""
    fields: dict[str, Any] = {
        "value": value, "unit": "tokens/s", "metric": "throughput", "per": per,
        "conditions": {"model": model, "accelerator": accelerator, "hardware": accelerator,
                       "accelerator_count": 8, "workload": "Offline"},
        "source": {"quote": f"{value} tokens/s", "title": f"Post {doc}",
                   "url": f"https://{doc}.example/p"}}
    return Claim.model_validate(fields)


def test_one_model_on_two_kinds_of_accelerator_is_blocked_by_the_hardware() -> None:
    pair = judge(_rate(9000, accelerator="Z9", doc="a"), _rate(8800, accelerator="K7", doc="b"))
    assert not pair.comparable and "hardware" in pair.reasons


def test_a_system_rate_on_two_kinds_of_accelerator_is_blocked_when_no_model_is_named() -> None:
    # a row label the reader does not take for a model ("3d-unet-99") must not let two
    # systems on different parts through as comparable
    def run(value: float, accelerator: str, doc: str) -> Claim:
        claim = _rate(value, accelerator=accelerator, model=None, doc=doc)
        return claim.model_copy(update={"conditions": claim.conditions.model_copy(
            update={"software": (Software(name="TensorRT"),)})})
    pair = judge(run(54.4, "H200-SXM", "a"), run(51.7, "H100", "b"))
    assert not pair.comparable and "hardware" in pair.reasons


def test_one_model_on_one_accelerator_in_two_spellings_compares() -> None:
    pair = judge(_rate(9000, accelerator="H100 SXM 80GB", doc="a"),
                 _rate(8800, accelerator="H100", doc="b"))
    assert pair.comparable


def test_a_speed_one_user_sees_compares_across_accelerators() -> None:
    a = _rate(450, accelerator="Z9", per="user", doc="a").model_copy(
        update={"metric": "interactivity"})
    b = _rate(440, accelerator="K7", per="user", doc="b").model_copy(
        update={"metric": "interactivity"})
    assert "hardware" not in judge(a, b).reasons


def test_one_value_for_two_models_is_two_figures_to_compare() -> None:
    from claims.compare.select import distinct

    one = _rate(9000, accelerator="Z9", model="ocr-v2-95", doc="a")
    two = _rate(9000, accelerator="Z9", model="ocr-v2-95.5", doc="a")
    unnamed = _rate(9000, accelerator="Z9", model=None, doc="a")
    assert sorted(str(c.conditions.model) for c in distinct([one, two, unnamed])) == \
        ["ocr-v2-95", "ocr-v2-95.5"]
    assert [c.conditions.model for c in distinct([unnamed, unnamed])] == [None]


def test_a_unit_cell_gives_its_denominator_too() -> None:
    claims = claims_of("| Model | Unit | Result |\n|---|---|---|\n"
                       "| m-a 7B | Tokens/s/GPU | 1,250 |\n")
    assert [(c.value, c.unit, c.per and c.per.value) for c in claims] == \
        [(1250.0, "tokens/s", "GPU")]


def test_a_metric_column_of_words_that_are_no_units_gives_nothing() -> None:
    # the same as beside a column of notes: "accuracy" names no unit
    assert _figures("| Run | Metric | Score |\n|---|---|---|\n| a | accuracy | 12 |\n") == \
        _figures("| Run | Note | Score |\n|---|---|---|\n| a | accuracy | 12 |\n")
    # a header naming its own unit keeps it, whatever the unit column beside it says
    assert _figures("| Job | Latency (ms) | Unit |\n|---|---|---|\n| a | 4 | s |\n") == \
        [(0.004, "s")]

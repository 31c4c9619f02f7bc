"""Numbers with no unit beside them: a bare decimal that is a value (after a verb of
measuring, after a comparison, in a measure column of a table) against one that names a
version; a rate named before a bare number; "a million" and other articles with a scale;
and small spelled numbers that take a unit word, against the idioms and other words where
they are no figure."""

from __future__ import annotations

import pytest

from tests.conftest import figures_in as found
from tests.conftest import one_figure as one


@pytest.mark.parametrize(("text", "value_text", "statistic"), [
    ("With speculative decoding, acceptance rate averaged 0.72 and speed-up was 2.3x.",
     "0.72", "mean"),
    ("With speculative decoding, acceptance rate averaged 0.72 and speed-up was 2.3x.",
     "2.3", None),
    ("The F1 measured 0.91 on the held-out split.", "0.91", None),
    ("Perplexity remained 5.4 after quantization.", "5.4", None),
])
def test_a_measured_bare_decimal(text: str, value_text: str, statistic: str | None) -> None:
    assert one(text, value_text).statistic == statistic


@pytest.mark.parametrize(("text", "value_text"), [
    ("Qdrant claims a 40x speedup at recall above 0.95.", "0.95"),
    ("Recall stays ≥ 0.95 at about 4,000 QPS.", "0.95"),
    ("The AUC is over 0.9 on both held-out sets.", "0.9"),
])
def test_a_bare_fraction_after_a_comparison_is_a_figure(text: str, value_text: str) -> None:
    assert one(text, value_text).value == float(value_text)


def table_values(table: str) -> list[tuple[str, str]]:
    """(value as written, unit) of every figure of a table."""
    return [(f.value_text, f.unit) for f in found(table)]


@pytest.mark.parametrize(("table", "value_text"), [
    ("| Engine | Recall@10 | QPS |\n|---|---|---|\n| Qdrant | 0.99 | 1,238 |\n", "0.99"),
    ("| Model | MMLU | Cost |\n|---|---|---|\n| Small | 0.71 | $0.10 |\n", "0.71"),
    ("| Kernel | Speedup |\n|---|---|\n| fused | 1.35 |\n", "1.35"),
    ("| Site | PUE |\n|---|---|\n| Oregon | 1.08 |\n", "1.08"),
])
def test_a_decimal_in_a_measure_column_is_a_figure(table: str, value_text: str) -> None:
    assert value_text in [v for v, _ in table_values(table)]


@pytest.mark.parametrize(("table", "value_text"), [
    ("| Library | Version | Speedup |\n|---|---|---|\n| numpy | 1.26 | 2x |\n", "1.26"),
    ("| Release | Date |\n|---|---|\n| 2.4 | May |\n", "2.4"),  # the name column
    ("| Engine | Notes |\n|---|---|\n| Qdrant | rebuilt with 1.10 |\n", "1.10"),
])
def test_a_decimal_naming_a_version_is_no_figure(table: str, value_text: str) -> None:
    assert value_text not in [v for v, _ in table_values(table)]


@pytest.mark.parametrize(("text", "value_text", "unit", "per"), [
    ("TLS handshakes per second per core went from 9,800 to 14,200.", "14,200",
     "handshakes/s", "core"),
    ("Inserts per second reached 220,000 at 32 clients.", "220,000", "inserts/s", None),
    ("Tokens/s per GPU: 2,400 at batch 64.", "2,400", "tokens/s", "GPU"),
    ("Transactions per second rose to 12,400 after the fix.", "12,400", "transactions/s", None),
])
def test_a_rate_named_before_a_bare_number(text: str, value_text: str, unit: str,
                                           per: str | None) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.per) == (unit, per)


@pytest.mark.parametrize(("text", "value_text", "unit"), [
    # A number with its own unit, or after another figure, keeps its own reading.
    ("Requests per second grew, and 5 nodes were added.", "5", "count"),
    ("Queries per second doubled; latency was 5 ms.", "5", "s"),
])
def test_a_rate_named_earlier_does_not_reach_other_figures(text: str, value_text: str,
                                                           unit: str) -> None:
    assert one(text, value_text).unit == unit


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("The edge tier serves a million requests per second.", "a million", 1e6, "requests/s"),
    ("Over a billion users rely on the service.", "a billion", 1e9, "count"),
    ("A thousand GPUs trained the model in a month.", "A thousand", 1e3, "count"),
    ("The migration saved a million dollars a year.", "a million", 1e6, "USD"),
    ("It saved three million dollars a year.", "three million", 3e6, "USD"),
])
def test_an_article_with_a_scale_is_a_number(text: str, value_text: str, value: float,
                                             unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, unit)


def test_an_idiom_with_a_million_is_no_figure() -> None:
    assert found("Bugs like this one are one in a million.") == []


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("It is the third system on the list to pass one exaflop.", "one", 1e18, "FLOP/s"),
    ("Scalar quantization stores each dimension in one byte.", "one", 1e-9, "GB"),
    ("Costs fell by four percent after the change.", "four", 4.0, "%"),
    ("The sensor hub draws eleven watts under load.", "eleven", 11.0, "W"),
    ("The new chip hits two petaflops of FP8.", "two", 2e15, "FLOP/s"),
])
def test_a_small_spelled_number_takes_a_unit_word(text: str, value_text: str, value: float,
                                                  unit: str) -> None:
    fig = one(text, value_text)
    assert fig.value == pytest.approx(value)
    assert fig.unit == unit


def test_a_spelled_number_before_a_non_unit_word_is_no_figure() -> None:
    assert found("One point of accuracy was lost in the port.") == []


def test_a_link_named_by_the_number_its_target_ends_with_is_no_figure() -> None:
    text = ("Paging took 3-4 s (tracked in [48213](https://bugs.example.org/issues/48213) and "
            "[#907](https://git.example.org/a/b/pull/907/files)); see [16 nodes](https://x.org/16).")
    assert [f.value_text for f in found(text)] == ["3-4", "16"]


@pytest.mark.parametrize("text", [
    "The sweep ran batch sizes 1,2,4,8,16,32,64,128,256 on one server.",
    "Concurrency went 32,64,128,...,1024 across the runs.",
    "Queue depths of 16,32,64,128 were tried on the drive.",
])
def test_a_list_written_without_spaces_is_its_items_not_one_number(text: str) -> None:
    values = [f.value_text for f in found(text)]
    assert "64" in values and "128" in values, values
    assert not any("," in v for v in values), values


@pytest.mark.parametrize(("text", "value_text"), [
    ("It stored 1,234,567 rows in an hour.", "1,234,567"),
    ("Users rose from 9,000, to 12,000 in March.", "12,000"),
    ("The median was 1,234.5 ms under load.", "1,234.5"),
])
def test_thousands_groups_still_read_whole(text: str, value_text: str) -> None:
    assert one(text, value_text).value_text == value_text

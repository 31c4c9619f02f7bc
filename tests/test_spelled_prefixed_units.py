"""Spelled prefixed units read in prose besides the plurals (a singular size, bits as an
amount, single watts, joules and watt-hours), and a range whose low end looks like a year
("2000-2500") read as a range while spans of years stay dates."""

from __future__ import annotations

from pathlib import Path

import pytest

from claims.extract import quantities_in_text
from tests.conftest import figures_in as found


def _read(text: str) -> list[tuple[float, float | None, str]]:
    """Every number of a sentence with its unit, as the figure steps read it."""
    return [(round(f.value, 12), f.value_max, f.unit) for f in quantities_in_text(text)]


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Each node keeps a 12 gigabyte page cache.", 12.0, "GB"),
    ("The archive holds 3 petabyte of cold logs.", 3e6, "GB"),
    ("A single frame carries 9 kilobits of payload.", 9e-6, "Gbit"),
    ("The uplink sustained 250 megabits per second.", 0.25, "Gbit/s"),
    ("The modem tops out at 56000 bits per second.", 5.6e-5, "Gbit/s"),
    ("One training run drew 7.5 megawatt-hours.", 7.5e6, "Wh"),
    ("The laptop idled at 40 kilowatt hours a year.", 4e4, "Wh"),
    ("The sensor draws 35 milliwatts while sampling.", 0.035, "W"),
    ("Each cabinet is a 30 kilowatt rack.", 3e4, "W"),
    ("A single inference costs 80 millijoules.", 0.08, "J"),
])
def test_a_spelled_prefixed_unit_is_read_with_its_scale(text: str, value: float,
                                                        unit: str) -> None:
    assert (value, None, unit) in _read(text)


@pytest.mark.parametrize("text", [
    "Gigabits of data moved overnight.",  # no number: nothing to read
    "Our kilowatt budget is fixed.",
])
def test_a_unit_word_without_a_number_is_no_figure(text: str) -> None:
    assert _read(text) == []


def test_a_range_whose_low_end_looks_like_a_year_is_a_range() -> None:
    (fig,) = found("The cluster served 2000-2500 tok/s at peak.")
    assert (fig.value, fig.value_max, fig.unit) == (2000, 2500, "tokens/s")
    assert [(f.value, f.value_max) for f in found(
        "Each node handled 1900 to 3,400 requests per second.")] == [(1900, 3400)]


@pytest.mark.parametrize("text", [
    "Sales grew 5% between 2019-2023.",
    "In 2020-21 revenue rose 5%.",
    "Back in 2019 - 30 servers were enough, 5% of today.",
])
def test_a_span_of_years_stays_a_date(text: str) -> None:
    assert all(f.value not in (2019, 2020) for f in found(text))


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("The proxy forwarded 40'000 requests per second.", 40000.0, "requests/s"),
    ("The table grew to 1\u2019250\u2019000 rows.", 1250000.0, "count"),
    ("The fleet decodes 1.2 MTok/s in aggregate.", 1.2e6, "tokens/s"),
    ("A single card reaches 45 ktok/s.", 45000.0, "tokens/s"),
    ("The new kernel gives 6.5 tok/W on the same board.", 6.5, "tokens/W"),
])
def test_grouped_and_prefixed_numbers_keep_their_magnitude(text: str, value: float,
                                                           unit: str) -> None:
    assert (value, None, unit) in _read(text)


def test_an_apostrophe_groups_only_three_digits() -> None:
    assert (5.0, None, "count") in _read("He is 5'10 and it's 3 GPUs.")
    assert all(v != 510 for v, _, _ in _read("He is 5'10 and it's 3 GPUs."))


def test_a_latency_distribution_note_gives_the_table_its_unit(tmp_path: Path) -> None:
    from claims.extract import extract
    from claims.load.documents import load_source
    doc = tmp_path / "note.md"
    doc.write_text("# Run\n\nLatency distribution, in ms (share of requests done):\n\n"
                   "| Server | 50% | 99% |\n|---|---|---|\n| Alpha | 6.79 | 18.28 |\n",
                   encoding="utf-8")
    _, claims = extract(load_source(str(doc)))
    assert {(round(c.value, 6), c.unit) for c in claims} >= {(0.00679, "s"), (0.01828, "s")}


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("The rebuild took three quarters of an hour.", 2700.0, "s"),
    ("A warm start needs two thirds of a second.", 0.666666666667, "s"),
    ("Failover finished in a quarter of an hour.", 900.0, "s"),
])
def test_a_spelled_fraction_of_a_unit_scales_the_unit(text: str, value: float,
                                                      unit: str) -> None:
    assert _read(text) == [(value, None, unit)]  # not the fraction and a whole hour


def test_a_fraction_of_something_else_stays_a_fraction() -> None:
    assert _read("Three quarters of the cost is power.") == [(0.75, None, "count")]


@pytest.mark.parametrize(("sentence", "value", "unit"), [
    ("The card reaches 3.1 tokens per joule.", 3.1, "tokens/J"),
    ("The accelerator classifies 40 images/W.", 40.0, "images/W"),
    ("The new kernel gives 6.5 tok/W.", 6.5, "tokens/W"),
])
def test_an_efficiency_is_a_record_of_its_own_metric(tmp_path: Path, sentence: str,
                                                     value: float, unit: str) -> None:
    from claims.extract import extract
    from claims.load.documents import load_source
    from claims.vocabulary.quantities import quantity
    doc = tmp_path / "eff.md"
    doc.write_text(f"# Run\n\n{sentence}\n", encoding="utf-8")
    _, claims = extract(load_source(str(doc)))  # once crashed: the unit had no table row
    assert [(c.value, c.unit) for c in claims] == [(value, unit)]
    row = quantity(unit)
    assert row is not None and row.direction.value == "higher"


@pytest.mark.parametrize(("label", "unit"), [
    ("Total Cost/hour ($)", "USD/h"),
    ("Monthly cost (USD)", "USD/month"),
    ("Total cost ($)", "USD"),  # no time named: a price
])
def test_a_row_label_naming_a_price_per_time_and_its_currency(label: str, unit: str) -> None:
    table = f"| Metric | A | B |\n|---|---|---|\n| {label} | 26.79 | 19.61 |\n"
    assert {f.unit for f in quantities_in_text(table)} == {unit}

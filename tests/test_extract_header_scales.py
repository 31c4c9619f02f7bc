"""Magnitudes a table writes apart from its numbers: a column header's bracketed scale
("(M)", "(G)", "(B)") applied to its cells with the quantity the header names; a cell's glued
magnitude letter ("31M", "5.2G", "1.2T+") read with its column's quantity; a model's name
never taking a measured cell as its size; and a header naming a share of the hardware
("MFU") read as a percent. Tables and numbers are our own."""

from __future__ import annotations

import pytest

from claims.extract.figures.header_scales import cell_suffix, split_scale
from claims.extract.figures.headers import header_unit
from tests.conftest import claim_by_text, claims_of
from tests.conftest import figures_in as found

# --- 1. a header's bracketed magnitude -----------------------------------------------------


@pytest.mark.parametrize(("header", "canonical", "factor"), [
    ("Parameters (M)", "count", 1e6),
    ("FLOPs (G)", "FLOP", 1e9),
    ("FLOPs (B)", "FLOP", 1e9),
    ("Training tokens (B)", "count", 1e9),
    ("Parameters (in millions)", "count", 1e6),
    ("Decode rate (K tok/s)", "tokens/s", 1e3),
    ("Read IOPS (K)", "IOPS", 1e3),
    ("Budget ($M)", "USD", 1e6),
    ("Spend (K USD)", "USD", 1e3),
])
def test_a_bracketed_magnitude_scales_the_quantity_the_header_names(
        header: str, canonical: str, factor: float) -> None:
    unit = header_unit(header)
    assert unit is not None and unit[0].canonical == canonical
    assert unit[0].factor == pytest.approx(factor)


@pytest.mark.parametrize("header", ["Cable run (m)", "Memory (G)", "Blob size (B)",
                                    "Vendor (T)"])
def test_a_letter_that_is_no_magnitude_of_a_counted_quantity_scales_nothing(header: str) -> None:
    """A lower-case letter is a unit ("m"); "G" of memory or "B" of a size would be a byte
    unit, not a bare magnitude; a name column stays a name column."""
    unit = header_unit(header)
    assert unit is None or unit[0].factor in (1, 1.0)


def test_split_scale_keeps_the_header_words() -> None:
    assert split_scale("Params (M)") == ("Params", 1e6)
    assert split_scale("Decode rate (K tok/s)") == ("Decode rate (tok/s)", 1e3)
    assert split_scale("Latency (ms)") == ("Latency (ms)", 1.0)


SCALED = """# Detectors

| Detector | Input | Box AP | Parameters (M) | FLOPs (G) |
| --- | --- | --- | --- | --- |
| Hawk-s | 512 | 38.1 | 7.4 | 19.6 |
| Hawk-l | 512 | 45.0 | 41.8 | 121.3 |
"""


def test_scaled_header_cells_carry_the_magnitude() -> None:
    figs = {f.value_text: f for f in found(SCALED)}
    assert figs["7.4"].unit == "count" and figs["7.4"].value == pytest.approx(7.4e6)
    assert figs["121.3"].unit == "FLOP" and figs["121.3"].value == pytest.approx(1.213e11)
    # the score column has no magnitude of its own
    assert figs["45.0"].value == pytest.approx(45.0)


# --- 2. a cell's glued magnitude under a counted quantity -----------------------------------

SUFFIXED = """# Encoders

| Encoder | Top-1 (%) | Params | FLOPs | Train tokens |
| --- | --- | --- | --- | --- |
| Lynx-T | 79.4 | 31M | 5.2G | 1.2T+ |
| Lynx-B | 83.0 | 88M | 15.1G | 3B |
"""


@pytest.mark.parametrize(("cell", "factor"), [(" 5.2G ", 1e9), ("1.2T+", 1e12), ("31M", 1e6),
                                             ("88", None), ("Lynx-T", None)])
def test_cell_suffix(cell: str, factor: float | None) -> None:
    assert cell_suffix(cell) == factor


def test_a_glued_magnitude_is_read_with_the_columns_quantity() -> None:
    figs = {f.value_text: f for f in found(SUFFIXED)}
    assert figs["5.2G"].unit == "FLOP" and figs["5.2G"].value == pytest.approx(5.2e9)
    assert figs["15.1G"].value == pytest.approx(1.51e10)
    assert figs["1.2T"].unit == "count" and figs["1.2T"].value == pytest.approx(1.2e12)
    assert figs["3B"].unit == "count" and figs["3B"].value == pytest.approx(3e9)
    assert figs["88M"].value == pytest.approx(8.8e7)


NAMED = """# Scores

| Model | Score |
| --- | --- |
| Zed 8B | 71.2 |
| Zed 40B | 77.9 |
"""


def test_a_size_in_a_name_cell_stays_part_of_the_name() -> None:
    values = [f.value_text for f in found(NAMED)]
    assert values == ["71.2", "77.9"]


# --- 3. a model's name never takes a measured cell as its size ------------------------------

CARD = """# Model card

| Model | Parameters | Context window | Train tokens |
| --- | --- | --- | --- |
| Orca 3 4B | 4B | 16k | 9T |
| Orca 3 30B | 30B | 16k | 9T |

| Model | GPU hours | Carbon (t) |
| --- | --- | --- |
| Orca 3 4B | 0.8M | 210 |
| Orca 3 30B | 3.3M | 905 |
| Total | 4.1M | 1115 |
"""


def test_the_parameter_count_is_a_figure_and_the_name_is_written_once() -> None:
    claims = claims_of(CARD)
    size = claim_by_text(claims, "30B")
    assert size.value == pytest.approx(3e10) and size.unit == "count"
    assert size.conditions.model == "Orca 3 30B"
    assert {c.conditions.model for c in claims if c.source.line in (10, 11)} == \
        {"Orca 3 4B", "Orca 3 30B"}


def test_a_measured_cell_is_no_size_of_the_rows_model() -> None:
    claims = claims_of(CARD)
    hours = claim_by_text(claims, "3.3M")
    assert hours.conditions.model == "Orca 3 30B"
    total = claim_by_text(claims, "4.1M")
    assert total.conditions.model != "Total 4.1M"


FAMILY = """# Sizes

| Model | Params | Score |
| --- | --- | --- |
| Corvid | 13B | 64.0 |
"""


def test_a_label_without_a_size_still_takes_its_size_column() -> None:
    claims = claims_of(FAMILY)
    assert claim_by_text(claims, "64.0").conditions.model == "Corvid 13B"


# --- 4. a header naming a share of the hardware ---------------------------------------------

SHARES = """# Training runs

| Run | Tokens/s/GPU | MFU |
| --- | --- | --- |
| short | 9120 | 47.5 |
| long | 8870 | 46.1 |
"""

FRACTIONS = """# Training runs

| Run | Tokens/s/GPU | HFU |
| --- | --- | --- |
| short | 9120 | 0.52 |
| long | 8870 | 0.50 |
"""


def test_a_bare_mfu_header_makes_its_cells_percent() -> None:
    figs = {f.value_text: f for f in found(SHARES)}
    assert figs["47.5"].unit == "%"
    assert claim_by_text(claims_of(SHARES), "46.1").metric == "mfu"


def test_a_bare_utilization_header_over_fractions_reads_fractions() -> None:
    figs = {f.value_text: f for f in found(FRACTIONS)}
    assert figs["0.52"].unit == "fraction" and figs["0.52"].value == pytest.approx(0.52)
    assert figs["9120"].unit == "tokens/s"


@pytest.mark.parametrize("header", ["MFU", "HFU", "GPU utilization", "MFU (A100)"])
def test_share_headers(header: str) -> None:
    unit = header_unit(header)
    assert unit is not None and unit[0].canonical == "%"


def test_a_machine_part_count_keeps_its_letter_a_name() -> None:
    """"32T" under "Threads" names a configuration, no 32 trillion threads."""
    assert found("| CPU | Threads |\n|---|---|\n| Q7 | 32T |\n") == []


# --- 5. a name with a variant after a slash is one name -------------------------------------


@pytest.mark.parametrize(("name", "shown"), [
    ("Heron-B/32", "Heron-B/32"),            # a patch size after the slash
    ("QuailNet-S/K12", "QuailNet-S/K12"),    # a variant code after the slash
    ("acme-labs/Heron-Base-2", "Heron-Base-2"),  # a lower-case organisation handle
    ("Acme/HeronChat-7B", "HeronChat-7B"),   # a handle before a name of its own
])
def test_a_slash_splits_off_only_an_organisation(name: str, shown: str) -> None:
    from claims.compare.names import display

    assert display(name) == shown

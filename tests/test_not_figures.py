"""Numbers that are no figure at all: software versions (in a move, after "to", after a
comparison), numbers inside product, model and module names, process nodes, precision
words such as "16-bit", interface names, memory speed grades in a name, and a number glued
to a bracket as part of a formula (while a number before a spaced bracket stays)."""

from __future__ import annotations

import pytest

from tests.conftest import figures_in as found


@pytest.mark.parametrize("text", [
    # A move between versions is no measure: no figure at all.
    "The project moved to 3.12 from 3.11 last week.",
    "The team switched to 2.4 from 2.3 of the client library.",
    "Most users went to 1.6 from 1.5 within a month.",
])
def test_versions_in_a_move_are_no_figures(text: str) -> None:
    assert found(text) == []


def test_a_bare_decimal_after_to_is_still_a_version() -> None:
    assert [f.value_text for f in found("We upgraded to 2.4 and measured 12 ms.")] == ["12"]


@pytest.mark.parametrize("text", [
    "The extension works with pgvector above 0.5 only.",
    "Requires Kubernetes above 1.25 on every node.",
])
def test_a_version_after_a_comparison_is_no_figure(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize("text", [
    "The Hexagon NPU is 45% faster than in the 8 Gen 3, says the vendor.",
    "A 7B model answers on the 8 Elite in real time.",
    "Amazon's S3 Express One Zone storage class keeps data in a single zone.",
    "One Zone storage keeps the same design target.",
    "Both phones beat the Galaxy S24 and the Pixel 9 Pro in our tests.",
])
def test_numbers_in_product_names_are_no_figures(text: str) -> None:
    assert [f for f in found(text) if f.unit == "count"] == []


@pytest.mark.parametrize("text", [
    # A singular noun apart from the number, or work rather than things, names a product.
    "Its 9550 NVMe SSD reads quickly.",
    "The 7450 SSD writes are slower.",
])
def test_a_product_number_before_a_noun_is_no_count(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(("text", "ratios"), [
    # A part number written with a lower-case suffix is still the part's name.
    ("The build box has a Ryzen 7 2700x and 32 GB of memory.", []),
    ("Nodes use the Core i7-8700k for the control plane.", []),
    # A ratio beside a part name, or after a verb, stays a ratio.
    ("On a Ryzen 9 3900x the cache made scans 200x faster.", ["200"]),
    ("The patch made startup 1500x quicker.", ["1500"]),
])
def test_a_part_number_with_a_lower_case_suffix_is_no_ratio(text: str,
                                                              ratios: list[str]) -> None:
    assert [f.value_text for f in found(text) if f.unit == "x"] == ratios


def test_a_name_with_a_hyphenated_number_stays_a_name() -> None:
    assert found("It runs Llama-3-70B on GPT-4 class hardware.") == []


def test_a_module_name_is_not_a_count_of_modules() -> None:
    # "module 3" names a module: the number comes after the noun, so it counts nothing.
    assert [f.count_noun for f in found("We rewrote module 3 of the planner.")] in ([], [None])


@pytest.mark.parametrize("text", [
    "Both chips share the same 6 nm I/O die.",
    "The 4 nm part ships next year.",
])
def test_a_process_node_is_no_figure(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize("text", [
    "We store 16-bit weights and keep activations in FP8.",
    "The model was quantized to 4-bit before serving.",
    "Accumulation happens in 32-bit floating-point.",
    "The camera records 10-bit colour.",
    "Inference uses 8-bit integers throughout.",
    "The weights stay 16-bit.",
    "Cards sit in PCIe Gen5 x16 slots.",
])
def test_precision_words_and_interface_names_are_not_figures(text: str) -> None:
    assert found(text) == []


def test_a_memory_speed_grade_in_a_name_is_no_figure() -> None:
    assert found("The board takes DDR5-6400 memory only.") == []


def test_a_formula_is_no_figure() -> None:
    text = "Bus bandwidth is algorithm bandwidth times 2(n-1)/n, so with 8 GPUs it is higher."
    assert [f.value_text for f in found(text)] == ["8"]


def test_a_number_before_a_spaced_bracket_stays() -> None:
    assert [f.value for f in found("The queue runs 4 (four) jobs at once.")] == [4.0]

"""Units written right beside their number in forms that are easy to miss: clock cycles,
integer peak rates ("TOPs"), an escaped percent sign, ranges joined by a tilde, "at least"
pluses glued to the sign, "a factor 2", ratios named before a bare number, storage rates after
describing words, sizes of memory written "Gb", percent signs glued to a column's measure,
keys followed by an approximation mark, and a unit per something as a change's subject.
Each reading comes with sentences from several fields that must keep their old reading."""

from __future__ import annotations

import pytest

from tests.conftest import figure_units, unit_of
from tests.conftest import figures_in as found


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    # CPU micro-architecture and kernels count time in clock cycles
    ("A miss to DRAM costs about 300 cycles on this part.", "300", 300, "cycles"),
    ("The dependent add has a latency of 1 cycle.", "1", 1, "cycles"),
    ("perf stat counted 3,989,134,732 cycles over the run.", "3,989,134,732",
     3989134732, "cycles"),
    ("At 4 GHz that leaves only 400 core clocks per I/O.", "400", 400, "cycles"),
    ("Each decode step spends 12 clock cycles in the table walk.", "12", 12, "cycles"),
    ("The tag check needs three cycles at most.", "three", 3, "cycles"),
    # accelerator spec sheets
    ("The NPU peaks at 45 TOPs of int8 compute.", "45", 45e12, "OP/s"),
    ("A rack reaches 2.5 POP/s of sparse int8.", "2.5", 2.5e15, "OP/s"),
    # a percent sign escaped for Markdown or LaTeX
    ("Re-tokenizing adds a small cost, roughly 3\\% of decode time.", "3", 3, "%"),
    # "at least", glued to the sign
    ("The standard deviation of a few queries grew 200+% between versions.", "200", 200, "%"),
    # "a factor 2" without "of"
    ("Slicing raised visiting throughput by at least a factor 2.", "2", 2, "x"),
    # ratios named right before a bare number
    ("Prompts were drawn with a random range ratio of 0.5.", "0.5", 0.5, "x"),
    ("Rescoring used an oversampling of 3.0 on the quantized index.", "3.0", 3, "x"),
    # a storage rate after the words describing the I/O
    ("It sustained 2.1 million 4K random write I/Ops on one core.", "2.1 million",
     2.1e6, "IOPS"),
    # a stripe unit or chunk sized with a bare K, as block sizes are (binary)
    ("Fast EC works best with a 16k stripe_unit on flash.", "16k", 16384e-9, "GB"),
    ("The array was built with a 64K chunk size.", "64K", 65536e-9, "GB"),
    # a spelled number of bits
    ("The tag keeps three bits for the slot index.", "three", 3e-9, "Gbit"),
    # memory or storage a machine is given, its "b" in lower case
    ("Each VM got 8Gb memory and one vCPU.", "8", 8, "GB"),
    ("The small tier runs with 2Gb of RAM.", "2", 2, "GB"),
    # a link named by its line rate, its prefix and "bit" written out
    ("Every node sits on a 10 gbit network.", "10", 10, "Gbit/s"),
    ("The hosts are joined by 25 Gbit links.", "25", 25, "Gbit/s"),
    ("Object stores reach far more with 100 Gbit networking.", "100", 100, "Gbit/s"),
    # training steps a second, as progress bars and trainers print them
    ("The fine-tune ran at 3.2it/s on one card.", "3.2", 3.2, "iterations/s"),
    ("The solver managed 12 iter/s before the fix.", "12", 12, "iterations/s"),
    # a prefixed second in the singular or clipped
    ("GC pauses stay below 1 millisecond at the 99.9th percentile.", "1", 1e-3, "s"),
    ("At that rate each packet costs ~219 nanosec of CPU.", "219", 219e-9, "s"),
    ("A cross-rack hop adds 3 microsecs on this fabric.", "3", 3e-6, "s"),
    # "10 times or more faster"
    ("Factorials are now up to 10 times or more faster for big inputs.", "10", 10, "x"),
    # a multiple of what a part does, not a count of parts
    ("Encryption costs up to 2X CPU usage during reads.", "2", 2, "x"),
])
def test_a_unit_written_beside_its_number_is_read(
        text: str, value_text: str, value: float, unit: str) -> None:
    got_value, got_unit = unit_of(text, value_text)
    assert got_unit == unit
    assert got_value == pytest.approx(value, rel=1e-9)


@pytest.mark.parametrize(("text", "value_text", "unit"), [
    # "per cycle" names a denominator; cycles of a whole stay that whole's share
    ("The core can retire two stores per cycle.", "two", "count"),
    ("Spinning ate ~20% of CPU cycles.", "20", "%"),
    # a memory part's density and a link's rate stay in bits
    ("The module uses 16Gb DRAM dies.", "16", "Gbit"),
    ("Each host has a 10Gb link to the switch.", "10", "Gbit"),
    ("Each die holds 16 Gbit of DRAM.", "16", "Gbit"),
    # a setting named "factor" without the article is no multiple
    ("Objects are kept with replication factor 3.", "3", "count"),
    # parts counted with an "x" stay counted
    ("The testbed has 2x CPUs and 4x NVMe drives.", "2", "count"),
    # "3 times" with no comparison counts repetitions
    ("The job ran 3 times or so before it failed.", "3", "count"),
])
def test_neighbouring_forms_keep_their_reading(text: str, value_text: str, unit: str) -> None:
    assert unit_of(text, value_text)[1] == unit


@pytest.mark.parametrize("text", [
    "The table grows at a load factor 0.75 in this build.",
    "The mix used a read ratio of 3:1 by request count.",
    "Writes went to 70/30 at a ratio of 70/30 of the keys.",
])
def test_no_multiple_is_read_from_a_setting_or_a_written_ratio(text: str) -> None:
    assert all(unit != "x" for _, _, unit in figure_units(text)), figure_units(text)


def test_it_before_a_second_is_a_pronoun() -> None:
    assert all(unit == "count" for _, _, unit in figure_units("2 people did it a second time."))


def test_a_release_cycle_is_no_time_in_cycles() -> None:
    text = "The sender-side cost is scheduled for the 1.11 cycle; 1 cycle of delay is fine."
    assert [(t, u) for t, _, u in figure_units(text) if u == "cycles"] == [("1", "cycles")]


@pytest.mark.parametrize(("text", "low", "high", "unit"), [
    # a tilde glued between two numbers joins them into a range (wiki, forum and
    # translated posts write it so)
    ("I had expected a ~5~10% gain from the scheduler.", 5, 10, "%"),
    ("MySQL takes about 2~4x as long as Redis on metadata.", 2, 4, "x"),
    ("Cold reads took 30~45 ms on the old disks.", 0.03, 0.045, "s"),
])
def test_a_tilde_between_two_numbers_is_a_range(
        text: str, low: float, high: float, unit: str) -> None:
    figures = [f for f in found(text) if f.unit == unit]
    assert len(figures) == 1, figure_units(text)
    assert figures[0].value == pytest.approx(low)
    assert figures[0].value_max == pytest.approx(high)


def test_a_spaced_tilde_still_marks_an_approximate_number() -> None:
    figures = found("Latency held at ~ 5 ms and ~8 ms under load.")
    assert [(f.value, f.value_max) for f in figures] == [(0.005, None), (0.008, None)]


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    # a key with an approximation mark after its colon
    ("- p99 latency (ms): ~12\n", "12", 0.012, "s"),
    ("- pull path: contended lines;\n  cycles per load: ~10K to 59K.\n", "10K to 59K",
     10000, "cycles"),
    # a range with its own unit is not the key's count
    ("- Bandwidth between nodes: 10-12 GB/s\n", "10-12", 10, "GB/s"),
    ("- Nodes: 4\n", "4", 4, "count"),
])
def test_keys_and_their_values(text: str, value_text: str, value: float, unit: str) -> None:
    got_value, got_unit = unit_of(text, value_text)
    assert (got_unit, got_value) == (unit, pytest.approx(value))


@pytest.mark.parametrize(("text", "unit", "after", "before"), [
    # a unit word per something opens the clause whose change the numbers state
    ("With the patch, cycles per load fall from ~2.2K-8.7K to ~0.5K-2.2K.", "cycles",
     500, 2200),
    ("Joules per image dropped from 4.1 to 2.9 after tuning.", "J", 2.9, 4.1),
    ("Seconds per step fell from 1.2 to 0.9 with the new kernel.", "s", 0.9, 1.2),
])
def test_a_unit_per_something_as_the_subject_of_a_change(
        text: str, unit: str, after: float, before: float) -> None:
    figures = [f for f in found(text) if f.unit == unit]
    assert figures, figure_units(text)
    values = [f.value for f in figures] + [f.baseline_value for f in figures]
    assert pytest.approx(after) in values and pytest.approx(before) in values


def test_a_unit_per_something_leaves_other_counts_alone() -> None:
    assert unit_of("Queries per user rose to 12.", "12")[1] == "count"
    # a rate's own denominator is no unit of the cells ("Req/Sec per thread" is no time)
    table = "| Framework | Req/Sec per thread avg |\n|---|---|\n| Native | 12.78k |\n"
    assert unit_of(table, "12.78k")[1] != "s"


@pytest.mark.parametrize(("header", "cell", "unit"), [
    ("MFU%", "41.5", "%"),
    ("CPU%", "12", "%"),
    ("Util %", "73", "%"),
])
def test_a_percent_sign_glued_to_a_column_measure(header: str, cell: str, unit: str) -> None:
    table = f"| Run | {header} |\n|---|---|\n| base | {cell} |\n"
    assert unit_of(table, cell)[1] == unit


def test_a_tops_cell_in_a_spec_table() -> None:
    table = ("| Specification | Value |\n|---|---|\n| Peak compute (bf16) | 918 TFLOPs |\n"
             "| Peak compute (int8) | 1836 TOPs |\n")
    assert unit_of(table, "1836") == (pytest.approx(1.836e15), "OP/s")
    assert unit_of(table, "918") == (pytest.approx(9.18e14), "FLOP/s")

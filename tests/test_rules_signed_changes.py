"""comparison-baseline-unclear and signed changes: a change written with its sign ("-3.2%")
divides out its two sides as the unsigned change does, and a summary that repeats a table's
change cell, rounded, has that cell's baseline. Tables and sentences of our own."""

from __future__ import annotations

import pytest

from tests.vetting import rules

RULE = "comparison-baseline-unclear"

# --- a signed change cell beside its two values ------------------------------------------


@pytest.mark.parametrize("text", [
    # storage: a regression column beside the old and new IOPS
    "| Test | Old driver | New driver | Change |\n|---|---|---|---|\n"
    "| 4K random read | 812,400 IOPS | 760,300 IOPS | -6.4% |\n"
    "| 4K random write | 402,100 IOPS | 371,900 IOPS | -7.5% |",
    # compilers: build time falls, written with its minus sign
    "| Project | GCC 13 | GCC 14 | Delta |\n|---|---|---|---|\n"
    "| kernel | 412 s | 377 s | -8.5% |\n| llvm | 1,930 s | 1,781 s | -7.7% |",
])
def test_a_signed_change_beside_its_values_has_its_baseline(text: str) -> None:
    assert RULE not in rules(text)


def test_a_signed_change_with_no_values_still_lacks_its_baseline() -> None:
    text = ("| Test | Change |\n|---|---|\n| 4K random read | -6.4% |\n"
            "| 4K random write | -7.5% |")
    assert RULE in rules(text)


def test_a_signed_change_its_row_values_do_not_give_still_lacks_its_baseline() -> None:
    # 760,300 against 812,400 is a 6.4% fall, not 19%
    text = ("| Test | Old driver | New driver | Change |\n|---|---|---|---|\n"
            "| 4K random read | 812,400 IOPS | 760,300 IOPS | -19.0% |")
    assert RULE in rules(text)


# --- a summary repeating a sided change cell ------------------------------------------------


def test_a_summary_repeating_a_sided_cell_has_its_baseline() -> None:
    text = ("## Summary\n\nWith the new driver, random reads fall by -6% on the test box.\n\n"
            "## Results\n\n| Test | Old driver | New driver | Change |\n|---|---|---|---|\n"
            "| 4K random read | 812,400 IOPS | 760,300 IOPS | -6.4% |\n"
            "| 4K random write | 402,100 IOPS | 371,900 IOPS | -7.5% |")
    assert RULE not in rules(text)


@pytest.mark.parametrize("summary", [
    # the other direction: a gain, where the table only shows falls
    "With the new driver, random reads gain 6% on the test box.",
    # a value no cell rounds to
    "With the new driver, random reads fall by -9% on the test box.",
])
def test_a_summary_no_sided_cell_gives_lacks_its_baseline(summary: str) -> None:
    text = (f"## Summary\n\n{summary}\n\n"
            "## Results\n\n| Test | Old driver | New driver | Change |\n|---|---|---|---|\n"
            "| 4K random read | 812,400 IOPS | 760,300 IOPS | -6.4% |\n"
            "| 4K random write | 402,100 IOPS | 371,900 IOPS | -7.5% |")
    assert RULE in rules(text)


def test_a_summary_repeating_an_unsided_cell_lacks_its_baseline() -> None:
    text = ("## Summary\n\nWith the new driver, random reads fall by -6% on the test box.\n\n"
            "## Results\n\n| Test | Change |\n|---|---|\n| 4K random read | -6.4% |\n"
            "| 4K random write | -7.5% |")
    assert RULE in rules(text)

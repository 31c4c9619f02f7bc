"""Counts and statistics in a table's row labels and header cells: a setting's name before
its value ("Concurrency 4", "Threads 16") is no product name, so the value is a count of
the row's setting, never a version and never a cell of the corner's unit; a star between
two digits ("4*8": nodes by GPUs) is a product of two counts, not emphasis; a tool's
underscored column name ("p95_ms") gives its statistic. And the refusals: a product's
number ("PostgreSQL 17") stays a name, emphasis stays blanked, "io_uring" is no statistic."""

from __future__ import annotations

from claims.extract import figures_in_text
from claims.extract.figures.candidate import describe
from claims.extract.text.mask import mask


def _gives(text: str) -> tuple[str, ...]:
    """The figures a text gives, each in one line."""
    return tuple(describe(fig) for fig in figures_in_text(text))


def test_setting_name_in_a_row_label_gives_its_count() -> None:
    """"Workers 4" under a corner naming the body's rate is a count, not a rate."""
    got = _gives("| jobs/s per node | small | large |\n|---|---|---|\n"
                 "| Workers 4 | 120.5 | 98.25 |\n| Workers 16 | 410.5 | 377.75 |\n")
    assert "4 count" in got and "16 count" in got
    assert not any(g.startswith(("4 ", "16 ")) and "/s" in g for g in got)


def test_setting_name_in_prose_is_no_product() -> None:
    """"Threads 16" is a setting; "PostgreSQL 17" still names a release."""
    assert "16 count" in _gives("With Threads 16 the store served 400 requests per second.")
    assert not any(g.startswith("17 ") for g in _gives(
        "PostgreSQL 17 served 400 requests per second."))


def test_product_of_two_counts_in_a_header() -> None:
    """"2*4" over a column is two counts; the cells stay the column's."""
    got = _gives("| job \\ nodes * gpus | 1*1 | 2*4 |\n|---|---|---|\n"
                 "| resnet | 310.5 | 2210.25 |\n")
    assert got.count("1 count") == 2 and "2 count" in got and "4 count" in got


def test_emphasis_stars_stay_blank() -> None:
    """Stars of emphasis, even around a number, are blanked; only a star between two
    digits is read as a times sign."""
    assert mask("**8** nodes, *12* GPUs") == "  8   nodes,  12  GPUs"
    assert mask("4*8 GPUs") == "4\u00d78 GPUs"


def test_statistic_of_an_underscored_header() -> None:
    """"p95_ms", "max_ms": a tool's column name gives its statistic as its words would."""
    got = figures_in_text("| clients | mean_ms | p95_ms | max_ms |\n|---|---|---|---|\n"
                          "| 4 | 12.5 | 20.25 | 31.75 |\n")
    stats = {f.value_text: f.statistic for f in got}
    assert stats == {"4": None, "12.5": "mean", "20.25": "p95", "31.75": "max"}


def test_underscored_name_without_statistic() -> None:
    """"io_uring_ms" names no statistic."""
    got = figures_in_text("| clients | io_uring_ms |\n|---|---|\n| 4 | 12.5 |\n")
    assert {f.statistic for f in got} == {None}


def test_spaced_header_ending_in_a_hyphenated_unit() -> None:
    """"enqueue drop-pps": the last word's tail is the column's unit, as in "issue-pps";
    a hyphenated last word whose tail is no unit ("write-back") names none."""
    got = _gives("| step | enqueue drop-pps |\n|---|---|\n| base | 12,470,287 |\n")
    assert "12470287 packets/s" in got
    got = _gives("| step | cache write-back |\n|---|---|\n| base | 12.5 |\n")
    assert "12.5 count" in got


def test_minimum_beside_a_unit_column() -> None:
    """"min" over a row whose unit column says "nsec" is the minimum in ns, no minutes."""
    got = figures_in_text("| latency | unit | min | max |\n|---|---|---|---|\n"
                          "| slat | nsec | 640 | 384804 |\n")
    read = {f.value_text: (f.value, f.unit, f.statistic) for f in got}
    assert read["640"] == (6.4e-07, "s", "min") and read["384804"][2] == "max"

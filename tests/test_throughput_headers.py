"""A header naming the counted things before "throughput" (or before an activity and
"rate") gives its bare cells those things a second."""

from __future__ import annotations

import pytest

from claims.extract import figures_in_text
from claims.extract.figures.headers import header_unit


@pytest.mark.parametrize(("header", "unit"), [("Output token throughput", "tokens/s"),
                                              ("Request throughput", "requests/s"),
                                              ("Row throughput", "rows/s"),
                                              ("Token generation rate", "tokens/s"),
                                              ("Image processing throughput", "images/s")])
def test_counted_thing_throughput_is_a_rate(header: str, unit: str) -> None:
    """The thing named before "throughput" is counted each second."""
    found = header_unit(header)
    assert found is not None and found[0].canonical == unit


@pytest.mark.parametrize("header", ["Throughput", "Disk throughput", "Eval rate",
                                    "Learning rate", "Network throughput"])
def test_throughput_of_nothing_counted_names_no_unit(header: str) -> None:
    """Without a counted thing before it, "throughput" names no unit of its own."""
    assert header_unit(header) is None


def test_table_cells_take_the_rate() -> None:
    """Bare cells under such a header are read in that rate."""
    text = "| Engine | Output token throughput |\n|---|---|\n| ours | 812.5 |\n"
    assert [(f.value, f.unit) for f in figures_in_text(text)] == [(812.5, "tokens/s")]

"""Three ways a column header names its cells' unit that a table of bare numbers leans on:
a ratio's name before the side it is taken against ("Speedup over vLLM"), a quantity over
its unit written unspaced ("Latency/ms", "Read/IOPS"), and the size of data a compressor or
archiver prints in bytes ("Compressed size")."""

from __future__ import annotations

import pytest

from claims.extract.document import figures_in_text
from claims.extract.figures.headers import header_unit


def _unit(header: str) -> str | None:
    """The canonical unit a header names, or None."""
    found = header_unit(header)
    return found[0].canonical if found else None


@pytest.mark.parametrize(("header", "unit"), [
    ("Speedup over the eager baseline", "x"), ("Speedup vs. BF16 (geo mean)", "x"),
    ("Speedup with tiling/without tiling", "x"), ("Ratio of reads to writes", "x"),
    ("Slowdown", None),  # no ratio's name here
    ("Speedup over baseline (%)", "%"),  # the bracketed unit still wins
    ("Miss ratio over time", None),  # a share's ratio opens no multiple
    ("Speedup tuning knobs", None),  # no side after the name: no ratio read off a setup
])
def test_ratio_named_before_its_other_side(header: str, unit: str | None) -> None:
    """A header opening with a ratio's name and the side it is taken against is a multiple."""
    assert _unit(header) == unit


@pytest.mark.parametrize(("header", "unit"), [
    ("Latency/us", "s"), ("Duration/s", "s"), ("Write/IOPS", "IOPS"), ("Throughput/MBps", "GB/s"),
    ("Footprint/MB", "GB"),
    # must not: a noun counted per unit of time stays a rate of that noun
    ("Frames/s", "frames/s"), ("Req/s", "requests/s"), ("MB/s", "GB/s"),
    # must not: a price over a rate is a price per unit of throughput, no rate
    ("Cost/QPS", None), ("Price/IOPS", None),
    # must not: a measure over a unit of another dimension, or over no unit
    ("Latency/IOPS", None), ("Time/op", None), ("Memory/GPU", None),
])
def test_quantity_over_unit(header: str, unit: str | None) -> None:
    """An unspaced "quantity/unit" header names the unit after the slash, as its cells' unit."""
    assert _unit(header) == unit


@pytest.mark.parametrize(("header", "unit"), [
    ("Compressed size", "GB"), ("compr. size", "GB"), ("File size", "GB"),
    ("Archive size", "GB"),
    ("Batch size", None), ("Input size", None), ("Size", None),  # a run's setting, or vague
])
def test_data_sizes_are_bytes(header: str, unit: str | None) -> None:
    """A compressor's or archiver's size of data is in bytes; a run's size setting is not."""
    assert _unit(header) == unit


def _read(text: str) -> list[tuple[str, float, str]]:
    """Every figure of a piece of Markdown as (surface, value, unit)."""
    return [(text[f.start:f.end], f.value, f.unit) for f in figures_in_text(text)]


def test_table_cells_take_the_new_header_forms() -> None:
    """Bare cells under the three forms read in their unit; a setting column stays a count."""
    table = ("| Codec | Level | Compressed size | Speedup over gzip | Decode time/ms "
             "| Read/IOPS |\n"
             "|---|---|---|---|---|---|\n"
             "| lz5 | 4 | 3,412,907 | 2.4 | 18.5 | 5,120 |\n")
    got = {surface: (value, unit) for surface, value, unit in _read(table)}
    assert got["3,412,907"][1] == "GB" and got["3,412,907"][0] == pytest.approx(0.003412907)
    assert got["2.4"] == (2.4, "x")
    assert got["18.5"][1] == "s" and got["18.5"][0] == pytest.approx(0.0185)
    assert got["5,120"] == (5120.0, "IOPS")
    assert got["4"][1] == "count"

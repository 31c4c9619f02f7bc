"""I/O sizes written with a bare letter are binary bytes; a bare magnitude elsewhere is not."""

from __future__ import annotations

import pytest

from claims.extract import figures_of
from claims.extract.figures.io_sizes import io_document, io_size, power_of_two
from claims.load.documents import parse_bytes


def _at(text: str, surface: str, **kw: object) -> bool:
    start = text.index(surface)
    return io_size(text, start, start + len(surface), **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(("text", "surface"), [
    ("Our pool used a 32k stripe unit.", "32k"),
    ("Latency rose with 128K random writes.", "128K"),
    ("We swept 8K-16K packets through the bridge.", "8K"),
    ("The array was read in 2M and 8M blocks.", "2M"),
    ("Tests used block sizes of 8K, 128K and 4M.", "128K"),
    ("A 9K MTU was set on both hosts.", "9K"),
])
def test_item_named_beside_the_size(text: str, surface: str) -> None:
    assert _at(text, surface)


@pytest.mark.parametrize(("text", "surface"), [
    ("The prompt held a 32K context.", "32K"),
    ("We trained for 2k steps on the cluster.", "2k"),
    ("The index holds 1M vectors.", "1M"),
    ("A batch size of 64K kept the GPUs busy.", "64K"),
    ("Runs were labelled pool-ec-4+2-8K in the charts.", "8K"),
])
def test_counted_or_named_stays_a_magnitude(text: str, surface: str) -> None:
    assert not _at(text, surface, io_doc=True)


def test_io_document_reads_bare_sizes_in_prose() -> None:
    text = "Raising it past 32K, maybe to 512K, costs space."
    assert _at(text, "32K", io_doc=True)
    assert not _at(text, "32K", io_doc=False)
    assert io_document("Each run used fio with iodepth 32.")
    assert not io_document("The model answers 40 prompts per second.")


def test_header_and_corner() -> None:
    assert _at("8k", "8k", header="Read size", label="EC")
    assert _at("64K", "64K", header="Random Write", label="")
    assert not _at("64K", "64K", header="Random Write", label="64K row")


def test_powers_of_two() -> None:
    assert [b for b in (1, 3, 4, 12, 512, 1024, 2048) if power_of_two(b)] == [1, 4, 512, 1024]
    assert not power_of_two(2.5)


def test_whole_document_reads_binary_bytes() -> None:
    text = ("# Tuning a pool\n\nEach job ran fio at queue depth 16. Going above 16K costs "
            "space; a 64K object write took 3 ms. The model served a 32K context.\n")
    figures = figures_of(parse_bytes(text.encode(), origin="t.md"))
    sizes = sorted(round(f.value / 1.024e-06) for f in figures if f.unit == "GB")
    assert sizes == [16, 64]
    assert any(f.unit == "count" and f.value == 32000 for f in figures)

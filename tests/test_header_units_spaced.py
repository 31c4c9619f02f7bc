"""Column headers that name their unit after the metric's name, with spaced slashes, or
beside a bracket of the run's own quantities."""

from __future__ import annotations

import pytest

from claims.extract.figures.headers import header_unit


@pytest.mark.parametrize(("header", "unit", "factor"), [
    ("Achieved TFLOP / sec / GPU", "FLOP/s", 1e12),
    ("Read bandwidth GB / sec", "GB/s", 1.0),
    ("**Peak MB/s**", "GB/s", 0.001),
    ("Wall time in hours (2B samples, 64 nodes)", "s", 3600),
    ("_Time to converge in minutes (500K steps)_", "s", 60),
])
def test_a_header_names_its_unit(header: str, unit: str, factor: float) -> None:
    found = header_unit(header)
    assert found is not None and found[0].canonical == unit and found[0].factor == factor


@pytest.mark.parametrize("header", ["Server X", "Model (8B)", "Replicas (3 zones each)",
                                    "Ours vs baseline GEMM TFLOPS for N"])
def test_headers_that_name_no_unit(header: str) -> None:
    """Must not fire: a system letter, a bracketed size, a bracket of counts alone."""
    assert header_unit(header) is None


def test_a_counted_bracket_alone_still_counts() -> None:
    """Must not change: with no unit outside it, the bracket's noun is the count's."""
    found = header_unit("Batch size (16 GPUs)")
    assert found is not None and found[2] == "GPUs"

"""Inline code holding one quantity is read; code holding anything else stays blanked; the
clipped time words tools print ("micros/op") name seconds."""

from __future__ import annotations

import pytest

from claims.extract.figures.headers import header_unit
from claims.extract.text.code_quantities import states_quantity
from claims.extract.text.mask import mask


@pytest.mark.parametrize("inner", ["12.5%", "3.2s", "512 MB", "~40%", "2m 07s",
                                   "3,456,789 bytes", "1h 20m"])
def test_one_quantity_in_code_is_kept(inner: str) -> None:
    """A number with a known unit, alone in code, is read as prose is."""
    assert states_quantity(inner)
    text = f"The job took `{inner}` here."
    assert inner in mask(text)


@pytest.mark.parametrize("inner", ["make -j 8", "v1.2.3", "--timeout 30s", "/tmp/5ms",
                                   "a1b2c3d", "42", "3 apples", "x=5%"])
def test_other_code_is_not_a_quantity(inner: str) -> None:
    """Commands, flags, versions, paths, hashes and bare numbers are no quantity."""
    assert not states_quantity(inner)


def test_command_in_code_stays_blanked() -> None:
    """A command's numbers in code report nothing."""
    assert "8" not in mask("Build with `make -j 8` first.")


@pytest.mark.parametrize(("header", "factor"), [("micros/op", 1e-6), ("Latency (millis)", 1e-3),
                                                ("nanos", 1e-9)])
def test_clipped_time_words_are_seconds(header: str, factor: float) -> None:
    """A header in the clipped plural a tool prints names its seconds."""
    found = header_unit(header)
    assert found is not None and found[0].canonical == "s" and found[0].factor == factor

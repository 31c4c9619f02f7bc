"""Sizes of parts written in millimetres, centimetres or inches are lengths in metres, and
the bare sides of an "A x B mm" size share the unit written after the last one."""

from __future__ import annotations

import pytest

from claims.extract import figures_in_text


@pytest.mark.parametrize(("text", "want"), [
    ("The heatsink is 45mm tall.", [("45", 0.045)]),
    ("A 2.5 cm gap stays open.", [("2.5", 0.025)]),
    ("Our 13-inch laptop and a 27 inches display.", [("13", 0.3302), ("27", 0.6858)]),
    ("Both blowers measure 97 x 33mm.", [("97", 0.097), ("33", 0.033)]),
])
def test_lengths_are_metres(text: str, want: list[tuple[str, float]]) -> None:
    """Each length reads in metres."""
    got = [(f.value_text, round(f.value, 6)) for f in figures_in_text(text) if f.unit == "m"]
    assert got == want

""""N times" before a possessive ("4 times Redis's", "twice... 3 times its size") is a
multiple of what the possessive names; "N times" alone still counts repetitions."""

from __future__ import annotations

import pytest

from claims.extract import figures_in_text


@pytest.mark.parametrize(("text", "unit"), [
    ("Its p99 ends up at 4 times Redis's.", "x"),
    ("Its p99 ends up at **6 times** the old engine's.", "x"),
    ("The heap grew to 3 times its size.", "x"),
    ("The cache was flushed 3 times.", "count"),
    ("We repeated it 5 times on Carol's desktop.", "count"),
])
def test_times_before_a_possessive_is_a_multiple(text: str, unit: str) -> None:
    """The first figure's unit."""
    assert figures_in_text(text)[0].unit == unit

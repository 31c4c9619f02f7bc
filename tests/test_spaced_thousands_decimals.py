"""A number grouped in thousands by plain spaces, with a decimal part and a unit after it
("13 097.4 MH/s", "2 048.5 MB/s"), is one number; without a unit after it, the groups stay
as the older rule reads them."""

from __future__ import annotations

import pytest

from tests.conftest import figures_in as found


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("The old card does 13 097.4 MH/s on MD5.", 13097.4e6, "hashes/s"),
    ("Sequential reads reached 2 048.5 MB/s on the array.", 2.0485, "GB/s"),
    ("| Pi 5 | 1 412.8 ms |", 1.4128, "s"),
])
def test_spaced_groups_with_a_decimal_part_and_a_unit_are_one_number(text: str, value: float,
                                                                     unit: str) -> None:
    figures = [(f.value, f.unit) for f in found(text)]
    assert (pytest.approx(value), unit) in figures, figures
    assert not any(u == "count" and v in (13, 2, 1) for v, u in figures), figures

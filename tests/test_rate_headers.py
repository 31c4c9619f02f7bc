"""A header naming "<thing> rate" gives its bare cells that thing a second."""

from __future__ import annotations

import pytest

from claims.extract.figures.headers import header_unit


@pytest.mark.parametrize(("header", "unit"), [("Request rate", "requests/s"),
                                              ("arrival request-rate", "requests/s"),
                                              ("message_rate", "messages/s"),
                                              ("Frame rate", "frames/s")])
def test_thing_rate_is_a_rate(header: str, unit: str) -> None:
    """The thing named before "rate" is counted each second."""
    found = header_unit(header)
    assert found is not None and found[0].canonical == unit


@pytest.mark.parametrize(("header", "unit"), [("Error rate", "%"), ("Cache hit rate", "%"),
                                              ("Learning rate", None), ("Rate", None)])
def test_other_rates_are_left_alone(header: str, unit: str | None) -> None:
    """A share's rate stays a percent; a rate of no counted thing names no unit."""
    found = header_unit(header)
    assert (found[0].canonical if found else None) == unit

"""Bytes spelled out after a prefix ("184.54 Kbytes/sec", "120 MBytes") or as a word with a
second ("2.5 megabytes/s", "300 bytes/s"): a size, or with its second a bandwidth, never a
count of "kbytes" things nor a size that drops the second. Sentences of our own."""

from __future__ import annotations

import pytest

from claims.extract.figures.headers import header_unit
from tests.conftest import unit_of


@pytest.mark.parametrize(("text", "value_text", "want"), [
    ("The transfer rate was 184.54 Kbytes/sec received.", "184.54", (184.54e-6, "GB/s")),
    ("The copy ran at 120 Mbytes/sec on the old disk.", "120", (0.12, "GB/s")),
    ("The link carried 7 GBytes/s of replication traffic.", "7", (7.0, "GB/s")),
    ("The agent reads 3 kbytes/s from the socket.", "3", (3e-6, "GB/s")),
    ("The log grew by 2.5 megabytes/s under load.", "2.5", (2.5e-3, "GB/s")),
    ("The probe sent 300 bytes/s while idle.", "300", (3e-7, "GB/s")),
])
def test_spelled_bytes_with_a_second_are_a_bandwidth(text: str, value_text: str,
                                                     want: tuple[float, str]) -> None:
    value, unit = unit_of(text, value_text)
    assert unit == want[1] and value == pytest.approx(want[0])


@pytest.mark.parametrize(("text", "value_text", "want"), [
    ("Each page holds a 64 Kbytes buffer.", "64", (64e-6, "GB")),
    ("The image shrank to 2.5 Mbytes.", "2.5", (2.5e-3, "GB")),
    ("The index takes 2.5 megabytes on disk.", "2.5", (2.5e-3, "GB")),
])
def test_spelled_bytes_alone_are_a_size(text: str, value_text: str,
                                        want: tuple[float, str]) -> None:
    value, unit = unit_of(text, value_text)
    assert unit == want[1] and value == pytest.approx(want[0])


def test_a_bracketed_header_of_spelled_bytes_names_a_bandwidth() -> None:
    """ab prints "[Kbytes/sec]" beside its transfer rate."""
    found = header_unit("[Kbytes/sec]")
    assert found is not None and found[0].canonical == "GB/s"
    assert found[0].factor == pytest.approx(1e-6)

"""Accelerators counted as devices: "distributed over 8 devices", "a single device", "8
accelerator devices". "Device" is any part a program drives (a drive, a NIC, a phone), so
such a count is an accelerator count only in a document that names an accelerator and
no other kind of device: there a device is the accelerator it runs on."""

from __future__ import annotations

import re
from array import array
from collections.abc import Mapping

from claims.vocabulary.lazy import lazy
from claims.vocabulary.numbers import SPELLED_NUMBER

_COUNT = r"(?P<n>\d{1,3}(?:,\d{3})+|\d{1,5}|single|(?:" + SPELLED_NUMBER + r"))"
# A count of devices, no product between ("8 NVMe devices" is a drive's): the count, at
# most "accelerator", the noun; not "devices per node" (a machine's size, not the run's).
_DEVICES = lazy(r"(?<![\w.,-])" + _COUNT + r"\s+(?:accelerator\s+)?devices?\b"
                r"(?!\s+(?:per|each|in\s+each|on\s+each)\b)", re.I)


def device_count_spans(text: str, hits: Mapping[str, array[int]]) -> list[int]:
    """The flat spans of the devices a document counts, when it names an accelerator and
    no device of another kind (a drive, a NIC: `hits["device"]`)."""
    if not hits["accel"] or hits["device"]:
        return []
    out: list[int] = []
    for m in _DEVICES.finditer(text):
        out.extend(m.span())
    return out


def counted_devices(text: str) -> str | None:
    """The count a devices span writes ("8", "single"), None for any other text."""
    m = _DEVICES.match(text.strip())
    return m.group("n") if m else None

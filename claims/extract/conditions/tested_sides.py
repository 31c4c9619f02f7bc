"""Which side of a test a setup list describes: the device or system under test, whose
machine every figure was measured on, or the client that drove the load (a laptop running
perfdhcp, a wrk host), whose machine is no figure's. A setup page often gives both as
lists under a lead line of their own ("**Device under test (DUT)**" over "- Model: Redmi
AX6 router", "**Test client**" over "- Hardware: ThinkPad X1 Carbon"): the client's
machine label names no machine of the results, and under a device-under-test lead a
"Model:" line names the machine (elsewhere "Model:" is as often an AI model's)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import first_forms, may_match

# A lead naming the side that drives the load (first letters lead: the engine skips ahead).
_CLIENT = lazy(r"(?=[bclt])\b(?:(?:test|load|benchmark(?:ing)?|traffic)\s+(?:clients?|generators?|"
               r"drivers?|hosts?)|clients?\s+(?:side|machines?|hosts?|hardware)|"
               r"load\s*gen(?:erator)?s?)\b|^\W*clients?\W*$", re.I)
# A lead naming the side measured.
_UNDER_TEST = lazy("(?=[" + first_forms(["devices", "systems", "machines", "units"]) + "])"
                   r"\b(?:(?:devices?|systems?|servers?|machines?|units?)\s+under\s+test|"
                   r"DUT|SUT)\b", re.I)

CLIENT = "client"
UNDER_TEST = "under test"


def list_sides(blocks: Sequence[Block]) -> dict[int, str]:
    """Per list item (by its start), the side its list's lead names (`CLIENT` or
    `UNDER_TEST`): the paragraph or heading right above the list, or the item's lead-in
    sentence; items under a lead naming neither are left out."""
    sides: dict[int, str] = {}
    side: str | None = None
    for block in blocks:
        if block.kind == "paragraph" and block.item:
            if side is not None:
                sides[block.start] = side
            continue
        side = _side(block.scan) if block.kind in ("paragraph", "heading") else None
    return sides


def _side(lead: str) -> str | None:
    """The side a lead line names, or None: one naming both names neither."""
    client = may_match(_CLIENT, lead) and _CLIENT.search(lead) is not None
    tested = may_match(_UNDER_TEST, lead) and _UNDER_TEST.search(lead) is not None
    if client == tested:
        return None
    return CLIENT if client else UNDER_TEST

"""A dash before a lone number: a minus sign, though Markdown reads it as a list's bullet.

"- 10 k" or "- 1 4/5" on a line of its own parses as a list of one item holding only a
number. A list of one bare number, with no sentence leading into it, lists nothing: the
dash is the number's sign, as a reader of the line takes it. A list of several items, or one
led in by a sentence ("Results:"), or an item with words ("- 5 GPUs"), stays a list.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, TypeVar

from claims.vocabulary.lazy import lazy

# The dash, then a number only: digits with separators or a fraction ("1 4/5"), an optional
# scale ("10 k", "3 million") or a percent sign, and nothing else on the line.
_LONE_NUMBER = lazy(
    r"[ \t]{0,3}-[ \t]+(?P<number>\d[\d.,/ \t]*?)"
    r"(?:[ \t]*(?:[kKMBT]|thousand|million|billion|trillion|%))?[ \t]*\r?\n?", re.I)


def signed_scan(text: str, scan: str) -> str | None:
    """The masked `scan` of a lone list item with its dash glued back before the number as
    a minus sign (same length), or None when the item is no lone bare number."""
    found = _LONE_NUMBER.fullmatch(text)
    if found is None or len(scan) != len(text):
        return None
    at = found.start("number")
    return scan[:at - 1] + "-" + scan[at:]


_B = TypeVar("_B", bound=Any)


def signed_item(text: str, item: _B) -> _B:
    """The only item of a dashed list, led in by nothing, with its dash read as the minus
    sign of its lone number; the item unchanged when it is more than a bare number."""
    if item.kind != "paragraph" or item.lead is not None:
        return item
    signed = signed_scan(text[item.start:item.end], item.scan)
    return item if signed is None else replace(item, scan=signed)

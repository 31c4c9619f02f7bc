"""A count of accelerators written last in a list or range of counts ("clusters of 128, 256
and 512 H100 GPUs", "from 16 to 1024 GPUs", "2, 4 or 8 GPUs"): the noun counts every
number of the list, so the span is widened over the list and states no one count (which
run had which is the figure's own sentence's to say, or nobody's)."""

from __future__ import annotations

import re
from array import array

from claims.vocabulary.lazy import lazy

# Numbers joined by commas, "and", "or", "to", a dash, just before a count's span, the last
# joined by a word or a dash ("In 2024, 512 GPUs" is a year, then a count).
# (a thousands separator is no list: "2,048 GPUs")
_N = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?!,?\d)\s*[x\u00d7]?\s*"
_LIST_BEFORE = lazy(r"(?<![\w.])(?:" + _N + r"(?:,|\band\b|\bor\b|\bto\b|[-\u2013])\s*)*" + _N +
                    r"(?:,?\s*\b(?:and|or|to)\b|[-\u2013])\s*$", re.I)
#: A count's text that starts with such a list: `parts` reads no count from it.
LISTED = lazy(r"\s*" + _N + r"(?:,|\band\b|\bor\b|\bto\b|[-\u2013])\s*\d", re.I)
_WINDOW = 60


def widen_lists(text: str, spans: array[int]) -> array[int]:
    """The flat count spans, each widened over a list of numbers written just before it."""
    out: array[int] = array("q")
    for i in range(0, len(spans), 2):
        x, y = spans[i], spans[i + 1]
        if x and text[x - 1] in " ,\u2013-\t":
            lead = _LIST_BEFORE.search(text, max(0, x - _WINDOW), x)
            if lead is not None and lead.start() < x:
                x = lead.start()
        out.extend((x, y))
    return out

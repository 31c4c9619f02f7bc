"""A paragraph's own word that a picture alone holds some values: "shown only as an image",
"each of the following is a chart only". Read by the chart finder (such a paragraph names a
chart) and by `results-only-in-charts` (the writer says the values are nowhere in the text);
no extraction imports, so a claim file checked again reads it cheaply."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

# The text's own word that a picture alone holds some values: "shown only as an image",
# "each of the following is a chart only", "only in the graph": no sentence states them.
# A bare "images only" or "graphs only" is often what ran ("Docker images only", "CUDA
# graphs only"), so the picture must be what something is ("is a chart only").
ONLY = (r"\bonly\s+(?:as|in)\s+(?:(?:an?|the|its|their|two|three|several)\s+)?"
        r"(?:(?:bar|line)\s+)?(?:charts?|graphs?|plots?|images?|screenshots?|pictures?)\b"
        r"|\b(?:is|are|was|were)\s+(?:an?\s+)?(?:charts?|graphs?|plots?|images?)\s+only\b")
_SAYS_ONLY = lazy(ONLY, re.I)


def pictured_only(text: str) -> bool:
    """True when a chart's paragraph says a picture alone holds values ("the table of times
    is shown only as an image", "each of the following is a chart only"): the writer says
    the text leaves them unstated."""
    return _SAYS_ONLY.search(text) is not None

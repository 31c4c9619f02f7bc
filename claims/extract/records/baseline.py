"""What a relative figure is compared with, when the text says: "vs. GB300 NVL72", "58x
the throughput of GB300 NVL72", "2x write throughput over PostgreSQL 16"."""

from __future__ import annotations

import re

from claims.extract.figures.candidate import Figure
from claims.vocabulary.matcher import caseless

_BASELINE = caseless(
    r"(?:\b(?:vs\.?|versus|compared\s+(?:to|with)|relative\s+to|than|against)|"
    r"\b(?:improvement|speedup|speed-up|gain|uplift|increase|advantage|lead)\s+over)\s+"
    r"(?P<what>(?:the\s+|a\s+|an\s+|its\s+|our\s+)?(?:[^,;.()]|\.(?=\d)){1,70}?)"
    r"(?=\s+(?:at|on|for|in|with|while|when|under|using|and|which|across|per|running|serving|"
    r"from|to|by)\b|[,;()]|\.(?:\s|$)|$)",
    ("vs", "versus", "compared", "relative", "than", "against", "over"))
# "58x the throughput of GB300 NVL72", "1.9x that of v0.3": the ratio's other side follows
# "the <metric> of" or "that of".
_TIMES_THE_OF = re.compile(
    r"\s*(?:the\s+(?:[a-z-]+\s+){1,2}?|that\s+|those\s+)of\s+(?P<what>(?:the\s+)?(?:[^,;.()]|\.(?=\d)){1,70}?)"
    r"(?=\s+(?:at|on|for|in|with|while|when|under|using|and|which|across|per|running|serving|"
    r"from|to|by)\b|[,;()]|\.(?:\s|$)|$)")
# "2x write throughput over PostgreSQL 16", "a 30% gain over the last release": what a
# ratio is over, a few words after it.
_RATIO_OVER = re.compile(
    r"\s*(?:[a-z-]+\s+){0,3}?over\s+(?P<what>(?:the\s+)?(?:[^,;.()]|\.(?=\d)){1,70}?)"
    r"(?=\s+(?:at|on|for|in|with|while|when|under|using|and|which|across|per|running|serving|"
    r"from|to|by)\b|[,;()]|\.(?:\s|$)|$)")


def baseline_hint(fig: Figure, sentence: str) -> str | None:
    """What a relative figure is compared with ("vs. GB300 NVL72", "58x the throughput of
    GB300 NVL72"), if the text says."""
    if fig.unit == "x" and (of := _TIMES_THE_OF.match(fig.right)) and of.group("what").strip():
        return " ".join(of.group(0).split())
    if fig.unit in ("x", "%") and (over := _RATIO_OVER.match(fig.right)) \
            and over.group("what").strip():
        return " ".join(over.group(0).split())
    for text in (fig.right, fig.left, sentence):
        m = _BASELINE.search(text)  # spans only: the match is over lower-cased text
        if m and text[m.start("what"):m.end("what")].strip():
            return " ".join(text[m.start():m.end()].split())
    return None


"""What a relative figure is compared with, when the text says: "vs. GB300 NVL72", "58x
the throughput of GB300 NVL72", "2x write throughput over PostgreSQL 16"."""

from __future__ import annotations

from functools import lru_cache

from claims.extract.figures.candidate import Figure
from claims.vocabulary.lazy import lazy
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
_TIMES_THE_OF = lazy(
    r"\s*(?:the\s+(?:[a-z-]+\s+){1,2}?|that\s+|those\s+)of\s+(?P<what>(?:the\s+)?(?:[^,;.()]|\.(?=\d)){1,70}?)"
    r"(?=\s+(?:at|on|for|in|with|while|when|under|using|and|which|across|per|running|serving|"
    r"from|to|by)\b|[,;()]|\.(?:\s|$)|$)")
# "twice the previous generation's", "3x the A100's", "twice as efficient as the 9550":
# the other side in a possessive or after "as ... as".
_TIMES_THEIRS = lazy(r"\s*(?:the\s+(?P<owner>(?:[\w.+-]+\s+){0,3}?[\w.+-]+(?:'s|\u2019s))"
                     r"|as\s+[a-z-]+\s+as\s+(?P<what>(?:the\s+)?(?:[^,;.()]|\.(?=\d)){1,60}?)"
                     r"(?=[,;()]|\.(?:\s|$)|$|\s+(?:at|on|for|in|with|and|while)\b))")
# "2x write throughput over PostgreSQL 16", "a 30% gain over the last release": what a
# ratio is over, a few words after it.
_RATIO_OVER = lazy(
    r"\s*(?:[a-z-]+\s+){0,3}?over\s+(?P<what>(?:the\s+)?(?:[^,;.()]|\.(?=\d)){1,70}?)"
    r"(?=\s+(?:at|on|for|in|with|while|when|under|using|and|which|across|per|running|serving|"
    r"from|to|by)\b|[,;()]|\.(?:\s|$)|$)")


def baseline_hint(fig: Figure, sentence: str) -> str | None:
    """What a relative figure is compared with ("vs. GB300 NVL72", "58x the throughput of
    GB300 NVL72"), if the text says."""
    if fig.unit == "x" and (of := _TIMES_THE_OF.match(fig.right)) and of.group("what").strip():
        return " ".join(of.group(0).split())
    # Matched in place: a copy of the rest of the sentence for each figure is quadratic.
    scan, block = fig.sentence.block.scan, fig.sentence.block
    end = fig.sentence.end - block.start
    if fig.unit == "x" and (theirs := _TIMES_THEIRS.match(scan, fig.end - block.start, end)):
        return " ".join(theirs.group(0).split())
    if fig.unit in ("x", "%") and (over := _RATIO_OVER.match(fig.right)) \
            and over.group("what").strip():
        return " ".join(over.group(0).split())
    for text in (fig.right, fig.left, sentence):
        found = _compared_with(text)
        if found is not None:
            return found
    return None


# Each relative figure of a sentence searches the whole sentence: search it once. Small,
# since it keeps its sentences alive; the figures of a sentence come together.
@lru_cache(maxsize=64)
def _compared_with(text: str) -> str | None:
    """The first "vs. ...", "than ..." of `text` that names something, as written."""
    m = _BASELINE.search(text)  # spans only: the match is over lower-cased text
    if m and text[m.start("what"):m.end("what")].strip():
        return " ".join(text[m.start():m.end()].split())
    return None


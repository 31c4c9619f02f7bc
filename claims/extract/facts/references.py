"""What a document names as where its figures come from, anywhere in its text: the
addresses it links, the result files it names ("results/c6a.4xlarge.json"), and its
source lines and captions ("Source: the vendor's results page", "Data from ...").

A figure printed again by a later document is one measurement, not two; the later
document often says where it took it from once, far from the figure (a footnote, a
"reproducing" section, a table caption), so the places are kept document-wide.
"""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

#: At most this many references per document, each at most this long: enough to recognise
#: a source, without copying a link-heavy page into every record.
LIMIT, LENGTH = 16, 160
_URL = lazy(r"https?://[^\s<>()\[\]\"'`|]+", re.I)
_FILE = lazy(r"(?<![\w/.-])[\w][\w.-]*\.(?:json|jsonl|csv|tsv|ya?ml|txt|log|xlsx?|pdf)(?![\w])",
             re.I)
# A line that says where figures come from: "Source:", "Sources -", "Data from", "Taken
# from", "According to", "As reported by", "Results: <name>", a table caption "Table 2:".
_SOURCE_LINE = lazy(
    r"^[ \t>*_#|-]*(?:sources?\s*[:\u2013\u2014-]|(?:data|figures|numbers|results|results"
    r"\s+are)\s+(?:taken\s+)?from\b|taken\s+from\b|reproduced\s+from\b|according\s+to\b|"
    r"as\s+(?:reported|published)\s+by\b|via\b|(?:table|tab\.|figure|fig\.)\s*\d+[a-z]?\s*"
    r"[:.\u2013\u2014-]).*$", re.I | re.M)


def references(body: str) -> tuple[str, ...]:
    """The document's references, case-folded, in order of first appearance: addresses,
    named result files, then source lines and captions."""
    found: list[str] = []
    for match in _URL.finditer(body):
        found.append(match.group(0).rstrip(".,;:!?").casefold())
    for match in _FILE.finditer(body):
        found.append(match.group(0).casefold())
    for match in _SOURCE_LINE.finditer(body):
        line = match.group(0).strip(" \t>*_#|-")
        found.append(" ".join(line.split())[:LENGTH].casefold())
    unique = [r[:LENGTH] for r in dict.fromkeys(found) if r]
    return tuple(unique[:LIMIT])

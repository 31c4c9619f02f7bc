"""What a document names as where its figures come from, anywhere in its text: the
addresses it links, the result files it names ("results/c6a.4xlarge.json"), its
source lines and captions ("Source: the vendor's results page", "Data from ..."), and the
sentences that send the reader elsewhere for the whole run ("see the project's results
page for the full set").

A figure printed again by a later document is one measurement, not two; the later
document often says where it took it from once, far from the figure (a footnote, a
"reproducing" section, a table caption), so the places are kept document-wide.
"""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import Phrases, lower

#: At most this many references per document, each at most this long: enough to recognise
#: a source, without copying a link-heavy page into every record.
LIMIT, LENGTH = 16, 160
_URL = lazy(r"https?://[^\s<>()\[\]\"'`|]+", re.I)
_EXTENSION = r"\.(?:json|jsonl|csv|tsv|ya?ml|txt|log|xlsx?|pdf)(?![\w])"
_FILE = lazy(r"(?<![\w/.-])[\w][\w.-]*" + _EXTENSION, re.I)
# Every file name ends in an extension: a body without one is settled by a scan for a dot,
# where _FILE would try its name at every word.
_ANY_EXTENSION = lazy(_EXTENSION, re.I)
# A line that says where figures come from: "Source:", "Sources -", "Data from", "Taken
# from", "According to", "As reported by", "Results: <name>", a table caption "Table 2:".
_SOURCE_LINE = lazy(
    r"^[ \t>*_#|-]*(?:sources?\s*[:\u2013\u2014-]|(?:data|figures|numbers|results|results"
    r"\s+are)\s+(?:taken\s+)?from\b|taken\s+from\b|reproduced\s+from\b|according\s+to\b|"
    r"as\s+(?:reported|published)\s+by\b|via\b|(?:table|tab\.|figure|fig\.)\s*\d+[a-z]?\s*"
    r"[:.\u2013\u2014-]).*$", re.I | re.M)

# A sentence sending the reader elsewhere for the whole run: "points to the X tool for the
# full set", "sends the reader to the project's results page", "see the vendor's report".
# Every pointer opens with one of "bcdfhprs" (its branches' first letters): the lookahead
# fails at once at every other position, where the engine would try each branch in turn.
_POINTER = Phrases(lazy(
    r"(?=[bcdfhprs])\b(?:(?:points|sends|refers|directs)\s+(?:the\s+)?(?:readers?\s+)?to|"
    r"(?:point|send|refer|direct)s?\s+(?:the\s+)?readers?\s+to|"
    # "see" as an instruction only: opening a sentence or a bracket ("workloads may see
    # smaller gains" and "did not see these results" send nobody anywhere)
    r"(?:(?<![\w,'\u2019 ])|(?<=[(\[:;.!?]\s)|(?<=please\s))see\s+(?:the\s+)?"
    r"[\w'/ -]{0,40}?\b(?:page|post|report|repository|repo|write-?up|article|paper|results)|"
    r"for\s+(?:the\s+)?(?:full|complete|whole|more|all\s+(?:the\s+)?)"
    r"\s*(?:details|results|set|numbers|figures|data|tables?|runs?|output)|"
    r"(?:full|complete)\s+(?:results|details|numbers|set|output)\s+(?:are\s+|is\s+)?"
    r"(?:in|on|at)|(?:benchmark\s+)?(?:code|harness|scripts?)\s+(?:is|are|lives?)\s+"
    r"(?:in|at|on))\b", re.I),
    # Every match opens with one of these words: the pattern is tried where they start, not
    # at every place of the body.
    ("point", "send", "refer", "direct", "see", "for", "full", "complete", "benchmark",
     "code", "harness", "script"))
_SENTENCE_END = lazy(r"[.!?](?:\s|$)|\n\s*\n")
# How far before the pointer words a name may stand ("the pogreb-bench tool has the full
# results") and how far after it ("sends the reader to the project's BENCHMARKS page").
_BEFORE, _AFTER = 60, 100


def _pointers(body: str) -> list[str]:
    """The stretch of each pointer sentence around its pointer words, within the sentence."""
    out, reached = [], 0
    for match in _POINTER.matches(body, lower(body)):
        if match.start() < reached:
            continue  # a second pointer inside the stretch already kept
        ends = [m.end() for m in _SENTENCE_END.finditer(body, max(0, match.start() - _BEFORE),
                                                       match.start())]
        start = max([match.start() - _BEFORE, *ends, 0])
        if not ends and start > 0:  # begin at a whole word
            start = body.find(" ", start, match.start()) + 1 or start
        stop = _SENTENCE_END.search(body, match.end())
        reached = min(match.end() + _AFTER, stop.start() if stop else len(body))
        out.append(" ".join(body[start:reached].split()))
    return out


def references(body: str) -> tuple[str, ...]:
    """The document's references, case-folded, in order of first appearance: addresses,
    named result files, source lines and captions, then pointer sentences."""
    found: list[str] = []
    for match in _URL.finditer(body):
        found.append(match.group(0).rstrip(".,;:!?").casefold())
    if _ANY_EXTENSION.search(body):
        found.extend(match.group(0).casefold() for match in _FILE.finditer(body))
    for match in _SOURCE_LINE.finditer(body):
        line = match.group(0).strip(" \t>*_#|-")
        found.append(" ".join(line.split())[:LENGTH].casefold())
    found.extend(p[:LENGTH].casefold() for p in _pointers(body))
    unique = [r[:LENGTH] for r in dict.fromkeys(found) if r]
    return tuple(unique[:LIMIT])

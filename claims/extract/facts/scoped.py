"""Sentences in which a document limits its own verdict to what it measured: "at least in
this very simple scenario", "the right choice depends on the workload", "large applications
may behave differently", "other set-ups might give the opposite result". The writer has
scoped the result already, so a caveat that it rests on one workload asks nothing new. Kept
as exact quotes on the document, so a claim file checked again gives the same facts."""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from claims.model import Quote, Span
from claims.typed import typed
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import may_match

if TYPE_CHECKING:  # extraction only: the rules read the quotes on the document
    from claims.extract.text.blocks import Block

# The scene measured, named as a limit: "at least in this simple scenario", "only for this
# particular workload", "in this very specific test".
_LIMITED_TO = (r"\b(?:at\s+least|only)\s+(?:in|for|on|with)\s+(?:this|that|our|these)\s+"
               r"(?:(?:very|rather|quite|simple|specific|particular|narrow|synthetic|small|"
               r"one|single|kind\s+of)\s+){0,3}"
               r"(?:scenarios?|tests?|set-?ups?|workloads?|benchmarks?|cases?|queries|query|"
               r"configurations?|machines?|environments?)\b")
# Other work may fare otherwise: "large Rails applications may behave differently", "other
# benchmark set-ups might well give the opposite result", "results may vary".
_OTHERS_DIFFER = (r"\b(?:may|might|could)\s+(?:well\s+|very\s+well\s+)?"
                  r"(?:behave|perform|look|turn\s+out|be)\s+(?:quite\s+|very\s+)?"
                  r"(?:differently|otherwise|different)\b"
                  r"|\b(?:may|might|could)\s+(?:well\s+)?(?:give|show|yield)\s+(?:the\s+)?"
                  r"(?:opposite|different|other)\s+results?\b"
                  r"|\bmileage\s+(?:may|might|will)\s+vary\b")
# The verdict depends on the reader's work: "the right choice depends on many factors,
# among them the workload", "measure on your own workload".
_DEPENDS = (r"\bdepends?\s+on\b[^.;]{0,60}?\b(?:workloads?|use\s+cases?|applications?)\b"
            r"|\b(?:measure|benchmark|test)\s+(?:it\s+)?(?:on|with|against)\s+your\s+own\b")
# The branches' first letters (re.I) lead, so the engine skips ahead to them.
_SCOPED = lazy(f"(?=[abcdmot])(?:(?:{_LIMITED_TO})|(?:{_OTHERS_DIFFER})|(?:{_DEPENDS}))", re.I)


def scopes_its_verdict(sentence: str) -> bool:
    """True when a sentence limits the document's result to what was measured ("at least in
    this very simple scenario") or says other work may fare otherwise ("large applications
    may behave differently", "the choice depends on the workload")."""
    return may_match(_SCOPED, sentence) and _SCOPED.search(sentence) is not None


def scoped_verdicts(text: str, blocks: Sequence[Block], starts: list[int]) -> tuple[Quote, ...]:
    """Each prose sentence that scopes the document's verdict, as an exact quote; `starts`
    are the offsets at which the text's lines start."""
    from claims.extract.text.sentences import sentences  # extraction only (see above)

    out: list[Quote] = []
    for block in blocks:
        # A table row or a heading states no verdict of this kind.
        if block.kind in ("heading", "table_row"):
            continue
        for sentence in sentences(block):
            said = text[sentence.start:sentence.end]
            if scopes_its_verdict(said):
                out.append(typed(Quote, text=said,
                                 span=typed(Span, start=sentence.start, end=sentence.end),
                                 line=bisect.bisect_right(starts, sentence.start),
                                 section=block.section))
    return tuple(out)

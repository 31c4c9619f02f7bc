"""What a sentence says just around one of its figures: the words before it (a data sheet's
"theoretical peak of", a setting's "at"), the words after it up to the next figure ("in
prefill"), where its clauses meet, and whether it writes a value as a word of its own."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import caseless

# "the card's theoretical peak of 1,979 TFLOPS", "a rated maximum of 14 GB/s": a peak
# from a data sheet is the scale a measurement is set on, not a best case beside it.
_RATED = caseless(r"\b(?:theoretical|rated|nominal|spec(?:ified)?|data-?sheet|on[- ]paper)"
                  r"\b[^.;]{0,30}$")
# How far before a figure its "theoretical", "rated"... is looked for.
_RATED_REACH = 60
# "at 95% recall", "with 4 KB blocks": a setting; "peaked at 5.5 million", "came in at 4 ms":
# a result (a verb of reaching stands before the "at").
_SETTING_WORD = caseless(
    r"(?<!peaked\s)(?<!reached\s)(?<!stood\s)(?<!topped\sout\s)(?<!came\sin\s)(?<!hit\s)"
    r"(?<!ran\s)(?<!runs\s)(?<!running\s)(?<!capped\s)(?<!settled\s)(?<!arrived\s)"
    r"(?<!measured\s)(?<!held\s)(?<!stayed\s)(?<!starts\s)(?<!started\s)"
    r"\b(?:at|with|under|using)\s+(?:a\s+|an\s+|the\s+)?$")
# How far before a figure its "at", "with"... is looked for: the word, its article, the
# verbs it must not follow, and the spaces between them fit well within this.
_SETTING_REACH = 64
# The words that qualify a figure, up to where the next one begins: "640 TFLOPS in
# prefill", "1,460 forward".
_QUALIFIER = caseless(r"\s*(?P<words>[^\d,;:.()]*?)(?=\s*(?:\d|[,;:.()]|\band\b|\bor\b|"
                      r"\bwhile\b|\bbut\b|\bagainst\b|\bvs\b|$))")
# Where a sentence's clauses meet: ", so Kite handles 2.5x", "; that is 3x".
_CLAUSE_BREAK = lazy(r"[,;:]\s|\s[\u2013\u2014-]\s")


# "(default 10,000 req/s)", "defaults to 64", "set to 500 requests/s", "a target rate of":
# the value a knob is set to (the load offered), not a result the run reached.
_SET_VALUE = caseless(r"\b(?:defaults?(?:\s+(?:of|is|to|at|was))?|set\s+(?:to|at)|"
                      r"configured\s+(?:to|at|for)|fixed\s+at|target(?:ed)?\s+(?:rate\s+)?"
                      r"(?:of|at)|configurable\s*\(?\s*(?:default\s*)?)\s*[:=(]?\s*$",
                      ("default", "set", "configured", "fixed", "target", "configurable"))
# How far before a figure its "default", "set to"... is looked for.
_SET_REACH = 40


def set_value_before(before: str) -> bool:
    """True when the words just before a figure (`before`: its sentence up to it) give it
    as the value a setting takes ("default 10,000 req/s", "set to 500 requests per
    second"): a load offered, not a rate reached."""
    return _SET_VALUE.search(before[-_SET_REACH:]) is not None


def rated_before(before: str) -> bool:
    """True when the words just before a figure (`before`: its sentence up to it) call it
    theoretical, rated or nominal."""
    return _RATED.search(before[-_RATED_REACH:]) is not None


def setting_before(quote: str, at: int) -> bool:
    """True when the sentence introduces the figure at offset `at` with "at", "with",
    "under" or "using" (and no verb of reaching before it)."""
    # A window before the figure, not the whole sentence up to it: a sentence of thousands
    # of figures would be read once per figure (the lookbehinds still see before it).
    return _SETTING_WORD.search(quote, max(0, at - _SETTING_REACH), at) is not None


def qualifiers_after(quote: str, value_text: str | None, unit_text: str | None
                     ) -> tuple[str, ...] | None:
    """The words that follow a figure (`value_text`, then `unit_text`) in its sentence
    before the next figure or clause ("in prefill"), in lower case; None when the figure
    cannot be found in the sentence."""
    found = re.search(r"(?<![\d.,])" + re.escape(value_text or "") + r"\s*"
                      + re.escape(unit_text or ""), quote, re.I)
    if found is None:
        return None
    words = _QUALIFIER.exact.match(quote, found.end())
    return tuple((words.group("words") if words else "").casefold().split())


def clause_breaks(quote: str, end: int) -> list[int]:
    """Where the sentence's clauses meet before offset `end`."""
    return [m.start() for m in _CLAUSE_BREAK.finditer(quote, 0, end)]


def writes(text: str, quote: str) -> bool:
    """True when the sentence writes `text` ("FP8", "8") as a word of its own, in any case."""
    return re.search(r"(?<![\w.])" + re.escape(text) + r"(?![\w.])", quote, re.I) is not None

"""What a document says about its own sections and definitions: editorial caveat sections
("Limits and uncertainty"), summary sections ("Highlights"), sections about training, and
whether a throughput definition counts cached tokens."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

CAVEAT_HEADING = lazy(
    r"\b(?:limit(?:s|ation|ations)?|caveats?|uncertaint(?:y|ies)|disclaimers?|threats?\s+to\s+"
    r"validity|what\s+we\s+(?:do\s+not|don.t)\s+know|open\s+questions|reservations|"
    r"fine\s+print|methodology\s+notes?|known\s+issues)\b", re.I)

_CACHED_COUNTED = lazy(
    r"\b(?:includ\w*|count\w*|compris\w*|sums?|summ\w*|covers?|plus|with)\b[^.;]{0,80}?"
    r"(?<!un)cached\b|\bcached(?:\s+input)?\s+tokens?\s+(?:are|is)\s+(?:included|counted)\b", re.I)
_CACHED_EXCLUDED = lazy(
    r"\b(?:exclud\w*|without\s+counting|not\s+(?:includ\w*|count\w*)|omit\w*)\b[^.;]{0,60}?"
    r"(?<!un)cached\b|(?<!un)cached\b[^.;]{0,40}?\b(?:excluded|not\s+counted|are\s+not\s+included)",
    re.I)
_THROUGHPUT_WORD = lazy(r"\bthroughput\b|\btokens?\s+per\s+second\b|\btok(?:ens)?/s\b|"
                        r"\bTPS\b", re.I)


# A section that sums up what the rest of the document details.
_SUMMARY_HEADING = lazy(r"^\W*(?:highlights?|summary|tl;?\s?dr|at\s+a\s+glance|key\s+(?:results|"
                        r"findings|takeaways|numbers)|in\s+brief|overview|abstract|"
                        r"what.s\s+new)\W*$", re.I)


def is_summary_section(heading: str | None) -> bool:
    """True for a section that sums up the document ("Highlights", "TL;DR", "Key results")."""
    return bool(heading and _SUMMARY_HEADING.match(heading))


# A heading about training a model ("Comparison to other Training Frameworks"), and one
# naming the serving side as well ("Training and inference"), which speaks of both.
_TRAINING_HEADING = lazy(r"\b(?:train(?:s|ed|ing)?|pre-?train\w*|fine-?tun\w*)\b", re.I)
_SERVING_HEADING = lazy(r"\b(?:inferenc\w*|serv(?:e|es|ed|ing)|latenc\w*|chat\w*|decod\w*|"
                        r"generat\w*|requests?|users?|queries)\b", re.I)


def is_training_section(heading: str | None) -> bool:
    """True for a section about training ("Comparison to other Training Frameworks") that
    names no serving (not "Training and inference"): its rates are training rates."""
    return bool(heading and _TRAINING_HEADING.search(heading)
                and not _SERVING_HEADING.search(heading))


def is_caveat_section(heading: str | None) -> bool:
    """True for a document's own editorial caveat sections ("Limits and uncertainty")."""
    return bool(heading and CAVEAT_HEADING.search(heading))


# Every independence phrase holds one of these (lower case): a text without any is unknown.


def cached_tokens(text: str) -> bool | None:
    """Whether a throughput definition counts cached tokens: True, False, or None (unsaid)."""
    if "cached" not in text.lower():
        return None
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        lowered = sentence.lower()
        if "cached" not in lowered or not _THROUGHPUT_WORD.search(sentence):
            continue
        if _CACHED_EXCLUDED.search(sentence):
            return False
        if _CACHED_COUNTED.search(sentence):
            return True
    return None

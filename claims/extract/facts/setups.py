"""What set-up a sentence gives a figure: the features it runs with or without, its cache
state, the side of the system it is about. Read at extraction for each mention of a figure
(`claims.model.Mention.setup`) and by the rules for each sentence; two figures of different
set-ups are never one quantity stated twice."""

from __future__ import annotations

import re
from functools import lru_cache

from claims.vocabulary.lazy import lazy

# A figure's set-up, as the words around it name it: "with MTP" / "without MTP", "with
# Fastify" / "with the built-in http module", a first-time run against a cached or warm one.
# Each pattern opens with a lookahead of its words' first letters (matched as the words are,
# ignoring case): elsewhere the engine moves on without entering the alternation.
_FEATURE = lazy(r"(?=[wn])\b(with|without|w/o|no)\s+(?:the\s+|a\s+|an\s+)?"
                r"([\w.+/-]+(?:\s+[\w.+/-]+)?)", re.I)
_CACHE_STATE = lazy(r"(?=[fcwrup])\b(first[- ]time|first\s+run|cold|warm|cached|cache\s+hits?|"
                    r"repeat(?:ed)?|uncached|prefix[- ]cach\w*)\b", re.I)
# The side of a system or the statistic a figure is about: a sender's load is not a
# receiver's, a peak is not a typical value.
_ROLE = lazy(r"(?=[srcpdwuietma])\b(send(?:er|ing)|receiv(?:er|ing)|client|server|prefill|decode|"
             r"reads?|writes?|upload|download|ingress|egress|training|inference|"
             r"peak|median|average|mean|p\d{2}(?:\.\d)?|minimum|maximum|idle)\b", re.I)
_ROLE_STEMS = {"sending": "sender", "receiving": "receiver", "reads": "read", "writes": "write",
               "average": "mean"}
_OFF = frozenset({"without", "w/o", "no"})


@lru_cache(maxsize=1024)  # each figure of a sentence asks of the same sentence
def setup_marks(part: str) -> frozenset[str]:
    """The set-up a sentence's part names: each feature it runs with or without, and its
    cache state ("first-time", "cached"), in lower case."""
    marks = {f"cache:{m.group(1).lower()}" for m in _CACHE_STATE.finditer(part)}
    marks |= {f"role:{_ROLE_STEMS.get(w, w)}" for w in
              (m.group(1).lower() for m in _ROLE.finditer(part))}
    for m in _FEATURE.finditer(part):
        polarity = "off" if m.group(1).lower() in _OFF else "on"
        # A sentence's full stop is no part of the feature's name ("with MTP." is "with MTP").
        marks.add(f"{polarity}:{m.group(2).lower().rstrip('.')}")
    return frozenset(marks)


def two_setups(one: frozenset[str], two: frozenset[str]) -> bool:
    """True when two parts name different set-ups: a feature one runs without and the other
    with, different features each runs with, or different cache states."""
    if one == two:
        return False
    features = ({m[3:] for m in one if m.startswith("on:")},
                {m[3:] for m in two if m.startswith("on:")})
    off = ({m[4:] for m in one if m.startswith("off:")},
           {m[4:] for m in two if m.startswith("off:")})
    return bool(off[0] & features[1] or off[1] & features[0] or off[0] != off[1]
                or (features[0] and features[1] and features[0] != features[1])
                or _kind(one, "cache:") != _kind(two, "cache:")
                or _kind(one, "role:") != _kind(two, "role:"))


def _kind(marks: frozenset[str], prefix: str) -> frozenset[str]:
    """The marks of one kind (cache state, role)."""
    return frozenset(m for m in marks if m.startswith(prefix))

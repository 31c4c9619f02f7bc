"""A column header naming a rate by the thing counted and the word "throughput" or "rate"
("Output token throughput", "Request throughput", "Token generation rate", "Packet rate"):
its bare cells are that thing per second, as the tools that print such columns count them."""

from __future__ import annotations

from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import RATE_NOUNS, Unit

# The header's words, the last one "throughput" or "rate" (a trailing statistic or emphasis
# stays off: "Token throughput (median)" is read by the caller without its bracket).
_WORD = lazy(r"[A-Za-z][A-Za-z/-]*")
_RATE_WORDS = frozenset({"throughput", "rate"})
# A word naming what is done to the counted things between them and the rate word:
# "token generation rate", "row processing throughput".
_ACTIVITY = lazy(r"[a-z]+(?:ion|ing)")


def noun_rate(header: str) -> tuple[Unit, str, None] | None:
    """The noun/s a header naming the counted things before "throughput" or "rate" gives."""
    words = [w.lower() for w in _WORD.findall(header)]
    if len(words) < 2 or words[-1] not in _RATE_WORDS:
        return None
    nouns = [words[-2]]
    if len(words) >= 3 and _ACTIVITY.fullmatch(words[-2]):
        nouns.append(words[-3])  # "token generation rate": the tokens are what is counted
    for noun in nouns:
        canonical = RATE_NOUNS.get(noun) or RATE_NOUNS.get(noun + "s")
        if canonical is not None and canonical != "IOPS":
            return Unit(canonical, 1, "throughput"), header.strip(), None
    return None

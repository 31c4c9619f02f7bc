"""Inline code that states one measured quantity and nothing else ("`10.04%`", "`19.05s`",
"`20480 KB`", "`4m 49s`"): posts set results in code to make them stand out, so its figure
is read like prose. Commands, flags, versions, paths and hashes never consist of one number
and one known unit, so they stay blanked."""

from __future__ import annotations

from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import SYMBOLS, WORDS

# One number, approximate or not, then what follows it ("~32%", "1,195,189,251 bytes").
_QUANTITY = lazy(r"\s*[~\u2248]?\s*\d{1,3}(?:,\d{3})+(?:\.\d+)?(?P<rest>.*)"
                 r"|\s*[~\u2248]?\s*\d+(?:\.\d+)?(?P<tail>.*)")
# A duration written in two parts, as timers print one ("4m 49s", "1h 05m", "2min 3.5s").
_TWO_PART_TIME = lazy(r"\s*\d+\s?(?:h|m|min)\s?\d+(?:\.\d+)?\s?(?:m|min|s)\s*")


def states_quantity(inner: str) -> bool:
    """True when the text inside inline code is one number with a unit the vocabulary knows
    ("10.04%", "19.05s", "20480 KB", "~32%", "4m 49s"), and nothing more."""
    if _TWO_PART_TIME.fullmatch(inner):
        return True
    m = _QUANTITY.fullmatch(inner)
    if m is None:
        return False
    rest = (m.group("rest") if m.group("rest") is not None else m.group("tail")).strip()
    if not rest:  # a bare number is a setting, which the mask already reads
        return False
    return rest in SYMBOLS or rest.lower() in WORDS

"""The words of a change or a range, shared by the steps that read them: "from A to B",
"fell to A from B", "A-B", "between A and B", "up from A", "rose 5% to 88%"."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

CHANGE_WORDS = (
    r"\b(?:f[ae]ll\w*|ris\w*|rose|drop\w*|improv\w*|grow\w*|grew|increas\w*|decreas\w*|"
    r"reduc\w*|cut\w*|shr[iau]nk\w*|climb\w*|jump\w*|went|go(?:es|ing)?|mov\w*|chang\w*|"
    r"declin\w*|slash\w*|boost\w*|rais\w*|lower\w*|doubl\w*|tripl\w*|sped|speed\w*|"
    r"down|up|shorten\w*|halv\w*|expand\w*|scal\w*|gain\w*|uplift)")
CHANGE = lazy(CHANGE_WORDS + r"\b", re.I)
# A change verb right before the figure: "rose 5%", "was cut by 30%", "fell by about 2x".
CHANGED_BY = lazy(CHANGE_WORDS + r"\s+(?:by\s+)?(?:about\s+|roughly\s+|nearly\s+|~)?$",
                   re.I)
# "fell to $0.12 per million tokens from $0.30": a change stated new value first.
CHANGED_TO = lazy(CHANGE_WORDS + r"\s+to\s+(?:about\s+|roughly\s+|~)?$", re.I)
# Verbs of a change in size, which a version does not make ("moved to 3.12 from 3.11" may
# be an upgrade; "fell to 1.1 from 3.2" is a measure): two bare numbers pair only after one.
MEASURE_VERBS = (
    r"\b(?:f[ae]ll\w*|ris\w*|rose|drop\w*|improv\w*|grow\w*|grew|increas\w*|decreas\w*|"
    r"reduc\w*|cut\w*|shr[iau]nk\w*|climb\w*|jump\w*|declin\w*|slash\w*|lower\w*|"
    r"shorten\w*|halv\w*)")
BARE_CHANGED_TO = lazy(MEASURE_VERBS + r"\s+to\s+(?:about\s+|roughly\s+|~)?$", re.I)
BARE_CHANGED_FROM = lazy(MEASURE_VERBS + r"\s+from\s+(?:about\s+|roughly\s+|~)?$", re.I)
# "from about 11.5 million to ...": the hedge belongs to the "before" value.
FROM = lazy(r"\bfrom\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|~)?$")
# " from 3.2" after "fell to 1.1": the old value, written after the new one.
FROM_NUMBER = lazy(r"\s+from\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|~)?\$?\d")
# A bare number opening a range or change ("1.5-2.0x", "11.5 to 16.1 million") is no
# section number or version: the pair step joins it to the figure after it.
# A tilde glued between two numbers is a range too ("5~10%", "2~4x"), as many posts write it;
# spaced ("5 ~10") it marks the next number as approximate.
RANGE_ON = lazy(r"\s?[-\u2013]\s?\d|~\d|(?:-|\s)\s*to\s+(?:about\s+|~)?\$?\d")
UP_FROM = lazy(r"\b(?:up|down|rising|falling|improved|reduced|increased)\s+from\s+"
                r"(?:about\s+|roughly\s+|~)?$")
RANGE_GAP = lazy(r"\s?[-\u2013]\s?|~|-?\s+to\s+")  # "2- to 3-fold": a suspended hyphen
BETWEEN = lazy(r"\bbetween\s+(?:about\s+|roughly\s+|~)?\$?$", re.I)
AND_NUMBER = lazy(r"\s+and\s+(?:about\s+|~)?\$?\d")
# Words that set a number against a figure before it: "against 54,000", "versus 14.2",
# "than 900"; the other side may be named first ("against cuDNN's 190.58").
AGAINST = lazy(r"\b(?:against|versus|vs\.?|compared\s+(?:with|to)|(?:up|down)\s+from|"
               r"than|instead\s+of)\s+(?:[\w.+-]+(?:'s|\u2019s)\s+)?"
               r"(?:about\s+|roughly\s+|~)?[$]?$")
# "[9.28, 11.19]% less": an interval, its unit written once after the closing bracket.
_INTERVAL_OPEN = lazy(r"[\[(]\s*$")
_INTERVAL_GAP = lazy(r"\s*,\s*")
# An interval's opening bracket and low end before its high end: "[9.28, " of "[9.28, 11.19]%".
_INTERVAL_LOW = lazy(r"[\[(]\s*[-+]?\d[\d.]*\s*,\s*$")


def closes_interval(scan: str, start: int) -> bool:
    """True when the number at `start` is an interval's high end ("11.19" of "[9.28,
    11.19]%"), before the two are paired: the unit after the bracket is its own."""
    return _INTERVAL_LOW.search(scan, max(0, start - 24), start) is not None


def interval(scan: str, low: tuple[int, int], high: tuple[int, int]) -> bool:
    """True when the numbers at spans `low` and `high` are the ends of a bracketed interval,
    "[9.28, 11.19]" or "(1.2, 3.4)", the high end's digits closing the bracket."""
    return _INTERVAL_OPEN.search(scan, max(0, low[0] - 2), low[0]) is not None and \
        _INTERVAL_GAP.fullmatch(scan, low[1], high[0]) is not None and \
        scan[high[1]:high[1] + 1] in ("]", ")")


CHANGE_TO = lazy(r"\s+to\s+(?:about\s+|roughly\s+|nearly\s+|~)?\$?")
# Units an elided repeat may take; a count, ratio or percentage is too common to guess.
ELIDABLE = frozenset({"count", "x", "%", "pp"})

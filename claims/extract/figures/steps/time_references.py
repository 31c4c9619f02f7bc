"""The `time_references` step: a span of calendar time that places the text in time rather
than measures anything is no figure: "3 years ago", "in the last 3 years", "every two
weeks", "within one week", "six months earlier". A job's own length and a period a
figure is stated over stay figures ("training took 3 days", "trained in 3 days", "the
total cost over three years", "supported for five years")."""

from __future__ import annotations

import re

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.vocabulary.lazy import lazy

EXAMPLES = (
    Example("Joins are 4x faster than 3 years ago.", ("4 x",)),
    Example("It improved 14 times in only 3 years; training took 3 days.", ("14 x", "259200 s")),
    Example("We release every two weeks, within one week of a fix.", ()),
    Example("Over the last 2 years, p99 fell to 4 ms.", ("0.004 s (p99)",)),
    Example("It reports the total cost over three years.", ("94608000 s",)),
)

_DAY, _WEEK, _MONTH, _YEAR = 86400.0, 604800.0, 2592000.0, 31536000.0
# After a span: it reaches back or forward from now.
_FROM_NOW = lazy(r"\s*(?:ago|later|earlier|before|since|old|from\s+now)\b", re.I)
# Before a span of months or years: it is the time over which something happened.
_LONG_BEFORE = lazy(
    r"(?:\b(?:in|within|during|every|after|last|past|next)(?:\s+(?:only|just|the|last|past|"
    r"next|nearly|about|almost|around|roughly|some|more\s+than))*|\bover\s+the(?:\s+(?:last|"
    r"past|next))?|\bthe\s+(?:last|past|next))\s+(?:a\s+)?$", re.I)
# Before a span of days or weeks: only a cadence or a window reaching from now.
_SHORT_BEFORE = lazy(r"\b(?:every|within|last|past|next)(?:\s+(?:the|few|couple\s+of))*"
                     r"\s+$", re.I)


def drop_time_references(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Drop the spans of calendar time that place the text in time."""
    return [cand for cand in found if not _places_in_time(ctx.scan, cand)]


def _places_in_time(scan: str, cand: Candidate) -> bool:
    """True for a span of days, weeks, months or years that places the text in time."""
    if cand.unit is None or cand.unit.canonical != "s" or cand.unit.factor < _DAY:
        return False
    if _FROM_NOW.match(scan, cand.end):
        return True
    before = scan[max(0, cand.start - 40):cand.start]
    if cand.unit.factor >= _MONTH:
        return _LONG_BEFORE.search(before) is not None
    return cand.unit.factor in (_DAY, _WEEK) and _SHORT_BEFORE.search(before) is not None

"""Figures whose kind the text states in grammar the rules read, which the learned kind
decision neither learns from nor replaces: a size a run used, a limit a run must meet,
a width in bits, a part's rated clock, a network part's line rate. The sets' kind labels
follow each author's choice for the first (see `used_size`); the others are fixed by the
conventions of tests/fixtures/real/README.md (a target or limit is a condition of the
run, `config`; a width in bits is a design parameter; a part's rating sets up the run),
and a model trained on every set learns their words too weakly to keep them ("TPOT <
50 ms" read as a result)."""

from __future__ import annotations

import re

from claims.extract.records.kind import line_rate, rated_clock
from claims.extract.records.limits import held_share
from claims.extract.records.target import BOUND_NAME
from claims.learn.figure import used_size
from claims.learn.layout import Layout, Place
from claims.learn.role import achieved, duration_role
from claims.model import Claim, Kind
from claims.vocabulary.lazy import lazy

#: A comparator ending the figure's clause before it: "TPOT < 50 ms", "recall >= 0.95".
_SIGN_BEFORE = lazy(r"(?:\u2264|<=|<|\u2265|>=|>)\s*(?:about\s+|~)?$")
#: A bound's name before a time, as the rules read it: "an SLA of 20 ms", "the budget is".
_NAME_BEFORE = lazy(r"\b" + BOUND_NAME + r"\s*(?:of|:|=|at|is|was|set\s+to|under|below|"
                    r"within)?\s*(?:about\s+|~)?$", re.I)
#: A bound's name right after a time and its unit: "a 50 ms P99 latency SLO".
_NAME_AFTER = lazy(r"\S+(?:\s*[^\s\d,;:()]+)?\s+(?:P\d{2}(?:\.\d)?\s+)?"
                   r"(?:[A-Za-z-]+\s+){0,2}?" + BOUND_NAME + r"\b", re.I)
#: Units whose bounds the rules never read (a named target of a count is a goal reported on).
_UNBOUNDED = frozenset({"count", "GB", "USD"})
_CLAUSE = lazy(r"[,;:()]")
#: A clock as written, the number and its unit: "2.70 GHz", "2667MHz".
_CLOCK = lazy(r"[\d.,]+\s*[kKMGT]?Hz", re.I)
#: Below this many gigabits a size in bits is a width ("64-bit keys"), as the rules read it.
_WIDTH = 1e-6


def stated_kind(layout: Layout, place: Place, claim: Claim) -> bool:
    """Whether the rules read the figure's kind from its grammar, so their reading stands:
    a size its sentence says a run used, a limit it must meet, a width in bits, a part's
    rating written beside its name or in its description."""
    if used_size(layout, place, claim):
        return True
    if claim.kind is not Kind.config:
        return False
    if claim.unit == "Gbit" and abs(claim.value) < _WIDTH:
        return True
    lo, hi = place.sentence
    lead = _CLAUSE.split(layout.text[max(lo, place.at - 60):place.at])[-1]
    if claim.unit == "Hz" and _rated(layout, place):
        return True
    if claim.unit == "Gbit/s" and _line_rate(layout, place, claim):
        return True
    if claim.unit == "%" and _held_share(layout, place, claim):
        return True
    if claim.unit in _UNBOUNDED:
        return False
    # the same bounds claims.extract.records.target reads: a comparator before any rate or
    # time, a bound's name only beside a time ("the target was 10 million IOPS" is a goal)
    if _SIGN_BEFORE.search(lead):
        return True
    after = layout.text[place.at:min(hi, place.at + 80)]
    return claim.unit == "s" and bool(_NAME_BEFORE.search(lead) or _NAME_AFTER.match(after))


def verb_kept(layout: Layout, place: Place, claim: Claim, label: str) -> str:
    """The learned kind of a figure, unless it would turn a time its clause's verb says a
    run reached, or a rate, size or score its verb says the system achieved, into a
    setting: then the rules' result stands (the words beside the number, "in", "minutes",
    "Gb/s over", are a setting's as often; a before/after reading is still the model's to
    make)."""
    if claim.kind.value == "headline" and label == "config" and (
            duration_role(layout, place, claim) == "reached" or achieved(layout, place, claim)):
        return claim.kind.value
    return label


def _rated(layout: Layout, place: Place) -> bool:
    """True when the clock at `place` is a part's rating as the rules read it
    (`rated_clock`), from the words of its sentence on either side."""
    lo, hi = place.sentence
    written = _CLOCK.match(layout.text, place.at)
    end = written.end() if written else place.at
    return rated_clock(layout.text[max(lo, place.at - 60):place.at],
                       layout.text[end:min(hi, end + 60)])


def _after_unit(layout: Layout, place: Place, claim: Claim, width: int = 80) -> str:
    """Up to `width` characters of the figure's sentence after its number and unit (the
    unit is looked for within the 40 characters after the number)."""
    hi = place.sentence[1]
    unit = claim.unit_text or ""
    near = layout.text[place.at:min(hi, place.at + 40)]
    start = place.at + (near.find(unit) + len(unit) if unit and unit in near else 0)
    return layout.text[start:min(hi, start + width)]


def _line_rate(layout: Layout, place: Place, claim: Claim) -> bool:
    """True when the bit rate at `place` is a network part's line rate as the rules read it
    (`line_rate`), from the words after its number and unit."""
    return line_rate(claim.unit_text, _after_unit(layout, place, claim))


def _held_share(layout: Layout, place: Place, claim: Claim) -> bool:
    """True when the percentage at `place` is a share of a machine a run is held to as the
    rules read it (`held_share`): "restricted to 15% of the machine's bandwidth"."""
    lo = place.sentence[0]
    return held_share(layout.text[max(lo, place.at - 60):place.at],
                      _after_unit(layout, place, claim, 120))

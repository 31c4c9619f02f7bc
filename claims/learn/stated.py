"""Figures whose kind the text states in grammar the rules read, which the learned kind
decision neither learns from nor replaces: a size a run used, a limit a run must meet,
a width in bits. The sets' kind labels follow each author's choice for the first (see
`used_size`); the other two are fixed by the conventions of tests/fixtures/real/README.md
(a target or limit is a condition of the run, `config`; a width in bits is a design
parameter), and a model trained on every set learns their words too weakly to keep them
("TPOT < 50 ms" read as a result)."""

from __future__ import annotations

import re

from claims.extract.records.target import BOUND_NAME
from claims.learn.figure import used_size
from claims.learn.layout import Layout, Place
from claims.model import Claim, Kind
from claims.vocabulary.lazy import lazy

#: A comparator or a bound's name ending the figure's clause before it: "TPOT < 50 ms",
#: "an SLA of 20 ms", "the lookup budget is 10 ms".
_BOUND_BEFORE = lazy(r"(?:\u2264|<=|<|\u2265|>=|>|\b" + BOUND_NAME
                     + r"\s*(?:of|:|=|at|is|was|set\s+to|under|below|within)?)\s*"
                     r"(?:about\s+|~)?$", re.I)
#: A bound's name right after the figure and its unit: "a 50 ms P99 latency SLO".
_BOUND_AFTER = lazy(r"\S+(?:\s*[^\s\d,;:()]+)?\s+(?:P\d{2}(?:\.\d)?\s+)?"
                    r"(?:[A-Za-z-]+\s+){0,2}?" + BOUND_NAME + r"\b", re.I)
_CLAUSE = lazy(r"[,;:()]")
#: Below this many gigabits a size in bits is a width ("64-bit keys"), as the rules read it.
_WIDTH = 1e-6


def stated_kind(layout: Layout, place: Place, claim: Claim) -> bool:
    """Whether the rules read the figure's kind from its grammar, so their reading stands:
    a size its sentence says a run used, a limit it must meet, a width in bits."""
    if used_size(layout, place, claim):
        return True
    if claim.kind is not Kind.config:
        return False
    if claim.unit == "Gbit" and abs(claim.value) < _WIDTH:
        return True
    lo, hi = place.sentence
    lead = _CLAUSE.split(layout.text[max(lo, place.at - 60):place.at])[-1]
    return bool(_BOUND_BEFORE.search(lead)
                or _BOUND_AFTER.match(layout.text[place.at:min(hi, place.at + 80)]))

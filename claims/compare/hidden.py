"""Pairs refused because a figure's own document shows its label hides a setting.

`claims.compare.codec.ambiguous` finds the figures (one codec label, two ratios on one
input in one document); this step turns any comparable pair holding one into a refusal,
the reason shown, so a buyer sees why a matching label was not enough. The same step
refuses pairs holding a model specification its own document states twice, differently
(`claims.compare.specs.unsure`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from claims.compare.align import Difference
from claims.compare.verdict import Pair, Verdict

HIDDEN = "one label, two ratios in its own document"
# `claims.compare.specs.unsure`: one model, two different figures of one quantity.
UNSURE = "one model, two different figures of this quantity in its own document"


def mark_ambiguous(pairs: Iterable[Pair], hidden: frozenset[str], *, reason: str = "software",
                   condition: str = "codec and level", text: str = HIDDEN) -> list[Pair]:
    """Pairs with a figure whose label hides what it is are refused, the reason (by default a
    codec label hiding its level) shown."""
    out = []
    for p in pairs:
        side = "left" if p.left.id in hidden else "right" if p.right.id in hidden else ""
        if not side or not p.comparable:
            out.append(p)
            continue
        why = Difference(reason, condition, text if side == "left" else None,
                         text if side == "right" else None, True)
        out.append(replace(p, verdict=Verdict.not_comparable, ratio=None, better=None,
                           differences=(why, *p.differences)))
    return out

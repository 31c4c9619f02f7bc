"""Ratios that compare two counts of a set-up, not two systems' speeds."""

from __future__ import annotations

from checkers.facts import value_place
from claims.extract.facts.beside import counts_compared
from claims.model import Claim


def counts_setup(claim: Claim) -> bool:
    """True when a ratio compares two counts of the set-up ("10x as many clients as server
    connections"): the load the test put on, whose both sides the sentence names; no
    speed is compared, so no baseline figure is owed."""
    at = value_place(claim)
    if at < 0:
        return False
    return counts_compared(claim.source.quote[at:at + 120])

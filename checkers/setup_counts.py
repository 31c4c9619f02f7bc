"""Ratios that compare two counts of a set-up, not two systems' speeds."""

from __future__ import annotations

import re

from checkers.facts import value_place
from claims.model import Claim
from claims.vocabulary.lazy import lazy

_COUNTED = (r"(?:clients|connections|users|sessions|threads|workers|processes|nodes|"
            r"servers|machines|instances|replicas|shards|partitions|tenants|containers|pods|"
            r"VMs|GPUs|CPUs|cores|disks|drives|files|tables|keys|rows|queues|consumers|"
            r"producers|subscribers|slots)")
#: "10x as many clients as server connections", "four times as many threads as cores": how
#: a test was sized, one count of it against another. Both sides must be counts: "twice as
#: many users as vLLM" sets two systems' capacities side by side, a comparison.
_AS_MANY = lazy(
    r"^[\d.,]*\s*(?:x|\u00d7|times|-fold)?\s*as\s+many\s+(?:[\w-]+\s+){0,2}?" + _COUNTED
    + r"\s+as\s+(?:[\w-]+\s+){0,2}?" + _COUNTED + r"\b", re.I)


def counts_setup(claim: Claim) -> bool:
    """True when a ratio compares two counts of the set-up ("10x as many clients as server
    connections"): the load the test put on, whose both sides the sentence names; no
    speed is compared, so no baseline figure is owed."""
    at = value_place(claim)
    if at < 0:
        return False
    return bool(_AS_MANY.search(claim.source.quote[at:at + 120]))

"""Limits a run is held to, as the words before and after a figure say them: "limited to 10%
of the CPU", "writes throttled to 2900/s". Such a figure is the run's setup, not a result;
the rules read it (`claims.extract.records.kind`) and the learned kind keeps their reading
(`claims.learn.stated`)."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

#: A share of a machine's resource a run is held to: "limited to 10% of the CPU", "capped at
#: 50% of the GPU's memory", "pinned to 25% of one core": the setup's limit, not a result.
_LIMITED_TO = lazy(r"\b(?:limit(?:s|ed)?|capp?(?:s|ed)|restrict(?:s|ed)?|throttl(?:es|ed)|"
                   r"constrain(?:s|ed)?|pinn?(?:s|ed)|allott?(?:s|ed)|allocat(?:es|ed)|"
                   r"set)\s+(?:to|at)\s+(?:only\s+|just\s+|about\s+)?$", re.I)
_OF_RESOURCE = lazy(r"\s+of\s+(?:(?:the|a|an|one|each|its|their|every)\s+)?"
                    r"(?:(?:[\w-]+'s?|host|machine|node|server|container)\s+)?"
                    r"(?:CPUs?|vCPUs?|cores?|GPUs?|memory|RAM|processors?|bandwidth|"
                    r"threads?|disk|I/O)\b", re.I)


def limited_to(before: str) -> bool:
    """Whether the words just before a figure hold a run to it ("capped at", "limited to")."""
    return _LIMITED_TO.search(before[-60:]) is not None


def held_share(before: str, after: str) -> bool:
    """Whether a percentage is a share of a machine's resource a run is held to: "limited
    to 10% of the CPU" (`before` and `after`: the words of its sentence on either side)."""
    return limited_to(before) and _OF_RESOURCE.match(after) is not None

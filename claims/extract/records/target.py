"""Targets and limits: a figure stated as a bound a run must meet ("TTFT ≤ 2.5 s", "an SLA
of 20 ms", "a 50 ms P99 SLO", "recall ≥ 0.95") is a condition of the measurement, not a
result; its comparator says which bound it is. A named target of a rate or a count ("the
target was 10 million IOPS") is a goal the post reports on, so it stays a result."""

from __future__ import annotations

import re

from claims.extract.figures.candidate import Figure
from claims.vocabulary.lazy import lazy

#: The names of a bound (the learned stage reads them too: claims.learn.stated).
BOUND_NAME = (r"(?:SLAs?|SLOs?|targets?|budgets?|limits?|thresholds?|constraints?|"
               r"requirements?|caps?|ceilings?|deadlines?|goals?)")
# The words naming a bound, before the figure: "an SLA of", "latency budget is", "≤".
_TARGET_BEFORE = lazy(
    r"(?:\b" + BOUND_NAME + r"\s*(?:of|:|=|at|is|was|set\s+to|under|below|within|"
    r"(?:\u2264|<=|<|\u2265|>=|>))?\s*(?:about\s+|~)?"
    r"|(?:\b[A-Za-z][\w-]*\s*)(?P<sign>\u2264|<=|<|\u2265|>=|>)\s*)$", re.I)
# The words naming a bound, after the figure: "a 50 ms P99 latency SLO", "a 2 s TTFT target".
_TARGET_AFTER = lazy(r"\s*(?:P\d{2}(?:\.\d)?\s+|p\d{2}(?:\.\d)?\s+)?(?:[A-Za-z-]+\s+){0,2}?"
                     + BOUND_NAME + r"\b", re.I)
def _follows_a_bound(fig: Figure) -> bool:
    """True when the bound words before the figure are the previous figure's: "under a
    50 ms P99 SLO was 3,400 tokens/s" (the figure's words open right after another one)."""
    offset = fig.start - fig.sentence.start
    scan = fig.sentence.scan()
    opens = offset - len(fig.left)
    return opens > 0 and not scan[opens - 1].isspace() and \
        _TARGET_AFTER.match(fig.left) is not None


_AT_LEAST = lazy(r"(?:\u2265|>=|>|at\s+least|minimum)\s*$", re.I)


def target_bound(fig: Figure) -> str | None:
    """"max" or "min" when the figure is a target or limit a run must meet, else None."""
    left = fig.left[-48:]
    named = _TARGET_BEFORE.search(left)
    if named is not None and named.group("sign") is None and fig.unit != "s":
        named = None  # "the target was 1 billion requests per second": a goal, met or not
    before = named is not None and not _follows_a_bound(fig)
    if not before and (fig.unit != "s" or _TARGET_AFTER.match(fig.right) is None):
        return None
    return "min" if _AT_LEAST.search(left) else "max"

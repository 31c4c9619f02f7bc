"""What set-up a sentence gives a figure (`claims.extract.facts.setups`, re-exported for the
rules), and when two values are too far apart to be one quantity misstated."""

from __future__ import annotations

from claims.extract.facts.setups import setup_marks as setup_marks
from claims.extract.facts.setups import two_setups as two_setups

# Two values this far apart are two quantities, not one quantity misstated: an edit that
# missed a mention, or a rounding, moves a figure by far less.
SAME_QUANTITY_SPAN = 1.5


def far_apart(one: float, two: float) -> bool:
    """True when two values differ by more than one quantity misstated plausibly could."""
    low, high = sorted((abs(one), abs(two)))
    return low == 0 or high / low > SAME_QUANTITY_SPAN

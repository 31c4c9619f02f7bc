"""A claim's figure as its quote writes it, read by the extractor and by nothing else.

Re-reading a source (`claims.verify.recheck`) asks whether a text still writes a claim's
figure; following the chain (`claims.verify.provenance`) asks how precisely a news
post writes the figure it reports. Both read figures through the extractor's
own public face, so a number is read the same way when it is recorded, when it
is checked again and when it is compared across sources ("41 200 tokens" or
"sixteen nodes" never read one way in `claims extract` and another in
`claims verify`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from claims.extract import figures_in_text
from claims.model import Claim
from claims.vocabulary.lazy import lazy

if TYPE_CHECKING:
    from claims.extract.figures.candidate import Figure

# The digits of a written number ("41,200" in "$41,200", "1.7" in "1.7 million"): what its
# precision is read from. The value itself is always the extractor's.
_DIGITS = lazy(r"\d[\d,\u2009\u202f]*(?:\.\d+)?")


@lru_cache(maxsize=4096)  # the chain asks for the same quotes' figures pair after pair
def quote_figures(text: str) -> tuple[Figure, ...]:
    """The figures the extractor reads in a text standing alone (a quote), in order."""
    return tuple(figures_in_text(text))


def same_value(one: float, two: float) -> bool:
    """Whether two recorded values are the same number (up to binary-float noise)."""
    return math.isclose(one, two, rel_tol=1e-9, abs_tol=1e-12)


def claim_figure(claim: Claim, figures: Iterable[Figure]) -> Figure | None:
    """Which of `figures` is the claim's: one written as its value text (the one giving its
    value, if several are), else one giving its value; None when neither is there."""
    named: list[Figure] = []
    giving: list[Figure] = []
    for figure in figures:
        if claim.value_text and figure.value_text == claim.value_text:
            named.append(figure)
        if same_value(figure.value, claim.value):
            giving.append(figure)
    both = [f for f in named if f in giving]
    found = both or named or giving
    return found[0] if found else None


def quoted_figure(claim: Claim, quote: str | None = None) -> Figure | None:
    """The claim's figure in its recorded quote (or in `quote`), as the extractor reads it."""
    return claim_figure(claim, quote_figures(claim.source.quote if quote is None else quote))


def step(figure: Figure) -> float:
    """One unit in the last digit the figure states, in its value's scale: "1.7 million"
    -> 100,000; "4,800" -> 100; "0.25 ms" -> 0.00001 s; "sixteen" -> 1; "three million" -> 1e6."""
    digits = _DIGITS.search(figure.value_text)
    if digits is None:  # spelled out: it states whole units of its last non-zero place
        whole = abs(round(figure.value))
        return 10.0 ** (len(str(whole)) - len(str(whole).rstrip("0"))) if whole else 1.0
    written = re.sub(r"[,\u2009\u202f]", "", digits.group(0))
    if float(written) == 0:
        return 0.0
    scale = abs(figure.value / float(written))
    if "." in written:
        return scale * 10.0 ** -len(written.split(".", 1)[1])
    stripped = written.rstrip("0")
    return scale * 10.0 ** (len(written) - len(stripped))


def precision_step(claim: Claim) -> float:
    """One unit in the last digit the claim's quote states, in the recorded value's scale."""
    figure = quoted_figure(claim)
    if figure is None or figure.value == 0:
        return 0.0
    return step(figure) * abs(claim.value / figure.value)


def as_written(claim: Claim) -> str:
    """A claim's figure as its source writes it: the value text when recorded, else as read."""
    if claim.value_text:
        return claim.value_text
    figure = quoted_figure(claim)
    return figure.value_text if figure is not None else f"{claim.value:g}"

"""The `elided_units` step: a bare scaled number of the size of a measured figure earlier in
the sentence repeats its unit: "330 million messages per second ... the vendor's figure
is up to 330-370 million". A spread or statistic named right before the number ("stdev
4.90k", "max 115k") repeats it at any size, and so does an error bar after it ("2,019,796
ns/iter (+/- 302,168)"). Other unscaled bare numbers ("at 16 threads") are left alone."""

from __future__ import annotations

import re
from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.extract.figures.changes import ELIDABLE
from claims.vocabulary.lazy import lazy

EXAMPLES = (
    Example("It moved 330 million messages per second; the vendor cites 340 million.",
            ("330000000 messages/s", "340000000 messages/s")),
    # A standard deviation is far smaller than its mean, yet in the mean's unit.
    Example("The proxy served 41.2k requests/s (stdev 3.1k, max 160.5k).",
            ("41200 requests/s", "3100 requests/s", "160500 requests/s (max)")),
    Example("A spawn took 2,019,796 ns (+/- 302,168) before the change.",
            ("0.002019796 s", "0.000302168 s")),
)

# A spread named right before a bare number: "stdev 4.9k", "std. dev.: 3.1k", "sigma = 2k".
# Its neighbours in the same bracket ("max 115k", "p99 80k") are read the same way.
_SPREAD = lazy(r"(?:\bstd\.?\s*dev\.?|\bstdev|\bstandard\s+deviation|\u03c3|\bsigma|"
               r"\bmax(?:imum)?|\bmin(?:imum)?|\bmedian|\bp\d{2,3}(?:\.\d)?)"
               r"\s*[:=]?\s*$", re.I)
# An error bar right before a bare number: "(+/- 302,168)", "± 4".
_ERROR_BAR = lazy(r"(?:\+/-|\+-|\u00b1)\s*$")


def inherit_elided_units(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Each bare scaled number within 2x of the latest measured figure, in its unit."""
    measured: Candidate | None = None
    out: list[Candidate] = []
    for cand in found:
        if cand.unit is not None:
            if cand.unit.canonical not in ELIDABLE:
                measured = cand
        elif measured is not None and measured.unit is not None and not cand.spelled and (
                _ERROR_BAR.search(ctx.scan, max(0, cand.start - 6), cand.start) or (
                    cand.scale != 1.0 and (
                        measured.value / 2 <= cand.value * measured.unit.factor
                        <= measured.value * 2 or _spread(ctx.scan, cand)))):
            cand = replace(cand.with_unit(measured.unit), per=measured.per)
        out.append(cand)
    return out


def _spread(scan: str, cand: Candidate) -> bool:
    """Whether a spread ("stdev", "std. dev.") is named right before the number."""
    return _SPREAD.search(scan, max(0, cand.start - 24), cand.start) is not None

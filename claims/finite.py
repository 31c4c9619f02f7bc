"""The one number policy: every figure that leaves the tool is a finite number.

A text can write a number no float holds ("1e309", four hundred nines): it reads
as infinity, which JSON cannot carry, YAML writes as `.inf` (that `claims check`
then refuses) and SQLite stores as a value no query compares. Such a document is
refused with one line naming the figure's place, at every boundary where records
leave the tool (the report, the claim-file YAML, the store), whatever made them.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator

from claims.errors import ClaimsError
from claims.model import Claim

_LARGEST_INT = 2 ** 63 - 1  # what SQLite stores as an integer


def _numbers(claim: Claim) -> Iterator[tuple[str, float | int]]:
    """(field, number) for every number a claim holds."""
    yield "value", claim.value
    if claim.value_max is not None:
        yield "value_max", claim.value_max
    if claim.baseline is not None and claim.baseline.value is not None:
        yield "baseline.value", claim.baseline.value
    cond = claim.conditions
    for name in ("accelerator_count", "node_count", "concurrency", "input_length",
                 "output_length"):
        number = getattr(cond, name)
        if number is not None:
            yield f"conditions.{name}", number


def _bad(number: float | int) -> bool:
    """True for a number no output format carries exactly: not finite, or an int too big."""
    if isinstance(number, int):
        return abs(number) > _LARGEST_INT
    return not math.isfinite(number)


def refuse_non_finite(claims: Iterable[Claim], origin: str | None) -> None:
    """Raise ClaimsError at the first claim holding a number that is not finite."""
    for claim in claims:
        for field, number in _numbers(claim):
            if _bad(number):
                written = claim.value_text or claim.source.quote[:40]
                raise ClaimsError(f"the figure {written!r} is too large to be a number "
                                  f"({field} would be {number:.3g}); refusing the document, "
                                  "since every value written must be finite", origin,
                                  claim.source.line)

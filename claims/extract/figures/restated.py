"""A bare number whose unit is written after a second number that follows it: restated
in brackets ("11913154 (11,913,154) pps", "1200 (1.2k) IOPS"), or the whole it is a part
of ("80.7 of 140 GB", "12 out of 16 GiB"): the unit after the second is the first's too."""

from __future__ import annotations

from claims.extract.figures.candidate import Candidate, changed
from claims.vocabulary.lazy import lazy

# The bracket right after a number, holding only that number written another way: grouped
# in thousands, or scaled by a magnitude letter.
_RESTATED = lazy(r"[ \u00a0]*\([ \u00a0]*(?P<digits>\d[\d,.]*)(?P<scale>[kKMG])?[ \u00a0]*\)")
_SCALES = {"k": 1e3, "K": 1e3, "M": 1e6, "G": 1e9}
#: How near the bracketed number must be to the first to restate it (rounding: "1.2k").
_NEAR = 0.05


def restated_end(scan: str, end: int, value: float) -> int | None:
    """Where the bracket restating the number that ends at `end` (of `value`) closes, or
    None when no such bracket follows it."""
    m = _RESTATED.match(scan, end)
    if m is None or value <= 0:
        return None
    try:
        said = float(m.group("digits").replace(",", "")) * _SCALES.get(m.group("scale") or "", 1)
    except ValueError:
        return None
    return m.end() if abs(said - value) <= _NEAR * value else None


# A part of a whole written with its unit: "80.7 of 140 GB", "12 out of 16 GiB"; the whole's
# number is grouped or plain, and the unit must follow it (read by the units step).
_OF_WHOLE = lazy(r"[ \u00a0]+(?:out[ \u00a0]+)?of[ \u00a0]+(?:the[ \u00a0]+)?(?:~[ \u00a0]?)?"
                 r"(?P<whole>\d[\d,]*(?:\.\d+)?)(?=[ \u00a0]?[^\W\d])")
# Units a whole lends no part: a part of "8 GPUs" may count something else, and a share or
# multiple of a whole is no part of it.
_NO_PARTS = frozenset({"count", "%", "x", "pp", "score"})


def parts_of_wholes(scan: str, found: list[Candidate]) -> list[Candidate]:
    """Each bare number said to be a part of a whole written with a unit of measure ("80.7
    of 140 GB") in the whole's unit; a count ("3 of 8 GPUs"), a share or a multiple lends
    none, as the part may count something else."""
    starts = {cand.start: cand for cand in found}
    out = []
    for cand in found:
        m = _OF_WHOLE.match(scan, cand.end) if cand.unit is None else None
        whole = starts.get(m.end() - len(m.group("whole"))) if m else None
        if whole is not None and whole.unit is not None and \
                whole.unit.canonical not in _NO_PARTS:
            cand = changed(cand.with_unit(whole.unit), unit_text=whole.unit_text, per=whole.per)
        out.append(cand)
    return out

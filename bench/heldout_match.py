"""How `bench/score_heldout.py` matches a found figure mention to a gold one: the found
mentions of a document's claims, the gold number's place in the text, and value, unit and
name agreement (in the gold's base units, within the scorer's tolerance)."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

from claims.model import Claim, Quote

REL_TOL = 0.005
# The extractor's canonical units -> (the gold's base unit, factor to it).
TO_BASE: dict[str, tuple[str, float]] = {
    "GB": ("B", 1e9), "GB/s": ("B/s", 1e9), "Gbit": ("bit", 1e9), "Gbit/s": ("bit/s", 1e9),
}
SCALE = {"k": 1e3, "K": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}


@dataclass(frozen=True)
class Found:
    """One figure mention the extractor reported: where, and what it says."""

    start: int
    end: int
    line: int
    text: str
    value: float
    unit: str
    per: str | None
    statistic: str | None
    spare: bool = False  # the high end of a range: may match, never spurious
    hardware: str | None = None
    model: str | None = None
    kind: str | None = None
    evidence: str | None = None
    measured_by: str | None = None
    accelerators: int | None = None


def base(value: float, unit: str) -> tuple[float, str]:
    """An extractor value and unit in the gold's base units."""
    target, factor = TO_BASE.get(unit, (unit, 1.0))
    return value * factor, target


def written_number(text: str) -> float | None:
    """The number as written in a gold `value_text` ("2,500K" -> 2500000), if it is one."""
    m = re.fullmatch(r"([0-9][0-9,]*(?:\.[0-9]+)?)\s*(k|K|million|billion|trillion)?x?",
                     text.strip())
    if m is None:
        return None
    return float(m.group(1).replace(",", "")) * SCALE.get(m.group(2) or "", 1.0)


def close(a: float | None, b: float | None) -> bool:
    """Equal within the scorer's float tolerance."""
    return a is not None and b is not None and math.isclose(a, b, rel_tol=REL_TOL,
                                                            abs_tol=1e-12)


def _found(start: int, end: int, line: int, text: str, value: float, claim: Claim,
           spare: bool = False) -> Found:
    """A Found mention with the claim's unit, per and statistic."""
    return Found(start, end, line, text, value, claim.unit,
                 claim.per.value if claim.per else None,
                 claim.statistic.value if claim.statistic else None, spare,
                 claim.conditions.hardware, claim.conditions.model, claim.kind.value,
                 "measured" if claim.evidence.value == "unknown" else claim.evidence.value,
                 _WHO.get(claim.independence.value), claim.conditions.accelerator_count)


# The record's independence in the gold's words for who measured.
_WHO = {"self-reported": "self", "partner": "partner", "third-party": "third-party",
        "replicated": "third-party", "audited": "third-party"}
#: The choices scored on every matched mention whose gold states them.
CHOICES = ("kind", "evidence", "measured_by", "accelerators")


def found_mentions(claims: tuple[Claim, ...], body_start: int, text: str) -> list[Found]:
    """Every body mention the claims report: each quote, its range top and its before-value."""
    out: list[Found] = []
    for claim in claims:
        src = claim.source
        quotes = claim.mentions or (Quote(text=src.quote, span=src.span, line=src.line),)
        for q in quotes:
            if q.span is None or q.span.start < body_start:
                continue
            line = text.count("\n", 0, q.span.start) + 1
            out.append(_found(q.span.start, q.span.end, line, q.text, claim.value, claim))
            if claim.value_max is not None:
                out.append(_found(q.span.start, q.span.end, line, q.text, claim.value_max,
                                  claim, spare=True))
            before = claim.baseline.quote if claim.baseline else None
            if claim.baseline is None or claim.baseline.value is None or before is None:
                continue
            at = q.text.find(before.text)
            if at < 0:
                continue
            start = q.span.start + at
            # the before-value of a before/after pair is a side of that pair, as the gold
            # lists label both sides; its other choices are the record's to state
            side = claim.kind.value if claim.kind.value == "before_after" else None
            # both sides of a before/after pair ran on the record's machine and model
            # unless its baseline states its own; the other side of a ratio may not have
            ran = (claim.baseline.conditions or claim.conditions) if side else None
            out.append(Found(start, start + len(before.text), text.count("\n", 0, start) + 1,
                             before.text, claim.baseline.value, claim.baseline.unit or claim.unit,
                             None, None, kind=side,
                             hardware=ran.hardware if ran else None,
                             model=ran.model if ran else None))
    return sorted(set(out), key=lambda f: (f.start, f.end, f.value, f.unit, f.spare))


def gold_position(text: str, mention: dict[str, Any]) -> int:
    """The character offset of a gold mention's number in the loaded text."""
    context, number = str(mention["context"]), str(mention["value_text"])
    return text.index(context) + context.index(number)


def _signed(f: Found, g: dict[str, Any]) -> float:
    """The found value as the gold list records it: an annotator who wrote the size of a
    signed figure ("-1.67%" as 1.67, the minus kept in the context) is matched by size."""
    context, written = str(g["context"]), str(g["value_text"])
    magnitude = f.value < 0 <= g["value"] and any(
        sign + written in context for sign in ("-", "\u2212"))
    return -f.value if magnitude else f.value


def _value_match(f: Found, g: dict[str, Any]) -> bool:
    """The found number is the gold number, in any scale the text could justify."""
    found = _signed(f, g)
    value, _ = base(found, f.unit)
    return (close(value, g["value"]) or close(found, g["value"])
            or close(found, written_number(str(g["value_text"]))))


def _unit_match(f: Found, g: dict[str, Any]) -> bool:
    """The found value and unit are the gold's, after converting to base units."""
    value, unit = base(_signed(f, g), f.unit)
    return unit == g["unit"] and close(value, g["value"])



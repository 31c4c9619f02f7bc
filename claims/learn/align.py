"""Gold mentions matched to the extracted claims: the claim mention whose quote covers the
gold number's place, of the same value and unit (within 0.5%, in the gold's base units),
as bench/score_heldout.py matches them."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from claims.errors import ClaimsError
from claims.model import Claim, Quote
from claims.vocabulary.lazy import lazy

REL_TOL = 0.005
_TO_BASE = {"GB": ("B", 1e9), "GB/s": ("B/s", 1e9), "Gbit": ("bit", 1e9),
            "Gbit/s": ("bit/s", 1e9)}
_SCALE = {"k": 1e3, "K": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
_WRITTEN = lazy(r"([0-9][0-9,]*(?:\.[0-9]+)?)\s*(k|K|million|billion|trillion)?x?")


@dataclass(frozen=True)
class Aligned:
    """A gold mention and the claim (with the mention's quote) it was matched to."""

    claim: Claim
    quote: Quote
    gold: dict[str, Any]


def _close(a: float, b: Any) -> bool:
    """Equal within the scorer's tolerance (b may be anything a YAML list holds)."""
    return isinstance(b, (int, float)) and math.isclose(a, float(b), rel_tol=REL_TOL,
                                                        abs_tol=1e-12)


def _matches(claim: Claim, gold: dict[str, Any]) -> tuple[bool, bool]:
    """Whether the claim's value matches the gold's, and its value with its unit."""
    unit, factor = _TO_BASE.get(claim.unit, (claim.unit, 1.0))
    written = _WRITTEN.fullmatch(str(gold["value_text"]).strip())
    as_written = float(written.group(1).replace(",", "")) * _SCALE.get(
        written.group(2) or "", 1.0) if written else None
    value = (_close(claim.value * factor, gold["value"]) or _close(claim.value, gold["value"])
             or (as_written is not None and _close(claim.value, as_written)))
    return value, value and unit == gold["unit"] and _close(claim.value * factor, gold["value"])


def gold_position(text: str, mention: dict[str, Any], path: Path) -> int:
    """The offset of a gold mention's number in the loaded text."""
    context, number = str(mention["context"]), str(mention["value_text"])
    at = text.find(context)
    inside = context.find(number)
    if at < 0 or inside < 0:
        raise ClaimsError(f"mention at document line {mention.get('line')}: its context (or "
                          "its value_text inside it) is not in the document", str(path))
    return at + inside


def align(claims: Sequence[Claim], text: str, body_offset: int,
          gold: Sequence[dict[str, Any]], path: Path) -> list[Aligned]:
    """Each gold mention matched to at most one claim mention (each used once)."""
    quotes = sorted(((q, c) for c in claims
                     for q in (c.mentions or (Quote(text=c.source.quote, span=c.source.span,
                                                    line=c.source.line),))
                     if q.span is not None and q.span.start >= body_offset),
                    key=lambda qc: (qc[0].span.start if qc[0].span else 0,
                                    qc[0].span.end if qc[0].span else 0, qc[1].value))
    used: set[int] = set()
    out = []
    for mention in gold:
        at = gold_position(text, mention, path)
        best: tuple[tuple[int, int, int], int] | None = None
        for i, (q, c) in enumerate(quotes):
            assert q.span is not None
            if i in used or not q.span.start <= at < max(q.span.end, q.span.start + 1):
                continue
            value, unit = _matches(c, mention)
            if not value:
                continue
            inside = q.text.find(c.value_text) if c.value_text else -1
            rank = (0 if unit else 1, abs(q.span.start + max(inside, 0) - at), i)
            if best is None or rank < best[0]:
                best = (rank, i)
        if best is not None:
            used.add(best[1])
            q, c = quotes[best[1]]
            out.append(Aligned(claim=c, quote=q, gold=mention))
    return out

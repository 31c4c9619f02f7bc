"""Normalisation with its derivation: canonical units, and per accelerator where the text allows.

A total becomes a per-accelerator figure only when the record states that
system's accelerator count (or, per node, the accelerators and nodes) and the
figure's own sentence states it too: a count read elsewhere in the post may be
the whole deployment's (24 GPUs) rather than the one instance that made the
figure. The arithmetic is kept as text ("1,100,948 tokens/s ÷ 72 GPUs") so a
buyer can check it. A speed one user or one stream sees (per user, concurrency
1) is never divided into a throughput. Anything else stays on the basis it was
stated on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from claims.compare.admit import klass
from claims.compare.operating import is_single_stream
from claims.compare.units import canonical
from claims.memo import by_identity
from claims.model import Claim, Per
from claims.vocabulary.metrics import Klass

# Classes whose figure grows with the system, so that dividing by its size means something.
RATE_CLASSES = frozenset({Klass.throughput, Klass.iops, Klass.bandwidth, Klass.compute})
ACCELERATOR_PER = frozenset({Per.gpu, Per.chip})
# Denominators that name the whole system the figure was measured on.
SYSTEM_PER = frozenset({None, Per.system, Per.rack, Per.instance, Per.server})
PER_ACCELERATOR, PER_SYSTEM, PER_USER = "per accelerator", "per system", "per user"
# Counts as a sentence may spell them ("eight B200 GPUs").
_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
          8: "eight", 9: "nine", 10: "ten", 12: "twelve", 16: "sixteen", 32: "thirty-two",
          64: "sixty-four", 72: "seventy-two"}


@dataclass(frozen=True)
class Normalised:
    """A figure on its comparison basis; `derivation` says how it got there, if it changed."""

    value: float
    unit: str
    basis: str
    derivation: str | None = None

    @property
    def changed(self) -> bool:
        """True when the stated figure was rescaled or divided to reach this one."""
        return self.derivation is not None

    def label(self) -> str:
        """The unit with its basis, e.g. `tokens/s per accelerator` (a whole system says none)."""
        shown = "" if self.basis == PER_SYSTEM else self.basis
        return f"{self.unit} {shown}" if shown else self.unit


def number(value: float | None) -> str:
    """A figure for people: thousands separated, up to four significant digits, no exponent."""
    if value is None:
        return "-"
    if abs(value) >= 1000:
        return f"{value:,.0f}"
    return f"{value:.4g}"


def _noun(claim: Claim, count: float) -> str:
    """What the divisor counts, for the derivation text."""
    name = (claim.conditions.accelerator or "").casefold()
    plural = "" if count == 1 else "s"
    if claim.per is Per.chip or any(w in name for w in ("tpu", "chip", "lpu", "wse", "rdu")):
        return f"chip{plural}"
    return f"GPU{plural}"


def stated_here(claim: Claim, count: int) -> bool:
    """True when the figure's own sentence states `count` (digits or a number word)."""
    quote = claim.source.quote
    digits = rf"(?<![\d.,]){count:,}(?![\d]|[.,]\d)|(?<![\d.,]){count}(?![\d]|[.,]\d)"
    word = _WORDS.get(count)
    return re.search(digits, quote) is not None or (
        word is not None and re.search(rf"\b{word}\b", quote, re.I) is not None)


def _divisor(claim: Claim) -> tuple[float, str] | None:
    """Accelerators behind one unit of the claim's denominator, and how that was read."""
    count, nodes = claim.conditions.accelerator_count, claim.conditions.node_count
    if not count or not stated_here(claim, count):
        return None
    if claim.per in SYSTEM_PER:
        return float(count), f"{count:,} {_noun(claim, count)}"
    if claim.per in (Per.node, Per.server) and nodes and stated_here(claim, nodes):
        return count / nodes, f"({count:,} {_noun(claim, count)} / {nodes:,} nodes)"
    return None  # per node with no node count: dividing would only guess


@by_identity(1 << 16)
def normalise(claim: Claim) -> Normalised:
    """The claim on its comparison basis: canonical unit, per accelerator where stated."""
    unit, factor = canonical(claim.unit)
    value = claim.value * factor
    steps = [f"{number(claim.value)} {claim.unit} = {number(value)} {unit}"] if factor != 1 else []
    cls = klass(claim)
    if cls is Klass.compression and unit == "%" and value > 0:
        # compressed size as a percentage of the original is the ratio turned over
        steps.append(f"100 / {number(value)}% of the original size = {number(100 / value)} x")
        return Normalised(100 / value, "x", "", "; ".join(steps))
    if cls in RATE_CLASSES and is_single_stream(claim):
        return Normalised(value, unit, PER_USER, "; ".join(steps) or None)
    if cls not in RATE_CLASSES:
        basis = f"per {claim.per.value}" if claim.per else ""
        return Normalised(value, unit, basis, "; ".join(steps) or None)
    if claim.per in ACCELERATOR_PER:
        return Normalised(value, unit, PER_ACCELERATOR, "; ".join(steps) or None)
    divisor = _divisor(claim)
    if divisor is not None:
        count, text = divisor
        steps.append(f"{number(value)} {unit} ÷ {text} = {number(value / count)} {unit} "
                     f"{PER_ACCELERATOR}")
        return Normalised(value / count, unit, PER_ACCELERATOR, "; ".join(steps))
    basis = PER_SYSTEM if claim.per in SYSTEM_PER else f"per {claim.per.value}" if claim.per else ""
    return Normalised(value, unit, basis, "; ".join(steps) or None)

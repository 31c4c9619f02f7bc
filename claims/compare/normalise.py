"""Normalisation with its derivation: canonical units, and per accelerator where the text allows.

A total becomes a per-accelerator figure only when the record states that
system's accelerator count (or, per node, the accelerators and nodes); the
arithmetic is kept as text ("1,100,948 tokens/s ÷ 72 GPUs") so a buyer can
check it. Anything else stays on the basis it was stated on.
"""

from __future__ import annotations

from dataclasses import dataclass

from claims.compare.admit import klass
from claims.compare.units import canonical
from claims.model import Claim, Per
from claims.vocabulary.metrics import Klass

# Classes whose figure grows with the system, so that dividing by its size means something.
RATE_CLASSES = frozenset({Klass.throughput, Klass.iops, Klass.bandwidth, Klass.compute})
ACCELERATOR_PER = frozenset({Per.gpu, Per.chip})
# Denominators that name the whole system the figure was measured on.
SYSTEM_PER = frozenset({None, Per.system, Per.rack, Per.instance, Per.server})
PER_ACCELERATOR, PER_SYSTEM = "per accelerator", "per system"


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


def _divisor(claim: Claim) -> tuple[float, str] | None:
    """Accelerators behind one unit of the claim's denominator, and how that was read."""
    count, nodes = claim.conditions.accelerator_count, claim.conditions.node_count
    if not count:
        return None
    if claim.per in SYSTEM_PER:
        return float(count), f"{count:,} {_noun(claim, count)}"
    if claim.per in (Per.node, Per.server) and nodes:
        return count / nodes, f"({count:,} {_noun(claim, count)} / {nodes:,} nodes)"
    return None  # per node with no node count: dividing would only guess


def normalise(claim: Claim) -> Normalised:
    """The claim on its comparison basis: canonical unit, per accelerator where stated."""
    unit, factor = canonical(claim.unit)
    value = claim.value * factor
    steps = [f"{number(claim.value)} {claim.unit} = {number(value)} {unit}"] if factor != 1 else []
    cls = klass(claim)
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

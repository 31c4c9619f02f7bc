"""Cost per unit of work, derived only when one document gives both inputs for one system.

Where a text states a price per GPU-hour (or per instance-, node- or
server-hour) and a throughput for the same system on the same basis, the
cost of a million tokens (or of a thousand requests) follows by arithmetic.
The derivation is kept step by step, with the assumptions it rests on; when
either input is missing, or the two are on different bases or hardware,
nothing is derived.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict

from claims.compare import names
from claims.compare.admit import klass
from claims.compare.normalise import PER_ACCELERATOR, normalise, number
from claims.compare.operating import is_single_stream
from claims.compare.select import document_key
from claims.model import Claim, Per
from claims.vocabulary.metrics import Klass

# Work units a throughput counts -> (unit of the derived cost, work per cost unit).
WORK = {"tokens/s": ("USD/Mtok", 1e6, "million tokens"),
        "requests/s": ("USD/1k requests", 1e3, "thousand requests"),
        "queries/s": ("USD/1k queries", 1e3, "thousand queries")}
ACCELERATOR_HOUR = frozenset({Per.gpu, Per.chip})
SYSTEM_HOUR = frozenset({Per.instance, Per.node, Per.server, Per.system})
ASSUMPTIONS = ("the system runs at the stated throughput for every hour it is paid for",
               "the price is the stated hourly rate: no discount, idle time, power, staff "
               "or storage")


@dataclass(frozen=True)
class UnitCost:
    """A derived cost per unit of work: its inputs, the arithmetic and the assumptions."""

    price: Claim
    throughput: Claim
    value: float
    unit: str
    derivation: tuple[str, ...]
    assumptions: tuple[str, ...]


class UnitCostOut(BaseModel):
    """A derived cost per unit of work as a record (`claims compare --format json`)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    document: str | None
    price_claim: str
    throughput_claim: str
    value: float
    unit: str
    derivation: tuple[str, ...]
    assumptions: tuple[str, ...]


def _hourly(claim: Claim) -> bool:
    """A price per hour of an accelerator or a system."""
    return claim.unit == "USD/h" and claim.per in (ACCELERATOR_HOUR | SYSTEM_HOUR)


def _rate(claim: Claim) -> bool:
    """A system's throughput in a unit of work (never one user's speed)."""
    return klass(claim) is Klass.throughput and normalise(claim).unit in WORK \
        and not is_single_stream(claim)


def _same_system(price: Claim, rate: Claim) -> bool:
    """Both name one accelerator (or neither names any) and one basis."""
    hp = names.key(price.conditions.hardware or price.conditions.accelerator, hardware=True)
    hr = names.key(rate.conditions.hardware or rate.conditions.accelerator, hardware=True)
    if hp != hr:
        return False
    if price.per in ACCELERATOR_HOUR:
        return normalise(rate).basis == PER_ACCELERATOR
    return rate.per == price.per


def derive(price: Claim, rate: Claim) -> UnitCost | None:
    """The cost per unit of work from a price per hour and a throughput, or None."""
    if not (_hourly(price) and _rate(rate) and _same_system(price, rate)):
        return None
    norm = normalise(rate)
    if norm.value <= 0:
        return None
    unit, per_cost, noun = WORK[norm.unit]
    per = price.per.value if price.per else "system"
    hourly = norm.value * 3600
    value = price.value / hourly * per_cost
    work = norm.unit.split("/")[0]
    steps = ([f"throughput: {norm.derivation}"] if norm.derivation else []) + [
        f"{number(norm.value)} {norm.unit} x 3,600 s = {number(hourly)} {work} per {per}-hour",
        f"{number(price.value)} USD per {per}-hour / {number(hourly)} {work} x {number(per_cost)}"
        f" = {number(value)} USD per {noun} ({unit})"]
    counted = f"{work} counted as the throughput's sentence counts them"
    return UnitCost(price, rate, value, unit, tuple(steps), (*ASSUMPTIONS, counted))


def unit_costs(claims: Iterable[Claim]) -> list[UnitCost]:
    """Every cost per unit of work the documents allow, one per (price, throughput) pair."""
    by_doc: dict[str, list[Claim]] = {}
    for claim in claims:
        by_doc.setdefault(document_key(claim), []).append(claim)
    out = []
    for key in sorted(by_doc):
        group = by_doc[key]
        for price in (c for c in group if _hourly(c)):
            out += [u for u in (derive(price, rate) for rate in group if _rate(rate)) if u]
    return out


def cost_out(cost: UnitCost) -> UnitCostOut:
    """A derived cost as a record."""
    s = cost.price.source
    return UnitCostOut(document=s.title or s.url, price_claim=cost.price.id,
                       throughput_claim=cost.throughput.id, value=cost.value, unit=cost.unit,
                       derivation=cost.derivation, assumptions=cost.assumptions)

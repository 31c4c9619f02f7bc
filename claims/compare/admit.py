"""What may be compared at all: performance quantities of a closed metric class, in its units.

A figure is admitted when its metric is a comparable member of the vocabulary
and its unit is one that metric's quantity is stated in. Everything else (a
count of GPUs, a capacity, a clock, a ratio to some baseline, a cost quoted as
"50% lower") is kept out, and the reason says which of those it is.
"""

from __future__ import annotations

from claims.memo import by_identity
from claims.model import RUN_SETTING, Claim, Kind
from claims.vocabulary.metrics import Klass, Metric, is_metric, metric_of

# Why a class is never set side by side across vendors, in the buyer's words.
_WHY_NOT = {
    Klass.config: "a setup count, not a result",
    Klass.capacity: "a capacity, not a result",
    Klass.ratio: "a ratio to its own baseline",
    Klass.share: "a percentage of something unnamed",
    Klass.utilization: "a share of a resource, different per system",
    Klass.hit_rate: "a cache's share, different per cache and traffic",
    Klass.frequency: "a clock rate, a specification",
    Klass.power: "a power rating or draw, not a result",
    Klass.dimension: "a physical size",
}


@by_identity(1 << 16)
def metric(claim: Claim) -> Metric | None:
    """The claim's vocabulary member, or None for a metric outside the vocabulary."""
    return metric_of(claim.metric) if is_metric(claim.metric) else None


@by_identity(1 << 16)
def refusal(claim: Claim) -> str | None:
    """Why the claim may not be compared with any other, or None when it may."""
    member = metric(claim)
    if member is None:
        return f"metric {claim.metric!r} is not in the vocabulary"
    if not member.comparable and not _footprint(claim, member):
        return _WHY_NOT.get(member.klass, "not a performance quantity")
    if not member.takes(claim.unit) and not _scaled_unit(member, claim.unit):
        return f"a {member.name} stated in {claim.unit}: a relative figure"
    if claim.kind is Kind.config:
        return "a setup figure, not a result"
    if _identity(claim, member):
        return "the reference row: a copy of the input, no compression"
    return None


def _identity(claim: Claim, member: Metric) -> bool:
    """True for a compression ratio of exactly the original size (1x, 100%): the reference
    row that copies the input ("memcpy") sets the table's scale, it is no codec's result."""
    return member.klass is Klass.compression and (claim.unit, claim.value) in (("x", 1.0),
                                                                             ("%", 100.0))


def _footprint(claim: Claim, member: Metric) -> bool:
    """True for memory a table ties to one run of a job ("| Run 1 memory (GB) |"): what the
    run used, a measured result, where a part's memory is a capacity of the part."""
    return member.klass is Klass.capacity and member.name == "memory" and any(
        s.name == RUN_SETTING for s in claim.conditions.settings)


def _scaled_unit(member: Metric, unit: str) -> bool:
    """True for a unit the normaliser rescales into one the metric takes (MB/s -> GB/s)."""
    from claims.compare.units import canonical

    return member.takes(canonical(unit)[0])


def klass(claim: Claim) -> Klass | None:
    """The metric class of an admitted claim."""
    member = metric(claim)
    return member.klass if member else None


@by_identity(1 << 16)
def quantity(claim: Claim) -> Klass | None:
    """The class a figure is compared as: a rate one stream sees is a user's speed."""
    from claims.compare.operating import is_single_stream

    cls = klass(claim)
    if cls is Klass.throughput and is_single_stream(claim):
        return Klass.user_speed
    return cls


def klass_name(claim: Claim) -> str:
    """The class's name, or the raw metric for a claim outside the vocabulary."""
    cls = klass(claim)
    return cls.value if cls is not None else claim.metric

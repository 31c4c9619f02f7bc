"""What may be compared at all: performance quantities of a closed metric class, in its units.

A figure is admitted when its metric is a comparable member of the vocabulary
and its unit is one that metric's quantity is stated in, or when it is a named model's
specification (`claims.compare.specs`: parameters, training tokens, FLOPs per input).
Everything else (a count of GPUs, a capacity, a clock, a ratio to some baseline, a cost
quoted as "50% lower") is kept out, and the reason says which of those it is.
"""

from __future__ import annotations

from claims.compare.specs import spec_refusal, specification
from claims.memo import by_identity
from claims.model import RUN_SETTING, Claim, Kind, Per
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
    if specification(claim) is not None:  # a model's own figure (`claims.compare.specs`)
        return spec_refusal(claim)
    if not member.comparable and not _footprint(claim, member):
        return _WHY_NOT.get(member.klass, "not a performance quantity")
    if not member.takes(claim.unit) and not _scaled_unit(member, claim.unit):
        return f"a {member.name} stated in {claim.unit}: a relative figure"
    if claim.kind is Kind.config:
        return "a setup figure, not a result"
    if _uncounted(claim, member):
        return "a bare number: what it counts is not named"
    rated = _link_rating(claim, member)
    if rated:
        return f"the rated speed of {rated}, a specification"
    if _identity(claim, member):
        return "the reference row: a copy of the input, no compression"
    return None


# Bits per second in one of each bandwidth unit (a link's rate is kept in Gbit/s).
_GBIT = {"Gbit/s": 1.0, "GB/s": 8.0, "TB/s": 8000.0}


def _link_rating(claim: Claim, member: Metric) -> str | None:
    """The link whose published rate the figure is, when its own sentence names that link
    and the figure is that rate, one way or both ("18x 4th Gen NVLink at 900GB/s", "PCIe
    Gen5 x16, 64 GB/s"): the part's rating, written in its description, not what a run
    moved. A measured rate meets a line rate only by chance, and then says so ("reached")."""
    from claims.vocabulary.hardware_limits import links_named

    factor = _GBIT.get(claim.unit)
    if member.klass is not Klass.bandwidth or factor is None:
        return None
    gbit = claim.value * factor
    for link in links_named(claim.source.quote):
        rates = (link.gbit_s, link.gbit_s / 2) if link.bidirectional else \
            (link.gbit_s, link.gbit_s * 2)
        if any(abs(gbit - r) <= 0.01 * r for r in rates):
            return link.name
    return None


def _uncounted(claim: Claim, member: Metric) -> bool:
    """True for a quality figure stated as a count with nothing counted: a field of a results
    row ("GEN_LEN: 3615190.2", the length the accuracy run generated) read under an accuracy
    header is no score, and a number of answers is one only when the text names them."""
    return member.klass is Klass.accuracy and claim.unit == "count" and not claim.count_noun


def _identity(claim: Claim, member: Metric) -> bool:
    """True for a compression ratio of exactly the original size (1x, 100%): the reference
    row that copies the input ("memcpy") sets the table's scale, it is no codec's result."""
    return member.klass is Klass.compression and (claim.unit, claim.value) in (("x", 1.0),
                                                                             ("%", 100.0))


def _footprint(claim: Claim, member: Metric) -> bool:
    """True for memory a table ties to one run of a job ("| Run 1 memory (GB) |"), or that
    one operation or iteration of a benchmark allocates ("162 B/op"): what the work used, a
    measured result, where a part's memory is a capacity of the part."""
    return member.klass is Klass.capacity and member.name == "memory" and (
        claim.per in _WORK_PER or any(s.name == RUN_SETTING for s in claim.conditions.settings))


# The units of work a micro-benchmark divides by: what one of them uses is the code's result.
_WORK_PER = frozenset({Per.operation, Per.iteration})


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


def counted_gap(left: Claim, right: Claim) -> tuple[str, str] | None:
    """What each side counts, when two counts per operation count different things
    ("allocs" against "cache misses"); an abbreviation of the other's noun ("alloc" of
    "allocation") counts the same thing. None when they count one thing, or are no such counts."""
    if klass(left) is not Klass.work_count or klass(right) is not Klass.work_count:
        return None
    a, b = (_singular(c.count_noun or "") for c in (left, right))
    if a and b and (a.startswith(b) or b.startswith(a)):
        return None
    return left.count_noun or "not named", right.count_noun or "not named"


def _singular(noun: str) -> str:
    """A counted noun folded for comparison: lower case, a plural's "s" dropped."""
    noun = " ".join(noun.casefold().split())
    return noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun


def per_operation(claim: Claim) -> bool:
    """True for what one operation or iteration of a benchmark uses (bytes, allocations):
    fixed by the code that runs, not by the machine it runs on."""
    return claim.per in _WORK_PER and klass(claim) in (Klass.capacity, Klass.work_count)

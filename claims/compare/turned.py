"""A time per unit of work set beside a rate of that work: "28.91 ms per token" against
"6.08 tokens/s". The time is turned over (1 / t) into the rate, and the step is shown as a
normalisation, never done silently; two times per unit compare as times."""

from __future__ import annotations

from claims.compare.admit import klass, metric
from claims.compare.normalise import PER_SYSTEM, Normalised, normalise, number
from claims.compare.units import canonical
from claims.model import Claim, Per
from claims.vocabulary.metrics import Klass

# The rate a time per one unit of work becomes: per token, per operation, per iteration.
# A time per request is a latency, which no inverse turns into a request rate (concurrency).
_RATES = {Per.token: "tokens/s", Per.operation: "ops/s", Per.iteration: "iterations/s"}
_TIMES = frozenset({Klass.latency, Klass.duration, Klass.tpot})
_WORDS = {Per.token: "token", Per.operation: "operation", Per.iteration: "iteration"}


def rate_of(claim: Claim) -> str | None:
    """The rate unit a time per unit of work turns over into, or None for any other figure."""
    member = metric(claim)
    if member is None or member.klass not in _TIMES or claim.per not in _RATES:
        return None
    if canonical(claim.unit)[0] != "s" or claim.value <= 0:
        return None
    return _RATES[claim.per]


def faces(time: Claim, rate: Claim) -> bool:
    """True when `time` is a time per unit of work and `rate` a rate of that same work."""
    unit = rate_of(time)
    return unit is not None and klass(rate) in (Klass.throughput, Klass.user_speed) \
        and normalise(rate).unit == unit


def turned(claim: Claim) -> Normalised:
    """A time per unit of work as the rate it gives, with the arithmetic: "1 / 0.02891 s
    per token = 34.59 tokens/s"."""
    unit = rate_of(claim)
    if unit is None:
        raise ValueError(f"{claim.unit} per {claim.per} is no time per unit of work")
    stated = normalise(claim)
    seconds = stated.value
    steps = [stated.derivation] if stated.derivation else []
    word = _WORDS[claim.per] if claim.per is not None else "unit"
    steps.append(f"1 / {number(seconds)} s per {word} = {number(1 / seconds)} {unit}")
    return Normalised(1 / seconds, unit, PER_SYSTEM, "; ".join(steps))

"""A rate that disagrees by a power of ten with the amount and the time it was worked out
from: "51.88 MiB sent in 7678 ms" gives about 57 Mbit/s, so a summary's "540Mbit/s" for the
same system slipped a decimal place.

The amount and the time must stand in one sentence (one transfer, one job), the rate
anywhere in the document, and the two must name the same software, hardware and model as
far as their records say. A rate within 15% of some such quotient is that quotient,
rounded; one that is 10, 100 or 1000 times one of them (within 10%), and agrees with none,
is the same quantity given two values.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from checkers.facts import format_number, performance, short
from checkers.rule import Hit
from claims.model import Claim, Kind

#: Canonical units of amount and of rate, and the factor from amount per second to rate.
_RATES = {"GB/s": 1.0, "Gbit/s": 8.0}
_AGREES, _SLIPPED = 0.15, 0.10
_POWERS = (10.0, 100.0, 1000.0)


def _setup(claim: Claim) -> tuple[object, ...]:
    """What a record says ran: the software names, the hardware and the model."""
    cond = claim.conditions
    return (frozenset(s.name.casefold() for s in cond.software), cond.hardware, cond.model)


def _quotients(claims: Iterable[Claim]) -> list[tuple[Claim, Claim, float]]:
    """(amount, time, GB per second) for each sentence stating one amount and one time."""
    by_sentence: dict[str, list[Claim]] = {}
    for claim in claims:
        if claim.kind is not Kind.config and claim.value > 0 and claim.unit in ("GB", "s"):
            by_sentence.setdefault(claim.source.quote, []).append(claim)
    out = []
    for group in by_sentence.values():
        amounts = [c for c in group if c.unit == "GB"]
        times = [c for c in group if c.unit == "s"]
        if len(times) == 1 and amounts:
            # The largest amount is the whole transfer ("100000 messages of 544 bytes sent
            # in 7678ms; 51.88 MiB in total"), a message's size a part of it.
            amount = max(amounts, key=lambda c: c.value)
            out.append((amount, times[0], amount.value / times[0].value))
    return out


def _near(one: float, two: float, within: float) -> bool:
    """True when two positive values are within a share of each other."""
    return abs(one - two) <= within * max(one, two)


def rate_slips(claims: Sequence[Claim]) -> Iterator[Hit]:
    """Rates 10, 100 or 1000 times what their amount and time give, agreeing with none."""
    quotients = _quotients(claims)
    if not quotients:
        return
    for rate in performance(claims):
        factor = _RATES.get(rate.unit)
        if factor is None or rate.value <= 0:
            continue
        derived = [(a, t, q * factor) for a, t, q in quotients if _setup(a) == _setup(rate)]
        if not derived or any(_near(rate.value, d, _AGREES) for _, _, d in derived):
            continue
        for amount, time, value in derived:
            power = next((p for p in _POWERS if _near(rate.value, value * p, _SLIPPED)
                          or _near(rate.value * p, value, _SLIPPED)), None)
            if power is not None:
                yield Hit(f"{short(rate)} is {format_number(power)} times off the "
                          f"{format_number(round(value * 1000, 1))} M{rate.unit[1:]} that "
                          f"{short(amount)} in {short(time)} gives: the same rate given two "
                          "values", (rate, amount, time))
                break

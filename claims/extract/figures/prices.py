"""Prices: a currency figure and what it is per ("$2.10 per GPU-hour", "$0.07/Mtok",
"Cost per million tokens: $0.07")."""

from __future__ import annotations

import re
from dataclasses import replace

from claims.extract.figures.candidate import Candidate
from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import PER_WORDS, Unit

_USD = Unit("USD", 1, "cost")
# "per <denominator>" then only linking words up to the figure: "Cost per hour: $2.50",
# "Energy per token fell to 0.18 J" (the gap group holds the linking words).
_LEAD_IN = lazy(r"\bper\s+[\w-]+(?:\s+[\w-]+){0,2}?(?P<gap>\s*[:=,]?\s*(?:(?:is|was|are|"
                r"were|now|at|of|just|only|about|roughly|around|fell|dropped|rose|"
                r"to|stands|came|in)\s+)*)\$?$", re.I)
_PER_TOKEN = lazy(r"per\s+(?:(?:output|generated|decoded|input)\s+)?token", re.I)


_MARK = lazy(r"[A-Z]{3}(?=\s?\d)")


def priced(scan: str, cand: Candidate) -> Candidate:
    """A currency figure: USD, or USD per hour / per million tokens; another currency
    keeps its own code ("€0.02" -> EUR), as when it is written after the number."""
    if cand.currency_code != "USD":
        mark = _MARK.match(scan, cand.start)  # "€", or a code before the amount ("EUR")
        return replace(cand, unit=Unit(cand.currency_code, 1, "cost"),
                       unit_text=mark.group() if mark else scan[cand.start])
    return price_per(scan, replace(cand, unit=_USD, unit_text="$"))


def price_per(scan: str, cand: Candidate) -> Candidate:
    """USD as USD/h, USD/Mtok or USD/month when a price denominator follows (or is named
    just before)."""
    m = unit_patterns.PRICE_PER_RE.match(scan, cand.end)
    if not m:
        return _price_per_before(scan, cand)
    per_unit = _price_unit(cand, m)
    return replace(per_unit, unit_text=(cand.unit_text or "") + m.group(0), end=m.end())


def _price_unit(cand: Candidate, m: re.Match[str]) -> Candidate:
    """A dollar price with the denominator a PRICE_PER_RE match names (and its GPU)."""
    if m.group("hour"):
        cand = replace(cand, unit=Unit("USD/h", 1, "cost"))
    elif m.group("month"):
        cand = replace(cand, unit=Unit("USD/month", 1, "cost"))
    else:
        # Prices per token and per thousand are scaled to the canonical per million.
        scale = 1 if m.group("mtok") else 1e3 if m.group("ktok") else 1e6
        cand = replace(cand, unit=Unit("USD/Mtok", 1, "cost"), value=cand.value * scale)
    if m.group("gpu"):
        cand = replace(cand, per=PER_WORDS.get(m.group("gpu").lower()))
    return cand


def per_token_before(scan: str, start: int) -> bool:
    """True when "per token" is named just before a figure, with only linking words
    between ("Energy per output token fell to 0.18 J")."""
    lead = _LEAD_IN.search(scan, max(0, start - 40), start)
    return lead is not None and _PER_TOKEN.fullmatch(scan, lead.start(), lead.start("gap")) \
        is not None


def _price_per_before(scan: str, cand: Candidate) -> Candidate:
    """A price whose denominator is named just before it: "Cost per million tokens: $0.07",
    "the price per GPU-hour is $2.10" (only linking words between, no other number)."""
    lead = _LEAD_IN.search(scan, max(0, cand.start - 40), cand.start)
    if lead is None:
        return cand
    m = unit_patterns.PRICE_PER_RE.match(scan, lead.start())
    if m is not None and m.end() == lead.start("gap"):
        return _price_unit(cand, m)
    return cand

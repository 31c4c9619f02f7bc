"""Whether a specification figure may be a side of a ratio.

A clock speed, a power rating, a memory size or a core count describes a part; two such
figures of one section often divide to some ratio by chance (a 4.8 GHz boost over a 3.8 GHz
base is 1.26). A ratio is explained by two of them only when it measures that quantity
itself ("a boost clock 26% above the base"): a vendor's "26% faster in games" is no quotient
of its chips' clocks, and still owes its baseline.
"""

from __future__ import annotations

from checkers.facts import SPECIFICATION_METRICS, clause_around, norm, value_place
from claims.extract.facts.clause_words import said_stems, word_stems
from claims.memo import by_identity
from claims.model import Claim, Kind
from claims.vocabulary.metrics import METRICS, Klass, is_metric, metric_of
from claims.vocabulary.quantities import is_result

#: What a part is rather than what a run gave: its clocks, ratings and sizes and its power
#: rating. Memory is a result as often as a specification ("12 GB less memory"): only a
#: configuration record ("70 MB of cache") says it describes the part.
_SPEC_CLASSES = frozenset({Klass.frequency, Klass.rating, Klass.dimension, Klass.power})
_SPEC_METRICS = SPECIFICATION_METRICS | frozenset(
    norm(key) for m in METRICS.values() if m.klass in _SPEC_CLASSES
    for key in (m.name, *m.aliases))


def is_spec_side(claim: Claim) -> bool:
    """True for a figure that states what a part is (a clock, a rating, a configured size),
    not what a run gave."""
    # A configured count stays a possible side: a misread table ("500.0 | 1700.0" under a
    # header the extraction took for a count of cards) still gives a speed-up its sides.
    return (claim.kind is Kind.config and claim.unit != "count") \
        or norm(claim.metric) in _SPEC_METRICS or not is_result(claim.unit)


@by_identity(1 << 12)
def quantity_words(claim: Claim) -> frozenset[str]:
    """The stems of the words that name what a specification figure states: its unit as
    written ("GHz"), its counted noun ("cores"), what it measures ("clock frequency") and its
    metric's names ("frequency", "clock")."""
    parts = [claim.unit_text or "", claim.count_noun or "", claim.measures or ""]
    if is_metric(claim.metric):
        found = metric_of(claim.metric)
        parts.extend((found.name, *found.aliases))
    return frozenset(s for s in word_stems(" ".join(parts).replace("_", " "))
                     if len(s) > 1 and s not in _GENERIC)


# Words every figure's description may hold, which name no quantity of their own.
_GENERIC = frozenset({"count", "percentage", "ratio", "number", "of", "per", "the", "a"})


def spec_key(side: Claim) -> tuple[str, frozenset[str]] | None:
    """What names a specification figure's quantity (what its record says it measures, and
    the words that name it); None for a figure a run gave."""
    return (norm(side.measures), quantity_words(side)) if is_spec_side(side) else None


def names_quantity(ratio: Claim, key: tuple[str, frozenset[str]] | None) -> bool:
    """True when the ratio measures the quantity `spec_key` gave (its own record says so,
    or its clause names it: "26% higher boost clock", "50% more cores"; not "a 4.8 GHz
    boost, and 26% faster in games"); always for a figure a run gave (None)."""
    if key is None:
        return True
    measures, named = key
    if measures and norm(ratio.measures) == measures:
        return True
    quote = ratio.source.quote
    start, end = clause_around(quote, max(0, value_place(ratio)))
    return not said_stems(quote[start:end]).isdisjoint(named)


def may_be_sides(ratio: Claim, low: Claim, high: Claim) -> bool:
    """True unless a side is a specification figure whose quantity the ratio does not
    measure."""
    return all(names_quantity(ratio, spec_key(side)) for side in (low, high))

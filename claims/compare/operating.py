"""Operating points: the per-user speed a system throughput was measured at, within one document."""

from __future__ import annotations

import re
from collections.abc import Sequence

from claims.memo import by_identity
from claims.model import Claim, Per
from claims.vocabulary.lazy import lazy
from claims.vocabulary.metrics import Klass, is_metric, metric_of


def is_per_user_speed(claim: Claim) -> bool:
    """True for a per-user rate (tokens/s per user): the operating point of a throughput."""
    return claim.per == Per.user and claim.unit.endswith("/s")


def _is_rate(claim: Claim) -> bool:
    """True for a rate that grows with the system (tokens/s, IOPS...), not a per-user one."""
    return claim.unit.endswith("/s") and claim.per not in (Per.user, Per.request, Per.query)


def operating_points(claims: Sequence[Claim]) -> dict[str, float]:
    """Per-user speed each system rate in one document was measured at, by claim id.

    The pairing is the nearest per-user rate in the same section (by character
    offset), since announcements state a throughput and its per-user speed together.
    """
    speeds = [c for c in claims if is_per_user_speed(c)]
    out: dict[str, float] = {}
    if not speeds:
        return out
    for claim in claims:
        if not _is_rate(claim):
            continue
        near = [s for s in speeds if s.source.section == claim.source.section]
        if not near:
            continue
        here = claim.source.span.start if claim.source.span else 0
        best = min(near, key=lambda s: (abs((s.source.span.start if s.source.span else 0) - here),
                                        s.id))
        out[claim.id] = best.value
    return out


# Words that make a figure one user's (or one stream's) speed, read in the figure's own clause.
_ONE_STREAM = lazy(
    r"\b(?:per|each|a|one|every|single)\s+user\b|\bsingle[- ](?:stream|request|user|batch)\b"
    r"|\bconcurrency\s*(?:of\s*|=\s*)?1\b|\bbatch\s+size\s*(?:of\s*|=\s*)?1\b"
    r"|\bone\s+request\s+at\s+a\s+time\b|\bmin(?:imum)?[- ]latency\s+(?:case|scenario)\b",
    re.I)


@by_identity(1 << 16)
def is_single_stream(claim: Claim) -> bool:
    """True for a speed one user or one stream sees: per user, at concurrency 1, or said so
    in the figure's own words. Such a speed is never a system's throughput. A storage rate at
    queue depth 1 is no user's speed: only a rate of work served (tokens, requests) is one."""
    if not is_metric(claim.metric) or metric_of(claim.metric).klass not in (
            Klass.throughput, Klass.user_speed):
        return False
    if claim.per is Per.user or claim.conditions.concurrency == 1:
        return True
    if claim.per is not None and claim.per not in (Per.system, Per.instance, Per.server):
        return False
    from claims.compare.scenario import own_words

    return _ONE_STREAM.search(own_words(claim)) is not None


# "12,000 tokens/s per node at 20 tokens per second per user": the per-user speed a system's
# rate was measured at, stated right after it.
_AT_USER_SPEED = lazy(
    r"[^,;:]{0,60}?\bat\s+(?:about\s+|roughly\s+|around\s+|~)?(?P<v>\d[\d,]*(?:\.\d+)?)\s*"
    r"(?:output\s+)?(?:tokens?|toks?|tok)\s*(?:/\s*s(?:ec)?|per\s+sec(?:ond)?|a\s+second)\s*"
    r"(?:/\s*|per\s+|for\s+each\s+|each\s+)user\b", re.I)


@by_identity(1 << 16)
def stated_operating_point(claim: Claim) -> float | None:
    """The per-user speed a system throughput's own sentence says it was measured at, or None."""
    if claim.per is Per.user or not claim.unit.endswith("/s"):
        return None
    from claims.compare.scenario import figure_end

    quote = claim.source.quote
    end = figure_end(claim, quote)
    found = _AT_USER_SPEED.match(quote, end) if end is not None else None
    return float(found.group("v").replace(",", "")) if found else None

"""The scenario a figure was measured in, read from its own quote: MLPerf Offline or Server,
read or write, sequential or random, hot or cold, single- or multi-core, power or throughput run.

Records carry the benchmark, not always its scenario, yet a buyer never sets an
Offline figure beside a Server one, nor a read speed beside a write speed. Each
family is a small table of words; the word that shares the figure's clause
wins, else the nearest one before the figure in the same quote.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from claims.memo import by_identity
from claims.model import Claim
from claims.vocabulary.benchmarks import SCENARIO_HEADER
from claims.vocabulary.lazy import lazy
from claims.vocabulary.serving_phases import PHASE as PHASE  # re-exported for `align`
from claims.vocabulary.serving_phases import PHASE_WORDS, TOKEN_WORDS
from claims.vocabulary.serving_phases import TOKENS as TOKENS

LOAD = "load offered or measured"
ORDER = "sequential or random"
_NUMBER = lazy(r"(?<![\w.])\d[\d,]*(?:\.\d+)?")
# family -> {word (lower case, whole word) -> scenario value}
FAMILIES: Mapping[str, Mapping[str, str]] = {
    "MLPerf scenario": {"offline": "offline", "server": "server", "interactive": "interactive",
                        "single stream": "single stream", "single-stream": "single stream",
                        "multistream": "multistream", "multi-stream": "multistream"},
    "read or write": {"read": "read", "reads": "read", "reading": "read",
                  "write": "write", "writes": "write", "writing": "write"},
    ORDER: {"sequential": "sequential", "sequentially": "sequential", "random": "random",
            "randomly": "random"},
    "hot or cold run": {"hot": "hot", "warm": "warm", "cold": "cold"},
    "single or multi-core": {"single-core": "single-core", "single core": "single-core",
              "multi-core": "multi-core", "multi core": "multi-core",
              "multicore": "multi-core"},
    "TPC run": {"power run": "power run", "throughput run": "throughput run"},
    # LLM serving: which tokens a rate counts, and which phase of serving made it.
    TOKENS: TOKEN_WORDS,
    # A rate the benchmark sent is not one the system served: only the offered side is named,
    # so an offered load never meets a figure that does not say it was offered.
    LOAD: {"offered load": "offered", "offered": "offered", "request rate": "offered",
           "arrival rate": "offered", "send rate": "offered", "target rate": "offered"},
    PHASE: PHASE_WORDS,
}
_WORDS = {family: lazy(r"(?<![\w-])(" + "|".join(
    sorted(map(re.escape, words), key=len, reverse=True)) + r")(?![\w-])", re.I)
    for family, words in FAMILIES.items()}
# Families a table column's header gives its cells (`claims.extract.conditions.phase_columns`):
# a row quote holds the prompt's rate and the answer's, and only the header tells them apart.
_HEADED = frozenset({PHASE, TOKENS})
_CLAUSE = lazy(r",\s+(?:and|or)\s+|;\s+|\.\s+|,\s+(?:while|but|whereas)\s+|\s+and\s+(?=\d)")


@lru_cache(maxsize=1 << 12)
def _whole_number(value: int) -> re.Pattern[str]:
    """The digits of `value` standing alone: one pattern per value, not one per claim (a
    pattern made per call overflows `re`'s own cache in a comparison of thousands)."""
    return re.compile(rf"(?<![\d.]){value}(?![\d])")


def _anchor(claim: Claim, quote: str) -> int:
    """Where the figure stands inside its quote (the value's surface text, else its digits),
    else the middle."""
    surface = claim.value_text or ""
    at = quote.find(surface) if surface else -1
    if at < 0 and claim.value == int(claim.value):
        found = _whole_number(int(claim.value)).search(quote)
        at = found.start() if found else -1
    return at if at >= 0 else len(quote) // 2


def anchor(claim: Claim, quote: str) -> int:
    """Where the figure stands inside `quote` (its surface text, else its digits), else the
    middle: for readers of other words of the quote (`claims.compare.suite_tests`)."""
    return _anchor(claim, quote)


def clause(quote: str, at: int) -> tuple[int, int]:
    """The bounds of the clause of `quote` around offset `at` (as `scenarios` reads it)."""
    return _clause(quote, at)


def _clause(quote: str, at: int) -> tuple[int, int]:
    """The bounds of the clause around offset `at`."""
    start, end = 0, len(quote)
    for cut in _CLAUSE.finditer(quote):
        if cut.end() <= at:
            start = cut.end()
        elif cut.start() >= at:
            end = cut.start()
            break
    return start, end


def figure_end(claim: Claim, quote: str) -> int | None:
    """Where the figure's number ends in its quote ("$2.40": after the digits), or None when
    it is not found there."""
    at = _anchor(claim, quote)
    number = _NUMBER.search(quote, at, at + len(claim.value_text or "") + 1)
    return number.end() if number else None


@by_identity(1 << 16)
def own_words(claim: Claim) -> str:
    """The words that belong to the figure alone: its clause, cut at the numbers before and
    after it ("served 480,000 tokens/s at 150 tokens/s per user": 480,000 owns "tokens/s at")."""
    quote = claim.source.quote
    at = _anchor(claim, quote)
    lo, hi = _clause(quote, at)
    number = _NUMBER.match(quote, at)
    end = number.end() if number else at
    before = [m.end() for m in _NUMBER.finditer(quote, lo, at)]
    after = _NUMBER.search(quote, end, hi)
    return quote[max([lo, *before]):after.start() if after else hi]


# Storage's convention: an operations-per-second figure is a random-access one unless its
# text says otherwise (sequential speeds are given in bytes per second).
_RANDOM_BY_DEFAULT = frozenset({"IOPS"})
_BARE_ACCESS = lazy(r"(?:read|write|read/write)s?", re.I)


def workload(claim: Claim) -> str | None:
    """The claim's workload as a buyer reads it: a bare "read" or "write" of an IOPS
    figure is a random read or write, by the field's convention."""
    stated = claim.conditions.workload
    if stated and SCENARIO_HEADER.fullmatch(stated):
        # a column headed "Server" gave its cells their scenario, compared as such
        # (`scenarios`), not the benchmark: that is unstated on the record
        return None
    if stated and claim.unit in _RANDOM_BY_DEFAULT and _BARE_ACCESS.fullmatch(stated.strip()):
        return f"random {stated.strip().casefold()}"
    return stated


_JOIN = lazy(r"\b(?:and|or|while|whereas|but|vs\.?|versus|against)\b|[,;]", re.I)


def _own_hits(quote: str, at: int, end: int, lo: int, hi: int,
              inside: list[re.Match[str]]) -> re.Match[str] | None:
    """The word of a family that belongs to the figure at `at` alone: the last one between
    the figure before it (and the conjunction after that) and it ("reads at 14.5 GB/s and
    writes at 13 GB/s": "writes" is 13's), else the first after it, before a conjunction or
    the next figure ("$2.40 per million output tokens"); None when neither holds one."""
    starts = [m.start() for m in _NUMBER.finditer(quote, lo, hi)]
    previous = max([lo, *(x for x in starts if x < at)], default=lo)
    if previous != lo:
        number = _NUMBER.match(quote, previous)
        previous = number.end() if number else previous
    following = min([hi, *(x for x in starts if x >= end)])
    joined = _JOIN.search(quote, end, following)
    stop = joined.start() if joined else following
    if previous != lo:  # "input tokens and $2.40": words before the conjunction are the last's
        cuts = [m.end() for m in _JOIN.finditer(quote, previous, at)]
        previous = cuts[-1] if cuts else previous
    before = [m for m in inside if previous <= m.start() < at]
    after = [m for m in inside if end <= m.start() < stop]
    return before[-1] if before else after[0] if after else None


@by_identity(1 << 16)
def scenarios(claim: Claim) -> dict[str, str]:
    """family -> scenario value the claim's quote (or its workload) names for the figure.

    Cached per claim, so callers must not change the mapping they get."""
    quote = claim.source.quote
    at = _anchor(claim, quote)
    lo, hi = _clause(quote, at)
    end = figure_end(claim, quote) or at
    out: dict[str, str] = {}
    for family, pattern in _WORDS.items():
        hits = list(pattern.finditer(quote))
        inside = [m for m in hits if lo <= m.start() < hi]
        before = [m for m in hits if m.start() < at]
        named = sorted({FAMILIES[family][m.group(1).casefold()] for m in inside})
        if len(named) > 1 and inside[-1].start() - inside[0].end() < 12:
            # "in both the Server and Offline scenarios": one figure for both
            out[family] = ", ".join(named)
            continue
        own = _own_hits(quote, at, end, lo, hi, inside)
        chosen = (own if own is not None
                  else min(inside, key=lambda m: abs(m.start() - at)) if inside
                  else before[-1] if before else None)
        if chosen is None and claim.conditions.workload:
            chosen = pattern.search(claim.conditions.workload)
        if chosen is not None:
            out[family] = FAMILIES[family][chosen.group(1).casefold()]
    for setting in claim.conditions.settings:
        if setting.name in _HEADED:  # "Prompt eval rate" over the cell says it for the row
            out[setting.name] = setting.value
    if claim.unit in _RANDOM_BY_DEFAULT:
        out.setdefault(ORDER, "random")
    return out

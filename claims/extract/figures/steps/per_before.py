"""The `per_before` step: a denominator written before the figure: "per-GPU throughput of",
"each user receives", "for one user", "Per request, the proxy spends 1 ms", and the per
token of a latency named as one ("TPOT 38 ms")."""

from __future__ import annotations

import re
from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.extract.figures.denominators import may_take_per, takes
from claims.extract.figures.words import last
from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import PER_WORDS

EXAMPLES = (
    Example("Per-GPU throughput reached 24,000 tokens per second.",
            ("24000 tokens/s per GPU",)),
    Example("Per request, the proxy spends 1 ms.", ("0.001 s per request",)),
    Example("TPOT was 38 ms.", ("0.038 s per token",)),
    Example("Decode runs at 180 tokens per second for one user.",
            ("180 tokens/s per user", "1 count user")),
    Example("Single-stream decode reached 210 tokens/s.", ("210 tokens/s per user",)),
    Example("It has 64 cores per socket and 768 GB.", ("64 count cores", "768 GB")),
    Example("Single-thread copy ran at 9 GB/s.", ("9 GB/s",)),
)

# A sentence that opens with its denominator: "Per request, the proxy spends 1 ms".
_OPENING_PER = lazy(r"\s*(?:per|for\s+each|for\s+every)\s+(?P<noun>" + "|".join(
    sorted(PER_WORDS, key=len, reverse=True)) + r")\s*,", re.I)
_COMPARED = lazy(r"[,;]|\bversus\b|\bvs\.?|\bthan\b|\bcompared\b")
_AND = lazy(r"\band\b|\bplus\b")


def attach_per_before(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Each figure without a denominator, with the one written before it (if any)."""
    opening = _OPENING_PER.match(ctx.scan)
    return [_with_per_before(ctx.scan, cand, opening) for cand in found]


def _with_per_before(scan: str, cand: Candidate, opening: re.Match[str] | None) -> Candidate:
    """The figure with a denominator named before it, right after it ("for each user"),
    or at the sentence's opening; a latency named per token is per token."""
    if cand.per is not None or cand.unit is None or not may_take_per(cand.unit):
        return cand
    left = _COMPARED.split(cand.left)[-1]  # "..., versus 82 Gbps": not this figure's
    window = left[-48:]
    named = last(unit_patterns.PER_BEFORE_RE, window)
    if named is not None and _AND.search(window, named.end()):
        named = None  # "64 cores per socket and 768 GB": the count's denominator
    if named is None:
        # "180 tokens/s for one user" (read past the count that "one user" is as well)
        named = unit_patterns.PER_RIGHT_RE.match(cand.right) or \
            unit_patterns.PER_RIGHT_RE.match(scan, cand.end) or opening
    if named is not None and _one_stream(named) and (
            cand.unit.canonical != "tokens/s" or named.group("noun").lower() == "thread"):
        named = None  # one TCP stream, one replication session, one thread: an operating point
    if named is not None and takes(cand.unit, per := PER_WORDS[named.group("noun").lower()]):
        return replace(cand, per=per)
    if named is None and cand.unit.canonical == "s" and _names_token_latency(window):
        return replace(cand, per="token")
    return cand


def _one_stream(named: re.Match[str]) -> bool:
    """True for "a single stream", "one session", "single-stream": the speed one user sees
    when it is a token rate, else the load a system figure was measured at; "one thread",
    "single-thread" is that load at any rate, as "1 thread" is: no per-thread rate."""
    return named.group("noun").lower() in ("stream", "session", "thread") and \
        named.group(0).lstrip().lower().startswith(("single", "one", "a single", "for one",
                                                    "for a single", "with one", "with a"))


def _names_token_latency(window: str) -> bool:
    """True when the latencies named before a time are all per token ("TPOT 38 ms",
    "inter-token latency of 9 ms", a "TPOT (median)" column), not "TTFT" or end-to-end."""
    if "T" not in window and "t" not in window:
        return False
    names = list(_LATENCY_NAME.finditer(window))
    if not names or any(m.group("token") is None for m in names):
        return False  # none, or "TTFT and TPOT are 0.3 s and 12 ms": which is which is unsaid
    named = names[-1]
    # Only linking words may stand between the name and the figure: "TPOT of 38 ms", "TPOT
    # (median) stayed under 40 ms"; "the TPOT gains came from a 30 ms prefill" is another time.
    gap = _PARENTHESES.sub(" ", window[named.end():]).lower()
    return all(word.strip(":=,~") in _LINKING_WORDS for word in gap.split())


_PARENTHESES = lazy(r"\([^()]*\)")
_LINKING_WORDS = frozenset({
    "", "of", "was", "is", "are", "were", "be", "at", "to", "by", "from", "only", "just",
    "stayed", "stays", "remained", "remains", "held", "holds", "kept", "under", "below",
    "above", "over", "around", "about", "roughly", "nearly", "near", "approximately",
    "averaged", "averages", "average", "median", "mean", "p50", "p90", "p95", "p99", "fell",
    "falls", "dropped", "drops", "rose", "rises", "reached", "reaches", "hit", "less", "more",
    "than", "up", "down", "its", "their", "the", "a", "an", "becomes", "became",
})
# Latencies by name: one per generated token, or another one (which ends the search).
_LATENCY_NAME = lazy(
    r"\b(?:(?P<token>TPOT|ITL|TBT|inter-token\s+latency|time\s+between\s+tokens)|"
    r"TTFT|TTFB|E2E|end-to-end|time\s+to\s+first\s+token|latency)\b", re.I)

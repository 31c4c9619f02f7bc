"""The `paired_statistics` step: two figures written "A / B" under two statistics written
the same way take one each, in order: "p50/p99: 4 ms / 9 ms", "4/9 ms (p50/p99)"; an
ellipsis pairs them as a slash does, as hyperfine prints its range ("Range (min … max):
120.1 ms … 128.9 ms")."""

from __future__ import annotations

import re
from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.extract.figures.words import last
from claims.vocabulary.lazy import lazy
from claims.vocabulary.statistics import STATS

EXAMPLES = (
    Example("Latency p50/p99: 4 ms / 9 ms.", ("0.004 s (p50)", "0.009 s (p99)")),
    Example("Range (min \u2026 max): 120.1 ms \u2026 128.9 ms",
            ("0.1201 s (min)", "0.1289 s (max)")),
)

# "p50/p99", "median/p99": two statistics, for two figures written "A / B".
_STAT_NAME = r"(p?(?:99\.9|50|75|90|95|99)|median|mean|average|max|min)"
_PAIRING = r"\s*(?:/|\u2026|\.\.\.)\s*"  # a slash or an ellipsis between the two
_STAT_PAIR = lazy(r"\b" + _STAT_NAME + _PAIRING + _STAT_NAME + r"\b", re.I)
_SLASH_GAP = lazy(_PAIRING)


def pair_statistics(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Each "A / B" pair of figures with the two statistics named with it, one each."""
    if "/" not in ctx.scan and "\u2026" not in ctx.scan and "..." not in ctx.scan:
        return found
    out = list(found)
    for index in range(len(found) - 1):
        first, second = found[index], found[index + 1]
        if not _SLASH_GAP.fullmatch(ctx.scan, first.end, second.start):
            continue
        after = ctx.scan[second.end:second.end + 24].lstrip(" (")
        named = last(_STAT_PAIR, first.left) or _STAT_PAIR.match(after)
        if named is not None:
            out[index] = replace(out[index], statistic=STATS[named.group(1).lower().lstrip("p")])
            out[index + 1] = replace(second, statistic=STATS[named.group(2).lower().lstrip("p")])
    return out

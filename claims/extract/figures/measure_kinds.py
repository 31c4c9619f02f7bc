"""Measure kinds: the dimension a column header's measure word names ("Time", "p99 latency",
"Throughput", "Peak memory") and the dimension of a unit (seconds, a rate, bytes, hertz,
watts, joules), so that a unit stated away from a header (a caption, a note, a heading) is
given to the column only where the two agree: "Latency" over bare cells takes the "ms" of
"all times in ms", never the "ops/s" of "(higher is better, ops/s)"."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

# The words that name a measure of each dimension. Words that name several ("rate": an
# error rate is a share, a request rate a rate; "speed": a rate or a ratio; "usage": a share
# or a size) name none here, so a header holding only such words is judged by nothing.
_KIND_WORDS = (
    ("time", lazy(r"\b(?:times?|timings?|latenc(?:y|ies)|durations?|elapsed|runtimes?|"
                  r"wall[\s-]?clock|TTFT|TPOT|ITL|RTT)\b", re.I)),
    ("rate", lazy(r"\b(?:throughputs?|bandwidths?|goodput)\b", re.I)),
    ("size", lazy(r"\b(?:sizes?|memory|footprint|RSS|VRAM|disk\s+space)\b", re.I)),
    ("frequency", lazy(r"\b(?:frequenc(?:y|ies)|clocks?)\b", re.I)),
    ("power", lazy(r"\b(?:power|wattage)\b", re.I)),
    ("energy", lazy(r"\benergy\b", re.I)),
)
# A time per unit of work divides a time by a count ("Time per query") and stays a time; a
# "time" that counts things ("Times called", "# of times") is no measure of time.
_COUNTED_TIMES = lazy(r"\b(?:times\s+(?:called|run|seen|retried)|number\s+of\s+times|"
                      r"#\s*(?:of\s+)?times)\b", re.I)
# A measure word naming a setup, not what the column measures: "Latency-optimized", "Low
# latency mode", "High throughput", "Latency target", "Throughput SLO", "Batch size".
_SETUP_NAMED = lazy(r"\b(?:low|high|target|max(?:imum)?\s+allowed)[\s-]+(?:latency|throughput)\b|"
                    r"\b(?:latency|throughput|memory|power|time)[\s-]+(?:optimi[sz]ed|oriented|"
                    r"bound|sensitive|focused|first|mode|config\w*|profile|preset|targets?|"
                    r"budgets?|SLOs?|SLAs?|limits?|caps?)\b|"
                    # the size of what a run is given is its setting: "(batch size: 4)"
                    r"\b(?:batch|block|page|chunk|input|window|context|tile|beam|step)[\s-]+"
                    r"sizes?\b", re.I)
# Units of each dimension, by their canonical name (the rest: "/s", "/min" rates).
_UNIT_KINDS = {"s": "time", "GB": "size", "Gbit": "size", "Hz": "frequency", "W": "power",
               "J": "energy", "Wh": "energy", "J/token": "energy", "IOPS": "rate",
               "QphH": "rate", "QphDS": "rate"}


def header_kind(header: str) -> str | None:
    """The dimension the measure a header names is of ("p99 latency" -> "time",
    "Throughput" -> "rate"), or None when it names no measure or measures of two kinds
    ("Time / memory")."""
    if _COUNTED_TIMES.search(header):
        return None
    header = _SETUP_NAMED.sub(" ", header)
    kinds = {kind for kind, words in _KIND_WORDS if words.search(header)}
    return kinds.pop() if len(kinds) == 1 else None


def unit_kind(unit: Unit) -> str | None:
    """The dimension of a unit ("s" -> "time", "requests/s" -> "rate"), or None for a unit
    of no dimension here (a percent, a ratio, a count, a score, a price)."""
    name = unit.canonical
    if name in _UNIT_KINDS:
        return _UNIT_KINDS[name]
    if name.endswith(("/s", "/min", "/h")) and not name.startswith(("USD", "EUR", "GBP")):
        return "rate"
    return None


def fits(header: str, unit: Unit) -> bool:
    """Whether a unit stated away from a column may be its cells' unit, as the measure its
    header names goes: a header naming a measure of one dimension refuses a unit of another
    ("Latency" and "ops/s"); a unit or a header of no dimension ("%", "Server") is no
    conflict."""
    named, given = header_kind(header), unit_kind(unit)
    return named is None or given is None or named == given


def matches(header: str, unit: Unit) -> bool:
    """Whether a header names a measure of exactly the unit's dimension ("Time" and "s"):
    the stricter test for a unit stated far from the table, which a column takes only
    where its own header says what it measures."""
    named = header_kind(header)
    return named is not None and named == unit_kind(unit)

"""What a header's words alone say: a column name a tool joins into one token
("disk_size_mb", "issue-pps") read as its words, and a ratio's name ("Speedup")."""

from __future__ import annotations

import re
from collections.abc import Callable

from claims.extract.figures.measure_kinds import header_kind, unit_kind
from claims.vocabulary import unit_patterns
from claims.vocabulary.benchmarks import SCENARIO_HEADER
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import RATE_NOUNS, Unit

_DIGIT = lazy(r"\d")
#: A header's reading: its unit, the words naming it, and the noun it counts (if any).
Named = tuple[Unit, str, str | None]


def underscored(header: str) -> str | None:
    """A tool's column name, words joined by underscores ("tokens_per_second"), as its
    words ("tokens per second"); None for any other header."""
    return header.replace("_", " ") if "_" in header and " " not in header else None


def hyphen_tail(header: str) -> str | None:
    """The last part of a hyphenated name of letters ("issue-pps" -> "pps"), which may be
    its unit; None for a spaced header, one with a digit, or a one-letter tail ("GPT-J")."""
    if "-" not in header or " " in header or _DIGIT.search(header):
        return None
    tail = header.rsplit("-", 1)[1]
    return tail if len(tail) > 1 else None


# A header or row label that names a ratio ("Ratio", "Memory / cube ratio", "Speedup",
# "Write amplification"): its bare numbers are multiples, not counts. A hit or miss ratio is
# a share, left alone.
_RATIO_WORDS = frozenset({"ratio", "ratios", "speedup", "speed-up", "amplification",
                          # "Weak scaling", "Strong scaling": the multiple of one device's rate
                          "scaling"})
_SHARE_WORDS = frozenset({"hit", "miss", "cache", "error", "drop", "loss"})


# What a ratio's name may be followed by in a header: the side it is taken against.
_AGAINST = frozenset({"over", "vs", "vs.", "versus", "with", "against", "relative", "compared",
                      "from", "of"})


def ratio_named(words: list[str]) -> tuple[Unit, str, str | None] | None:
    """The multiple a header or label ending in a ratio's name gives its bare numbers, or
    opening with one before the side it is taken against ("Speedup over vLLM", "Speedup
    with CP/without CP", "Ratio of A to B")."""
    if len(words) > 2 and words[1].lower() in _AGAINST:
        words = words[:1]
    if len(words) > 1 and words[-1].lower() == "factor":  # "Speedup factor"
        words = words[:-1]
    last = words[-1].lower().strip(":")
    if last not in _RATIO_WORDS or (len(words) > 1 and words[-2].lower() in _SHARE_WORDS):
        return None
    hit = unit_patterns.symbol_at("1x", 1)
    return (hit[0], words[-1], None) if hit else None


_RATE_WORDS = frozenset({"rate", "rates"})


def rate_named(words: list[str]) -> tuple[Unit, str, str | None] | None:
    """The rate a header naming "<thing> rate" gives its bare numbers ("Request rate",
    "request-rate", "Frame rate": requests, frames a second), as load tools and LLM serving
    benchmarks head the arrival rate they set; a share's rate ("Error rate") is no such."""
    parts = [p for w in words[-2:] for p in w.lower().strip(":").split("-") if p]
    if len(parts) < 2 or parts[-1] not in _RATE_WORDS:
        return None
    noun = parts[-2]
    canonical = RATE_NOUNS.get(noun) or RATE_NOUNS.get(noun + "s")
    return (Unit(canonical, 1, "throughput"), " ".join(words[-2:]), None) if canonical else None


# A rate with its denominator written before the time: "tokens/GPU/s", "images/chip/sec",
# "token/p/s" (FlagPerf's "per processor"). One letter "p" stands for the processor.
_PER_MIDDLE = lazy(r"(?P<noun>[A-Za-z]+)\s*/\s*(?P<per>GPU|chip|card|device|accelerator|"
                   r"node|core|p)\s*/\s*(?P<time>s|sec|second)\b", re.I)


def denominator_last(header: str) -> str | None:
    """A header whose rate names its denominator before the time ("token/p/s"), written in
    the usual order ("token/s/accelerator"), so the unit and denominator read as usual;
    None for any other header."""
    m = _PER_MIDDLE.search(header)
    if m is None:
        return None
    per = "accelerator" if m.group("per").lower() == "p" else m.group("per")
    return f"{header[:m.start()]}{m.group('noun')}/{m.group('time')}/{per}{header[m.end():]}"


# A header written as a quantity over its unit, unspaced ("Latency/ms", "Read/IOPS"), as
# tools and papers head columns: the slash divides the measure's name from its unit.
_QUANTITY_UNIT = lazy(r"(?P<name>[A-Za-z][A-Za-z .-]*?)/(?P<unit>[A-Za-z%][^/\s]*)")
# A price over a rate is a price per unit of throughput ("Cost/QPS"), no rate of its own.
_PRICED = lazy(r"\b(?:costs?|prices?|\$|USD|TCO)\b", re.I)


def quantity_over_unit(header: str, read: Callable[[str], Named | None]) -> Named | None:
    """The unit of a header written as a quantity, a slash and its unit ("Latency/ms",
    "Time/s", "Read/IOPS"): the unit, where the name before the slash is no unit of its own
    ("tokens/s", "GB/s" stay rates) and names a measure of the unit's dimension, or the unit
    is already a rate ("Read/IOPS"; a price over one, "Cost/QPS", is no rate)."""
    m = _QUANTITY_UNIT.fullmatch(header)
    if m is None or read(m.group("name")) is not None:
        return None
    unit = read(m.group("unit"))
    if unit is None or unit[0].canonical == "count" or unit[2] is not None:
        return None
    named, given = header_kind(m.group("name")), unit_kind(unit[0])
    if named is not None and named == given:
        return unit
    return unit if given == "rate" and named is None and not _PRICED.search(m.group(
        "name")) else None


# A header naming a ratio of sizes: "Ratio", "Compr. ratio", "Compression".
_SIZE_RATIO = lazy(r"\bratio\b|\bcompr(?:\.|ession\b)", re.I)


def whole_unit(header: str, unit: tuple[Unit, str, str | None] | None,
               wholes: bool) -> tuple[Unit, str, str | None] | None:
    """A "Ratio" column read as percentages of the original when its reference row (the
    transform that changes nothing, "memcpy") reads 100 there: lzbench's "47.60" is the
    compressed size over the original, in percent, not a 47.6x ratio."""
    if not wholes or not _SIZE_RATIO.search(header) or \
            (unit is not None and unit[0].canonical not in ("x", "%")):
        return unit
    return Unit("%", 1.0, "percent"), unit[1] if unit else header.strip(), None


def names_scenario(header: str) -> bool:
    """True for a header that is a benchmark scenario's name alone ("Server", "Offline"):
    it says how its cells were run, never what they count, so "Server" over a latency's
    cells counts no servers (the row's label or the caption gives their unit)."""
    return SCENARIO_HEADER.fullmatch(header) is not None

"""What a header's words alone say: a column name a tool joins into one token
("disk_size_mb", "issue-pps") read as its words, and a ratio's name ("Speedup")."""

from __future__ import annotations

import re

from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import RATE_NOUNS, Unit

_DIGIT = lazy(r"\d")


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


def ratio_named(words: list[str]) -> tuple[Unit, str, str | None] | None:
    """The multiple a header or label ending in a ratio's name gives its bare numbers."""
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

"""Statistic words: percentiles, median, mean, peak, bounds ("up to", "at most"), and the
statistic each stands for, as the record's `statistic` names it."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

# The lookahead names the first characters of every branch, so the engine skips ahead.
# The words are grouped by first letter (keeping their order within a letter), so the
# engine tries one branch per position.
STAT_RE = lazy(
    r"(?=[pmabwuthlsr\d])"
    r"\b[Pp](?P<p>99\.9|999|50|75|90|95|99)\b|\b(?P<q>99\.9|50|75|90|95|99)"
    # fio and other tools print a percentile with its decimals: "50.00th", "99.90th"
    r"(?:(?<=\.9)0+|\.0+(?=th))?(?:(?:th)?[- ]percentile"
    # "95% latency (ms)": a percentile written as a share of requests before the measure
    # (not "a 95% latency reduction", a change)
    r"|%(?=[ \t]*(?:latency|latencies|response[ \t]+times?)\b(?![ \t]+(?:reduction|drop|"
    r"improvement|cut|gain|increase|decrease)))"
    r")"
    # (not a product's name: "M3 Max", "Xeon Max")
    r"|\b(?P<w>(?<![A-Z]\d\s)(?<![A-Z]\d\d\s)(?<!Xeon\s)m(?:edian|eans?(?=\s+of\b)|ean|ax(?:imum)?|in(?:imum)?)"
    # "FTL(ave)": "ave" is the average only in a bracket of its own
    r"|a(?:verage|vg|ve(?=[ \t]*[)\]])|verag(?:ed|es|ing))"
    r"|peak(?:ed|s|ing)\s+at|peak|rpeak"  # Rpeak: a TOP500 system's theoretical peak
    # "reaching peaks of 177 GiB/s": the plural names the figure it introduces as a peak
    r"|peaks(?=\s+of\b)"
    # "short bursts touched 1.48 million", "spiked to": a moment's high, not the run's rate
    # (not a "burst buffer", a storage tier).
    r"|best[- ]case|bursts?(?!\s+buffers?\b)|worst[- ]case|up to"
    r"|top(?: speed|(?:s|ped)? out at)|highest|lowest"
    r"|spik(?:ed|es|ing)\s+(?:to|at)|sustained)\b", re.I)
STATS = {"50": "p50", "75": "p75", "90": "p90", "95": "p95", "99": "p99", "99.9": "p99.9",
          "999": "p99.9", "median": "median", "mean": "mean", "means": "mean",
          "average": "mean", "avg": "mean", "ave": "mean",
          "averaged": "mean", "averages": "mean", "averaging": "mean",
          "peak": "peak", "max": "max", "maximum": "max", "min": "min", "minimum": "min",
          "best-case": "max", "best case": "max", "worst-case": "max", "worst case": "max",
          "up to": "max", "top speed": "max", "highest": "max", "lowest": "min",
          "topped out at": "max", "tops out at": "max", "top out at": "max",
          "as much as": "max", "as many as": "max", "as high as": "max", "at most": "max",
          "at least": "min", "more than": "min", "less than": "max", "fewer than": "max",
          "no more than": "max", "no less than": "min", "no fewer than": "min", "within": "max",
          "no higher than": "max", "no greater than": "max", "no lower than": "min",
          "exceed": "min", "exceeds": "min", "exceeded": "min", "exceeding": "min",
          "over": "min", "above": "min", "beyond": "min", "north of": "min",
          "upwards of": "min", "in excess of": "min", "under": "max", "below": "max",
          "as little as": "min", "as few as": "min", "as low as": "min",
          "peaked at": "peak", "peaks at": "peak", "peaks": "peak", "peaking at": "peak",
          "rpeak": "peak",
          "burst": "peak", "bursts": "peak", "spiked to": "peak", "spikes to": "peak",
          "spiking to": "peak", "spiked at": "peak", "spikes at": "peak", "spiking at": "peak"}

"""The unit table, as data: surfaces -> canonical unit, scale factor and default metric.

Canonical units follow DESIGN.md: tokens/s, requests/s, queries/s, x, %, s, USD,
USD/Mtok, USD/h, W, J/token, GB, count. Prefixed units (GB/s, GiB/s, Gbps,
TFLOPS, GHz, kW) are normalised by a factor; the surface is kept by the caller.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Unit:
    """A canonical unit: its name, the factor from the surface, and the metric it implies."""

    canonical: str
    factor: float
    metric: str


SI = {"": 1.0, "k": 1e3, "K": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "P": 1e15, "E": 1e18}
BINARY = {"Ki": 2.0**10, "Mi": 2.0**20, "Gi": 2.0**30, "Ti": 2.0**40, "Pi": 2.0**50}
SI_WORDS = {"kilo": 1e3, "mega": 1e6, "giga": 1e9, "tera": 1e12, "peta": 1e15, "exa": 1e18}


def _symbols() -> dict[str, Unit]:
    """Case-sensitive unit symbols, written glued to the number or after a space."""
    table: dict[str, Unit] = {
        "%": Unit("%", 1, "percent"), "x": Unit("x", 1, "ratio"), "\u00d7": Unit("x", 1, "ratio"),
        "X": Unit("x", 1, "ratio"), "pp": Unit("pp", 1, "percent"),
        "ns": Unit("s", 1e-9, "latency"), "µs": Unit("s", 1e-6, "latency"),
        "μs": Unit("s", 1e-6, "latency"), "us": Unit("s", 1e-6, "latency"),
        "ms": Unit("s", 1e-3, "latency"), "s": Unit("s", 1, "duration"),
        "sec": Unit("s", 1, "duration"), "secs": Unit("s", 1, "duration"),
        "min": Unit("s", 60, "duration"), "mins": Unit("s", 60, "duration"),
        "h": Unit("s", 3600, "duration"), "hr": Unit("s", 3600, "duration"),
        "hrs": Unit("s", 3600, "duration"),
        "IOPS": Unit("IOPS", 1, "iops"), "iops": Unit("IOPS", 1, "iops"),
        "kIOPS": Unit("IOPS", 1e3, "iops"), "KIOPS": Unit("IOPS", 1e3, "iops"),
        "MIOPS": Unit("IOPS", 1e6, "iops"),
        "QPS": Unit("queries/s", 1, "throughput"), "qps": Unit("queries/s", 1, "throughput"),
        "RPS": Unit("requests/s", 1, "throughput"), "rps": Unit("requests/s", 1, "throughput"),
        "FPS": Unit("frames/s", 1, "throughput"), "fps": Unit("frames/s", 1, "throughput"),
        "TPS": Unit("tokens/s", 1, "throughput"), "tps": Unit("tokens/s", 1, "throughput"),
        "tpmC": Unit("transactions/min", 1, "throughput"),
        "NOPM": Unit("transactions/min", 1, "throughput"),
        "TOPS": Unit("OP/s", 1e12, "compute"),
        "Wh": Unit("Wh", 1, "energy"), "kWh": Unit("Wh", 1e3, "energy"),
        "MWh": Unit("Wh", 1e6, "energy"),
        # Battery charge: "a 5,000 mAh cell".
        "mAh": Unit("Ah", 1e-3, "charge"), "Ah": Unit("Ah", 1, "charge"),
        # SSD endurance in drive writes per day: "rated at 1 DWPD for 5 years".
        "DWPD": Unit("DWPD", 1, "endurance"),
        # Transfer rates of memory and links: "DDR5-6400 at 6,400 MT/s", "PCIe 5.0 at 32 GT/s".
        "MT/s": Unit("transfers/s", 1e6, "frequency"),
        "GT/s": Unit("transfers/s", 1e9, "frequency"),
        # TPC-H and TPC-DS composite query rates: "1,250,000 QphH@1000GB".
        "QphH": Unit("QphH", 1, "throughput"), "QphDS": Unit("QphDS", 1, "throughput"),
        # Voltage: "a 48 V rack bus", "850 mV at idle".
        "V": Unit("V", 1, "voltage"), "mV": Unit("V", 1e-3, "voltage"),
        "kV": Unit("V", 1e3, "voltage"),
        "J/token": Unit("J/token", 1, "energy"), "J/tok": Unit("J/token", 1, "energy"),
        "mJ/token": Unit("J/token", 1e-3, "energy"), "mJ/tok": Unit("J/token", 1e-3, "energy"),
        "USD": Unit("USD", 1, "cost"),
        # Other currencies keep their own code: converting would need a dated rate.
        "EUR": Unit("EUR", 1, "cost"), "GBP": Unit("GBP", 1, "cost"),
        "CNY": Unit("CNY", 1, "cost"), "RMB": Unit("CNY", 1, "cost"),
        "JPY": Unit("JPY", 1, "cost"), "INR": Unit("INR", 1, "cost"),
        "CHF": Unit("CHF", 1, "cost"),
    }
    for p, f in SI.items():
        table[p + "W"] = Unit("W", f, "power")
        table[p + "J"] = Unit("J", f, "energy")
        table[p + "Hz"] = Unit("Hz", f, "frequency")
        table[p + "FLOPS"] = Unit("FLOP/s", f, "compute")
        table[p + "FLOP/s"] = Unit("FLOP/s", f, "compute")
        table[p + "FLOPs"] = Unit("FLOP/s", f, "compute")
        table[p + "bps"] = Unit("Gbit/s", f / 1e9, "bandwidth")
        table[p + "b/s"] = Unit("Gbit/s", f / 1e9, "bandwidth")
        table[p + "bit/s"] = Unit("Gbit/s", f / 1e9, "bandwidth")
        if p:
            table[p + "B"] = Unit("GB", f / 1e9, "memory")
            table[p + "b"] = Unit("Gbit", f / 1e9, "memory")
            table[p + "B/s"] = Unit("GB/s", f / 1e9, "bandwidth")
            table[p + "Bps"] = Unit("GB/s", f / 1e9, "bandwidth")
            table[p + "ops/s"] = Unit("ops/s", f, "throughput")
    for p, f in BINARY.items():
        table[p + "B"] = Unit("GB", f / 1e9, "memory")
        table[p + "B/s"] = Unit("GB/s", f / 1e9, "bandwidth")
    for p, f in (("", 1.0), ("K", 1e3), ("k", 1e3), ("M", 1e6), ("G", 1e9)):
        table[p + "pps"] = Unit("packets/s", f, "throughput")
    # Ethernet named by its line rate: "100GbE", "10GigE".
    table["GbE"] = Unit("Gbit/s", 1, "bandwidth")
    table["GigE"] = Unit("Gbit/s", 1, "bandwidth")
    for bad in ("kb", "Kb", "Pb", "Eb", "EJ", "PJ", "TJ", "GJ", "EW", "PW", "J", "W", "EB", "M",
                "Mops/s"):
        table.pop(bad, None)
    table["W"] = Unit("W", 1, "power")
    table["J"] = Unit("J", 1, "energy")
    # Milli- and micro-units of edge and mobile chips: "350 mW", "120 mJ", "5 µJ".
    for p, f in (("m", 1e-3), ("\u00b5", 1e-6), ("\u03bc", 1e-6)):
        table[p + "W"] = Unit("W", f, "power")
        table[p + "J"] = Unit("J", f, "energy")
    table["ops/s"] = Unit("ops/s", 1, "throughput")
    table["Mops/s"] = Unit("ops/s", 1e6, "throughput")
    return table


def _words() -> dict[str, Unit]:
    """Case-insensitive unit words, written after a space."""
    table: dict[str, Unit] = {
        "percent": Unit("%", 1, "percent"), "per cent": Unit("%", 1, "percent"),
        "percentage points": Unit("pp", 1, "percent"),
        "percentage point": Unit("pp", 1, "percent"),
        "points": Unit("points", 1, "score"),
        "fold": Unit("x", 1, "ratio"), "-fold": Unit("x", 1, "ratio"),
        "nanoseconds": Unit("s", 1e-9, "latency"), "microseconds": Unit("s", 1e-6, "latency"),
        "milliseconds": Unit("s", 1e-3, "latency"), "seconds": Unit("s", 1, "duration"),
        "second": Unit("s", 1, "duration"), "minutes": Unit("s", 60, "duration"),
        "minute": Unit("s", 60, "duration"), "hours": Unit("s", 3600, "duration"),
        "hour": Unit("s", 3600, "duration"), "days": Unit("s", 86400, "duration"),
        "years": Unit("s", 31536000, "duration"), "weeks": Unit("s", 604800, "duration"),
        "year": Unit("s", 31536000, "duration"), "week": Unit("s", 604800, "duration"),
        "day": Unit("s", 86400, "duration"),
        # A month of 30 days, the usual billing and retention month.
        "months": Unit("s", 2592000, "duration"), "month": Unit("s", 2592000, "duration"),
        "bytes": Unit("GB", 1e-9, "memory"), "byte": Unit("GB", 1e-9, "memory"),
        "watts": Unit("W", 1, "power"),
        "watt": Unit("W", 1, "power"), "joules": Unit("J", 1, "energy"),
        "joules per token": Unit("J/token", 1, "energy"),
        "dollars": Unit("USD", 1, "cost"), "cents": Unit("USD", 0.01, "cost"),
        "euros": Unit("EUR", 1, "cost"), "euro": Unit("EUR", 1, "cost"),
        "yuan": Unit("CNY", 1, "cost"), "pounds sterling": Unit("GBP", 1, "cost"),
        "flops": Unit("FLOP/s", 1, "compute"),
        # Lengths (cables, reach): "a 2-metre copper cable", "up to 100 meters".
        "metre": Unit("m", 1, "length"), "metres": Unit("m", 1, "length"),
        "meter": Unit("m", 1, "length"), "meters": Unit("m", 1, "length"),
        "kilometres": Unit("m", 1e3, "length"), "kilometers": Unit("m", 1e3, "length"),
    }
    for word, f in SI_WORDS.items():
        table[word + "bytes"] = Unit("GB", f / 1e9, "memory")
        table[word + "watts"] = Unit("W", f, "power")
        table[word + "hertz"] = Unit("Hz", f, "frequency")
        table[word + "flops"] = Unit("FLOP/s", f, "compute")
        table[word + "flop"] = Unit("FLOP/s", f, "compute")  # "passed one exaflop"
        table[word + "bits per second"] = Unit("Gbit/s", f / 1e9, "bandwidth")
        # The singular names a line rate: "400 Gigabit Ethernet", "a 10-gigabit link";
        # the plural ("gigabits of data") is an amount, so it is left out.
        table[word + "bit"] = Unit("Gbit/s", f / 1e9, "bandwidth")
        table[word + "bytes per second"] = Unit("GB/s", f / 1e9, "bandwidth")
    return table


SYMBOLS = _symbols()
WORDS = _words()

# Characters that re.I matches to an ASCII letter besides its two cases (checked over all
# of Unicode): dotted and dotless i, the Kelvin sign, the long s.
_CASE_EXTRAS = "\u0130\u0131\u212a\u017f"


def caseless_alternation(words: list[str]) -> str:
    """An alternation of `words`, in their order, for a re.I pattern: the same matches as
    "|".join(map(re.escape, words)), found faster.

    Under re.I the engine enters every branch to compare its first letter. Here the words
    are grouped by first letter behind one case-sensitive class of that letter's forms,
    which the engine tests without entering the group; within a group the words keep
    their order, so the first branch to match is the same word."""
    groups: dict[str, list[str]] = {}
    for word in words:
        groups.setdefault(word[0].lower(), []).append(word)
    return "|".join(f"(?-i:[{_forms(first)}])(?:{'|'.join(re.escape(w[1:]) for w in group)})"
                    for first, group in groups.items())


def _forms(char: str) -> str:
    """Every character re.I matches to `char`, escaped for a character class."""
    forms = {char.lower(), char.upper()}
    forms |= {c for c in _CASE_EXTRAS if re.fullmatch(re.escape(char), c, re.I)}
    return "".join(map(re.escape, sorted(forms)))


def _longest_first(words: Iterable[str], *, escaped: bool = True) -> list[str]:
    """Words longest first (by their escaped length, as the patterns always sorted them)."""
    return sorted(words, key=lambda w: len(re.escape(w) if escaped else w), reverse=True)


# Rates written as "<thing> per <time>" or "<thing>/<time>".
RATE_NOUNS: dict[str, str] = {
    "tokens": "tokens/s", "token": "tokens/s", "tok": "tokens/s", "toks": "tokens/s",
    "requests": "requests/s", "request": "requests/s", "req": "requests/s",
    "reqs": "requests/s", "queries": "queries/s", "query": "queries/s",
    "transactions": "transactions/s", "transaction": "transactions/s", "tx": "transactions/s",
    "txn": "transactions/s", "txns": "transactions/s", "operations": "ops/s", "ops": "ops/s",
    "op": "ops/s", "inferences": "inferences/s", "images": "images/s", "samples": "samples/s",
    "img": "images/s", "imgs": "images/s", "frames": "frames/s", "messages": "messages/s",
    "msgs": "messages/s", "events": "events/s",
    "rows": "rows/s", "records": "records/s", "writes": "writes/s", "reads": "reads/s",
    "jobs": "jobs/s", "tasks": "tasks/s", "calls": "calls/s", "packets": "packets/s",
    "connections": "connections/s", "sequences": "sequences/s", "documents": "documents/s",
    "pages": "pages/s", "words": "words/s", "I/Os": "IOPS", "IOs": "IOPS", "updates": "updates/s",
    "lookups": "lookups/s", "searches": "searches/s", "builds": "builds/s",
}
TIME_DENOMINATORS: dict[str, float] = {
    "second": 1, "sec": 1, "s": 1, "minute": 60, "min": 60, "m": 60, "hour": 3600, "hr": 3600,
    "h": 3600, "day": 86400, "month": 2592000,
}
# Any up to three words or hyphenated sizes ("1.7 million total tokens per second",
# "4-byte random reads per second") may stand between a number and its rate noun, because
# the noun must be followed by "per <time>" to count. (Under re.I, `[a-z]` takes capitals.)
_ADJ = r"(?:(?:[a-z][a-z-]*|\d+-[a-z]+)\s+){0,3}"
RATE_RE = re.compile(
    r"\s?" + _ADJ + r"(?P<noun>" + caseless_alternation(_longest_first(RATE_NOUNS)) + r")"
    r"\s*(?:/\s*|\s+per\s+|\s+a\s+|\s+each\s+)"
    r"(?P<time>second|sec|s|minute|min|month|m|hour|hr|h|day)(?![A-Za-z])", re.I)
SYMBOL_RE = re.compile(
    r"(?P<space>[ \u00a0\u202f]?)(?P<unit>" + "|".join(sorted(map(re.escape, SYMBOLS), key=len,
                                                            reverse=True)) + r")(?![A-Za-z0-9])")
WORD_RE = re.compile(
    r"(?:\s|-)(?P<unit>" + caseless_alternation(_longest_first(WORDS)) + r")"
    r"(?![A-Za-z])", re.I)
# "gains 1.75 times": a fraction of a time can only be a ratio, whatever follows, while
# "ran 3 times" counts repetitions.
FRACTIONAL_TIMES_RE = re.compile(r"\s(?P<unit>times)(?![A-Za-z])", re.I)
_FRACTION_BEFORE = re.compile(r"\d\.\d+$")
TIMES_RE = re.compile(
    r"\s(?P<unit>times)\s+(?=(?:faster|slower|more|less|higher|lower|better|greater|larger|"
    r"smaller|the|as|that|over|cheaper|quicker|fewer)\b)", re.I)

# "$X per hour", "$X/Mtok": what a price is per.
PRICE_PER_RE = re.compile(
    r"\s*(?:/|per|an?|each)\s*(?:(?P<gpu>GPU|chip|node|instance|server)[- ]?)?"
    r"(?:(?P<hour>hour|hr|h)|(?P<month>month|mo)|"
    r"(?P<mtok>(?:1\s?M|M|one\s+million|million|1,000,000)\s*(?:input\s+|output\s+)?(?:tokens|tok)|Mtok)|"
    r"(?P<ktok>(?:1\s?K|K|1,000|thousand)\s*(?:input\s+|output\s+)?(?:tokens|tok))|"
    r"(?P<tok>(?:input\s+|output\s+)?(?:token|tok)))\b", re.I)

# Counted nouns: "72 GPUs", "three DEP2 instances". SPELLED_NOUNS is the subset that
# makes a spelled-out number a figure: units of hardware, system or load that
# describe a measured setup. Abstract nouns ("one model", "one rank", "one part")
# are deliberately absent, so idioms do not become figures.
SPELLED_NOUNS = (
    "gpu", "cpu", "tpu", "npu", "accelerator", "chip", "die", "node", "server", "machine",
    "host", "instance", "vm", "container", "pod", "replica", "shard", "rack", "tray", "blade",
    "board", "card", "socket", "core", "vcpu", "thread", "dimm", "channel", "disk", "drive",
    "ssd", "hdd", "user", "client", "queue", "connection", "session", "worker", "domain", "link",
    "port", "switch", "cluster", "region", "zone", "superchip", "system", "appliance",
    "datacenter", "tenant", "stream", "lane", "partition", "processor", "flow", "nic",
    "adapter",
)
COUNT_NOUNS = (
    *SPELLED_NOUNS,
    "token", "parameter", "param", "request", "query", "prompt", "expert", "layer", "head",
    "file", "object", "row", "record", "table", "document", "image", "sample", "step",
    "epoch", "iteration", "trial", "model", "workload", "task", "language",
    "dataset", "customer", "developer", "line", "page", "message", "transaction",
    "warehouse", "key", "vector", "seat", "site", "gpu-hour", "node-hour", "entry",
    "cpu core", "gpu core", "dimension", "package", "crate", "module", "benchmark",
)
_PLURAL = r"(?:s|es)?"
COUNT_NOUN_RE = re.compile(
    r"(?i:(?P<noun>" + caseless_alternation(_longest_first(COUNT_NOUNS, escaped=False))
    + r")" + _PLURAL
    + r"(?![A-Za-z0-9-]))"
    # a product counted in the plural: "1,024 H100s", "8 MI300Xs"
    r"|(?P<product>[A-Z]{1,3}\d{2,4}[A-Z]?)s(?![A-Za-z0-9-])")
# Words that may stand between a count and its noun ("two compute trays", "64 concurrent users").
COUNT_MODIFIERS = frozenset({
    "compute", "memory", "storage", "gpu", "cpu", "concurrent", "simultaneous", "active",
    "physical", "logical", "virtual", "worker", "client", "server", "separate", "identical",
    "additional", "more", "dedicated", "independent", "prefill", "decode", "data-parallel",
    "tensor-parallel", "nvme", "flash", "local", "remote", "large", "small", "new", "parallel",
    "total", "distinct", "different", "unique", "online", "paying", "daily", "monthly",
    "input", "output", "cached", "performance", "efficiency", "p-cores", "e-cores", "x86",
    "arm", "high-performance", "individual", "full", "whole", "open", "trillion", "billion",
    "million", "thousand",
})

PER_WORDS: dict[str, str] = {
    "gpu": "GPU", "gpus": "GPU", "accelerator": "chip", "chip": "chip", "chips": "chip",
    "tpu": "chip", "npu": "chip", "cpu": "CPU", "cpus": "CPU", "core": "core", "cores": "core",
    "vcpu": "core", "vcpus": "core", "node": "node", "nodes": "node", "rack": "rack",
    "user": "user",
    "users": "user", "request": "request", "query": "query", "system": "system",
    "socket": "socket", "server": "server", "instance": "instance", "watt": "watt", "w": "watt",
    "stream": "user", "session": "user", "sequence": "user",
    # A latency per generated token (a TPOT); a price per token is a unit, USD/Mtok.
    "token": "token", "tok": "token",
    "port": "port", "ports": "port", "drive": "drive", "drives": "drive", "disk": "drive",
    "disks": "drive", "ssd": "drive", "ssds": "drive", "thread": "thread", "threads": "thread",
}
# "per output token", "per generated token": which tokens, not another denominator.
_TOKEN_KIND = r"(?:(?:output|generated|decoded|input)\s+)?"
PER_AFTER_RE = re.compile(
    r"\s*(?:/\s*|per[\s-]+|each\s+|for\s+each\s+|on\s+each\s+|per\s+active\s+|per\s+concurrent\s+)"
    + _TOKEN_KIND + r"(?P<noun>" + caseless_alternation(_longest_first(PER_WORDS, escaped=False))
    + r")(?![A-Za-z0-9])",
    re.I)
# "Per stream", "each session" divide a figure among its streams, like "per user"; but
# "a single stream", "single-session", "one stream" name an operating point (concurrency
# one): the figure is the whole system's at that load, not a denominator.
_ONE_OF = r"(?:\bsingle-|\b(?:a\s+single|one)\s+)(?!(?:stream|session)\b)"
PER_BEFORE_RE = re.compile(
    r"(?=[pseao])"  # the first letters of the branches (re.I), so the engine skips ahead
    r"(?:\bper[\s-]|\b(?:each|every)\s+|" + _ONE_OF + r")" + _TOKEN_KIND + r"(?P<noun>gpu|chip|cpu|"
    r"vcpu|core|node|rack|user|socket|server|instance|accelerator|request|query|stream|session|"
    r"watt|token|port|drive|disk|ssd|thread)\b", re.I)


PER_RIGHT_RE = re.compile(r"^\s*(?:at\s+\S+\s+)?(?:for|to|with|on)\s+"
                          r"(?:(?:each|every)\s+|(?:one|a\s+single|a)\s+(?!(?:stream|session)\b))"
                          r"(?P<noun>user|stream|session|request|query|core|gpu|node|chip|socket)"
                          r"\b", re.I)


def symbol_at(text: str, pos: int) -> tuple[Unit, str, int] | None:
    """The unit symbol right after `pos` (glued or one space): (unit, surface, end)."""
    found = SYMBOL_RE.match(text, pos)
    if not found:
        return None
    surface = found.group("unit")
    # A lone letter after a space is a word, not a unit ("5 x 8"); "in 2 s" counts only
    # when punctuation follows.
    if found.group("space") and surface in ("s", "h", "X", "x", "m", "us", "min", "B", "b") \
            and (surface not in ("s", "h", "us", "min")
                 or not _is_time_context(text, found.end())):
        return None
    return SYMBOLS[surface], surface, found.end()


def _is_time_context(text: str, end: int) -> bool:
    """A spaced `s`/`h` is a unit only when punctuation or a clause break follows."""
    return end >= len(text) or text[end] in " ,.;:)]"


DESCRIBED_RE = re.compile(
    r"(?:\s+(?:[a-z][a-z-]*|\d+(?:\.\d+)?\s?[KMGT]i?B|\d+-[a-z]+"
    # a block size with a bare K: "4K random read IOPS" (not "handles 75k RPS")
    r"|\d+[Kk](?=\s+(?:random|sequential|mixed|read|write)\b))){1,4}\s+"
    r"(?P<unit>IOPS|QPS|RPS|TPS|FPS|tpmC|NOPM|TFLOPS|PFLOPS)(?![A-Za-z0-9])")


# "4K random reads", "a 128k sequential write": a block size written with a bare K (bytes).
BLOCK_SIZE_RE = re.compile(r"(?<=\d)[Kk][ \u00a0]+(?:(?:random|sequential|direct|aligned|mixed)"
                           r"[ \u00a0]+)?(?:reads?|writes?|blocks?|I/Os?|IOs?|transfers?|"
                           r"sectors?)\b")


def block_size_at(text: str, pos: int) -> tuple[Unit, str, int] | None:
    """A block size at `pos`, the K glued to the number: (bytes as GB, "K", end of the K)."""
    if pos == 0 or not BLOCK_SIZE_RE.match(text, pos - 1):
        return None
    return Unit("GB", 1e-9, "memory"), text[pos - 1], pos


EFFICIENCY_RE = re.compile(
    r"\s?(?:[a-z]+\s+)?(?P<noun>tokens?|requests?|queries|operations|ops|images|frames|samples|"
    r"inferences)\s*(?:/\s*|\s+per\s+)(?P<per>joule|J|kWh|watt|W)(?![A-Za-z])", re.I)


# "0.4 J per token", "120 mJ per output token", "2 joules for each token": an energy per
# token written with words ("J/token" and "joules per token" are table entries).
ENERGY_PER_TOKEN_RE = re.compile(
    r"[ \u00a0]?(?:(?P<prefix>[m\u00b5\u03bc])?J|(?i:(?P<milli>milli|micro)?joules?))"
    r"(?:\s*/\s*|\s+per\s+|\s+for\s+each\s+|\s+a\s+)(?:(?:output|generated|decoded|input)\s+)?"
    r"(?:token|tok)(?![A-Za-z])")
_ENERGY_PREFIX = {"m": 1e-3, "\u00b5": 1e-6, "\u03bc": 1e-6, "milli": 1e-3, "micro": 1e-6}


def energy_per_token_at(text: str, pos: int) -> tuple[Unit, str, int] | None:
    """An energy per token written in words: "0.4 J per token" -> (J/token, surface, end)."""
    if text[pos:pos + 1] not in ("J", "j", "m", "M", "\u00b5", "\u03bc", " ", "\u00a0"):
        return None  # every surface starts with one of these: skip the regex otherwise
    found = ENERGY_PER_TOKEN_RE.match(text, pos)
    if not found:
        return None
    prefix = (found.group("prefix") or found.group("milli") or "").lower()
    factor = _ENERGY_PREFIX.get(prefix, 1.0)
    return Unit("J/token", factor, "energy"), found.group(0).strip(), found.end()


def efficiency_at(text: str, pos: int) -> tuple[Unit, str, int] | None:
    """Work per unit of energy or power: "3.1 tokens per joule", "40 images/W"."""
    found = EFFICIENCY_RE.match(text, pos)
    if not found:
        return None
    noun = RATE_NOUNS.get(found.group("noun").lower(), "ops/s").split("/")[0]
    per = found.group("per").lower()
    denominator = {"joule": "J", "j": "J", "kwh": "kWh", "watt": "W", "w": "W"}[per]
    return Unit(f"{noun}/{denominator}", 1, "efficiency"), found.group(0).strip(), found.end()


def described_at(text: str, pos: int) -> tuple[Unit, str, int] | None:
    """A rate symbol after a few describing words: "12 million 4 KiB random read IOPS"."""
    if "PS" not in text and "tpmC" not in text and "NOPM" not in text:
        return None  # every symbol DESCRIBED_RE ends with holds one of these
    found = DESCRIBED_RE.match(text, pos)
    if not found:
        return None
    return SYMBOLS[found.group("unit")], found.group(0).strip(), found.end()


def word_at(text: str, pos: int) -> tuple[Unit, str, int] | None:
    """A unit word right after `pos` ("percent", "seconds", "gigabytes"): (unit, surface, end)."""
    found = WORD_RE.match(text, pos) or TIMES_RE.match(text, pos)
    if not found and _FRACTION_BEFORE.search(text, max(0, pos - 8), pos):
        found = FRACTIONAL_TIMES_RE.match(text, pos)
    if not found:
        return None
    surface = found.group("unit")
    if surface.lower() == "times":
        return Unit("x", 1, "ratio"), surface, found.end("unit")
    return WORDS[surface.lower()], surface, found.end()


def rate_at(text: str, pos: int) -> tuple[Unit, str, int] | None:
    """A "<thing> per <time>" rate right after `pos`: (unit, surface, end)."""
    found = RATE_RE.match(text, pos)
    if not found:
        return _any_rate_at(text, pos)
    noun = found.group("noun")
    canonical = RATE_NOUNS.get(noun) or RATE_NOUNS.get(noun.lower(), "")
    if not canonical:
        return None
    seconds = TIME_DENOMINATORS[found.group("time").lower()]
    factor = 1.0 / seconds
    if canonical.endswith("/s") and seconds != 1 and canonical != "IOPS":
        # Per-minute and per-hour rates keep their own unit: converting would hide the window.
        window = {60: "min", 3600: "h", 86400: "day", 2592000: "month"}[int(seconds)]
        canonical, factor = canonical[:-2] + "/" + window, 1.0
    return Unit(canonical, factor, "throughput"), found.group(0).strip(), found.end()


# Any lower-case noun per second: "2,300 fsync/s", "40,000 commits per second".
ANY_RATE_RE = re.compile(r"[ \u00a0]?(?P<noun>[a-z][a-z-]+[a-z])\s*(?:/\s*(?:s|sec)|"
                         r"\s+per\s+(?:second|sec))(?![A-Za-z])")
# Words that are no work done per second: units of their own, or repetition ("times").
_NOT_RATE_NOUNS = frozenset({"times", "cycles", "percent"})


def _any_rate_at(text: str, pos: int) -> tuple[Unit, str, int] | None:
    """A rate of a noun missing from RATE_NOUNS, per second only: (noun/s, surface, end)."""
    found = ANY_RATE_RE.match(text, pos)
    if not found:
        return None
    noun = found.group("noun")
    if noun in SYMBOLS or noun in WORDS or noun in _NOT_RATE_NOUNS:
        return None
    return Unit(f"{noun}/s", 1, "throughput"), found.group(0).strip(), found.end()


def tps_unit(tokens_document: bool) -> Unit:
    """`TPS` is tokens/s in a document about tokens, else transactions/s."""
    if tokens_document:
        return SYMBOLS["TPS"]
    return Unit("transactions/s", 1, "throughput")

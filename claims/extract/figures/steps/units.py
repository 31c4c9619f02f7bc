"""The `units` step: the unit written after each number: a rate, a symbol, a word, a
price, a counted noun; or the mark that a number glued to letters is part of a name."""

from __future__ import annotations

import re
from dataclasses import replace

from claims.extract.figures.candidate import RATIO, Candidate, Context, Example
from claims.extract.figures.changes import CHANGED_BY, closes_interval
from claims.extract.figures.counted import (
    ONE_PRODUCT,
    count_noun,
    counts,
    noun_after,
    plural_noun,
    unit_follows,
)
from claims.extract.figures.glued_units import glued_unit, power_of_two
from claims.extract.figures.multiples import glued_product, ratio_named_before, thing_after_times
from claims.extract.figures.prices import per_token_before, price_per, priced
from claims.extract.figures.restated import parts_of_wholes, restated_end
from claims.extract.figures.widths import HYPHEN_SIZE, hyphen_width
from claims.vocabulary import hardware, numbers, unit_patterns
from claims.vocabulary.hardware_counts import TPU_SLICE
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

EXAMPLES = (
    Example("It served 387 tokens/s per user at 4.2 s median TTFT.",
            ("387 tokens/s per user", "4.2 s (median)")),
    Example("Three times faster, on eight H100 GPUs.", ("3 x", "8 count GPUs")),
    # A denominator written before the second: "token/gpu/sec", "per GPU per second".
    Example("Training ran at 512 token/gpu/sec, or 90 requests per user per second.",
            ("512 tokens/s per GPU", "90 requests/s per user")),
    Example("It served 650 client connections.", ("650 count client connections",)),
    # A spec line counts cores and threads in the singular too.
    Example("Laptop: 6 Core / 12 Thread, 32 GB.", ("6 count Core", "12 count Thread", "32 GB")),
    # A packet size named before its bare number is in bytes.
    Example("Jumbo runs set the MTU to 9000, up from an MTU of 1500.",
            ("9e-06 GB", "1.5e-06 GB")),
    Example("The Ryzen 9 9950X drew 170 W.", ("170 W",)),
    Example("Storage reached 12 ± 3 GB/s.", ("12 GB/s",)),
    Example("It ran 12-by-DEP2 at a factor of 3 over the base.", ("12 count DEP2", "3 x")),
    Example("Energy per token: 0.2 J.", ("0.2 J/token",)),
    Example("Its 512-bit registers double the width.", ("5.12e-07 Gbit",)),
    # A "B" glued to a power of two before packets or reads is bytes, not billions; a "G"
    # before network gear is its line rate; a "k" after the I/O it sizes is KiB.
    Example("We sent 64B UDP packets and ran 512B random reads on a 7B model.",
            ("6.4e-08 GB", "5.12e-07 GB")),
    Example("A 200G NIC and 16v CPU move a 10G file in writes up to 512k.",
            ("200 Gbit/s", "16 count vCPU", "0.000524288 GB (max)")),
    Example("Its 256-bit\nunits stay fast.", ("2.56e-07 Gbit",)),
    # A "b" after a thousand or more is bits; after less, as in "7b", it may be billions.
    Example("Each 1500b frame and the 7b model fit in 4096 b.",
            ("1.5e-06 Gbit", "4.096e-06 Gbit")),
    # Bits as a word are a size; "4-bit weights" still names a format.
    Example("Keys take 64 bits and flags 1 bit, beside 4-bit weights.",
            ("6.4e-08 Gbit", "1e-09 Gbit")),
    Example("## Llama-70B on 8 x A100", ("8 count A100",)),
    Example("Storage: 21x Intel SSD DC P4600 drives and 12x 16GB DIMMs.",
            ("21 count Intel SSD DC P4600", "12 count 16GB", "16 GB")),
    Example("Each node: 2x Intel Xeon Platinum 8468 CPUs.",
            ("2 count Intel Xeon Platinum 8468",)),
    # "4x" before the things it counts, across describing words, is a count of them; a
    # comparison word after it keeps it a ratio.
    Example("The load came from 4x wrk instances and 3x upstream servers.",
            ("4 count wrk instances", "3 count upstream servers")),
    # A product glued to its "x" counts sets of what its second factor counts or measures.
    Example("IPVS took 2x18 CPUs; each box has 1x200Gbps NIC, as the 9x8 clusters do.",
            ("2 count 18 CPUs", "18 count CPUs", "1 count 200Gbps NIC", "200 Gbit/s")),
    Example("Each host has 2 \u00d7 100GbE NICs and is 2x faster on 3 nodes.",
            ("2 count 100GbE NICs", "100 Gbit/s", "2 x", "3 count nodes")),
    # Rates as storage, brokers and load tools print them, scale prefix included.
    Example("It did 10 million I/O per second, 2.89M I/Ops, 120 kreq/s and 40 kmsg/s.",
            ("10000000 IOPS", "2890000 IOPS", "120000 requests/s", "40000 messages/s")),
    # A bare number after a ratio's name is that ratio; a hit ratio is a share.
    Example("Write amp was 6.1, a speedup of 2.3; the hit ratio of 0.9 held.",
            ("6.1 x", "2.3 x", "0.9 count")),
    Example("Index builds took 1m36s and 8m42s.", ("96 s", "522 s")),
    Example("A clean build took 3m 04s, the full suite 1h 2m 5s.", ("184 s", "3725 s")),
    Example("It served **25,000** tokens per second.", ("25000 tokens/s",)),
    Example("Overall speed improved 14 times; the test ran 3 times.", ("14 x", "3 count")),
    Example("It scales to 100s of GPUs and reads 10s of GB/s; warm-up is 30s of compute.",
            ("100 count GPUs (min)", "10 GB/s (min)", "30 s")),
    Example("The scan read 2.5GB/sec, the link held 940 Mbits/sec and writes 3 MB/secs.",
            ("2.5 GB/s", "0.94 Gbit/s", "0.003 GB/s")),
    Example("The warm-up took 2 more minutes; the check 30 extra ms.", ("120 s", "0.03 s")),
    # An amount of data a second is a bandwidth, in words as in symbols.
    Example("Reads ran at 5 GB per second, the radio at two kb per second.",
            ("5 GB/s", "2e-06 Gbit/s")),
)

# "a factor of 3", and "a factor 2" as many write it (a "load factor 0.75" or "replication
# factor 3" names a setting: without the article and "of" it is left alone).
_FACTOR_OF = lazy(r"(?:\bfactor\s+of|\ba\s+factor)\s+(?:about\s+|roughly\s+|nearly\s+|~)?$",
                  re.I)
_SPELLED_UNITS = frozenset({"x", "s", "FLOP/s", "GB", "Gbit", "cycles", "%", "W", "Gbit/s",
                            "GB/s", "Hz", "USD", "EUR", "GBP", "JPY", "CNY"})
_PROCESS_NODE = lazy(r"[ \u00a0]?nm(?![A-Za-z0-9])")
# "the 1960s", "the 2010s": a decade, named by its first year; no seconds.
_DECADE = lazy(r"(?:1[0-9]|20)[0-9]0s(?![A-Za-z0-9])")
# "eleven 9s", "five 9s of availability": a count of nines (a durability or availability).
_NINES = lazy(r"[ \u00a0]9s(?![\w-])")
_NUMBER_BEFORE = lazy(r"(?:\d|\b(?:" + "|".join(numbers.SPELLED) + r"))[ \u00a0]$", re.I)
# "10s of GB/s", "100s of GPUs": tens or hundreds of what follows.
_TENS_OF = lazy(r"s[ \u00a0]+of[ \u00a0]+(?=\S)")
_ERROR_BAR = lazy(r"\s*(?:\u00b1|\+/-|\+-)\s*\d+(?:\.\d+)?")
_BY = lazy(r"-by-(?P<what>[A-Za-z][A-Za-z0-9-]*)")
# A plus sign glued to a number and then a space or a glued percent or times sign ("200+%",
# "10+x"): "at least", not a sum ("2+2") or a version range ("3.10+").
_AT_LEAST_PLUS = lazy(r"\+(?=[ \u00a0]+[A-Za-z/]|[%x\u00d7](?![A-Za-z0-9]))")
_PRODUCT_NUMBER = lazy(r"\d{3,}")
_HW_AFTER_X = lazy(r"\s*(?:NVIDIA\s+|AMD\s+|Intel\s+|Google\s+)?"
                   r"(?P<hw>[A-Z][A-Za-z]*\d+[A-Za-z0-9-]*|GPUs?|CPUs?|nodes?|servers?|"
                   r"TPUs?|accelerators?)\b")
# "4.5Gb memory", "2Gb of RAM", "512Mb disk": a size of memory or storage a machine is given
# is in bytes, whatever the case of its "b" (a memory part's density, "16Gb DRAM dies", is
# in bits and is not followed by these words).
_HELD_IN = lazy(r"[ \u00a0]+(?:of[ \u00a0]+)?(?:memory|RAM|disk|storage|SSD|VRAM|heap|swap)\b"
                r"(?![ \u00a0]+(?:chips?|dies?|devices?|parts?)\b)")
# "10 gbit network", "25 Gbit links": a link named by its line rate.
_LINK = lazy(r"[ \u00a0-]+(?:(?:ethernet|fiber|fibre|optical|copper|dual-port|uplink)[ \u00a0]+)?"
             r"(?:networking|network|link|ethernet|NIC|port|uplink|interconnect|fabric|switch|"
             r"connection|LAN|WAN|card|adapter|line|interface)s?\b", re.I)
# "2X CPU usage", "3x GPU time": what the part does, not the part, is multiplied.
_USE_OF = lazy(r"[ \u00a0]+(?:usage|use|utili[sz]ation|util|load|time|hours?|cycles|"
               r"memory|power|cost|overhead|consumption)\b", re.I)
# Machines named in lower case after the "x": cloud instances ("4x c7g.large", "2x
# m5.xlarge") and TPU slices ("2x v5e-256"), counted as "8x H100" is.
_MACHINE_AFTER_X = lazy(r"\s*(?P<hw>" + TPU_SLICE + "|" + hardware.CLOUD_INSTANCE.pattern + ")")
# "8 x A100", "21x Intel SSD DC P4600", "12x 16GB DIMMs": a count of the named things, up
# to the word holding a digit that names them (a model number, a size); "2x Intel Xeon
# Platinum 8468", "2x Nova 9984": a name's words and then its number alone.
_NAME_WORD = r"(?:[A-Z][\w\u00ae\u2122.+-]*)[ \u00a0]+"
_TIMES_NAMED = lazy(
    r"[ \u00a0]?[x\u00d7][ \u00a0]?(?P<what>(?:" + _NAME_WORD + r"){0,4}?"
    r"(?:[A-Z][A-Za-z]*\d(?:[\w-]|\.(?=\w))*|\d+(?:\.\d+)?[ \u00a0]?[KMGT]i?B)(?![\w-])"
    r"|(?:" + _NAME_WORD + r"){1,4}?\d{3,}[A-Za-z]*(?![\w.-]))")
# "improved 14 times": a number of times after a change is a ratio, not repetitions.
_TIMES = lazy(r"[ \u00a0](times)(?![A-Za-z])", re.I)
# "1m36s", "8m42s", "1h20m", "3m 04s", "1h 2m 5s": a duration in units of a clock, each part
# glued to its letter (a space between parts at most), the larger first.
_MIN_SEC = lazy(r"(?P<big>[hm])[ \u00a0]?(?P<small>\d{1,2}(?:\.\d+)?)(?P<unit>[ms])"
                r"(?:[ \u00a0]?(?P<seconds>\d{1,2}(?:\.\d+)?)s)?(?![A-Za-z0-9])")
_PER_USER = lazy(r"\s*(?:/|per\s+)user")
_MODEL_SIZE = lazy(r"\d[BT]$")
_SIZE_NOUN = lazy(r"(?:model|parameter|param)", re.I)
_BITS = Unit("Gbit", 1e-9, "memory")
# "a 1500b packet", "of 1500 b.": a lower-case "b" after a whole number of a thousand or
# more is bits. A scale letter keeps its number under a thousand ("1.5T", never "1500b"),
# so the "b" of "7b", "70b" or "1b rps" (billions) is never read here; spaced, the letter
# must end the clause, as a spaced "s" must.
_BIT_LETTER = lazy(r"(?:b|[ \u00a0]b(?=[ \u00a0]*(?:$|[.,;:)])))(?![A-Za-z0-9])")
_THOUSANDS = lazy(r"\d{1,3}(?:,\d{3})+|[1-9]\d{3,}")
_BYTES = Unit("GB", 1e-9, "memory")
# "an MTU of 1400", "set the MTU to 7000", "(MTU 9000)": a packet size is counted in bytes.
_PACKET_SIZE_BEFORE = lazy(r"\b(?:MTU|MSS)\s*(?:of|to|=|:|is|was|at|set\s+to)?\s*$")
_SECONDS = Unit("s", 1, "duration")


def attach_units(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Attach the unit written after each number (rate, symbol, word, price or counted noun)."""
    factor = "factor" in ctx.scan.lower()  # "a factor of 3": rare, so look for the word once
    return parts_of_wholes(ctx.scan, [_across_gap(ctx, cand, factor) for cand in found])


def _across_gap(ctx: Context, cand: Candidate, factor: bool) -> Candidate:
    """The unit read as if the blank that masked markup left after the number were one
    space: "**25,000** tokens per second", "25,000[^1] tokens per second"."""
    scan, end = ctx.scan, cand.end
    if cand.unit is None and _AT_LEAST_PLUS.match(scan, end):
        # "18M+ records/sec", "500+ req/s": a floor; the unit follows the plus sign
        read = _with_unit(ctx, replace(cand, end=end + 1), factor)
        if read.unit is not None:
            return replace(read, approximate=True)
    if cand.unit is None and end < len(scan) and scan[end] in "])" and \
            closes_interval(scan, cand.start):
        # "[9.28, 11.19]% less": the unit after an interval's closing bracket
        read = _with_unit(ctx, replace(cand, end=end + 1), factor)
        if read.unit is not None:
            return read
    if cand.unit is None and (shut := restated_end(scan, end, cand.value)) is not None:
        return _with_unit(ctx, replace(cand, end=shut), factor)  # "9610088 (9,610,088) pps"
    if scan[end:end + 2] != "  " or cand.unit is not None:
        return _with_unit(ctx, cand, factor)
    gap = end
    while gap < len(scan) and scan[gap] == " ":
        gap += 1
    read = _with_unit(ctx, replace(cand, end=gap - 1), factor)
    return read if read.unit is not None else _with_unit(ctx, cand, factor)


def _with_unit(ctx: Context, cand: Candidate, factor: bool) -> Candidate:
    """The candidate with the unit written after it, or marked as part of a name."""
    scan, pos = ctx.scan, cand.end
    if cand.unit is not None:
        return cand  # "ninefold": a unit written inside the number's own word
    if cand.currency:
        return priced(scan, cand)
    if factor and _FACTOR_OF.search(scan, max(0, cand.start - 16), cand.start) and \
            not unit_follows(scan, pos):
        return replace(cand, unit=RATIO, unit_text="factor")
    if not cand.spelled and (named := ratio_named_before(scan, cand.start)) is not None \
            and not unit_follows(scan, pos) and scan[pos:pos + 1] not in (":", "/"):
        return replace(cand, unit=RATIO, unit_text=named)
    if cand.spelled and (word := _spelled_unit(scan, cand)) is not None:
        return word
    marked = _marked(scan, cand)
    if marked is not None:
        return marked
    if not cand.spelled:
        symbol = _symbol_unit(ctx, cand)
        if symbol is not None:
            return symbol
        if _PACKET_SIZE_BEFORE.search(scan, max(0, cand.start - 24), cand.start) and \
                not unit_patterns.word_at(scan, pos):
            return replace(cand.with_unit(_BYTES), unit_text="MTU")
    return _counted(scan, cand)


def _spelled_unit(scan: str, cand: Candidate) -> Candidate | None:
    """A unit word after a spelled number: "three times faster" is a ratio, "eight hours"
    a duration, "two kb per second" a data rate; "one trillion requests a day" a rate, "a
    million dollars" a price."""
    pos = cand.end
    hit = unit_patterns.word_at(scan, pos) or _after_comparative(scan, pos)
    if hit is None and (rate := unit_patterns.symbol_at(scan, pos)) and " " in rate[1]:
        hit = rate  # a data rate whose second is a word: "two kb per second"
    if not (hit and hit[0].canonical in ("x", "s")) and cand.value >= 1e3:
        hit = unit_patterns.rate_at(scan, pos) or hit
    if hit and (hit[0].canonical in _SPELLED_UNITS or cand.value >= 1e3):
        return cand.measured_in(*hit)
    return None


# "2 more minutes", "two additional hours", "3 fewer ms": how many of the unit are added or
# taken away; the unit is still the number's ("5 more GPUs" is left to the counted nouns).
_COMPARATIVE = lazy(r"[ \u00a0]+(?:more|extra|additional|fewer|less)(?=[ \u00a0])")


def _after_comparative(scan: str, pos: int) -> tuple[Unit, str, int] | None:
    """The unit word or symbol after a comparative right after `pos`, or None."""
    found = _COMPARATIVE.match(scan, pos)
    if found is None:
        return None
    return unit_patterns.word_at(scan, found.end()) or unit_patterns.symbol_at(scan, found.end())


def _marked(scan: str, cand: Candidate) -> Candidate | None:
    """What the characters right after a number make of it before any unit is read: a
    process node, a block size, a count of nines, an error bar before the unit."""
    pos = cand.end
    if not cand.spelled and _PROCESS_NODE.match(scan, pos):
        return replace(cand, glued=True)  # "the same 6 nm I/O die": a process node
    if not cand.spelled and _DECADE.fullmatch(scan, cand.start, pos + 1):
        return replace(cand, end=pos + 1)  # the year "the 1960s" names, as a bare number
    if cand.scale == 1e3 and power_of_two(cand.value / cand.scale) and \
            (size := unit_patterns.block_size_at(scan, pos)):
        return replace(cand, unit=size[0], unit_text=size[1], value=cand.value * size[0].factor)
    if (glued := glued_unit(scan, cand)) is not None:
        return glued
    if not cand.spelled and _THOUSANDS.fullmatch(cand.value_text) and \
            (bits := _BIT_LETTER.match(scan, pos)):
        return cand.measured_in(_BITS, "b", bits.end())
    if _NINES.match(scan, pos):
        # "eleven 9s of durability": the number counts nines; the "9s" itself is no figure.
        return cand.counting("9s", end=pos + 3)
    if cand.value_text == "9" and scan.startswith("s", pos) and \
            _NUMBER_BEFORE.search(scan, max(0, cand.start - 16), cand.start):
        return replace(cand, glued=True)  # the "9s" of "eleven 9s"
    if not cand.spelled and (clock := _MIN_SEC.match(scan, pos)) and \
            (clock.group("big"), clock.group("unit")) in (("h", "m"), ("m", "s")) and \
            (clock.group("seconds") is None or clock.group("big") == "h"):
        big = 3600 if clock.group("big") == "h" else 60
        seconds = float(clock.group("seconds") or 0)
        return replace(cand, unit=_SECONDS, unit_text=scan[pos:clock.end()], end=clock.end(),
                       value=cand.value * big + float(clock.group("small")) * big / 60 + seconds)
    if not cand.spelled and (err := _ERROR_BAR.match(scan, pos)) and \
            (hit := unit_patterns.symbol_at(scan, err.end())
             or unit_patterns.word_at(scan, err.end())):
        return cand.measured_in(*hit)  # "410 +/-5 GB/s", "12 ± 3 ms": the unit after the bar
    return None


def _tens_of(scan: str, cand: Candidate, at: int) -> Candidate | None:
    """ "10s of GB/s", "100s of GPUs": an order of magnitude of what follows, at least the
    number written (no seconds); "30s of compute" is 30 seconds, and not read here."""
    hit = unit_patterns.symbol_at(scan, at) or unit_patterns.word_at(scan, at - 1)
    if hit is not None:
        return replace(cand.measured_in(*hit), end=cand.end + 1, unit_text=hit[1],
                       approximate=True, statistic="min")
    noun = count_noun(scan, at - 1, digits=True, plural=False) or plural_noun(scan, at - 1)
    if noun is None:
        return None
    return replace(cand.counting(noun[0], scan[cand.end:noun[1]], cand.end + 1),
                   approximate=True, statistic="min")


def _symbol_unit(ctx: Context, cand: Candidate) -> Candidate | None:
    """A unit symbol, rate or word after a number written in digits."""
    scan, pos = ctx.scan, cand.end
    if scan.startswith("-by-", pos) and (by := _BY.match(scan, pos)):
        return cand.counting(by.group("what"), by.group(0), by.end())
    if cand.value_text.isdigit() and scan[pos:pos + 1] in ("x", "X", "\u00d7") and \
            (product := glued_product(scan, pos + 1)) is not None:
        return cand.counting(product[0], scan[pos:product[1]], product[1])
    if cand.value_text.isdigit() and (times := _TIMES_NAMED.match(scan, pos)):
        return cand.counting(times.group("what"), scan[pos:times.end()].strip(), times.end())
    if cand.value_text in ("10", "100", "1000") and (tens := _TENS_OF.match(scan, pos)) \
            and (many := _tens_of(scan, cand, tens.end())) is not None:
        return many
    if (inner := unit_patterns.inner_per_rate_at(scan, pos)) is not None:  # "token/gpu/sec"
        return replace(cand.measured_in(*inner[:3]), per=inner[3])
    glued = pos < len(scan) and not scan[pos].isspace()
    symbol = unit_patterns.symbol_at(scan, pos)
    if symbol is not None and not glued and (word := unit_patterns.word_at(scan, pos)) and \
            word[2] > symbol[2]:
        symbol = word  # the longer unit as written: "10 US dollars" is no 10 "us"
    # A unit glued to the number ("2x", "5ms") wins over a rate read across words.
    hit = (unit_patterns.energy_per_token_at(scan, pos) or (glued and symbol)
           or unit_patterns.rate_at(scan, pos) or unit_patterns.efficiency_at(scan, pos)
           or symbol or unit_patterns.word_at(scan, pos) or unit_patterns.described_at(scan, pos))
    if not hit:
        hit = _after_comparative(scan, pos)
    if not hit and (times := _TIMES.match(scan, pos)) and \
            CHANGED_BY.search(scan, max(0, cand.start - 40), cand.start):
        return replace(cand, unit=RATIO, unit_text=times.group(1), end=times.end())
    if not hit:
        return None
    unit, surface, end = hit
    if unit.canonical == "cycles" and surface[-1:] != "s" and cand.value != 1:
        return None  # "the 1.11 cycle", "the 2024 cycle": a release's cycle, named by it
    if surface == "X" and _PRODUCT_NUMBER.fullmatch(cand.value_text):
        return replace(cand, glued=True)  # "9950X", "7900X": a product number, not a ratio
    if surface in ("x", "X") and _in_hardware_name(scan, cand.start, end):
        return replace(cand, glued=True)  # "Ryzen 9 3950x": the part's name, in any case
    if surface in ("x", "\u00d7", "X") and (hw := _HW_AFTER_X.match(scan, end)
                                             or _MACHINE_AFTER_X.match(scan, end)) and \
            not _USE_OF.match(scan, hw.end()):
        return cand.counting(hw.group("hw"), surface, hw.end())
    if surface in ("x", "\u00d7") and (thing := thing_after_times(scan, end)) is not None:
        return cand.counting(thing[0], surface, thing[1])
    if surface in ("TPS", "tps") and not ctx.tokens_document and \
            not _PER_USER.match(scan, end):
        unit = unit_patterns.tps_unit(False)
    if unit.canonical == "Gbit" and surface[1:] == "b" and _HELD_IN.match(scan, end):
        unit = Unit("GB", unit.factor, "memory")  # "4.5Gb memory": bytes, written loosely
    elif unit.canonical == "Gbit" and surface[1:] == "bit" and _LINK.match(scan, end):
        unit = Unit("Gbit/s", unit.factor, "bandwidth")  # "a 10 gbit network": its line rate
    if unit.canonical == "USD":
        return price_per(scan, cand.measured_in(unit, surface, end))
    if unit.canonical == "J" and per_token_before(scan, cand.start):
        unit = Unit("J/token", unit.factor, "energy")  # "Energy per token: 0.2 J"
    return cand.measured_in(unit, surface, end)


def _in_hardware_name(scan: str, start: int, end: int) -> bool:
    """Whether the number at `start` (its letter ending at `end`) lies inside a named part."""
    # Posts write model suffixes in either case ("3950x" for "3950X"); a ratio never sits
    # inside a CPU, accelerator or device name the vocabulary knows.
    lo = max(0, start - 40)
    window = scan[lo:end + 1]
    return any(m.start() + lo <= start and m.end() + lo >= end
               for family in (hardware.CPU_FAMILY, hardware.ACCELERATOR_FAMILY, hardware.DEVICE)
               for m in family.finditer(window))


def _counted(scan: str, cand: Candidate) -> Candidate:
    """A counted noun after the number, or the mark that it is glued to a name."""
    pos, digits = cand.end, not cand.spelled
    after = noun_after(scan, pos, digits=digits)
    noun = counts(after, scan, pos, digits=digits, plural=cand.spelled or cand.value == 1)
    if noun is None and cand.spelled and cand.value >= 2:
        noun = plural_noun(scan, pos)
    elif noun is None and cand.spelled and (one := ONE_PRODUCT.match(scan, pos)):
        noun = one.group("product"), one.end()
    if noun and not (_MODEL_SIZE.search(cand.value_text) and _SIZE_NOUN.match(noun[0])):
        return cand.counting(noun[0], end=noun[1])
    if digits and counts(after, scan, pos, digits=True):
        return replace(cand, glued=True)  # "its 9550 NVMe SSD": a count with a singular noun
    if digits and (width := hyphen_width(scan, cand)) is not None:
        unit, surface, end = width
        return replace(cand.measured_in(unit, surface, end),
                       count_noun="wide" if unit.canonical == "count" else None)
    if digits and (bits := HYPHEN_SIZE.match(scan, pos)) and bits.group("word") == "bit":
        # "16-bit weights", "a 16-bit 8088": a width in bits that names a format or a part,
        # no figure of a report (marked glued), but still a number of bits as read
        return replace(cand.measured_in(_BITS, bits.group(0)[1:], bits.end()), glued=True)
    if digits and pos < len(scan) and (scan[pos].isalpha() or (
            scan[pos] in "-(" and scan[pos + 1:pos + 2].isalpha())):
        # Glued to a word that is no unit ("6980P", "4-way"): a name; or to a bracket of
        # letters ("2(n-1)/n"): a formula.
        return replace(cand, glued=True)
    if _MODEL_SIZE.search(cand.value_text):
        return replace(cand, glued=True)
    return cand

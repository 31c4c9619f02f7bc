"""Where a unit stands in text: the patterns over the unit table and the readers that use
them (`symbol_at`, `word_at`, `rate_at`...), each answering (unit, surface, end) or None."""

from __future__ import annotations

import re
from collections.abc import Iterable

from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import alternation, literals
from claims.vocabulary.units import (
    COUNT_NOUNS,
    PER_WORDS,
    RATE_NOUNS,
    SYMBOLS,
    TIME_DENOMINATORS,
    WORDS,
    Unit,
)


def _longest_first(words: Iterable[str], *, escaped: bool = True) -> list[str]:
    """Words longest first (by their escaped length, as the patterns always sorted them)."""
    return sorted(words, key=lambda w: len(re.escape(w) if escaped else w), reverse=True)


# Any up to three words or hyphenated sizes ("1.7 million total tokens per second",
# "4-byte random reads per second") may stand between a number and its rate noun, because
# the noun must be followed by "per <time>" to count. (Under re.I, `[a-z]` takes capitals.)
_ADJ = r"(?:(?:[a-z][a-z-]*|\d+-[a-z]+|\d+(?:\.\d+)?\s?[KMGT]i?B)\s+){0,3}"
# A unit may stand on the next line, indented as a list item's wrapped line is ("4176\n
# tokens/s" inside "* ...").
_WRAP = r"[ \t\u00a0]*\r?\n[ \t\u00a0]*"
# A participle saying what was done to the counted things may stand between the noun and
# its time ("tokens generated per second", "iterations processed per second"): the rate is
# still of the noun.
DONE = (r"(?:\s+(?:processed|generated|served|handled|completed|decoded|encoded|rendered|"
        r"produced|executed|answered|sent|received|written|read|delivered))?")
RATE_RE = lazy(
    r"(?:" + _WRAP + r"|\s)?" + _ADJ + r"(?P<noun>" + alternation(_longest_first(RATE_NOUNS)) + r")"
    + DONE + r"\s*(?:/\s*|\s+per\s+|\s+a\s+|\s+each\s+)"
    r"(?P<time>second|sec|s|minute|min|month|m|hour|hr|h|day)(?![A-Za-z])", re.I)
SYMBOL_RE = lazy(
    r"(?P<space>" + _WRAP + r"|[ \u00a0\u202f]?)(?P<unit>"
    + literals(sorted(SYMBOLS, key=lambda s: len(re.escape(s)), reverse=True))
    + r")(?![A-Za-z0-9])")
WORD_RE = lazy(
    r"(?:" + _WRAP + r"|\s|-)(?P<unit>" + alternation(_longest_first(WORDS)) + r")"
    r"(?![A-Za-z])", re.I)
# "gains 1.75 times": a fraction of a time can only be a ratio, whatever follows, while
# "ran 3 times" counts repetitions.
FRACTIONAL_TIMES_RE = lazy(r"\s(?P<unit>times)(?![A-Za-z])", re.I)
_FRACTION_BEFORE = lazy(r"\d\.\d+$")
TIMES_RE = lazy(
    # "10 times or more faster": a hedge may stand between the times and the comparison
    r"\s(?P<unit>times)\s+(?:or\s+(?:more|so)\s+)?(?=(?:faster|slower|more|less|higher|lower|better|greater|larger|"
    r"smaller|the|as|that|over|cheaper|quicker|fewer|its|their)\b"
    # "3 times SGLang's": a multiple of what the possessive names
    r"|[\w.-]+['\u2019]s\b)", re.I)

# "$X per hour", "$X/Mtok": what a price is per.
PRICE_PER_RE = lazy(
    r"\s*(?:/|per|an?|each)\s*(?:(?P<gpu>GPU|chip|node|instance|server)[- ]?)?"
    r"(?:(?P<hour>hour|hr|h)|(?P<month>month|mo)|"
    r"(?P<mtok>(?:1\s?M|M|one\s+million|million|1,000,000)\s*(?:input\s+|output\s+)?(?:tokens|tok)|Mtok)|"
    r"(?P<ktok>(?:1\s?K|K|1,000|thousand)\s*(?:input\s+|output\s+)?(?:tokens|tok))|"
    r"(?P<tok>(?:input\s+|output\s+)?(?:token|tok)))\b", re.I)


_PLURAL = r"(?:s|es)?"
COUNT_NOUN_RE = lazy(
    r"(?i:(?P<noun>" + alternation(_longest_first(COUNT_NOUNS, escaped=False))
    + r")" + _PLURAL
    + r"(?![A-Za-z0-9-]))"
    # a product counted in the plural: "1,024 H100s", "8 MI300Xs"
    r"|(?P<product>[A-Z]{1,3}\d{2,4}[A-Z]?)s(?![A-Za-z0-9-])")

# "per output token", "per generated token": which tokens, not another denominator.
_TOKEN_KIND = r"(?:(?:output|generated|decoded|input)\s+)?"
# A product named as the denominator: "tok/s/H200" (per GPU), "per H800 node" (per node).
_PRODUCT_PER = r"[A-Z]{1,3}\d{2,4}[A-Z]?"
PER_AFTER_RE = lazy(
    r"\s*(?:(?:/\s*|per[\s-]+|each\s+|for\s+each\s+|on\s+each\s+|per\s+active\s+|"
    r"per\s+concurrent\s+)" + _TOKEN_KIND + r"(?:(?-i:" + _PRODUCT_PER + r")\s+)?(?P<noun>"
    + alternation(_longest_first(PER_WORDS, escaped=False)) + r")(?![A-Za-z0-9])"
    r"|(?:/\s*|per\s+)(?P<product>(?-i:" + _PRODUCT_PER + r"))(?![\w-])"
    # "1.3 million tokens per second across the whole system"
    r"|\s+across\s+the\s+(?:whole|entire|full)\s+(?P<whole>system|cluster|rack|fleet))",
    re.I)
# "Per stream", "each session", "single-stream", "for one user" divide a figure among
# its users: a single stream's speed is one user's speed.
_ONE_OF = r"(?:\bsingle-|\b(?:a\s+single|one)\s+)"
PER_BEFORE_RE = lazy(
    r"(?=[pseao])"  # the first letters of the branches (re.I), so the engine skips ahead
    r"(?:\bper[\s-]|\b(?:each|every)\s+|" + _ONE_OF + r")" + _TOKEN_KIND + r"(?P<noun>gpu|chip|cpu|"
    r"vcpu|core|node|rack|user|socket|server|instance|accelerator|request|query|stream|session|"
    r"watt|token|port|drive|disk|ssd|thread)\b", re.I)


PER_RIGHT_RE = lazy(r"\s*(?:at\s+\S+\s+)?(?:for|to|with|on)\s+"
                    r"(?:(?:each|every)\s+|(?:one|a\s+single|a)\s+)"
                    r"(?P<noun>user|stream|session|request|query|core|gpu|node|chip|socket)"
                    r"\b", re.I)


def per_of(found: re.Match[str]) -> str:
    """The denominator a PER_AFTER_RE match names: a word's, a GPU for a product named
    alone ("/H200"), the system for "across the whole system" (a rack stays a rack)."""
    if found.group("noun"):
        return PER_WORDS[found.group("noun").lower()]
    if found.group("product"):
        return "GPU"
    return "rack" if found.group("whole").lower() == "rack" else "system"


#: Symbols that are units only glued to their number: Kubernetes' bare binary prefixes.
_GLUED_ONLY = frozenset({"Ki", "Mi", "Gi", "Ti", "Pi"})


def symbol_at(text: str, pos: int) -> tuple[Unit, str, int] | None:
    """The unit symbol right after `pos` (glued or one space): (unit, surface, end)."""
    found = SYMBOL_RE.match(text, pos)
    if not found:
        return None
    surface = found.group("unit")
    # A lone letter after a space is a word, not a unit ("5 x 8"); "in 2 s" counts only
    # when punctuation follows. A bare binary prefix is a size only as Kubernetes glues it
    # ("12Gi"): after a space it is a name's suffix ("RTX 3070 Ti").
    if found.group("space") and surface in _GLUED_ONLY:
        return None
    if found.group("space") and surface in ("s", "h", "X", "x", "m", "us", "min", "B", "b") \
            and (surface not in ("s", "h", "us", "min")
                 or not _is_time_context(text, found.end())):
        return None
    return SYMBOLS[surface], surface, found.end()


def _is_time_context(text: str, end: int) -> bool:
    """A spaced `s`/`h` is a unit only when punctuation or a clause break follows."""
    return end >= len(text) or text[end] in " ,.;:)]"


DESCRIBED_RE = lazy(
    r"(?:\s+(?:[a-z][a-z-]*|\d+(?:\.\d+)?\s?[KMGT]i?B|\d+-[a-z]+"
    # a block size with a bare K: "4K random read IOPS" (not "handles 75k RPS")
    r"|\d+[Kk](?=\s+(?:random|sequential|mixed|read|write)\b))){1,4}\s+"
    r"(?P<unit>IOPS|I/Ops|I/OPS|QPS|RPS|TPS|FPS|tpmC|NOPM|TFLOPS|PFLOPS)(?![A-Za-z0-9])")


# "4K random reads", "a 128k sequential write", "4k sectors", "a 128K recordsize": a block
# size written with a bare K (bytes). Storage blocks, sectors and pages are sized in powers
# of two, so a bare K is 1024 there ("4KB", with its B, follows the prefix as written).
BLOCK_SIZE_RE = lazy(r"(?<=\d)[Kk][ \u00a0]+(?:(?:random|sequential|direct|aligned|mixed)"
                     r"[ \u00a0]+)?(?:reads?|writes?|blocks?|I/Os?|IOs?|transfers?|"
                     # ZFS's record and volume block sizes: "4K recordsize", "8k volblocksize";
                     # Ceph's and RAID's stripe units: "a 16k stripe_unit", "64K chunk size"
                     r"sectors?|pages?|record[ \u00a0]?size|volblocksize|stripe[_ \u00a0]?units?|"
                     r"stripe[_ \u00a0]?size|chunk[_ \u00a0]?size|block[_ \u00a0]?size)\b")


def block_size_at(text: str, pos: int) -> tuple[Unit, str, int] | None:
    """A block size at `pos`, the K glued to the number: (bytes as GB, "K", end of the K);
    the number was read as thousands, so the factor makes its K binary."""
    if pos == 0 or not BLOCK_SIZE_RE.match(text, pos - 1):
        return None
    return Unit("GB", 1.024e-9, "memory"), text[pos - 1], pos


EFFICIENCY_RE = lazy(
    r"\s?(?:[a-z]+\s+)?(?P<noun>tokens?|toks?|requests?|queries|operations|ops|images|frames|samples|"
    r"inferences)\s*(?:/\s*|\s+per\s+)(?P<per>joule|J|kWh|watt|W)(?![A-Za-z])", re.I)


# "0.4 J per token", "120 mJ per output token", "2 joules for each token": an energy per
# token written with words ("J/token" and "joules per token" are table entries).
ENERGY_PER_TOKEN_RE = lazy(
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
    unit = Unit(f"{noun}/{denominator}", 1, "energy_efficiency")
    return unit, found.group(0).strip(), found.end()


# How far past a figure a described rate symbol may end: four describing words and the
# symbol ("4 KiB random read IOPS" is 22 characters).
_DESCRIBED_REACH = 96


def described_at(text: str, pos: int) -> tuple[Unit, str, int] | None:
    """A rate symbol after a few describing words: "12 million 4 KiB random read IOPS"."""
    # Every symbol DESCRIBED_RE ends with holds one of these; look only a bounded window
    # ahead, since scanning to the end of the text for each figure is quadratic.
    window = text[pos:pos + _DESCRIBED_REACH]
    if "PS" not in window and "Ops" not in window and "tpmC" not in window and \
            "NOPM" not in window:
        return None
    found = DESCRIBED_RE.match(text, pos)
    if not found:
        return None
    return SYMBOLS[found.group("unit")], found.group(0).strip(), found.end()


# A unit of time glued to its number: "3day", "3.5years", "24hours" (the symbols, "5ms",
# "2h", are in SYMBOLS).
_GLUED_TIME_RE = lazy(r"(?P<unit>(?:second|minute|hour|day|week|month|year|decade)s?)"
                      r"(?![A-Za-z])", re.I)


def word_at(text: str, pos: int) -> tuple[Unit, str, int] | None:
    """A unit word right after `pos` ("percent", "seconds", "gigabytes"), or a unit of time
    glued to the number ("3days"): (unit, surface, end)."""
    found = WORD_RE.match(text, pos) or TIMES_RE.match(text, pos) or (
        pos > 0 and text[pos - 1].isdigit() and _GLUED_TIME_RE.match(text, pos)) or None
    if not found and _FRACTION_BEFORE.search(text, max(0, pos - 8), pos):
        found = FRACTIONAL_TIMES_RE.match(text, pos)
    if not found:
        return None
    surface = found.group("unit")
    if surface.lower() == "times":
        return Unit("x", 1, "ratio"), surface, found.end("unit")
    if text[found.start()] == "-" and surface.lower() in ("bit", "bits"):
        return None  # "16-bit weights" may name a format: the units step reads the noun
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


# A rate's noun right after the number, before a denominator written ahead of its second:
# "3760 token/gpu/sec", "40 tokens per GPU per second".
_NOUN_FIRST = lazy(r"[ \u00a0]?(?P<noun>" + alternation(_longest_first(RATE_NOUNS)) + r")\b",
                   re.I)
_SECOND_LAST = lazy(r"\s*(?:/\s*|\s+per\s+)(?:second|sec|s)(?![A-Za-z])", re.I)


def inner_per_rate_at(text: str, pos: int) -> tuple[Unit, str, int, str] | None:
    """A rate whose denominator stands between its noun and its second ("token/gpu/sec",
    "tokens per GPU per second"), right after `pos`: (unit, surface, end, denominator)."""
    noun = _NOUN_FIRST.match(text, pos)
    per = noun and PER_AFTER_RE.match(text, noun.end())
    second = per and _SECOND_LAST.match(text, per.end())
    if not (noun and per and second):
        return None
    canonical = RATE_NOUNS.get(noun.group("noun")) or RATE_NOUNS[noun.group("noun").lower()]
    surface = text[noun.start("noun"):second.end()]
    return Unit(canonical, 1.0, "throughput"), surface, second.end(), per_of(per)


# Any lower-case noun per second: "2,300 fsync/s", "40,000 commits per second".
ANY_RATE_RE = lazy(r"[ \u00a0]?(?P<noun>[a-z][a-z-]+[a-z])" + DONE + r"\s*(?:/\s*(?:s|sec)|"
                   r"\s+per\s+(?:second|sec))(?![A-Za-z])")
# Words that are no work done per second: units of their own, or repetition ("times").
_NOT_RATE_NOUNS = frozenset({"times", "cycles", "percent"})


def _any_rate_at(text: str, pos: int) -> tuple[Unit, str, int] | None:
    """A rate of a noun missing from RATE_NOUNS, per second only: (noun/s, surface, end)."""
    found = ANY_RATE_RE.match(text, pos)
    if not found:
        return None
    noun = found.group("noun")
    if noun in SYMBOLS or noun in WORDS or noun in _NOT_RATE_NOUNS or f"{noun}/s" in SYMBOLS:
        return None  # a unit symbol of its own ("kpkts/s"), read with its prefix
    return Unit(f"{noun}/s", 1, "throughput"), found.group(0).strip(), found.end()


def tps_unit(tokens_document: bool) -> Unit:
    """`TPS` is tokens/s in a document about tokens, else transactions/s."""
    if tokens_document:
        return SYMBOLS["TPS"]
    return Unit("transactions/s", 1, "throughput")

"""Figure detection: an ordered list of small named steps (a ruler) over one sentence.

Each step takes the sentence context and the candidate figures found so far and
returns the candidates it keeps or changes. Steps can be switched off by name
(`Ruler.without`) and tested alone. The default order is `DEFAULT_RULER`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from itertools import pairwise
from operator import attrgetter

from claims.extract import numbers, units
from claims.extract.blocks import Sentence
from claims.extract.conditions import SOFTWARE

_MONTHS = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
           r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)")
_DATE_RES = (
    re.compile(_MONTHS + r"\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?\b"),
    re.compile(r"\b\d{1,2}(?:st|nd|rd|th)?\s+" + _MONTHS + r"\b(?:,?\s+\d{4})?"),
    re.compile(_MONTHS + r",?\s+\d{4}\b"),
    re.compile(r"\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?\b"),
    re.compile(r"\b\d{1,2}/\d{1,2}/\d{2,4}\b"),
    re.compile(r"\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\b"),
    re.compile(r"\b(?:Q[1-4]|H[12]|FY)\s?'?\d{2,4}\b"),
    re.compile(r"\b\d+(?:\.\d+){2,}\b"),                     # versions like 6.12.1 and IPs
    re.compile(r"\b\d+:\d+\b"),                              # ratios of parts, times
    re.compile(r"\b24[/x]7\b"),                               # "24/7": always, not a figure
)
# The lookahead names every character a date can start with, so the engine skips ahead.
_DATES = re.compile(r"(?=[JFMASONDQH\d])(?:" + "|".join(f"(?:{p.pattern})" for p in _DATE_RES)
                    + ")")
# Something every date, time or version above holds (a month, a separator, "Q1", "FY",
# "24x7"): where a window has none, the date patterns need not run.
_DATE_HINT = re.compile(r"[-/:]|\.\d+\.|Q[1-4]|H[12]|FY|x7|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|"
                        r"Oct|Nov|Dec")
_YEAR = re.compile(r"(?:19|20)\d{2}s?")
# Words after which a number is a version or a label ("version 2", "Table 3", "Linux 6").
_VERSION_WORDS = frozenset((
    "version", "versions", "v", "ver", "release", "rel", "build", "revision", "rev", "gen",
    "generation", "series", "round", "edition", "level", "tier", "step", "stage", "phase",
    "issue", "section", "chapter", "table", "figure", "fig", "appendix", "rfc", "item", "no",
    "number", "python", "linux", "kernel", "java", "jdk", "node", "cuda", "rocm", "pcie",
    "ddr", "lpddr", "hbm", "gddr", "usb", "wi-fi", "ipv", "http", "tls", "c++", "sm",
    "capability",
))
_ORDINAL = re.compile(r"(?:st|nd|rd|th)\b")
_LIST_LABEL = re.compile(r"[.)]\s")  # after a number that opens a line: "1. Intro", "2) ..."
# Lower-case words that never name a product, so a number after them is no version.
_COMMON = frozenset((
    "a", "about", "above", "achieving", "across", "after", "again", "against", "all",
    "almost", "also", "although", "always", "among", "an", "and", "another", "any",
    "approximately", "are", "around", "as", "at", "average", "be", "because", "been",
    "before", "being", "below", "between", "both", "but", "by", "can", "could", "delivering",
    "did", "do", "does", "down", "during", "each", "either", "even", "every", "few", "for",
    "from", "had", "has", "have", "having", "he", "her", "here", "his", "hitting", "how",
    "however", "i", "if", "in", "into", "is", "it", "its", "just", "last", "latency", "least",
    "less", "like", "many", "may", "median", "more", "most", "much", "my", "near", "nearly",
    "next", "no", "nor", "not", "now", "of", "off", "on", "once", "one", "only", "or",
    "other", "our", "out", "over", "overall", "peak", "per", "performance", "reached",
    "reaches", "reaching", "roughly", "same", "several", "she", "should", "since", "so",
    "some", "such", "than", "that", "the", "their", "them", "then", "there", "these", "they",
    "this", "those", "though", "through", "throughput", "to", "too", "total", "under",
    "until", "up", "upon", "very", "was", "we", "were", "what", "when", "where", "whether",
    "which", "while", "who", "why", "will", "with", "within", "without", "would", "yet",
    "yielding", "you", "your",
))
_IO_PAIR = re.compile(r"\b\d+(?:\.\d+)?[Kk]?\s*/\s*\d+(?:\.\d+)?[Kk]?\b(?=\s*(?:ISL|OSL|input|"
                      r"in/out|tokens?\b|sequence|context|$|[,;)]|\.(?!\d)))|\b\d+(?:\.\d+)?[Kk]/\d+"
                      r"(?:\.\d+)?[Kk]\b")
_HW_AFTER_X = re.compile(r"\s*(?:NVIDIA\s+|AMD\s+|Intel\s+|Google\s+)?"
                         r"(?P<hw>[A-Z][A-Za-z]*\d+[A-Za-z0-9-]*|GPUs?|CPUs?|nodes?|servers?|"
                         r"TPUs?|accelerators?)\b")
_CHANGE_TO = re.compile(r"\s+to\s+(?:about\s+|roughly\s+|nearly\s+|~)?\$?")
# A number with its unit glued on, right before a range dash: "1.3x-1.6x", "10ms-20ms".
_UNIT_BEFORE_DASH = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?:x|\u00d7|ms|us|\u00b5s|ns|s|[KMGT]B|W|"
                               r"[kMG]Hz)$")
# "eleven 9s", "five 9s of availability": a count of nines (a durability or availability).
_NINES = re.compile(r"[ \u00a0]9s(?![\w-])")
_NUMBER_BEFORE = re.compile(r"(?:\d|\b(?:" + "|".join(numbers.SPELLED) + r"))[ \u00a0]$", re.I)
# "per <denominator>" then only linking words up to the figure: "Cost per hour: $2.50",
# "Energy per token fell to 0.18 J" (the gap group holds the linking words).
_LEAD_IN = re.compile(r"\bper\s+[\w-]+(?:\s+[\w-]+){0,2}?(?P<gap>\s*[:=,]?\s*(?:(?:is|was|are|"
                      r"were|now|at|of|just|only|about|roughly|around|fell|dropped|rose|"
                      r"to|stands|came|in)\s+)*)\$?$", re.I)
_PER_TOKEN = re.compile(r"per\s+(?:(?:output|generated|decoded|input)\s+)?token", re.I)
# "p50/p99", "median/p99": two statistics, for two figures written "A / B".
_STAT_NAME = r"(p?(?:99\.9|50|75|90|95|99)|median|mean|average|max|min)"
_STAT_PAIR = re.compile(r"\b" + _STAT_NAME + r"\s*/\s*" + _STAT_NAME + r"\b", re.I)
_SLASH_GAP = re.compile(r"\s*/\s*")
# "7/6.5 GB/s": two values sharing the unit after the second.
_PLAIN_NUMBER_BEFORE = re.compile(r"(?<![\w./-])\d+(?:\.\d+)?$")
_SLASH_NUMBER = re.compile(r"/\d+(?:\.\d+)?")
_ERROR_BAR = re.compile(r"\s*(?:\u00b1|\+/-|\+-)\s*\d+(?:\.\d+)?")
_SUB_BOUND = re.compile(r"(?<![A-Za-z])[Ss]ub-$")
_PROCESS_NODE = re.compile(r"[ \u00a0]?nm(?![A-Za-z0-9])")
_BY = re.compile(r"-by-(?P<what>[A-Za-z][A-Za-z0-9-]*)")
# The lookahead names the first characters of every branch, so the engine skips ahead.
# The words are grouped by first letter (keeping their order within a letter), so the
# engine tries one branch per position.
_STAT_RE = re.compile(
    r"(?=[pmabwuthlsr\d])"
    r"\b[Pp](?P<p>99\.9|999|50|75|90|95|99)\b|\b(?P<q>99\.9|50|75|90|95|99)(?:th)?[- ]percentile"
    # (not a product's name: "M3 Max", "Xeon Max")
    r"|\b(?P<w>(?<![A-Z]\d\s)(?<![A-Z]\d\d\s)(?<!Xeon\s)m(?:edian|ean|ax(?:imum)?|in(?:imum)?)"
    r"|a(?:verage|vg|verag(?:ed|es|ing))"
    r"|peak(?:ed|s|ing)\s+at|peak|rpeak"  # Rpeak: a TOP500 system's theoretical peak
    r"|best[- ]case|worst[- ]case|up to|top(?: speed|(?:s|ped)? out at)|highest|lowest"
    r"|sustained)\b", re.I)
# "of peak", "of its theoretical peak": the peak that a share is taken of; "off-peak" hours.
_SHARE_OF = re.compile(r"(?:\bof\s+(?:(?:its|the|their|a)\s+)?(?:(?:theoretical|nominal|rated|"
                       r"hardware)\s+)?|\boff[\s-]|\bnon-)$", re.I)
# A bound written right before the figure: "as much as 50%", "as few as 8 GPUs", "at most".
_BOUND_BEFORE = re.compile(r"\b(?P<b>as\s+(?:much|many|high|little|few|low)\s+as|at\s+most)"
                           r"\s+(?:about\s+|roughly\s+|~)?\$?$", re.I)
# "adds up to 434 years", "came to": a total, not a best case.
_TOTAL_BEFORE = re.compile(r"\b(?:add(?:s|ed|ing)?|sum(?:s|med)?|amount(?:s|ed)?|total(?:s|led)?)"
                           r"\s+$", re.I)
# "25 W maximum": a bound written after the figure (not "maximum of 3 GHz", the next one's).
# "its 700 W power limit", "a 30 s time cap": a bound named after the figure is its maximum.
_BOUND_AFTER = re.compile(r"^\s+(?P<w>maximum|minimum|max|min|peak|(?:[a-z]+[ -])?(?:limit|cap|"
                          r"ceiling))\b(?![\s,]*(?:of\s+)?[$~\d])", re.I)
_LIMITS = ("limit", "cap", "ceiling")
_STAT_AFTER = re.compile(
    r"^\s*(?:,\s*)?\(?\s*(?:at|@|in|for)?\s*(?:the\s+)?(?:[Pp](?P<p>99\.9|999|50|75|90|95|99)\b"
    r"|(?P<w>median|mean|average|peak)\b)")
_STATS = {"50": "p50", "75": "p75", "90": "p90", "95": "p95", "99": "p99", "99.9": "p99.9",
          "999": "p99.9", "median": "median", "mean": "mean", "average": "mean", "avg": "mean",
          "averaged": "mean", "averages": "mean", "averaging": "mean",
          "peak": "peak", "max": "max", "maximum": "max", "min": "min", "minimum": "min",
          "best-case": "max", "best case": "max", "worst-case": "max", "worst case": "max",
          "up to": "max", "top speed": "max", "highest": "max", "lowest": "min",
          "topped out at": "max", "tops out at": "max", "top out at": "max",
          "as much as": "max", "as many as": "max", "as high as": "max", "at most": "max",
          "as little as": "min", "as few as": "min", "as low as": "min",
          "peaked at": "peak", "peaks at": "peak", "peaking at": "peak", "rpeak": "peak"}
_DIGIT = re.compile(r"\d")
_DURATION_JOIN = re.compile(r"[ \u00a0]+(?:and[ \u00a0]+)?")
_NUMBER_NEXT = re.compile(r"[\s:=]*(?:of\s+|was\s+|is\s+)?[$~]?\d")
_UP_TO_BEFORE = re.compile(r"\bup\s+to\s+$", re.I)
_PEAKED_AT_BEFORE = re.compile(r"\bpeak(?:ed|s|ing)\s+at\s+$", re.I)
# A statistic word right before these names memory in use, a measured size.
_USAGE = re.compile(r"\s+(?:(?:resident|heap|GPU|host|device)\s+)?(?:memory|RSS|heap|footprint|"
                    r"(?:memory\s+)?usage|working\s+set)\b", re.I)
# Digits, or a spelled number in lower or title case; written so the regex engine can
# skip ahead by first character (a case-insensitive alternation cannot).
NUMBERISH = re.compile(
    r"(?=[\daA" + numbers.first_letters(list(numbers.SPELLED)) + r"])(?:\d|(?<![A-Za-z])(?:"
    + numbers.by_first_letter(list(numbers.SPELLED)) + r")(?:fold)?(?![A-Za-z])"
    r"|(?<![A-Za-z])[Aa]\s(?:thousand|million|billion|trillion)(?![A-Za-z]))")
_CHANGE_WORDS = (
    r"\b(?:f[ae]ll\w*|ris\w*|rose|drop\w*|improv\w*|grow\w*|grew|increas\w*|decreas\w*|"
    r"reduc\w*|cut\w*|shr[iau]nk\w*|climb\w*|jump\w*|went|go(?:es|ing)?|mov\w*|chang\w*|"
    r"declin\w*|slash\w*|boost\w*|rais\w*|lower\w*|doubl\w*|tripl\w*|sped|speed\w*|"
    r"down|up|shorten\w*|halv\w*|expand\w*|scal\w*)")
_CHANGE = re.compile(_CHANGE_WORDS + r"\b", re.I)
# A change verb right before the figure: "rose 5%", "was cut by 30%", "fell by about 2x".
_CHANGED_BY = re.compile(_CHANGE_WORDS + r"\s+(?:by\s+)?(?:about\s+|roughly\s+|nearly\s+|~)?$",
                         re.I)
# "fell to $0.12 per million tokens from $0.30": a change stated new value first.
_CHANGED_TO = re.compile(_CHANGE_WORDS + r"\s+to\s+(?:about\s+|roughly\s+|~)?$", re.I)
# Verbs of a change in size, which a version does not make ("moved to 3.12 from 3.11" may
# be an upgrade; "fell to 1.1 from 3.2" is a measure): two bare numbers pair only after one.
_MEASURE_VERBS = (
    r"\b(?:f[ae]ll\w*|ris\w*|rose|drop\w*|improv\w*|grow\w*|grew|increas\w*|decreas\w*|"
    r"reduc\w*|cut\w*|shr[iau]nk\w*|climb\w*|jump\w*|declin\w*|slash\w*|lower\w*|"
    r"shorten\w*|halv\w*)")
_BARE_CHANGED_TO = re.compile(_MEASURE_VERBS + r"\s+to\s+(?:about\s+|roughly\s+|~)?$", re.I)
_BARE_CHANGED_FROM = re.compile(_MEASURE_VERBS + r"\s+from\s+(?:about\s+|roughly\s+|~)?$", re.I)
_UNCOUNTED = frozenset({"gpu-hour", "node-hour"})
# Describing words between a spelled count and its plural noun: hyphenated ("two dual-socket
# servers") or plain ("three big vendors"), never a function word or a plural.
_DESCRIBING = (r"(?:[a-z]+-[a-z]+|\d+-[a-z]+|(?!(?:of|and|or|to|the|in|on|at|by|for|with|from|as|"
               r"is|are|was|were)\b)[a-z]+(?<!s))")
_PLURAL_AFTER = re.compile(r"(?:[ \u00a0\n]+" + _DESCRIBING + r"){0,2}[ \u00a0\n]+"
                           r"(?P<noun>[a-z]{2,}s)(?![A-Za-z0-9-])")
# A lower-case plural right after a counted noun: "queue pairs", "drive bays".
_COMPOUND_PLURAL = re.compile(r"[ \u00a0\n]+(?P<noun>[a-z]{2,}s)(?![A-Za-z0-9-])")
# A single product after "one": "one NVIDIA H100", "one MI300X" (a vendor name may lead).
_ONE_PRODUCT = re.compile(r"[ \u00a0\n]+(?:(?:[A-Z][a-z]+|[A-Z]{2,})[ \u00a0\n]+)?"
                          r"(?P<product>[A-Z]{1,4}\d{2,4}[A-Z]{0,2})(?![\w-])")
# Plural-looking words after a spelled number that count nothing: fractions, repetitions,
# pronouns and words that only look plural.
_NOT_COUNTED = frozenset({
    "times", "halves", "thirds", "quarters", "fifths", "tenths", "others", "ones", "ways",
    "sides", "its", "this", "thus", "has", "was", "does", "goes", "always", "perhaps",
    "sometimes", "besides", "afterwards", "towards", "whereas", "plus", "yes",
})
# "from about 11.5 million to ...": the hedge belongs to the "before" value.
_FROM = re.compile(r"\bfrom\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|~)?$")
# A capitalised word right after a bare number, which names a product line or model.
_TITLE_WORD_AFTER = re.compile(r"[ \u00a0](?:[A-Z][a-z]+)(?![A-Za-z0-9])")
# Column headers whose cells name things: versions, releases, models, builds.
_NAME_HEADER = re.compile(r"\b(?:version|release|model|name|build|kernel|driver|firmware|"
                          r"python|cuda|tag|library|package|api|sdk|os|distro|engine|tool)s?\b",
                          re.I)
# A comparison before a bare fraction: "recall above 0.95", "≥ 0.9".
_COMPARISON_BEFORE = re.compile(r"(?:\b(?:above|below|over|under|exceed\w*|at\s+least|"
                                r"at\s+most)\s+|[\u2265\u2264<>]\s*)$", re.I)
# "Nine [of the top] ten", "6 [of its] 8 GPUs": a part of a counted whole.
_PART_OF = re.compile(r"\s+of\s+(?:the|its|their|our|all|these|those)\s+"
                      r"(?:(?:top|first|last|best|largest|biggest|fastest)\s+)?")
# "two to three replicas", "five-to-ten minutes", "two- to three-fold": a spelled range.
_SPELLED_RANGE_GAP = re.compile(r"-?\s+to\s+|\s*[-\u2013]\s*|-to-")
# " from 3.2" after "fell to 1.1": the old value, written after the new one.
_FROM_NUMBER = re.compile(r"\s+from\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|~)?\$?\d")
# A bare number opening a range or change ("1.5-2.0x", "11.5 to 16.1 million") is no
# section number or version: the pair step joins it to the figure after it.
_RANGE_ON = re.compile(r"\s?[-\u2013]\s?\d|(?:-|\s)\s*to\s+(?:about\s+|~)?\$?\d")
# Words that set a number against the figure just before it.
_AGAINST = re.compile(r"\b(?:against|versus|vs\.?|compared\s+(?:with|to)|(?:up|down)\s+from|"
                      r"than)\s+(?:about\s+|roughly\s+|~)?[$]?$")
_UP_FROM = re.compile(r"\b(?:up|down|rising|falling|improved|reduced|increased)\s+from\s+"
                      r"(?:about\s+|roughly\s+|~)?$")
_TO_NEXT = re.compile(r"\s*(?:to|->|\u2192|=>)\s")
_AND = re.compile(r"\band\b|\bplus\b")
_FACTOR_OF = re.compile(r"\bfactor\s+of\s+(?:about\s+|roughly\s+|nearly\s+|~)?$", re.I)
_PRODUCT_BEFORE = re.compile(r"\b[A-Z]{1,4}\d{2,4}[A-Z]{0,2}\s+$")
# "9.4 µs (down from 11.2 µs)", "1.8 s (was 3.4 s)": the value before, after the new one.
_SINCE = re.compile(r"\s*[,(]?\s*(?:(?:down|up|improved|reduced|increased|falling|rising)\s+"
                    r"from|was|previously|formerly)\s+(?:about\s+|roughly\s+|~)?")
_COMPARED = re.compile(r"[,;]|\bversus\b|\bvs\.?|\bthan\b|\bcompared\b")
_SOFTWARE = frozenset(name.lower() for name in SOFTWARE)
_SCORE_BEFORE = re.compile(r"\b(?:scor\w*|rating|index|points?|accuracy|MMLU|\w*[Bb]ench\w*|"
                           r"of|at|is|was|reach\w*|hit\w*|averag\w*|measur\w*|stood|equal\w*|"
                           r"remain\w*)\W*$")
_CONFIDENCE = re.compile(r"\s*(?:confidence|credible|CI\b|prediction\s+interval)", re.I)
_MODEL_SIZE = re.compile(r"\d[BT]$")
_SIZE_NOUN = re.compile(r"(?:model|parameter|param)", re.I)
# "512-bit registers", "an 8-wide decoder": a width written as one word with its number.
_HYPHEN_SIZE = re.compile(r"-(?P<word>bit|wide)(?![A-Za-z0-9-])")
# Units a small spelled number takes from the word after it: "three times", "eight hours",
# "one exaflop", "two gigabytes", "four percent", "eleven watts".
_SPELLED_UNITS = frozenset({"x", "s", "FLOP/s", "GB", "%", "W", "Gbit/s", "GB/s", "Hz"})
# The spaces a count may cross to its noun: a soft line break in a paragraph is one.
_SPACES = " \u00a0\n"
_NEXT_WORD = re.compile(r"[ \u00a0]+(?P<word>[A-Za-z][A-Za-z-]*)")
# Words after "N-bit" that make it a number format ("16-bit weights", "8-bit integers"): a
# precision, which is a condition of a measurement, not a figure of its own.
_FORMAT_NOUNS = frozenset({
    "weight", "activation", "precision", "quantization", "quantisation", "quantized",
    "quantised", "quant", "integer", "int", "float", "floating", "floating-point",
    "fixed-point", "value", "number", "gradient", "kv", "kv-cache", "math", "arithmetic",
    "accumulation", "accumulator", "format", "type", "mode", "color", "colour", "depth",
    "inference", "training", "compute", "operation", "op", "tensor", "matmul", "model",
    "checkpoint", "parameter", "param", "encoding", "representation", "variant", "version",
})
_QUANTIZED_TO = re.compile(r"\bquanti[sz]\w*\s+(?:to\s+|at\s+|in\s+)?$", re.I)
_CLAUSE_BREAK = re.compile(r";|\s[-\u2013\u2014]\s|\(")
_BREAK_CHAR = re.compile(r"[;(\-\u2013\u2014]")  # a character every clause break holds
_MODIFIER = re.compile(r"[A-Za-z0-9][\w.+/-]*")  # "400 Gb/s" may describe a counted noun
# The word before a number (for names and versions); see `_word_before`.
_NAME_BEFORE = re.compile(r"([A-Za-z][\w.+-]*|\d[\w.]*)\s+$")
_ALPHA_WORD_BEFORE = re.compile(r"([A-Za-z][\w.+-]*)\s+$")
# What stands between two numbers of a pair: "from A to B", "A -> B", "A-B", "between A and B".
_TO_GAP = re.compile(r"\s*(?:to|->|\u2192|=>)\s*")
_ARROW_GAP = re.compile(r"\s*(?:->|\u2192|=>)\s*")
_RANGE_GAP = re.compile(r"\s?[-\u2013]\s?|-?\s+to\s+")  # "2- to 3-fold": a suspended hyphen
_AND_GAP = re.compile(r"\s+and\s+")
_BETWEEN = re.compile(r"\bbetween\s+(?:about\s+|roughly\s+|~)?\$?$", re.I)
_AND_NUMBER = re.compile(r"\s+and\s+(?:about\s+|~)?\$?\d")


@dataclass(slots=True)
class Candidate:
    """A figure being detected; steps fill in its unit, pairing and qualifiers."""

    start: int
    end: int
    value: float
    value_text: str
    spelled: bool = False
    currency: bool = False
    currency_code: str = "USD"  # the currency a leading symbol or code names ("€" -> EUR)
    approximate: bool = False
    unit: units.Unit | None = None
    unit_text: str | None = None
    count_noun: str | None = None
    per: str | None = None
    statistic: str | None = None
    value_max: float | None = None
    baseline_value: float | None = None
    baseline_text: str | None = None
    baseline_span: tuple[int, int] | None = None
    baseline_unit: str | None = None
    before_after: bool = False
    left: str = ""
    right: str = ""
    glued: bool = False
    scale: float = 1.0  # the scale word or suffix written with it ("million", "K")


@dataclass(frozen=True, slots=True)
class Figure:
    """A detected figure: where it stands, its value and unit, and the words around it."""

    start: int
    end: int
    value: float
    value_text: str
    unit: str
    unit_text: str | None
    metric_hint: str
    sentence: Sentence
    approximate: bool = False
    count_noun: str | None = None
    per: str | None = None
    statistic: str | None = None
    value_max: float | None = None
    baseline_value: float | None = None
    baseline_text: str | None = None
    baseline_span: tuple[int, int] | None = None
    baseline_unit: str | None = None
    before_after: bool = False
    left: str = ""
    right: str = ""


@dataclass(frozen=True, slots=True)
class Context:
    """One sentence (or table cell) to scan: its masked text and absolute offset."""

    scan: str
    offset: int
    tokens_document: bool = True
    header: str = ""
    header_unit: tuple[units.Unit, str, str | None] | None = None
    heading: bool = False
    label: str = ""


Step = Callable[[Context, list[Candidate]], list[Candidate]]
_START = attrgetter("start")


@dataclass(frozen=True)
class Ruler:
    """An ordered list of named steps; `without` switches steps off by name."""

    steps: tuple[tuple[str, Step], ...]
    disabled: frozenset[str] = field(default_factory=frozenset)

    def names(self) -> list[str]:
        """The step names, in order."""
        return [name for name, _ in self.steps]

    def without(self, *names: str) -> Ruler:
        """A copy of this ruler with the named steps switched off."""
        unknown = set(names) - set(self.names())
        if unknown:
            raise KeyError(f"no such step: {', '.join(sorted(unknown))}")
        return Ruler(self.steps, self.disabled | frozenset(names))

    @cached_property
    def enabled(self) -> tuple[Step, ...]:
        """The steps that run, in order (worked out once per ruler)."""
        return tuple(step for name, step in self.steps if name not in self.disabled)

    def run(self, ctx: Context) -> list[Candidate]:
        """Run the enabled steps in order over one sentence."""
        found: list[Candidate] = []
        for step in self.enabled:
            found = step(ctx, found)
        return found


# --- steps ---------------------------------------------------------------------------


def _last(pattern: re.Pattern[str], text: str, start: int = 0,
          end: int | None = None) -> re.Match[str] | None:
    """The last match of a pattern in text[start:end] (the one nearest the end)."""
    found = None
    for found in pattern.finditer(text, start, len(text) if end is None else end):  # noqa: B007
        pass
    return found


def find_numbers(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Every number written in digits (with scale) or spelled out."""
    scan = ctx.scan
    out = list(found)
    for m in numbers.NUMBER_RE.finditer(scan):
        cur, num, sfx, word = m.group("cur", "num", "sfx", "word")
        try:
            value = numbers.parse_digits(num, sfx, word)
        except (ValueError, OverflowError):
            continue
        at = m.start()
        out.append(Candidate(at, m.end(), value, m.group(), currency=bool(cur),
                             currency_code=numbers.CURRENCY[cur.strip()] if cur else "USD",
                             approximate=numbers.is_approximate(scan[max(0, at - 16):at]),
                             scale=numbers.scale_of(sfx, word)))
    for m in numbers.SPELLED_RE.finditer(scan):
        value = numbers.parse_spelled(m.group("word"), m.group("scale"))
        at = m.start()
        out.append(Candidate(at, m.end(), float(value), m.group(), spelled=True,
                             approximate=numbers.is_approximate(scan[max(0, at - 16):at])))
        if m.group("fold"):
            out[-1].unit, out[-1].unit_text = units.Unit("x", 1, "ratio"), "fold"
    if "illion" in scan or "thousand" in scan:
        for m in numbers.A_SCALE_RE.finditer(scan):
            at = m.start()
            out.append(Candidate(at, m.end(), numbers.scale_of(word=m.group("scale")),
                                 m.group(), spelled=True,
                                 approximate=numbers.is_approximate(scan[max(0, at - 16):at])))
    out.sort(key=_START)
    return out


def drop_identifiers(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Drop digits inside names and versions: GB300, V4.1, DEP2, Llama-3.1-70B, v0.6.3."""
    scan = ctx.scan
    keep: list[Candidate] = []
    for cand in found:
        if cand.spelled:
            keep.append(cand)
            continue
        a = cand.start
        before = scan[a - 1] if a else " "
        if not cand.currency and (before.isalnum() or before in "._/\\#@" or before == "'") \
                and not (before == "/" and _slash_pair_end(scan, cand)):
            continue
        if before in "-\u2013" and a >= 2 and scan[a - 2].isalpha() and \
                not _UNIT_BEFORE_DASH.search(scan, max(0, a - 16), a - 1):
            if not _SUB_BOUND.search(scan, max(0, a - 8), a):
                continue
            cand.approximate = True  # "sub-100ms", "sub-1 ms": a bound, below the figure
        if (before in "\u00b1-" or before.isspace()) and \
                scan[max(0, a - 2):a].strip() in ("\u00b1", "/-") and \
                _DIGIT.search(scan, 0, a):
            continue  # an error bar ("12 ms ± 3") belongs to the figure before it
        if before in "-\u2013" and a >= 2 and scan[a - 2].isdigit():
            # "3-5x" keeps its second half for the range step; "A100-80GB" does not.
            head = re.search(r"[\w.]+$", scan[:a - 1])
            if head and any(ch.isalpha() for ch in head.group(0)):
                continue
        previous = scan[max(0, a - 24):a].rstrip().rsplit(None, 1)[-1:]
        if previous and (previous[0].rstrip(".").lower() in _VERSION_WORDS
                         or previous[0].endswith("#")):
            continue
        keep.append(cand)
    return keep


def _slash_pair_end(scan: str, cand: Candidate) -> bool:
    """True for the second number of a pair written "A/B unit" ("7/6.5 GB/s read/write",
    "16/32 cores"): a plain number before the slash, a unit after this one."""
    head = _PLAIN_NUMBER_BEFORE.search(scan, max(0, cand.start - 12), cand.start - 1)
    return head is not None and _unit_follows(scan, cand.end)


def _slash_pair_start(scan: str, cand: Candidate) -> bool:
    """True for the first number of a pair written "A/B unit" (see `_slash_pair_end`)."""
    m = _SLASH_NUMBER.match(scan, cand.end)
    return m is not None and _unit_follows(scan, m.end())


def drop_dates(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Drop dates, years, times of day and dotted versions."""
    scan = ctx.scan
    keep: list[Candidate] = []
    for cand in found:
        if not cand.spelled and _inside_date(scan, cand.start, cand.end):
            continue
        if (not cand.spelled and not cand.currency and cand.value_text[:2] in ("19", "20")
                and _YEAR.fullmatch(cand.value_text) and not _unit_follows(scan, cand.end)):
            continue
        keep.append(cand)
    return keep


def _inside_date(scan: str, start: int, end: int) -> bool:
    """True when a date, time or version found around a number covers its start."""
    # Look for a date only around each number: a short window is cheap to scan.
    lo, hi = max(0, start - 14), min(len(scan), end + 16)
    if not _DATE_HINT.search(scan, lo, hi):
        return False
    for m in _DATES.finditer(scan, lo, hi):
        if m.start() > start:
            return False  # matches come in order: none later can cover the start
        if start < m.end():
            return True
    return False


def _unit_follows(scan: str, pos: int) -> bool:
    """True when a unit symbol, word or rate starts at `pos`."""
    return bool(units.symbol_at(scan, pos) or units.word_at(scan, pos)
                or units.rate_at(scan, pos) or _count_noun(scan, pos, digits=True))


def drop_enumerations(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Drop ordinals (1st, 3rd), list labels ("(2)", "1. Intro") and I/O length pairs."""
    scan = ctx.scan
    io_spans = [m.span() for m in _IO_PAIR.finditer(scan)] if "/" in scan else []
    keep: list[Candidate] = []
    for cand in found:
        after = scan[cand.end:cand.end + 3]
        if not cand.spelled and _ORDINAL.match(after):
            continue
        if after[:1] == ")" and cand.start and scan[cand.start - 1] == "(":
            continue
        if not cand.spelled and _LIST_LABEL.match(after) and not scan[:cand.start].strip():
            continue
        if io_spans and any(a <= cand.start < b for a, b in io_spans):
            continue
        keep.append(cand)
    return keep


def attach_units(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Attach the unit written after each number (rate, symbol, word, price or counted noun)."""
    scan = ctx.scan
    factor = "factor" in scan.lower()  # "a factor of 3": rare, so look for the word once
    for cand in found:
        pos = cand.end
        if cand.unit is not None:
            continue  # "ninefold": a unit written inside the number's own word
        if cand.currency:
            _price(scan, cand)
            continue
        if factor and _FACTOR_OF.search(scan, max(0, cand.start - 16), cand.start) and \
                not _unit_follows(scan, pos):
            cand.unit, cand.unit_text = units.Unit("x", 1, "ratio"), "factor"
            continue
        if cand.spelled:
            # "three times faster" is a ratio, "eight hours" a duration; "one trillion
            # requests a day" a rate.
            hit = units.word_at(scan, pos)
            if not (hit and hit[0].canonical in ("x", "s")) and cand.value >= 1e3:
                hit = units.rate_at(scan, pos) or hit  # "a million dollars" keeps its USD
            if hit and (hit[0].canonical in _SPELLED_UNITS or cand.value >= 1e3):
                cand.unit, cand.unit_text, cand.end = hit[0], hit[1], hit[2]
                cand.value *= hit[0].factor
                continue
        if not cand.spelled and _PROCESS_NODE.match(scan, pos):
            cand.glued = True  # "the same 6 nm I/O die": a process node names a process
            continue
        if cand.scale == 1e3 and (size := units.block_size_at(scan, pos)):
            cand.unit, cand.unit_text = size[0], size[1]
            cand.value *= size[0].factor
            continue
        if _NINES.match(scan, pos):
            # "eleven 9s of durability": the number counts nines; the "9s" itself is no figure.
            cand.unit, cand.unit_text = units.Unit("count", 1, "count"), "9s"
            cand.count_noun, cand.end = "9s", pos + 3
            continue
        if cand.value_text == "9" and scan.startswith("s", pos) and \
                _NUMBER_BEFORE.search(scan, max(0, cand.start - 16), cand.start):
            cand.glued = True  # the "9s" of "eleven 9s" (counted by the number before it)
            continue
        if not cand.spelled and (err := _ERROR_BAR.match(scan, pos)) and \
                (hit := units.symbol_at(scan, err.end()) or units.word_at(scan, err.end())):
            # "410 +/-5 GB/s", "12 ± 3 ms": the unit after the error bar is the figure's too.
            cand.unit, cand.unit_text, cand.end = hit[0], hit[1], hit[2]
            cand.value *= hit[0].factor
            continue
        if not cand.spelled:
            by = _BY.match(scan, pos) if scan.startswith("-by-", pos) else None
            if by:
                cand.unit, cand.unit_text = units.Unit("count", 1, "count"), by.group(0)
                cand.count_noun, cand.end = by.group("what"), by.end()
                continue
            glued = pos < len(scan) and not scan[pos].isspace()
            symbol = units.symbol_at(scan, pos)
            # A unit glued to the number ("2x", "5ms") wins over a rate read across words.
            hit = (units.energy_per_token_at(scan, pos) or (glued and symbol)
                   or units.rate_at(scan, pos)
                   or units.efficiency_at(scan, pos) or symbol or units.word_at(scan, pos)
                   or units.described_at(scan, pos))
            if hit:
                unit, surface, end = hit
                if surface == "X" and re.fullmatch(r"\d{3,}", cand.value_text):
                    cand.glued = True  # "9950X", "7900X": a product number, not a ratio
                    continue
                if surface in ("x", "\u00d7", "X") and (hw := _HW_AFTER_X.match(scan, end)):
                    cand.unit, cand.unit_text = units.Unit("count", 1, "count"), surface
                    cand.count_noun, cand.end = hw.group("hw"), hw.end()
                    continue
                if surface in ("TPS", "tps") and not ctx.tokens_document and not \
                        re.match(r"\s*(?:/|per\s+)user", scan[end:]):
                    unit = units.tps_unit(False)
                if unit.canonical == "USD":
                    cand.unit, cand.unit_text = unit, surface
                    cand.value *= unit.factor
                    cand.end = end
                    _price_per(scan, cand)
                    continue
                if unit.canonical == "J" and _per_token_before(scan, cand.start):
                    unit = units.Unit("J/token", unit.factor, "energy")  # "Energy per token: 0.2 J"
                cand.unit, cand.unit_text, cand.end = unit, surface, end
                cand.value *= unit.factor
                continue
        after = _noun_after(scan, pos, digits=not cand.spelled)
        noun = _counts(after, scan, pos, digits=not cand.spelled,
                       plural=cand.spelled or cand.value == 1)
        if noun is None and cand.spelled and cand.value >= 2:
            noun = _plural_noun(scan, pos)
        elif noun is None and cand.spelled and (one := _ONE_PRODUCT.match(scan, pos)):
            noun = one.group("product"), one.end()
        if noun and not (_MODEL_SIZE.search(cand.value_text) and _SIZE_NOUN.match(noun[0])):
            cand.unit, cand.unit_text = units.Unit("count", 1, "count"), noun[0]
            cand.count_noun, cand.end = noun[0], noun[1]
        elif not cand.spelled and _counts(after, scan, pos, digits=True):
            cand.glued = True  # "its 9550 NVMe SSD": a count above one with a singular noun
        elif not cand.spelled and (width := _hyphen_width(scan, cand)) is not None:
            cand.unit, cand.unit_text, cand.end = width
            cand.value *= cand.unit.factor
            cand.count_noun = "wide" if cand.unit.canonical == "count" else None
        elif not cand.spelled and pos < len(scan) and (scan[pos].isalpha() or (
                scan[pos] in "-(" and scan[pos + 1:pos + 2].isalpha())):
            # Glued to a word that is no unit ("6980P", "16-bit", "4-way"): a name; or to a
            # bracket of letters ("2(n-1)/n"): a formula.
            cand.glued = True
        elif _MODEL_SIZE.search(cand.value_text):
            cand.glued = True
    return found


def _count_noun(scan: str, pos: int, *, digits: bool,
                plural: bool = True) -> tuple[str, int] | None:
    """A counted noun after a number, across up to four modifiers ("one NVIDIA Vera Rubin rack").

    With `plural` False (a count above one written in digits), the noun must be plural:
    "9550 NVMe SSD" names a product, "8 NVMe SSDs" counts drives."""
    return _counts(_noun_after(scan, pos, digits=digits), scan, pos, digits=digits,
                   plural=plural)


def _noun_after(scan: str, pos: int, *, digits: bool) -> re.Match[str] | None:
    """The first counted noun after a number: glued by a hyphen ("64-core"), or after
    spaces across up to four modifiers; None when another word stops the walk."""
    if pos < len(scan) and scan[pos] == "-":
        return units.COUNT_NOUN_RE.match(scan, pos + 1)
    i = pos
    for _ in range(5):
        if i >= len(scan) or scan[i] not in _SPACES:
            return None
        while i < len(scan) and scan[i] in _SPACES:
            i += 1
        m = units.COUNT_NOUN_RE.match(scan, i)
        if m:
            return m
        word = _MODIFIER.match(scan, i)
        if not word:
            return None
        token = word.group(0)
        lowered = token.lower()
        if lowered not in units.COUNT_MODIFIERS and not (
                any(ch.isupper() for ch in token[1:]) or any(ch.isdigit() for ch in token)
                or (token[0].isupper() and lowered not in _COMMON)
                # digits may count across a plain adjective: "300 enterprise customers"
                or (digits and token.islower() and lowered not in _COMMON)):
            return None
        i += len(token)
    return None


def _counts(m: re.Match[str] | None, scan: str, pos: int, *, digits: bool,
            plural: bool = True) -> tuple[str, int] | None:
    """The noun of `_noun_after` and where it ends, when the number counts it (see
    `_count_noun`); spelled numbers count only the nouns of units.SPELLED_NOUNS."""
    if m is None:
        return None
    if scan[pos:pos + 1] == "-":
        if digits or (m.group("noun") or "").lower() in units.SPELLED_NOUNS:
            return m.group(0), m.end()
        return None
    if m.group("product"):
        return m.group(0), m.end()  # "1,024 H100s", "two MI300Xs": hardware, counted
    noun = m.group("noun").lower()
    if not digits and noun.split()[-1] not in units.SPELLED_NOUNS:
        return None
    compound = _COMPOUND_PLURAL.match(scan, m.end())
    if m.group(0).lower() == noun and compound and _counted_plural(compound.group("noun")) \
            and not scan[pos:m.start()].strip() \
            and compound.group("noun") not in units.RATE_NOUNS:
        # "16 queue pairs", "24 drive bays", "8 GPU servers": the singular noun right after
        # the number describes the plural one, which the number counts ("9550 NVMe SSD
        # reads" names a drive: the noun stands apart, and reads are work, not things).
        return scan[m.start():compound.end()], compound.end()
    if plural or m.group(0).lower() != noun or noun in _UNCOUNTED:
        return m.group(0), m.end()
    return None


def _counted_plural(word: str) -> bool:
    """True for a plural noun a number can count (not "times", "thus", "status")."""
    word = word.lower()
    return word not in _NOT_COUNTED and not word.endswith(("ss", "us", "is", "ous"))


def _hyphen_width(scan: str, cand: Candidate) -> tuple[units.Unit, str, int] | None:
    """A width written as one word: "512-bit registers" (a size in bits), "an 8-wide
    decoder" (a count). "16-bit weights", "quantized to 4-bit" name a number format (a
    precision, a condition) and give None, as does an "N-bit" with no noun after it."""
    m = _HYPHEN_SIZE.match(scan, cand.end)
    if m is None:
        return None
    if m.group("word") == "wide":
        return units.Unit("count", 1, "count"), m.group(0)[1:], m.end()
    noun = _NEXT_WORD.match(scan, m.end())
    if noun is None or _QUANTIZED_TO.search(scan, max(0, cand.start - 24), cand.start):
        return None
    word = noun.group("word").lower()
    if word in _FORMAT_NOUNS or word.removesuffix("s") in _FORMAT_NOUNS:
        return None
    return units.Unit("Gbit", 1e-9, "memory"), m.group(0)[1:], m.end()


def _plural_noun(scan: str, pos: int) -> tuple[str, int] | None:
    """A plural noun right after a spelled number above one, across up to two describing
    words ("eight indexes", "two dual-socket servers"): the number counts it."""
    m = _PLURAL_AFTER.match(scan, pos)
    if not m:
        return None
    if not _counted_plural(m.group("noun")):
        return None
    return m.group(0).strip(), m.end()


def _price(scan: str, cand: Candidate) -> None:
    """A currency figure: USD, or USD per hour / per million tokens; another currency
    keeps its own code ("€0.02" -> EUR), as when it is written after the number."""
    if cand.currency_code != "USD":
        cand.unit = units.Unit(cand.currency_code, 1, "cost")
        cand.unit_text = scan[cand.start]
        return
    cand.unit, cand.unit_text = units.Unit("USD", 1, "cost"), "$"
    _price_per(scan, cand)


def _price_per(scan: str, cand: Candidate) -> None:
    """Turn USD into USD/h, USD/Mtok or USD/month when a price denominator follows."""
    m = units.PRICE_PER_RE.match(scan, cand.end)
    if not m:
        _price_per_before(scan, cand)
        return
    _price_unit(cand, m)
    cand.unit_text = (cand.unit_text or "") + m.group(0)
    cand.end = m.end()


def _price_unit(cand: Candidate, m: re.Match[str]) -> None:
    """Give a dollar price the denominator a PRICE_PER_RE match names (and its GPU)."""
    if m.group("hour"):
        cand.unit = units.Unit("USD/h", 1, "cost")
    elif m.group("month"):
        cand.unit = units.Unit("USD/month", 1, "cost")
    else:
        # Prices per token and per thousand are scaled to the canonical per million.
        cand.unit = units.Unit("USD/Mtok", 1, "cost")
        cand.value *= 1 if m.group("mtok") else 1e3 if m.group("ktok") else 1e6
    if m.group("gpu"):
        cand.per = units.PER_WORDS.get(m.group("gpu").lower())


def _per_token_before(scan: str, start: int) -> bool:
    """True when "per token" is named just before a figure, with only linking words
    between ("Energy per output token fell to 0.18 J")."""
    lead = _LEAD_IN.search(scan, max(0, start - 40), start)
    return lead is not None and _PER_TOKEN.fullmatch(scan, lead.start(), lead.start("gap")) \
        is not None


def _price_per_before(scan: str, cand: Candidate) -> None:
    """A price whose denominator is named just before it: "Cost per million tokens: $0.07",
    "the price per GPU-hour is $2.10" (only linking words between, no other number)."""
    lead = _LEAD_IN.search(scan, max(0, cand.start - 40), cand.start)
    if lead is None:
        return
    m = units.PRICE_PER_RE.match(scan, lead.start())
    if m is not None and m.end() == lead.start("gap"):
        _price_unit(cand, m)


def drop_overlaps(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Drop numbers that sit inside an earlier figure's unit ("13 million 512-byte reads"),
    except a measure inside the noun a count counts (see `_measure_in_count`)."""
    keep: list[Candidate] = []
    for cand in found:
        if keep and cand.start < keep[-1].end:
            if _measure_in_count(keep[-1], cand):
                keep.append(cand)  # `split_nested_counts` ends the count at its number
            continue
        keep.append(cand)
    return keep


def _measure_in_count(count: Candidate, inner: Candidate) -> bool:
    """True when `inner` is a number with a unit inside the noun phrase `count` counts.

    "two 10GigE ports", "twelve 7.68TB drives", "two 64-core CPUs": the count is one figure
    and the port speed, drive size or core count another (configuration figures), so the
    count's span shrinks to its number. A product number ("eight H100 GPUs", "four 400G
    NICs": a bare "G" is no unit) is part of the name and no figure (`drop_unitless_names`
    drops a number after a name, "two AMD EPYC 9754 accelerators")."""
    return count.count_noun is not None and count.unit is not None and \
        count.unit.canonical == "count" and inner.unit is not None and \
        inner.end <= count.end and not inner.glued


def split_nested_counts(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """A count whose noun holds a figure that survived (see `_measure_in_count`) ends at its
    own number, so the two spans do not overlap: "[two] [10GigE] ports"."""
    for count, inner in pairwise(found):
        if inner.start < count.end:
            count.end = count.start + len(count.value_text)
    return found


def join_durations(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """A duration written in two units, the larger first ("4 minutes 12 seconds", "1 hour
    and 20 minutes"), is one figure: their sum, in seconds."""
    out: list[Candidate] = []
    for cand in found:
        prev = out[-1] if out else None
        if prev is not None and _in_seconds(prev) and _in_seconds(cand) and \
                prev.unit is not None and cand.unit is not None and \
                prev.unit.factor > cand.unit.factor and _whole_part(prev, cand) and \
                _DURATION_JOIN.fullmatch(ctx.scan, prev.end, cand.start):
            prev.value += cand.value
            prev.unit_text = (prev.unit_text or "") + ctx.scan[prev.end:cand.end]
            prev.end = cand.end
            continue
        out.append(cand)
    return out


def _whole_part(larger: Candidate, smaller: Candidate) -> bool:
    """True when two durations read as one: a whole number of the larger unit, then less
    than one of it in the smaller ("1 hour and 20 minutes"; "0.3 s and 12 ms" are two)."""
    factor = larger.unit.factor if larger.unit is not None else 1.0
    return "." not in larger.value_text and smaller.value < factor


def _in_seconds(cand: Candidate) -> bool:
    """True for a duration or latency (canonical unit seconds)."""
    return cand.unit is not None and cand.unit.canonical == "s"


def drop_confidence_levels(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Drop confidence levels ("a 95% confidence interval"): a property of the method."""
    return [c for c in found
            if not (c.unit is not None and c.unit.canonical == "%"
                    and _CONFIDENCE.match(ctx.scan, c.end))]


def drop_unitless_names(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Drop spelled numbers that count nothing, numbers glued to letters, and bare numbers
    that follow a product name ("PostgreSQL 17", "Llama 3 70B", "Figure 3")."""
    scan = ctx.scan
    keep: list[Candidate] = []
    for index, cand in enumerate(found):
        if cand.unit is None and index + 1 < len(found):
            _count_of_part(scan, cand, found[index + 1])
            _spelled_range_low(scan, cand, found[index + 1])
        if cand.unit is None:
            if cand.spelled or cand.glued:
                continue
            if _names_before(scan, cand) or _TITLE_WORD_AFTER.match(scan, cand.end):
                continue  # "PostgreSQL 17"; "Snapdragon 8 Elite", "8 Gen 3": parts of a name
            if _slash_pair_start(scan, cand):
                keep.append(cand)  # "7/6.5 GB/s": the pair step gives it the unit after
                continue
            if _opens_range(scan, cand, found[index + 1] if index + 1 < len(found) else None):
                keep.append(cand)  # "1.5-2.0x", "from 11.5 to 16.1 million": the pair step
                continue
            if ctx.heading:
                continue  # a bare number in a heading numbers a section or a listicle
            if _in_change(scan, cand, keep):
                keep.append(cand)  # "fell to 1.1 from 3.2": the pair step joins them
                continue
            # A bare decimal ("covered 8.4") is a version unless it is a score or carries a
            # scale ("900-1.2 million": no version is written with one).
            if "." in cand.value_text and not cand.currency and cand.scale == 1.0 and \
                    not _SCORE_BEFORE.search(scan, max(0, cand.start - 48), cand.start) and \
                    not _measured_cell(ctx, cand) and not _bounded_fraction(scan, cand):
                continue
        elif cand.unit.canonical == "GB" and _PRODUCT_BEFORE.search(scan, 0, cand.start):
            continue  # "H100 80GB", "MI300X 192 GB": the memory variant in a product name
        elif cand.spelled and cand.count_noun and cand.count_noun.istitle() and \
                cand.value_text.istitle() and not ctx.heading:
            continue  # "S3 Express One Zone", "Xbox One": a capitalised pair is a name
        elif cand.unit.canonical == "count" and not cand.spelled and not ctx.header:
            word = _word_before(_ALPHA_WORD_BEFORE, scan, cand.start)
            if word and _after_name(scan, word):
                continue
        keep.append(cand)
    return keep


def _measured_cell(ctx: Context, cand: Candidate) -> bool:
    """True for a bare decimal that is a whole table cell of a measure column ("Recall@10"
    over "0.99"), not the row's name column or a column of versions or names."""
    return bool(ctx.label) and bool(ctx.header) and not ctx.scan[:cand.start].strip() and \
        not ctx.scan[cand.end:].strip() and not _NAME_HEADER.search(ctx.header)


def _bounded_fraction(scan: str, cand: Candidate) -> bool:
    """True for a bare fraction below one after a comparison ("recall above 0.95", "≥ 0.9"):
    a measured ratio or score, where a version is not compared ("above 1.25" may be one)."""
    if cand.value >= 1:
        return False
    comparison = _COMPARISON_BEFORE.search(scan, max(0, cand.start - 16), cand.start)
    if comparison is None:
        return False
    name = _word_before(_NAME_BEFORE, scan, comparison.start())
    return name is None or not _after_name(scan, name)  # "pgvector above 0.5": a version


def _count_of_part(scan: str, cand: Candidate, whole: Candidate) -> None:
    """A number that takes part of a counted whole counts the same noun: "Nine of the top
    ten systems", "two of the three hosts", "6 of its 8 GPUs"."""
    if cand.glued or whole.count_noun is None or whole.unit is None or \
            whole.unit.canonical != "count" or not _PART_OF.fullmatch(scan, cand.end, whole.start):
        return
    cand.unit, cand.unit_text, cand.count_noun = whole.unit, "of", whole.count_noun


def _spelled_range_low(scan: str, low: Candidate, high: Candidate) -> None:
    """The low end of a spelled range takes the high end's unit: "two to three replicas",
    "five to ten minutes" (the pair step then joins the two into one range)."""
    if not (low.spelled and high.spelled) or high.unit is None or \
            not _SPELLED_RANGE_GAP.fullmatch(scan, low.end, high.start):
        return
    low.unit, low.unit_text, low.count_noun = high.unit, high.unit_text, high.count_noun
    low.value *= high.unit.factor


def _in_change(scan: str, cand: Candidate, kept: list[Candidate]) -> bool:
    """True for a bare number in a change or range: the new value of "fell to 1.1 from 3.2",
    the old value after a kept figure ("rose to 1.35 EFLOPS from 1.21", "climbed to 2.31
    PFLOPS, up from 2.13"), or the second number of "from 3.2 to 1.1"."""
    if _BARE_CHANGED_TO.search(scan, max(0, cand.start - 40), cand.start) and \
            _FROM_NUMBER.match(scan, cand.end):
        return True
    if not kept or cand.start - kept[-1].end > 40:
        return False
    new = kept[-1]
    gap = scan[new.end:cand.start]
    if _RANGE_GAP.fullmatch(gap) and _RANGE_ON.match(scan, new.end) and (
            "to" not in gap or _BARE_CHANGED_FROM.search(scan, max(0, new.start - 40),
                                                         new.start)
            or (new.unit is not None and _FROM.search(scan, max(0, new.start - 24), new.start))):
        return True  # the second number of "1.5-2.0", "fell from 3.2 to 1.1" or "from 1.2 s
        # to 0.8" (not of "upgraded from 3.2 to 3.4"): the pair step joins the two
    changed = _CHANGED_TO if new.unit is not None else _BARE_CHANGED_TO
    if _FROM.search(scan, new.end, cand.start) and \
            changed.search(scan, max(0, new.start - 40), new.start):
        return True
    return new.unit is not None and new.unit.canonical not in _ELIDABLE and \
        _UP_FROM.search(scan, new.end, cand.start) is not None


def _opens_range(scan: str, cand: Candidate, nxt: Candidate | None) -> bool:
    """True when a bare number opens a range or change with the number after it: "1.5-2x",
    "11.5 to 16.1 million", "between 1.5 and 1.75 times" (where the high end has a unit:
    "between 2.5 and 3.5 on the scale" is no figure)."""
    if _RANGE_ON.match(scan, cand.end):
        return True
    return nxt is not None and nxt.unit is not None and \
        bool(_AND_NUMBER.match(scan, cand.end)) and \
        _BETWEEN.search(scan, max(0, cand.start - 12), cand.start) is not None


def _names_before(scan: str, cand: Candidate) -> bool:
    """True when the number follows a product name or version in its cell or sentence."""
    word = _word_before(_NAME_BEFORE, scan, cand.start)
    return word is not None and _after_name(scan, word)


def _word_before(pattern: re.Pattern[str], scan: str, end: int) -> re.Match[str] | None:
    """`pattern` (a word, then spaces up to the end) searched in scan[:end].

    Only the last run of word characters ([\\w.+-]) can hold the match, so the search
    starts there: the same match as over the whole text, at a fraction of the cost."""
    stop = end
    while stop and scan[stop - 1].isspace():
        stop -= 1
    if stop == end:
        return None  # no space before `end`: the pattern cannot match
    start = stop
    while start and (scan[start - 1].isalnum() or scan[start - 1] in "_.+-"):
        start -= 1
    return pattern.search(scan, start, end)


def _after_name(scan: str, word: re.Match[str]) -> bool:
    """True when the word before a number is a product name or version ("Llama 3.1",
    "PostgreSQL 17", "Figure 3"), not a common word or the sentence's first word."""
    token = word.group(1)
    if token[0].isdigit():
        return True
    lowered = token.lower()
    if lowered in _SOFTWARE:
        return True  # "nginx 1.27", "vLLM 0.6.3"
    if not token[0].isupper() or lowered in _COMMON or lowered in numbers.SPELLED:
        return False  # "Two 64-core CPUs": a count, not a name, comes before
    # A capitalised verb or adverb opening a sentence ("Using 8 GPUs") is no name.
    return not (lowered.endswith(("ing", "ed", "ly")) and not scan[:word.start(1)].strip())


def pair_up(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Join "from A to B" into one before/after figure and "A-B" / "between A and B" ranges."""
    scan = ctx.scan
    out: list[Candidate] = []
    i = 0
    while i < len(found):
        cand = found[i]
        nxt = found[i + 1] if i + 1 < len(found) else None
        earlier = _changed_from(scan, cand, out) or _changed_to_from(scan, cand, out)
        if earlier is not None:
            # "1.42M tx/s with 512 clients, up from 702K tx/s": the earlier figure's before.
            earlier.baseline_value, earlier.baseline_text = cand.value, scan[cand.start:cand.end]
            earlier.baseline_span = (cand.start, cand.end)
            earlier.before_after = True
            i += 1
            continue
        if nxt is not None and cand.unit is None and nxt.unit is not None and \
                scan[cand.end:nxt.start] == "/" and _slash_pair_start(scan, cand):
            _give_unit(cand, nxt.unit)  # "7/6.5 GB/s": both values are in GB/s
            cand.per, cand.count_noun = nxt.per, nxt.count_noun
        if nxt is not None and (cand.spelled == nxt.spelled):
            gap = scan[cand.end:nxt.start]
            lead = scan[max(0, cand.start - 40):cand.start]
            # The verb of a change may stand further back ("lowered the p99 frame time in
            # Cyberpunk 2077 from A to B"), but within the clause.
            verb_lead = scan[max(0, cand.start - 90):cand.start]
            verb_lead = verb_lead[verb_lead.rfind(";") + 1:]
            change = (_TO_GAP.fullmatch(gap) and _FROM.search(lead)
                      and _CHANGE.search(verb_lead)) or _ARROW_GAP.fullmatch(gap)
            ranged = (_RANGE_GAP.fullmatch(gap)
                      or (_AND_GAP.fullmatch(gap) and _BETWEEN.search(lead)))
            if change and nxt.unit is None and cand.unit is not None and not nxt.glued:
                # "from 58 minutes to 14": the unit written once serves both values.
                _give_unit(nxt, cand.unit)
                nxt.per, nxt.count_noun = cand.per, cand.count_noun
            if change and _compatible(cand, nxt):
                nxt.baseline_value, nxt.baseline_text = cand.value, scan[cand.start:cand.end]
                nxt.baseline_span = (cand.start, cand.end)
                nxt.before_after = True
                from_at = lead.rfind("from")
                nxt.start = cand.start - (len(lead) - from_at) if from_at >= 0 else cand.start
                nxt.approximate = nxt.approximate or cand.approximate
                out.append(nxt)
                i += 2
                continue
            if _SINCE.fullmatch(gap) and _compatible(nxt, cand):
                # "9.4 µs (down from 11.2 µs)": the first figure is the new value.
                cand.baseline_value, cand.baseline_text = nxt.value, scan[nxt.start:nxt.end]
                cand.baseline_span = (nxt.start, nxt.end)
                cand.before_after = True
                cand.end = nxt.end
                out.append(cand)
                i += 2
                continue
            if ranged and _change_reaching(scan, cand, gap, lead):
                ranged = None
            if ranged:
                _share_scale(cand, nxt)
            if ranged and _compatible(cand, nxt) and cand.value <= nxt.value:
                nxt.value_text = scan[cand.start:nxt.start] + nxt.value_text
                nxt.value_max, nxt.value, nxt.start = nxt.value, cand.value, cand.start
                nxt.approximate = nxt.approximate or cand.approximate
                out.append(nxt)
                i += 2
                continue
        out.append(cand)
        i += 1
    return out


def _change_reaching(scan: str, cand: Candidate, gap: str, lead: str) -> bool:
    """True for "rose 5% to 88%", "grew 2x to 40 GB/s": a change with its own unit, then the
    value it reached, which is no range (unlike "improved 10 to 20%", "5% to 8% of runs")."""
    return cand.unit is not None and gap.strip() == "to" and \
        _CHANGED_BY.search(lead) is not None


def _changed_from(scan: str, cand: Candidate, before: list[Candidate]) -> Candidate | None:
    """The figure earlier in the sentence that `cand` is the old value of ("..., up from
    702K transactions per second"): the nearest one in the same unit, not yet paired."""
    lo = max(0, cand.start - 32)
    if cand.unit is None or cand.unit.canonical == "count" or cand.spelled or \
            scan.find("from", lo, cand.start) < 0 or \
            not _UP_FROM.search(scan, lo, cand.start) or _TO_NEXT.match(scan, cand.end):
        return None  # "rising from 91.8% to 96.1%" is a pair of its own
    for other in reversed(before):
        if other.unit is not None and other.unit.canonical == cand.unit.canonical:
            return None if other.before_after else other
    return None


def _changed_to_from(scan: str, cand: Candidate, before: list[Candidate]) -> Candidate | None:
    """The figure just before that `cand` is the old value of when the new value comes
    first: "fell to $0.12 per million tokens from $0.30", "rose to 96% from 91%". The old
    value takes the new one's unit and denominator when it has none of its own or is a
    bare price ("$0.30" of a price per million tokens); the new value's span runs on over
    it, as the span of "from A to B" covers both."""
    if not before or cand.spelled or _TO_NEXT.match(scan, cand.end):
        return None
    new = before[-1]
    if new.before_after or new.spelled or cand.start - new.end > 40 or \
            not _FROM.search(scan, new.end, cand.start) or \
            not _CHANGED_TO.search(scan, max(0, new.start - 40), new.start):
        return None
    if new.unit is None:
        # "fell to 1.1 from 3.2 percent": the unit written once serves both (or neither).
        if cand.unit is not None:
            _give_unit(new, cand.unit)
            new.per = cand.per
    elif cand.unit is None:
        cand.unit, cand.value, cand.per = new.unit, cand.value * new.unit.factor, new.per
    elif cand.unit.canonical == "USD" and new.unit.canonical.startswith("USD/") and \
            cand.unit_text == "$":
        cand.unit, cand.per = new.unit, new.per
    if new.unit is not None and (cand.unit is None or cand.unit.canonical != new.unit.canonical):
        return None  # the new value has a unit the old one does not share
    new.end = cand.end
    return new


def _share_scale(low: Candidate, high: Candidate) -> None:
    """A range written with its scale on the high end only ("330-370 million", "between 2
    and 3 billion", "3-5K") has it on both ends, when the scaled low end stays below the
    high end ("900-1.2 million" keeps 900)."""
    if low.unit is not None or low.scale != 1.0 or high.scale == 1.0:
        return
    factor = high.unit.factor if high.unit is not None else 1.0
    if low.value * high.scale * factor <= high.value:
        low.value *= high.scale
        low.scale = high.scale


def _compatible(first: Candidate, second: Candidate) -> bool:
    """Two numbers pair up when the first has no unit or the same unit as the second."""
    if first.unit is None and second.unit is not None:
        first.value *= second.unit.factor
        return True
    if first.unit is None or second.unit is None:
        return first.unit is None and second.unit is None
    if first.unit.canonical == "USD" and first.unit_text == "$" and \
            second.unit.canonical.startswith("USD/"):
        _take_price_unit(first, second)  # "from $1.20 to $0.48 per hour"
    return first.unit.canonical == second.unit.canonical


def _take_price_unit(bare: Candidate, priced: Candidate) -> None:
    """A bare dollar price takes the denominator of the price it pairs with, scaled as that
    one was ("$0.48 per 1K tokens" is $480 per million: so is the "$1.20" before it)."""
    written = numbers.NUMBER_RE.fullmatch(priced.value_text)
    if written is None or priced.unit is None:
        return
    shown = numbers.parse_digits(*written.group("num", "sfx", "word"))
    if shown:
        bare.value *= priced.value / shown
    bare.unit, bare.per = priced.unit, priced.per


def inherit_compared_units(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """A number set against a figure takes that figure's unit: "1.42 million transactions
    per second, against 54,000 on the old release"; "$0.10 per million tokens, down from
    $0.30" (the bare price keeps the denominator). The figure it is set against is the
    latest earlier one of a like size ("412,000 tx/s on a server with 512 GB, against
    198,000"); a list goes on ("versus 52,000 for A and 71,000 for B"), and a bare number
    set against a later figure takes that one's ("1.31 million versus 1.29 million QPS")."""
    scan = ctx.scan
    compared: set[int] = set()
    for index, cand in enumerate(found):
        if index == 0 or cand.spelled or cand.glued:
            continue
        prev = found[index - 1]
        if _AGAINST.search(scan, prev.end, cand.start):
            ref = _like_sized(found[:index], cand) or prev
            if ref.unit is None or ref.unit.canonical == "count" or cand.start - ref.end > 160 \
                    or (ref is prev and cand.start - prev.end > 60):
                continue
            if cand.unit is None:
                _take_unit(cand, ref)
                compared.add(index)
            elif cand.unit.canonical == "USD" and ref.unit.canonical.startswith("USD/") \
                    and cand.unit_text == "$":
                cand.unit, cand.per = ref.unit, cand.per or ref.per
        elif cand.unit is None and index - 1 in compared and prev.unit is not None \
                and _LIST_GOES_ON.match(scan, prev.end, cand.start):
            _take_unit(cand, prev)
            compared.add(index)
    for cand, nxt in pairwise(found):
        if cand.unit is None and not cand.spelled and nxt.unit is not None \
                and nxt.unit.canonical != "count" and _like(cand, nxt) \
                and _SET_AGAINST_NEXT.fullmatch(scan, cand.end, nxt.start):
            _take_unit(cand, nxt)
    return found


# "versus 52,000 for Node.js 20.11 and 71,000 for Deno": the list of compared values goes on.
_LIST_GOES_ON = re.compile(r"\s*(?:(?:for|on|with|in|from)\b(?:[^,;.]|\.(?=\S)){0,40}?)?\s*,?\s*"
                           r"(?:and|or)\s+(?:about\s+|roughly\s+|~)?[$]?$")
_SET_AGAINST_NEXT = re.compile(r"\s*(?:versus|vs\.?|against|compared\s+(?:with|to))\s+"
                               r"(?:about\s+|roughly\s+|~)?[$]?")


def _like(cand: Candidate, ref: Candidate) -> bool:
    """True when a bare number is of the size of a figure as written (within 10x)."""
    assert ref.unit is not None
    written = ref.value / ref.unit.factor if ref.unit.factor else ref.value
    return cand.value > 0 and written > 0 and 0.1 <= cand.value / written <= 10


def _like_sized(earlier: list[Candidate], cand: Candidate) -> Candidate | None:
    """The latest earlier figure with a unit (not a count) of the bare number's size."""
    return next((ref for ref in reversed(earlier) if ref.unit is not None
                 and ref.unit.canonical != "count" and _like(cand, ref)), None)


def _take_unit(cand: Candidate, ref: Candidate) -> None:
    """Give a bare number the unit and denominator of the figure it is set against."""
    assert ref.unit is not None
    cand.unit, cand.value = ref.unit, cand.value * ref.unit.factor
    cand.per = cand.per or ref.per


# Units an elided repeat may take; a count, ratio or percentage is too common to guess.
_ELIDABLE = frozenset({"count", "x", "%", "pp"})


def inherit_elided_units(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """A bare scaled number of the same size as a measured figure earlier in the sentence
    repeats its unit: "330 million messages per second ... the vendor's figure is up to
    330-370 million". Unscaled bare numbers ("at 16 threads") are left alone."""
    measured: Candidate | None = None
    for cand in found:
        if cand.unit is not None:
            if cand.unit.canonical not in _ELIDABLE:
                measured = cand
            continue
        if measured is None or measured.unit is None or cand.scale == 1.0 or cand.spelled:
            continue
        if measured.value / 2 <= cand.value * measured.unit.factor <= measured.value * 2:
            _give_unit(cand, measured.unit)
            cand.per = measured.per
    return found


def _give_unit(cand: Candidate, unit: units.Unit) -> None:
    """Give a bare number (maybe a range or a before/after pair) a unit, scaling its values."""
    cand.unit = unit
    cand.value *= unit.factor
    if cand.value_max is not None:
        cand.value_max *= unit.factor
    if cand.baseline_value is not None:
        cand.baseline_value *= unit.factor


def ratio_of_pair(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """A ratio after a before/after pair that it is the quotient of takes the pair's "before"
    as its baseline: "1.42M tx/s, up from 702K tx/s: a 2.0x gain"."""
    for index, cand in enumerate(found):
        if cand.unit is None or cand.unit.canonical != "x" or cand.baseline_value is not None:
            continue
        pair = next((p for p in reversed(found[:index]) if p.before_after
                     and p.baseline_value), None)
        if pair is None or pair.baseline_value is None or pair.unit is None:
            continue
        quotient = pair.value / pair.baseline_value
        if abs(quotient - cand.value) <= 0.05 * cand.value:
            cand.baseline_value, cand.baseline_text = pair.baseline_value, pair.baseline_text
            cand.baseline_span, cand.baseline_unit = pair.baseline_span, pair.unit.canonical
    return found


def apply_header(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """In a table cell, a bare number takes the unit its column header names."""
    if not ctx.header_unit:
        return found
    unit, surface, noun = ctx.header_unit
    per = header_per(ctx.header)
    for cand in found:
        # "Ryzen 9 9950X", "Llama 3 8B" under a "Model" header: parts of a name, not counts.
        if cand.unit is None and not cand.glued and not _names_before(ctx.scan, cand):
            cand.unit, cand.unit_text, cand.count_noun = unit, surface, noun
            cand.value *= unit.factor
            if per is not None and _may_take_per(unit) and _takes(unit, per):
                cand.per = per
    return found


_HEADER_PER = re.compile(r"(?:/\s*|\bper[\s-]+)(?P<noun>" + "|".join(
    sorted(units.PER_WORDS, key=len, reverse=True)) + r")(?![A-Za-z0-9])", re.I)


@lru_cache(maxsize=1024)  # every row of a table asks again for the same headers
def header_per(header: str) -> str | None:
    """The denominator a column header names: "Tokens/s/user", "Throughput per GPU"."""
    m = _HEADER_PER.search(header)
    return units.PER_WORDS[m.group("noun").lower()] if m else None


def windows(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """The words each figure owns: back to the previous figure, on to the next (per clause)."""
    scan = ctx.scan
    prev_end = 0
    for index, cand in enumerate(found):
        left_start = prev_end
        if _BREAK_CHAR.search(scan, left_start, cand.start):
            brk = _last(_CLAUSE_BREAK, scan, left_start, cand.start)
            if brk is not None:
                left_start = brk.end()
        nxt = found[index + 1].start if index + 1 < len(found) else len(scan)
        stop = _CLAUSE_BREAK.search(scan, cand.end, nxt)
        cand.left = (ctx.header + " " if ctx.header else "") + scan[left_start:cand.start]
        cand.right = scan[cand.end:stop.start() if stop else nxt]
        if index and _continues_change(scan, found[index - 1], cand):
            # "Average power per GPU fell 12% to 610 W": the words before the change are
            # the new value's too (its statistic, denominator and metric).
            prev = found[index - 1]
            cand.left = prev.left + scan[prev.start:cand.start]
        prev_end = cand.end
    return found


def _continues_change(scan: str, prev: Candidate, cand: Candidate) -> bool:
    """True when `cand` is the value a change just before it reached: "fell 12% to 610 W",
    "rose 2.1x to 1,200 tokens per second", "improved by 31 ms to 210 ms"."""
    if prev.unit is None or cand.unit is None or \
            _CHANGE_TO.fullmatch(scan, prev.end, cand.start) is None:
        return False
    relative = ("%", "x", "pp")
    if prev.unit.canonical in relative:
        return cand.unit.canonical not in relative
    return prev.unit.canonical == cand.unit.canonical and \
        _CHANGED_BY.search(scan, max(0, prev.start - 40), prev.start) is not None


# "TLS handshakes per second per core went from 9,800 to": the rate named before the number.
_RATE_NAMED_BEFORE = re.compile(r"\b(?P<rate>[A-Za-z][A-Za-z-]+(?:\s+per\s+second|\s*/\s*s|"
                                r"\s+a\s+second))\b(?!.*\d)")


def rate_named_before(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """A bare number after the rate it measures takes that rate as its unit: "TLS
    handshakes per second went from 9,800 to 14,200", "Requests per second: 41,000"."""
    for cand in found:
        if cand.unit is not None or cand.glued or cand.spelled:
            continue
        hit = _rate_before(cand) or _rate_of_subject(ctx.scan, cand)
        if hit is None:
            continue
        _give_unit(cand, hit[0])
        cand.unit_text, cand.end = hit[1], hit[2]
    return found


def _rate_before(cand: Candidate) -> tuple[units.Unit, str, int] | None:
    """The rate named in the words before a bare number ("Inserts per second reached"):
    (unit, surface, the figure's end)."""
    named = _RATE_NAMED_BEFORE.search(cand.left[-64:])
    if named is None:
        return None
    rate = " " + named.group("rate").lower()  # "Inserts per second" opening a sentence
    hit = units.rate_at(rate, 0)
    if hit is None or hit[2] != len(rate):
        return None
    return hit[0], named.group("rate"), cand.end


def _rate_of_subject(scan: str, cand: Candidate) -> tuple[units.Unit, str, int] | None:
    """ "Context switches dropped by half, to 1.2 million per second": a number "per second"
    without a noun counts the last plural noun before it: (unit, surface, the end of "per
    second", over which the figure runs)."""
    per_second = _PER_SECOND.match(scan, cand.end)
    nouns = _PLURAL_WORD.findall(cand.left[-64:]) if per_second else []
    if per_second is None or not nouns or not _counted_plural(nouns[-1]):
        return None
    rate = f" {nouns[-1].lower()} per second"
    hit = units.rate_at(rate, 0)
    if hit is None or hit[2] != len(rate):
        return None
    return hit[0], per_second.group(0).strip(), per_second.end()


_PER_SECOND = re.compile(r"[ \u00a0]+(?:per|a|each)[ \u00a0]+second\b|[ \u00a0]?/[ \u00a0]?s\b")
_PLURAL_WORD = re.compile(r"\b([A-Za-z][a-z]+s)\b")
_NO_PER = frozenset({"count", "%", "pp", "x", "s", "Hz"})
# A time takes a denominator only when it is a unit of work: "0.9 ms per query", "per
# request, under 1 ms", "30 ms per output token" (a latency), never "3 hours per GPU".
_TIME_PER = frozenset({"request", "query", "token"})
# Denominators only a time takes: "per token" after a rate or an energy is no share of it.
_TIME_ONLY_PER = frozenset({"token"})
# A sentence that opens with its denominator: "Per request, the proxy spends 1 ms".
_OPENING_PER = re.compile(r"\s*(?:per|for\s+each|for\s+every)\s+(?P<noun>" + "|".join(
    sorted(units.PER_WORDS, key=len, reverse=True)) + r")\s*,", re.I)


def _may_take_per(unit: units.Unit) -> bool:
    """Units that can have a denominator (times only some: see `_takes`)."""
    return unit.canonical not in _NO_PER or unit.canonical == "s"


def _takes(unit: units.Unit, per: str) -> bool:
    """True when a figure in `unit` can be "per" `per`."""
    if unit.canonical == "s":
        return per in _TIME_PER
    return unit.canonical not in _NO_PER and per not in _TIME_ONLY_PER
_SIZES = frozenset({"count", "GB", "Gbit"})
# What a measure is of, before its denominator: "80 GB [of HBM3e memory] per GPU".
_OF_WHAT = re.compile(r"[ \u00a0\n]+of[ \u00a0\n]+(?:[A-Za-z][\w-]*[ \u00a0\n]+){1,4}?"
                      r"(?=(?:per|each)\b)")


def attach_per(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """The denominator written after the unit: "per GPU", "/user", "tok/s/user"."""
    scan = ctx.scan
    for cand in found:
        if cand.unit is None or not _may_take_per(cand.unit):
            continue
        m = units.PER_AFTER_RE.match(scan, cand.end)
        if m and _takes(cand.unit, per := units.PER_WORDS[m.group("noun").lower()]):
            cand.per = cand.per or per
            cand.unit_text = (cand.unit_text or "") + m.group(0)
            cand.end = m.end()
        elif m is None and (of := _OF_WHAT.match(scan, cand.end)) and \
                (m := units.PER_AFTER_RE.match(scan, of.end())) and \
                _takes(cand.unit, per := units.PER_WORDS[m.group("noun").lower()]):
            cand.per = cand.per or per  # "900 GB/s of NVLink bandwidth per GPU"
    return found


def attach_per_before(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """A denominator written before the figure: "per-GPU throughput of", "each user receives"."""
    opening = _OPENING_PER.match(ctx.scan)
    for cand in found:
        if cand.per is not None or cand.unit is None or not _may_take_per(cand.unit):
            continue
        left = _COMPARED.split(cand.left)[-1]  # "..., versus 82 Gbps": not this figure's
        window = left[-48:]
        last = _last(units.PER_BEFORE_RE, window)
        if last is not None and _AND.search(window, last.end()):
            last = None  # "64 cores per socket and 768 GB": the count's denominator
        if last is None:
            last = units.PER_RIGHT_RE.match(cand.right) or opening
        if last is not None and _takes(cand.unit, per := units.PER_WORDS[
                last.group("noun").lower()]):
            cand.per = per
        elif last is None and cand.unit.canonical == "s" and _names_token_latency(window):
            cand.per = "token"
    return found


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


_PARENTHESES = re.compile(r"\([^()]*\)")
_LINKING_WORDS = frozenset({
    "", "of", "was", "is", "are", "were", "be", "at", "to", "by", "from", "only", "just",
    "stayed", "stays", "remained", "remains", "held", "holds", "kept", "under", "below",
    "above", "over", "around", "about", "roughly", "nearly", "near", "approximately",
    "averaged", "averages", "average", "median", "mean", "p50", "p90", "p95", "p99", "fell",
    "falls", "dropped", "drops", "rose", "rises", "reached", "reaches", "hit", "less", "more",
    "than", "up", "down", "its", "their", "the", "a", "an", "becomes", "became",
})
# Latencies by name: one per generated token, or another one (which ends the search).
_LATENCY_NAME = re.compile(
    r"\b(?:(?P<token>TPOT|ITL|TBT|inter-token\s+latency|time\s+between\s+tokens)|"
    r"TTFT|TTFB|E2E|end-to-end|time\s+to\s+first\s+token|latency)\b", re.I)


def attach_statistic(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """The statistic: "at P90", "median", "peak", "average", "99th percentile", "up to".

    Sizes and counts ("64-byte messages", "8 GPUs") take no statistic, so the words
    before them still belong to the measured figure that follows."""
    taken = 0  # how much of the next figure's left words a "... at P99" already used
    carried = ""  # words before a size or count, passed on to the next figure
    prev_end = 0
    for cand in found:
        left, skip, taken = cand.left, taken, 0
        if carried and _CLAUSE_BREAK.search(ctx.scan, prev_end, cand.start):
            carried = ""  # "an average over 13 workloads; the spread ran 10-35%": not its own
        prev_end = cand.end
        if bound := _BOUND_BEFORE.search(left):
            cand.statistic, carried = _STATS[" ".join(bound.group("b").lower().split())], ""
            continue
        if _is_size(cand):
            usage = _size_statistic(cand, left)
            if usage is not None:
                cand.statistic, carried = usage, ""
            elif _UP_TO_BEFORE.search(left):
                # "scales up to 256 GPUs, reaching 92%": the bound is the count's own.
                cand.statistic, carried = "max", ""
            elif _PEAKED_AT_BEFORE.search(left):
                cand.statistic, carried = "peak", ""  # "demand peaking at 40,000 users"
            else:
                carried += left if not carried else ""
            continue
        after = _stat_after(ctx.scan, cand)
        if after:
            word = (after.groupdict().get("p") or after.group("w")).lower()
            cand.statistic = "max" if word.endswith(_LIMITS) else _STATS[word]
            taken, carried = after.end(), ""
            continue
        start = (len(ctx.header) + 1 if ctx.header else 0) + skip if skip else 0
        last = _last(_STAT_RE, left, min(start, len(left))) or (
            _last(_STAT_RE, carried) if carried else None)
        carried = ""
        if last is None and ctx.label:
            last = _last(_STAT_RE, ctx.label)  # "Median TTFB | 5 ms": the row's statistic
        if last is not None:
            key = " ".join((last.group("p") or last.group("q") or last.group("w")).lower().split())
            if key == "up to" and _TOTAL_BEFORE.search(last.string, 0, last.start()):
                continue
            if key == "peak" and _SHARE_OF.search(last.string, 0, last.start()):
                continue  # "63.4% of its theoretical peak, against 65.8%"; "off-peak"
            if key != "sustained":
                cand.statistic = _STATS[key]
    _carry_listed_statistic(ctx.scan, found)
    return found


# A statistic that describes a distribution is shared by the values listed after it; a
# bound (max, min, peak) belongs to its own figure.
_LISTED_STATS = frozenset({"p50", "p75", "p90", "p95", "p99", "p99.9", "median", "mean"})
_LISTED_AFTER = re.compile(r"\s*(?:(?:for|on|with|in|from|at)\b(?:[^,;.]|\.(?=\S)){0,40}?)?"
                           r"\s*,?\s*(?:and|or|versus|vs\.?|against)\s+"
                           r"(?:[\w.+-]+(?:'s|\u2019s)\s+)?$")


def _carry_listed_statistic(scan: str, found: list[Candidate]) -> None:
    """A value listed after one with a percentile, median or mean, in the same unit, takes
    it: "p95 latency was 1.9 ms for OrioleDB and 5.8 ms for PostgreSQL"."""
    for prev, cand in pairwise(found):
        if cand.statistic is None and prev.statistic in _LISTED_STATS and prev.unit is not None \
                and cand.unit is not None and prev.unit.canonical == cand.unit.canonical \
                and _LISTED_AFTER.fullmatch(scan, prev.end, cand.start):
            cand.statistic = prev.statistic


def pair_statistics(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Two figures written "A / B" under two statistics written the same way take one each,
    in order: "p50/p99: 4 ms / 9 ms", "4/9 ms (p50/p99)"."""
    if "/" not in ctx.scan:
        return found
    for first, second in pairwise(found):
        if not _SLASH_GAP.fullmatch(ctx.scan, first.end, second.start):
            continue
        after = ctx.scan[second.end:second.end + 24].lstrip(" (")
        named = _last(_STAT_PAIR, first.left) or _STAT_PAIR.match(after)
        if named is not None:
            first.statistic, second.statistic = (_STATS[named.group(i).lower().lstrip("p")]
                                                 for i in (1, 2))
    return found


def _is_size(cand: Candidate) -> bool:
    """True for a size or count ("64-byte", "8 GPUs", a bare whole number), whose statistic
    words belong to the next figure; a bare decimal ("averaged 0.72") is a measured value."""
    if cand.unit is None:
        return "." not in cand.value_text or cand.scale != 1.0
    return cand.unit.canonical in _SIZES


def _stat_after(scan: str, cand: Candidate) -> re.Match[str] | None:
    """A statistic written after the figure: "4 ms at p99", "4 ms (p99)", "25 W maximum";
    not one that labels the next figure ("p50 4 ms, p95 9 ms")."""
    tail = scan[cand.end:cand.end + 32]  # past a "(": the window stops at clause breaks
    after = _STAT_AFTER.match(tail)
    if after is not None:
        return None if _NUMBER_NEXT.match(tail, after.end()) else after
    return _BOUND_AFTER.match(cand.right)


def _size_statistic(cand: Candidate, left: str) -> str | None:
    """The statistic of a size that is itself measured: "peak memory fell to 48 MB",
    "average RSS of 2 GB" (a size's statistic otherwise belongs to the next figure)."""
    if cand.unit is None or cand.unit.canonical != "GB":
        return None
    last = _last(_STAT_RE, left)
    if last is None or not _USAGE.match(left, last.end()):
        return None
    key = " ".join((last.group("p") or last.group("q") or last.group("w")).lower().split())
    return _STATS.get(key)


DEFAULT_RULER = Ruler((
    ("numbers", find_numbers),
    ("identifiers", drop_identifiers),
    ("dates", drop_dates),
    ("enumerations", drop_enumerations),
    ("units", attach_units),
    ("header_units", apply_header),
    ("overlaps", drop_overlaps),
    ("durations", join_durations),
    ("confidence", drop_confidence_levels),
    ("names", drop_unitless_names),
    ("nested_counts", split_nested_counts),
    ("pairs", pair_up),
    ("ratio_of_pair", ratio_of_pair),
    ("compared_units", inherit_compared_units),
    ("elided_units", inherit_elided_units),
    ("per", attach_per),
    ("windows", windows),
    ("rate_before", rate_named_before),
    ("per_before", attach_per_before),
    ("statistic", attach_statistic),
    ("paired_statistics", pair_statistics),
))


def detect(sentence: Sentence, *, tokens_document: bool = True,
           ruler: Ruler = DEFAULT_RULER) -> list[Figure]:
    """The figures of one sentence (or each cell of a table row)."""
    block = sentence.block
    if block.kind == "table_row":
        return list(_table_row(sentence, tokens_document, ruler))
    scan = sentence.scan()
    if not NUMBERISH.search(scan):
        return []  # no digit and no spelled number: nothing to find
    ctx = Context(scan, sentence.start, tokens_document, heading=block.kind == "heading")
    return [_figure(c, ctx, sentence) for c in ruler.run(ctx)]


def _table_row(sentence: Sentence, tokens_document: bool, ruler: Ruler) -> Iterable[Figure]:
    """Each cell of a table row, with its column header as context and default unit."""
    block = sentence.block
    label = block.scan[slice(*block.cells[0])] if block.cells else ""
    for index, (a, b) in enumerate(block.cells):
        if not _DIGIT.search(block.scan, a, b):
            continue
        header = block.header[index] if index < len(block.header) else ""
        for (x, y), part in _cell_parts(block.scan, a, b, header):
            ctx = Context(block.scan[x:y], block.start + x, tokens_document, header=part,
                          header_unit=header_unit(part), label=label if index else "")
            for cand in ruler.run(ctx):
                yield _figure(cand, ctx, sentence)


def _cell_parts(scan: str, a: int, b: int,
                header: str) -> list[tuple[tuple[int, int], str]]:
    """A cell split at "/" when its header is split the same way into parts that each name
    a unit ("Cores / threads" over "16 / 32"); otherwise the whole cell."""
    if "/" not in header:
        return [((a, b), header)]
    heads = [h.strip() for h in header.split("/")]
    slashes = [i for i in range(a, b) if scan[i] == "/"]
    if len(slashes) != len(heads) - 1 or not all(map(header_unit, heads)):
        return [((a, b), header)]
    edges = [a, *slashes, b]
    return [((edges[i] + (i > 0), edges[i + 1]), heads[i]) for i in range(len(heads))]


@lru_cache(maxsize=4096)  # every row of a table asks again for the same headers
def header_unit(header: str) -> tuple[units.Unit, str, str | None] | None:
    """The unit a column header names ("Throughput (tok/s)", "p99 latency, ms", "Price $/hr")."""
    if not header:
        return None
    inner = re.findall(r"\(([^)]*)\)|\[([^\]]*)\]", header)
    options = [x or y for x, y in inner] + [header.split(",")[-1], header]
    for text in options:
        text = text.strip()
        if text.startswith("$"):
            probe = "1" + text[1:]
            m = units.PRICE_PER_RE.match(probe, 1)
            if m:
                unit = "USD/h" if m.group("hour") else "USD/Mtok" if m.group("mtok") else "USD"
                return units.Unit(unit, 1, "cost"), text, None
            return units.Unit("USD", 1, "cost"), text, None
        for probe, pos in (("1 " + text, 1), ("1" + text, 1)):
            hit = units.rate_at(probe, pos) or units.symbol_at(probe, pos) or units.word_at(probe,
                                                                                           pos)
            if hit and hit[2] >= len(probe.rstrip()) - 12:
                return hit[0], hit[1], None
        words = text.split()
        if words:
            last = words[-1]
            hit = units.symbol_at("1" + last, 1) or units.word_at("1 " + last, 1)
            if hit:
                return hit[0], hit[1], None
            if units.COUNT_NOUN_RE.fullmatch(last):
                return units.Unit("count", 1, "count"), last, last
    return None


def _figure(cand: Candidate, ctx: Context, sentence: Sentence) -> Figure:
    """Freeze a candidate into a Figure with absolute offsets."""
    unit = cand.unit or units.Unit("count", 1, "count")
    off = ctx.offset
    base = cand.baseline_span
    span = (base[0] + off, base[1] + off) if base else None
    return Figure(
        start=cand.start + off, end=cand.end + off, value=float(f"{cand.value:.12g}"),
        value_text=cand.value_text, unit=unit.canonical, unit_text=cand.unit_text,
        metric_hint=unit.metric, sentence=sentence, approximate=cand.approximate,
        count_noun=cand.count_noun, per=cand.per, statistic=cand.statistic,
        value_max=_clean(cand.value_max), baseline_value=_clean(cand.baseline_value),
        baseline_text=cand.baseline_text, baseline_span=span, before_after=cand.before_after,
        baseline_unit=cand.baseline_unit,
        left=cand.left, right=cand.right)


def _clean(value: float | None) -> float | None:
    """A value without binary-float noise from unit scaling (4.5 * 1e-3 -> 0.0045)."""
    return None if value is None else float(f"{value:.12g}")

"""Numbers as written: digits with separators and scale words, spelled-out counts."""

from __future__ import annotations

import math
import re

from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import alternation, first_forms
from claims.vocabulary.spelled import DENOMINATOR

SCALE_WORDS: dict[str, float] = {
    "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12,
    "mn": 1e6, "bn": 1e9, "tn": 1e12, "bln": 1e9, "tln": 1e12,
    # The Indian scale words: a lakh is a hundred thousand, a crore ten million.
    "lakh": 1e5, "crore": 1e7,
    # After digits: "3 hundred", "322 hundred", "3 dozen(s)".
    "hundred": 1e2, "dozen": 12, "dozens": 12,
}
SCALE_SUFFIX: dict[str, float] = {"k": 1e3, "K": 1e3, "M": 1e6, "G": 1e9, "B": 1e9, "T": 1e12}

UNITS_SPELLED: dict[str, int] = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9,
}
TENS_SPELLED: dict[str, int] = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}
SPELLED: dict[str, int] = {
    **UNITS_SPELLED, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    **TENS_SPELLED, "hundred": 100, "dozen": 12,
}

CURRENCY: dict[str, str] = {"$": "USD", "US$": "USD", "USD": "USD", "\u20ac": "EUR",
                            "\u00a3": "GBP", "\u20b9": "INR",
                            # codes written before the amount, as price lists do ("EUR 125")
                            "EUR": "EUR", "GBP": "GBP", "CHF": "CHF", "JPY": "JPY",
                            "CNY": "CNY", "RMB": "CNY", "INR": "INR"}

# After a decimal comma, a spaced word that may be a unit ("ms", "tokens"), no joining word
# of a list ("8,16 and 32").
DECIMAL_COMMA_UNIT = (r"(?=[ \u00a0][A-Za-z\u00b5\u03bc])(?![ \u00a0](?i:and|or|nor|to|of|in|on|at|"
                      r"for|with|the|then|but|is|are|was|were)\b)")

# A figure as written: optional currency, an optional minus sign glued to the digits (not a
# hyphen inside a name or a range: only a space, an opening bracket, a table bar, a tag's
# end, an equals sign or Markdown's escape ("| \\-49.4% |", a dash kept from reading as a
# list's bullet) stands before it), digits (with
# separators, decimals or an exponent), then an optional scale suffix or a following
# scale word. A space groups thousands only before a word in lower case or punctuation
# ("10 000 dollars", "| 10 000 |"), never before another name ("8 100 GbE").
NUMBER_RE = lazy(
    r"(?=[\dUECGJRI$.\u20ac\u00a3\u20b9\-\u2212])"  # a first character: the engine skips ahead
    r"(?P<cur>US\$\s?|\$\s?|(?<![A-Za-z])(?:USD|EUR|GBP|CHF|JPY|CNY|RMB|INR)\s?"
    r"|[\u20ac\u00a3\u20b9]\s?)?"
    r"(?P<sign>(?<![^\s(\[|>=:;\\])[\-\u2212](?=\d))?"
    # "10^9": a power of ten, read whole (so "10^400" is refused as not finite, not read as 10).
    # (after a multiplication sign it scales the number before: "3.8 × 10^25", left alone)
    r"(?P<num>(?<![\d.])(?<![\u00d7x] )(?<![\u00d7x])\d+(?:\.\d+)?\^[+-]?\d+(?![\d^])"
    # "12,34,567.89": lakh grouping, only with a decimal part (a list "16,32,128" has none).
    r"|(?<![\d,])\d{1,2}(?:,\d{2})+,\d{3}\.\d+"
    # Thousands groups, but not inside a list written without spaces ("32,64,128,256"):
    # no digit-comma stands before, and no comma-digit or comma-ellipsis after.
    # (an apostrophe groups them as Switzerland writes them: "40'000", "1'250'000")
    r"|(?<!\d,)\d{1,3}(?:[,\u2009\u202f\u00a0\u200b\u2060\ufeff'\u2019]\d{3})+"
    r"(?!\d|,\d|,\.\.\.|,\u2026)(?:\.\d+)?"
    # with a decimal part and a unit after, the groups are one number too ("13 097.4 MH/s")
    r"|\d{1,3}(?: \d{3})+\.\d+(?=[ \t]?[A-Za-z%])"
    r"|\d{1,3}(?: \d{3})+(?=[ \t]+[a-z]|[ \t]*(?:[|.,;:)]|$))"
    # "44,16%": a comma before one or two digits and a glued percent sign is a decimal comma;
    # so is one before two digits and a spaced unit word ("11,02 ms", "61,48 tokens"), which
    # no thousands group (three digits) and no list of small numbers ("1,2 GPUs") writes.
    r"|\d+,\d{1,2}(?=%)|(?<![\d,])\d+,\d{2}" + DECIMAL_COMMA_UNIT +
    r"|\d+(?:\.\d+)?(?:[eE][+-]?\d{1,2}(?![\dA-Za-z]))?|\.\d+)"
    # "2.48×10−5", "1.3x10^6": scientific notation written with a multiplication sign.
    r"(?P<exp>[ ]?[x\u00d7*][ ]?(?:10[\-\u2212]|\d+(?:\^|\*\*)[+\-\u2212]?)\d+(?![\d.]))?"
    # "10 k msg/s": a thousands "k" set apart by a space still scales, when a word follows;
    # "1,674.5 G" at the end of a clause is giga.
    r"(?:(?:[ \t]+(?=[kKM][ \t]+[A-Za-z]|[kKMG][ \t]*(?:$|[.,;:)|])))?"
    r"(?P<sfx>[kKMBT]|(?<=[ \t])G)(?![A-Za-z0-9])"
    # "a 100-million-row table": a scale word hyphenated into a compound still scales
    r"|(?:\s|-(?=(?i:thousand|million|billion|trillion)-[A-Za-z]))?"
    r"(?P<word>(?i:thousand|million|billion|trillion|lakh|crore|hundred|dozens?)"
    r"|mn|bn|tn|bln|tln)\b)?",
    re.M,
)


# A common fraction, alone or after a whole number: "1/2 hour", "2 1/2 in", "3/4 of the
# cache", "-4/5". Only small denominators a measure is split into (halves to sixteenths,
# fifths and tenths), and only proper fractions in
# lowest terms, so that "70/30", "1/2/4/8" and "8/16 GPUs" stay what they are. A unit may
# be glued to it ("1/2h"), not a name with digits ("1/2v3").
FRACTION_RE = lazy(
    r"(?<![\w./\-])(?P<sign>[\-\u2212](?=\d))?(?:(?P<whole>\d{1,3})[ \t]+)?"
    r"(?P<n>\d{1,2})/(?P<d>2|3|4|5|8|10|16)(?![\d_/.]|,\d|[A-Za-z]+[\d_/])")

# Two numbers joined by a comma that groups no thousands ("1,3", "1.111,11"): a decimal
# comma or a list of two, which a reader cannot tell apart, so neither is read.
# (The first digit comes before the look behind, so the engine skips to digits.)
COMMA_PAIR_RE = lazy(r"(?![\d,]*,\d{2}" + DECIMAL_COMMA_UNIT + r")"  # "11,02 ms": one number
                     r"\d(?<![\d,.]\d)\d*(?:\.\d+)?,(?!\d{3}(?!\d))\d+(?:\.\d+)?(?![\d%]|,\d)")

# "minus 5", "negative 3%": a sign written as a word (not "10 minus 5", a difference).
SIGN_WORD_RE = lazy(r"(?<![\d%])(?<![\d%] )\b(?i:minus|negative)\s+$")


def fraction_value(whole: str | None, n: str, d: str) -> float | None:
    """The value of a proper fraction (and its whole part), None when it is not one."""
    top, bottom = int(n), int(d)
    if not 0 < top < bottom or math.gcd(top, bottom) != 1:  # "8/16 GPUs" is 8 of 16
        return None
    return (int(whole) if whole else 0) + top / bottom


# Spelled numbers in any case ("two", "Two", "TWO"); the lookahead on the first letter lets
# the engine skip ahead, and the words are grouped by first letter, longest first.
_SPELLED_WORDS = sorted(SPELLED, key=lambda w: (w[0], -len(w), w))
# "twenty-one", "forty two": a tens word and a unit word make one number.
_COMPOUND = ("(?:" + alternation(sorted(TENS_SPELLED)) + r")[-\s](?:"
             + alternation(sorted(UNITS_SPELLED)) + ")")
#: One spelled number as a pattern, compounds first ("twenty-four", then "four").
SPELLED_NUMBER = _COMPOUND + "|" + alternation(_SPELLED_WORDS)
# "ninefold", "tenfold": a ratio written as one word (other spelled numbers are read by
# `claims.vocabulary.spelled`).
FOLD_RE = lazy(
    r"(?=[" + first_forms(SPELLED) + r"])(?<![A-Za-z])(?i:(?P<word>"
    + SPELLED_NUMBER + r")fold)(?![A-Za-z])")

# "twice the throughput", "twice as fast": a ratio of two written as a word.
TWICE_RE = lazy(r"(?<![A-Za-z])(?i:twice)(?=\s+(?:the|as|that|its|their|our|faster|more|"
                r"higher|better|lower|fewer|less|quicker|larger)\b)")


# "an hour", "a month", "a kibibyte": one of a unit of time or size written with the
# article, where no plural noun or number stands before it ("tokens a day" is a rate).
_ARTICLE_UNITS = (r"(?i:minute|hour|day|week|month|year|decade|fortnight|"
                  r"(?:kilo|mega|giga|tera|kibi|mebi|gibi|tebi)?byte)(?![A-Za-z])")
#: Stems of those units, a cheap test before the pattern runs.
ARTICLE_UNIT_STEMS = ("minute", "hour", "day", "week", "month", "year", "decade", "fortnight",
                      "byte")
ARTICLE_QUANTITY_RE = lazy(
    r"(?<![A-Za-z])(?<![\d%]\s)(?<![a-z]s\s)(?i:an?)(?=\s+" + _ARTICLE_UNITS + ")")

# The vulgar fractions of Unicode, glued to a whole number or alone ("2½", "⅔").
VULGAR: dict[str, float] = {"\u00bc": 1 / 4, "\u00bd": 1 / 2, "\u00be": 3 / 4,
                            "\u2153": 1 / 3, "\u2154": 2 / 3, "\u2155": 1 / 5,
                            "\u2159": 1 / 6, "\u215b": 1 / 8, "\u215c": 3 / 8,
                            "\u215d": 5 / 8, "\u215e": 7 / 8}
VULGAR_RE = lazy(r"(?<![\w.])(?P<whole>\d{1,3})?(?P<part>[" + "".join(VULGAR) + r"])")

# Digits, or a spelled number: what every block holding a figure has.
# Words that begin a spelled number beside the cardinals: "half an hour", "zero".
_OPENERS = ("half", "quarter", "zero", "nought", "naught")
# The spelled forms of a number, each standing at the start of a word: a cardinal or an
# opener (maybe "-fold"), "a thousand", an article before a unit ("an hour"), an article
# before a denominator ("a fifth"), "twice".
_SPELLED_FORMS = (
    r"(?i:" + alternation(sorted([*SPELLED, *_OPENERS], key=lambda w: (w[0], -len(w), w)))
    + r")(?:fold)?(?![A-Za-z])",
    r"[Aa]\s(?:thousand|million|billion|trillion)(?![A-Za-z])",
    r"[Aa]n?\s+" + _ARTICLE_UNITS,
    # "a fifth", "a hundredth": a fraction written with the article alone
    r"[Aa]\s+(?i:" + alternation(sorted(DENOMINATOR, key=lambda w: (w[0], -len(w), w)))
    + r")(?![A-Za-z])",
    r"(?i:twice)(?![A-Za-z])",
)
# The word start every spelled form needs is tested once, before its branches, not once a
# branch at every letter the first-character class lets through.
NUMBERISH = lazy(
    r"(?=[\daA" + "".join(VULGAR) + first_forms([*SPELLED, *_OPENERS, "twice"]) + r"])"
    r"(?:[\d" + "".join(VULGAR) + r"]|(?<![A-Za-z])(?:" + "|".join(_SPELLED_FORMS) + "))")

# NUMBERISH's first branch alone: a digit or a vulgar fraction, which most texts that hold a
# number have. Searched first, it finds them without the spelled-number branches being tried
# at every letter before the first digit.
_DIGIT = lazy(r"[\d" + "".join(VULGAR) + r"]")


def has_number(text: str, pos: int = 0, endpos: int | None = None) -> bool:
    """True when NUMBERISH occurs in `text` between `pos` and `endpos` (as a pattern's own
    `search` reads them): digits or a spelled number."""
    end = len(text) if endpos is None else endpos
    return (_DIGIT.search(text, pos, end) is not None
            or NUMBERISH.search(text, pos, end) is not None)


# Words just before a number that make it approximate, or a bound.
APPROX_RE = lazy(
    r"(?:\b(?:about|around|approximately|approx\.|roughly|nearly|almost|some|circa|close to|"
    r"more than|over|less than|under|at least|at most|up to|~|≈)\s*|[~≈]\s*)$", re.I)
# The last characters those words can end with (in either case): a cheap test that rules
# out most numbers before the regex runs.
_APPROX_LAST = frozenset("tdy.eaonr~≈TDYEAONR")


def scale_of(suffix: str | None = None, word: str | None = None) -> float:
    """The factor a scale suffix or word stands for (`K` -> 1e3, `million` -> 1e6), else 1."""
    if suffix:
        return SCALE_SUFFIX[suffix]
    if word:
        return SCALE_WORDS[word.lower()]
    return 1.0


# Thousands separators as written, zero-width ones included (they come from copy-paste and
# typesetting, and must not split "9\u200b000" into two figures).
_SEPARATORS = str.maketrans("", "", ", \u2009\u202f\u00a0\u200b\u2060\ufeff'\u2019")


_DECIMAL_COMMA = lazy(r"\d+,\d{1,2}")


def exponent_of(tail: str | None) -> float:
    """The factor a written power of ten stands for ("×10^6" -> 1e6, "×10−5" -> 1e-5)."""
    if not tail:
        return 1.0
    power = _POWER.search(tail)
    if power is None:
        return 1.0
    exponent = int(power.group("exp").replace("\u2212", "-"))
    try:
        return float(power.group("base")) ** exponent
    except OverflowError:
        return math.inf  # refused downstream, as every figure that is not finite is


# The base and exponent of a power after a multiplication sign ("×10−5", "x2^10").
_POWER = lazy(r"(?P<base>\d+)(?:\^|\*\*)?(?P<exp>[+\-\u2212]?\d+)$")


def parse_digits(num: str, suffix: str | None = None, word: str | None = None) -> float:
    """The value of a digit string with an optional scale suffix or word (`26.2`, `K`)."""
    if num.isascii() and not any(c in num for c in ", ^'"):
        value = float(num)  # the common case: no separators to remove
    elif "^" in num:
        base, _, power = num.partition("^")
        try:
            value = float(base.translate(_SEPARATORS)) ** int(power)
        except (OverflowError, ZeroDivisionError):
            value = math.inf  # refused downstream, as every figure that is not finite is
    elif _DECIMAL_COMMA.fullmatch(num):
        value = float(num.replace(",", "."))
    else:
        value = float(num.translate(_SEPARATORS))
    return value * scale_of(suffix) * scale_of(word=word)


def parse_spelled(word: str, scale: str | None = None) -> int:
    """The value of a spelled-out number (`three`, `twenty-one`, `two million`)."""
    value = sum(SPELLED[part] for part in re.split(r"[-\s]", word.lower()))
    if scale:
        value *= int(SCALE_WORDS[scale.lower()])
    return value


def is_approximate(before: str) -> bool:
    """True when the text just before a number hedges it ("about", "~", "nearly")."""
    before = before[-16:]
    last = before.rstrip()[-1:]
    return last in _APPROX_LAST and APPROX_RE.search(before) is not None

"""Numbers written in words, read by a small grammar: "two hundred and five", "twenty-one
trillion three hundred", "three fifths", "one and a half", "a dozen", "zero point zero
eight", "minus five".

A run of number words is read as one number when the words compose ("five hundred"), as
several when "and" or punctuation parts them, and as nothing when they stand side by side
without composing ("one one hundred fifth", "twenty twenty fifths") or compose two ways
("one hundred and three quarters" is 100.75 or 103/4): a number that cannot be read with
confidence is not read, since a wrong value is worse than none.
"""

from __future__ import annotations

from dataclasses import dataclass

from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import alternation

ZERO = ("zero", "nought", "naught")
UNITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
TEENS = ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen")
TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12,
          "lakh": 1e5, "crore": 1e7}

CARDINAL: dict[str, int] = {
    **dict.fromkeys(ZERO, 0), **{w: i + 1 for i, w in enumerate(UNITS)},
    **{w: i + 10 for i, w in enumerate(TEENS)}, **{w: 20 + 10 * i for i, w in enumerate(TENS)},
}
# Ordinals that name a fraction's denominator ("three fifths"). "first" and "second" are
# not among them alone ("one second" is a duration), only in compounds ("twenty-first").
_ORDINAL_UNITS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
                  "seventh": 7, "eighth": 8, "ninth": 9}
DENOMINATOR: dict[str, float] = {
    "half": 2, "halves": 2, "quarter": 4,
    **{w: v for w, v in _ORDINAL_UNITS.items() if v > 2},
    "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
    "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
    **{w[:-1] + "ieth": 20 + 10 * i for i, w in enumerate(TENS)},
    "hundredth": 100, "thousandth": 1e3, "millionth": 1e6, "billionth": 1e9,
    "trillionth": 1e12,
}

_WORDS = sorted({*CARDINAL, *SCALES, "hundred", "dozen", *DENOMINATOR},
                key=lambda w: (w[0], -len(w), w))
# One number word (a plural too: "hundreds", "fifths", "dozens"), or a compound ordinal
# ("twenty-first", "thirty-fifths") as one word.
_WORD = (r"(?:(?:" + alternation(list(TENS)) + r")-(?:" + alternation(list(_ORDINAL_UNITS))
         + r")|" + alternation(_WORDS) + r")s?")
# A run of number words with what may join them: spaces, a hyphen, "and", "point", "a"
# or "an" before a word that takes one ("a hundred", "half an hour"), a sign before.
RUN_RE = lazy(
    r"(?=[" + "".join(sorted({c for w in [*_WORDS, "minus", "negative", "a"]
                              for c in (w[0], w[0].upper())})) + r"])"
    r"(?<![A-Za-z\-])(?i:(?:(?:minus|negative)\s+)?(?:an?\s+)?" + _WORD
    + r"(?:(?:\s*-\s*|\s+(?:and\s+|point\s+|over\s+|of\s+(?=an?\s))?(?:an?\s+)?)" + _WORD
    + r")*)"
    r"(?![A-Za-z])")
# A hyphen and a word after a number word: a compound modifier ("eight-GPU", "two-node").
_COMPOUND_AFTER = lazy(r"-[A-Za-z]")
_ARTICLE_AFTER = lazy(r"\s+an?(?=\s+[A-Za-z])")
_PART_OF = lazy(r"\s+of\s+an?(?=\s+[A-Za-z])")
_TOKEN_RE = lazy(r"(?i:" + _WORD + r"|minus|negative|and|point|over|of|an?)(?![A-Za-z])")


@dataclass(frozen=True, slots=True)
class Spelled:
    """One number read from words: where it stands in the text and its value."""

    start: int
    end: int
    value: float


@dataclass(frozen=True, slots=True)
class _Token:
    """One word of a run: its lower-case form, span, and whether a hyphen joins it to the
    word before."""

    word: str
    start: int
    end: int
    hyphen: bool


def _kind(word: str) -> str:
    """What a word is in the grammar: unit, teen, tens, zero, hundred, scale, dozen, denom,
    article, and, point, over or sign."""
    if word in CARDINAL:
        value = CARDINAL[word]
        return "zero" if value == 0 else "unit" if value < 10 else "teen" if value < 20 \
            else "tens"
    if word in ("hundred", "hundreds"):
        return "hundred"
    if word.rstrip("s") in SCALES:
        return "scale"
    if word in ("dozen", "dozens"):
        return "dozen"
    if _denominator(word) is not None:
        return "denom"
    if word in ("a", "an"):
        return "article"
    if word in ("minus", "negative"):
        return "sign"
    return word if word in ("and", "point", "over", "of") else "other"  # "tens", "ones"


def _denominator(word: str) -> float | None:
    """The denominator an ordinal names ("fifths" -> 5, "twenty-first" -> 21), else None."""
    if "-" in word:
        tens, _, unit = word.partition("-")
        unit = unit[:-1] if unit.endswith("s") else unit
        return CARDINAL[tens] + _ORDINAL_UNITS[unit] if unit in _ORDINAL_UNITS else None
    if word in DENOMINATOR:
        return DENOMINATOR[word]
    return DENOMINATOR.get(word[:-1]) if word.endswith("s") else None


def _plural(word: str) -> bool:
    """True for a plural fraction word ("fifths", "halves")."""
    return word.endswith("s")


_THE_BEFORE = lazy(r"\b(?i:the)\s+$")


class _Refused(Exception):
    """The words compose two ways or not at all: read nothing."""


class _Parser:
    """Reads the numbers of one run of number words."""

    def __init__(self, tokens: list[_Token], text: str) -> None:
        self.tokens = tokens
        self.text = text
        self.last_scale = 1.0  # the smallest scale word of the last whole number read

    def kind(self, at: int) -> str | None:
        """The kind of the token at `at`, None past the end."""
        return _kind(self.tokens[at].word) if at < len(self.tokens) else None

    def integer(self, at: int) -> tuple[float, int, bool, str] | None:
        """A whole number from `at`: its value, where it ends, whether an inner "and"
        joined it, and the kind of its last word ("scaled" when a scale word is in it);
        None when no number starts there."""
        total, group, last, used_and = 0.0, 0.0, "", False
        top_scale = float("inf")
        i = at
        if self.kind(i) == "article" and self.kind(i + 1) in ("hundred", "scale", "dozen"):
            group, last, i = 1.0, "unit", i + 1
        while i < len(self.tokens):
            kind = self.kind(i)
            token = self.tokens[i]
            if kind == "zero":
                if last:
                    break
                return 0.0, i + 1, False, "zero"
            opens = last in ("", "hundred", "scale", "and")
            if (kind == "unit" and (opens or last == "tens") and
                    not (last == "tens" and group % 10)) or (kind in ("teen", "tens") and opens):
                group += CARDINAL[token.word]
            elif kind == "hundred" and last in ("unit", "teen", "tens") and group < 100 \
                    and (not token.word.endswith("s") or not self._the_before(at)):
                # "five hundreds" is 500 as loosely written; "in the two hundreds" a span
                group *= 100
            elif kind == "scale" and last in ("unit", "teen", "tens", "hundred") and \
                    SCALES[token.word.rstrip("s")] < top_scale and \
                    not token.word.endswith("s"):
                top_scale = SCALES[token.word]
                total += group * top_scale
                group = 0.0
            elif kind == "scale" and last == "scale" and not group and total and \
                    token.word == "crore" and self.tokens[i - 1].word == "lakh":
                total *= SCALES["crore"]  # "three lakh crore": a lakh of crores
                top_scale *= SCALES["crore"]
            elif kind == "and" and ((last in ("hundred", "scale") and self.kind(i + 1) in (
                    "unit", "teen", "tens")) or (last == "tens" and self.kind(i + 1) == "unit")):
                used_and = True  # "one hundred and two", "twenty and four"
            else:
                break
            last = "and" if kind == "and" else kind or ""
            i += 1
        if not last:
            return None
        self.last_scale = top_scale
        return total + group, i, used_and, "scaled" if total and not group else last

    def fraction(self, at: int, whole_before: bool) -> tuple[float, int] | None:
        """A fraction from `at` ("three fifths", "a half", "one twenty-first"): its value
        and where it ends; None when none starts there. Refused when it reads two ways."""
        kind = self.kind(at)
        word = self.tokens[at].word if kind else ""
        if word == "half" or (word == "quarter" and self.kind(at + 1) == "scale"):
            return 1 / DENOMINATOR[word], at + 1  # "half an hour", "quarter million"
        if kind == "article" and self.kind(at + 1) == "denom":
            numerator, end, used_and, last = 1.0, at + 1, False, "unit"
        else:
            found = self.integer(at)
            if found is None or self.kind(found[1]) != "denom":
                return None
            numerator, end, used_and, last = found
        word = self.tokens[end].word
        denominator = _denominator(word)
        assert denominator is not None
        if used_and or (last == "tens" and not self.tokens[end].hyphen and denominator < 10):
            raise _Refused  # "one hundred and three quarters", "thirty fifths": two readings
        if numerator >= 1000 and denominator < 100:
            raise _Refused  # "one hundred one thousand fifths" is no way a careful writer
            # writes a fraction
        if not _plural(word) and word not in ("half", "quarter") and (
                numerator > 1 or not (self._ends_fraction(end) or whole_before)):
            raise _Refused  # "a fifth node", "the two millionth visitor": ordinals
        return numerator / denominator, end + 1

    def _the_before(self, at: int) -> bool:
        """True when "the" stands right before the token at `at` ("the two hundreds")."""
        start = self.tokens[at].start
        return _THE_BEFORE.search(self.text, max(0, start - 12), start) is not None

    def _ends_fraction(self, at: int) -> bool:
        """True when a singular ordinal reads as a fraction: "of", punctuation or the end
        follows ("a fifth of the cost", "one eighth."), not a noun ("a fifth node")."""
        rest = self.text[self.tokens[at].end:self.tokens[at].end + 4]
        return not rest[:1].isalpha() and not rest.startswith("-") and \
            (not rest.strip() or not rest.strip()[0].isalpha() or rest.startswith(" of"))

    def number(self, at: int) -> tuple[float, int]:
        """The number that starts at `at` and where it ends; _Refused when none does."""
        sign = 1.0
        if self.kind(at) == "sign":
            sign, at = -1.0, at + 1
        frac = self.fraction(at, False)
        if frac is not None:
            value, end = self._scaled(*frac)
            return sign * value, end
        found = self.integer(at)
        if found is None:
            raise _Refused
        value, end, used_and, last = found
        if self.kind(end) == "point":
            value, end = self._decimal(value, end + 1)
            return sign * value, end
        if self.kind(end) == "and":
            mixed = self.fraction(end + 1, True)
            if mixed is not None and last == "scaled":
                # "one billion and a half million"; "one million and a half" is 1.5 million
                scale = self.last_scale
                part, stop = self._scaled(*mixed)
                return sign * (value + (part if stop > mixed[1] else part * scale)), stop
            if mixed is not None:  # "five and a half million"
                scaled = self._scaled(value + mixed[0], mixed[1])
                return sign * scaled[0], scaled[1]
        if self.kind(end) == "dozen":
            if used_and:
                raise _Refused  # "three hundred and two dozens": 324 or 3624
            return sign * value * 12, end + 1
        if self.kind(end) == "over":
            below = self.integer(end + 1)
            if below is not None and below[0] and below[1] >= len(self.tokens):
                return sign * value / below[0], below[1]
        return sign * value, end

    def _scaled(self, value: float, end: int) -> tuple[float, int]:
        """A fraction or mixed number with the scale or dozen after it ("half a million",
        "five and a half million", "half a dozen")."""
        at = end + (self.kind(end) == "of")  # "two thirds of a million"
        at = at + 1 if self.kind(at) == "article" and \
            self.kind(at + 1) in ("scale", "dozen") else end
        kind = self.kind(at)
        if kind == "scale" and not self.tokens[at].word.endswith("s"):
            return value * SCALES[self.tokens[at].word], at + 1
        if kind == "dozen":
            return value * 12, at + 1
        return value, end

    def _decimal(self, whole: float, at: int) -> tuple[float, int]:
        """The digits after "point", one word each ("point zero three"), or a two-digit
        word ("point seventy-one", "point eleven")."""
        digits = ""
        i = at
        while i < len(self.tokens) and self.kind(i) in ("zero", "unit", "teen", "tens"):
            kind, word = self.kind(i), self.tokens[i].word
            if kind == "tens" and self.kind(i + 1) == "unit" and self.tokens[i + 1].hyphen:
                digits += str(CARDINAL[word] + CARDINAL[self.tokens[i + 1].word])
                i += 2
                continue
            digits += str(CARDINAL[word])
            i += 1
        if not digits:
            raise _Refused
        return whole + float("0." + digits), i


def spelled_numbers(text: str) -> list[Spelled]:
    """Every number written in words in `text`, in order, each read whole or not at all."""
    out: list[Spelled] = []
    for run in RUN_RE.finditer(text):
        tokens = [_Token(m.group().lower(), m.start(), m.end(),
                         "-" in text[run.start():m.start()][-3:])
                  for m in _TOKEN_RE.finditer(text, run.start(), run.end())]
        out.extend(_read_run(tokens, text))
    return out


def _read_run(tokens: list[_Token], text: str) -> list[Spelled]:
    """The numbers of one run; a run whose words stand side by side without composing
    ("one one hundred fifth") gives nothing."""
    parser = _Parser(tokens, text)
    found: list[Spelled] = []
    at = 0
    while at < len(tokens):
        if parser.kind(at) in ("and", "point", "over", "of", "other") or (
                parser.kind(at) == "article" and parser.kind(at + 1) not in (
                    "hundred", "scale", "dozen", "denom")):
            at += 1  # a joining word, or an article of a word that takes none ("a two")
            continue
        if parser.kind(at) == "sign" and _after_number(text, tokens[at].start):
            at += 1  # "ten minus five": a difference, not a negative five
            continue
        try:
            value, end = parser.number(at)
        except _Refused:
            return []
        if end <= at:
            return []
        if end < len(tokens) and parser.kind(end) not in ("and", "of", "other") and \
                not _COMPOUND_AFTER.match(text, tokens[end].end):
            return []  # another number word follows that does not compose with this one
            # (unless it opens a compound of its own: "one eight-GPU node")
        stop = tokens[end - 1].end
        if tokens[end - 1].word == "half":  # "half an hour": the unit comes after the article
            article = _ARTICLE_AFTER.match(text, stop)
            stop = article.end() if article else stop
        elif parser.kind(end - 1) == "denom" and (part := _PART_OF.match(text, stop)):
            stop = part.end()  # "three quarters of an hour": the fraction of the unit after
        found.append(Spelled(tokens[at].start, stop, value))
        at = end
    return found


# The last word before a sign: a number there makes "minus" a difference ("ten minus five").
_WORD_BEFORE = lazy(r"(?:\d|(?P<word>[A-Za-z]+))[ \t]*$")


def _after_number(text: str, at: int) -> bool:
    """True when a number (in digits or words) stands just before `at`."""
    before = _WORD_BEFORE.search(text, max(0, at - 16), at)
    return before is not None and (before.group("word") is None
                                   or _kind(before.group("word").lower()) in (
                                       "zero", "unit", "teen", "tens", "hundred", "scale"))

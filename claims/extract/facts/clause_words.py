"""The words of a figure's own clause, as the rules weigh them: where its clause starts and
ends, the stems of a clause's words (less a "per" denominator), the words right before and
after a figure up to the next number, the serving phase those words name, and whether they
call the figure a speed. Read here, in extraction's facts, so the checkers hold no pattern
of their own (tests/test_checkers_typed_facts.py)."""

from __future__ import annotations

import re
from functools import lru_cache

from claims.vocabulary.lazy import lazy
from claims.vocabulary.serving_phases import PHASE_WORDS, TOKEN_WORDS

# Where one clause of a sentence ends and another begins: ", and", "; ", ". ", ", but".
_CLAUSE = lazy(r",\s+(?:and|or|while|whereas|but)\s+|;\s+|\.\s+")
_WORD = lazy(r"[A-Za-z]+")
# "instructions per clock": a word after "per" is a denominator, not the quantity measured.
_PER_WORD = lazy(r"\bper\s+[A-Za-z]+", re.I)
# A number standing alone ("80", "1,024"), not one inside a name ("2B", "Q5"): where the
# words of the figure before or after it end.
_NUMBER = lazy(r"(?<![\w.])\d[\d,.]*(?![\w])")
# A figure's own words that call it a speed: what a user is told a model runs at.
_SPEED = lazy(r"\b(?:speeds?|fast(?:er|est)?|quick(?:er|ly)?)\b", re.I)
# The words that give a token rate as the prompt's (read in prefill, of input tokens) or as
# the answer's (generated in decode, of output tokens), longest first.
_READS = {word: value in ("prefill", "input")
          for word, value in (*PHASE_WORDS.items(), *TOKEN_WORDS.items())
          if value in ("prefill", "input", "decode", "output")}
_PHASE = lazy(r"(?<![\w-])(" + "|".join(sorted(map(re.escape, _READS), key=len, reverse=True))
              + r")(?![\w-])", re.I)


#: How far from its figure a clause is read: a sentence listing thousands of figures would
#: otherwise be scanned whole once per figure.
_REACH = 400


def clause_around(quote: str, at: int) -> tuple[int, int]:
    """The bounds of the clause of `quote` around offset `at` ("a 4.8 GHz boost, and 26%
    faster in games": 26%'s clause holds no clock), at most `_REACH` characters either
    side."""
    start, end = max(0, at - _REACH), min(len(quote), at + _REACH)
    for cut in _CLAUSE.finditer(quote, start, end):
        if cut.end() <= at:
            start = cut.end()
        elif cut.start() >= at:
            return start, cut.start()
    return start, end


def _stem(word: str) -> str:
    """A word in lower case without a plural "s" ("cores" -> "core")."""
    word = word.casefold()
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def word_stems(text: str) -> frozenset[str]:
    """The stems of a text's words."""
    return frozenset(_stem(w) for w in _WORD.findall(text))


@lru_cache(maxsize=1 << 12)
def said_stems(quote: str) -> frozenset[str]:
    """The stems of a sentence's words, less those a "per" makes a denominator."""
    return word_stems(_PER_WORD.sub(" ", quote))


def own_words(quote: str, at: int, written: str) -> tuple[str, str]:
    """The words of a figure's clause before it and after it (the figure written as
    `written` at offset `at`), each cut at the next figure ("prompt evaluation speed was 95
    tokens/s and text generation speed 11 tokens/s": 95's words end at 11)."""
    if at < 0:
        return "", ""
    start, end = clause_around(quote, at)
    stop = at + len(written)
    before = [m.end() for m in _NUMBER.finditer(quote, start, at)]
    after = _NUMBER.search(quote, stop, end)
    return quote[max([start, *before]):at], quote[stop:after.start() if after else end]


def names_prompt(before: str, after: str) -> bool | None:
    """Whether the nearest phase or token word of a figure's words (the last before it,
    else the first after it) names the prompt ("prompt processing", "input tokens": True)
    or the answer ("decode", "output tokens": False); None when they name neither."""
    said = [m.group(1).casefold() for m in _PHASE.finditer(before)]
    found = said[-1] if said else next((m.group(1).casefold()
                                        for m in _PHASE.finditer(after)), None)
    return None if found is None else _READS[found]


def calls_speed(words: str) -> bool:
    """True when a figure's words call it a speed ("speed", "fast", "quicker")."""
    return bool(_SPEED.search(words))

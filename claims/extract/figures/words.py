"""Reading the words next to a number, shared by several steps: the last match of a
pattern, the word just before a position, and whether that word names a product."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy
from claims.vocabulary.numbers import SPELLED
from claims.vocabulary.software import SOFTWARE

DIGIT = lazy(r"\d")
# Lower-case words that never name a product, so a number after them is no version.
COMMON = frozenset((
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
_SOFTWARE = frozenset(name.lower() for name in SOFTWARE)
# Capitalised words naming a knob of the run ("Concurrency 4", "Threads 16", "Batch 8" as a
# row label writes them): the number after one is the knob's value, never a version.
SETTING_NAMES = frozenset((
    "batch", "clients", "concurrency", "connections", "jobs", "replicas", "shards",
    "streams", "threads", "users", "workers",
))
# The word before a number (for names and versions); see `word_before`.
NAME_BEFORE = lazy(r"([A-Za-z][\w.+-]*|\d[\w.]*)\s+$")
ALPHA_WORD_BEFORE = lazy(r"([A-Za-z][\w.+-]*)\s+$")


def last(pattern: re.Pattern[str], text: str, start: int = 0,
         end: int | None = None) -> re.Match[str] | None:
    """The last match of a pattern in text[start:end] (the one nearest the end)."""
    found = None
    for found in pattern.finditer(text, start, len(text) if end is None else end):  # noqa: B007
        pass
    return found


def word_before(pattern: re.Pattern[str], scan: str, end: int) -> re.Match[str] | None:
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


def after_name(scan: str, word: re.Match[str]) -> bool:
    """True when the word before a number is a product name or version ("Llama 3.1",
    "PostgreSQL 17", "Figure 3"), not a common word or the sentence's first word."""
    token = word.group(1)
    if token[0].isdigit():
        return True
    lowered = token.lower()
    if lowered in _SOFTWARE:
        return True  # "nginx 1.27", "vLLM 0.6.3"
    if not token[0].isupper() or lowered in COMMON or lowered in SPELLED or \
            lowered in SETTING_NAMES:
        return False  # "Two 64-core CPUs": a count, not a name, comes before
    # A capitalised verb or adverb opening a sentence ("Using 8 GPUs") is no name.
    return not (lowered.endswith(("ing", "ed", "ly")) and not scan[:word.start(1)].strip())


def names_before(scan: str, start: int) -> bool:
    """True when the number at `start` follows a product name or version in its cell or
    sentence."""
    word = word_before(NAME_BEFORE, scan, start)
    return word is not None and after_name(scan, word)

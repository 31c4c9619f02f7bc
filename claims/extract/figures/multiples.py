"""Multiples read from the words around a number: "4x" before the machines it counts
("4x wrk instances" is four of them, not a ratio), a product written "2x18 CPUs", and a
ratio named just before a bare number ("a write amp of 1.6", "a speedup of 2.3")."""

from __future__ import annotations

import re

from claims.extract.figures.counted import count_noun
from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import SPELLED_NOUNS

# A ratio named just before a bare number: "a write amp of 1.6", "write amplification was
# 6.1", "a speedup of 2.3", "compression ratio: 2.8"; a hit or miss ratio is a share.
# A "ratio of" alone is a multiple too ("a range ratio of 0.5"), as is an oversampling
# factor; a ratio written with a colon or slash ("3:1", "70/30") is read as written.
_RATIO_NAMED = lazy(r"(?<!hit )(?<!miss )(?<!error )(?<!drop )(?<!loss )\b(?:amplification|amp|"
                    r"speed-?up|oversampling|compression\s+ratio|ratio(?=\s+of\s))"
                    r"\s*(?:of|is|was|were|at|reached|stays\s+at|:|=)?"
                    r"\s*(?:about\s+|roughly\s+|nearly\s+|around\s+|only\s+|~)?$", re.I)


def ratio_named_before(scan: str, start: int) -> str | None:
    """The name of the ratio written just before the number at `start` ("write amp of",
    "speedup:"), its first word, or None."""
    named = _RATIO_NAMED.search(scan, max(0, start - 40), start)
    return named.group(0).split()[0] if named else None


# A word between "4x" and the thing it counts that makes the "x" a comparison instead:
# "2x more servers", "3x faster nodes", "2x the instances", "4x as many disks".
_COMPARING = frozenset({"the", "a", "an", "as", "more", "less", "fewer", "faster", "slower",
                        "higher", "lower", "better", "worse", "larger", "bigger", "smaller",
                        "cheaper", "than", "of", "over", "times", "many", "much",
                        # a preposition or conjunction ends the phrase the "x" heads
                        "across", "on", "in", "at", "for", "with", "from", "to", "by", "per",
                        "into", "versus", "vs", "and", "or", "while", "when", "using"})
_WORD_AFTER_X = lazy(r"[ \u00a0]+(?P<word>[^\s,;:()|]+)")


def thing_after_times(scan: str, end: int) -> tuple[str, int] | None:
    """The machine or part a "4x" or a spaced "2 x" counts when a noun of things follows it across
    up to two describing words ("4x Oha instances", "3x upstream servers", "2 x 200Gbps
    NICs"): a count of those things, as "8x H100" is, not a ratio; None when a comparison
    word comes first ("2x faster servers", "2x the nodes")."""
    pos = end
    for _ in range(3):
        word = _WORD_AFTER_X.match(scan, pos)
        if word is None:
            return None
        noun = unit_patterns.COUNT_NOUN_RE.match(scan, word.start("word"))
        if noun is not None and (noun.group("noun") or "").lower() in SPELLED_NOUNS:
            return scan[end:noun.end()].strip(), noun.end()
        token = word.group("word").lower()
        if token in _COMPARING or (token.isalpha() and token.endswith(("er", "est"))) \
                or not any(ch.isalpha() for ch in token):
            return None
        pos = word.end()
    return None


# The second factor of a product glued to its "x": "2x18 CPUs", "1x200Gbps NIC".
_GLUED_FACTOR = lazy(r"[1-9]\d{0,3}(?:\.\d+)?(?![\d.,])")


def glued_product(scan: str, at: int) -> tuple[str, int] | None:
    """The things a product's first factor counts, when its second factor starts at `at`
    right after the "x" and is itself a count ("2x18 CPUs": two sets of 18 CPUs) or a
    measure of a counted thing ("1x200Gbps InfiniBand NIC": one NIC): (the counted words,
    where they end); None for a bare product ("an 8x8 tile", "3x16"), which names a shape."""
    factor = _GLUED_FACTOR.match(scan, at)
    if factor is None or at < 2 or scan[at - 1] not in "xX\u00d7" or \
            not scan[at - 2].isdigit():
        return None
    unit = unit_patterns.symbol_at(scan, factor.end())
    if unit is not None and unit[0].canonical != "x":
        noun = count_noun(scan, unit[2], digits=True)
    else:
        noun = count_noun(scan, factor.end(), digits=True, plural=False)
        if noun is not None and _singular(noun[0].split()[-1]) not in _PART_NOUNS:
            return None  # "9x8 clusters", "a 3x16 setup": the shape of a group of machines
    return (scan[at:noun[1]], noun[1]) if noun is not None else None


# The parts of one machine, which a product counts in sets ("2x18 CPUs": two sockets of
# 18); machines and groups of them after a product are its shape ("9x8 clusters": nine
# nodes of eight vCPUs).
_PART_NOUNS = frozenset({
    "cpu", "gpu", "tpu", "npu", "core", "vcpu", "thread", "chip", "die", "socket", "dimm",
    "channel", "disk", "drive", "ssd", "hdd", "nic", "port", "link", "lane", "card",
    "adapter", "accelerator", "processor"})


def _singular(noun: str) -> str:
    """A counted noun without its plural ending ("CPUs" -> "cpu", "SSDs" -> "ssd")."""
    noun = noun.lower()
    return noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun

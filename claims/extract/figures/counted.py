"""Counted nouns after a number: "72 GPUs", "three DEP2 instances", "16 queue pairs",
"one NVIDIA Vera Rubin rack"; and whether any unit follows a number at all."""

from __future__ import annotations

import re

from claims.extract.figures.words import COMMON
from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import COUNT_MODIFIERS, RATE_NOUNS, SPELLED_NOUNS

SPACES = " \u00a0\n"
_MODIFIER = lazy(r"[A-Za-z0-9][\w.+/-]*")  # "400 Gb/s" may describe a counted noun
_BARE_NUMBER = lazy(r"\d[\d,.]*")
# Nouns counted in the singular after digits too: billing units, the vCPU of cloud
# specifications ("16 vCPU, 64 GiB") and a processor's cores and threads as spec lines write
# them ("6 Core / 12 Thread", "40 core"), which no product is named by.
_UNCOUNTED = frozenset({"gpu-hour", "node-hour", "vcpu", "core", "thread"})
# Describing words between a spelled count and its plural noun: hyphenated ("two dual-socket
# servers") or plain ("three big vendors"), never a function word or a plural.
_DESCRIBING = (r"(?:[a-z]+-[a-z]+|\d+-[a-z]+|(?!(?:of|and|or|to|the|in|on|at|by|for|with|from|as|"
               r"is|are|was|were)\b)[a-z]+(?<!s))")
_PLURAL_AFTER = lazy(r"(?:[ \u00a0\n]+" + _DESCRIBING + r"){0,2}[ \u00a0\n]+"
                     r"(?P<noun>[a-z]{2,}s)(?![A-Za-z0-9-])")
# A lower-case plural right after a counted noun: "queue pairs", "drive bays".
_COMPOUND_PLURAL = lazy(r"[ \u00a0\n]+(?P<noun>[a-z]{2,}s)(?![A-Za-z0-9-])")
# A single product after "one": "one NVIDIA H100", "one MI300X" (a vendor name may lead).
ONE_PRODUCT = lazy(r"[ \u00a0\n]+(?:(?:[A-Z][a-z]+|[A-Z]{2,})[ \u00a0\n]+)?"
                   r"(?P<product>[A-Z]{1,4}\d{2,4}[A-Z]{0,2})(?![\w-])")
# Plural-looking words after a spelled number that count nothing: fractions, repetitions,
# pronouns and words that only look plural.
_NOT_COUNTED = frozenset({
    "times", "halves", "thirds", "quarters", "fifths", "tenths", "others", "ones", "ways",
    "sides", "its", "this", "thus", "has", "was", "does", "goes", "always", "perhaps",
    "sometimes", "besides", "afterwards", "towards", "whereas", "plus", "yes",
})


def count_noun(scan: str, pos: int, *, digits: bool,
               plural: bool = True) -> tuple[str, int] | None:
    """A counted noun after a number, across up to four modifiers ("one NVIDIA Vera Rubin rack").

    With `plural` False (a count above one written in digits), the noun must be plural:
    "9550 NVMe SSD" names a product, "8 NVMe SSDs" counts drives."""
    return counts(noun_after(scan, pos, digits=digits), scan, pos, digits=digits,
                  plural=plural)


def noun_after(scan: str, pos: int, *, digits: bool) -> re.Match[str] | None:
    """The first counted noun after a number: glued by a hyphen ("64-core"), or after
    spaces across up to four modifiers; None when another word stops the walk."""
    if pos < len(scan) and scan[pos] == "-":
        return unit_patterns.COUNT_NOUN_RE.match(scan, pos + 1)
    i = pos
    previous = ""
    for _ in range(5):
        if i >= len(scan) or scan[i] not in SPACES:
            return None
        while i < len(scan) and scan[i] in SPACES:
            i += 1
        m = unit_patterns.COUNT_NOUN_RE.match(scan, i)
        if m:
            return m
        word = _MODIFIER.match(scan, i)
        if not word:
            return None
        token = word.group(0)
        if previous and _BARE_NUMBER.fullmatch(token) and not previous[0].isupper():
            # "the 2024 build served 900 requests": another figure's noun; a number right
            # after the count ("eight 400 Gb/s adapters") or after a name ("one AMD EPYC
            # 7763 processor") describes the counted thing
            return None
        previous = token
        lowered = token.lower()
        if lowered not in COUNT_MODIFIERS and not (
                any(ch.isupper() for ch in token[1:]) or any(ch.isdigit() for ch in token)
                or (token[0].isupper() and lowered not in COMMON)
                # digits may count across a plain adjective: "300 enterprise customers"
                or (digits and token.islower() and lowered not in COMMON)):
            return None
        i += len(token)
    return None


def counts(m: re.Match[str] | None, scan: str, pos: int, *, digits: bool,
           plural: bool = True) -> tuple[str, int] | None:
    """The noun of `noun_after` and where it ends, when the number counts it (see
    `count_noun`); spelled numbers count only the nouns of units.SPELLED_NOUNS."""
    if m is None:
        return None
    if scan[pos:pos + 1] == "-":
        if digits or (m.group("noun") or "").lower() in SPELLED_NOUNS:
            return m.group(0), m.end()
        return None
    if m.group("product"):
        return m.group(0), m.end()  # "1,024 H100s", "two MI300Xs": hardware, counted
    noun = m.group("noun").lower()
    if not digits and noun.split()[-1] not in SPELLED_NOUNS:
        return None
    compound = _COMPOUND_PLURAL.match(scan, m.end())
    if m.group(0).lower() == noun and compound and counted_plural(compound.group("noun")) \
            and not scan[pos:m.start()].strip() \
            and (compound.group("noun") not in RATE_NOUNS
                 or compound.group("noun")[:-1] in SPELLED_NOUNS):
        # "16 queue pairs", "24 drive bays", "8 GPU servers": the singular noun right after
        # the number describes the plural one, which the number counts ("9550 NVMe SSD
        # reads" names a drive: the noun stands apart, and reads are work, not things;
        # "650 client connections" are things, though a rate may count them too).
        return scan[m.start():compound.end()], compound.end()
    if plural or m.group(0).lower() != noun or noun in _UNCOUNTED:
        return m.group(0), m.end()
    return None


def counted_plural(word: str) -> bool:
    """True for a plural noun a number can count (not "times", "thus", "status")."""
    word = word.lower()
    return word not in _NOT_COUNTED and not word.endswith(("ss", "us", "is", "ous"))


def plural_noun(scan: str, pos: int) -> tuple[str, int] | None:
    """A plural noun right after a spelled number above one, across up to two describing
    words ("eight indexes", "two dual-socket servers"): the number counts it."""
    m = _PLURAL_AFTER.match(scan, pos)
    if not m:
        return None
    if not counted_plural(m.group("noun")):
        return None
    return m.group(0).strip(), m.end()


def unit_follows(scan: str, pos: int) -> bool:
    """True when a unit symbol, word, rate or counted noun starts at `pos`."""
    return bool(unit_patterns.symbol_at(scan, pos) or unit_patterns.word_at(scan, pos)
                or unit_patterns.rate_at(scan, pos) or count_noun(scan, pos, digits=True))

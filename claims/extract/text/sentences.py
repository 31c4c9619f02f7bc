"""Sentences of a block: split at sentence ends, minding decimals, abbreviations and
versions; a heading, list item or table row is one sentence."""

from __future__ import annotations

from itertools import islice

from claims.extract.text.blocks import Block, Sentence
from claims.memo import by_identity
from claims.vocabulary.lazy import lazy
from claims.vocabulary.numbers import NUMBER_RE

_ABBREVIATIONS = frozenset({
    "vs", "e.g", "i.e", "etc", "approx", "fig", "figs", "no", "nos", "dr", "mr", "mrs", "inc",
    "ltd", "co", "corp", "jr", "sr", "st", "al", "cf", "ca", "est", "jan", "feb", "mar", "apr",
    "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "vol", "ver", "rev", "ref", "eq",
    "sec", "resp", "u.s", "u.k", "ph.d", "avg", "incl", "mt", "ft", "op", "nr", "v",
})
_BOUNDARY = lazy(r"[.!?]+[\"'\u201d\u2019)\]]*(?=\s+[\"'\u201c\u2018(\[]?[A-Z0-9$~])")
_WORD_BEFORE = lazy(r"([A-Za-z.]+)$")


def sentences(block: Block) -> list[Sentence]:
    """Split a block into sentences, minding decimals, abbreviations and versions."""
    return list(_split(block))


# Extraction, the conditions' scopes and the learned stage each split the same blocks.
@by_identity(256)  # a document of prose; what stays after it is small
def _split(block: Block) -> tuple[Sentence, ...]:
    """`sentences`, computed (read-only: shared by every caller)."""
    return tuple(_sentences(block))


def _sentences(block: Block) -> list[Sentence]:
    """`sentences`, split."""
    if block.kind != "paragraph":
        return [_trimmed(block, 0, len(block.scan))] if block.scan.strip() else []
    scan = block.scan
    out: list[Sentence] = []
    begin = 0
    for found in _BOUNDARY.finditer(scan):
        stop = found.end()
        if scan[found.start()] == "." and _is_abbreviation(scan, found.start()):
            continue
        if scan[begin:stop].strip():
            out.append(_trimmed(block, begin, stop))
        begin = stop
    if scan[begin:].strip():
        out.append(_trimmed(block, begin, len(scan)))
    return out


def _is_abbreviation(scan: str, end: int) -> bool:
    """True when the word ending at `end` (before a period) is an abbreviation or an
    initial; only the few characters before it are read."""
    found = _WORD_BEFORE.search(scan, max(0, end - 12), end)
    if not found:
        return False
    word = found.group(1).strip(".")
    if len(word) == 1 and word.isupper():
        return True
    return word.lower() in _ABBREVIATIONS


def _trimmed(block: Block, a: int, b: int) -> Sentence:
    """A sentence with surrounding whitespace removed from its offsets."""
    scan = block.scan
    while a < b and scan[a].isspace():
        a += 1
    while b > a and scan[b - 1].isspace():
        b -= 1
    return Sentence(block.start + a, block.start + b, block)


def too_many_numbers(sentence: Sentence, limit: int) -> bool:
    """True when one sentence holds more numbers than a document may hold figures (`limit`).

    The figure cap is checked after each sentence, but reading the figures of one sentence
    of 100,000 numbers (a 5 MB paragraph) takes minutes first: such a sentence is refused."""
    # A number and what parts it from the next take two characters at least.
    if sentence.end - sentence.start <= 2 * limit:
        return False
    block = sentence.block
    found = NUMBER_RE.finditer(block.scan, sentence.start - block.start,
                               sentence.end - block.start)
    return next(islice(found, limit, None), None) is not None

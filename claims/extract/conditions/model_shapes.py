"""Models the family vocabulary does not know, read by the shape of their names: a hub-style
name of hyphenated parts, one of which after the first is a checkpoint's size word or says
it embeds ("e5-large-v2", "multilingual-e5-large", "gte-base-en-v1.5", "mxbai-embed-large-v1",
"instructor-xl"). English compounds ("semi-large", "too-large", "non-embedding"), slugs
("mongo-vs-pg-large-table") and file names ("bert-base-latency.png") are no such name."""

from __future__ import annotations

import array
import re

from claims.vocabulary.lazy import lazy

# A name of two to six hyphenated parts, each letters and digits with a version's dots
# inside ("v1.5"), starting with a letter; never a piece of a longer hyphenated word, a
# path's next part or a file name's extension.
_NAME = lazy(r"(?<![\w.\-])[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+(?:\.\d+)*){1,5}"
             r"(?![\w\-]|\.[A-Za-z])")
# The parts that make a hyphenated name a checkpoint's: its size, or that it embeds.
_SIZE_PART = lazy(r"tiny|mini|small|base|medium|large|xl|xxl|huge|giant|"
                  r"embed|embeddings?", re.I)
# Parts that make the name an English compound or a slug: a function word, a prefix
# ("semi-large", "non-embedding", "extra-large"), a size word as its head ("small-batch").
_ENGLISH = lazy(r"a|an|the|to|too|vs|and|or|of|in|on|for|with|by|per|x|xx|non|semi|"
                r"very|extra|super|ultra|pre|post|over|under|less|more|most|low|high|mid|"
                r"not|no", re.I)


# A variant named by a letter code after its family ("ConvNeXt-T", "Swin-B"): where a page
# names its series so, the one member a size word spells ("ConvNeXt-XL") is no model the
# shape can read alone, or it would stand for the whole page and size every row's figure.
_CODED = lazy(r"(?<![\w.\-])([A-Za-z][A-Za-z0-9]*)-([A-Za-z]{1,2})(?![\w\-])")


def shaped_names(text: str) -> list[tuple[int, int]]:
    """The spans of the names in `text` shaped as a model's checkpoint: hyphenated parts,
    one after the first a size word or "embed" (`_SIZE_PART`), none an English word that
    makes a compound or slug (`_ENGLISH`). A two-part name that ends in "base" with no
    digit ("gte-base") counts only with a capital in its head ("GTE-base") or beside
    another such name of its head ("gte-large"): "code-base" and "knowledge-base" are words.
    A head the text also names by letter codes ("ConvNeXt-T" beside "ConvNeXt-XL") gives
    none: the series is one the shape reads only in part."""
    found: list[tuple[int, int, str, bool]] = []
    for m in _NAME.finditer(text):
        parts = m.group(0).split("-")
        if _SIZE_PART.fullmatch(parts[0]) or any(_ENGLISH.fullmatch(p) for p in parts) or \
                not any(_SIZE_PART.fullmatch(p) for p in parts[1:]):
            continue
        plain_base = len(parts) == 2 and parts[1].lower() == "base" and \
            not any(ch.isdigit() for ch in m.group(0)) and parts[0].islower()
        found.append((m.start(), m.end(), parts[0].lower(), plain_base))
    heads: dict[str, set[str]] = {}
    for x, y, head, _ in found:
        heads.setdefault(head, set()).add(text[x:y].lower())
    coded = {m.group(1).lower() for m in _CODED.finditer(text)
             if not _SIZE_PART.fullmatch(m.group(2))}
    return [(x, y) for x, y, head, plain in found
            if (not plain or len(heads[head]) > 1) and head not in coded]


def with_shaped_names(text: str, found: array.array[int]) -> array.array[int]:
    """The model spans `found` (flat start, end pairs) by the family finder, with each
    shaped name (`shaped_names`) that no found span covers added, and the found spans
    inside it dropped: "xlm-roberta-large" is one model, not its "roberta-large"."""
    spans = list(zip(found[::2], found[1::2], strict=True))
    added = [(x, y) for x, y in shaped_names(text)
             if not any(a <= x and y <= b for a, b in spans)
             and not any(a < y and x < b and not (x <= a and b <= y) for a, b in spans)]
    if not added:
        return found
    kept = array.array("q")
    for a, b in spans:
        if not any(x <= a and b <= y for x, y in added):
            kept.extend((a, b))
    for x, y in added:
        kept.extend((x, y))
    return kept

"""Sizes of I/O written with a bare magnitude letter: "a 16k stripe_unit", "64K blocks", "a
4K MTU", "1M and 4M blocks", a "4K" row under a "Sequential Read" corner. Storage and network
tools name the size of each block, I/O, message or packet so, and such sizes are powers of
two: the letter is binary (4K = 4096 bytes). Elsewhere a bare letter is a magnitude ("128K
context", "2k steps", "1M vectors"), which the counted noun after it or the counted size
before it ("batch size of 64K") says.

A document that talks about I/O sizes at all (block or I/O sizes, stripes, an MTU, queue
depths, fio, IOPS: `io_document`) reads a bare power of two with no counted noun after it as
such a size too ("going above 16K, perhaps up to 256K", "250 MB/s for 4K")."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import first_forms
from claims.vocabulary.units import COUNT_NOUNS

# What one I/O moves, named right after its size ("64K blocks", "4K random reads", "16k
# stripe_unit", "4K MTU").
_ITEM = (r"(?:(?:random|sequential|seq|rand|aligned|direct|sync|small|large|mixed)\s+)?"
         r"(?:blocks?|block[ _-]?sizes?|stripe[ _]?units?|stripes?|strips?|MTUs?|messages?|"
         r"packets?|frames?|I/Os?|IOs?|IO|reads?|writes?|records?|recordsize|pages?|"
         r"objects?|segments?|buffers?|transfers?|payloads?|sectors?|extents?)\b")
# Further sizes of the same list before the item ("4K-8K messages", "1M and 4M blocks").
_MORE = r"(?:\s*(?:,|and|or|to|-|\u2013)\s*\d+\s?[kKmM](?![A-Za-z]))*"
_ITEM_AFTER = lazy(_MORE + r"[\s-]*" + _ITEM, re.I)
# The size named right before ("block sizes of 4K, 64K, 1M and", "stripe_unit = 16k",
# "bs=4k", "an MTU of 4K").
_NAMED_BEFORE = lazy(r"\b(?:block|stripe[ _]?unit|stripe|I/O|IO|message|packet|record|page|"
                     r"object|transfer|write|read|MTU|bs|strip)[ _-]?(?:sizes?)?\s*"
                     r"(?:of|=|:|is|to|at|from)?\s*(?:about\s+|~)?"
                     r"(?:\d+\s?[kKmM]\s*(?:,|and|or|to|-)\s*)*$", re.I)
# A header naming an I/O size ("stripe_unit", "Write size", "Block size", "bs", "MTU").
_SIZE_HEADER = lazy(r"\b(?:block|stripe|stripe_unit|bs|mtu|i/o|io|message|packet|record|"
                    r"recordsize|object)s?\b|\b(?:write|read|transfer|request)\s+sizes?\b",
                    re.I)
# A corner naming reads or writes over row labels that are the sizes ("Sequential Read").
_IO_CORNER = lazy(r"\b(?:read|write|randread|randwrite|seqread|seqwrite|rw|mixed|iops)s?\b",
                  re.I)
# A document that talks about the sizes of I/O (the branches' first letters lead, so the
# engine skips ahead to them over the whole body).
_IO_TALK = lazy("(?=[" + first_forms(["block", "stripe", "MTU", "I/O", "iodepth", "queue",
                                      "recordsize", "message", "packet", "fio"]) + "])"
                r"\b(?:block[ _-]?sizes?|stripe[ _]unit|stripe_unit|MTU|I/O\s+sizes?|"
                r"io[ _]?sizes?|iodepth|io[ _]depth|queue[ _]depth|recordsize|record\s+size|"
                r"message\s+sizes?|packet\s+sizes?|fio|IOPS)\b", re.I)
# A counted size before the number: "batch size of 64K", "sequence length 8K", "context of".
_COUNTED_BEFORE = lazy(r"\b(?:batch|context|window|sequence|seq|length|len|vocab\w*|tokens?|"
                       r"steps?|samples?|dataset|vectors?|rows?|keys?|items?|users?|lines?)"
                       r"(?:\s+(?:size|length))?\s*(?:of|=|:|to|is|at)?\s*(?:about\s+|~)?$"
                       r"|\b(?:count|number)\b[^.;,]{0,20}$", re.I)
# A number glued into a name ("squid-ec-6+2-4K", "v1.4K"): part of the name, no size.
_IN_NAME = lazy(r"[\w+./-]$")
_WORD = lazy(r"[\s-]*([A-Za-z][A-Za-z-]*)")
# Words after a bare size that count something else ("128K context", "1M vectors").
_COUNTED_AFTER = frozenset({
    *COUNT_NOUNS, "context", "vocabulary", "vocab", "item", "device", "step", "vector",
    "key", "line", "user", "query", "querie", "token", "row", "word", "event", "point",
    "element", "entrie", "call", "op", "operation", "iop", "qps", "rp", "tp", "per"})


def io_document(body: str) -> bool:
    """True when a document's body talks about the sizes of I/O (blocks, stripes, an MTU,
    queue depths, fio, IOPS)."""
    return _IO_TALK.search(body) is not None


def power_of_two(base: float) -> bool:
    """True for 1, 2, 4, ... 1024: the sizes storage and network tools set."""
    whole = int(base)
    return whole == base and 1 <= whole <= 1024 and whole & (whole - 1) == 0


def io_size(scan: str, start: int, end: int, *, header: str = "", label: str = "",
            io_doc: bool = False) -> bool:
    """True when the bare size `scan[start:end]` (its letter ending at `end`) is the size of
    an I/O, by the item named after it or before it, the header over it (the corner over a
    row label, which has no `label` of its own), or an I/O document where nothing counted
    follows it."""
    before, after = scan[:start], scan[end:]
    if _IN_NAME.search(before):
        return False
    if _ITEM_AFTER.match(after) or _NAMED_BEFORE.search(before[-60:]):
        return True
    if header and (_SIZE_HEADER.search(header) or (
            not label and _IO_CORNER.search(header))):  # a row label: no label of its own
        return True
    if not io_doc or _COUNTED_BEFORE.search(before[-40:]):
        return False
    word = _WORD.match(after)
    return word is None or _singular(word.group(1)) not in _COUNTED_AFTER


def _singular(word: str) -> str:
    """The word in lower case without a plural "s"."""
    low = word.lower()
    return low[:-1] if low.endswith("s") and not low.endswith("ss") else low

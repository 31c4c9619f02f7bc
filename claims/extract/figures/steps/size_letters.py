"""The `size_letters` step: a number with a bare magnitude letter glued on ("8.1G", "422.7M",
"4g") is an amount of bytes where what it stands for is a size: under a column header naming
one ("Size", "Memory", "Disk usage"), in a row so labelled, or beside a word naming memory
("a 4g heap", "heap of 6g", "24G RAM"). Tools print sizes so (`du -h`, `ls -h`, the JVM's
`-Xmx4g`); elsewhere the letter is a magnitude or part of a name ("4G LTE", "70B"), left
to the other steps."""

from __future__ import annotations

import re

from claims.extract.figures.candidate import Candidate, Context, Example, changed
from claims.extract.figures.io_sizes import io_size, power_of_two
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import SYMBOLS

EXAMPLES = (
    Example("| data | size |\n|---|---|\n| Parquet | 8.1G |\n| Binary | 422.7M |",
            ("8.1 GB", "0.4227 GB")),
    Example("| GPU | memory |\n|---|---|\n| A10 | 24G |", ("24 GB",)),
    Example("| Broker | Max memory used |\n|---|---|\n| B | 512M |", ("0.512 GB (max)",)),
    Example("| Part | Spec |\n|---|---|\n| Memory | 512G |\n| Cores | 64 |\n| Batch size | 4K |",
            ("512 GB", "64 count", "4000 count")),
    Example("The example sets a 4g heap; it may grow to a heap of 6g.", ("4 GB", "6 GB")),
    # A count's size keeps its letter a magnitude, and no memory word leaves it a name.
    Example("| Model | Batch size |\n|---|---|\n| M | 4K |", ("4000 count",)),
    Example("Phones moved from 4G to 5G; a page loads in 120 ms.", ("0.12 s",)),
    # The size of each I/O, written with a bare letter, is binary: 16k is 16 KiB.
    Example("We set a 16k stripe_unit and read 1M and 4M blocks.",
            ("1.6384e-05 GB", "0.001048576 GB", "0.004194304 GB")),
    Example("| Pool | Write size |\n|---|---|\n| EC | 8k |", ("8.192e-06 GB",)),
    Example("| Random Write | A | B |\n|---|---|---|\n| 32K | 100 | 120 |",
            ("3.2768e-05 GB", "100 count", "120 count")),
    # A counted thing after the letter, or a counted size before it, keeps it a magnitude.
    Example("The model reads a 128K context over 4K blocks.",
            ("128000 count", "4.096e-06 GB")),
)

# The letter after the number, and no other letter after it ("8.1G", not "8.1GHz").
_LETTER = lazy(r"[kKmMgGtT](?![A-Za-z0-9])")
# A header naming an amount of bytes; the words before "size" that make it a count instead.
_SIZE_WORDS = frozenset({"size", "sizes", "memory", "mem", "ram", "vram", "heap", "disk",
                         "storage", "footprint", "rss", "usage"})
_COUNTED_SIZE = frozenset({"batch", "context", "window", "sample", "vocab", "vocabulary",
                           "beam", "population", "step", "group", "problem", "input",
                           "output", "prompt", "sequence", "seq", "matrix", "tile", "team",
                           "pool", "thread", "queue", "font", "set", "training", "test"})
_WORD = lazy(r"[A-Za-z]+")
# Words after a size word that say the size was measured ("Avg memory used").
_MEASURED = frozenset({"used", "consumed", "allocated", "taken", "peak", "max", "avg",
                       "mean", "total"})
# Memory named right after the size ("4g heap", "24G of RAM") or right before it ("heap of
# 6g", "heap size: 6g", "memory=16G").
_MEMORY = r"(?:heap|memory|ram|vram|swap)"
_NAMED_AFTER = lazy(r"\s+(?:of\s+)?" + _MEMORY + r"\b", re.I)
_NAMED_BEFORE = lazy(r"\b" + _MEMORY + r"(?:\s+(?:size|limit|max(?:imum)?))?"
                     r"\s*(?:[:=]|\s(?:of|to|at))?\s*$", re.I)


def _sized_header(header: str) -> bool:
    """Whether a column header names an amount of bytes ("size", "Disk usage", "memory"),
    not the size of a count ("Batch size")."""
    words = [w.lower() for w in _WORD.findall(header)]
    while len(words) > 1 and words[-1] in _MEASURED:
        words.pop()  # "Max memory used", "RAM consumed": the memory a run took, a size too
    if not words or words[-1] not in _SIZE_WORDS:
        return False
    return not any(w in _COUNTED_SIZE for w in words[:-1])


def size_letters(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """A glued magnitude letter read as bytes where the header or a memory word says size."""
    if not any(cand.unit is None or cand.scale != 1.0 for cand in found):
        return found
    # a spec table's row labelled "Memory" ("| Memory | 512G |") says size as a header does
    sized = (bool(ctx.header) and _sized_header(ctx.header)) or \
        (bool(ctx.label) and _sized_header(ctx.label))
    return [_bytes(ctx, cand, sized) for cand in found]


def _bytes(ctx: Context, cand: Candidate, sized: bool) -> Candidate:
    """One candidate in bytes, when its letter and its setting make it a size."""
    scan = ctx.scan
    if cand.unit is not None or cand.currency:
        return cand
    if cand.scale != 1.0:  # read with its letter ("422.7M" as 4.227e8): the letter ends it
        at, base = cand.end - 1, cand.value / cand.scale
    else:
        at, base = cand.end, cand.value
    letter = _LETTER.match(scan, at)
    if letter is None or (not cand.glued and cand.scale == 1.0):
        return cand
    end = letter.end()
    if letter.group(0) in "kKmM" and power_of_two(base) and io_size(
            scan, cand.start, end, header=ctx.header, label=ctx.label, io_doc=ctx.io_sizes):
        return _binary(cand, letter.group(0).upper(), base, end)
    alone = not scan[:cand.start].strip() and not scan[end:].strip()  # the cell's one figure
    if not (sized and alone) and not (
            _NAMED_AFTER.match(scan, end) or _NAMED_BEFORE.search(scan, 0, cand.start)):
        return cand
    unit = SYMBOLS[letter.group(0).upper() + "B"]
    return changed(cand, unit=unit, unit_text=letter.group(0), value=base * unit.factor,
                   end=end, glued=False, scale=1.0, value_text=scan[cand.start:end])


def _binary(cand: Candidate, letter: str, base: float, end: int) -> Candidate:
    """The size of an I/O in binary bytes ("16k" as 16 KiB), a range's top ("4 to 16k") too."""
    unit = SYMBOLS[letter + "iB"]
    top = None if cand.value_max is None else cand.value_max / cand.scale * unit.factor \
        if cand.scale != 1.0 else cand.value_max * unit.factor
    return changed(cand, unit=unit, unit_text=letter, value=base * unit.factor, value_max=top,
                   end=end, glued=False, scale=1.0)

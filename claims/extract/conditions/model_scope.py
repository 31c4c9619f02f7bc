"""Which scopes may give a figure its model: a device's figure (a link's bandwidth, a
drive's IOPS) and a data set's size take a model only from their own sentence or row, and
the model a whole document or section is about binds only where that text names one model,
however spelled."""

from __future__ import annotations

import bisect
import weakref
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import replace
from functools import lru_cache

from claims.extract.conditions.data_tables import data_size
from claims.extract.conditions.found import Found, merge
from claims.extract.conditions.index import Index
from claims.extract.conditions.machine_lines import machine_line
from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy

#: Storage and network rates: a device named beside a processor is their hardware, and
#: the figure is the device's, not a model's run: only its own sentence (or table row)
#: says which model, if any, it served.
DEVICE_UNITS = frozenset({"IOPS", "GB/s", "Gbit/s", "packets/s", "reads/s", "writes/s"})
#: Units of a hardware specification, which no model the document is about describes.
SPEC_UNITS = frozenset({"FLOP/s", "OP/s", "GB", "Gbit", "W", "Hz", "transfers/s", "V", "Ah"})


def own_words_only(unit: str | None, block: Block | None = None, at: int | None = None
                   ) -> bool:
    """True when a figure takes a model only from its own words: a figure in `unit`
    measures a device (a drive, a link) rather than a model's run, the cell at `at` of
    a table row gives a data set's size (`data_size`), or the figure at `at` is a
    machine's own memory or power (`machine_spec`)."""
    return (unit in DEVICE_UNITS and not (block is not None and run_row(block))) or (
        block is not None and at is not None and (
            data_size(block, at) or machine_spec(unit, block, at)))


def spec_only(unit: str | None, block: Block) -> bool:
    """True when a figure in `unit` is a hardware specification (a size, a peak, a power),
    which no model the section or document is about describes: not in a run's row."""
    return unit in SPEC_UNITS and not run_row(block)


#: A column of a model's serving or training run: a token rate or a token's latency
#: ("tok/s", "Tokens/sec", "Mean TTFT (ms)", "ms/tok", "TPOT").
_RUN_COLUMN = lazy(r"\btok(?:en)?s?\s*/\s*s(?:ec)?\b|\b(?:TTFT|TPOT|ITL)\b|\bms\s*/\s*tok",
                   2)  # 2 == re.IGNORECASE


@lru_cache(maxsize=256)  # every row of a table asks again for the same header
def _run_header(header: tuple[str, ...]) -> bool:
    """Whether a table's header has a column of a model's run (`_RUN_COLUMN`)."""
    return any(_RUN_COLUMN.search(cell) is not None for cell in header)


def run_row(block: Block) -> bool:
    """True when a table row stands under a header with a model's run's column (tokens per
    second, time to first token): each row is a run, so its bandwidth and sizes ("| 67.3
    GB/s |", "| 1.13 GB |" of KV cache) are that run's, not a device's rate or a spec."""
    return block.kind == "table_row" and _run_header(block.header)


#: A size the words after it give to a machine's memory or to the device itself: "141 GB
#: of HBM3e", "16GB VRAM", "64 GB of system RAM", "80GB SXM GPUs", "a 16 GB card".
_MEMORY_AFTER = lazy(
    r"[\d.,]+[ \t]*(?:[KMGTP]i?B|[KMGTP])\b\)?[ \t]*(?:of[ \t]+)?(?:(?:(?:GPU|system|device|"
    r"on-?board|unified|shared|host|total)[ \t]+)?(?:HBM\w*|VRAM|RAM|DRAM|[LG]?DDR\w*|"
    r"memory)|(?:SXM\w*|PCIe)?[ \t]*(?:GPUs?|cards?))\b", 2)  # 2 == re.IGNORECASE
#: A power the words after it give to a chip's rating: "300W TDP".
_POWER_AFTER = lazy(r"[\d.,]+[ \t]*W\b[ \t]*(?:TDP|TGP)\b")
#: A part's name right before a size, in brackets or owning it: "H200 (141 GB)", "the
#: A770M's 16GB", "7900 XTX (24GB)": the size is that part's.
#: A precision ("FP16 (16 GB)") is no part: the size is the weights', a run's.
_PART_BEFORE = lazy(r"(?:\b(?!(?:FP|BF|INT|Q|W)\d)[A-Z][\w-]*\d[\w-]*|\b\d{3,5}[ \t]+[A-Z]{2,})"
                    r"[ \t]*(?:\(|['\u2019]s[ \t]+)$")


def machine_spec(unit: str | None, block: Block, at: int) -> bool:
    """True when the figure at `at` (an offset in the text) is a machine's own memory or
    power, as its words write it ("an A40 with 48GB of memory", "H200 (141 GB)", "a 300W
    TDP"): the figure describes the part, not a model's run, so the model the page or
    section is about is not its model (the memory a run takes, "the KV cache takes 4.5 GB",
    still is)."""
    if unit not in ("GB", "W"):
        return False
    i = at - block.start
    if not 0 <= i < len(block.scan):
        return False
    if unit == "W":
        return _POWER_AFTER.match(block.scan, i) is not None
    return _MEMORY_AFTER.match(block.scan, i) is not None or \
        _PART_BEFORE.search(block.scan, max(0, i - 40), i) is not None


def own_scopes(unit: str | None, block: Block, at: int | None,
               scopes: tuple[Found, ...]) -> tuple[Found, ...]:
    """The wider scopes as a figure may read them: with no model where it takes one only
    from its own words (`own_words_only`), and with no machine either where it gives a
    data set's size (a table's rows, a file's size: the data's, on any machine), nor on a
    machine's own setup line (`machine_line`: "| Hardware | 8x H100, 80 GB each |")."""
    if not own_words_only(unit, block, at) and not machine_line(block):
        return scopes
    if at is not None and data_size(block, at):
        return tuple(replace(s, model=None, hardware=None, accelerator=None) for s in scopes)
    return tuple(without_model(scope) for scope in scopes)


def run_family(unit: str | None, block: Block, at: int | None,
               scopes: tuple[Found, ...]) -> str | None:
    """The model the section and document `scopes` name, for a figure whose own sentence
    sizes its run (`model_sizes.resized`) even in a hardware spec's unit ("a 1.2B baseline
    sustains 39 TFLOPS": the run's rate, not the machine's peak); None for a device's rate
    or a data size, which take a model only from their own words (`own_words_only`)."""
    return None if own_words_only(unit, block, at) else merge(scopes).model


# The pieces of a model's name: runs of letters, and numbers with their decimals.
_PIECE = lazy(r"[a-z]+|\d+(?:\.\d+)?")


def pieces(name: str) -> frozenset[str]:
    """The letter runs and numbers of a name, lower-cased: "DeepSeek-R1-0528" and
    "DeepSeek R1" share {deepseek, r, 1}; "Llama2-7B" is {llama, 2, 7, b}."""
    return frozenset(_PIECE.findall(name.lower()))


def one_model(index: Index, span: tuple[int, int], title: str | None = None) -> bool:
    """True when the text of `span` names one model at most: all its mentions but a stray
    one in five (a model cited in passing) spell one model (`one_name`), or, under a title
    naming a model, two in three spell the title's (`leading`)."""
    named = Counter(pieces(name) for name in models_in(index, *span))
    if not named or (title is not None and leading(named, title)):
        return True
    # each spelling's reach: the mentions it holds every piece of
    reach = max(sum(k for n, k in named.items() if n <= head) for head in named)
    return reach * 5 >= sum(named.values()) * 4


def leading(named: Counter[frozenset[str]], name: str) -> bool:
    """True when `name` (the model a title names) spells two in three of the mentions
    `named` counts (by their pieces): the others are comparisons ("against DeepSeek R1")
    or earlier work the text cites, not the model it measures. A longer spelling that adds
    a word ("Kimi-K2-Base") is the title's; one that adds a size ("Llama 3 8B" under a
    "Llama 3" title) is one of several models the title's family holds."""
    own = pieces(name)
    held = sum(k for n, k in named.items()
               if n <= own or (own <= n and not any(p[0].isdigit() for p in n - own)))
    return held * 3 >= sum(named.values()) * 2


def models_in(index: Index, a: int, b: int) -> list[str]:
    """The model names the text between a and b holds, in order, with the sizes listed
    after one as their family's models (`siblings`)."""
    if index not in _MODELS:  # every paragraph and heading asks: the spans are read once
        _MODELS[index] = [(x, y) for x, y, _ in index.spans(("model",))]
    spans = _MODELS[index]
    names, at = [], bisect.bisect_left(spans, (a, a))
    while at < len(spans) and spans[at][0] < b:
        x, y = spans[at]
        if y <= b:
            names.append(index.text[x:y])
            names.extend(siblings(index.text, x, y))
        at += 1
    return names


#: The further sizes listed after a sized model's name: ", 13B and 70B", "/13B", " or 70B".
_SIBLINGS = lazy(r"(?:\s*(?:,|/|&|\band\b|\bor\b)\s*(?:(?:and|or)\s+)?"
                 r"\d+(?:\.\d+)?\s?[BMT]\b(?![/.]\d))+")
_SIZE = lazy(r"(\d+(?:\.\d+)?\s?[BMT])\b")
#: A model name closing on its size, and the family before it.
_SIZED_NAME = lazy(r"(.*?)[\s-]+\d+(?:\.\d+)?\s?[BMT]")


def siblings(text: str, x: int, y: int) -> list[str]:
    """The other models of one family a name lists with it by their sizes alone ("Llama 2
    7B and 13B models" names Llama 2 13B too), each as the family with that size."""
    own = _SIZED_NAME.fullmatch(text, x, y)
    more = _SIBLINGS.match(text, y) if own is not None else None
    if own is None or more is None:
        return []
    return [f"{own.group(1)} {m.group(1)}" for m in _SIZE.finditer(more.group(0))]


#: Each index's model spans, kept while the index lives.
_MODELS: weakref.WeakKeyDictionary[Index, list[tuple[int, int]]] = weakref.WeakKeyDictionary()


def one_name(names: Iterable[str]) -> bool:
    """True when the names spell one model at most: each holds no piece the fullest one
    lacks ("DeepSeek", "DeepSeek R1" and "DeepSeek-R1-0528" are one; "Llama-8B" and
    "Llama-70B" are two, as are "Kimi K2" and "DeepSeek R1")."""
    sets = sorted({pieces(n) for n in names if n.strip()}, key=len)
    return not sets or all(s <= sets[-1] for s in sets)


def decided(index: Index, a: int, b: int) -> Found:
    """What the text between a and b states (`Index.find`), with no model when it names
    several ("Gemma 2 9B and Phi-3 mini on a laptop"): such a scope leaves the figure's
    model to a nearer one."""
    found = index.find(a, b)
    if found.model is None or one_name(models_in(index, a, b)):
        return found
    return without_model(found)


def without_model(found: Found) -> Found:
    """The scope's conditions with no model (the scope itself when it names none)."""
    return replace(found, model=None) if found.model else found



def heading_scopes(index: Index, blocks: Sequence[Block]) -> dict[int, Found]:
    """What each heading (by its start) states for the text under it, its subsections too,
    up to the next heading of its level or above (else the last block): with no model where that
    text names several ("# Llama 2 on X" over "Llama 2 7B" and "Llama 2 13B" results), so
    the family a heading names is no figure's model by itself there, and each figure takes
    its own from a nearer scope or none."""
    ends: dict[int, int] = {}
    open_: list[Block] = []
    headings = [b for b in blocks if b.kind == "heading"]
    for b in headings:
        while open_ and open_[-1].level >= b.level:
            ends[open_.pop().start] = b.start
        open_.append(b)
    ends.update((b.start, blocks[-1].end) for b in open_)
    scopes = {}
    for b in headings:
        found = decided(index, b.start, b.end)
        if found.model and not one_model(index, (b.start, ends[b.start]), found.model):
            found = without_model(found)
        scopes[b.start] = found
    return scopes

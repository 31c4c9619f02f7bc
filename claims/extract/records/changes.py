"""Two readings of a figure's kind from its grammar and layout: a percentage the text
gives as a change (signed, the amount "by" names, under a header naming a change) is
relative, and a multiple that opens a list item or table cell and names parts ("4x client
instances", "2 x 200Gbps NICs") counts the parts of a setup; a bare number with a decimal
fraction, or an unround whole number, in a table cell is a measured value, never a count
of things or a setting; so is a count under a header naming events a run met
("| Timeouts |")."""

from __future__ import annotations

import math
import re

from claims.extract.figures.candidate import Figure
from claims.vocabulary.lazy import lazy

#: A sign written on a percentage ("-4%", "+3.4%", "(\u22127%)"): a share of something is
#: written unsigned, a change against a baseline carries its direction.
_SIGNED = lazy(r"[+\-\u2212]")
#: "by" naming the amount of a change, with a few hedging words between: "by 4%", "by up
#: to 8%", "by as much as 40%", "by closer to 20%". A passive's "by" names an agent, not
#: an amount ("80% reads followed by 20% writes").
_BY_AMOUNT = lazy(r"(?<!\bfollowed\s)(?<!\bcaused\s)(?<!\bused\s)(?<!\btaken\s)"
                  r"(?<!\bserved\s)(?<!\bhandled\s)(?<!\bconsumed\s)"
                  r"\bby\s+(?:~\s*)?(?:[a-z]+\s+){0,3}(?:~\s*)?$", re.I)
#: What may stand before a multiple opening its item: bullets, emphasis, spaces.
_ITEM_OPENING = lazy(r"[\s*_`>+\u2022-]*")
#: The words after a multiple that name parts: a word that is no comparative ("faster",
#: "lower", "more"), no ratio's noun ("speedup", "times") and no function word ("the").
_NAMED_PARTS = lazy(r"\s*(?:[x\u00d7]\s*)?(?:\d[\w.]*\s+)?"
                    r"(?!(?:\w+er|more|less|fewer|speed-?ups?|"
                    r"improvements?|increases?|gains?|slowdowns?|reductions?|times|the|a|an|"
                    r"as|of|over|than|in|on|at|to|for|and|or|but|with|vs)\b)[A-Za-z]", re.I)
#: A decimal fraction as written: "6503.58", "1.69338e+06".
_FRACTION = lazy(r"\d\.\d")
#: A table header naming a change between two sides: "Exec time change (%)", "Delta",
#: "Diff vs. 1.0", "Improvement": each cell under it is a relative figure.
_CHANGE_HEADER = lazy(r"\b(?:change|changes|delta|diff|difference|improvement|gain|"
                      r"regression|speedup|slowdown|reduction|increase|decrease)\b", re.I)


def percent_change(fig: Figure) -> bool:
    """True for a percentage the text gives as a change, whatever it measures (a cost, a
    score): written with its sign, as the amount "by" names ("cut cost by up to 20%"), or
    in a column whose header names a change."""
    return bool(_SIGNED.match(fig.value_text) or _BY_AMOUNT.search(_before(fig)[-40:])
                or _change_column(fig))


def parts_count(fig: Figure) -> bool:
    """True for a multiple that opens its list item or table cell and names what it counts
    ("- 4x client instances", "| 2 x 200Gbps NICs |", "1x local SSD, dedicated"): a count
    of the parts of a setup. A multiple before a comparative or a ratio's noun ("3x faster",
    "2x the memory", "4x speedup") or mid-sentence compares."""
    block = fig.sentence.block
    lo, hi = fig.sentence.start, fig.sentence.start + len(fig.sentence.scan())
    if block.kind == "table_row":
        cell = next(((block.start + a, block.start + b) for a, b in block.cells
                     if block.start + a <= fig.start < block.start + b), None)
        if cell is None:
            return False
        lo, hi = max(lo, cell[0]), min(hi, cell[1])
    text = fig.sentence.scan()
    before = text[max(0, lo - fig.sentence.start):max(0, fig.start - fig.sentence.start)]
    after = text[max(0, fig.end - fig.sentence.start):max(0, hi - fig.sentence.start)]
    return _ITEM_OPENING.fullmatch(before) is not None and \
        _NAMED_PARTS.match(after) is not None


def fractional_cell(fig: Figure) -> bool:
    """True for a bare number (no noun, no unit read) with a decimal fraction in a table
    cell ("| LibA | 6503.58 | 6712.29 |" under a table whose unit the prose gives): no
    count of things and no count that sets up a run has a fraction, so it is measured."""
    return fig.sentence.block.kind == "table_row" and fig.count_noun is None and \
        _FRACTION.search(fig.value_text) is not None


def unround_cell(fig: Figure) -> bool:
    """True for a bare whole number (no noun, no unit read) in a table cell that no one
    would choose as a setting ("| 3281 | 3584 |", "| 1,353 |"): a knob's value is picked
    round, so it is a power of two, three times one, or has at most two significant digits
    ("8", "256", "384", "1200", "100,000"); a number of three or more significant digits
    that is none of these is what a run measured, unless its header or row label names
    what a spec or a workload is counted in ("| CUDA Cores | 10,496 |")."""
    return fig.sentence.block.kind == "table_row" and fig.count_noun is None and \
        fig.value_max is None and unround(fig.value) and not _labels_count_setup(fig)


def unround(value: float) -> bool:
    """True for a whole number no one picks as a setting: three or more significant digits,
    neither a power of two nor three times one (nor its digits before trailing zeros:
    "128000" is 128K), and no year (1900-2100)."""
    if not math.isfinite(value) or value != int(value) or value < 100 or 1900 <= value <= 2100:
        return False  # ("1e309" reads as infinity: no whole number at all)
    # the number and its digits before trailing zeros ("128" of "128000", "128K" read out)
    whole = mantissa = int(value)
    while mantissa % 10 == 0:
        mantissa //= 10
    if mantissa < 100:
        return False  # "1200", "25,000": one or two significant digits
    # the odd part: 1 for a power of two, 3 for three times one ("384", "1536")
    return all(n // (n & -n) not in (1, 3) for n in (whole, mantissa))


#: What a spec or a workload is counted in, named by a table's header or row label ("CUDA
#: Cores", "Total row count", "cached tokens per request"); a hyphenated modifier
#: ("Single-core", "multi-thread") names a variant of a run, not a count.
_LABEL_NOUNS = frozenset({
    "core", "thread", "node", "gpu", "cpu", "vcpu", "client", "connection",
    "user", "worker", "process", "replica", "shard", "partition", "row", "token",
    "parameter", "record", "document", "key", "file", "object", "layer", "head", "expert",
    "sample", "image", "vector", "dimension", "entry", "item", "param"})
_LABEL_WORD = lazy(r"[A-Za-z][A-Za-z-]*")


def _labels_count_setup(fig: Figure) -> bool:
    """True when the table cell's column header or its row's labels name a part or an
    input the setup is counted in ("| CUDA Cores | 10,496 |", "| Total row count |"): a
    spec or a workload's size, however unround."""
    block = fig.sentence.block
    at = fig.start - block.start
    index = next((i for i, (a, b) in enumerate(block.cells) if a <= at < b), None)
    if index is None:
        return False
    # the column's header, and the cells before the figure's that name its row
    labels = [block.header[index]] if index < len(block.header) else []
    labels += [text for text in (block.scan[a:b] for a, b in block.cells[:index])
               if not any(ch.isdigit() for ch in text)]
    return any(singular(w.lower()) in _LABEL_NOUNS
               for label in labels
               for w in _LABEL_WORD.findall(label))


#: What a run meets and counts as it goes, as a table header names it ("| Timeouts |",
#: "| Socket errors |", "| Cache misses |", "| Dropped |"): each cell under it is what that
#: run measured, however small and round ("| 19 |", "| 0 |"); no one sets a run's errors.
_EVENT_NOUNS = frozenset({
    "error", "timeout", "failure", "retry", "retransmit", "drop", "miss", "hit", "crash",
    "eviction", "abort", "rejection", "conflict", "deadlock", "stall", "restart",
    "preemption", "fault", "panic", "violation", "disconnect",
    # the same events as a header's participle: "| Dropped |", "| Failed requests |"
    "dropped", "failed", "rejected", "evicted", "aborted", "retried", "missed"})


def event_cell(fig: Figure) -> bool:
    """True for a count in a table cell whose column header names events a run met
    ("| Timeouts | 19 |", "| Errors | 0 |"): a measured count, not a setting."""
    block, index = fig.sentence.block, cell_index(fig)
    if index is None or index >= len(block.header):
        return False
    return any(singular(w.lower()) in _EVENT_NOUNS
               for w in _LABEL_WORD.findall(block.header[index]))


def steady_cell(fig: Figure) -> bool:
    """True for a figure in a table column whose numbers differ by a hair ("30.03s",
    "30.06s": `claims.extract.text.columns`), the readings of runs held to one length."""
    block, index = fig.sentence.block, cell_index(fig)
    return index is not None and index < len(block.steady) and block.steady[index]


def cell_index(fig: Figure) -> int | None:
    """The index of the table cell holding the figure, or None outside a table row."""
    block = fig.sentence.block
    if block.kind != "table_row":
        return None
    at = fig.start - block.start
    return next((i for i, (a, b) in enumerate(block.cells) if a <= at < b), None)


def singular(word: str) -> str:
    """A plural noun in the singular, as the noun tables hold it ("queries" -> "query",
    "processes" -> "process", "cores" -> "core")."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _change_column(fig: Figure) -> bool:
    """True for a figure in a table cell whose column header names a change between two
    sides ("Change (%)", "Delta", "Improvement")."""
    block = fig.sentence.block
    if block.kind != "table_row":
        return False
    at = fig.start - block.start
    index = next((i for i, (a, b) in enumerate(block.cells) if a <= at < b), None)
    return index is not None and index < len(block.header) and \
        _CHANGE_HEADER.search(block.header[index]) is not None


def _before(fig: Figure) -> str:
    """The words of the figure's sentence before it."""
    return fig.sentence.scan()[:max(0, fig.start - fig.sentence.start)]

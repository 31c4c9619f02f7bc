"""Table statistics: a statistic stated once for every value of a table, in the paragraph
right before it ("Each value below is the median of five runs", "All numbers are averages
over three runs", "The latencies shown are p99s"), is each measured cell's statistic where
the cell's own words name none (`Block.statistic`, read by the ruler).

Only a sentence whose subject is the values themselves speaks for the table: "the median
run took 4 s" states one figure, not what every cell is."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from claims.extract.figures.candidate import Candidate, changed
from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy
from claims.vocabulary.statistics import STATS

# "<every value> (below) is/are (the) <statistic> of/over/across ...".
_NOTE = lazy(r"\b(?:each|every|all(?:\s+the)?|the|these)\s+(?:values?|numbers?|figures?|"
             r"results?|cells?|measurements?|timings?|times|latenc(?:y|ies)|scores?|"
             r"throughputs?|entries)\s+(?:(?:below|above|shown|here|reported|listed)\s+|"
             r"in\s+(?:the|this)\s+table\s+)?(?:is|are)\s+(?:the\s+|an?\s+)?"
             r"(?P<stat>median|mean|average|averaged|maximum|minimum|max|min|"
             r"p(?:50|90|95|99))(?:s|es)?\b", re.I)
_TABLE = ("table_row", "table_header")


def note_statistic(text: str) -> str | None:
    """The statistic a note states for every value of a table ("Each value below is the
    median of five runs" -> "median"), or None."""
    m = _NOTE.search(text)
    if m is None:
        return None
    word = m.group("stat").lower()
    return STATS.get(word[1:] if re.fullmatch(r"p\d+", word) else word)


def state_statistics(blocks: Sequence[Block]) -> list[Block]:
    """The blocks, with each table that a note right before it (a paragraph of its
    section) gives one statistic carrying it on its rows."""
    out = list(blocks)
    for at in range(1, len(out)):
        block, before = out[at], out[at - 1]
        if block.kind not in _TABLE or before.kind in _TABLE or before.kind != "paragraph" \
                or before.section != block.section:
            continue
        stat = note_statistic(before.scan)
        end = at
        while stat and end < len(out) and out[end].kind in _TABLE and \
                out[end].paragraph == block.paragraph:
            out[end] = replace(out[end], statistic=stat)
            end += 1
    return out


# Units whose cells a table's statistic is no statistic of: counts (settings, sizes of the
# run), shares and ratios (changes between the measured cells).
_NOT_MEASURED = frozenset({"count", "%", "x"})


def with_statistic(block: Block, found: list[Candidate]) -> list[Candidate]:
    """A measured cell's candidates, each naming no statistic of its own given the one the
    table's note states (`Block.statistic`)."""
    if not block.statistic:
        return found
    return [changed(c, statistic=block.statistic)
            if c.statistic is None and c.unit is not None
            and c.unit.canonical not in _NOT_MEASURED else c for c in found]

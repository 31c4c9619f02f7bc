"""The `names` step: numbers that name rather than measure are dropped: spelled numbers
that count nothing, numbers glued to letters, bare numbers after a product name
("PostgreSQL 17", "Llama 3 70B", "Figure 3"), bare decimals that are versions, and memory
variants in product names ("H100 80GB"). A bare number that opens a range or a change is
kept for the pair step."""

from __future__ import annotations

import re
from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.extract.figures.changes import (
    AGAINST,
    AND_NUMBER,
    BARE_CHANGED_FROM,
    BARE_CHANGED_TO,
    BETWEEN,
    CHANGED_TO,
    ELIDABLE,
    FROM,
    FROM_NUMBER,
    RANGE_GAP,
    RANGE_ON,
    UP_FROM,
    interval,
)
from claims.extract.figures.headers import NAME_HEADER
from claims.extract.figures.heading_sizes import states_size
from claims.extract.figures.steps.identifiers import slash_pair_start
from claims.extract.figures.words import (
    ALPHA_WORD_BEFORE,
    NAME_BEFORE,
    after_name,
    names_before,
    word_before,
)
from claims.vocabulary.lazy import lazy

EXAMPLES = (
    Example("PostgreSQL 17 on an H100 80GB served 41,000 queries per second.",
            ("41000 queries/s",)),
    Example("Nine of the top ten systems use it; one team saw 2x.",
            ("9 count systems", "10 count systems", "2 x")),
    Example("Recall stayed above 0.95 in version 8.4 tests.", ("0.95 count",)),
    Example("It fell to 1.1 from 3.2 percent.", ("1.1 % from 3.2",)),
    Example("Inserts/sec: 52118.40 on release 2024.2.", ("52118.4 inserts/s",)),
    # A decimal set against a measure of its size is the other side, not a version.
    Example("The p99 was 12.5 ms versus 14.2 on release 3.1.",
            ("0.0125 s (p99)", "0.0142 s (p99)")),
    # ... and a bare decimal set against the measured figure after it.
    Example("With batching it went to 31.5 vs. 22.8 GB/s on release 2.4.",
            ("31.5 GB/s", "22.8 GB/s")),
    # Spelled numbers listed before one noun all count it.
    Example("Each worker drains one, two or four queues per pass.",
            ("1 count queues", "2 count queues", "4 count queues")),
    Example("We kept two or three replicas warm.", ("2 count replicas", "3 count replicas")),
    # A measured cell may carry a bracketed note of its run after its number.
    Example("| | Load A | Load B |\n|---|---|---|\n| one node | 3550.48 (batch: 8) | 3461.64 |",
            ("3550.48 count", "8 count", "3461.64 count")),
)

# A decimal that could be a version: "8.4", "3.11.2", "2024.1" (not "113923.19", "1,204.5").
_VERSION_LIKE = lazy(r"\d{1,4}(?:\.\d+)+")
# What may follow a measured cell's number: nothing, or one bracketed note of the run
# ("3550.48 (batch: 8)", "41.2 (n=5)"); a version is not annotated so in a measure column.
_CELL_NOTE = lazy(r"\s*(?:\([^()]{1,40}\)\s*)?")
# A capitalised word right after a bare number, which names a product line or model.
_TITLE_WORD_AFTER = lazy(r"[ \u00a0](?:[A-Z][a-z]+)(?![A-Za-z0-9])")
_SCORE_BEFORE = lazy(r"\b(?:scor\w*|rating|index|points?|accuracy|MMLU|\w*[Bb]ench\w*|"
                     r"of|at|is|was|reach\w*|hit\w*|averag\w*|measur\w*|stood|equal\w*|"
                     r"remain\w*)\W*$")
_PRODUCT_BEFORE = lazy(r"\b[A-Z]{1,4}\d{2,4}[A-Z]{0,2}\s+$")
# A comparison before a bare fraction: "recall above 0.95", "≥ 0.9".
_COMPARISON_BEFORE = lazy(r"(?:\b(?:above|below|over|under|exceed\w*|at\s+least|"
                          r"at\s+most)\s+|[\u2265\u2264<>]\s*)$", re.I)
# "Nine [of the top] ten", "6 [of its] 8 GPUs": a part of a counted whole.
_PART_OF = lazy(r"\s+of\s+(?:the|its|their|our|all|these|those)\s+"
                r"(?:(?:top|first|last|best|largest|biggest|fastest)\s+)?")
# "two to three replicas", "five-to-ten minutes", "two- to three-fold": a spelled range.
_SPELLED_RANGE_GAP = lazy(r"-?\s+to\s+|\s*[-\u2013]\s*|-to-")
# "one, two or four outputs", "two or three replicas", "six and eight cores": the members of
# a list of spelled numbers before the one noun they all count.
_SPELLED_LIST_GAP = lazy(r",\s+|,?\s+(?:or|and|and/or)\s+")


def drop_unitless_names(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Drop spelled numbers that count nothing, numbers glued to letters, and bare numbers
    that follow a product name ("PostgreSQL 17", "Llama 3 70B", "Figure 3")."""
    scan = ctx.scan
    found = _spelled_lists(scan, found)
    keep: list[Candidate] = []
    for index, cand in enumerate(found):
        nxt = found[index + 1] if index + 1 < len(found) else None
        if cand.unit is None and nxt is not None:
            cand = _spelled_range_low(scan, _count_of_part(scan, cand, nxt), nxt)
        if _names(ctx, cand, nxt, keep):
            continue
        keep.append(cand)
    return keep


def drop_glued(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Drop only the numbers glued to a word that is no unit ("10G", "2mil", "6980P"): the
    reading of numbers keeps spelled and named ones, but a number whose letters it cannot
    read has no value it can vouch for."""
    return [cand for cand in found if cand.unit is not None or not cand.glued]


def _names(ctx: Context, cand: Candidate, nxt: Candidate | None,
           kept: list[Candidate]) -> bool:
    """True when the candidate names something rather than measures it."""
    scan = ctx.scan
    if cand.unit is None:
        return _bare_names(ctx, cand, nxt, kept)
    if cand.glued:
        return True  # "16-bit weights": a width that names a number format
    if cand.spelled and cand.value_text.lower() in ("a", "an"):
        return True  # "for an hour": a quantity, but no figure a report states
    if cand.unit.canonical == "GB" and _PRODUCT_BEFORE.search(scan, 0, cand.start):
        return True  # "H100 80GB", "MI300X 192 GB": the memory variant in a product name
    if cand.spelled and cand.count_noun and cand.count_noun.istitle() and \
            cand.value_text.istitle() and not ctx.heading:
        return True  # "S3 Express One Zone", "Xbox One": a capitalised pair is a name
    if cand.unit.canonical == "count" and not cand.spelled and not ctx.header:
        word = word_before(ALPHA_WORD_BEFORE, scan, cand.start)
        return bool(word and after_name(scan, word))
    return False


def _bare_names(ctx: Context, cand: Candidate, nxt: Candidate | None,
                kept: list[Candidate]) -> bool:
    """True when a bare number (no unit) names something, or is no figure at all."""
    scan = ctx.scan
    if cand.spelled or cand.glued or scan[cand.end - 1:cand.end] == "s":
        return True  # a spelled count of nothing, a number glued to a name, a decade
    if names_before(scan, cand.start) or _TITLE_WORD_AFTER.match(scan, cand.end):
        return True  # "PostgreSQL 17"; "Snapdragon 8 Elite", "8 Gen 3": parts of a name
    if slash_pair_start(scan, cand) or _opens_range(scan, cand, nxt):
        return False  # "7/6.5 GB/s", "1.5-2.0x", "from 11.5 to 16.1 million": the pair step
    if ctx.heading:  # a bare number in a heading numbers a section or a listicle, unless
        return not states_size(scan, cand)  # it states a size ("100M unknowns", "4096x4096")
    if _in_change(scan, cand, kept) or _set_against(scan, cand, kept) or \
            _set_against_next(scan, cand, nxt):
        return False  # "fell to 1.1 from 3.2", "versus 14.2": the pair or compare step
    # A bare decimal ("covered 8.4") is a version unless it is a score or carries a
    # scale ("900-1.2 million": no version is written with one) or a long whole part
    # ("113923.19", "1,204.5": versions run to four digits, as 2024.1 does).
    return _VERSION_LIKE.fullmatch(cand.value_text) is not None and not cand.currency and \
        cand.scale == 1.0 and \
        not _SCORE_BEFORE.search(scan, max(0, cand.start - 48), cand.start) and \
        not _measured_cell(ctx, cand) and not _bounded_fraction(scan, cand)


def _measured_cell(ctx: Context, cand: Candidate) -> bool:
    """True for a bare decimal that is a whole table cell of a measure column ("Recall@10"
    over "0.99"), not the row's name column or a column of versions or names."""
    return bool(ctx.label) and bool(ctx.header) and not ctx.scan[:cand.start].strip() and \
        _CELL_NOTE.fullmatch(ctx.scan, cand.end) is not None and \
        not NAME_HEADER.search(ctx.header)


def _bounded_fraction(scan: str, cand: Candidate) -> bool:
    """True for a bare fraction below one after a comparison ("recall above 0.95", "≥ 0.9"):
    a measured ratio or score, where a version is not compared ("above 1.25" may be one)."""
    if cand.value >= 1:
        return False
    comparison = _COMPARISON_BEFORE.search(scan, max(0, cand.start - 16), cand.start)
    if comparison is None:
        return False
    name = word_before(NAME_BEFORE, scan, comparison.start())
    return name is None or not after_name(scan, name)  # "pgvector above 0.5": a version


def _set_against(scan: str, cand: Candidate, kept: list[Candidate]) -> bool:
    """True for a bare number set against a measured figure of its size just before it
    ("189.8 TFLOPS against cuDNN's 190.6", "12.5 ms versus 14.2"): a version is
    not compared with a measure, so the compare step gives it the figure's unit."""
    ref = next((k for k in reversed(kept) if k.unit is not None
                and k.unit.canonical not in ELIDABLE), None)
    if ref is None or ref.unit is None or cand.start - ref.end > 80 or \
            not AGAINST.search(scan, kept[-1].end, cand.start):
        return False
    written = ref.value / ref.unit.factor if ref.unit.factor else ref.value
    return written > 0 and 0.1 <= cand.value / written <= 10


# "224.2 vs. 169.1 TPS", "3.4 versus 2.9 ms": a bare number set against the measured one
# right after it.
_VERSUS_NEXT = lazy(r"\s*(?:versus|vs\.?|against)\s+(?:about\s+|roughly\s+|~)?[$]?")


def _set_against_next(scan: str, cand: Candidate, nxt: Candidate | None) -> bool:
    """True for a bare number set against a measured figure of its size just after it
    ("224.2 vs. 169.1 TPS/GPU"): a version is not compared with a measure, so the compare
    step gives it the figure's unit."""
    if nxt is None or nxt.unit is None or nxt.unit.canonical in ELIDABLE or \
            not _VERSUS_NEXT.fullmatch(scan, cand.end, nxt.start):
        return False
    written = nxt.value / nxt.unit.factor if nxt.unit.factor else nxt.value
    return written > 0 and 0.1 <= cand.value / written <= 10


def _count_of_part(scan: str, cand: Candidate, whole: Candidate) -> Candidate:
    """A number that takes part of a counted whole counts the same noun: "Nine of the top
    ten systems", "two of the three hosts", "6 of its 8 GPUs"."""
    if cand.glued or whole.count_noun is None or whole.unit is None or \
            whole.unit.canonical != "count" or not _PART_OF.fullmatch(scan, cand.end, whole.start):
        return cand
    return replace(cand, unit=whole.unit, unit_text="of", count_noun=whole.count_noun)


def _spelled_range_low(scan: str, low: Candidate, high: Candidate) -> Candidate:
    """The low end of a spelled range takes the high end's unit: "two to three replicas",
    "five to ten minutes" (the pair step then joins the two into one range)."""
    if not (low.spelled and high.spelled) or high.unit is None or \
            not _SPELLED_RANGE_GAP.fullmatch(scan, low.end, high.start):
        return low
    return replace(low, unit=high.unit, unit_text=high.unit_text, count_noun=high.count_noun,
                   value=low.value * high.unit.factor)


def _spelled_lists(scan: str, found: list[Candidate]) -> list[Candidate]:
    """Each bare spelled number listed before a spelled count ("one, two or four outputs")
    counts the last member's noun: read from the right, so the whole list takes it."""
    out = list(found)
    for index in range(len(out) - 2, -1, -1):
        low, high = out[index], out[index + 1]
        if not (low.spelled and high.spelled) or low.unit is not None or \
                high.unit is None or high.unit.canonical != "count" or \
                high.count_noun is None or low.value_text.lower() in ("a", "an") or \
                not _SPELLED_LIST_GAP.fullmatch(scan, low.end, high.start):
            continue
        out[index] = replace(low, unit=high.unit, unit_text=high.unit_text,
                             count_noun=high.count_noun)
    return out


def _in_change(scan: str, cand: Candidate, kept: list[Candidate]) -> bool:
    """True for a bare number in a change or range: the new value of "fell to 1.1 from 3.2",
    the old value after a kept figure ("rose to 1.35 EFLOPS from 1.21", "climbed to 2.31
    PFLOPS, up from 2.13"), or the second number of "from 3.2 to 1.1"."""
    if BARE_CHANGED_TO.search(scan, max(0, cand.start - 40), cand.start) and \
            FROM_NUMBER.match(scan, cand.end):
        return True
    if not kept or cand.start - kept[-1].end > 40:
        return False
    new = kept[-1]
    gap = scan[new.end:cand.start]
    if RANGE_GAP.fullmatch(gap) and RANGE_ON.match(scan, new.end) and (
            "to" not in gap or BARE_CHANGED_FROM.search(scan, max(0, new.start - 40),
                                                         new.start)
            or (new.unit is not None and FROM.search(scan, max(0, new.start - 24), new.start))):
        return True  # the second number of "1.5-2.0", "fell from 3.2 to 1.1" or "from 1.2 s
        # to 0.8" (not of "upgraded from 3.2 to 3.4"): the pair step joins the two
    changed = CHANGED_TO if new.unit is not None else BARE_CHANGED_TO
    if FROM.search(scan, new.end, cand.start) and \
            changed.search(scan, max(0, new.start - 40), new.start):
        return True
    return new.unit is not None and new.unit.canonical not in ELIDABLE and \
        UP_FROM.search(scan, new.end, cand.start) is not None


def _opens_range(scan: str, cand: Candidate, nxt: Candidate | None) -> bool:
    """True when a bare number opens a range or change with the number after it: "1.5-2x",
    "11.5 to 16.1 million", "between 1.5 and 1.75 times" (where the high end has a unit:
    "between 2.5 and 3.5 on the scale" is no figure)."""
    if RANGE_ON.match(scan, cand.end):
        return True
    if nxt is not None and nxt.unit is not None and \
            interval(scan, (cand.start, cand.end), (nxt.start, nxt.start + len(nxt.value_text))):
        return True  # "[9.28, 11.19]%": the low end of an interval
    return nxt is not None and nxt.unit is not None and \
        bool(AND_NUMBER.match(scan, cand.end)) and \
        BETWEEN.search(scan, max(0, cand.start - 12), cand.start) is not None


"""The ruler: the figure steps in order, and `detect`, which runs them over a sentence (or
each cell of a table row) and freezes what they find into `Figure`s.

Each step is one module of `claims.extract.figures.steps`, named as in the ruler, with a
table of example sentences (`EXAMPLES`) that one test runs. Steps are placed by name, as in
markdown-it's ruler: a new step goes `before` or `after` a named one (or is pushed last), a
step is replaced `at` its name, and steps are switched off by name (`Ruler.without`). Where
a step stands is said here, by the order of `DEFAULT_RULER`, and nowhere else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property

from claims.extract.figures.candidate import COUNT, Candidate, Context, Figure, Step
from claims.extract.figures.cell_parts import cell_parts
from claims.extract.figures.cell_ratios import best_cells, ratio_candidate, ratio_cells
from claims.extract.figures.header_measures import scored_by
from claims.extract.figures.header_words import whole_unit
from claims.extract.figures.headers import (
    caption_unit,
    corner_unit,
    defined_unit,
    fraction_unit,
    header_per,
    header_unit,
    label_unit,
    leading_rate,
    measure_corner,
    measure_named,
    row_unit,
)
from claims.extract.figures.io_sizes import io_document
from claims.extract.figures.measure_kinds import fits
from claims.extract.figures.steps import (
    compared_units,
    confidence,
    dates,
    dimensions,
    durations,
    elided_units,
    enumerations,
    header_units,
    identifiers,
    money,
    names,
    nested_counts,
    numbers,
    overlaps,
    paired_statistics,
    pairs,
    per,
    per_before,
    rate_before,
    ratio_of_pair,
    setups,
    shared_lengths,
    size_letters,
    statistic,
    time_references,
    unit_labels,
    units,
    windows,
)
from claims.extract.figures.table_statistics import with_statistic
from claims.extract.figures.tool_columns import tool_unit
from claims.extract.figures.words import DIGIT, SETTING_NAMES
from claims.extract.text.blocks import Block, Sentence
from claims.extract.text.definitions import defined_meaning
from claims.extract.text.unit_columns import unit_cell
from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy
from claims.vocabulary.numbers import has_number
from claims.vocabulary.statistics import STAT_RE


@dataclass(frozen=True)
class Ruler:
    """An ordered list of named steps, placed and switched off by name."""

    steps: tuple[tuple[str, Step], ...]
    disabled: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        """Refuse a name given to two steps: placing by name needs each name once."""
        names = self.names()
        twice = sorted({name for name in names if names.count(name) > 1})
        if twice:
            raise ValueError(f"step named twice: {', '.join(twice)}")

    def names(self) -> list[str]:
        """The step names, in order."""
        return [name for name, _ in self.steps]

    def index(self, name: str) -> int:
        """Where the named step stands; an unknown name is a KeyError."""
        for at, (known, _) in enumerate(self.steps):
            if known == name:
                return at
        raise KeyError(f"no such step: {name}")

    def push(self, name: str, step: Step) -> Ruler:
        """A copy with `step` added last."""
        return self._placed(len(self.steps), name, step)

    def before(self, anchor: str, name: str, step: Step) -> Ruler:
        """A copy with `step` placed just before the step named `anchor`."""
        return self._placed(self.index(anchor), name, step)

    def after(self, anchor: str, name: str, step: Step) -> Ruler:
        """A copy with `step` placed just after the step named `anchor`."""
        return self._placed(self.index(anchor) + 1, name, step)

    def at(self, name: str, step: Step) -> Ruler:
        """A copy with the named step's function replaced, in the same place."""
        where = self.index(name)
        steps = (*self.steps[:where], (name, step), *self.steps[where + 1:])
        return Ruler(steps, self.disabled)

    def without(self, *names: str) -> Ruler:
        """A copy of this ruler with the named steps switched off."""
        unknown = set(names) - set(self.names())
        if unknown:
            raise KeyError(f"no such step: {', '.join(sorted(unknown))}")
        return Ruler(self.steps, self.disabled | frozenset(names))

    def _placed(self, where: int, name: str, step: Step) -> Ruler:
        """A copy with a new named step inserted at index `where`."""
        steps = (*self.steps[:where], (name, step), *self.steps[where:])
        return Ruler(steps, self.disabled)

    @cached_property
    def enabled(self) -> tuple[Step, ...]:
        """The steps that run, in order (worked out once per ruler)."""
        return tuple(step for name, step in self.steps if name not in self.disabled)

    def run(self, ctx: Context) -> list[Candidate]:
        """Run the enabled steps in order over one sentence."""
        found: list[Candidate] = []
        for step in self.enabled:
            found = step(ctx, found)
        return found


DEFAULT_RULER = Ruler((
    ("numbers", numbers.find_numbers),
    ("identifiers", identifiers.drop_identifiers),
    ("dates", dates.drop_dates),
    ("enumerations", enumerations.drop_enumerations),
    ("units", units.attach_units),
    ("dimensions", dimensions.shape_sides),
    ("shared_lengths", shared_lengths.share_lengths),
    ("unit_labels", unit_labels.unit_labels),
    ("header_units", header_units.apply_header),
    ("size_letters", size_letters.size_letters),
    ("money", money.join_money),
    ("overlaps", overlaps.drop_overlaps),
    ("durations", durations.join_durations),
    ("time_references", time_references.drop_time_references),
    ("confidence", confidence.drop_confidence_levels),
    ("names", names.drop_unitless_names),
    ("nested_counts", nested_counts.split_nested_counts),
    ("pairs", pairs.pair_up),
    ("ratio_of_pair", ratio_of_pair.ratio_of_pair),
    ("compared_units", compared_units.inherit_compared_units),
    ("elided_units", elided_units.inherit_elided_units),
    ("per", per.attach_per),
    ("windows", windows.windows),
    ("rate_before", rate_before.rate_named_before),
    ("per_before", per_before.attach_per_before),
    ("statistic", statistic.attach_statistic),
    ("paired_statistics", paired_statistics.pair_statistics),
    ("setups", setups.add_setups),
))
#: Every number with its unit as read, before judging which are figures of a report: the
#: `names` step, which drops spelled numbers that count nothing ("two in my car") and numbers
#: that name ("PostgreSQL 17"), only drops numbers glued to letters it cannot read ("10G").
READING_RULER = DEFAULT_RULER.at("names", names.drop_glued)


def reading_flags(body: str) -> tuple[bool, bool]:
    """Whether a document's body counts tokens, and whether it talks about I/O sizes."""
    return "token" in body.lower(), io_document(body)

def detect(sentence: Sentence, *, tokens_document: bool = True, io_sizes: bool = False,
           ruler: Ruler = DEFAULT_RULER) -> list[Figure]:
    """The figures of one sentence (or each cell of a table row), in a document so read."""
    block = sentence.block
    if block.kind == "table_row":
        return list(_table_row(sentence, tokens_document, ruler, io_sizes))
    scan = sentence.scan()
    if not has_number(scan):
        return []  # no digit and no spelled number: nothing to find
    if block.kind == "table_header" and block.cells:
        figures = _header_cells(sentence, tokens_document, ruler, io_sizes)
        return [f for f in figures if not _column_label(block, f)] if block.bare else figures
    ctx = Context(scan, sentence.start, tokens_document, heading=block.kind == "heading",
                  io_sizes=io_sizes)
    return [_figure(c, ctx, sentence) for c in ruler.run(ctx)]


def _header_cells(sentence: Sentence, tokens_document: bool, ruler: Ruler,
                  io_sizes: bool = False) -> list[Figure]:
    """The figures of a header row, read cell by cell: each cell names one column, so the
    numbers of neighbouring cells ("1 | 2 | 3 | 4" over thread counts) are no enumeration
    or range of one phrase."""
    block = sentence.block
    out: list[Figure] = []
    for a, b in block.cells:
        if _PERCENTILE_LABEL.fullmatch(block.scan, a, b) or not has_number(block.scan[a:b]):
            continue  # a percentile's label ("99% in") names a column, it measures nothing
        ctx = Context(block.scan[a:b], block.start + a, tokens_document, io_sizes=io_sizes)
        out.extend(_figure(c, ctx, sentence) for c in ruler.run(ctx))
    return out


def _column_label(block: Block, figure: Figure) -> bool:
    """A number in a header cell, written in the unit the bare numbers below it take ("16B
    TFLOP/sec/chip" over "120"): the body holds that unit's values, so the header's number
    names the column (a model size, a thread count), it is no value of its own."""
    for index, (a, b) in enumerate(block.cells):
        if block.start + a <= figure.start < block.start + b:
            own = header_unit(block.scan[a:b]) if index < len(block.bare) and \
                block.bare[index] else None
            return own is not None and own[0] is not COUNT and own[0].canonical == figure.unit
    return False


# Column headers of a column that only numbers the rows: "Run", "#", "Trial", "No.".
_NUMBERING_HEADER = lazy(r"\s*(?:#|No\.?|Nr\.?|Run|Trial|Iteration|Attempt|Round|Rep)"
                         r"\s*#?\s*", re.I)
# A header that is only "min": beside another statistic's column it names the minimum.
_MINIMUM = lazy(r"\s*min\.?\s*", re.I)
# A header cell naming a share of requests answered within a time ("99% in", "50% within"):
# a percentile's label, as a load tool prints it, not a measured share.
_PERCENTILE_LABEL = lazy(r"\s*\d{2}(?:\.\d+)?\s*%\s+(?:in|within)\s*", re.I)


def _table_row(sentence: Sentence, tokens_document: bool, ruler: Ruler,
               io_sizes: bool = False) -> list[Figure]:
    """Each cell of a table row, with its column header as context and default unit."""
    block = sentence.block
    label = block.scan[slice(*block.cells[0])] if block.cells else ""
    corner = block.header[0] if block.header else ""
    written = row_unit(tuple(block.scan[a:b] for a, b in block.cells[1:]))
    ratios = ratio_cells(block) or best_cells(block)  # against a column or a column's best
    out: list[Figure] = []
    for index, (a, b) in enumerate(block.cells):
        if not DIGIT.search(block.scan, a, b):
            continue
        header = block.header[index] if index < len(block.header) else ""
        if block.scan[a:b].strip().isdigit() and (_NUMBERING_HEADER.fullmatch(header) or (
                index < len(block.numbering) and block.numbering[index]
                and _numbering_header(header))):
            continue  # the "Run" or "#" column, or one counting 1, 2, 3: it numbers the rows
        if not index and _PERCENTILE_CORNER.search(corner) and \
                _PERCENTILE_ROW.fullmatch(block.scan, a, b):
            continue  # "99.9%" under a "Percentile" corner names the row's statistic
        if index in ratios:
            # "468 (0.8)": the value is read as the column's; its multiple of the baseline
            # column is a ratio of its own (after the value's figures)
            b = ratios[index].value_end
        for (x, y), part in cell_parts(block.scan, a, b, header):
            part = _unit_column(block, index, part)
            unit = header_unit(part)
            if unit and _MINIMUM.fullmatch(part) and any(
                    STAT_RE.fullmatch(h.strip()) and not _MINIMUM.fullmatch(h)
                    for h in block.header):
                unit = None  # "min" beside "max" or "mean" is the minimum, not minutes
            if not index and unit and unit[0] is not COUNT and _ASSIGNED.fullmatch(
                    block.scan, a, b):
                # "nq=10", "Concurrency 4" under "Time (s)" is a setting naming its row: the
                # corner's unit (or rate, "tok/s per GPU") is its body's
                unit, part = None, ""
            if unit and unit[0] is COUNT and DIGIT.search(part):
                unit = None  # "8 cores" over a column names its setting, not its cells' unit
            unit = fraction_unit(part, unit, index < len(block.fractions)
                                 and block.fractions[index]) or defined_unit(part, block.terms)
            unit = whole_unit(part, unit, index < len(block.wholes) and block.wholes[index])
            meaning = defined_meaning(part, block.terms) if block.terms else None
            if meaning:  # "FTL(ave)(s)" reads as what the text said FTL stands for
                part = f"{part} ({meaning})"
            if index and not unit and measure_corner(corner) and label_unit(label, corner):
                # a transposed table's row label is its cells' header: its denominator and
                # statistic too ("Output tokens/s per GPU", "Median TTFT, ms")
                unit, part = label_unit(label, corner), f"{part} ({label})"
            elif index and not unit and header_per(label) and leading_rate(label):
                part = f"{part} ({label})"  # "Tokens/s per GPU": the row's denominator too
            unit = unit or (label_unit(label, corner) or written if index else None)
            if index and not unit and measure_corner(corner) and label.strip():
                # under a corner naming measures, a row label that gives no unit still
                # names what the row's cells measure ("MMLU (zero shot)": a score)
                part = f"{part} ({label.strip()})"
            if unit is None and index < len(block.signs) and block.signs[index]:
                unit = header_unit(block.signs[index])  # a column's "%" its one bare cell lost
            if unit and unit[1] in ("TPS", "tps") and not tokens_document and \
                    header_per(part) not in ("user", "GPU"):
                # a "TPS" header of a database's table counts transactions, as in prose; a
                # rate per user or per GPU ("TPS/GPU") is a model's token rate
                unit = (unit_patterns.tps_unit(False), unit[1], unit[2])
            if unit and unit[0] is COUNT and block.caption and _ONE_NOUN.fullmatch(part):
                # a singular noun under a caption naming the unit ("Server" under "results
                # (tokens/s)") names a scenario or role; a count's header is plural ("GPUs")
                unit = None
            if index and (not unit or unit[0] is COUNT) and scored_by(corner):
                # "Single Core" under "Geekbench CPU" names a run, its cells are scores
                unit, part = None, f"({corner}) {part}"
            cornered = corner_unit(corner, part, label) if index and not unit else None
            if cornered:  # the corner's words give the statistic too ("Mean latency, ms")
                unit, part = cornered, f"({corner}) {part}"  # the column's own words last
            # the first column is the rows' labels, unless a note names its measure's unit
            # ("size in bytes and latency in microseconds" over "Size | Latency")
            captioned = caption_unit(block.caption, part) if not unit and (
                index or measure_named(block.caption, part)) else None
            if captioned and not fits(part, captioned[0][0]):
                captioned = None  # "Latency" under "(higher is better, ops/s)": no ops/s
            if captioned:  # the caption names the unit; its clause gives the denominator,
                # the column header still gives the statistic ("Thorntail (max)")
                unit, part = captioned[0], f"{part} ({captioned[1]})"
            ctx = Context(block.scan[x:y], block.start + x, tokens_document, header=part,
                          header_unit=unit, label=label if index else "",
                          # a value with its multiple of a baseline is no year
                          years=not (index < len(block.yearless) and block.yearless[index])
                          and index not in ratios,
                          decimal_comma=index < len(block.commas) and block.commas[index],
                          io_sizes=io_sizes)
            found = ruler.run(ctx)
            out.extend(_figure(cand, ctx, sentence)
                       for cand in (with_statistic(block, found) if index else found))
        if index in ratios:
            # the baseline cell is in the unit its value's figure was read in
            value = next((f for f in reversed(out) if f.start == block.start + a), None)
            out.append(_figure(ratio_candidate(ratios[index], 0, value), Context(
                block.scan, block.start, tokens_document, header=header, label=label),
                sentence))
    return out


def _unit_column(block: Block, index: int, header: str) -> str:
    """A column header with the unit its row's unit column, or a legend above the table,
    names for it, bracketed ("Server" beside "Queries/s" reads "Server (Queries/s)"; "p99"
    under "- p99 latency (ms)" reads "p99 (ms)"), where it names none itself."""
    source = block.unit_of[index] if index < len(block.unit_of) else -1
    own = header_unit(header)
    if own is not None and (own[0] is not COUNT or tool_unit(header)) and \
            not (source >= 0 and _MINIMUM.fullmatch(header)):
        # its own unit, or a tool's count of runs ("Cnt" beside "Units"); a "min" beside a
        # unit column ("slat | nsec | 640") is the minimum in that unit, no minutes
        return header
    noted = block.noted[index] if index < len(block.noted) else ""
    told = header_unit(noted) if noted else None
    if source < 0 and told is not None and told[0] is not COUNT and fits(header, told[0]):
        return f"{header} ({noted})"
    if source < 0 or source >= len(block.cells):
        return header
    cell = " ".join(block.scan[slice(*block.cells[source])].split())
    return f"{header} ({cell})" if unit_cell(cell) else header


def _numbering_header(header: str) -> bool:
    """Whether a column counting 1, 2, 3 down the rows may number them, by its header: not
    when the header names a unit ("Size (KB)") or is a plural count of things ("Nodes",
    "GPUs": a scaling table's setting), as a "Step" or "Stage" is not."""
    unit = header_unit(header)
    return unit is None or (unit[0] is COUNT and not _PLURAL.search(header))


# A header whose last word is a plural noun: "Nodes", "Client threads", "GPUs".
_PLURAL = lazy(r"[^\Ws]s\s*$")
# A corner naming the rows as percentiles, and a row label that is one: "99.9%", "99th".
_PERCENTILE_CORNER = lazy(r"\b(?:percentiles?|quantiles?|pctl?)\b", re.I)
_PERCENTILE_ROW = lazy(r"\s*[pP]?\d{1,2}(?:\.\d+)?\s*(?:%|th)?\s*")

# A first cell setting a knob: "nq=10", "topk = 5", "Concurrency 4" (a name, a number).
_ASSIGNED = lazy(r"\s*(?:[A-Za-z_][\w-]*\s*=|(?i:" + "|".join(sorted(SETTING_NAMES))
                 + r")\s*:?)\s*\d[\d.,]*\s*")
# One singular word ("Server", "Offline"): no plural count noun, no unit, no number.
_ONE_NOUN = lazy(r"\s*[A-Za-z][a-z]*[a-rt-z]\s*")

def _figure(cand: Candidate, ctx: Context, sentence: Sentence) -> Figure:
    """Freeze a candidate into a Figure with absolute offsets."""
    unit, off = cand.unit or COUNT, ctx.offset
    base = cand.baseline_span
    span = (base[0] + off, base[1] + off) if base else None
    return Figure(
        start=cand.start + off, end=cand.end + off, value=float(f"{cand.value:.12g}"),
        value_text=cand.value_text, unit=unit.canonical, unit_text=cand.unit_text,
        metric_hint=unit.metric, sentence=sentence, approximate=cand.approximate,
        count_noun=cand.count_noun, per=cand.per, statistic=cand.statistic,
        value_max=_clean(cand.value_max), baseline_value=_clean(cand.baseline_value),
        baseline_text=cand.baseline_text, baseline_span=span, before_after=cand.before_after,
        baseline_unit=cand.baseline_unit, left=cand.left, right=cand.right)


def _clean(value: float | None) -> float | None:
    """A value without binary-float noise from unit scaling (4.5 * 1e-3 -> 0.0045)."""
    return None if value is None else float(f"{value:.12g}")


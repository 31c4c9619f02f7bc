"""Table cells that hold a value and, in parentheses, its multiple of a baseline column
("468 (0.8)" beside a baseline cell of 558): the parenthesised number is a ratio against
that row's baseline cell, the value before it a figure of the column's own unit.

A row reads so only when its numbers say it: every parenthesised number whose baseline is
not zero is, to its written precision, the quotient of its cell's value by one column's
value, and at least one such quotient is there to check."""

from __future__ import annotations

from dataclasses import dataclass

from claims.extract.figures.candidate import Candidate, Figure
from claims.extract.text.best_ratios import VALUE_AND_RATIO
from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

RATIO = Unit("x", 1, "ratio")
# A cell of a number and a parenthesised number, nothing else: "468 (0.8)", "1,237 (2.2x)".
_VALUE_AND_PAREN = lazy(r"\s*(?P<v>\d[\d,]*(?:\.\d+)?)\s*"
                        r"\(\s*(?P<r>\d+(?:\.\d+)?)\s*[x\u00d7]?\s*\)\s*")
_PLAIN = lazy(r"\s*(?P<v>\d[\d,]*(?:\.\d+)?)\s*")


@dataclass(frozen=True)
class RatioCell:
    """A cell's parenthesised ratio: where it stands in the row's scan, and its baseline."""

    value: float
    value_end: int
    start: int
    end: int
    text: str
    ratio: float
    base: float
    base_text: str
    base_span: tuple[int, int] | None  # None: the baseline stands in another row


def _number(text: str) -> float:
    """A cell number's value ("1,237" -> 1237)."""
    return float(text.replace(",", ""))


def _agrees(value: float, base: float, ratio_text: str) -> bool:
    """Whether value / base, rounded as the ratio is written, is the ratio (with one step
    of the last written digit to spare: sources round their values too)."""
    decimals = len(ratio_text.split(".")[1]) if "." in ratio_text else 0
    step = 10.0 ** -decimals
    return abs(value / base - float(ratio_text)) <= step


def ratio_cells(block: Block) -> dict[int, RatioCell]:
    """The cells of a table row whose parenthesised number is a ratio against the row's
    baseline column, by cell index; empty when the row does not read so."""
    if block.kind != "table_row" or len(block.cells) < 3:
        return {}
    scan = block.scan
    paired: dict[int, tuple[float, str, int, int, int]] = {}
    plain: dict[int, tuple[float, str, tuple[int, int]]] = {}
    for index, (a, b) in enumerate(block.cells[1:], start=1):
        both = _VALUE_AND_PAREN.fullmatch(scan, a, b)
        if both is not None:
            paired[index] = (_number(both.group("v")), both.group("r"), both.end("v"),
                             both.start("r"), both.end("r"))
            continue
        alone = _PLAIN.fullmatch(scan, a, b)
        if alone is not None:
            plain[index] = (_number(alone.group("v")), alone.group("v"), alone.span("v"))
    if not paired:
        return {}
    # The baseline is the one plain column every checkable ratio agrees with.
    for _index, (base, base_text, base_span) in sorted(plain.items()):
        if base == 0:
            continue
        checks = [_agrees(value, base, ratio) for value, ratio, *_ in paired.values()]
        if checks and all(checks):
            return {i: RatioCell(value=value, value_end=v_end, start=r_start, end=r_end,
                                 text=ratio, ratio=float(ratio), base=base,
                                 base_text=base_text, base_span=base_span)
                    for i, (value, ratio, v_end, r_start, r_end) in paired.items()}
    return {}


def best_cells(block: Block) -> dict[int, RatioCell]:
    """The cells of a table row whose bracketed number is a ratio to the best cell of its
    column (`Block.best`, read over the whole table), by cell index."""
    out: dict[int, RatioCell] = {}
    for index, (a, b) in enumerate(block.cells):
        best = block.best[index] if index < len(block.best) else ""
        both = VALUE_AND_RATIO.fullmatch(block.scan, a, b) if best else None
        if both is not None:
            out[index] = RatioCell(
                value=_number(both.group("v")), value_end=both.end("v"), start=both.start("r"),
                end=both.end("r"), text=both.group("r"), ratio=float(both.group("r")),
                base=_number(best), base_text=best, base_span=None)
    return out


def ratio_candidate(cell: RatioCell, offset: int, value: Figure | None) -> Candidate:
    """The figure of a cell's ratio, offsets relative to `offset` (the row's context); its
    baseline is in the unit the cell's `value` figure was read in, when there is one."""
    scale = value.value / cell.value if value is not None and cell.value else 1.0
    return Candidate(start=cell.start - offset, end=cell.end - offset, value=cell.ratio,
                     value_text=cell.text, unit=RATIO, unit_text=None,
                     baseline_value=cell.base * scale, baseline_text=cell.base_text,
                     baseline_span=None if cell.base_span is None else
                     (cell.base_span[0] - offset, cell.base_span[1] - offset),
                     baseline_unit=value.unit if value is not None else None)

"""Ratios whose other side a table of multiples states: a row's own reference cell, or the
cells a range in the table's section sums up.

A table of multiples ("| Vane | 1x | 2.4x | 9.1x |") sets each row against one column, the
cell that reads 1x: a ratio in that row is against that cell, the same row under the
reference column's heading, so its baseline and conditions stand in the row. A range in the
same section whose two ends are cells of such rows ("within 2 to 3.7 times") sums up those
cells and has their baselines. Whether a row holds a reference cell is a fact of its
wording (`Wording.reference_cell`), read at extraction. A section whose tables also give
measured values ("| Throughput | 500 | 1700 |" over "| Speedup | x1.0 | x2.7 |") is no
table of multiples: its multiples' sides are those values, which the ratio must divide.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from checkers.facts import agree, is_ratio, per_run
from claims.extract.facts.wording import wording
from claims.model import Claim


def _in_table(claim: Claim) -> bool:
    """True for a figure read from a table row."""
    return claim.source.line is not None and "|" in claim.source.quote


@per_run
def _measured_tables(claims: Iterable[Claim]) -> frozenset[str | None]:
    """The sections whose tables give a value other than a multiple, whatever its unit
    (read-only: shared by the run)."""
    return frozenset(c.source.section for c in claims if _in_table(c) and not is_ratio(c))


def against_row_reference(ratio: Claim, claims: Sequence[Claim]) -> bool:
    """True for a multiple other than 1x read from a table row that also holds the
    reference cell, 1x, in a section whose tables give only multiples: the row states the
    ratio's other side (itself, under the reference column)."""
    return ratio.unit == "x" and ratio.value != 1.0 and _in_table(ratio) \
        and wording(ratio.source.quote).reference_cell \
        and ratio.source.section not in _measured_tables(claims)


@per_run
def _referenced_cells(claims: Iterable[Claim]) -> Mapping[str | None, tuple[float, ...]]:
    """The multiples read from rows with a reference cell in tables of multiples, by
    section (read-only: shared by the run)."""
    whole = tuple(claims)
    found: dict[str | None, list[float]] = {}
    for claim in whole:
        if against_row_reference(claim, whole):
            found.setdefault(claim.source.section, []).append(claim.value)
    return {section: tuple(values) for section, values in found.items()}


def sums_up_referenced_cells(ratio: Claim, claims: Sequence[Claim]) -> bool:
    """True for a range of multiples ("2 to 3.7 times") whose two ends, rounded as written,
    are multiples of its section's rows with a reference cell: it restates those cells,
    whose other sides their rows give."""
    if ratio.value_max is None or not is_ratio(ratio) or ratio.unit != "x":
        return False
    cells = _referenced_cells(claims).get(ratio.source.section, ())
    return all(any(agree(end, cell) for cell in cells) for end in (ratio.value, ratio.value_max))

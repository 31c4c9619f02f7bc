"""A ratio that restates a table's ratio cell whose own sides the table states.

A summary ("performance falls by -3% to -15%", "up to 2.4x faster") often repeats, rounded,
a change or multiple that a results table gives in a cell beside its two measured values
("| Output TPS | 579.86 | 561.44 | -3.2% |") or beside its baseline row. The reader finds
that cell's baseline in the table, so the summary's baseline is stated there too. The cell
must be a ratio of the same unit and direction (sign) that the summary's value rounds to
as written (-3% of -3.2%, not of -3.8%), and its own two sides must divide it out.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from checkers.consistency import in_table
from checkers.facts import agree, is_ratio, per_run
from checkers.sides import sides_of
from checkers.stated_pairs import quotient_in_sentence
from claims.model import Claim


@per_run
def _table_ratios(claims: Iterable[Claim]) -> Mapping[str, tuple[Claim, ...]]:
    """The ratio cells of the document's tables, by unit (read-only: shared by the run)."""
    out: dict[str, list[Claim]] = {}
    for claim in claims:
        if is_ratio(claim) and claim.value_max is None and claim.value != 0 and in_table(claim):
            out.setdefault(claim.unit, []).append(claim)
    return {unit: tuple(found) for unit, found in out.items()}


def restates_sided_cell(ratio: Claim, claims: Sequence[Claim]) -> bool:
    """True when the ratio repeats, as rounded, a table cell of the same unit and sign whose
    own sides the table states (its row's two values, or its row and the baseline row)."""
    if not is_ratio(ratio) or ratio.value_max is not None or ratio.value == 0:
        return False
    for cell in _table_ratios(claims).get(ratio.unit, ()):
        if cell is ratio or (cell.value > 0) != (ratio.value > 0):
            continue
        if cell.source.span == ratio.source.span or not agree(ratio.value, cell.value):
            continue
        if quotient_in_sentence(cell, claims) or sides_of(cell, claims) is not None:
            return True
    return False

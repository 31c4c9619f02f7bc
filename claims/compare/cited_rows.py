"""Coarse figures cited along with their row: a table row a later page reprints from an
earlier one, where most cells keep three or more digits and one is printed with a single
digit ("0.1001 s" as "0.1"). Alone, one digit is too coarse to say the figure is a copy
(`claims.compare.cited`); beside cells of the same two rows that are citations, it is the
same reprint, and calling it "comparable, 1.00x" would count one measurement as two."""

from __future__ import annotations

from collections.abc import Sequence

from claims.compare.cited import citation, document_of, rounded_alike
from claims.compare.verdict import Pair
from claims.model import Claim

#: The fewest significant digits a figure keeps and still is a cell of a reprinted row.
_ROW_DIGITS = 1


def _row(claim: Claim) -> tuple[str, int | None]:
    """The document and line a claim stands on."""
    return document_of(claim), claim.source.line


def row_citations(claims: Sequence[Claim], cited: Sequence[Pair]) -> list[Pair]:
    """Citations between the other cells of two rows already joined by a citation, for
    figures whose rounding alone is too coarse to say so; each figure in one citation at
    most, the closest values first."""
    rows = {(_row(p.left), _row(p.right)) for p in cited if p.left.source.line is not None
            and p.right.source.line is not None}
    if not rows:
        return []
    taken = {c.id for p in cited for c in (p.left, p.right)}
    by_row: dict[tuple[str, int | None], list[Claim]] = {}
    for claim in claims:
        if claim.id not in taken:
            by_row.setdefault(_row(claim), []).append(claim)
    out: list[Pair] = []
    for left_row, right_row in sorted(rows, key=repr):
        options = sorted(
            ((abs(a.value - b.value), a.id, b.id, a, b)
             for a in by_row.get(left_row, ()) for b in by_row.get(right_row, ())
             if rounded_alike(a, b, _ROW_DIGITS)),
            key=lambda o: o[:3])
        for _, _, _, a, b in options:
            if a.id in taken or b.id in taken:
                continue
            found = citation(a, b, _ROW_DIGITS)
            if found is not None:
                taken.update((a.id, b.id))
                out.append(found)
    return out

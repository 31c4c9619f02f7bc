"""Ratios whose other side a table of multiples states: a row's own reference cell, or the
cells a range in the table's section sums up; or, in prose, the reference a sentence just
before in the paragraph gives at 1x.

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

from checkers.facts import agree, is_ratio, norm, per_run
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


#: How far before a multiple its paragraph's reference may stand, in characters between
#: the two sentences: the sentence before, or one short sentence between.
_REFERENCE_REACH = 200


def after_prose_reference(ratio: Claim, claims: Sequence[Claim]) -> bool:
    """True for a multiple other than 1x whose paragraph has, in an earlier sentence, a 1x
    of the same measure ("Vane's relative speed is 1x, the baseline. Kite's is 2.4x"): that
    sentence names the reference the multiple is given against, as a table's 1x cell does."""
    span = ratio.source.span
    if ratio.unit != "x" or ratio.value == 1.0 or span is None or _in_table(ratio):
        return False
    for ref in claims:
        at = ref.source.span
        if ref.unit != "x" or ref.value != 1.0 or ref.value_max is not None or at is None \
                or ref.source.quote == ratio.source.quote or _in_table(ref) \
                or ref.source.section != ratio.source.section \
                or norm(ref.metric) != norm(ratio.metric):
            continue
        # The reference's sentence ends on the multiple's first line or the one before: no
        # blank line (a paragraph break) stands between them.
        ends = (ref.source.line or 0) + ref.source.quote.count("\n")
        if at.end <= span.start and span.start - at.end <= _REFERENCE_REACH \
                and 0 <= (ratio.source.line or 0) - ends <= 1:
            return True
    return False

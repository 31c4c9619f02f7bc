"""Issue 24: a table row a later page reprints from an earlier one is one measurement per
cell, also the cell it prints with a single digit. Alone, "0.2" against "0.2003 s" is too
coarse to call a copy; beside cells of the same two rows that are citations, it is the same
reprint and never "comparable, 1.00x". A one-digit figure in a row with no citation beside
it stays a comparison.

Every document and sentence here is written for these tests.
"""

from __future__ import annotations

from claims.compare.select import Comparison, compare_claims
from claims.extract import extract
from claims.load.documents import parse_bytes
from claims.model import Claim

_RESULTS = ("---\ntitle: \"Kestrel query timings\"\npublisher: Kestrel DB\n"
            "url: https://kestrel.example/results/timings.md\npublished_at: 2026-02-01\n---\n\n"
            "Kestrel 4.1 on one c7g.2xlarge instance, hits table, three runs of each query "
            "(seconds).\n\n"
            "| Query | Run 1 | Run 2 | Run 3 |\n| --- | --- | --- | --- |\n"
            "| Q7 | 0.4172 | 0.2003 | 0.2194 |\n| Q8 | 1.3351 | 1.2087 | 1.2415 |\n")


def _page(q7: str, q8: str) -> str:
    """A later page of the same maker that reprints the timings with fewer digits."""
    return ("---\ntitle: \"Kestrel 4.1 performance\"\npublisher: Kestrel DB docs\n"
            "url: https://kestrel.example/docs/perf\npublished_at: 2026-03-01\n---\n\n"
            "Kestrel 4.1 on one c7g.2xlarge instance, hits table, three runs of each query "
            "(seconds), copied from [the timings](https://kestrel.example/results/timings.md).\n\n"
            "| Query | Run 1 | Run 2 | Run 3 |\n| --- | --- | --- | --- |\n"
            f"| Q7 | {q7} |\n| Q8 | {q8} |\n")


def _claims(text: str, name: str) -> list[Claim]:
    """Every claim of one document."""
    return list(extract(parse_bytes(text.encode(), origin=name))[1])


def _pairs_with(values: tuple[float, float], comparison: Comparison) -> list[str]:
    """How the comparison shows the two values: as cited, or as comparable."""
    return [pair.verdict.value for pair in [*comparison.cited, *comparison.comparable]
            if {pair.left.value, pair.right.value} == set(values)]


def test_a_one_digit_cell_of_a_reprinted_row_is_cited() -> None:
    """Must: 0.2 beside 0.417 and 0.219, which cite their row's cells, is a citation too."""
    later = _claims(_page("0.417 | 0.2 | 0.219", "1.335 | 1.209 | 1.242"), "docs.md")
    comparison = compare_claims([*_claims(_RESULTS, "timings.md"), *later])
    shown = _pairs_with((0.2003, 0.2), comparison)
    assert shown and set(shown) == {"cited"}


def test_a_one_digit_cell_with_no_cited_neighbour_is_no_citation() -> None:
    """Must not: a one-digit 0.2 whose row's other cells differ is no reprint."""
    later = _claims(_page("0.391 | 0.2 | 0.236", "1.335 | 1.209 | 1.242"), "docs.md")
    comparison = compare_claims([*_claims(_RESULTS, "timings.md"), *later])
    assert "cited" not in _pairs_with((0.2003, 0.2), comparison)

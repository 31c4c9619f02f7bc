"""A table of multiples states each row's other side in its 1x cell, on tables of our own.

"| Vane | 1x | 2.4x |" sets Vane's second column against its first: the baseline is in the
row, so comparison-baseline-unclear stays quiet, as it does for a range that restates such
cells ("between 2 and 5 times"). A multiple in a row with no reference cell, or a range that
restates none, is still flagged.
"""

from __future__ import annotations

import pytest

from claims.extract.facts.wording import wording
from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded


def _vet(body: str) -> DocumentReport:
    """The report of a Markdown document with `body`."""
    text = f"---\ntitle: A test post\npublisher: Harbor Labs\n---\n\n# Loaders\n\n{body}\n"
    return vet_loaded(parse_bytes(text.encode(), origin="test.md"))


def _unclear(report: DocumentReport) -> list[str]:
    """The comparison-baseline-unclear messages of a report."""
    return [f.message for f in report.findings if f.rule == "comparison-baseline-unclear"]


_MULTIPLES = ("## Each store against its own copy path\n\n"
              "Load time of 50,000 rows by three paths, each store against its own copy "
              "path.\n\n"
              "| Store | Copy | Batched | One by one |\n|---|---:|---:|---:|\n"
              "| Vane | 1x | 2.17x | 48.3x |\n| Kite | 1x | 4.86x | 91.2x |\n"
              "| Tern | 1.00x | 3.41x | 66.9x |\n")


def test_a_row_with_its_reference_cell_is_a_fact_of_its_wording() -> None:
    assert wording("Vane | 1x | 2.17x | 48.3x").reference_cell
    assert wording("Tern | 1.00x | 3.41x").reference_cell
    assert wording("Wren | x1.0 | x2.6").reference_cell
    assert not wording("Vane | 2.17x | 48.3x").reference_cell
    assert not wording("Vane is 1x faster | and more").reference_cell
    assert not wording("It ran 1x as often as before.").reference_cell


def test_multiples_beside_their_rows_reference_state_their_baseline() -> None:
    assert _unclear(_vet(_MULTIPLES)) == []


def test_a_range_restating_the_cells_has_their_baselines() -> None:
    body = _MULTIPLES + ("\nBatched loads stay between 2.2 and 4.9 times the copy path of each "
                         "store.\n")
    assert _unclear(_vet(body)) == []


def test_a_range_restating_no_cell_is_still_flagged() -> None:
    body = _MULTIPLES + "\nBatched loads stay between 7 and 9 times the copy path.\n"
    assert any("7 to 9" in m or "7" in m for m in _unclear(_vet(body)))


def test_multiples_with_no_reference_cell_are_still_flagged() -> None:
    body = ("## Loaders\n\nLoad time of 50,000 rows, against an unnamed loader.\n\n"
            "| Store | Batched | One by one |\n|---|---:|---:|\n"
            "| Vane | 2.17x | 48.3x |\n| Kite | 4.86x | 91.2x |\n")
    assert _unclear(_vet(body))


@pytest.mark.parametrize("columns", ["Wren 1 | Wren 2", "Older board | Newer board"])
def test_a_multiples_row_under_measured_values_must_divide_them(columns: str) -> None:
    body = (f"## Cards\n\n| | {columns} |\n|---|---|---|\n"
            "| Throughput (requests/s) | 240.0 | 610.0 |\n| Relative | 1x | 3.1x |\n")
    assert _unclear(_vet(body))


@pytest.mark.parametrize(("body", "flagged"), [
    # The sentence before, in the same paragraph, gives the reference at 1x: the multiple
    # is against it.
    ("Over the twelve queries Wren was fastest, with an average relative speed of 1x, which "
     "makes it the reference. Tern came second with an average relative speed of 1.8x.", False),
    # A paragraph break between them: the multiple's paragraph states no side.
    ("Over the twelve queries Wren was fastest, with an average relative speed of 1x, which "
     "makes it the reference.\n\nTern came second with an average relative speed of 1.8x.",
     True),
    # No reference at all.
    ("Tern came second with an average relative speed of 1.8x.", True),
])
def test_a_prose_reference_at_1x_states_the_multiples_other_side(body: str,
                                                                 flagged: bool) -> None:
    assert bool(_unclear(_vet(body))) is flagged

"""A minus sign Markdown escapes ("\\-49.4%") so that no list reads it as a bullet is the
figure's sign: the change is a fall, not a rise of the same size; a backslash inside a name
("NC96ads\\_A100\\_v4", "run\\-5") still marks no figure. Documents written for this test."""

from __future__ import annotations

from claims.extract import extract
from claims.load.documents import parse_bytes


def _values(body: str) -> list[float]:
    """The values of the figures a Markdown body states."""
    text = f'---\ntitle: "t"\npublisher: Quarrel\n---\n\n{body}'
    return [c.value for c in extract(parse_bytes(text.encode(), origin="m.md"))[1]]


def test_an_escaped_minus_in_a_table_cell_signs_its_figure() -> None:
    values = _values("# Start-up\n\n| | ours | theirs | change |\n|---|---|---|---|\n"
                     "| 100 starts | 1.69 s | 3.34 s | \\-49.4% |\n")
    assert -49.4 in values and 49.4 not in values


def test_an_escaped_minus_in_prose_signs_its_figure() -> None:
    assert -12.0 in _values("# Notes\n\nOn the r7i.large, the p99 latency moved by \\-12% "
                            "after the upgrade.\n")


def test_a_backslash_inside_a_name_marks_no_signed_figure() -> None:
    values = _values("# Notes\n\nThe job ran on Standard\\_NC96ads\\_A100\\_v4 and on "
                     "build\\-5 of the image.\n")
    assert -5.0 not in values

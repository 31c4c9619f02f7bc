"""A TPU generation written bare ("## v5p") is that TPU on a page that names TPUs, and
binds its own section's figures, not the sibling section's TPU."""

from claims.extract import extract
from claims.load.documents import parse_bytes

_PAGE = b"""# Training speed

We measured each recipe on Cloud TPU v5e slices and on the next generation.

## TPU v5e

| Model | Step time (s) |
| --- | --- |
| Small | 1.25 |

## v4p

| Model | Step time (s) |
| --- | --- |
| Small | 0.75 |
"""


def _hardware(text: bytes) -> dict[float, str | None]:
    """Each figure's value and the machine it binds to."""
    return {c.value: c.conditions.hardware for c in extract(parse_bytes(text, origin="t.md"))[1]}


def test_bare_generation_binds_its_own_section() -> None:
    """Must: the bare heading names the TPU generation for the table under it."""
    found = _hardware(_PAGE)
    assert found[1.25] == "TPU v5e"
    assert found[0.75] == "TPU v4p"


def test_bare_generation_without_tpus_names_nothing() -> None:
    """Must not: a page naming no TPU reads "v2a" as no machine."""
    page = b"# Release\n\nThe v2a parser parses 1200 files/s on our laptop.\n"
    assert set(_hardware(page).values()) == {None}

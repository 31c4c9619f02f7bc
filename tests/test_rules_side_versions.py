"""A set-up entry giving one program a version per side ("2.4.1 (baseline) · 2.6.0
(tuned)") makes a comparison of those sides differ in that version too:
comparison-conditions-differ. Texts of our own."""

from __future__ import annotations

import pytest

from tests.vetting import vet

SETUP = ("## Set-up\n\n| Component | Version |\n|---|---|\n| Kestrel | {cell} |\n"
         "| Linux | 6.8.2 |\n\n## Results\n\n")
RESULT = ("On one Xeon Gold 6338 server the int8 index answers 48,200 queries per second, "
          "a 31% gain over the fp32 index.")


def _sides(text: str) -> list[str]:
    """The messages saying the compared sides ran different versions of a program."""
    return [f.message for f in vet(text).findings
            if f.rule == "comparison-conditions-differ" and "version besides" in f.message]


@pytest.mark.parametrize("cell", [
    "2.4.1 (fp32) · ≥ 2.6.0 (int8 path)",
    "v2.4.1 (fp32), v2.6.0 (int8)",
])
def test_sides_at_their_own_versions_raise(cell: str) -> None:
    found = _sides(SETUP.format(cell=cell) + RESULT)
    assert len(found) == 1 and "Kestrel" in found[0]


def test_a_list_entry_gives_sides_their_versions_too() -> None:
    text = ("## Set-up\n\n- Kestrel: 2.4.1 (fp32), 2.6.0 (int8)\n- Linux: 6.8.2\n\n"
            f"## Results\n\n{RESULT}")
    assert _sides(text)


@pytest.mark.parametrize("cell", [
    "2.6.0 (fp32) · 2.6.0 (int8)",         # one version for both sides
    "2.4.1 (bf16) · 2.6.0 (fp8)",          # sides the comparison does not set against each other
    "2.6.0 (source build)",                # one version
])
def test_other_entries_stay_quiet(cell: str) -> None:
    assert not _sides(SETUP.format(cell=cell) + RESULT)


def test_two_products_each_at_a_version_stay_quiet() -> None:
    text = ("## Set-up\n\n| Component | Version |\n|---|---|\n| Kestrel | 2.4.1 |\n"
            f"| Pikadb | 2.6.0 |\n\n## Results\n\n{RESULT}")
    assert not _sides(text)

"""A maker's board ("Server Board", "Motherboard") is a part, never the machine; Apple
silicon named with "Apple Silicon" or a "Mac Mini" is the chip."""

from claims.extract.conditions.index import find
from tests.conftest import claim_by_text, claims_of

BOARD_ROW = """# Storage run

| Part     | Value                          |
| -------- | ------------------------------ |
| CPU      | Intel Xeon Gold 6348           |
| Platform | Intel Server Board M50CYP2SB   |
| Storage  | 12x Samsung PM1733 3.84TB      |

Random reads reached 9.1M IOPS across the twelve drives.
"""


def test_a_board_names_no_device() -> None:
    """Must: a maker's board line is no device the vocabulary names."""
    assert find("the Intel Server Board M50CYP2SB").hardware is None
    assert find("an Intel Motherboard DZ77GA").hardware is None


def test_a_board_is_not_the_machine_of_a_storage_run() -> None:
    """Must: the platform row's board does not become every figure's machine."""
    claims = claims_of(BOARD_ROW)
    assert "Board" not in (claim_by_text(claims, "9.1M").conditions.hardware or "")


def test_a_device_of_the_same_maker_is_still_a_device() -> None:
    """Must not: a drive of a maker that also makes boards stays a device."""
    assert find("on an Intel SSD DC P4510").hardware == "Intel SSD DC P4510"


def test_apple_silicon_and_mac_mini_spellings_name_the_chip() -> None:
    """Must: "Apple Silicon M2" and "Mac Mini M4" name the chip; a bare "Mac Mini" names
    the machine, no chip."""
    assert "M2" in (find("built on Apple Silicon M2 here").hardware or "")
    assert "M4" in (find("our Mac Mini M4 (2024)").hardware or "")
    assert find("our Mac Mini on the desk").hardware == "Mac Mini"

"""Sections of one title under two parents ("### Results" under each machine's "##") are two
scopes: the machine one of them names does not reach the other's figures."""

from tests.conftest import claim_by_text, claims_of

SAME_TITLES = """# Inference on two boards

## First board

### Notes

The Jetson AGX Orin is the test box. The Jetson AGX Orin ran cool, as a Jetson AGX Orin does.

The detector ran at 212 frames/s.

## Second board

### Notes

The Raspberry Pi 5 is the test box.

The detector ran at 9.4 frames/s.
"""

INTRO_MACHINE = """# One box

All runs below used one NVIDIA L40S.

## Batch 1

### Results

Throughput was 310 images/s.

## Batch 8

### Results

Throughput was 1,880 images/s.
"""


def test_a_sibling_sections_machine_does_not_carry() -> None:
    """Must: the second "Results" takes its own parent's machine, not the first one's."""
    claims = claims_of(SAME_TITLES)
    assert "Orin" in (claim_by_text(claims, "212").conditions.hardware or "")
    assert "Pi 5" in (claim_by_text(claims, "9.4").conditions.hardware or "")


def test_the_intro_machine_still_carries_everywhere() -> None:
    """Must not: a machine named once in the intro still binds each section's figures."""
    claims = claims_of(INTRO_MACHINE)
    assert "L40S" in (claim_by_text(claims, "310").conditions.hardware or "")
    assert "L40S" in (claim_by_text(claims, "1,880").conditions.hardware or "")

"""One machine's spec list (its parts' sizes are the machine's), the results columns named
by one word of each machine's heading, and sections of one title under two machines."""

from __future__ import annotations

from tests.conftest import claim_by_text, claims_of

TWO_BOXES = """# Render times

## The machines

### Lenovo Legion 5

#### Parts

- AMD Ryzen 9 7945HX
- 32GB RAM, DDR5 5200 MHz
- Samsung 980 Pro NVMe SSD, 2TB
- NVIDIA GeForce RTX 4070, 8GB GDDR6

### Framework Laptop 13

#### Parts

- Intel Core i7-1360P
- 64GB RAM, DDR4 3200 MHz
- Crucial P5 Plus NVMe SSD, 4TB

## Results

| Scene     | Legion  | Framework |
| --------- | -------:| ---------:|
| Classroom | 41.2s   | 77.9s     |
"""

MACHINES_LISTED = """# Fleet

We ran the suite on two nodes:

- 8x H100 node with 2TB RAM
- 8x A100 node with 1TB RAM
"""

DRIVE_RATE = """# Storage box

## Setup

- Intel Xeon Gold 6430
- 256GB RAM, DDR5 4800 MHz
- Samsung PM1743 SSD, 15.36TB, 2,500K IOPS random read
"""

LONE_WORD = """# Two boxes

## Lenovo Legion 5

- AMD Ryzen 9 7945HX
- 32GB RAM, DDR5 5200 MHz

## Framework Laptop 13

- Intel Core i7-1360P
- 64GB RAM, DDR4 3200 MHz

## Results

| Scene     | Legion  | Cold  |
| --------- | -------:| -----:|
| Classroom | 41.2s   | 55.0s |
"""


def _hardware(markdown: str, value_text: str) -> str:
    return claim_by_text(claims_of(markdown), value_text).conditions.hardware or ""


def test_a_parts_size_in_a_spec_list_is_the_machines() -> None:
    """Must: memory, drive and GPU sizes listed under a CPU bind to the CPU's machine,
    each in its own section even though both sections are titled "Parts"."""
    assert "7945HX" in _hardware(TWO_BOXES, "32")
    assert "7945HX" in _hardware(TWO_BOXES, "2")
    assert "7945HX" in _hardware(TWO_BOXES, "8")
    assert "i7-1360P" in _hardware(TWO_BOXES, "64")
    assert "i7-1360P" in _hardware(TWO_BOXES, "4")


def test_columns_named_by_a_word_of_each_machines_heading() -> None:
    """Must: "Legion" and "Framework" are the machines their headings' lists describe."""
    assert "7945HX" in _hardware(TWO_BOXES, "41.2")
    assert "i7-1360P" in _hardware(TWO_BOXES, "77.9")


def test_a_list_of_two_machines_is_no_spec_list() -> None:
    """Must not: a list naming two accelerators lists machines, each its own."""
    assert "A100" in _hardware(MACHINES_LISTED, "1")
    assert "H100" in _hardware(MACHINES_LISTED, "2")


def test_a_drives_own_rate_stays_the_drives() -> None:
    """Must not: the drive's IOPS is the drive's, while its capacity is the machine's."""
    assert "PM1743" in _hardware(DRIVE_RATE, "2,500K")
    assert "6430" in _hardware(DRIVE_RATE, "15.36")


def test_a_lone_column_word_names_no_section() -> None:
    """Must not: one column matching a heading's word, beside columns naming none, is not
    read as that section's machine."""
    assert "7945HX" not in _hardware(LONE_WORD, "41.2")

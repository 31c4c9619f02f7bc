"""Machines named by where a run was rather than by a part: a cloud alone in a section's
heading ("## Sorting on AWS"), a host by its name ("ran on the host atlas,"), and AMD
laptop parts whose class stands between tier and number ("Ryzen AI 9 HX 370")."""

from claims.extract.conditions.index import find
from tests.conftest import claim_by_text, claims_of

CLOUD_SECTIONS = """# Index build times

## Builds on AWS

The index took 41 s to build.

## Builds on a workstation

On the office workstation (a Ryzen 9 7950X), the same index took 23 s.
"""

CLOUD_BESIDE_INSTANCE = """# Packet rates

## Setup

All runs were made on Azure on two Standard D8s v5 VMs.

## Results

The sender reached 1.2 Mpps.
"""

HOST = """# Parser throughput

## Setup

All runs ran on the host atlas, kernel 6.8, with turbo off.

## Results

The parser read 410 MB/s.
"""

NO_HOST = """# Parser throughput

All runs ran on the machine itself, with turbo off.

The parser read 410 MB/s.
"""


def test_a_cloud_alone_in_a_heading_is_its_sections_machine() -> None:
    """Must: a heading's 'on AWS' binds its section; must not: another section's machine."""
    claims = claims_of(CLOUD_SECTIONS)
    assert claim_by_text(claims, "41").conditions.hardware == "AWS"
    assert claim_by_text(claims, "23").conditions.hardware == "Ryzen 9 7950X"


def test_a_cloud_in_prose_yields_to_the_machine_beside_it() -> None:
    """Must not: 'ran on Azure on two D8s v5 VMs' makes Azure the machine."""
    claims = claims_of(CLOUD_BESIDE_INSTANCE)
    assert claim_by_text(claims, "1.2").conditions.hardware != "Azure"


def test_a_host_named_by_its_name_is_the_machine() -> None:
    """Must: 'ran on the host atlas,' names the machine; must not: 'the machine itself'."""
    assert claim_by_text(claims_of(HOST), "410").conditions.hardware == "atlas"
    assert claim_by_text(claims_of(NO_HOST), "410").conditions.hardware is None


def test_amd_laptop_parts_with_a_class_between_tier_and_number() -> None:
    """Must: 'Ryzen AI 9 HX 370', 'Ryzen 7 PRO 7840U'; must not: a bare 'Ryzen AI' line."""
    assert find("a laptop with an AMD Ryzen AI 9 HX 370").hardware == "AMD Ryzen AI 9 HX 370"
    assert find("a Ryzen 7 PRO 7840U laptop").hardware == "Ryzen 7 PRO 7840U"
    assert find("laptops with Ryzen AI chips").hardware is None



RYZENS = """# GEMM rates

GFLOP/s on two CPUs by thread count.

| Threads | Ryzen 5600X BLAS | Ryzen 7 5800X BLAS |
|---|---|---|
| 1 | 95 | 120 |
"""


def test_ryzen_desktop_parts_without_their_tier() -> None:
    """Must: a column 'Ryzen 5600X' names the CPU; must not: a Ryzen series ('Ryzen 7000')."""
    claims = claims_of(RYZENS)
    assert claim_by_text(claims, "95").conditions.hardware == "Ryzen 5600X"
    assert claim_by_text(claims, "120").conditions.hardware == "Ryzen 7 5800X"
    assert find("a Ryzen 3600 box").hardware == "Ryzen 3600"
    assert find("the Ryzen 7000 series").hardware is None


TWO_PLACES = """# Signing costs

## Signing on AWS

One signature took 39 ms.

## Verifying

On my laptop (a Ryzen 9 7950X), one verification took 0.5 ms.

## Nested streams

A nested stream moved 845 MB/s over loopback.
"""


def test_a_machine_named_once_is_not_the_pages_beside_a_headings_cloud() -> None:
    """Must: the laptop binds its own section, the cloud its heading's; must not: the laptop
    named once binds a third section as the page's machine (rules alone)."""
    from claims.extract import extract
    from claims.learn.weights import RULES_ONLY
    from claims.load.documents import parse_bytes
    claims = extract(parse_bytes(TWO_PLACES.encode(), origin="t.md"), model=RULES_ONLY)[1]
    assert claim_by_text(list(claims), "39").conditions.hardware == "AWS"
    assert claim_by_text(list(claims), "0.5").conditions.hardware == "Ryzen 9 7950X"
    assert claim_by_text(list(claims), "845").conditions.hardware is None

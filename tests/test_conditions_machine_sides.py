"""Machines a page names other ways than by a vocabulary name in the figure's sentence: a
machine list telling its machines apart by their operating systems ("On Linux, ..."), a
chip written short for the one tier the page names ("M2" for "Apple M2 Max"), a laptop by
its line alone ("a 2019 MacBook Air"), a device under test named by its "Model:" line while
a test client's machine is no figure's."""

from claims.extract.conditions.index import find
from claims.extract.conditions.os_aliases import os_machines
from claims.extract.conditions.row_labels import header_conditions
from claims.extract.conditions.tested_sides import CLIENT, UNDER_TEST, list_sides
from claims.extract.text.blocks import blocks
from claims.load.documents import parse_bytes
from claims.vocabulary.hardware import member_of
from tests.conftest import claim_by_text, claims_of

TWO_SYSTEMS = """# Parser speed on two desktops

Machines:

- Apple M2 Max 64GB
- Ubuntu 22.04 on an AMD EPYC 9654 with 256G RAM

On Linux the parser is 3x faster than the old one.

Apple M2, parse: 41 MB/s.

Ubuntu 22.04, parse: 95 MB/s.

- Files read: 1200
- Peak memory: 310 MB
"""

ROUTER = """# DNS under load on a small router

**Device under test**
- Model: Zyxel NX12 router
- Memory: 256MB DDR3
- Resolver: Unbound

**Load client**
- Hardware: Dell Latitude 7440 laptop
- Tool: dnsperf

**Results**

The router answered 8,200 queries per second with a median latency of 3.1 ms.
"""


def _blocks(markdown: str):
    """The blocks of a small Markdown document."""
    return blocks(parse_bytes(markdown.encode(), origin="doc.md"))


def test_a_machine_list_gives_each_machine_its_system() -> None:
    """Must: each listed machine's system is its alias; an Apple one runs macOS."""
    doc = parse_bytes(TWO_SYSTEMS.encode(), origin="doc.md")
    found = dict(os_machines(doc.text, blocks(doc), lambda t: header_conditions(t).hardware))
    assert found["Ubuntu"] == "AMD EPYC 9654"
    assert found["macOS"] == "Apple M2 Max"


def test_one_system_per_machine_or_none() -> None:
    """Must not: a list whose machines share a system names none by it."""
    text = "# Runs\n\n- Ubuntu on an EPYC 9654\n- Ubuntu on a Xeon Platinum 8480\n"
    doc = parse_bytes(text.encode(), origin="doc.md")
    assert os_machines(doc.text, blocks(doc), lambda t: header_conditions(t).hardware) == []


def test_results_labelled_by_system_bind_its_machine() -> None:
    """Must: a sentence and the list under a label naming a system bind that machine."""
    claims = claims_of(TWO_SYSTEMS)
    assert claim_by_text(claims, "3").conditions.hardware == "AMD EPYC 9654"
    assert claim_by_text(claims, "95").conditions.hardware == "AMD EPYC 9654"
    assert claim_by_text(claims, "1200").conditions.hardware == "AMD EPYC 9654"


def test_a_chip_written_short_is_the_one_tier_named() -> None:
    """Must: "Apple M2" stands for the page's "Apple M2 Max"; a numbered part still counts."""
    assert member_of("apple m2", "apple m2 max")
    assert not member_of("apple m2", "apple m2")
    assert not member_of("rtx 4090", "rtx 4090 ti")
    claims = claims_of(TWO_SYSTEMS)
    assert claim_by_text(claims, "41").conditions.hardware == "Apple M2 Max"


def test_a_laptop_line_alone_is_a_machine() -> None:
    """Must: a MacBook named without its chip, a Threadripper without its number."""
    assert find("measured on a 2019 MacBook Air with 8 GB").hardware == "MacBook Air"
    assert find("a MacBook Pro M3 Max").hardware == "MacBook Pro M3 Max"
    assert find("an AMD Ryzen Threadripper PRO workstation").hardware == "Threadripper PRO"


def test_a_chip_named_after_the_laptop_line_is_the_machine() -> None:
    """Must: the chip a laptop's phrase names after its line wins over the bare line; must
    not: a chip of a later sentence or cell takes the line's place."""
    assert find("ran on a MacBook Air 2020 with Apple M1, 16 GB").hardware == "Apple M1"
    assert find("a MacBook Pro (15-inch, 2018), Core i7-8850H").hardware == "Core i7-8850H"
    assert find("my old MacBook Pro. The M3 box is new").hardware == "MacBook Pro"
    assert find("| MacBook Air | M2 Mac mini |").hardware == "MacBook Air"


def test_the_chip_in_a_laptop_lines_parentheses_is_the_machine() -> None:
    """Must: 'MacBook Pro (M3, 2023)' ran on the M3; must not: a laptop line with no chip
    beside it loses its name."""
    def machine(sentence: str) -> str | None:
        claims = claims_of(f"# Startup\n\n## Results\n\n{sentence} The loader took 41 ms.\n")
        return claim_by_text(claims, "41").conditions.hardware
    assert machine("These runs come from a MacBook Pro (M3, 2023) under a VM.") == "M3"
    assert machine("These runs come from a 2018 MacBook Air under a VM.") == "MacBook Air"


def test_a_drive_maker_shortening_its_part_names_the_drive() -> None:
    """Must: a maker before a short digit-letter-digit part names the drive; must not: a
    size, a block size or a count after the maker."""
    assert find("## 3 x Kioxia 7b2 in raid0, xfs").hardware == "Kioxia 7b2"
    assert find("a Samsung 2TB drive").hardware is None
    assert find("Samsung 8k reads").hardware is None
    assert find("a Micron 2x4 layout").hardware is None


def test_sides_of_a_test_setup() -> None:
    """Must: lists under a device-under-test lead and a client lead are told apart."""
    sides = list_sides(_blocks(ROUTER))
    assert sorted(set(sides.values())) == [CLIENT, UNDER_TEST]


def test_the_device_under_test_not_the_client_is_the_machine() -> None:
    """Must: the figures ran on the model the device-under-test list names."""
    claims = claims_of(ROUTER)
    assert claim_by_text(claims, "8,200").conditions.hardware == "Zyxel NX12 router"
    assert claim_by_text(claims, "256").conditions.hardware == "Zyxel NX12 router"


LAPTOPS = """# Build times on two laptops

### Fast

MacBook Pro (16-inch, 2019)
Processor: 2.3 GHz 8-Core Intel Core i9
Memory: 32 GB

### Slow

MacBook Pro (13-inch, 2017)
Processor: Intel Core i5-7360U
Memory: 8 GB
"""


def test_a_line_name_shared_by_headed_machines_yields_to_the_heading() -> None:
    """Must: a spec line under a machine heading is that machine's, not the laptop line
    every heading's lines name."""
    claims = claims_of(LAPTOPS)
    assert claim_by_text(claims, "32").conditions.hardware == "Fast"
    # (the Fast machine's "8-Core" is a count of its cores, so pick the 8 GB by its unit)
    memory = next(c for c in claims if c.value_text == "8" and c.unit == "GB")
    assert memory.conditions.hardware == "Intel Core i5-7360U"

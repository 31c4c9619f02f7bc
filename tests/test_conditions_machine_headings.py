"""Machines a page defines by a heading over their spec lines ("### Desk" over "CPU: ...",
"RAM: ..."): the heading is the machine's short name, so later sections, tables and
columns headed by it (or by one word of it) bind that machine."""

from claims.extract.conditions.machine_headings import headed_machines
from claims.extract.conditions.row_labels import header_conditions
from claims.extract.text.blocks import blocks
from claims.load.documents import parse_bytes
from tests.conftest import claims_of

RIGS = """# Render times on two workstations

## Machines

### Tower A

Case: a mid tower from 2020
CPU: AMD EPYC 9654
RAM: 384 GB

### Box B

Case: a small form factor box
Processor: 3.1 GHz 10-Core Intel Core i5
RAM: 16 GB

## Results

### Tower

| scene   | pass 1 | pass 2 |
| ------- | ------ | ------ |
| lobby   | 311    | 309    |
| forest  | 522    | 518    |

### Box B

| scene   | pass 1 | pass 2 |
| ------- | ------ | ------ |
| lobby   | 874    | 870    |
| forest  | 1412   | 1409   |

### Medians

| scene   | Tower A | Box B | Box B/Tower ratio |
| ------- | ------- | ----- | ----------------- |
| lobby   | 310     | 872   | 2.8               |
"""

ONE = """# Render times

### Hardware

CPU: AMD EPYC 9654
RAM: 384 GB

### Lobby

The lobby scene took 311 seconds.
"""


def _hardware(markdown: str) -> dict[str, str]:
    """Each mention's text with the hardware its record binds ("" for none)."""
    return {m.text: c.conditions.hardware or "" for c in claims_of(markdown)
            for m in c.mentions}


def _aliases(markdown: str) -> list[tuple[str, str]]:
    """The aliases the page's machine headings define."""
    doc = parse_bytes(markdown.encode(), origin="doc.md")
    return headed_machines(doc.text, blocks(doc), lambda s: header_conditions(s).hardware)


def test_each_spec_heading_is_an_alias_of_its_machine() -> None:
    """Must: "Tower A" stands for the processor its lines name; "Box B", whose processor the
    vocabulary does not know, for itself."""
    assert dict(_aliases(RIGS)) == {"Tower A": "AMD EPYC 9654", "Box B": "Box B"}


def test_result_sections_take_the_machine_their_heading_names() -> None:
    """Must: each per-machine results table binds its own machine, under the full alias or
    one word of it."""
    hw = _hardware(RIGS)
    assert "9654" in hw["522"]
    assert hw["1412"] == "Box B"


def test_median_columns_take_their_machines() -> None:
    """Must: a medians table's columns bind the machine each header names; a ratio the
    machine it names first."""
    hw = _hardware(RIGS)
    assert "9654" in hw["310"]
    assert hw["872"] == "Box B"


def test_one_spec_heading_defines_no_alias() -> None:
    """Must not: one machine's "### Hardware" section is no short name of a machine."""
    assert _aliases(ONE) == []


def test_a_tier_in_capitals_is_part_of_the_chip() -> None:
    """Must: "Apple M2 MAX" names the Max tier, as "Apple M2 Max" does, not the plain M2."""
    assert header_conditions("Chip: Apple M2 MAX").hardware == "Apple M2 MAX"
    assert header_conditions("the M3 PRO laptop").hardware == "M3 PRO"


def test_spec_lines_take_their_headings_machine() -> None:
    """Must: a clock and a memory size in a machine's spec lines are that machine's."""
    hw = _hardware(RIGS)
    assert hw["3.1 GHz"] == "Box B"
    assert hw["16 GB"] == "Box B"


LAPTOPS = """# Build times on two laptops

## Machines

### Work laptop

- Processor: 2.3 GHz 8-Core Intel Core i9
- Memory: 32 GB

### Home laptop

- Processor: 1.4 GHz 4-Core Intel Core i5
- Memory: 8 GB

## Results

Results on the Home laptop:

| project | run 1 | run 2 |
| ------- | ----- | ----- |
| alpha   | 71    | 73    |

Table 2: build times on the Work laptop

| project | run 1 | run 2 |
| ------- | ----- | ----- |
| alpha   | 41    | 43    |
"""


def test_a_table_lead_in_naming_a_machine_by_its_heading_binds_its_rows() -> None:
    """Must: a lead-in or caption naming a machine by its heading's name ("Results on the
    Home laptop:") binds that machine to each row of the table under it."""
    hw = _hardware(LAPTOPS)
    assert hw["71"] == "Home laptop"
    assert hw["41"] == "Work laptop"


RUNS = """# Two settings

### Baseline

CPU: 45%
Memory: 2 GB

### Tuned

CPU: 30%
Memory: 1 GB
"""


def test_usage_lines_define_no_machine() -> None:
    """Must not: a section of usage lines ("CPU: 45%") under a run's heading names a run,
    not a machine."""
    assert _aliases(RUNS) == []


def test_each_figure_of_a_sentence_takes_the_machine_it_names() -> None:
    """Must: a sentence naming two machines by their headings' names gives each figure its
    own, a size written right before a name that machine's, in a list item too."""
    hw = _hardware(LAPTOPS + """
The Work laptop built everything in 612 seconds, the Home laptop in 1404 seconds.

- Beside the lighter 13" Home laptop, the 16" Work laptop feels heavy.
- Both stayed plugged in.
""")
    assert hw["612 seconds"] == "Work laptop"
    assert hw["1404 seconds"] == "Home laptop"
    assert hw["13"] == "Home laptop"
    assert hw["16"] == "Work laptop"

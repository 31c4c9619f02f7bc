"""A spec table whose columns are machines ("| Part | Lab rig (2019) | New rig |" over a
"| CPU | ... | ... |" row): each column's header is an alias of the processor its CPU row
names, so the table's own cells and the sections headed by that alias bind to it."""

from tests.conftest import claim_by_text, claims_of

RIGS = """# Two rigs

## Setup

| Part    | Lab rig (2019)         | New rig                    |
|---------|------------------------|----------------------------|
| CPU     | Intel Xeon Gold 6130   | AMD EPYC 9654              |
| Memory  | 192GB DDR4             | 768GB DDR5                 |

## Results on the lab rig

Compiling the kernel took 412 s.

## Results on the new rig

Compiling the kernel took 96 s.
"""

ONE_MACHINE = """# One rig

| Part    | Value                  | Note        |
|---------|------------------------|-------------|
| CPU     | AMD EPYC 9654          | one socket  |
| Memory  | 768GB DDR5             | twelve DIMMs |

## Value of caching

Warm builds took 31 s.
"""


def _hardware(markdown: str, value_text: str) -> str:
    return claim_by_text(claims_of(markdown), value_text).conditions.hardware or ""


def test_each_machine_column_binds_its_own_cells() -> None:
    """Must: a memory size in a machine's column is that machine's."""
    assert "6130" in _hardware(RIGS, "192")
    assert "9654" in _hardware(RIGS, "768")


def test_a_heading_naming_a_column_alias_takes_its_machine() -> None:
    """Must: "Results on the lab rig" binds the lab rig's processor, the other section the
    new rig's."""
    assert "6130" in _hardware(RIGS, "412")
    assert "9654" in _hardware(RIGS, "96")


def test_one_machines_value_column_is_no_alias() -> None:
    """Must not: a "Value" column over one machine's parts names no alias, so a heading
    holding the word "Value" gains nothing from it (the one machine binds anyway)."""
    assert "9654" in _hardware(ONE_MACHINE, "31")


def _aliases(markdown: str) -> dict[str, str]:
    from claims.extract.conditions.columns import read_machines
    from claims.extract.conditions.index import find
    from claims.extract.text.blocks import blocks
    from claims.load.documents import parse_bytes

    loaded = parse_bytes(markdown.encode(), origin="doc.md")
    return dict(read_machines(loaded.text, blocks(loaded), [],
                              lambda cell: find(cell).hardware).aliases)


def test_the_aliases_a_machine_table_defines() -> None:
    """Must: each machine column's header, its aside dropped; must not: a one-machine
    table's "Value" and "Note" columns."""
    assert _aliases(RIGS) == {"Lab rig": "Intel Xeon Gold 6130", "New rig": "AMD EPYC 9654"}
    assert _aliases(ONE_MACHINE) == {}

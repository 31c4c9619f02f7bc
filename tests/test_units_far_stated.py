"""Units a table's bare cells take from words away from its header: a glossary list of its
columns written once for every table after it, a sentence whose subject is all the figures
of one measure (for the tables of its section and the sections under it), and, between two
tables, the caption that opens the second rather than closing the first. Also a count of
processes, a setting as a count of threads is."""

from __future__ import annotations

from tests.conftest import figures_in


def units(text: str) -> dict[str, tuple[str, float]]:
    """Each figure's written value -> (unit, value), for values written once."""
    return {f.value_text: (f.unit, round(f.value, 9)) for f in figures_in(text)}


# --- a glossary of columns, in a section of its own --------------------------------------

GLOSSARY = """# Proxy load test

## Columns

- **Payload**: how much each request carries, in kilobytes
- **Peak Rate**: requests completed per second at the best minute (req/s)
- **Wait**: time a client waited for its answer, in milliseconds

## Results

### Small host

| Payload | Peak Rate | Wait |
|---:|---:|---:|
| 2 | 41,200 | 3.5 |
| 32 | 18,750 | 7.25 |
"""


def test_a_glossary_list_gives_its_columns_their_units() -> None:
    got = units(GLOSSARY)
    assert got["41,200"] == ("requests/s", 41200.0)
    assert got["3.5"] == ("s", 0.0035)
    # the first column is bare numbers, so its glossary unit is its own too
    assert got["32"][0] == "GB"


PARTIAL = """# Proxy load test

- **Wait**: time a client waited for its answer, in milliseconds
- **Rate**: requests per second (req/s)

## Results

| Host | Mean wait | Rate limit |
|---|---:|---:|
| a | 3.5 | 120 |
"""


def test_a_glossary_name_that_is_only_part_of_a_header_gives_nothing() -> None:
    got = units(PARTIAL)
    assert got["3.5"][0] != "s" or got["3.5"][1] != 0.0035
    assert got["120"][0] != "requests/s"


SPEC_LIST = """# Two hosts

- **Memory**: 64 GB on each host
- **Disks**: two, in RAID 1

| Host | Memory | Disks |
|---|---:|---:|
| a | 48 | 3 |
"""


def test_a_list_of_specs_is_no_glossary() -> None:
    assert units(SPEC_LIST)["48"][0] == "count"


# --- a sentence whose subject is every figure of a measure -------------------------------

SECTION_NOTE = """# Build times on two laptops

## Results

All durations are in minutes, rounded down.

### Laptop A

| Project | try 1 | try 2 |
|---|---|---|
| alpha | 12 | 13 |

### Laptop B

| Project | try 1 | try 2 |
|---|---|---|
| alpha | 21 | 22 |

## Setup

| Part | front | back |
|---|---|---|
| fans | 4 | 5 |
"""


def test_a_section_note_on_all_durations_reaches_the_tables_of_its_subsections() -> None:
    got = units(SECTION_NOTE)
    assert got["12"] == ("s", 720.0)
    assert got["22"] == ("s", 1320.0)


def test_a_section_note_ends_with_its_section() -> None:
    got = units(SECTION_NOTE)
    assert got["4"][0] == "count" and got["5"][0] == "count"


# --- between two tables, a caption opens the next -----------------------------------------

ABOVE = """# Disk results

**Bandwidth (MB/s)**

| Clients | 1 job | 4 jobs |
|---|---|---|
| one | 310 | 1140 |

**Latency (ms)**

| Clients | 1 job | 4 jobs |
|---|---|---|
| one | 0.4 | 0.9 |
"""


def test_a_caption_above_each_table_is_its_own() -> None:
    got = units(ABOVE)
    assert got["310"] == ("GB/s", 0.31)
    assert got["0.4"] == ("s", 0.0004)


BELOW = """# Disk results

| Clients | A | B |
|---|---|---|
| one | 0.4 | 0.9 |

*Table 1: Latency (ms)*

| Clients | A | B |
|---|---|---|
| one | 310 | 1140 |

*Table 2: Bandwidth (MB/s)*
"""


def test_captions_under_their_tables_still_close_them() -> None:
    got = units(BELOW)
    assert got["0.4"] == ("s", 0.0004)
    assert got["310"] == ("GB/s", 0.31)


def test_processes_heading_columns_are_counted() -> None:
    got = units("|  | 1 Process | 16 Processes |\n|---|---|---|\n| 2 Clients | 310 | 990 |\n")
    assert got["16"] == ("count", 16.0)

"""Table shapes read cell by cell: a header row whose cells are each a setting's value
("Threads \\ Size | 1 | 2 | 4 | 8") gives each of them, not an enumeration of one phrase."""

from __future__ import annotations

from tests.conftest import figures_in

# --- 1. a header row is read cell by cell -------------------------------------------------

CROSS_TABLE = """# Clock speeds

| Workload \\ Active threads | 1 | 2 | 3 | 4 |
|---|---|---|---|---|
| Integer | 4.1 | 4.0 | 3.8 | 3.8 |
| Vector | 3.9 | 3.9 | 3.6 | 3.5 |
"""


def test_a_header_row_of_setting_values_gives_each_value() -> None:
    header = [f for f in figures_in(CROSS_TABLE) if f.sentence.block.kind == "table_header"]
    assert [f.value_text for f in header] == ["1", "2", "3", "4"]


SPEC_TABLE = """# Hosts

| Nodes | 12 x Supermicro servers |
|---|---|
| CPU | 1 x AMD EPYC 7742 |
| Memory | 256GiB DDR4 |
"""


def test_a_two_column_spec_table_gives_the_count_its_header_cell_holds() -> None:
    header = [f for f in figures_in(SPEC_TABLE) if f.sentence.block.kind == "table_header"]
    assert [(f.value, f.unit) for f in header] == [(12, "count")]


# --- 2. a column whose whole numbers count the rows off numbers them ----------------------

STEPPED_TABLE = """# Tuning steps

| Stage | Change | Reads (MB/s) |
|---|---|---|
| 1 | baseline | 5,120 |
| 2 | 4 OSDs per disk | 6,340 |
| 3 | larger cache | 7,010 |
| 4 | new kernel | 7,480 |
"""


def test_a_column_counting_its_rows_gives_no_figures() -> None:
    rows = [f for f in figures_in(STEPPED_TABLE) if f.sentence.block.kind == "table_row"]
    assert [f.value_text for f in rows] == ["5,120", "4", "6,340", "7,010", "7,480"]


SWEEP_TABLE = """# Thread sweep

| Clients | Reads (MB/s) |
|---|---|
| 1 | 1,200 |
| 2 | 2,350 |
| 4 | 4,410 |
| 8 | 7,900 |
"""


def test_a_setting_column_that_doubles_keeps_its_values() -> None:
    rows = [f for f in figures_in(SWEEP_TABLE) if f.sentence.block.kind == "table_row"]
    assert [f.value_text for f in rows][::2] == ["1", "2", "4", "8"]

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


SCALING_TABLE = """# Scale-out

| Nodes | Reads (MB/s) |
|---|---|
| 1 | 1,200 |
| 2 | 2,350 |
| 3 | 3,410 |
| 4 | 4,520 |
"""


def test_a_plural_count_column_stepping_by_one_keeps_its_values() -> None:
    rows = [f for f in figures_in(SCALING_TABLE) if f.sentence.block.kind == "table_row"]
    assert [f.value_text for f in rows][::2] == ["1", "2", "3", "4"]


def test_a_setting_column_that_doubles_keeps_its_values() -> None:
    rows = [f for f in figures_in(SWEEP_TABLE) if f.sentence.block.kind == "table_row"]
    assert [f.value_text for f in rows][::2] == ["1", "2", "4", "8"]


# --- 3. a word with a model number in a header names a product, not a unit ----------------

BOARDS_WITH_UNITS_ROW = """# Boards

| Model | Pi 4 | Pi 5 |
|---|---|---|
| | tokens/s | tokens/s |
| tinyllama 1.1B | 3.1 | 7.4 |
"""


def test_a_units_row_under_product_names_gives_the_unit() -> None:
    rows = [f for f in figures_in(BOARDS_WITH_UNITS_ROW) if f.value_text in ("3.1", "7.4")]
    assert [(f.value, f.unit) for f in rows] == [(3.1, "tokens/s"), (7.4, "tokens/s")]


def test_a_product_name_over_bare_numbers_is_no_unit_of_theirs() -> None:
    text = "# Boards\n\n| Workload | Ti 4080 | Ti 4090 |\n|---|---|---|\n| render | 41 | 58 |\n"
    rows = [f for f in figures_in(text) if f.value_text in ("41", "58")]
    assert [(f.value, f.unit) for f in rows] == [(41, "count"), (58, "count")]


# --- 4. names split by slashes under one bracketed unit --------------------------------

SPLIT_HEADER = """# Disks

| Drive | Read / write (MB/s) | Median/tail latency (us) |
|---|---|---|
| NVMe A | 3,100 / 2,650 | 81/412 |
"""


def test_a_bracketed_unit_after_slashed_names_gives_each_part_its_unit() -> None:
    found = [(f.value_text, f.unit) for f in figures_in(SPLIT_HEADER)
             if f.sentence.block.kind == "table_row"]
    assert found == [("3,100", "GB/s"), ("2,650", "GB/s"), ("81", "s"), ("412", "s")]


# --- 5. one unit column serves every system column beside it ------------------------------

UNIT_COLUMN = """# Caches

| Measure | Unit | Memcached | Dragonfly | Redis |
|---|---|---|---|---|
| Gets | ops/s | 410,000 | 390,000 | 120,000 |
| Tail latency | ms | 0.9 | 1.1 | 2.3 |
"""


def test_one_unit_column_gives_its_unit_to_every_value_column() -> None:
    found = [f.unit for f in figures_in(UNIT_COLUMN) if f.sentence.block.kind == "table_row"]
    assert found == ["ops/s"] * 3 + ["s"] * 3


# --- 6. a singular noun header under a caption naming the unit ----------------------------

SCENARIOS = """# Results

## Mixtral 8x7B results (tokens/s)

| System | Chips | Server | Offline |
|---|---|---|---|
| Vendor box | 8 | 52,300 | 54,100 |
"""


def test_a_singular_header_under_a_captioned_unit_takes_the_caption_unit() -> None:
    found = [(f.value_text, f.unit) for f in figures_in(SCENARIOS)
             if f.sentence.block.kind == "table_row"]
    assert found == [("8", "count"), ("52,300", "tokens/s"), ("54,100", "tokens/s")]


# --- 7. a row label with its unit in square brackets, under an empty corner ---------------

SQUARE_BRACKET_LABELS = """# Runtimes

| | Bun 1.1 | Deno 1.44 |
|---|---|---|
| Cold start [ms] | 38 | 51 |
| Resident memory [MiB] | 44 | 57 |
"""


def test_a_square_bracketed_unit_in_a_row_label_gives_its_row_the_unit() -> None:
    found = [(f.value_text, f.unit) for f in figures_in(SQUARE_BRACKET_LABELS)
             if f.sentence.block.kind == "table_row"]
    assert found == [("38", "s"), ("51", "s"), ("44", "GB"), ("57", "GB")]


# --- 8. percentile row labels under a "Percentile" corner ---------------------------------

PERCENTILE_ROWS = """# Tail latency

| Percentile | Caddy (ms) | Traefik (ms) |
|---|---|---|
| 50% | 0.8 | 1.1 |
| 99.9% | 7.5 | 9.2 |
"""


def test_percentile_row_labels_are_no_figures_of_their_own() -> None:
    found = [f.value_text for f in figures_in(PERCENTILE_ROWS)
             if f.sentence.block.kind == "table_row"]
    assert found == ["0.8", "1.1", "7.5", "9.2"]

"""A table that describes data sets gives their sizes (how many items, how long, how
wide): the data's, whichever model reads it, so the model the setup names is not theirs.
A run's figures in the same document, and a data-set table's measured columns, keep it.

The documents are written for these tests."""

from __future__ import annotations

from claims.extract import extract
from claims.extract.conditions.data_tables import data_size
from claims.extract.text.blocks import parse
from claims.load.documents import parse_bytes

_DOC = """# Serving benchmarks

## Setup

- **Model**: Gemma-2-9B
- **Engine**: our server

## Data

| Data set | Number of prompts | Total input tokens | Served (req/s) |
| --- | --- | --- | --- |
| Chat-short | 2,500 | 640,000 | 41.5 |
| Code-long | 1,200 | 3,100,000 | 12.25 |

## Results

The server sustained 5,300 tokens/s over the chat prompts.
"""


def _model(text: str) -> dict[float, str | None]:
    """Each claim's value -> its model."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    return {c.value: c.conditions.model for c in claims}


def test_a_data_set_size_takes_no_setup_model() -> None:
    models = _model(_DOC)
    assert models[2500.0] is None
    assert models[3100000.0] is None


def test_a_run_figure_keeps_the_setup_model() -> None:
    models = _model(_DOC)
    assert models[5300.0] == "Gemma-2-9B"
    assert models[41.5] == "Gemma-2-9B"  # a measured column of the data-set table


def test_only_a_data_set_label_column_makes_sizes() -> None:
    blocks = parse(parse_bytes(_DOC.encode(), origin="t.md"))[0]
    row = next(b for b in blocks if b.kind == "table_row" and "Chat-short" in b.scan)
    at = row.start + row.scan.index("2,500")
    assert data_size(row, at)
    assert not data_size(row, row.start + row.scan.index("41.5"))
    other = _DOC.replace("| Data set |", "| Engine |")
    blocks = parse(parse_bytes(other.encode(), origin="t.md"))[0]
    row = next(b for b in blocks if b.kind == "table_row" and "Chat-short" in b.scan)
    assert not data_size(row, row.start + row.scan.index("2,500"))


_FILES = """# Query engine timings

All queries ran on one laptop with a Core i7-1260P.

| Table | Rows | File size | Load time |
| --- | --- | --- | --- |
| orders | 1 200 000 | 48.5 MB | 0.82 s |
| items | 6 000 000 | 310.2 MB | 3.9 s |

The whole suite took 41.7 s.
"""


def _machine(text: str) -> dict[float, str | None]:
    """Each claim's value -> its hardware, as the rules bind it (the learned fill reads the
    same cells through `none:data_size`, which takes a retrained model)."""
    from claims.learn.weights import RULES_ONLY
    claims = extract(parse_bytes(text.encode(), origin="t.md"), model=RULES_ONLY)[1]
    return {c.value: c.conditions.hardware for c in claims}


def test_a_data_tables_sizes_take_no_machine_its_runs_keep_it() -> None:
    """Must: a data table's row count and file size are the data's, on any machine; must
    not: its measured column or the run's figure lose the laptop."""
    machines = _machine(_FILES)
    assert machines[1200000.0] is None
    assert machines[6000000.0] is None
    assert machines[0.82] == "Core i7-1260P"
    assert machines[41.7] == "Core i7-1260P"

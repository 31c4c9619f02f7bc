"""A bandwidth or a size in a table row is a device's rate or a machine's spec, which takes a
model only from its own row, unless the table's header has a column of a model's run (a
token rate, a time to first token): then each row is a run of the model the page is about,
and its bandwidth and sizes are that run's too.

The documents are written for these tests."""

from __future__ import annotations

from claims.extract import extract
from claims.extract.conditions.model_scope import own_words_only, run_row, spec_only
from claims.extract.text.blocks import Block, parse
from claims.load.documents import parse_bytes


def _claims(text: str) -> dict[tuple[float, str], str | None]:
    """Each claim's (value, unit) -> its model."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    return {(c.value, c.unit): c.conditions.model for c in claims}


_RUNS = """# Moving the KV cache between two nodes

We served Mistral-7B-Instruct on two nodes and moved its KV cache over RDMA.

| Prompt | Mean TTFT (ms) | KV cache | Bandwidth (GB/s) |
| --- | --- | --- | --- |
| 2048 tokens | 91.4 | 310 MB | 88.25 |
| 8192 tokens | 230.7 | 1.21 GB | 121.50 |
"""

_DRIVES = """# Loading Mistral-7B-Instruct from local drives

| Drive | Read (GB/s) | Capacity |
| --- | --- | --- |
| NVMe | 6.85 | 3.84 TB |
| SATA | 0.52 | 1.92 TB |
"""


def _rows(text: str) -> list[Block]:
    """The table rows of a document."""
    return [b for b in parse(parse_bytes(text.encode(), origin="t.md"))[0]
            if b.kind == "table_row"]


def test_a_run_table_is_told_from_a_device_table() -> None:
    assert all(run_row(row) for row in _rows(_RUNS))
    assert not any(run_row(row) for row in _rows(_DRIVES))


def test_a_bandwidth_in_a_run_row_reads_the_wider_scopes() -> None:
    run, drive = _rows(_RUNS)[-1], _rows(_DRIVES)[-1]
    assert not own_words_only("GB/s", run)
    assert own_words_only("GB/s", drive)
    assert not spec_only("GB", run)
    assert spec_only("GB", drive)


def test_a_run_rows_bandwidth_and_size_take_the_pages_model() -> None:
    models = _claims(_RUNS)
    assert models[(121.5, "GB/s")] == "Mistral-7B-Instruct"
    assert models[(1.21, "GB")] == "Mistral-7B-Instruct"


def test_a_drives_rate_takes_no_model() -> None:
    models = _claims(_DRIVES)
    assert models[(6.85, "GB/s")] is None

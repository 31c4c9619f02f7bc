"""A row label beside a size cell names a model at that size only where the table's headers
say its first two columns are a model and its size ("Family" over "Size", "Model" over
"Params"); a count of devices ("8" under "GPUs") or a storage class ("ssd" beside a block
size) joined to a size is no model's name, and the figures of such rows take none.

The documents are written for these tests."""

from __future__ import annotations

from claims.extract import extract
from claims.load.documents import parse_bytes


def _model(text: str) -> dict[float, str | None]:
    """Each claim's value -> its model."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    return {c.value: c.conditions.model for c in claims}


_SCALING = """# Scaling a training job

Each run below trained for ten steps.

| Nodes | Size | Memory | TFLOPs |
| ---: | ---: | ---: | ---: |
| 4 | 30B | 61GB | 111.25 |
| 16 | 300B | 70GB | 93.75 |
"""

_DISKS = """# Disk pool results

| Pool | Block | Jobs | Read |
| --- | --- | --- | --- |
| flash | 1M | 8 | 903MiB/s |
| spinning | 4k | 8 | 41.5MiB/s |
"""

_FAMILY = """# Two sizes of one family

| Family | Size | Batch | Tokens/s |
| --- | --- | --- | --- |
| Falcon | 7B | 16 | 2,815 |
| Falcon | 40B | 16 | 611 |
"""

_SIZES = """# Data-parallel runs

| Model | Params | Batch | Tokens/sec |
| --- | --- | --- | --- |
| 7B | 6.61B | 8 | 88,431 |
| 13B | 12.85B | 8 | 41,902 |
"""


def test_a_device_count_beside_a_size_is_no_model() -> None:
    models = _model(_SCALING)
    assert len(models) >= 4
    assert all(model is None for model in models.values())


def test_a_block_size_beside_a_label_is_no_model() -> None:
    models = _model(_DISKS)
    assert len(models) >= 4
    assert all(model is None for model in models.values())


def test_a_family_beside_its_size_is_a_model() -> None:
    models = _model(_FAMILY)
    assert models[2815.0] == "Falcon 7B"
    assert models[611.0] == "Falcon 40B"


def test_a_size_label_under_a_model_header_names_its_row() -> None:
    models = _model(_SIZES)
    assert models[88431.0] == "7B"
    assert models[41902.0] == "13B"

"""A table whose first column is "Model" gives each row the model its label names; the
labels say nothing of what the prose measured, so a model only they name is no model of
the document's other figures. A model the prose names still binds them. A column header
that is a name with a parameter count ("Corvid-13B") is its column's model, even one no
vocabulary knows; a header word with a size ("Model-7B") is not.

The documents are written for these tests."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.extract.conditions.model_rows import model_labels
from claims.extract.conditions.row_labels import header_conditions
from claims.extract.text.blocks import parse
from claims.load.documents import parse_bytes


def _model(text: str) -> dict[float, str | None]:
    """Each claim's value -> its model."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    return {c.value: c.conditions.model for c in claims}


_TABLE = """| Model | Batch | Throughput (tok/s) |
| --- | --- | --- |
| Phi-3 mini | 32 | 4,210 |
| Phi-3 mini | 1 | 212 |
"""

_DOC = f"""# A faster decoding kernel

Our kernel is up to 3.4x faster than the previous release on a laptop GPU.

{_TABLE}
"""


def test_a_model_column_labels_its_rows_only() -> None:
    models = _model(_DOC)
    assert models[4210.0] == "Phi-3 mini"
    assert models[3.4] is None


def test_a_model_the_prose_names_still_binds_the_prose() -> None:
    doc = _DOC.replace("Our kernel is", "Serving Phi-3 mini, our kernel is")
    assert _model(doc)[3.4] == "Phi-3 mini"


def test_only_a_model_column_gives_labels() -> None:
    loaded = parse_bytes(_TABLE.encode(), origin="t.md")
    blocks = parse(loaded)[0]
    assert len(model_labels(blocks)) == 2
    other = _TABLE.replace("| Model |", "| Setting |")
    assert model_labels(parse(parse_bytes(other.encode(), origin="t.md"))[0]) == []


_COLUMNS = """# Our own 13B model

We trained a model of our own design and call it Corvid.

| Benchmark | Mistral-7B (baseline) | **Corvid-13B** |
| --- | --- | --- |
| HellaSwag | 0.61 | **0.66** |
"""


def test_a_column_header_naming_a_sized_model_binds_its_column() -> None:
    models = _model(_COLUMNS)
    assert models[0.66] == "Corvid-13B"
    assert models[0.61] == "Mistral-7B"


@pytest.mark.parametrize("header", ["Model-7B", "Size 7B", "Batch-4M", "TOTAL-7B"])
def test_a_header_word_with_a_size_names_no_model(header: str) -> None:
    assert header_conditions(header).model is None


def test_a_sized_name_in_a_header_is_a_model() -> None:
    assert header_conditions("**Corvid-13B** (ours)").model == "Corvid-13B"

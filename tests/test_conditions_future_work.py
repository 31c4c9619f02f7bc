"""A sentence that announces work still to come ("a Mixtral write-up will follow", "we plan
to try Gemma 2 next") names a model not yet measured: it is no setup of the document's
figures. A model the measured text names still binds them.

The documents are written for these tests."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.extract.conditions.future_work import future_spans
from claims.extract.text.blocks import parse
from claims.load.documents import parse_bytes


def _model(text: str) -> dict[float, str | None]:
    """Each claim's value -> its model."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    return {c.value: c.conditions.model for c in claims}


def _future(text: str) -> list[str]:
    """The sentences of a document that announce work to come."""
    loaded = parse_bytes(text.encode(), origin="t.md")
    return [loaded.text[a:b] for a, b in future_spans(parse(loaded)[0])]


_DOC = """# A faster attention kernel

The new kernel cuts the decode step to 4.2 ms on one card, 1.8x faster than before.

A Mixtral write-up will follow soon.
"""


def test_a_model_named_only_as_work_to_come_binds_nothing() -> None:
    models = _model(_DOC)
    assert models[0.0042] is None
    assert models[1.8] is None


def test_a_measured_model_still_binds() -> None:
    doc = _DOC.replace("The new kernel cuts", "Serving Gemma 2 9B, the new kernel cuts")
    assert _model(doc)[0.0042] == "Gemma 2 9B"


@pytest.mark.parametrize("sentence", [
    "A Mixtral write-up will follow soon.",
    "We plan to try Gemma 2 next.",
    "Larger models are coming in a future post.",
    "Stay tuned for Qwen2 numbers.",
])
def test_work_to_come_is_read(sentence: str) -> None:
    assert _future(f"Intro.\n\n{sentence} More text here.\n") == [sentence]


@pytest.mark.parametrize("sentence", [
    "The server follows the Mixtral layout.",
    "We tried Gemma 2 on one card.",
    "Next, the results.",
])
def test_a_measured_sentence_is_not_work_to_come(sentence: str) -> None:
    assert _future(f"{sentence}\n") == []

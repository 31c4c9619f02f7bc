"""A machine's own memory or power, as its words write it ("an A40 with 48GB of memory",
"H200 (141 GB)", "a 300W TDP"), describes the part, not a model's run: it takes no model
from the page's title or headings. A size a run takes ("the KV cache takes 4.5 GB") and
the results beside it keep the model; a figure whose own sentence names a model keeps it.

The documents are written for these tests."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.load.documents import parse_bytes

_DOC = ("---\ntitle: \"Serving Mistral 7B on one L40S\"\n---\n\n# Mistral 7B on an L40S\n\n"
        "The card is an NVIDIA L40S with 46GB of memory and a 350W TDP.\n\n"
        "The host is a Xeon box whose B200 (186 GB) sat idle.\n\n"
        "The KV cache of a 16K prompt takes 2.25 GB.\n\n"
        "At batch 32 the engine served 1,870 tokens per second.\n\n"
        "Mistral 7B in FP16 weighs 14.5 GB on the card.\n")


def _models(text: str) -> dict[float, str | None]:
    """Each claim's value -> its model."""
    return {c.value: c.conditions.model
            for c in extract(parse_bytes(text.encode(), origin="t.md"))[1]}


@pytest.mark.parametrize("value", [46, 350, 186])
def test_a_parts_memory_or_power_takes_no_model(value: float) -> None:
    assert _models(_DOC)[value] is None


@pytest.mark.parametrize("value", [2.25, 1870, 32, 14.5])
def test_what_a_run_takes_or_does_keeps_the_model(value: float) -> None:
    assert _models(_DOC)[value] == "Mistral 7B"

"""A model named as a yardstick ("reaches GPT-3 quality", "a GPT-4-class model") or by the
paper that describes it ("the Mixtral paper") is cited, not run: it gives no figure its
model. A model run keeps its name, also as the design of the run ("a Mistral-style model",
"the Gemma architecture") or two models written as one ("Phi-3/4").

The sentences and documents are written for these tests, from several fields."""

from __future__ import annotations

import pytest

from claims.extract.conditions.model_references import reference
from tests.conftest import model_names, models_by_value


@pytest.mark.parametrize("text", [
    "Our 300M model reaches GPT-3 quality on the reading tasks.",
    "A tiny model that matches roughly GPT-4 performance on arithmetic.",
    "We want a GPT-4-class assistant on a laptop.",
    "Routing follows the Mixtral paper.",
    "The gating is the one the Qwen2 technical report gives.",
])
def test_a_cited_model_is_no_model_of_the_text(text: str) -> None:
    assert model_names(text) == []


@pytest.mark.parametrize(("text", "name"), [
    ("Gemma 7B serves 1,800 tokens per second on one card.", "Gemma 7B"),
    ("Mistral 7B quality drops by 2 points after quantisation.", "Mistral 7B"),
    ("We train the Gemma 2B architecture for 40 hours.", "Gemma 2B"),  # the design run
    ("It is a Mistral-style decoder with 24 layers.", "Mistral"),
    ("Settings are those of Phi-3/4 pretraining.", "Phi-3"),
    ("The Mixtral run used 8 GPUs.", "Mixtral"),
])
def test_a_model_run_keeps_its_name(text: str, name: str) -> None:
    assert name in model_names(text)


def test_reference_reads_the_words_around_the_name() -> None:
    text = "We beat Llama 2 accuracy, and Llama 2 accuracy rose 3 points."
    first, second = text.index("Llama 2"), text.rindex("Llama 2")
    assert reference(text, first, first + 7)
    assert not reference(text, second, second + 7)


def test_a_yardstick_in_the_opening_gives_the_setup_no_model() -> None:
    doc = ("# Training a small model on one TPU\n\n"
           "Open recipes now reach GPT-3 quality for little money. I wanted to see how far a "
           "hobby budget goes.\n\n## Results\n\nThe run sustained 41,000 tokens/s over 9 hours.\n")
    models = models_by_value(doc)
    assert models[41000.0] is None


def test_a_model_named_as_the_run_still_binds_the_setup() -> None:
    doc = ("# Serving Gemma 7B on one card\n\n"
           "We served Gemma 7B with our engine.\n\n## Results\n\n"
           "The server sustained 2,400 tokens/s at 16 concurrent requests.\n")
    assert models_by_value(doc)[2400.0] == "Gemma 7B"


@pytest.mark.parametrize("text", [
    "Our model is 12x the size of BERT on the same data.",
    "It is larger than GPT-3 by a wide margin.",
])
def test_a_model_sized_against_is_no_model_of_the_text(text: str) -> None:
    assert model_names(text) == []

"""Checkpoints of families the vocabulary does not know are read by the shape of their names:
hyphenated parts, one after the first a size word or "embed" ("e5-large-v2", "gte-small",
"mxbai-embed-large-v1"). English compounds, slugs and file names of that shape are no model,
and a figure under a section about such a checkpoint takes it, not another section's model.

The sentences and documents are written for these tests."""

from __future__ import annotations

import pytest

from claims.extract.conditions.model_shapes import shaped_names
from tests.conftest import model_names, models_by_value


@pytest.mark.parametrize(("text", "name"), [
    ("We embedded the corpus with e5-large-v2 on one card.", "e5-large-v2"),
    ("The multilingual-e5-small encoder kept up with the queue.", "multilingual-e5-small"),
    ("Our retriever is gte-large, served from a CPU pool.", "gte-large"),
    ("Swapping in mxbai-embed-large-v1 cut recall by a point.", "mxbai-embed-large-v1"),
    ("The instructor-xl checkpoint needs more memory.", "instructor-xl"),
    ("We fine-tuned deberta-v3-base for the classifier.", "deberta-v3-base"),
    ("GTE-base was the smallest encoder we tried.", "GTE-base"),
    ("It loads intfloat/e5-base-v2 from the hub.", "e5-base-v2"),
])
def test_a_checkpoint_shaped_name_is_a_model(text: str, name: str) -> None:
    assert name in model_names(text)


@pytest.mark.parametrize("text", [
    "Parsing a semi-large log file took four seconds.",
    "The archive was too-large to mail, and non-embedding layers stayed in fp32.",
    "See the mongo-vs-pg-large-table benchmark for details.",
    "The chart is in img/search-base-latency.png beside the post.",
    "Our code-base and the knowledge-base both moved to the new cluster.",
    "An extra-large instance served a small-batch workload.",
])
def test_english_compounds_slugs_and_files_are_no_model(text: str) -> None:
    assert shaped_names(text) == []
    assert model_names(text) == []


def test_a_plain_base_name_counts_beside_its_family() -> None:
    text = "We compared gte-base with gte-large on the same queries."
    assert [text[a:b] for a, b in shaped_names(text)] == ["gte-base", "gte-large"]


def test_a_longer_shaped_name_holds_the_family_it_contains() -> None:
    assert model_names("We served xlm-roberta-large behind the gateway.") == [
        "xlm-roberta-large"]


def test_each_section_binds_its_own_checkpoint() -> None:
    doc = """# Sentence encoders on a small GPU

## bge-small-en-v1.5

On one L4 the encoder embeds 4,300 sentences per second at batch 32.

## e5-large-v2

The same card embeds 870 sentences per second at batch 32.
"""
    models = models_by_value(doc)
    assert models[4300.0] == "bge-small-en-v1.5"
    assert models[870.0] == "e5-large-v2"


def test_a_page_naming_no_checkpoint_gets_no_model() -> None:
    doc = """# A larger cache for the web tier

With an extra-large cache node the p99 latency fell to 14 ms at 9,000 requests per second.
"""
    assert set(models_by_value(doc).values()) == {None}


def test_a_series_named_by_letter_codes_is_not_read_in_part() -> None:
    text = "| Widenet-S | 81.0 |\n| Widenet-B | 83.2 |\n| Widenet-XL | 86.1 |\n"
    assert shaped_names(text) == []
    assert shaped_names("We served Widenet-XL on two cards.") != []

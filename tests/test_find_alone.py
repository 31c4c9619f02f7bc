"""`find` of a short text alone is remembered: asked again it answers as a fresh index does,
and a text with product or model names besides is never answered from the memory."""

from __future__ import annotations

import pytest

from claims.extract.conditions import index
from claims.extract.conditions.found import NOTHING

TEXTS = ["vLLM 0.6.3", "8x H100 SXM, FP8, batch size 64", "PostgreSQL 16 on an r7g.4xlarge",
         "Llama 3.1 70B", "concurrency 32", "the soil samples from plot 4"]


@pytest.mark.parametrize("text", TEXTS)
def test_a_remembered_answer_is_the_fresh_one(text: str) -> None:
    fresh = index.Index(text).find(0, len(text))
    assert index.find(text) == fresh
    assert index.find(text) == fresh, "asked again, from the memory"


def test_a_blank_text_states_nothing() -> None:
    assert index.find("  \n") is NOTHING


def test_names_besides_the_text_bypass_the_memory() -> None:
    text = "Falcon 180B served by Falcon HTTP"
    before = index._find_alone.cache_info().currsize
    with_products = index.find(text, frozenset({"Falcon"}))
    assert index._find_alone.cache_info().currsize == before
    assert with_products == index.Index(text, frozenset({"Falcon"})).find(0, len(text))

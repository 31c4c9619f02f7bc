"""A post whose title names one model binds it to its figures when most of the body's model
mentions (two in three) spell it, its longer names with a word added ("-Chat") included:
the others are models it compares with or earlier work it cites. A title naming a family
whose body runs several sizes of it binds none, nor does a title whose model the body
mentions less than the others.

The documents are written for these tests."""

from __future__ import annotations

from collections import Counter

from claims.extract import extract
from claims.extract.conditions.model_scope import leading, pieces
from claims.load.documents import parse_bytes


def _model(text: str) -> dict[float, str | None]:
    """Each claim's value -> its model."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    return {c.value: c.conditions.model for c in claims}


def _counted(*names: str) -> Counter[frozenset[str]]:
    """The mentions of `names`, counted by their pieces as `one_model` counts them."""
    return Counter(pieces(n) for n in names)


def test_the_title_model_leads_with_two_in_three() -> None:
    assert leading(_counted("Qwen2 72B", "Qwen2-72B-Chat", "Mixtral 8x7B"), "Qwen2 72B")
    assert not leading(_counted("Qwen2 72B", "Mixtral 8x7B", "Mixtral 8x7B"), "Qwen2 72B")


def test_a_size_added_to_a_family_title_is_another_model() -> None:
    assert not leading(_counted("Gemma 2 9B", "Gemma 2 27B", "Gemma 2"), "Gemma 2")


_TITLED = """---
title: "Serving Qwen2 72B on 32 GPUs"
---

We moved our Qwen2 72B deployment to a new cluster. Qwen2 72B has 80 layers; Qwen2-72B-Chat
is the tuned variant we serve. Our earlier Mixtral 8x7B post used the same load generator
as our Mixtral 8x7B runs. Qwen2 72B runs in BF16 throughout.

## Results

The cluster sustained 51,000 tokens/s at 256 concurrent requests.

The median time to first token was 310 ms.
"""


def test_a_title_model_binds_a_body_that_cites_another_in_passing() -> None:
    models = _model(_TITLED)
    assert models[51000.0] == "Qwen2 72B"
    assert models[0.31] == "Qwen2 72B"


def test_a_title_model_the_body_mentions_less_binds_nothing() -> None:
    doc = _TITLED.replace("Our earlier Mixtral 8x7B post", "Mixtral 8x7B, Mixtral 8x7B and "
                          "our earlier Mixtral 8x7B post")
    assert _model(doc)[51000.0] is None


def test_a_family_title_over_several_sizes_binds_none() -> None:
    doc = """---
title: "Serving Gemma 2 on one card"
---

We served Gemma 2 9B and Gemma 2 27B with the same engine; Gemma 2 is the family.

## Results

The card sustained 2,100 tokens/s at 32 concurrent requests.
"""
    assert _model(doc)[2100.0] is None

"""Which scopes give a figure its model: the model a document or section is about binds
only where that text names one model (however spelled), a device's rate takes a model only
from its own sentence, and a family name is no one of several sized models a document runs.

The documents are written for these tests."""

from __future__ import annotations

from claims.extract import extract
from claims.extract.conditions.index import Index
from claims.extract.conditions.model_scope import one_model, one_name, pieces
from claims.load.documents import parse_bytes
from claims.model import Claim


def _claims(text: str) -> list[Claim]:
    """The claims of a Markdown document."""
    return list(extract(parse_bytes(text.encode(), origin="t.md"))[1])


def _model(text: str) -> dict[float, str | None]:
    """Each claim's value -> its model."""
    return {c.value: c.conditions.model for c in _claims(text)}


def test_spellings_of_one_model_are_one() -> None:
    assert one_name(["Mixtral", "Mixtral 8x7B", "Mixtral-8x7B-Instruct"])
    assert one_name(["Qwen2.5 32B", "Qwen2.5-32B"])


def test_two_sizes_or_two_families_are_two_models() -> None:
    assert not one_name(["Qwen2.5 7B", "Qwen2.5 32B"])
    assert not one_name(["Gemma 2 9B", "Phi-3 mini"])


def test_pieces_split_letters_from_numbers() -> None:
    assert pieces("Phi-3.5-mini") == frozenset({"phi", "3.5", "mini"})


def test_a_model_cited_once_in_passing_leaves_one_model() -> None:
    text = ("Mixtral 8x7B serves chat. Mixtral 8x7B runs on two cards. We tuned Mixtral 8x7B. "
            "Mixtral 8x7B again. Unlike Falcon 40B, Mixtral 8x7B is sparse.")
    assert one_model(Index(text), (0, len(text)))
    split = "Gemma 2 9B and Phi-3 mini run side by side; Gemma 2 9B is larger than Phi-3 mini."
    assert not one_model(Index(split), (0, len(split)))


def test_a_post_about_one_model_gives_it_to_a_serving_figure() -> None:
    text = ("# Serving Mixtral 8x7B on one node\n\nWe serve Mixtral 8x7B with our engine on "
            "two L40S cards.\n\n## Results\n\nThe engine sustained 2,350 tokens per second at "
            "batch 32.\n")
    assert _model(text)[2350] == "Mixtral 8x7B"


def test_a_post_about_two_models_gives_neither_to_an_unattributed_figure() -> None:
    text = ("# Gemma 2 9B and Phi-3 mini on a laptop\n\nWe ran Gemma 2 9B and Phi-3 mini on "
            "one laptop. Gemma 2 9B needs more memory than Phi-3 mini.\n\n## Results\n\n"
            "Decoding settled at 41 tokens per second after warm-up.\n")
    assert _model(text)[41] is None


def test_with_two_models_the_heading_names_the_figure_s_model() -> None:
    text = ("# Two small models\n\nWe compare Gemma 2 9B with Phi-3 mini on one laptop; "
            "Gemma 2 9B needs more memory than Phi-3 mini.\n\n## Phi-3 mini\n\n"
            "Decoding settled at 58 tokens per second after warm-up.\n")
    assert _model(text)[58] == "Phi-3 mini"


def test_a_link_rate_takes_no_model_from_the_paragraph() -> None:
    text = ("# Loading Mixtral 8x7B faster\n\nWe load Mixtral 8x7B weights from local NVMe "
            "drives before serving. The drives read at 6.8 GB/s each.\n\n"
            "Once loaded, Mixtral 8x7B served 1,900 tokens per second.\n")
    models = _model(text)
    assert models[6.8] is None
    assert models[1900] == "Mixtral 8x7B"


def test_a_link_rate_keeps_the_model_its_own_sentence_names() -> None:
    text = ("# Checkpoint loads\n\nWe use two cards.\n\n"
            "Restoring the Mixtral 8x7B checkpoint ran at 5.2 GB/s.\n")
    assert _model(text)[5.2] == "Mixtral 8x7B"


def test_a_family_name_is_no_one_of_several_sized_models() -> None:
    text = ("# Qwen2.5 sizes\n\n| Model | Size | tokens/s |\n|---|---|---|\n"
            "| Qwen2.5 | 7B | 310 |\n| Qwen2.5 | 32B | 95 |\n\n"
            "Across the Qwen2.5 runs the first token arrived within 180 ms.\n")
    models = _model(text)
    assert models[310] == "Qwen2.5 7B"
    assert models[0.18] == "Qwen2.5"


def test_a_family_name_takes_the_one_sized_model_of_its_document() -> None:
    text = ("# Qwen2.5 on one card\n\n| Model | Size | tokens/s |\n|---|---|---|\n"
            "| Qwen2.5 | 7B | 310 |\n\n"
            "Across the Qwen2.5 runs the first token arrived within 180 ms.\n")
    assert _model(text)[0.18] == "Qwen2.5 7B"


def test_a_model_named_most_is_not_every_figure_s_when_another_is_named_too() -> None:
    text = ("# A laptop test\n\nWe ran Gemma 2 9B first. Gemma 2 9B loaded in a minute. Then "
            "Phi-3 mini ran beside it; Phi-3 mini was quicker to load than Gemma 2 9B.\n\n"
            "## Results\n\nDecoding settled at 37 tokens per second after warm-up.\n")
    assert _model(text)[37] is None


def test_a_name_joined_by_typeset_hyphens_is_read_whole() -> None:
    text = ("# Serving on B200\n\n- **Model:** Llama\u20114\u2011Scout\u201117B\u201116E in "
            "FP8\n\nThe engine reached 4,100 tokens per second at batch 8.\n")
    assert _model(text)[4100] == "Llama\u20114\u2011Scout\u201117B\u201116E"


def test_a_typeset_hyphen_does_not_join_a_name_to_a_following_word() -> None:
    text = ("# Serving on B200\n\nWe serve Llama 3.1 70B\u2010based agents; the engine "
            "reached 4,100 tokens per second.\n")
    assert _model(text)[4100] == "Llama 3.1 70B"


def test_a_family_heading_over_several_sized_models_binds_none_of_them() -> None:
    text = ("# Qwen2.5 on a pair of L40S cards\n\nThis note serves Qwen2.5 with our engine.\n\n"
            "## Sampling\n\nEvery request asked for up to 300 new tokens.\n\n"
            "## Results\n\nQwen2.5 7B decoded 910 tokens per second. Qwen2.5 32B decoded "
            "270 tokens per second. Qwen2.5 7B kept its lead at batch 16. Qwen2.5 32B "
            "needed both cards.\n")
    models = _model(text)
    assert models[300] is None  # the family heads both sizes: no one model is the setup's
    assert models[910] == "Qwen2.5 7B"
    assert models[270] == "Qwen2.5 32B"


def test_a_family_heading_over_one_model_still_binds_it() -> None:
    text = ("# Qwen2.5 on a pair of L40S cards\n\nThis note serves Qwen2.5 32B with our "
            "engine.\n\n## Sampling\n\nEvery request asked for up to 300 new tokens.\n\n"
            "## Results\n\nDecoding held 270 tokens per second. Qwen2.5 32B needed both "
            "cards.\n")
    models = _model(text)
    assert models[270] is not None and "Qwen2.5" in models[270]
    assert models[300] is not None


def test_a_bare_size_row_takes_the_family_a_heading_above_its_own_names() -> None:
    text = ("# Decoder training on one node\n\n## Pretraining a Falcon-style decoder\n\n"
            "### Sizes\n\n| Model | Layers | Hidden |\n|---|---|---|\n| 3B | 28 | 2688 |\n"
            "| 9B | 44 | 4352 |\n\n## Serving\n\nMistral 7B served 400 tokens per second "
            "and Gemma 2 9B served 300.\n")
    rows = {c.value: c.conditions.model for c in _claims(text)}
    assert rows[2688] is not None and "3B" in rows[2688]
    assert rows[4352] is not None and "9B" in rows[4352]

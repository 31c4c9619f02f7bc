"""Models named by a hub id, "org/name": the name is the model where it states a parameter
count or the family finder reads a model at its start; the organisation is never a model,
and a code repository's "org/name" names none."""

from claims.extract import extract
from claims.extract.conditions.hub_ids import counted, hub_ids
from claims.extract.conditions.index import find
from claims.load.documents import parse_bytes


def test_hub_id_with_a_size_names_its_model() -> None:
    """Must: an unknown family's id with a parameter count is its name, without the org."""
    assert find("We served quokka-ai/wombat-2k-ctx-13b-instruct on one card.").model == \
        "wombat-2k-ctx-13b-instruct"
    assert find("Weights: acme/tiny-chat-1.1B.").model == "tiny-chat-1.1B"
    assert find("Loaded mixco/blend-8x7B in bf16.").model == "blend-8x7B"


def test_hub_id_of_a_known_family_drops_the_organisation() -> None:
    """Must: where the org is itself a family word ("Gemma/..."), the name is the model."""
    assert find("We ran Gemma/gemma-2-27b-it under the default sampler.").model == \
        "gemma-2-27b-it"
    assert find("Tested with Falcon/falcon-40b at batch 8.").model == "falcon-40b"


def test_a_family_inside_an_id_name_keeps_the_whole_name() -> None:
    """Must: "org/x-llama2-7b" is the fine-tune x, not the base Llama 2 7B it starts from."""
    assert find("## Model zeta-lab/zetachat-2k-llama2-13b").model == "zetachat-2k-llama2-13b"


def test_code_repositories_name_no_model() -> None:
    """Must not: a repository of code, however close to a model family, is no model."""
    for text in ("Built from some-org/llama.cpp at its head.",
                 "The UI is acme/chat-ui, served by foo-project/fastserve.",
                 "Numbers come from acme/bench-harness."):
        assert find(text).model is None, text


def test_sizes_and_units_with_a_slash_are_no_ids() -> None:
    """Must not: sizes side by side and rates are no "org/name"."""
    assert find("the 7B/13B pair at 40 tokens/s").model is None
    assert not counted("s")
    assert hub_ids("a/b/c and ab/cd") == [(10, 13, 15)]  # a path is no id


def test_a_heading_naming_a_hub_model_sets_up_its_tables() -> None:
    """Must: the figures under "## Model org/name-7b" take that model; a sibling heading
    naming another id gives its own tables the other model."""
    text = ("# Speed\n\n## Model quokka-ai/wombat-7b-chat\n\n### One card\n\n"
            "| card | tokens/s |\n|---|---|\n| RTX 4090 | 41.5 |\n\n"
            "## Model quokka-ai/wombat-13b-chat\n\n### One card\n\n"
            "| card | tokens/s |\n|---|---|\n| RTX 4090 | 23.7 |\n")
    _, claims = extract(parse_bytes(text.encode(), origin="t.md"))
    models = {c.value: c.conditions.model for c in claims}
    assert models[41.5] == "wombat-7b-chat"
    assert models[23.7] == "wombat-13b-chat"


"""A name the document states two ways raises inconsistent-figures: a product's version with
a digit dropped or added in one place, or the figures' model named at two minor releases of
one size in separate sentences, one of them once. Texts of our own."""

from __future__ import annotations

import pytest

from claims.extract.facts.restated import restatements
from tests.vetting import vet

RUNS = ("| Tool | Load (s) |\n|---|---|\n| Quillstore 1.14.2 | 41.2 |\n"
        "| Pikadb 3.0.1 | 55.7 |\n\nBoth ran on one Xeon Gold 6338 server with 64 GB of RAM.")


def _two_ways(text: str) -> list[str]:
    """The messages of the findings saying a name is given two ways."""
    return [f.message for f in vet(text).findings
            if f.rule == "inconsistent-figures" and " is given as " in f.message
            and "elsewhere" in f.message]


def test_a_version_with_a_digit_dropped_raises() -> None:
    text = (f"We load the same data with Quillstore 1.14.2 and Pikadb 3.0.1.\n\n{RUNS}\n\n"
            "- Since our last round, Quillstore 1.4.2 has shipped a faster loader.")
    found = _two_ways(text)
    assert len(found) == 1 and "1.4.2" in found[0] and "1.14.2" in found[0]


def test_a_model_named_at_two_releases_raises() -> None:
    text = ("Our set-up serves Llama-3.1-70B in FP8 on eight H100 GPUs.\n\n"
            "For Llama-3.3-70B the new scheduler gives 2,310 tokens per second on eight "
            "H100 GPUs, against 1,720 tokens per second before.")
    assert _two_ways(text)


@pytest.mark.parametrize("text", [
    # two products, each with its own version
    f"We load the same data with Quillstore 1.14.2 and Pikadb 1.4.2.\n\n{RUNS}\n\n"
    "- Pikadb 1.4.2 loads in one pass.",
    # an upgrade names both releases in one sentence
    f"We moved from Quillstore 1.4.2 to Quillstore 1.14.2 this spring.\n\n{RUNS}\n\n"
    "- Quillstore 1.14.2 loads in one pass.",
    # another release, not a slipped digit
    f"We load the same data with Quillstore 1.14.2.\n\n{RUNS}\n\n"
    "- Since our last round, Quillstore 1.15.2 has shipped a faster loader.",
])
def test_other_versions_stay_quiet(text: str) -> None:
    assert not _two_ways(text)


def test_two_releases_compared_in_one_sentence_stay_quiet() -> None:
    text = ("We compare Llama-3.1-70B against Llama-3.3-70B on eight H100 GPUs.\n\n"
            "Llama-3.3-70B gives 2,310 tokens per second on eight H100 GPUs.")
    assert not _two_ways(text)


def test_with_and_without_a_feature_stay_quiet() -> None:
    text = ("On one H200, Llama-3.1-8B decodes at 125 tokens per second without MTP.\n\n"
            "With MTP, Llama-3.1-8B decodes at 234 tokens per second on one H200.")
    assert not [f for f in vet(text).findings if f.rule == "inconsistent-figures"]


def test_no_versions_and_no_models_cost_nothing() -> None:
    assert restatements("Plain text.", (), [], (), ()) == ()

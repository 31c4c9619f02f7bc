"""A model named by its line's major version meets the one point release that shipped its size.

"Llama 3 405B" and "Llama 3.1 405B" are one set of weights: Llama 3 shipped 8B and 70B, and
405B came only with 3.1. "Llama 3 8B" and "Llama 3.1 8B" are two (both releases shipped
8B), and "Llama 3 70B" names the 3.0 weights, not 3.1's or 3.3's. The documents are written
for these tests: two publishers' serving tables, one a cloud's and one a chip maker's.
"""

from __future__ import annotations

import pytest

from claims.compare import Verdict, judge
from claims.compare.keys import comparability_key
from claims.compare.names import same_model
from claims.compare.releases import point_release
from claims.extract import extract
from claims.load.documents import parse_bytes
from claims.model import Claim


@pytest.mark.parametrize(("name", "meant"), [
    ("Llama 3 405B", "Llama 3.1 405B"),
    ("Meta-Llama-3-405B-Instruct", "Meta-Llama-3.1-405B-Instruct"),
    ("llama3-405b", "llama3.1-405b"),
    ("Llama 3 1B", "Llama 3.2 1B"),
    ("Qwen2 14B", "Qwen2.5 14B"),
])
def test_major_version_means_the_release_of_its_size(name: str, meant: str) -> None:
    """Must fire: one point release of the line shipped the size."""
    assert point_release(name) == meant
    assert same_model(name, meant)


@pytest.mark.parametrize("name", [
    "Llama 3 8B",  # Llama 3 itself shipped 8B: the 3.0 weights
    "Llama 3 70B",  # 3.0 shipped 70B (and 3.1 and 3.3 did too)
    "Qwen2 7B",
    "Llama 2 70B",  # a line with no table entry
    "Llama 30B",  # a size, not a version
    "Llama 3.1 405B",  # already a point release
    "Llama 3",  # no size
    "Mistral 7B",
])
def test_name_left_as_written(name: str) -> None:
    """Must not fire: the major release shipped the size, or nothing tells which release."""
    assert point_release(name) == name


def test_two_releases_of_one_size_stay_apart() -> None:
    """Must not fire: 3.0's and 3.1's 8B are two models, and so are 3.0's and 3.3's 70B."""
    assert not same_model("Llama 3 8B", "Llama 3.1 8B")
    assert not same_model("Llama 3 70B", "Llama 3.3 70B")
    assert not same_model("Llama 3 405B", "Llama 3.1 70B")


def _post(title: str, publisher: str, body: str) -> str:
    """A Markdown announcement with front matter."""
    return (f'---\ntitle: "{title}"\npublisher: {publisher}\n'
            f'url: https://{publisher.lower()}.example/post\npublished_at: 2026-02-01\n---\n\n'
            f'{body}')


def _claims(text: str, name: str) -> dict[float, Claim]:
    """Each claim of a Markdown document by its value."""
    return {c.value: c for c in extract(parse_bytes(text.encode(), origin=name))[1]}


def _cloud(model: str) -> str:
    """A cloud's serving table for `model` on eight H200s."""
    return _post("H200 VM serving", "Stratus", f"""# {model} on our H200 VM

{model} in FP8 with vLLM on eight H200 GPUs, tensor parallelism 8, 128 input and 2048
output tokens: 3,310 tokens per second.
""")


def _maker(model: str) -> str:
    """A chip maker's serving figure for `model` on eight H200s."""
    return _post("H200 reference", "Lathe", f"""# Reference figures

{model} in FP8 with vLLM on eight H200 GPUs, tensor parallelism 8, 128 input and 2048
output tokens: 3,050 tokens per second.
""")


def test_two_spellings_of_one_release_compare() -> None:
    """Must fire: "Llama 3 405B" on one page and "Llama 3.1 405B" on the other compare, and
    share a store's grouping key."""
    a = _claims(_cloud("Llama 3 405B"), "cloud.md")[3310]
    b = _claims(_maker("Llama 3.1 405B"), "maker.md")[3050]
    pair = judge(a, b)
    assert pair.comparable, [d.describe() for d in pair.differences]
    assert comparability_key(a) == comparability_key(b)


def test_two_releases_of_one_size_are_refused() -> None:
    """Must not fire: the 3.0 8B against the 3.1 8B is another model."""
    a = _claims(_cloud("Llama 3 8B"), "cloud.md")[3310]
    b = _claims(_maker("Llama 3.1 8B"), "maker.md")[3050]
    pair = judge(a, b)
    assert pair.verdict is Verdict.not_comparable
    assert "model" in pair.reasons

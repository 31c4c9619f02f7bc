"""`literals`: an alternation grouped by first character finds exactly what the plain
alternation of the same words, in the same order, finds."""

from __future__ import annotations

import random
import re

import pytest

from claims.vocabulary.matcher import literals

_ALPHABET = "abAB.+-/ 1"


def _plain(words: list[str]) -> str:
    """The alternation `literals` stands in for."""
    return "|".join(map(re.escape, words))


@pytest.mark.parametrize("seed", range(200))
def test_the_same_matches_as_the_plain_alternation(seed: int) -> None:
    """Random words (shared prefixes, regex characters, one-character words) in a random
    order, over random text: every match, and the word each one matched, agree."""
    rng = random.Random(seed)
    words = list(dict.fromkeys("".join(rng.choice(_ALPHABET) for _ in range(rng.randint(1, 4)))
                               for _ in range(rng.randint(1, 12))))
    text = "".join(rng.choice(_ALPHABET) for _ in range(200))
    grouped = re.compile(f"(?P<w>{literals(words)})")
    plain = re.compile(f"(?P<w>{_plain(words)})")
    assert [m.span() for m in grouped.finditer(text)] == [m.span() for m in plain.finditer(text)]
    for at in range(len(text)):
        one, two = grouped.match(text, at), plain.match(text, at)
        assert (one and one.group("w")) == (two and two.group("w"))


def _first(pattern: str, text: str) -> str | None:
    """What a pattern's first match in `text` holds, if any."""
    found = re.search(pattern, text)
    return found.group(0) if found else None


def test_the_first_word_listed_wins_as_in_the_plain_alternation() -> None:
    """Order decides between words that start alike: "GB" before "GB/s" takes "GB"."""
    assert _first(literals(["GB", "GB/s"]), "GB/s") == "GB"
    assert _first(literals(["GB/s", "GB"]), "GB/s") == "GB/s"


def test_case_is_kept() -> None:
    """A case-sensitive alternation stays so: "vLLM" does not match "VLLM"."""
    assert _first(literals(["vLLM", "SGLang"]), "VLLM and sglang") is None
    assert _first(literals(["vLLM", "SGLang"]), "on vLLM") == "vLLM"

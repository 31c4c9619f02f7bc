"""`has_number` answers as a search of NUMBERISH does: digits first, then spelled numbers."""

from __future__ import annotations

import random

import pytest

from claims.vocabulary.numbers import NUMBERISH, has_number


@pytest.mark.parametrize("text", [
    "The scheduler switches tasks in 3 us.",
    "Replication lag fell to \u00bd second.",
    "Twelve shards now serve the catalogue.",
    "The cache holds a million keys per node.",
    "Compaction runs twice as often after the patch.",
    "Half the disks were idle during the scan.",
    "A fifth of all requests hit the slow path.",
])
def test_a_text_with_a_number_has_one(text: str) -> None:
    assert has_number(text)
    assert NUMBERISH.search(text) is not None


@pytest.mark.parametrize("text", [
    "The web server now keeps connections open longer.",
    "Often the kernel defers the flush; nothing is lost.",
    "Tenants share a pool of cores.",
])
def test_a_text_without_one_has_none(text: str) -> None:
    assert not has_number(text)
    assert NUMBERISH.search(text) is None


def test_a_window_is_read_as_the_patterns_own_search_reads_it() -> None:
    text = "seven nodes, then the pool grew"
    assert has_number(text, 0, 5)
    assert not has_number(text, 6)
    # a lookbehind sees the letter before the window: "seven" cut at "even" is no number
    assert not has_number(text, 1, 5)
    assert NUMBERISH.search(text, 1, 5) is None


def test_the_answer_is_numberishs_on_generated_text() -> None:
    pieces = ["one", "Ten", "often", "a ", "A million", "an ", "hour", "half", "twice",
              "fifth", "x", " ", "-", "7", "\u00be", "\u0664", "thousand", "s", "fold"]
    rng = random.Random(23)
    found = 0
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 8)))
        pos = rng.randint(0, len(text))
        end = rng.randint(pos, len(text))
        want = NUMBERISH.search(text, pos, end) is not None
        assert has_number(text, pos, end) is want, (text, pos, end)
        found += want
    assert 300 < found < 2700, "the generated texts exercise both answers"

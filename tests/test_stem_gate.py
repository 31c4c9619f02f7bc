"""One scan for many patterns' stems opens every pattern that matches (`StemGate`)."""

from __future__ import annotations

from claims.extract.facts import wording as wording_facts
from claims.vocabulary.matcher import caseless
from claims.vocabulary.stem_gate import StemGate, split_alternatives

# Sentences written for these tests: stems glued together, overlapping, at the edges.
SENTENCES = (
    "Runs-to-runs spread stayed small; the runtimes were repeated twice.",
    "Throughput peaked at 9 GB/s across the fabric, read-write mixed, in Docker.",
    "A stdev of 3 ms, max 40 ms, from a single pass of the tuned build.",
    "grew 30 times in twenty years",
    "nothing to see here",
    "",
    "HNSW recall 0.95 at 2x the dense FP8 rate; total tokens counted the prompt.",
)


def test_a_stem_inside_or_overlapping_another_still_opens_its_pattern() -> None:
    # "abc" hides "ab" (same start) and overlaps "bcd" (starts inside it)
    short, inner, overlapping, absent = (caseless("ab", ("ab",)), caseless("b", ("b",)),
                                         caseless("bcd", ("bcd",)), caseless("zz", ("zz",)))
    longer = caseless("abc", ("abc",))
    gate = StemGate((short, inner, overlapping, absent, longer))
    text = "xabcdx"
    mask = gate.open(text)
    assert [gate.says(p, mask, text) for p in (short, inner, overlapping, absent, longer)] \
        == [True, True, True, False, True]


def test_a_pattern_without_readable_stems_is_always_open() -> None:
    unread = caseless(r"\d+\s*x")
    gate = StemGate((unread,))
    assert gate.says(unread, gate.open("3 x"), "3 x")


def test_each_branch_of_an_alternation_is_gated_by_its_own_stems() -> None:
    # "(a|b)" and "[|]" hold bars that split nothing; the top-level ones do
    assert split_alternatives(r"\bfoo(?:a|b)|[|x]bar|\|baz") == [r"\bfoo(?:a|b)", "[|x]bar",
                                                                  r"\|baz"]
    both = caseless(r"\bquick\s+fox\b|\bslow\s+dog\b")
    gate = StemGate((both,))
    for text, says in (("a slow dog", True), ("a quick fox", True), ("a quick dog", False)):
        assert gate.says(both, gate.open(text), text) is says


def test_the_gate_answers_as_each_pattern_does() -> None:
    gate = wording_facts._GATE
    for text in SENTENCES:
        lowered = text.lower()
        mask = gate.open(lowered)
        for pattern in gate._patterns:
            assert gate.says(pattern, mask, lowered) is (pattern.search(text) is not None), \
                (pattern.source[:30], text)


def test_wording_answers_the_same_before_and_after_the_gate_is_built() -> None:
    asked = wording_facts._asked[0]
    try:
        wording_facts._asked[0] = 0  # asked pattern by pattern
        cold = [wording_facts.wording.__wrapped__(text) for text in SENTENCES]
        wording_facts._asked[0] = wording_facts._GATE_AFTER  # through the gate
        warm = [wording_facts.wording.__wrapped__(text) for text in SENTENCES]
    finally:
        wording_facts._asked[0] = asked
    assert warm == cold

"""`may_match`: a literal gate that only ever rules out texts a pattern cannot match."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import may_match

_CASELESS = lazy(r"\b(?:borrowed|rented|kept)\s+(?:two|three)\s+(?-i:[A-Z])\w+\s+boxes\b", re.I)
_EXACT = lazy(r"\b(?:ran|run)\s+on\s+(?P<host>[a-z]+\d+)\b")
_NO_LITERAL = lazy(r"[A-Z]\d+")


def test_a_text_without_the_needed_words_is_ruled_out() -> None:
    """Neither verb is in the text: no match can be, and the gate says so."""
    assert not may_match(_CASELESS, "We measured the latency on a quiet evening.")
    assert not may_match(_EXACT, "The cluster was idle during the test.")


def test_every_matching_text_passes_whatever_its_case() -> None:
    """Texts the patterns match all pass the gate, upper case and non-ASCII text included."""
    for text in ("They BORROWED three Quiet boxes for it.", "we Rented two Zeta boxes",
                 "\u212aept three Zeta boxes (a Kelvin sign for the K)"):
        assert _CASELESS.search(text) is not None
        assert may_match(_CASELESS, text)
    assert _EXACT.search("the suite ran on node7 overnight") is not None
    assert may_match(_EXACT, "the suite ran on node7 overnight")


def test_case_sensitive_pattern_reads_the_text_as_written() -> None:
    """A case-sensitive pattern's literals are looked for as written: "RAN" is no "ran"."""
    assert not may_match(_EXACT, "RAN ON NODE7")
    assert _EXACT.search("RAN ON NODE7") is None


def test_a_pattern_with_no_literal_passes_every_text() -> None:
    """With no literal every match must hold, nothing is ruled out."""
    assert may_match(_NO_LITERAL, "lowercase only")

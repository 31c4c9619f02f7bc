"""The kept table of necessary literals: what it gives back is what reading the pattern's
parse gives, a second run reads instead of parsing, and a wrong entry is read afresh."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from claims.vocabulary import kept_literals, pattern_cache
from claims.vocabulary.factors import fold_source, necessary_literals
from claims.vocabulary.matcher import may_match

# Patterns of my own: a branch of rates, a re.I one with capitals, one without any literal.
LATENCY = r"\b(?:p99|tail) latency of \d+ ?(?:ms|us)\b"
SHOUTED = r"\b(?:Queries|Requests) per (?:Second|Minute)\b"
NO_LITERAL = r"\d+\.\d+"


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """The cache in a folder of its own, with nothing read or new in this process."""
    monkeypatch.setenv(pattern_cache.ENV, str(tmp_path))
    monkeypatch.setattr(kept_literals, "_table", None)
    monkeypatch.setattr(kept_literals, "_new", {})
    monkeypatch.setattr(kept_literals, "_used", set())
    return tmp_path


def _next_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """Save what this run read, and start over as a new process would."""
    kept_literals.save()
    monkeypatch.setattr(kept_literals, "_table", None)
    monkeypatch.setattr(kept_literals, "_used", set())


def test_a_kept_answer_is_the_parsed_one(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cases = [(LATENCY, False), (SHOUTED, True), (NO_LITERAL, False)]
    first = [kept_literals.kept_literals(source, folded) for source, folded in cases]
    assert first == [necessary_literals(LATENCY), necessary_literals(fold_source(SHOUTED)),
                     None]
    assert first[1] is not None and all(s == s.lower() for s in first[1])
    _next_run(monkeypatch)
    monkeypatch.setattr(kept_literals, "necessary_literals",
                        lambda *_: pytest.fail("a kept pattern was parsed again"))
    assert [kept_literals.kept_literals(s, f) for s, f in cases] == first
    assert len(kept_literals._used) == 3 and not kept_literals._new


def test_the_folded_and_plain_reading_are_kept_apart(fresh: Path) -> None:
    plain = kept_literals.kept_literals(SHOUTED, False)
    folded = kept_literals.kept_literals(SHOUTED, True)
    assert plain is not None and folded is not None and plain != folded


def test_a_wrong_entry_is_read_afresh(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    kept_literals.kept_literals(LATENCY, False)
    _next_run(monkeypatch)
    monkeypatch.setattr(kept_literals, "_table", {(LATENCY, False): ("ok", 7)})
    assert kept_literals.kept_literals(LATENCY, False) == necessary_literals(LATENCY)


def test_off_keeps_nothing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(pattern_cache.ENV, "off")
    monkeypatch.setattr(kept_literals, "_table", None)
    monkeypatch.setattr(kept_literals, "_new", {})
    assert kept_literals.kept_literals(LATENCY, False) == necessary_literals(LATENCY)
    assert not kept_literals._new


def test_may_match_still_gates_by_the_kept_literals(fresh: Path) -> None:
    pattern = re.compile(SHOUTED, re.I)
    assert may_match(pattern, "the proxy served 900 REQUESTS PER SECOND")
    assert not may_match(pattern, "the proxy served 900 calls each second")

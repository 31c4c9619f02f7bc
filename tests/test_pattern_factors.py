"""The literals read from a pattern's parse (`claims.vocabulary.factors`) are held by every
match of the pattern, so a gate of them drops no text the pattern would match; and a
`Caseless` pattern with a gate read that way answers as it did without one."""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import checkers
import claims
from claims.vocabulary.factors import necessary_literals
from claims.vocabulary.matcher import Caseless, caseless, fold_source, lower
from tests.conftest import ROOT
from tests.evaluation_sets import in_evaluation_set


@pytest.mark.parametrize(("source", "expected"), [
    (r"\bthroughput\b", ("throughput",)),
    (r"\bruns?\b", ("run",)),  # "runs" holds "run"
    (r"summari[sz]e", ("summarise", "summarize")),
    (r"(?:mean|median)\s+latency", ("latency",)),
    (r"\b(?:cut|reduced)\s+by", ("cut", "reduced")),
    (r"(?<!not )\bbeta\b(?!\s+test)", ("beta",)),
    (r"(?:a|b)+xyz", ("xyz",)),
    (r"x(?:abc){2}y", ("xabcabcy",)),
    (r"(?i:abc)def|ghi\w", ("def", "ghi")),  # what follows a flag changed inside
])
def test_the_literals_read_from_a_pattern(source: str, expected: tuple[str, ...]) -> None:
    assert necessary_literals(source) == expected


@pytest.mark.parametrize("source", [
    r"\d+\s*ms",  # two letters at most: too short to be worth a scan
    r"(?:abc)?\w+",  # what it holds may be empty
    r"abc|\d+",  # one branch holds no literal
    r"(?i:abcdef)|ghijk",  # a flag changed inside a branch
    r"[^abc]+def|x",
    r"(a)\1",
])
def test_no_literals_where_none_can_be_read_for_certain(source: str) -> None:
    assert necessary_literals(source) is None


def test_a_case_insensitive_pattern_is_not_read() -> None:
    assert necessary_literals("throughput", re.I) is None
    assert necessary_literals("(?i)throughput") is None


def _caseless_patterns() -> list[tuple[str, Caseless]]:
    """Every module-level `Caseless` pattern of `claims` and `checkers` without stems."""
    found: dict[int, tuple[str, Caseless]] = {}
    for package in (claims, checkers):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            if ".cli" in info.name or info.name.endswith("__main__"):
                continue
            try:
                module = importlib.import_module(info.name)
            except ImportError:  # an optional engine (ray, postgres) not installed
                continue
            for name, value in vars(module).items():
                if isinstance(value, Caseless):
                    found.setdefault(id(value), (f"{info.name}.{name}", value))
    return sorted(found.values(), key=lambda item: item[0])


def _texts() -> list[str]:
    """The shipped examples and tuning fixtures, the evaluation sets left out."""
    paths = [*(ROOT / "examples").glob("**/*.md"), *(ROOT / "tests" / "fixtures").glob("**/*.md")]
    return [p.read_text(encoding="utf-8") for p in sorted(paths) if not in_evaluation_set(p)]


def test_every_match_of_every_caseless_pattern_holds_a_literal_read_from_it() -> None:
    """Over the examples and fixtures, each match of each vocabulary pattern (its lower-cased
    form over lower-cased text, as `Caseless` runs it) holds one of the literals read from
    it: a gate of them would have let that text through."""
    texts = [lower(t) for t in _texts()]
    read = 0
    matched = 0
    for name, pattern in _caseless_patterns():
        stems = necessary_literals(fold_source(pattern.source))
        if stems is None:
            continue
        read += 1
        for text in texts:
            for match in pattern.folded.finditer(text):
                matched += 1
                assert any(s in match.group(0) for s in stems), (name, match.group(0), stems)
    assert read >= 20 and matched >= 100, (read, matched)


def test_a_gate_read_from_the_pattern_changes_no_answer() -> None:
    """A pattern past its searches without a gate reads one, and then answers each text as a
    pattern that never reads one does."""
    source = r"\b(?:median|mean)\s+(?:latency|latencies)\b|\bp99\b"
    texts = ["The median latency was 3 ms.", "MEAN LATENCIES rose.", "p99 was flat.",
             "Nothing here.", "medians of latency", "the P99", "İstanbul median latency"] * 20
    gated, plain = caseless(source), caseless(source)
    plain._unread = None  # never reads a gate
    assert [bool(gated.search(t)) for t in texts] == [bool(plain.search(t)) for t in texts]
    assert gated.gate is not None and plain.gate is None
    assert [m.span() for t in texts for m in gated.finditer(t)] == \
        [m.span() for t in texts for m in plain.finditer(t)]

"""The fast case-insensitive patterns find exactly what re.IGNORECASE finds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from claims.extract.conditions import charts
from claims.extract.facts import around, compared, names, service, wording
from claims.extract.records import baseline, kind, metric
from claims.vocabulary import hardware_limits
from claims.vocabulary.matcher import Caseless, caseless, fold_source
from tests.evaluation_sets import held_apart

ROOT = Path(__file__).resolve().parent.parent
PATTERNS = {f"{module.__name__}.{name}": value
            for module in (baseline, kind, metric, wording, around, compared, names,
                           hardware_limits, charts, service)
            for name, value in vars(module).items() if isinstance(value, Caseless)}


def _texts() -> list[str]:
    """Every line and every window of every shipped announcement and fixture."""
    out: list[str] = []
    for folder in ("examples", "tests/fixtures"):
        for path in sorted((ROOT / folder).rglob("*")):
            if held_apart(path):
                continue
            if path.suffix in (".md", ".html", ".txt"):
                text = path.read_text(encoding="utf-8", errors="replace")
                out.extend(text.splitlines())
                out.extend(text[i:i + 120] for i in range(0, len(text), 40))
                out.extend(_around_numbers(text))
    return list(dict.fromkeys(out))  # a text met twice (a repeated line) answers the same


def _around_numbers(text: str) -> list[str]:
    """The words before each number, and after it and after each of its next few words
    (its unit), as the extractor hands them to patterns anchored at a figure: "... a user
    of X receives " before "2,400", " a user of X gets" after "180 tokens per second"."""
    out: list[str] = []
    for m in re.finditer(r"\d[\d,.]*", text):
        out.append(text[max(0, m.start() - 120):m.start()])
        after = m.end()
        for _ in range(4):
            out.append(text[after:after + 120])
            word = re.match(r"\s*\S+", text[after:after + 40])
            if word is None:
                break
            after += word.end()
    return out


# Sentences of our own for the patterns few fixtures exercise (sparsity, commits, links).
OWN_TEXTS = [
    "The sparse FP8 peak is 4 PFLOPS; with 2:4 Sparsity it doubles, DENSE it is 2.",
    "Built from commit 3f9c2ab1e on the main branch, Revision 0a1b2c3d4e.",
    "Each drive sat on a PCIe Gen5 x4 link, the NIC on PCI Express 4.0 x16 and Gen 3 x8.",
    "Over NVLink 5 the two GPUs move 1.8 TB/s bidirectional, in both directions at once.",
    "Runs used speculative decoding with an EAGLE-3 draft model and MTP heads.",
    "Qwen3-30B-A3B has 3B active parameters; a dense 8B model reads all of them.",
    "Against 0.86 million tokens per second with 1F1B, the new schedule gives 1.2 million.",
    "All latencies below are medians of five runs, measured once per hour at peak.",
    "The new command's Name Is about 60% SHORTER than the old one, and just as fast.",
    "Through our hosted API the vector index answers in 4 ms; API pricing starts at $0.10.",
    "Figure 3 plots the key-value store's p99 latency against 64 clients; the next figure "
    "of merit is cost.",
]
TEXTS = _texts() + OWN_TEXTS


def test_fold_source_keeps_escapes_and_group_names() -> None:
    """Escapes such as \\W and \\S keep their case, as do group names."""
    assert fold_source(r"(?P<TTFT>\bTTFT\b)|\W+[A-Z]\S") == r"(?P<TTFT>\bttft\b)|\W+[a-z]\S"


@pytest.mark.parametrize("name", sorted(PATTERNS))
def test_fast_path_matches_ignorecase(name: str) -> None:
    """Same spans and same group as the re.I pattern, on every fixture text."""
    pattern = PATTERNS[name]
    assert len(TEXTS) > 1000
    matched = 0
    for text in TEXTS:
        want = [(m.span(), m.lastgroup) for m in pattern.exact.finditer(text)]
        found = pattern.last(text)
        assert (found.span(), found.lastgroup) == want[-1] if want else found is None, text
        first = pattern.search(text)
        assert (first.span() if first else None) == (want[0][0] if want else None), text
        assert [(m.span(), m.lastgroup) for m in pattern.finditer(text)] == want, text
        matched += bool(want)
    assert matched, f"{name} matched no fixture text, so this test proves nothing"


def test_non_ascii_text_takes_the_exact_pattern() -> None:
    """Outside ASCII, case folding is not one-to-one: the re.I pattern decides."""
    kelvin = caseless(r"\bk\b", ("k",))
    assert kelvin.search("5 \u212a") is not None  # KELVIN SIGN folds onto k under re.I
    assert kelvin.search("5 K") is not None
    assert kelvin.search("5 x") is None


def test_search_between_offsets_sees_behind_its_start() -> None:
    """`search(text, pos, endpos)` reads a window as a pattern's own search does: the
    window bounds the match, and a lookbehind still sees the text before it."""
    at_end = caseless(r"(?<!peaked\s)\bat\s+$")
    text = "It peaked at 5 and ran AT 7"
    assert at_end.search(text, 0, text.index("5")) is None
    assert at_end.search(text, 0, text.index("7")) is not None
    assert at_end.search(text, text.index("AT"), text.index("7")).span() == (23, 26)


def test_stems_reject_without_running_the_pattern() -> None:
    """A text with none of the stems cannot match; one with a stem is still matched fully."""
    latency = caseless(r"\blatenc\w+", ("latenc",))
    assert latency.search("Throughput rose") is None
    match = latency.search("P99 LATENCY fell")
    assert match is not None and match.span() == (4, 11)
    assert re.compile(r"\blatenc\w+", re.I).search("P99 LATENCY fell").span() == (4, 11)

"""Checkers judge typed facts that extraction reads from the wording; they match no text.

The first tests hold `checkers/` to that: no regular-expression module, no pattern made
or run there. The others say what each fact means, on sentences of our own.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from pydantic import ValidationError

from claims.extract.facts.around import (
    clause_breaks,
    qualifiers_after,
    rated_before,
    setting_before,
    writes,
)
from claims.extract.facts.compared import other_sides, own_part
from claims.extract.facts.names import (
    active_parameters,
    heading_numbers,
    multi_token,
    names_a_version,
    tokens,
    version_after,
)
from claims.extract.facts.wording import wording

CHECKERS = Path(__file__).resolve().parent.parent / "checkers"
#: Modules that make or run patterns.
_PATTERN_MODULES = ("re", "regex", "sre_compile", "sre_parse", "fnmatch",
                    "claims.vocabulary.lazy", "claims.vocabulary.matcher")
#: Calls that make a pattern, and methods only a pattern has (a string has none of them).
_PATTERN_CALLS = frozenset({"compile", "lazy", "caseless", "alternation", "Phrases"})
_PATTERN_METHODS = frozenset({"search", "match", "fullmatch", "finditer", "findall", "sub",
                              "subn", "last", "starts"})


def _pattern_uses(tree: ast.AST) -> list[str]:
    """Each import of a pattern module and each call that makes or runs a pattern."""
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [f"import {a.name}" for a in node.names
                      if a.name.split(".")[0] in _PATTERN_MODULES or a.name in _PATTERN_MODULES]
        elif isinstance(node, ast.ImportFrom) and node.module in _PATTERN_MODULES:
            found.append(f"from {node.module} import ...")
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else (
                func.attr if isinstance(func, ast.Attribute) else "")
            if name in _PATTERN_CALLS or (isinstance(func, ast.Attribute)
                                          and name in _PATTERN_METHODS):
                found.append(f"call {name}() at line {node.lineno}")
    return found


def _checker_files() -> list[Path]:
    """Every module of the checkers package."""
    files = sorted(CHECKERS.rglob("*.py"))
    assert len(files) > 10, "the checkers package was not found"
    return files


@pytest.mark.parametrize("path", _checker_files(), ids=lambda p: p.name)
def test_no_checker_module_makes_or_runs_a_pattern(path: Path) -> None:
    """A rule reads typed fields; the words behind them are read once, in extraction."""
    uses = _pattern_uses(ast.parse(path.read_text(encoding="utf-8")))
    assert not uses, f"{path.name} matches text itself: {uses}"


@pytest.mark.parametrize("source, use", [
    ("import re\n", "import re"),
    ("from claims.vocabulary.lazy import lazy\n", "from claims.vocabulary.lazy import ..."),
    ("X = lazy(r'a')\n", "call lazy() at line 1"),
    ("def f(q):\n    return WORDS.search(q)\n", "call search() at line 2"),
    ("import regex as rx\n", "import regex"),
])
def test_the_scan_sees_each_way_of_matching_text(source: str, use: str) -> None:
    """The scan above is not blind: each way a module could match text is reported."""
    assert use in _pattern_uses(ast.parse(source))


def test_the_scan_lets_string_methods_pass() -> None:
    """Splitting, finding and casefolding are string work, not patterns."""
    source = "def f(q):\n    return q.split(','), q.find('x'), q.casefold()\n"
    assert _pattern_uses(ast.parse(source)) == []


@pytest.mark.parametrize("field, yes, no", [
    ("declares_statistic", "All latencies below are medians over five runs.",
     "Latency fell by half after the upgrade."),
    ("single_run", "The patch received 116 Gb/s from one 60-second run.",
     "The query was run once more after warm-up and once a day after."),
    ("reports_spread", "Figures are the median of five runs (±2%).",
     "The service answered in 40 ms."),
    ("quality", "Accuracy on MMLU stayed at 0.71.", "Throughput reached 9,000 tokens/s."),
    ("performance_score", "It scores 412 in SPECrate 2017 Integer.", "It scores 0.71 on MMLU."),
    ("maximum", "It serves up to 28,000 tokens per second.", "It serves 28,000 tokens/s."),
    ("no_waiting_user", "Pre-training ran at 3,100 tokens per second per GPU.",
     "Decoding ran at 3,100 tokens per second per GPU."),
    ("counts_input_tokens", "Total tokens per second count input and output tokens.",
     "Input and output lengths were 1,024 tokens."),
    ("commit", "Built from commit 3f9c2ab1e.", "Built from the release branch."),
    ("raw_form", "smaller than the uncompressed data", "smaller than last year's"),
    ("size", "The index is 4x smaller.", "The index is 4x faster."),
    ("hardware_noun", "GPUs", "users"),
    ("aggregate", "Across the cluster it moved 12 TB/s.", "One drive moved 12 GB/s."),
    ("both_ways", "It carries 900 GB/s bidirectional.", "It carries 450 GB/s each way."),
    ("memory", "HBM3e gives 8 TB/s of memory bandwidth.", "The NIC gives 50 GB/s."),
    ("bus", "Over PCIe the drive reads 14 GB/s.", "The drive reads 14 GB/s."),
    ("dense_only", "The dense FP8 peak is 2 PFLOPS.", "Dense or sparse, the peak is 4 PFLOPS."),
])
def test_each_wording_fact_is_read_where_said_and_only_there(field: str, yes: str,
                                                             no: str) -> None:
    """Each field is true for a sentence that says it and false for a near one that does not."""
    assert getattr(wording(yes), field) is True, yes
    assert getattr(wording(no), field) is False, no


def test_tuning_is_one_side_or_none() -> None:
    """A sentence says tuned or defaults; saying both, or neither, settles nothing."""
    assert wording("Kite ran hand-tuned for the workload.").tuning == "tuned"
    assert wording("nginx ran with default settings.").tuning == "defaults"
    assert wording("Tuned Kite beat nginx on defaults.").tuning is None
    assert wording("Kite served 9,000 requests/s.").tuning is None


def test_a_wording_is_a_frozen_value() -> None:
    """Every rule shares one record per sentence: none may change it."""
    found = wording("The dense FP8 peak is 2 PFLOPS.")
    with pytest.raises(ValidationError):
        found.dense_only = False
    assert wording("The dense FP8 peak is 2 PFLOPS.") is found  # read once


def test_the_other_side_of_a_comparison_is_not_the_figures_own_part() -> None:
    """A figure outside the compared clause is about the sentence without it; a figure in
    the clause is about the clause alone."""
    quote = "Kite serves 9,000 requests/s, against 3,000 requests/s with nginx on one core."
    sides = other_sides(quote)
    assert len(sides.clauses) == 1
    start, end = sides.clauses[0]
    assert quote[start:end].startswith("against 3,000")
    assert "nginx" not in own_part(quote, quote.index("9,000"))
    assert own_part(quote, quote.index("3,000")) == quote[start:end]


def test_words_around_a_figure() -> None:
    """Before a figure: a data sheet's word, a setting's "at"; after it: its qualifier."""
    quote = "The card's rated peak of 1,979 TFLOPS; it peaked at 5.5 with a 95% recall."
    assert rated_before(quote[:quote.index("1,979")])
    assert not rated_before("It measured ")
    assert not setting_before(quote, quote.index("5.5"))
    assert setting_before(quote, quote.index("95%"))
    line = "up to 640 TFLOPS in prefill and 410 TFLOPS in decoding"
    assert qualifiers_after(line, "640", "TFLOPS") == ("in", "prefill")
    assert qualifiers_after(line, "999", "TFLOPS") is None
    assert clause_breaks("Kite handles 9,000, so 2.5x nginx", 30) == [18]
    assert writes("FP8", "at fp8 on eight GPUs") and not writes("FP8", "at MXFP8")


def test_names_versions_and_parameters() -> None:
    """Name-like tokens, a version after a name, a commit, a heading's numbers, active
    parameters and multi-token decoding, each as the text states it."""
    assert tokens("Llama 3.1 reached 18M+ tokens.") == ["Llama", "3.1", "reached", "18M",
                                                         "tokens"]
    assert version_after("with Pollux 12.0 on Linux", "Pollux") == (True, "12.0")
    assert version_after("with Pollux on Linux", "Pollux") == (True, None)
    assert version_after("with Polluxe 12.0", "Pollux") == (False, None)
    assert names_a_version("Pollux 12.0 served it", ("Pollux",))
    assert names_a_version("built at commit 3f9c2ab1e", ())
    assert not names_a_version("Pollux served it", ("Pollux",))
    assert heading_numbers("Latency at 2,000 RPS on 8 GPUs") == frozenset({"2000", "8"})
    assert active_parameters("Qwen3-30B-A3B, with 3B active") == frozenset({3.0})
    assert active_parameters("a dense 8B model") == frozenset({8.0})
    assert multi_token(("plain decoding", "with an EAGLE draft head"))
    assert not multi_token(("plain decoding",))

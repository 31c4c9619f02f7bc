"""The model-loss bench sorts each lost mention by where its gold model is written: nowhere
as one name, written but not read as a model, on the figure's line, in its table, under a
heading, or elsewhere. The texts are written for these tests."""

from __future__ import annotations

from bench.model_losses import outcome, where

_TEXT = """# Serving Gemma 7B

We trained a model of 3 billion parameters.

| Model | Tokens/s |
|---|---|
| Gemma 2B | 900 |

Qux-ultra ran at 40 tokens/s.
"""


def test_where_a_gold_model_is_written() -> None:
    lines = _TEXT.split("\n")
    assert where(_TEXT, lines, "Falcon 3B", 3) == "unwritten"
    assert where(_TEXT, lines, "Qux-ultra", 9) == "unshaped"
    assert where(_TEXT, lines, "Gemma 2B", 7) == "line"
    assert where(_TEXT, lines, "Gemma 7B", 3) == "heading"
    assert where(_TEXT, lines, "Gemma 2B", 9) == "before"
    assert where(_TEXT, lines, "Gemma 2B", 3) == "after"


def test_outcome_classes() -> None:
    assert outcome(None, None) == "null_ok"
    assert outcome("Gemma 7B", None) == "overbind"
    assert outcome(None, "Gemma 7B") == "underbind"
    assert outcome("Gemma 2B", "Gemma 7B") == "wrong"
    assert outcome("Google Gemma 7B", "Gemma 7B") == "named_ok"

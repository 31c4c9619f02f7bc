"""Every figure step's documented examples: each sentence gives exactly the figures its
table says, and switching the step off changes what at least one of them gives, so every
example table shows what its step does."""

from __future__ import annotations

import importlib

import pytest

from claims.extract import figures_in_text
from claims.extract.figures.candidate import Example, describe
from claims.extract.figures.ruler import DEFAULT_RULER, Ruler

STEPS = DEFAULT_RULER.names()


def _examples(step: str) -> tuple[Example, ...]:
    """The examples of the step module named like the step."""
    module = importlib.import_module(f"claims.extract.figures.steps.{step}")
    examples: tuple[Example, ...] = module.EXAMPLES
    return examples


def _gives(sentence: str, ruler: Ruler = DEFAULT_RULER) -> tuple[str, ...]:
    """The figures a sentence gives, each in one line."""
    return tuple(describe(fig) for fig in figures_in_text(sentence, ruler=ruler))


CASES = [(step, example) for step in STEPS for example in _examples(step)]


def test_every_step_has_examples() -> None:
    """No step goes undocumented."""
    assert all(_examples(step) for step in STEPS)


@pytest.mark.parametrize(("step", "example"), CASES,
                         ids=[f"{step}-{i}" for i, (step, _) in enumerate(CASES)])
def test_example_gives_its_figures(step: str, example: Example) -> None:
    """The sentence gives exactly the figures listed, in order."""
    assert _gives(example.sentence) == example.gives


def _read(sentence: str, ruler: Ruler = DEFAULT_RULER) -> list[tuple[str, int, int]]:
    """The figures a sentence gives with their spans (a step may move only a span)."""
    return [(describe(fig), fig.start, fig.end) for fig in figures_in_text(sentence, ruler=ruler)]


@pytest.mark.parametrize("step", STEPS)
def test_switching_the_step_off_changes_an_example(step: str) -> None:
    """Without the step, at least one of its examples reads otherwise."""
    without = DEFAULT_RULER.without(step)
    assert any(_read(e.sentence, without) != _read(e.sentence) for e in _examples(step))

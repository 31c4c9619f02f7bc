"""The figure ruler's ordering API: steps placed before or after a named step, pushed last,
replaced at their name or switched off by name; an unknown or repeated name is an error.
And no step's docstring says where it stands: the ruler's order is the only record."""

from __future__ import annotations

import ast
import re

import pytest

from claims.extract import figures_in_text
from claims.extract.figures.candidate import Candidate, Context, Step, describe
from claims.extract.figures.ruler import DEFAULT_RULER, Ruler
from tests.conftest import ROOT

SENTENCE = "The array reads at 14 GB/s on 8 drives, up from 9 GB/s."
STEPS_DIR = ROOT / "claims" / "extract" / "figures" / "steps"


def _gives(ruler: Ruler) -> list[str]:
    """What the sentence gives under a ruler."""
    return [describe(fig) for fig in figures_in_text(SENTENCE, ruler=ruler)]


def _seen_by(log: list[list[str]]) -> Step:
    """A step that records the units of the candidates it is handed and changes nothing."""
    def step(ctx: Context, found: list[Candidate]) -> list[Candidate]:
        log.append([c.unit.canonical if c.unit else "" for c in found])
        return found
    return step


def _drop_all(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """A step that finds nothing worth keeping."""
    return []


def test_before_and_after_place_the_step_next_to_its_anchor() -> None:
    ruler = DEFAULT_RULER.before("units", "probe_a", _drop_all)
    names = ruler.names()
    assert names.index("probe_a") == names.index("units") - 1
    ruler = DEFAULT_RULER.after("units", "probe_b", _drop_all)
    names = ruler.names()
    assert names.index("probe_b") == names.index("units") + 1
    assert DEFAULT_RULER.push("probe_c", _drop_all).names()[-1] == "probe_c"
    assert "probe_a" not in DEFAULT_RULER.names(), "placing a step leaves the ruler as it was"


def test_a_placed_step_runs_where_it_is_placed() -> None:
    before_units: list[list[str]] = []
    after_units: list[list[str]] = []
    ruler = (DEFAULT_RULER.before("units", "probe_before", _seen_by(before_units))
             .after("units", "probe_after", _seen_by(after_units)))
    assert _gives(ruler) == _gives(DEFAULT_RULER), "a step that changes nothing changes nothing"
    assert before_units == [["", "", ""]], "before `units` no number has its unit"
    assert after_units == [["GB/s", "count", "GB/s"]]


def test_a_step_that_drops_everything_empties_the_sentence() -> None:
    assert _gives(DEFAULT_RULER)  # the sentence has figures
    assert _gives(DEFAULT_RULER.after("numbers", "drop", _drop_all)) == []


def test_at_replaces_a_step_in_its_place() -> None:
    ruler = DEFAULT_RULER.at("numbers", _drop_all)
    assert ruler.names() == DEFAULT_RULER.names()
    assert _gives(ruler) == []


def test_unknown_names_are_errors() -> None:
    for place in (DEFAULT_RULER.before, DEFAULT_RULER.after):
        with pytest.raises(KeyError, match="no such step: unit'"):
            place("unit", "probe", _drop_all)
    with pytest.raises(KeyError, match="no such step: nope"):
        DEFAULT_RULER.at("nope", _drop_all)
    with pytest.raises(KeyError, match="no such step: nope"):
        DEFAULT_RULER.without("units", "nope")


def test_a_name_cannot_be_given_twice() -> None:
    with pytest.raises(ValueError, match="step named twice: units"):
        DEFAULT_RULER.after("numbers", "units", _drop_all)


def test_without_switches_a_step_off_by_name() -> None:
    without_units = DEFAULT_RULER.without("units")
    assert without_units.names() == DEFAULT_RULER.names()
    assert without_units.disabled == {"units"}
    gives = _gives(without_units)
    assert gives != _gives(DEFAULT_RULER)
    assert not any("GB/s" in figure for figure in gives), "no unit is attached without `units`"


def test_each_step_module_is_in_the_ruler_once_under_its_own_name() -> None:
    modules = sorted(p.stem for p in STEPS_DIR.glob("*.py") if p.stem != "__init__")
    assert sorted(DEFAULT_RULER.names()) == modules
    for name, step in DEFAULT_RULER.steps:
        assert step.__module__ == f"claims.extract.figures.steps.{name}"


def _docstrings(path_text: str) -> list[str]:
    """The module's docstring and every function's and class's."""
    tree = ast.parse(path_text)
    nodes = [tree, *(n for n in ast.walk(tree)
                     if isinstance(n, (ast.FunctionDef, ast.ClassDef)))]
    return [doc for n in nodes if (doc := ast.get_docstring(n))]


def test_no_step_docstring_states_its_position() -> None:
    position = re.compile(r"\bstep\s+\d+\b|\b\d+(?:st|nd|rd|th)\s+step\b", re.I)
    stated = [f"{path.name}: {found.group()}"
              for path in sorted(STEPS_DIR.glob("*.py"))
              for doc in _docstrings(path.read_text(encoding="utf-8"))
              for found in position.finditer(doc)]
    assert stated == []


def test_ruler_copies_keep_what_was_switched_off() -> None:
    ruler = DEFAULT_RULER.without("dates").after("units", "probe", _drop_all)
    assert ruler.disabled == {"dates"}
    assert "probe" in ruler.names()

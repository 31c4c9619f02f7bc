"""A trained model of the decisions, as shipped in `claims/data/decisions.json`: weights
per feature, read into plain dicts and scored with dot products (no numpy at run time)."""

from __future__ import annotations

import functools
import io
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from claims.errors import ClaimsError
from claims.learn.labels import CHOICES, FIGURE_DECISIONS

FORMAT = 1
#: The always-on feature that carries a class's intercept.
INTERCEPT = "_intercept"
SHIPPED = "decisions.json"


@dataclass(frozen=True)
class Decisions:
    """The weights of each learned decision; a decision without weights keeps the rules'."""

    choices: Mapping[str, Mapping[str, float]] = field(default_factory=dict)
    figures: Mapping[str, Mapping[str, Mapping[str, float]]] = field(default_factory=dict)
    #: How far a figure decision's best label must score above the rules' label to
    #: replace it: the model overrides the rules only where it is sure.
    margins: Mapping[str, float] = field(default_factory=dict)
    origin: str = "<rules>"
    _cache: dict[str, tuple[tuple[str, Mapping[str, float]], ...]] = \
        field(default_factory=dict, compare=False, repr=False)

    def score(self, decision: str, features: Mapping[str, float]) -> float:
        """A candidate's score for a choice decision: the dot product with its weights."""
        weights = self.choices[decision]
        return sum(weights.get(name, 0.0) * value for name, value in features.items())

    def classify(self, decision: str, features: Mapping[str, float], rule: str) -> str:
        """The best label for a figure decision (the first in name order on a tie), or the
        rules' label when the best scores less than the decision's margin above it."""
        return self.pick(decision, self.scores(decision, features), rule)

    def pick(self, decision: str, scores: Mapping[str, float], rule: str) -> str:
        """The best of a figure decision's label scores, or the rules' label when the best
        scores less than the decision's margin above it."""
        label = max(scores, key=lambda name: scores[name])
        if rule in scores and scores[label] - scores[rule] < self.margins.get(decision, 0.0):
            return rule
        return label

    def scores(self, decision: str, features: Mapping[str, float]) -> dict[str, float]:
        """Each label's score for a figure decision, in name order."""
        scores: dict[str, float] = {}
        # Each label's score is its intercept plus its weighted features, added in the
        # features' order; a feature the label has no weight for adds nothing (not 0.0).
        for label, weights in self._labels(decision):
            score, weight_of = weights.get(INTERCEPT, 0.0), weights.get
            for name, value in features.items():
                weight = weight_of(name)
                if weight is not None and name != INTERCEPT:
                    score += weight * value
            scores[label] = score
        return scores

    def _labels(self, decision: str) -> tuple[tuple[str, Mapping[str, float]], ...]:
        """A figure decision's labels with their weights, in name order; sorted once.

        The weights are read where they are (a lookup per label and feature) rather than
        turned into an index by feature first: building that index took some 5 ms, a
        fiftieth of a one-line `claims vet`, and pays back only after a thousand figures."""
        cached = self._cache.get(decision)
        if cached is None:
            cached = self._cache[decision] = tuple(sorted(self.figures[decision].items()))
        return cached


#: No learned decision: the rules' choices stand.
RULES_ONLY = Decisions()


def _floats(value: Any, where: str, path: str) -> dict[str, float]:
    """A map of feature name -> weight, or a one-line error naming where it is wrong."""
    if isinstance(value, dict):
        weights = {}
        for k, v in value.items():  # checked and converted in one pass (the model is large)
            if not isinstance(k, str) or not isinstance(v, (int, float)) or isinstance(v, bool):
                break
            weights[k] = float(v)
        else:
            return weights
    raise ClaimsError(f"model file: {where} must map feature names to numbers", path)


def parse(data: Any, path: str) -> Decisions:
    """A Decisions from the JSON data of a model file, checked."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ClaimsError(f"model file: not a claims decisions model (format {FORMAT})", path)
    choices, figures = data.get("choices", {}), data.get("figures", {})
    if not isinstance(choices, dict) or not isinstance(figures, dict):
        raise ClaimsError("model file: 'choices' and 'figures' must be tables", path)
    unknown = sorted(set(choices) - set(CHOICES)) + sorted(set(figures) - set(FIGURE_DECISIONS))
    if unknown:
        raise ClaimsError(f"model file: unknown decision {unknown[0]!r}", path)
    parsed_figures: dict[str, dict[str, dict[str, float]]] = {}
    for name, labels in figures.items():
        if not isinstance(labels, dict) or not labels:
            raise ClaimsError(f"model file: figures.{name} must map labels to weights", path)
        parsed_figures[name] = {label: _floats(w, f"figures.{name}.{label}", path)
                                for label, w in labels.items()}
    margins = _floats(data.get("margins", {}), "margins", path)
    return Decisions(choices={name: _floats(w, f"choices.{name}", path)
                              for name, w in choices.items()},
                     figures=parsed_figures, margins=margins, origin=path)


def load(path: str | Path) -> Decisions:
    """Read a model file written by `claims train`; a bad file is a one-line error."""
    where = str(path)
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise ClaimsError(f"cannot read model file: {exc.strerror}", where) from None
    return from_bytes(raw, where)


def from_bytes(raw: bytes, where: str) -> Decisions:
    """The Decisions of a model file's bytes: the weights kept from an earlier run of these
    exact bytes (`claims.learn.kept`), else parsed and checked, then kept."""
    from claims.learn import kept

    weights = kept.kept(raw)
    if weights is not None:
        return Decisions(*weights, origin=where)
    try:
        # as `Path.read_text` reads: UTF-8, universal newlines
        text = io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8").read()
    except UnicodeDecodeError:
        raise ClaimsError("cannot read model file: not UTF-8 text", where) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ClaimsError(f"model file is not JSON: {exc.msg}", where, exc.lineno,
                          exc.colno) from None
    decisions = parse(data, where)
    kept.keep(raw, decisions.choices, decisions.figures, decisions.margins)
    return decisions


@functools.cache
def shipped() -> Decisions:
    """The model shipped with the package (`bench/train_shipped.py` rebuilds it)."""
    data = resources.files("claims").joinpath("data", SHIPPED)
    if not data.is_file():
        return RULES_ONLY
    return from_bytes(data.read_bytes(), f"claims/data/{SHIPPED}")


def dumps(data: Mapping[str, Any]) -> str:
    """A model's JSON text: sorted keys, one layout, so the same weights give the same bytes."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True) + "\n"

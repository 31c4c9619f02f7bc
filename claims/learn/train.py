"""Training (the `train` extra): logistic regression over the examples, a binary ranker
per choice decision and a multinomial classifier per figure decision. Deterministic:
inputs in path order, one thread, a fixed solver, weights rounded, keys sorted."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from claims.errors import ClaimsError
from claims.learn.corpus import gold_files, read_gold
from claims.learn.examples import DocExamples, Group, examples
from claims.learn.features import Features
from claims.learn.labels import CHOICES, FIGURE_DECISIONS, OTHER, applicable
from claims.learn.weights import FORMAT, INTERCEPT

#: Inverse regularisation strength, the same for every decision.
C = 1.0
#: A feature seen in fewer training rows than this gets no weight (a smaller, steadier file).
MIN_COUNT = 2
DIGITS = 3
#: Weights smaller than this are dropped: they move no decision and only grow the file.
PRUNE = 0.01
#: A label seen fewer times than this is learned as "other" (the rules' choice stands).
MIN_LABEL = 3


def _sklearn() -> Any:
    """The learner, or a one-line error naming the extra to install."""
    try:
        from sklearn.linear_model import LogisticRegression
        from threadpoolctl import threadpool_limits
    except ImportError:
        raise ClaimsError("training needs the train extra: pip install 'claims[train]'") \
            from None
    return LogisticRegression, threadpool_limits


def _vocabulary(rows: Sequence[Features]) -> list[str]:
    """The feature names seen often enough, sorted."""
    seen: Counter[str] = Counter(name for row in rows for name in row)
    return sorted(name for name, n in seen.items() if n >= MIN_COUNT)


def _matrix(rows: Sequence[Features], names: list[str]) -> Any:
    """Rows as a dense float matrix over the named features."""
    import numpy as np

    where = {name: i for i, name in enumerate(names)}
    out = np.zeros((len(rows), len(names)))
    for r, row in enumerate(rows):
        for name, value in row.items():
            if name in where:
                out[r, where[name]] = value
    return out


def _weights(names: list[str], coef: Any) -> dict[str, float]:
    """Non-zero weights by feature name, rounded so every machine writes the same bytes."""
    out = {n: round(float(w), DIGITS) for n, w in zip(names, coef, strict=True)}
    return {n: w for n, w in sorted(out.items()) if abs(w) >= PRUNE}


def fit_choice(groups: Sequence[Group]) -> dict[str, float] | None:
    """A ranker for one choice decision: candidates scored by a binary logistic model."""
    rows = [feats for group in groups for feats, _ in group]
    labels = [right for group in groups for _, right in group]
    if len(set(labels)) < 2:
        return None
    learner, limits = _sklearn()
    names = _vocabulary(rows)
    with limits(1):
        model = learner(C=C, max_iter=5000, tol=1e-8).fit(_matrix(rows, names), labels)
    return _weights(names, model.coef_[0])


def fit_figure(rows: Sequence[tuple[Features, str]],
               known: Callable[[str], bool]) -> dict[str, dict[str, float]] | None:
    """A classifier for one figure decision: a multinomial logistic model over its labels."""
    seen = Counter(label for _, label in rows)
    rows = [(f, label if seen[label] >= MIN_LABEL and known(label) else OTHER)
            for f, label in rows]
    labels = sorted({label for _, label in rows})
    if len(labels) < 2:
        return None
    learner, limits = _sklearn()
    names = _vocabulary([feats for feats, _ in rows])
    with limits(1):
        model = learner(C=C, max_iter=5000, tol=1e-8).fit(
            _matrix([f for f, _ in rows], names), [label for _, label in rows])
    classes = [str(c) for c in model.classes_]
    if len(classes) == 2:  # one score: the second class's; the first scores zero
        return {classes[0]: {}, classes[1]: {**_weights(names, model.coef_[0]),
                                             INTERCEPT: round(float(model.intercept_[0]),
                                                              DIGITS)}}
    return {c: {**_weights(names, model.coef_[i]),
                INTERCEPT: round(float(model.intercept_[i]), DIGITS)}
            for i, c in enumerate(classes)}


def fit(docs: Sequence[DocExamples]) -> dict[str, Any]:
    """The model file's data, trained on the given documents' examples."""
    choices = {d: fit_choice([g for doc in docs for g in doc.groups[d]]) for d in CHOICES}
    figures = {d: fit_figure([r for doc in docs for r in doc.rows[d]],
                             lambda label, d=d: applicable(d, label))
               for d in FIGURE_DECISIONS}
    return {"format": FORMAT,
            "choices": {d: w for d, w in choices.items() if w is not None},
            "figures": {d: w for d, w in figures.items() if w is not None},
            "trained_on": sorted(doc.gold.path.name for doc in docs)}


def corpus_examples(paths: Sequence[str | Path], *,
                    force_sealed: bool = False) -> list[DocExamples]:
    """The examples of every gold list under the given folders, in path order."""
    return [examples(read_gold(p)) for p in gold_files(paths, force_sealed=force_sealed)]


def train(paths: Sequence[str | Path], *, force_sealed: bool = False) -> dict[str, Any]:
    """Train on a corpus (folders of documents and gold lists): the model file's data."""
    _sklearn()  # fail before reading the corpus when the extra is missing
    return fit(corpus_examples(paths, force_sealed=force_sealed))

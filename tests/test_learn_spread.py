"""A figure decision's feature gets a weight only when enough training sets hold it
(claims.learn.train.MIN_SETS): a word one set's posts use (a product's name in a column
header, a section's title) is that set's, and the kind learned from it carried to no
unseen set. Rows written for these tests."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from claims.learn.train import MIN_SETS, fit_figure, spread

pytest.importorskip("sklearn")


def _doc(folder: str, rows: list[tuple[dict[str, float], str]]) -> Any:
    """A stand-in for one document's examples: its gold list's folder and its kind rows."""
    gold = SimpleNamespace(path=Path("tests/fixtures") / folder / "post.gold.yaml")
    return SimpleNamespace(gold=gold, rows={"kind": rows})


def _corpus() -> list[Any]:
    """Four sets: a setting word every set writes ("with"), a result word every set writes
    ("p99"), and one set's own header word ("v6.2") on its results."""
    docs = []
    for i, folder in enumerate(("dbs", "kernels", "serving", "storage")):
        rows = [({"b:with": 1.0}, "config"), ({"b:with": 1.0}, "config"),
                ({"b:p99": 1.0}, "headline"), ({"b:p99": 1.0}, "headline")]
        if i == 0:
            rows += [({"h:v6.2": 1.0}, "headline")] * 3
        docs.append(_doc(folder, rows))
    return docs


def test_a_feature_of_one_set_is_not_spread() -> None:
    held = spread(_corpus(), "kind", 4)
    assert "b:with" in held and "b:p99" in held
    assert "h:v6.2" not in held
    assert "h:v6.2" in spread(_corpus(), "kind", 1)


def test_fewer_sets_than_asked_keep_every_feature() -> None:
    one = [_doc("only", [({"h:v6.2": 1.0}, "headline"), ({"b:with": 1.0}, "config")])]
    assert spread(one, "kind", 4) == {"h:v6.2", "b:with"}


def test_only_spread_features_get_a_weight() -> None:
    docs = _corpus()
    rows = [r for d in docs for r in d.rows["kind"]]
    model = fit_figure(rows, lambda label: True, spread(docs, "kind", MIN_SETS["kind"]))
    assert model is not None
    weighted = {name for weights in model.values() for name in weights}
    assert "b:with" in weighted and "h:v6.2" not in weighted
    every = fit_figure(rows, lambda label: True)
    assert every is not None
    assert "h:v6.2" in {name for weights in every.values() for name in weights}

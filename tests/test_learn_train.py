"""Training: the same corpus gives the same bytes, and a corrected gold list, trained on,
changes the decision it corrects (label, correct, train, vet)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml

from tests.conftest import run_cli, run_cli_process

pytest.importorskip("sklearn")

CORPUS = Path(__file__).parent / "fixtures" / "learn"


def test_training_twice_gives_identical_bytes(tmp_path: Path) -> None:
    first, second = tmp_path / "one.json", tmp_path / "two.json"
    # the second in its own process: another hash seed, no warm caches
    for out, run in ((first, run_cli), (second, run_cli_process)):
        result = run("train", str(CORPUS), "-o", str(out))
        assert result.returncode == 0, result.stderr
    assert first.read_bytes() == second.read_bytes()
    data = json.loads(first.read_text())
    assert data["trained_on"] == ["kestrel-kv.gold.yaml", "orbit-serve.gold.yaml"]
    assert set(data["choices"]) == {"hardware", "model", "accelerators"}


def _independence(model: Path | None, document: Path) -> set[str]:
    """The independence of every record `claims extract` gives a document."""
    extra = ("--model", str(model)) if model else ()
    result = run_cli("extract", "--format", "json", "--all", *extra, str(document))
    assert result.returncode == 0, result.stderr
    return {c.get("independence", "unknown") for c in json.loads(result.stdout)["claims"]}


def test_a_corrected_label_once_trained_changes_the_decision(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    shutil.copytree(CORPUS, corpus)
    document = corpus / "orbit-serve.md"
    before = _independence(None, document)
    # The person correcting the list says a partner measured every figure of this post.
    gold_path = corpus / "orbit-serve.gold.yaml"
    gold = yaml.safe_load(gold_path.read_text())
    for mention in gold["mentions"]:
        mention["measured_by"] = "partner"
    gold_path.write_text(yaml.safe_dump(gold, sort_keys=False))
    model = tmp_path / "model.json"
    result = run_cli("train", str(corpus), "-o", str(model), "--decisions", "measured_by")
    assert result.returncode == 0, result.stderr
    assert "measured_by" in result.stderr
    assert "partner" not in before
    assert _independence(model, document) == {"partner"}


def test_settings_set_the_margins_and_the_shrinking() -> None:
    from claims.learn import train

    docs = train.corpus_examples([CORPUS])
    shipped = train.fit(docs)
    # the defaults are the shipped constants
    assert shipped["margins"]["kind"] == train.MARGIN
    assert shipped["margins"]["hardware"] == train.MARGIN_CHOICE["hardware"]
    wide = train.Settings(margin=4.5, margin_choice={**train.MARGIN_CHOICE, "hardware": 0.5})
    other = train.fit(docs, settings=wide)
    assert other["margins"]["kind"] == 4.5
    assert other["margins"]["hardware"] == 0.5
    # the margins are read when deciding: the weights stay those of the shipped constants
    assert other["choices"] == shipped["choices"] and other["figures"] == shipped["figures"]
    # must-not: a stronger shrinking leaves no choice weight larger than the shipped one
    strong = train.fit(docs, ["hardware"], train.Settings(c=train.C / 10))
    weak = train.fit(docs, ["hardware"])
    size = sum(abs(w) for n, w in strong["choices"]["hardware"].items()
               if n not in train.UNPENALISED)
    assert size < sum(abs(w) for n, w in weak["choices"]["hardware"].items()
                      if n not in train.UNPENALISED)

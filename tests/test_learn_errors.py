"""A bad model file or a bad corpus is one line on stderr naming the file (and the line
where there is one), exit 2, never a traceback."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from claims.errors import ClaimsError
from claims.learn.weights import load
from tests.conftest import run_cli

DOC = Path(__file__).parent / "fixtures" / "learn" / "orbit-serve.md"


def _one_line_error(args: list[str]) -> str:
    """Run the CLI, check the one-line error convention, return the line."""
    result = run_cli(*args)
    assert result.returncode == 2, result.stdout
    assert result.stderr.startswith("claims: error: ") and result.stderr.count("\n") == 1
    assert "Traceback" not in result.stderr
    return result.stderr


@pytest.mark.parametrize(("content", "says"), [
    ('{"format": 1,\n  "choices": ', ":2:"),  # not JSON: the line where it breaks
    ('{"format": 7}', "not a claims decisions model"),
    ('{"format": 1, "choices": {"colour": {}}}', "unknown decision 'colour'"),
    ('{"format": 1, "choices": {"hardware": {"rule": "high"}}}', "choices.hardware"),
    ('{"format": 1, "figures": {"kind": {"headline": []}}}', "figures.kind.headline"),
    ('[1, 2]', "not a claims decisions model"),
])
def test_a_bad_model_file_is_one_line(tmp_path: Path, content: str, says: str) -> None:
    model = tmp_path / "model.json"
    model.write_text(content)
    line = _one_line_error(["vet", "--model", str(model), str(DOC)])
    assert str(model) in line and says in line


def test_a_missing_model_file_is_one_line(tmp_path: Path) -> None:
    line = _one_line_error(["extract", "--model", str(tmp_path / "none.json"), str(DOC)])
    assert "cannot read model file" in line


def test_model_in_settings_is_read_relative_to_the_settings_file(tmp_path: Path) -> None:
    (tmp_path / "claims.toml").write_text('model = "models/mine.json"\n')
    result = run_cli("vet", str(DOC), cwd=tmp_path)
    assert result.returncode == 2
    assert str(tmp_path / "models" / "mine.json") in result.stderr


def test_a_bad_gold_list_names_its_file_and_line(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_text("The box did 5 GB/s.\n")
    (tmp_path / "a.gold.yaml").write_text("document: a.md\nmentions:\n  - {line: 1,\n  bad\n")
    line = _one_line_error(["train", str(tmp_path), "-o", str(tmp_path / "m.json")])
    assert f"{tmp_path / 'a.gold.yaml'}:" in line and "malformed YAML" in line


def test_a_gold_list_without_its_document_is_refused(tmp_path: Path) -> None:
    (tmp_path / "a.gold.yaml").write_text("document: gone.md\nmentions: []\n")
    line = _one_line_error(["train", str(tmp_path), "-o", str(tmp_path / "m.json")])
    assert "'gone.md' is not beside the gold list" in line


def test_a_sealed_set_is_never_trained_on(tmp_path: Path) -> None:
    sealed = tmp_path / "sealed3"
    sealed.mkdir()
    line = _one_line_error(["train", str(sealed), "-o", str(tmp_path / "m.json")])
    assert "sealed set is never trained on" in line


def test_training_without_the_extra_says_which_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    from claims.learn import train

    monkeypatch.setitem(sys.modules, "sklearn.linear_model", None)
    with pytest.raises(ClaimsError, match=r"pip install 'claims\[train\]'"):
        train.train([str(DOC.parent)])


def test_the_shipped_model_loads() -> None:
    shipped = Path(__file__).parent.parent / "claims" / "data" / "decisions.json"
    model = load(shipped)
    assert "kind" in model.figures and model.margins["kind"] > 0

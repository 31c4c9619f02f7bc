"""A model file's weights kept between runs (`claims.learn.kept`): read back equal to a
fresh parse, and only for the exact bytes they were parsed from."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from claims.errors import ClaimsError
from claims.learn import kept
from claims.learn.weights import Decisions, load, parse
from claims.vocabulary import pattern_cache

MODEL = {"format": 1,
         "choices": {"hardware": {"_intercept": -0.5, "in_heading": 1.25, "named_twice": 0.75}},
         "figures": {"kind": {"headline": {"_intercept": 0.1, "verb=reaches": 2.0},
                              "config": {"_intercept": -0.1, "noun=threads": 1.5}}},
         "margins": {"kind": 0.25}}


@pytest.fixture
def folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """The kept tables in a folder of their own."""
    where = tmp_path / "cache"
    monkeypatch.setenv(pattern_cache.ENV, str(where))
    return where


def _write(path: Path, model: dict[str, object]) -> Path:
    """The model written as `claims train` writes it."""
    path.write_text(json.dumps(model, sort_keys=True), encoding="utf-8")
    return path


def _same(a: Decisions, b: Decisions) -> bool:
    """Equal weights in the same order, and the same origin."""
    return (a == b and json.dumps([a.choices, a.figures, a.margins]) ==
            json.dumps([b.choices, b.figures, b.margins]))


def test_a_second_read_is_the_kept_weights_equal_to_a_parse(folder: Path, tmp_path: Path) -> None:
    path = _write(tmp_path / "model.json", MODEL)
    first = load(path)
    assert kept.kept(path.read_bytes()) is not None, "kept after the first read"
    again = load(path)
    assert _same(again, first)
    assert _same(again, parse(json.loads(path.read_text(encoding="utf-8")), str(path)))
    assert again.origin == str(path)
    assert again.classify("kind", {"verb=reaches": 1.0}, "config") == "headline"


def test_a_file_changed_in_one_weight_is_parsed_again(folder: Path, tmp_path: Path) -> None:
    path = _write(tmp_path / "model.json", MODEL)
    load(path)
    changed = json.loads(json.dumps(MODEL))
    changed["figures"]["kind"]["headline"]["verb=reaches"] = -3.0
    _write(path, changed)
    assert kept.kept(path.read_bytes()) is None
    assert load(path).figures["kind"]["headline"]["verb=reaches"] == -3.0


def test_with_the_cache_off_nothing_is_kept(monkeypatch: pytest.MonkeyPatch,
                                            tmp_path: Path) -> None:
    monkeypatch.setenv(pattern_cache.ENV, "off")
    path = _write(tmp_path / "model.json", MODEL)
    assert _same(load(path), load(path))
    assert kept.kept(path.read_bytes()) is None


def test_a_bad_file_is_still_an_error_at_its_line(folder: Path, tmp_path: Path) -> None:
    path = tmp_path / "model.json"
    path.write_text('{"format": 1,\r\n  "choices": ', encoding="utf-8")
    with pytest.raises(ClaimsError) as caught:
        load(path)
    assert "not JSON" in str(caught.value) and caught.value.line == 2
    assert kept.kept(path.read_bytes()) is None
    path.write_bytes(b'{"format": 1, "choices": {"hardware": {"caf\xe9": 1}}}')
    with pytest.raises(ClaimsError, match="not UTF-8"):
        load(path)


def test_a_damaged_table_is_not_read(folder: Path, tmp_path: Path) -> None:
    path = _write(tmp_path / "model.json", MODEL)
    load(path)
    table = pattern_cache.cache_file(kept.KIND)
    assert table is not None and table.is_file()
    data = bytearray(table.read_bytes())
    data[-5] ^= 0x01
    table.write_bytes(bytes(data))
    assert kept.kept(path.read_bytes()) is None
    assert _same(load(path), parse(json.loads(path.read_text(encoding="utf-8")), str(path)))


def test_each_model_is_read_only_when_asked_for(folder: Path, tmp_path: Path) -> None:
    paths = [_write(tmp_path / f"model{i}.json", {**MODEL, "margins": {"kind": i / 8}})
             for i in range(3)]
    models = [load(path) for path in paths]
    table = pattern_cache.read_table(pattern_cache.cache_file(kept.KIND))
    assert len(table) == 3
    assert all(isinstance(entry, bytes) for entry in table.values()), \
        "the weights of models not asked for stay bytes"
    for path, model in zip(paths, models, strict=True):
        assert _same(load(path), model)


def test_a_table_of_the_earlier_layout_or_a_damaged_entry(folder: Path, tmp_path: Path) -> None:
    import marshal

    path = _write(tmp_path / "model.json", MODEL)
    model = load(path)
    file = pattern_cache.cache_file(kept.KIND)
    key, entry = next(iter(pattern_cache.read_table(file).items()))
    pattern_cache.write_table(file, {key: marshal.loads(entry)})  # weights as plain values
    weights = kept.kept(path.read_bytes())
    assert weights is not None and _same(load(path), model)
    pattern_cache.write_table(file, {key: entry[:-3]})  # bytes that are no weights
    assert kept.kept(path.read_bytes()) is None
    assert _same(load(path), model), "parsed again from the file"

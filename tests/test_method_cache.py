"""The kept table of dataclass methods: a class made inside `kept_methods` is the class
`dataclasses` makes outside it, and a second process reads its methods instead of compiling."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
import typing
from pathlib import Path

import pytest

from claims import method_cache
from claims.vocabulary import pattern_cache
from tests.conftest import ROOT

METHODS = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__")


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """The cache in a folder of its own, with nothing read or new in this process."""
    monkeypatch.setenv(pattern_cache.ENV, str(tmp_path))
    monkeypatch.setattr(method_cache, "_table", None)
    monkeypatch.setattr(method_cache, "_new", {})
    monkeypatch.setattr(method_cache, "_used", set())
    return tmp_path


def _make(name: str) -> type:
    """A frozen dataclass with a default, a factory and a field kept out of repr and eq."""
    fields = [("reading", float), ("unit", str, dataclasses.field(default="GB/s")),
              ("notes", list, dataclasses.field(default_factory=list, compare=False,
                                               repr=False))]
    return dataclasses.make_dataclass(name, fields, frozen=True, slots=True)


def _same_methods(ours: type, theirs: type) -> None:
    """Every method `dataclasses` wrote has the same code and annotations in both classes."""
    for method in METHODS:
        mine, plain = getattr(ours, method), getattr(theirs, method)
        assert mine.__code__.co_code == plain.__code__.co_code, method
        assert mine.__code__.co_consts == plain.__code__.co_consts, method
        assert mine.__code__.co_flags == plain.__code__.co_flags, method
        assert mine.__annotations__ == plain.__annotations__, method


def test_a_class_made_inside_the_block_is_the_class_made_outside(fresh: Path) -> None:
    plain = _make("Plain")
    with method_cache.kept_methods():
        first = _make("Kept")
        again = _make("KeptAgain")  # the same texts: now answered from this run's entries
    assert "exec" not in vars(dataclasses), "the hook is gone after the block"
    assert method_cache.kept_entries(), "the texts were kept"
    for made in (first, again):
        _same_methods(made, plain)
        value = made(14.0)
        assert value == made(14.0, "GB/s", ["other notes"])  # notes are not compared
        assert hash(value) == hash(made(14.0))
        assert repr(value) == f"{made.__name__}(reading=14.0, unit='GB/s')"
        assert value.notes == [] and value.notes is not made(14.0).notes
        with pytest.raises(dataclasses.FrozenInstanceError):
            value.reading = 1.0  # type: ignore[misc]
        with pytest.raises(TypeError):
            made()  # the required field is still required


def test_the_annotations_stay_objects_not_strings(fresh: Path) -> None:
    """This module is compiled under `from __future__ import annotations`; the methods must
    not inherit it (their annotations are the field types, as `dataclasses` makes them)."""
    with method_cache.kept_methods():
        made = _make("Annotated")
    assert made.__init__.__annotations__["reading"] is float
    assert made.__init__.__annotations__["return"] is None


def test_off_leaves_dataclasses_alone(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(pattern_cache.ENV, "off")
    with method_cache.kept_methods():
        assert "exec" not in vars(dataclasses)
        _make("Off")
    assert not method_cache.kept_entries()


def test_a_block_inside_a_block_leaves_the_outer_hook_in_place(fresh: Path) -> None:
    with method_cache.kept_methods():
        with method_cache.kept_methods():
            pass
        assert "exec" in vars(dataclasses), "the inner block did not remove the outer's hook"
    assert "exec" not in vars(dataclasses)


def test_a_damaged_table_is_not_read(fresh: Path) -> None:
    with method_cache.kept_methods():
        _make("Saved")
    method_cache.save()
    path = pattern_cache.cache_file(method_cache.KIND)
    assert path is not None and path.is_file()
    data = bytearray(path.read_bytes())
    data[-5] ^= 0x01
    path.write_bytes(bytes(data))
    method_cache._table = None
    assert method_cache.compiled("answer = 42\n") is not None
    assert method_cache._table == {}, "the changed table was not trusted"


def test_a_second_process_reads_what_the_first_compiled(tmp_path: Path) -> None:
    code = ("import sys\n"
            "from claims import method_cache\n"
            "from claims.cyclic import start_up\n"
            "with start_up():\n"
            "    import claims.model, checkers.rule\n"
            "print(len(method_cache._new), len(method_cache._used))\n")
    env = {"PYTHONPATH": str(ROOT), "PATH": "", "CLAIMS_PATTERN_CACHE": str(tmp_path)}

    def run() -> tuple[int, int]:
        done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                              text=True, timeout=120, check=True, env=env)
        new, used = done.stdout.split()
        return int(new), int(used)

    first_new, first_used = run()
    second_new, second_used = run()
    assert first_new > 0 and first_used == 0, "a first run compiles and keeps"
    assert second_new == 0 and second_used > 0, "a second run reads every method it makes"


# Annotations as a module under `from __future__ import annotations` writes them.
FORWARD = ("str", "int | None", "tuple[Setting, ...]", "Literal['always', 'never']",
           "dict[str, list[float]]")


def test_a_forward_reference_made_inside_the_block_is_the_one_made_outside(
        fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    plain = [typing.ForwardRef(text) for text in FORWARD]
    with method_cache.kept_methods():
        assert "compile" in vars(typing)
        kept = [typing.ForwardRef(text) for text in FORWARD]
        again = typing.ForwardRef(FORWARD[2])
        with pytest.raises(SyntaxError):
            typing.ForwardRef("not an expression:")
        assert compile("x = 1", "<m>", "exec").co_filename == "<m>", "other calls: compile's"
    assert "compile" not in vars(typing)
    assert again.__forward_code__ is kept[2].__forward_code__, "one text, compiled once"
    for mine, theirs in zip(kept, plain, strict=True):
        assert mine == theirs
        assert mine.__forward_code__.co_code == theirs.__forward_code__.co_code
        assert mine.__forward_code__.co_names == theirs.__forward_code__.co_names
        assert mine.__forward_code__.co_consts == theirs.__forward_code__.co_consts
    namespace = {"Setting": float, "Literal": typing.Literal}
    assert [typing._eval_type(r, namespace, None) for r in kept] == \
        [typing._eval_type(r, namespace, None) for r in plain]  # type: ignore[attr-defined]
    method_cache.save()
    monkeypatch.setattr(method_cache, "_table", None)
    monkeypatch.setattr(method_cache, "_new", {})
    with method_cache.kept_methods():
        read = [typing.ForwardRef(text) for text in FORWARD]
    assert not method_cache._new, "the second time, every text is read from the table"
    assert [r.__forward_code__.co_code for r in read] == \
        [r.__forward_code__.co_code for r in plain]

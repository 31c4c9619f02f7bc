"""The kept pattern table: a pattern built from it is the pattern `re.compile` makes.

The table is keyed by a pattern's source, so it only helps when every process writes the
same source for the same pattern: a pattern built from a set in hash order would miss in
every run with another hash seed, which the last test guards against.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from claims.vocabulary import pattern_cache
from tests.conftest import ROOT

SOURCES: list[tuple[str | bytes, int]] = [
    (r"(?P<run>run) (?P<n>\d+)", re.I), (r"\d+ ms|(?<![\w.])[$€]\s?\d", 0),
    (r"(?i:(?-i:[Tt])(?:wenty|hirty))(?:-(?P<unit>one|two))?", 0), (rb"\x00+(?P<b>ab)", 0),
]


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """The cache in a folder of its own, with nothing read or new in this process."""
    monkeypatch.setenv(pattern_cache.ENV, str(tmp_path))
    monkeypatch.setattr(pattern_cache, "_table", None)
    monkeypatch.setattr(pattern_cache, "_new", {})
    return tmp_path


def _forget(monkeypatch: pytest.MonkeyPatch) -> None:
    """As a new process: nothing read yet, nothing new."""
    monkeypatch.setattr(pattern_cache, "_table", None)
    monkeypatch.setattr(pattern_cache, "_new", {})


@pytest.mark.parametrize(("source", "flags"), SOURCES)
def test_a_kept_pattern_is_the_compiled_one(fresh: Path, monkeypatch: pytest.MonkeyPatch,
                                            source: str, flags: int) -> None:
    first = pattern_cache.compile_kept(source, flags)  # type: ignore[arg-type]
    assert first == re.compile(source, flags)
    pattern_cache.save()
    assert pattern_cache.cache_file() is not None and pattern_cache.cache_file().is_file()
    _forget(monkeypatch)
    again = pattern_cache.compile_kept(source, flags)  # type: ignore[arg-type]
    assert (source, int(flags)) in pattern_cache.kept_entries()
    assert not pattern_cache._new, "read from the table, not compiled again"
    # Pattern equality compares source, flags and the engine's code, word for word.
    assert again == re.compile(source, flags)
    assert (again.groups, dict(again.groupindex)) == (first.groups, dict(first.groupindex))


def test_a_damaged_table_is_compiled_afresh(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source, flags = SOURCES[0]
    pattern_cache.compile_kept(source, flags)  # type: ignore[arg-type]
    pattern_cache.save()
    path = pattern_cache.cache_file()
    assert path is not None
    path.write_bytes(b"not a table")
    _forget(monkeypatch)
    assert pattern_cache.compile_kept(source, flags) == re.compile(source, flags)  # type: ignore[arg-type]


def test_a_table_changed_on_disk_is_not_read(fresh: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    source, flags = SOURCES[1]
    pattern_cache.compile_kept(source, flags)  # type: ignore[arg-type]
    pattern_cache.save()
    path = pattern_cache.cache_file()
    assert path is not None
    data = bytearray(path.read_bytes())
    data[-5] ^= 0x01  # one bit in the body: the digest no longer holds
    path.write_bytes(bytes(data))
    _forget(monkeypatch)
    assert pattern_cache.compile_kept(source, flags) == re.compile(source, flags)  # type: ignore[arg-type]
    assert pattern_cache._new, "compiled again, not read from the changed table"


def test_a_damaged_entry_is_compiled_afresh(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source, flags = SOURCES[1]
    bad = (0, b"\xff\xff\xff\xff" * 3, 0, {}, ())  # code the engine refuses
    monkeypatch.setattr(pattern_cache, "_table", {(source, flags): bad})
    assert pattern_cache.compile_kept(source, flags) == re.compile(source, flags)  # type: ignore[arg-type]


def test_off_writes_nothing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(pattern_cache.ENV, "off")
    monkeypatch.setattr(pattern_cache, "_table", None)
    monkeypatch.setattr(pattern_cache, "_new", {})
    assert pattern_cache.cache_file() is None
    assert pattern_cache.compile_kept(r"\d+ ms") == re.compile(r"\d+ ms")
    pattern_cache.save()
    assert list(tmp_path.iterdir()) == []


_SOURCES_OF_A_RUN = """
import gc, hashlib
import claims.pipeline, claims.report, claims.cli.vet, checkers.registry
from claims.vocabulary.lazy import LazyPattern
found = sorted(repr((p.pattern, p._flags)) for p in gc.get_objects() if isinstance(p, LazyPattern))
print(len(found), hashlib.sha256("\\n".join(found).encode()).hexdigest())
"""


def test_every_lazy_pattern_has_one_source_whatever_the_hash_seed() -> None:
    runs = [subprocess.run([sys.executable, "-c", _SOURCES_OF_A_RUN], cwd=ROOT, check=True,
                           capture_output=True, text=True, timeout=120,
                           env={"PYTHONPATH": str(ROOT), "PATH": "", "PYTHONHASHSEED": seed,
                                pattern_cache.ENV: "off"}).stdout.split()
            for seed in ("1", "2", "3")]
    assert int(runs[0][0]) > 100, "the vocabulary's patterns were found"
    assert runs[0] == runs[1] == runs[2]


def test_no_home_means_no_cache_rather_than_a_folder_of_the_cwd(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(pattern_cache.ENV, raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setenv("HOME", "relative-home")
    assert pattern_cache.cache_file() is None
    monkeypatch.setenv("XDG_CACHE_HOME", "/somewhere/cache")
    found = pattern_cache.cache_file()
    assert found is not None and found.parent == Path("/somewhere/cache/claims")


def test_a_full_table_keeps_what_its_run_used_and_drops_the_rest(
        fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pattern_cache, "MAX_ENTRIES", 3)
    monkeypatch.setattr(pattern_cache, "_used", set())
    for stale in ("old1", "old2"):
        pattern_cache.compile_kept(stale)
    pattern_cache.compile_kept(r"\d+ ms")
    pattern_cache.save()
    _forget(monkeypatch)
    monkeypatch.setattr(pattern_cache, "_used", set())
    assert pattern_cache.compile_kept(r"\d+ ms") == re.compile(r"\d+ ms")  # read, so used
    pattern_cache.compile_kept(r"new\s+one")  # the fourth entry: past the bound
    pattern_cache.save()
    _forget(monkeypatch)
    pattern_cache.compile_kept(r"\d+ ms")
    kept = pattern_cache.kept_entries()
    assert set(kept) == {(r"\d+ ms", 0), (r"new\s+one", 0)}


# Patterns as modules write them at import: verbose, named groups, flags as RegexFlag.
_IMPORTED = [(r"(?P<tag>[a-z][a-z0-9\-]*)\s*=\s*(?P<value>\"[^\"]*\")", re.I),
             (r"""
    (?P<num>\d+(?:\.\d+)?)   # a figure
    \s*(?P<unit>GB/s|ms)     # its unit
    """, re.VERBOSE), (r"^\s*#{1,6}\s", re.M)]


def _load(body: str) -> dict[str, object]:
    """Run `body` as a module's top level runs when it is imported; its names."""
    names: dict[str, object] = {"re": re, "SOURCES": _IMPORTED}
    exec(compile(body, "<module>", "exec"), names)
    return names


_MODULE = ("COMPILED = []\n"
           "for source, flags in SOURCES:\n"
           "    COMPILED.append(re.compile(source, flags))\n"
           "class Rules:\n"
           "    HEADING = re.compile(SOURCES[2][0], SOURCES[2][1])\n"
           "FOUND = re.search(SOURCES[2][0], 'x\\n## Results', SOURCES[2][1])\n"
           "BYTES = re.compile(rb'\\d+ ms')\n")


def test_what_a_module_compiles_as_it_loads_comes_from_the_table(
        fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    plain = [re.compile(source, flags) for source, flags in _IMPORTED]
    with pattern_cache.kept_compiles():
        first = _load(_MODULE)
    assert first["COMPILED"] == plain and first["FOUND"] is not None
    assert plain[2] == first["Rules"].HEADING  # type: ignore[attr-defined]
    assert first["BYTES"] == re.compile(rb"\d+ ms"), "bytes: as before"
    assert {key[0] for key in pattern_cache._new} == {source for source, _ in _IMPORTED}
    assert re._compile.__name__ == "_compile", "the hook is gone after the block"  # type: ignore[attr-defined]
    pattern_cache.save()
    _forget(monkeypatch)
    with pattern_cache.kept_compiles():
        again = _load(_MODULE)
        assert not pattern_cache._new, "read from the table, not compiled again"
    assert again["COMPILED"] == plain
    assert [(p.groups, dict(p.groupindex), p.flags) for p in again["COMPILED"]] == \
        [(p.groups, dict(p.groupindex), p.flags) for p in plain]  # type: ignore[attr-defined]


def test_what_a_function_compiles_is_left_to_re(fresh: Path) -> None:
    with pattern_cache.kept_compiles():
        made = _load("def build(parts):\n"
                     "    return re.compile('[' + re.escape(''.join(parts)) + ']')\n"
                     "FOUND = build(sorted({'<', '>', '&'}))\n")
    assert made["FOUND"] == re.compile("[" + re.escape("&<>") + "]")
    assert not pattern_cache._new, "a function's pattern may change from run to run"


def test_inside_the_block_a_bad_pattern_raises_what_re_raises(fresh: Path) -> None:
    with pattern_cache.kept_compiles(), pytest.raises(re.error, match="missing \\)"):
        _load("re.compile(r'(unclosed group')\n")
    with pattern_cache.kept_compiles(), pytest.raises(TypeError):
        _load("re.compile(r'\\d', 'not flags')\n")


def test_off_or_nested_the_block_leaves_re_alone(monkeypatch: pytest.MonkeyPatch,
                                                 fresh: Path) -> None:
    with pattern_cache.kept_compiles():
        hooked = re._compile  # type: ignore[attr-defined]
        with pattern_cache.kept_compiles():
            assert re._compile is hooked  # type: ignore[attr-defined]
        assert re._compile is hooked, "the inner block does not undo the outer"  # type: ignore[attr-defined]
    monkeypatch.setenv(pattern_cache.ENV, "off")
    before = re._compile  # type: ignore[attr-defined]
    with pattern_cache.kept_compiles():
        assert re._compile is before  # type: ignore[attr-defined]


_VET_TWICE = """
import contextlib, io, sys
from claims.cli import main
from claims.vocabulary import pattern_cache
with contextlib.redirect_stdout(io.StringIO()):
    status = main(["vet", "--fail-on", "never", sys.argv[1]])
print(status, len(pattern_cache._new))
"""


def test_a_second_vet_keeps_nothing_new_whatever_the_hash_seed(tmp_path: Path) -> None:
    example = tmp_path / "one.md"
    example.write_text("The proxy adds 0.4 ms at 20,000 requests per second.\n",
                       encoding="utf-8")
    runs = [subprocess.run([sys.executable, "-c", _VET_TWICE, str(example)], cwd=tmp_path,
                           check=True, capture_output=True, text=True, timeout=120,
                           env={"PYTHONPATH": str(ROOT), "PATH": "", "PYTHONHASHSEED": seed,
                                pattern_cache.ENV: str(tmp_path / "cache")}).stdout.split()
            for seed in ("1", "2", "3")]
    assert runs[0][0] == "0" and int(runs[0][1]) > 100, "the first run compiles and keeps"
    assert runs[1] == runs[2] == ["0", "0"], "later runs read every pattern they make"

"""Cold start: what a command does not use is not imported, built or compiled.

Patterns made with `claims.vocabulary.lazy.lazy` compile on first use and then answer
exactly as `re.compile` would; the record models are built on first use; `claims vet` of
a plain document imports neither the SARIF renderer nor the front-matter YAML reader.
Each import check runs in a fresh interpreter, since this one has imported everything.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from claims.vocabulary.lazy import LazyPattern, lazy
from tests.conftest import ROOT

TEXT = "Run 1 took 12 ms; run 2 took 9 ms, and Run 3 (cold) took 31 ms."
SOURCES = [(r"(?P<run>run) (?P<n>\d+)", re.I), (r"\d+ ms", 0), (r"[;,]\s*", 0)]


def _fresh(code: str) -> str:
    """What `code` prints in a new interpreter that imports this checkout's `claims`."""
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=True,
                          env={"PYTHONPATH": str(ROOT), "PATH": ""})
    return done.stdout.strip()


@pytest.mark.parametrize(("source", "flags"), SOURCES)
def test_a_lazy_pattern_answers_as_the_compiled_one(source: str, flags: int) -> None:
    eager, late = re.compile(source, flags), lazy(source, flags)
    assert late.pattern == source
    assert [m.span() for m in late.finditer(TEXT)] == [m.span() for m in eager.finditer(TEXT)]
    assert late.findall(TEXT) == eager.findall(TEXT)
    assert late.sub("#", TEXT) == eager.sub("#", TEXT)
    assert late.subn("#", TEXT) == eager.subn("#", TEXT)
    assert late.split(TEXT) == eager.split(TEXT)
    searched, expected = late.search(TEXT, 10), eager.search(TEXT, 10)
    assert searched is not None and expected is not None
    assert searched.span() == expected.span()
    assert (late.match(TEXT) is None) == (eager.match(TEXT) is None)
    assert (late.fullmatch("9 ms") is None) == (eager.fullmatch("9 ms") is None)
    assert (late.flags, late.groups, dict(late.groupindex)) == (
        eager.flags, eager.groups, dict(eager.groupindex))


def test_a_lazy_pattern_compiles_once_and_then_steps_aside() -> None:
    late = LazyPattern(r"\d+ ms")
    assert "_compiled" not in vars(late), "nothing is compiled before first use"
    assert late.pattern == r"\d+ ms", "the source is there without compiling"
    assert "_compiled" not in vars(late)
    assert late.search(TEXT) is not None
    compiled = late.compiled()
    assert late.compiled() is compiled
    # after the first call the compiled pattern's own method answers, with no call between
    assert late.search.__self__ is compiled  # type: ignore[attr-defined]


def test_vocabulary_patterns_compile_on_first_use_not_at_import() -> None:
    code = ("import re\n"
            "from claims.vocabulary import hardware, run_settings\n"
            "from claims.extract.facts import independence\n"
            "from claims.vocabulary.lazy import LazyPattern\n"
            "mods = (hardware, run_settings, independence)\n"
            "found = [v for m in mods for v in vars(m).values()]\n"
            "found += [v.pattern for v in found if type(v).__name__ == 'Phrases']\n"
            "lazy = [v for v in found if isinstance(v, LazyPattern)]\n"
            "print(len(lazy), sum('_compiled' in vars(v) for v in lazy))\n"
            "hardware.DEVICE.search('a Micron 9550 drive')\n"
            "print(sum('_compiled' in vars(v) for v in lazy))\n")
    made, compiled_at_import, compiled_after_use = _fresh(code).split()
    assert int(made) >= 20
    assert int(compiled_at_import) == 0
    assert int(compiled_after_use) == 1


def test_record_models_are_built_on_first_use() -> None:
    code = ("from claims import model\n"
            "print(model.Claim.__pydantic_complete__, model.ClaimFile.__pydantic_complete__)\n"
            "model.Span(start=0, end=1)\n"
            "print(model.Span.__pydantic_complete__, model.ClaimFile.__pydantic_complete__)\n")
    assert _fresh(code).split() == ["False", "False", "True", "False"]


def test_vet_of_a_plain_document_imports_no_sarif_and_no_front_matter_reader(
        tmp_path: Path) -> None:
    example = tmp_path / "plain.md"
    example.write_text("# Launch\n\nThe array reads at 14 GB/s on one node, up from 9 GB/s.\n",
                       encoding="utf-8")
    code = ("import contextlib, io, sys\n"
            "from claims.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            f"    status = main(['vet', '--fail-on', 'never', {str(example)!r}])\n"
            "print(status, 'claims.pipeline' in sys.modules,\n"
            "      [m for m in ('claims.report.sarif', 'claims.load.safe_yaml', 'claims.load.claimfile')\n"
            "       if m in sys.modules])\n")
    assert _fresh(code) == "0 True []"

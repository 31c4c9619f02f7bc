"""Cold start: what a command does not use is not imported, built or compiled.

Patterns made with `claims.vocabulary.lazy.lazy` compile on first use and then answer
exactly as `re.compile` would; the record models are built on first use; `claims vet` of
a plain document imports neither the SARIF renderer nor the front-matter YAML reader.
Each import check runs in a fresh interpreter, since this one has imported everything.
A command imports what it uses: reading arguments imports no command's machinery, a vet of
a local file no network, store, server or template code, and a check of a claim file no
extraction.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest

from claims.vocabulary import hardware_limits as hardware
from claims.vocabulary.lazy import LazyPattern, lazy
from tests.conftest import ROOT

TEXT = "Run 1 took 12 ms; run 2 took 9 ms, and Run 3 (cold) took 31 ms."
SOURCES = [(r"(?P<run>run) (?P<n>\d+)", re.I), (r"\d+ ms", 0), (r"[;,]\s*", 0)]


def _fresh(code: str, cwd: Path = ROOT) -> str:
    """What `code` prints in a new interpreter that imports this checkout's `claims`."""
    done = subprocess.run([sys.executable, "-c", code], cwd=cwd, capture_output=True,
                          text=True, timeout=120, check=True,
                          env={"PYTHONPATH": str(ROOT), "PATH": ""})
    return done.stdout.strip()


def _imported_by(argv: list[str], watched: tuple[str, ...], cwd: Path = ROOT) -> list[str]:
    """Which of `watched` (modules and their submodules) a run of `claims argv` imports,
    after checking that the run succeeded."""
    code = ("import contextlib, io, sys\n"
            "from claims.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            f"    status = main({argv!r})\n"
            "assert status == 0, status\n"
            f"watched = {watched!r}\n"
            "print(sorted({w for w in watched for m in sys.modules\n"
            "              if m == w or m.startswith(w + '.')}))\n")
    return eval(_fresh(code, cwd))  # a list literal printed by the child


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


def test_a_text_vet_builds_no_record_validator_and_reads_no_package_metadata(
        tmp_path: Path) -> None:
    example = tmp_path / "plain.md"
    example.write_text("# Kestrel 2\n\nKestrel 2 sorts 40 GB in 12 s on 4 nodes, down from "
                       "31 s with Kestrel 1.8.\n", encoding="utf-8")
    # What extraction and the checkers make, they type themselves (claims.typed): building a
    # validator (and pydantic's plugin look-up through importlib.metadata) is left to what
    # reads records from outside, and to the JSON and other serialized formats.
    code = ("import contextlib, io, sys\n"
            "from claims.cli import main\n"
            "from claims import model\n"
            "from claims.extract.facts import wording\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            f"    status = main(['vet', '--fail-on', 'never', {str(example)!r}])\n"
            "models = [m for m in vars(model).values() if isinstance(m, type)\n"
            "          and issubclass(m, model.Value)] + [wording.Wording]\n"
            "print(status, len(models) > 10, [m.__name__ for m in models\n"
            "                                  if m.__pydantic_complete__],\n"
            "      'importlib.metadata' in sys.modules)\n")
    assert _fresh(code) == "0 True [] False"


def test_a_schema_is_written_where_no_record_model_is_built_yet() -> None:
    # `Claim.conditions` defaults to a record made without validation; the schema writes it
    code = ("from claims.model import Conditions, Report\n"
            "schema = Report.model_json_schema()\n"
            "default = schema['$defs']['Claim']['properties']['conditions']['default']\n"
            "print(Conditions.__pydantic_complete__, default['accelerator'] is None,\n"
            "      default == Conditions().model_dump(mode='json'))\n")
    assert _fresh(code) == "True True True"


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
            "      [m for m in ('claims.report.sarif', 'claims.load.safe_yaml',\n"
            "                   'claims.load.claimfile')\n"
            "       if m in sys.modules])\n")
    assert _fresh(code) == "0 True []"


def test_vet_imports_its_machinery_once_with_the_collector_off(tmp_path: Path) -> None:
    example = tmp_path / "one.md"
    example.write_text("The pool serves 1.2 million queries per second on one node.\n",
                       encoding="utf-8")
    # Collections that start once the record models are being imported and before the last
    # module of the start-up is: none (on fcf2184 there were dozens).
    code = ("import contextlib, gc, io, sys\n"
            "seen = []\n"
            "def watch(phase, info):\n"
            "    if phase == 'start' and 'claims.model' in sys.modules:\n"
            "        seen.append('claims.report.size' in sys.modules)\n"
            "gc.callbacks.append(watch)\n"
            "from claims.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            f"    status = main(['vet', '--fail-on', 'never', {str(example)!r}])\n"
            "imports_done = 'claims.report.size' in sys.modules\n"
            "print(status, gc.isenabled(), gc.get_freeze_count() > 10000, imports_done,\n"
            "      seen.count(False))\n")
    assert _fresh(code) == "0 True True True 0"


# Modules that no local vet or check uses: the network, the store and its databases, the
# server, the cluster engine, the page templates; and the readers of formats a plain
# Markdown file does not have.
NOT_FOR_A_LOCAL_FILE = ("httpx", "fastapi", "starlette", "uvicorn", "psycopg", "sqlite3",
                        "ray", "jinja2", "claims.store", "claims.serve", "claims.load.fetch",
                        "claims.verify", "claims.compare", "claims.exports")
NOT_FOR_PLAIN_MARKDOWN = ("yaml", "html.parser", "tomllib", "claims.load.html_text")


def test_vet_of_a_local_file_imports_no_network_store_server_or_templates(
        tmp_path: Path) -> None:
    example = tmp_path / "plain.md"
    example.write_text("# Launch\n\nThe array reads at 14 GB/s on one node, up from 9 GB/s, "
                       "over PCIe Gen5 x16 on an H100 SXM host.\n", encoding="utf-8")
    # run where no settings file is found, so no TOML is read either
    found = _imported_by(["vet", "--fail-on", "never", str(example)],
                         NOT_FOR_A_LOCAL_FILE + NOT_FOR_PLAIN_MARKDOWN, cwd=tmp_path)
    assert found == []


def test_check_of_a_claim_file_imports_no_extraction_and_no_store() -> None:
    claim_file = str(ROOT / "examples" / "audited-vector-search-benchmark.claims.yaml")
    found = _imported_by(["check", "--fail-on", "never", claim_file],
                         (*NOT_FOR_A_LOCAL_FILE, "claims.pipeline", "claims.extract.document",
                          "claims.extract.figures", "claims.learn", "markdown_it"))
    assert found == []


@pytest.mark.parametrize("command", ["vet", "extract", "check", "validate", "rules", "fetch",
                                     "verify", "export", "ingest", "query", "compare",
                                     "serve", "label"])
def test_reading_a_commands_arguments_imports_none_of_its_machinery(command: str) -> None:
    code = ("import sys\n"
            "from claims.cli import build_parser\n"
            f"build_parser({command!r})\n"
            "heavy = ('pydantic', 'markdown_it', 'yaml', 'httpx', 'checkers', 'claims.model')\n"
            "print(sorted({h for h in heavy for m in sys.modules\n"
            "              if m == h or m.startswith(h + '.')}))\n")
    assert _fresh(code) == "[]"


def test_the_hardware_tables_json_copy_is_written_from_the_yaml() -> None:
    files = resources.files("claims")
    text = files.joinpath(hardware.DATA[1]).read_text(encoding="utf-8")
    copy = files.joinpath(hardware.COPY[1]).read_text(encoding="utf-8")
    assert copy == hardware.copy_text(text), (
        "claims/data/hardware_limits.json is out of date with the YAML; write it again: "
        'python -c "from claims.vocabulary.hardware_limits import write_copy; write_copy()"')
    assert hardware.parse(hardware.table_data(text, copy)) == \
        hardware.parse(hardware.read_yaml(text))


def test_a_copy_written_from_other_yaml_is_not_read() -> None:
    files = resources.files("claims")
    text = files.joinpath(hardware.DATA[1]).read_text(encoding="utf-8")
    copy = files.joinpath(hardware.COPY[1]).read_text(encoding="utf-8")
    edited = text.replace("bandwidth_tb_s: 3.35", "bandwidth_tb_s: 3.5", 1)
    assert edited != text
    table = hardware.parse(hardware.table_data(edited, copy))
    assert table == hardware.parse(hardware.read_yaml(edited))
    assert table != hardware.parse(hardware.table_data(text, copy))
    assert hardware.table_data(text, "not json") == hardware.read_yaml(text)


def _compiled_at_import(tree: ast.AST) -> list[int]:
    """Lines of `re.compile(...)` calls that run when the module is imported (outside any
    function or lambda body)."""
    found: list[int] = []

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            if (isinstance(child, ast.Call) and isinstance(child.func, ast.Attribute)
                    and child.func.attr == "compile" and isinstance(child.func.value, ast.Name)
                    and child.func.value.id == "re"):
                found.append(child.lineno)
            visit(child)

    visit(tree)
    return found


def test_no_module_compiles_a_pattern_at_import() -> None:
    eager = [f"{path.relative_to(ROOT)}:{line}"
             for package in ("claims", "checkers")
             for path in sorted((ROOT / package).rglob("*.py"))
             for line in _compiled_at_import(ast.parse(path.read_text(encoding="utf-8")))]
    assert eager == [], "use claims.vocabulary.lazy.lazy for a pattern made at import"


def test_the_import_check_sees_a_pattern_compiled_at_import() -> None:
    source = ("import re\nA = re.compile('a')\nB = {'b': re.compile('b')}\n"
              "def f():\n    return re.compile('c')\nG = lambda: re.compile('d')\n")
    assert _compiled_at_import(ast.parse(source)) == [2, 3]


def test_argparse_looks_each_message_up_once_and_is_left_as_it_was(tmp_path: Path) -> None:
    example = tmp_path / "plain.md"
    example.write_text("The cache serves 2 million keys per second.\n", encoding="utf-8")
    code = ("import argparse, collections, contextlib, gettext, io\n"
            "asked = collections.Counter()\n"
            "plain = gettext.dgettext\n"
            "def counted(domain, message):\n"
            "    asked[message] += 1\n"
            "    return plain(domain, message)\n"
            "gettext.dgettext = counted\n"
            "before = argparse._\n"
            "from claims.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            f"    status = main(['vet', '--fail-on', 'never', {str(example)!r}])\n"
            "print(status, argparse._ is before, len(asked) >= 3, max(asked.values()))\n")
    assert _fresh(code) == "0 True True 1"


def test_a_vet_computes_its_digests_without_loading_hashlib(tmp_path: Path) -> None:
    import hashlib

    from claims import digest

    for data in (b"", b"14 GB/s", "caf\u00e9 \u00b1 2 ms".encode(), bytes(range(256)) * 9):
        assert digest.sha256_hex(data) == hashlib.sha256(data).hexdigest()
        assert digest.blake2b_digest(data, 32) == hashlib.blake2b(data, digest_size=32).digest()
    example = tmp_path / "plain.md"
    example.write_text("The queue moves 90,000 messages per second.\n", encoding="utf-8")
    found = _imported_by(["vet", "--fail-on", "never", str(example)], ("hashlib", "_hashlib"),
                         cwd=tmp_path)
    assert found == []


def test_the_front_matter_reader_is_imported_with_its_patterns_from_the_kept_table(
        tmp_path: Path) -> None:
    code = ("from claims.load.documents import parse_bytes\n"
            "from claims.vocabulary import pattern_cache\n"
            "doc = parse_bytes(b'---\\ntitle: A post\\ntopics: [io]\\n---\\nText.\\n', "
            "origin='post.md')\n"
            "import yaml.reader  # imported by the parse above, in the kept block\n"
            "source = yaml.reader.Reader.NON_PRINTABLE.pattern\n"
            "print(doc.metadata['title'], any(k[0] == source for k in pattern_cache._new), "
            "any(k[0] == source for k in pattern_cache._used))\n")
    env = {"PYTHONPATH": str(ROOT), "PATH": "", "CLAIMS_PATTERN_CACHE": str(tmp_path / "c")}

    def run() -> list[str]:
        return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True,
                              capture_output=True, text=True, timeout=60).stdout.split()

    # the reader's class of most of Unicode is compiled and kept once, then read back
    assert run() == ["A", "post", "True", "False"]
    assert run() == ["A", "post", "False", "True"]

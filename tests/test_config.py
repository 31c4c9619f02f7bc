"""Settings from `[tool.claims]` or claims.toml, found from the current folder up."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from claims import config
from claims.config import Settings, load_settings
from claims.errors import ClaimsError
from tests.conftest import ROOT, run_cli

SEED = ROOT / "examples" / "deepseek-v4-1-flash-vera-rubin.claims.yaml"


def test_no_config_gives_defaults(tmp_path: Path) -> None:
    assert load_settings(tmp_path) == Settings()


def test_pyproject_table_is_found_from_a_subfolder(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "x"\n\n[tool.claims]\nselect = ["CLM1"]\nignore = "single-workload, '
        'CLM103"\nfail_on = "error"\ndb = "data/claims.db"\n', encoding="utf-8")
    deep = tmp_path / "a" / "b"
    deep.mkdir(parents=True)
    settings = load_settings(deep)
    assert settings.select == ("CLM1",)
    assert settings.ignore == ("single-workload", "CLM103")
    assert settings.fail_on == "error"
    assert settings.db == tmp_path / "data" / "claims.db"
    assert settings.source == tmp_path / "pyproject.toml"


def test_claims_toml_wins_and_pyproject_without_table_is_skipped(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.claims]\nfail_on = "info"\n', encoding="utf-8")
    inner = tmp_path / "inner"
    inner.mkdir()
    (inner / "pyproject.toml").write_text('[project]\nname = "inner"\n', encoding="utf-8")
    assert load_settings(inner).fail_on == "info", "a pyproject without [tool.claims] is skipped"
    (tmp_path / "claims.toml").write_text('fail_on = "never"\n', encoding="utf-8")
    assert load_settings(inner).fail_on == "never", "claims.toml beats pyproject.toml"


@pytest.mark.parametrize(("text", "message"), [
    ('[tool.claims]\nselekt = ["CLM1"]\n', "unknown setting 'selekt'"),
    ('[tool.claims]\nfail_on = "sometimes"\n', "fail_on must be one of"),
    ('[tool.claims]\nselect = [1, 2]\n', "select must be a list"),
    ('[tool.claims\n', "malformed TOML"),
])
def test_bad_settings_are_one_line_errors(tmp_path: Path, text: str, message: str) -> None:
    (tmp_path / "pyproject.toml").write_text(text, encoding="utf-8")
    with pytest.raises(ClaimsError, match=message) as caught:
        load_settings(tmp_path)
    assert str(caught.value).startswith(str(tmp_path / "pyproject.toml"))


def _rules(stdout: str) -> set[str]:
    """Rule names with findings in a JSON report."""
    return {f["rule"] for d in json.loads(stdout)["documents"] for f in d["findings"]}


def test_check_uses_the_settings_and_flags_override_them(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[tool.claims]\nselect = ["missing-"]\nignore = ["CLM114"]\nfail_on = "never"\n',
        encoding="utf-8")
    configured = run_cli("check", "--format", "json", str(SEED), cwd=tmp_path)
    assert configured.returncode == 0, configured.stderr
    assert _rules(configured.stdout) == {"missing-cost", "missing-quality"}
    flagged = run_cli("check", "--format", "json", "--select", "self-reported",
                      "--fail-on", "warning", str(SEED), cwd=tmp_path)
    assert flagged.returncode == 1
    assert _rules(flagged.stdout) == {"self-reported"}


def test_a_broken_settings_file_stops_check_with_one_line(tmp_path: Path) -> None:
    (tmp_path / "claims.toml").write_text('colour = "red"\n', encoding="utf-8")
    result = run_cli("check", str(SEED), cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr == (f"claims: error: {tmp_path / 'claims.toml'}: unknown setting "
                             "'colour' (known: select, ignore, fail_on, db, snapshots, model)\n")


def test_flags_given_win_and_absent_flags_keep_the_settings() -> None:
    base = Settings(select=("CLM1",), ignore=("CLM110",), fail_on="error")
    assert base.merged() == base
    assert base.merged(["missing-cost"], [], "never") == Settings(
        select=("missing-cost",), ignore=("CLM110",), fail_on="never")


def _settings_runs(project: Path, cache: Path) -> Callable[[], list[str]]:
    """A fresh interpreter in `project` printing its fail_on, the patterns it kept new,
    the kept patterns it used, and whether it imported the TOML reader."""
    import subprocess
    import sys

    code = ("import sys\n"
            "from claims.config import load_settings\n"
            "from claims.vocabulary import pattern_cache\n"
            "print(load_settings().fail_on, len(pattern_cache._new), "
            "len(pattern_cache._used), 'tomllib' in sys.modules)\n")
    env = {"PYTHONPATH": str(ROOT), "PATH": "", "CLAIMS_PATTERN_CACHE": str(cache)}

    def run() -> list[str]:
        return subprocess.run([sys.executable, "-c", code], cwd=project, env=env, check=True,
                              capture_output=True, text=True, timeout=60).stdout.split()
    return run


def test_a_second_run_reads_the_settings_without_the_toml_reader(tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    settings = project / "pyproject.toml"
    settings.write_text('[tool.claims]\nfail_on = "error"\n', encoding="utf-8")
    run = _settings_runs(project, tmp_path / "c")
    first, second = run(), run()
    assert first == ["error", first[1], "0", "True"] and int(first[1]) > 0, \
        "the first run reads the file, compiling and keeping the reader's patterns"
    assert second == ["error", "0", "0", "False"], "the second finds the table kept"
    # a file changed in any byte is read afresh, its reader's patterns from the kept table
    settings.write_text('[tool.claims]\nfail_on = "never"\n', encoding="utf-8")
    assert run() == ["never", "0", first[1], "True"]
    assert run() == ["never", "0", "0", "False"]


def test_a_kept_settings_table_is_the_one_read_and_a_broken_file_is_refused_each_time(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from claims import kept_settings

    monkeypatch.setenv("CLAIMS_PATTERN_CACHE", str(tmp_path / "c"))
    settings = tmp_path / "pyproject.toml"
    text = ('[project]\nname = "x"\n[tool.claims]\nselect = ["CLM1", "CLM2"]\n'
            'fail_on = "never"\n[tool.claims.extra]\nwhen = 2024-01-02\n')
    settings.write_text(text, encoding="utf-8")
    read = config._table(settings)
    assert kept_settings.kept(False, text.encode()) is kept_settings.MISSING, \
        "a table holding a date is not kept"
    assert config._table(settings) == read
    settings.write_text('[tool.claims]\nselect = ["CLM1", "CLM2"]\n', encoding="utf-8")
    fresh = config._table(settings)
    assert kept_settings.kept(False, settings.read_bytes()) == fresh
    assert config._table(settings) == fresh == {"select": ["CLM1", "CLM2"]}
    settings.write_text("[tool.claims\n", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(ClaimsError, match="malformed TOML"):
            config._table(settings)

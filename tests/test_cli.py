"""The dispatcher: every command is listed and configures; usage errors are one line."""

from __future__ import annotations

import pytest

from claims.cli import COMMANDS
from tests.conftest import run_cli


def test_top_level_help_lists_every_command() -> None:
    result = run_cli("--help")
    assert result.returncode == 0
    for name in COMMANDS:
        assert f"\n    {name} " in result.stdout, f"{name} missing from claims --help"


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_each_command_has_its_own_help(name: str) -> None:
    result = run_cli(name, "--help")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"usage: claims {name}")


def test_unknown_command_is_one_line_and_exit_2() -> None:
    result = run_cli("frobnicate")
    assert result.returncode == 2
    assert result.stderr.startswith("claims: error: ") and result.stderr.count("\n") == 1
    assert "Traceback" not in result.stderr


def test_no_command_prints_usage_and_exit_2() -> None:
    result = run_cli()
    assert result.returncode == 2
    assert "usage: claims" in result.stderr

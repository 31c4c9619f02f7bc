"""A new machine gets the tested set: the README's commands install the pinned versions, and CI
runs the README's own test command, so what a newcomer types is what CI proves."""

from __future__ import annotations

import re
import tomllib

from tests.conftest import ROOT

_PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==(\S+)$")


def _readme_commands() -> list[str]:
    """The install commands in the README's first code block."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text.split("```sh\n", 1)[1].split("```", 1)[0]
    return [line for line in block.splitlines() if line.startswith("python -m pip install")]


def _pins() -> dict[str, str]:
    """constraints.txt as normalised name -> version; every line is a pin or a comment."""
    pins: dict[str, str] = {}
    for number, line in enumerate((ROOT / "constraints.txt").read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        match = _PIN.match(line)
        assert match, f"constraints.txt:{number}: not an exact pin: {line!r}"
        name = re.sub(r"[-_.]+", "-", match[1]).lower()
        assert name not in pins, f"constraints.txt:{number}: {name} pinned twice"
        pins[name] = match[2]
    return pins


def _requirement_names(extra: str | None) -> set[str]:
    """Normalised names of the project's dependencies, or of one extra's."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    specs = project["dependencies"] if extra is None else project["optional-dependencies"][extra]
    return {re.sub(r"[-_.]+", "-", re.split(r"[\[<>=!~ ]", spec, maxsplit=1)[0]).lower()
            for spec in specs}


def test_both_readme_commands_install_with_the_constraints() -> None:
    commands = _readme_commands()
    assert len(commands) == 2
    assert all(" -c constraints.txt " in command for command in commands)
    assert commands[1].endswith("&& python -m pytest")


def test_ci_runs_the_readme_test_command_exactly() -> None:
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert script[-1] == _readme_commands()[1]


def test_every_direct_dependency_is_pinned() -> None:
    pins = _pins()
    for extra in (None, "test", "dev"):
        assert _requirement_names(extra) - set(pins) == set(), extra

"""docs/architecture.md stays true to the tree: what it names exists, and every stage folder
is named."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "architecture.md"
# A path the document names: from a top-level folder of the project, to a file or a folder.
PATH = re.compile(r"(?<![\w/.])((?:claims|checkers|bench|tests|schemas|docs)/[\w./-]*\w/?)")


def named_paths() -> set[str]:
    """Every project path the architecture document names."""
    return set(PATH.findall(DOC.read_text(encoding="utf-8")))


def test_every_path_it_names_exists() -> None:
    missing = sorted(p for p in named_paths() if not (ROOT / p).exists())
    assert missing == [], f"docs/architecture.md names paths the tree does not hold: {missing}"


def test_every_package_of_claims_is_named() -> None:
    text = DOC.read_text(encoding="utf-8")
    packages = sorted(p.parent.relative_to(ROOT).as_posix() + "/"
                      for p in (ROOT / "claims").glob("*/__init__.py"))
    unnamed = [p for p in packages if p not in text]
    assert unnamed == [], f"packages docs/architecture.md does not describe: {unnamed}"


def test_loading_and_verifying_are_folders_of_their_own() -> None:
    """No loose module at claims/ reads a source: loading and verifying live in their folders."""
    loose = {p.stem for p in (ROOT / "claims").glob("*.py")}
    for folder in ("load", "verify"):
        modules = {p.stem for p in (ROOT / "claims" / folder).glob("*.py")} - {"__init__"}
        assert modules, folder
        assert loose.isdisjoint(modules), (folder, loose & modules)
        for module in modules:
            assert f"`{module}.py`" in DOC.read_text(encoding="utf-8"), (folder, module)

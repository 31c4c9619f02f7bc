"""A wrong type anywhere in a claim file is a located problem, never an internal error."""

from __future__ import annotations

import contextlib
import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from claims.errors import ClaimsError
from claims.load.claimfile import load_claim_file, validate_file
from tests.conftest import ROOT, run_cli

SEED = ROOT / "examples" / "deepseek-v4-1-flash-vera-rubin.claims.yaml"
WRONG: tuple[Any, ...] = (42, [1], {"a": 1}, True, "x")
# libyaml's emitter where PyYAML has it: the same documents, and writing the 600-odd variants
# in pure Python cost more CPU than reading and checking them.
DUMPER: type[yaml.SafeDumper] = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def _without_ids() -> dict[str, Any]:
    """The seed example's document and first two claims, ids left to be derived."""
    data = yaml.safe_load(SEED.read_text(encoding="utf-8"))
    data["document"].pop("id", None)
    data["claims"] = data["claims"][:2]
    for claim in data["claims"]:
        claim.pop("id", None)
    data["accepted"] = []
    return dict(data)


def _places(data: Any, where: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every key and list item (the first two of a list) of the data, as a path."""
    items = (data.items() if isinstance(data, dict)
             else enumerate(data[:2]) if isinstance(data, list) else ())
    for key, value in items:
        yield (*where, key)
        yield from _places(value, (*where, key))


def _with(data: dict[str, Any], where: tuple[Any, ...], value: Any) -> dict[str, Any]:
    """A copy of the data with the value at `where` replaced."""
    changed = copy.deepcopy(data)
    node: Any = changed
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = value
    return changed


def test_every_wrong_type_is_a_claims_error_not_a_crash(tmp_path: Path) -> None:
    base = _without_ids()
    path = tmp_path / "t.claims.yaml"
    tried = 0
    for where in _places(base):
        for value in WRONG:
            path.write_text(yaml.dump(_with(base, where, value), Dumper=DUMPER), encoding="utf-8")
            validate_file(path)  # reports problems; must not raise anything
            with contextlib.suppress(ClaimsError):
                load_claim_file(path)
            tried += 1
    assert tried > 500


@pytest.mark.parametrize(("yaml_text", "place"), [
    ("document:\n  title: 42\nclaims: []\n", ":2:3: document.title"),
    ("document:\n  title: t\nclaims:\n- value: 3\n  unit: x\n  metric: speedup\n"
     "  source:\n    quote: q\n    span: [1, 2]\n", ":9:5: claims[0].source.span"),
])
def test_check_names_file_line_and_field(tmp_path: Path, yaml_text: str, place: str) -> None:
    path = tmp_path / "c.claims.yaml"
    path.write_text(yaml_text, encoding="utf-8")
    done = run_cli("check", str(path))
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("claims: error: "), done.stderr
    assert f"c.claims.yaml{place}" in lines[0]
    assert "internal error" not in done.stderr

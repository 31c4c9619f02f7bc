"""The annotated corpus: every gold file valid against schemas/gold.schema.json, and `claims label`.

The corpus-wide checks read gold files and place each entry by its context; they never run
the extractor on the held-apart sets. `claims label` is run on documents written here.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from claims.errors import ClaimsError
from claims.gold.corpus import annotated, gold_files, is_sealed
from claims.gold.read import read_gold
from tests.conftest import read_yaml, run_cli, schema_validator
from tests.evaluation_sets import FIXTURES, SEALED_SETS

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = json.loads((ROOT / "schemas" / "gold.schema.json").read_text(encoding="utf-8"))
# Checked once, not once a file as `jsonschema.validate` would (30 ms each, 200 files).
VALIDATOR = schema_validator(SCHEMA)
ALL_GOLD = gold_files([FIXTURES], sealed=True)

POST = """---
title: "Quarry 3 release"
publisher: Quarry Labs
---
# Quarry 3 release

Quarry 3 answers 48,000 queries per second on one c7i.4xlarge instance, 2.4x what
Quarry 2 managed on the same machine. The p99 latency is 12 ms with 64 clients.
"""


def run_claims(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The command line, as a user runs it."""
    return subprocess.run([sys.executable, "-m", "claims", *args], cwd=cwd,
                          capture_output=True, text=True, check=False)


@pytest.mark.parametrize("path", ALL_GOLD, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_gold_file_meets_the_schema(path: Path) -> None:
    """The JSON Schema accepts the file, and the reader places each entry in its document."""
    data = read_yaml(path)
    VALIDATOR.validate(data)
    placed = annotated(path)
    text = placed.loaded.text
    for entry in (*(placed.gold.mentions or ()), *placed.gold.non_figures):
        assert entry.span is not None
        assert text[entry.span[0]:entry.span[1]] == entry.value_text


def test_sealed_sets_are_marked_and_left_out() -> None:
    """The sealed folders carry their mark, and the unsealed listing holds none of them."""
    assert {"sealed", "editorial_sealed", "editorial_real_sealed"} <= SEALED_SETS
    unsealed = gold_files([FIXTURES])
    assert unsealed and not any(is_sealed(p) for p in unsealed)
    assert len(unsealed) < len(ALL_GOLD)


def test_a_wrong_field_is_named_with_its_line(tmp_path: Path) -> None:
    """A mention whose kind is not a kind is refused at its line, with the file's name."""
    (tmp_path / "doc.gold.yaml").write_text(
        "document: doc.md\nmentions:\n"
        "- {line: 3, value: 9000, unit: tokens/s, value_text: '9,000', context: x,\n"
        "   kind: headliner}\n", encoding="utf-8")
    with pytest.raises(ClaimsError) as err:
        read_gold(tmp_path / "doc.gold.yaml")
    assert err.value.line == 4 and "headliner" in err.value.message
    assert str(tmp_path / "doc.gold.yaml") in str(err.value)


def test_a_span_that_disagrees_with_its_context_is_refused(tmp_path: Path) -> None:
    """A stated span must be where the context puts the number."""
    (tmp_path / "doc.md").write_text("# T\n\nIt served 9,000 tokens per second.\n")
    (tmp_path / "doc.gold.yaml").write_text(
        "document: doc.md\nmentions:\n- {line: 3, span: [0, 5], value: 9000, unit: tokens/s,"
        " value_text: '9,000', context: 'served 9,000 tokens'}\n", encoding="utf-8")
    with pytest.raises(ClaimsError, match="span"):
        annotated(tmp_path / "doc.gold.yaml")


def test_label_writes_a_valid_prefilled_gold_file(tmp_path: Path) -> None:
    """Every figure the extraction reports is listed once, placed, with its decisions."""
    (tmp_path / "quarry.md").write_text(POST, encoding="utf-8")
    done = run_cli("label", "quarry.md", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    placed = annotated(tmp_path / "quarry.gold.yaml")
    assert placed.gold.mentions is not None
    by_text = {m.value_text: m for m in placed.gold.mentions}
    assert by_text["48,000"].unit == "queries/s"
    assert by_text["48,000"].hardware == "c7i.4xlarge"
    assert by_text["2.4"].kind is not None and by_text["2.4"].kind.value == "relative"
    assert by_text["12"].statistic == "p99"
    starts = [m.span[0] for m in placed.gold.mentions if m.span]
    assert starts == sorted(set(starts))


def test_label_never_overwrites_a_persons_corrections(tmp_path: Path) -> None:
    """A gold file that exists is kept unless --force is given; the error names it."""
    (tmp_path / "quarry.md").write_text(POST, encoding="utf-8")
    (tmp_path / "quarry.gold.yaml").write_text("document: quarry.md\n", encoding="utf-8")
    refused = run_cli("label", "quarry.md", cwd=tmp_path)
    assert refused.returncode == 2
    assert refused.stderr.startswith("claims: error: ") and "quarry.gold.yaml" in refused.stderr
    assert (tmp_path / "quarry.gold.yaml").read_text(encoding="utf-8") == "document: quarry.md\n"
    forced = run_cli("label", "--force", "quarry.md", cwd=tmp_path)
    assert forced.returncode == 0
    assert read_gold(tmp_path / "quarry.gold.yaml").mentions


def test_label_is_deterministic(tmp_path: Path) -> None:
    """The same document gives the same gold file, byte for byte."""
    (tmp_path / "quarry.md").write_text(POST, encoding="utf-8")
    first = run_cli("label", "--stdout", "quarry.md", cwd=tmp_path).stdout
    # the second in its own process: another hash seed, no warm caches
    second = run_claims("label", "--stdout", "quarry.md", cwd=tmp_path).stdout
    assert first == second and "document: quarry.md" in first

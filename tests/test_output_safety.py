"""What a document holds reaches no terminal or spreadsheet as a command."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from claims.report.escape import spreadsheet_cell, visible
from tests.conftest import run_cli

HOSTILE = ("# Launch\x1b]0;owned\x07\n\n"
           "We served 9,000 tokens per second \x1b[31mon 8 H100 GPUs\x1b[0m with vLLM 0.6.\r"
           "Latency was 40 ms at the \u202emedian\u202c.\n")


@pytest.mark.parametrize("fmt", ["text", "markdown"])
def test_control_characters_are_shown_escaped(fmt: str, tmp_path: Path) -> None:
    post = tmp_path / "post.md"
    post.write_text(HOSTILE, encoding="utf-8")
    result = run_cli("vet", "--fail-on", "never", "--format", fmt, str(post))
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert not any(ord(ch) < 0x20 and ch not in "\n\t" for ch in out)
    assert "\u202e" not in out and "\x7f" not in out
    assert "\\x1b" in out and "on 8 H100 GPUs" in out  # shown, not acted on
    assert "9,000 tokens/s" in out


def test_visible_keeps_text_and_newlines() -> None:
    assert visible("a\tb\nc") == "a\tb\nc"
    assert visible("x\x1b]0;t\x07\r\x9b\u2066y") == "x\\x1b]0;t\\x07\\x0d\\x9b\\u2066y"
    assert visible("café 1,7 \u00d7 2") == "café 1,7 \u00d7 2"


@pytest.mark.parametrize(("cell", "shown"), [
    ("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"), ("+cmd", "'+cmd"),
    ("-2+3", "'-2+3"), ("@SUM(A1)", "'@SUM(A1)"), ("\tx", "'\tx"), ("\rx", "'\rx"),
    ("-5", "-5"), ("+1.5e3", "+1.5e3"), ("plain", "plain"), (-5.0, -5.0), (None, None),
])
def test_formula_like_cells_are_neutralised(cell: object, shown: object) -> None:
    assert spreadsheet_cell(cell) == shown


def test_query_csv_neutralises_quotes_a_spreadsheet_would_run(tmp_path: Path) -> None:
    post = tmp_path / "post.md"
    post.write_text("# T\n\n=HYPERLINK(\"http://x\") We served 9,000 tokens per second on "
                    "8 H100 GPUs.\n", encoding="utf-8")
    db = str(tmp_path / "s.db")
    assert run_cli("ingest", str(post), "--db", db).returncode == 0
    result = run_cli("query", "--db", db, "--format", "csv")
    assert result.returncode == 0, result.stderr
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert rows and all(row["quote"].startswith("'=HYPERLINK(") for row in rows)
    assert all(float(row["value"]) > 0 for row in rows)  # numbers stay numbers

"""What a document holds reaches no terminal or spreadsheet as a command."""

from __future__ import annotations

import csv
import io
import json
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
    assert run_cli("ingest", str(post), "--db", db, "--jobs", "1").returncode == 0  # in process
    result = run_cli("query", "--db", db, "--format", "csv")
    assert result.returncode == 0, result.stderr
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert rows and all(row["quote"].startswith("'=HYPERLINK(") for row in rows)
    assert all(float(row["value"]) > 0 for row in rows)  # numbers stay numbers


def _post(tmp_path: Path, text: str, name: str = "post.md") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_failed_write_is_an_error_not_a_silent_cut(tmp_path: Path) -> None:
    """/dev/full takes nothing: stdout or --output, the run fails with one line."""
    post = _post(tmp_path, "# T\n\nWe served 9,000 tokens per second on 8 H100 GPUs.\n")
    import subprocess
    import sys

    from tests.conftest import ROOT, _env

    with open("/dev/full", "w") as full:
        piped = subprocess.run([sys.executable, "-m", "claims", "vet", str(post)], stdout=full,
                               stderr=subprocess.PIPE, text=True, cwd=ROOT, env=_env(),
                               timeout=60)
    assert piped.returncode == 2
    assert piped.stderr == "claims: error: <stdout>: cannot write the output: No space left " \
                           "on device\n"
    named = run_cli("vet", "--output", "/dev/full", str(post))
    assert named.returncode == 2 and "/dev/full: cannot write the output" in named.stderr
    assert Path("/dev/full").is_char_device()  # written in place, never renamed over
    missing = run_cli("vet", "--output", str(tmp_path / "no" / "dir" / "r.txt"), str(post))
    assert missing.returncode == 2 and "cannot write the output" in missing.stderr


@pytest.mark.parametrize("fmt", ["json", "text", "markdown"])
def test_a_report_over_the_size_limit_is_refused_with_one_line(
        fmt: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A hundred figures: the shortest report (text) comes to twice the 0.01 MiB limit.
    body = "".join(f"On 8 H100 GPUs run {i} took {i % 90 + 1} ms.\n\n" for i in range(100))
    post = _post(tmp_path, "# Latency\n\n" + body)
    out = tmp_path / "report.out"
    monkeypatch.setenv("CLAIMS_MAX_REPORT_MB", "0.01")  # read when the report is written
    result = run_cli("vet", "--format", fmt, "--output", str(out), str(post))
    monkeypatch.delenv("CLAIMS_MAX_REPORT_MB")
    assert result.returncode == 2
    assert result.stderr.startswith("claims: error: the report would be ")
    assert "over the 0.01 MiB limit (CLAIMS_MAX_REPORT_MB); nothing was written" in result.stderr
    assert len(result.stderr.splitlines()) == 1 and not out.exists()
    fits = run_cli("vet", "--format", fmt, "--fail-on", "never", str(post))
    assert fits.returncode == 0 and len(fits.stdout) > 10_240  # the default limit lets it by


@pytest.mark.parametrize("number", ["10^400", "9" * 400])
def test_a_number_no_float_holds_is_refused_at_every_output(number: str,
                                                            tmp_path: Path) -> None:
    """Never `Infinity` in JSON, `.inf` in YAML or a traceback: one line naming the place."""
    post = _post(tmp_path, f"# T\n\nWe served {number} tokens per second on 8 GPUs.\n")
    for args in (("vet", "--format", "json"), ("vet",), ("extract",)):
        result = run_cli(*args, str(post))
        assert result.returncode == 2 and result.stdout == ""
        assert result.stderr.startswith(f"claims: error: {post}:3: the figure ")
        assert "is too large to be a number" in result.stderr
        assert "internal error" not in result.stderr


def test_a_build_hash_with_an_e_among_its_digits_is_no_figure(tmp_path: Path) -> None:
    """A hex hash that reads like scientific notation ("785976e3179") is not a number too
    large to hold: the document is vetted, the hash is no figure, the figures beside it are."""
    post = _post(tmp_path, "# T\n\nBuilt from commit 785976e3179, the store served 12,000 IOPS.\n")
    result = run_cli("extract", "--format", "json", str(post))
    assert result.returncode == 0, result.stderr
    assert [c["value"] for c in json.loads(result.stdout)["claims"]] == [12000.0]


def _raw_controls(text: str) -> bool:
    """True when the text holds a control character other than newline and tab."""
    return any((ord(ch) < 0x20 and ch not in "\n\t") or 0x7F <= ord(ch) < 0xA0 or ch == "\u202e"
               for ch in text)


@pytest.mark.parametrize("command", [["compare", "{a}", "{b}"], ["verify", "{a}"],
                                     ["compare", "--format", "markdown", "{a}", "{b}"]])
def test_compare_and_verify_text_show_control_characters_escaped(command: list[str],
                                                                 tmp_path: Path) -> None:
    a = _post(tmp_path, HOSTILE, "a.md")
    b = _post(tmp_path, "# Other\x1b]0;x\x07\n\nWe served 7,000 tokens per second "
                        "\x1b[31mon 8 H100 GPUs\x1b[0m with vLLM 0.6.\n", "b.md")
    result = run_cli(*(part.format(a=a, b=b) for part in command))
    assert result.returncode == 0, result.stderr
    assert not _raw_controls(result.stdout)
    assert "\\x1b" in result.stdout


def test_query_csv_shows_control_characters_escaped(tmp_path: Path) -> None:
    db = str(tmp_path / "s.db")
    assert run_cli("ingest", str(_post(tmp_path, HOSTILE)), "--db", db, "--jobs", "1"
                   ).returncode == 0  # no worker pool: in this process
    result = run_cli("query", "--db", db, "--format", "csv")
    assert result.returncode == 0, result.stderr
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert rows and not any(_raw_controls(cell) for row in rows for cell in row.values())
    assert any("\\x1b[31m" in row["quote"] for row in rows)

"""The editor's reports show each performance figure's stated conditions."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import run_cli

POST = ("# Results\n\nOn eight H100 GPUs running Llama 3.1 70B with vLLM 0.6.3, we measured "
        "12,000 tokens per second per GPU at concurrency 64.\n")


def _post(tmp_path: Path) -> Path:
    path = tmp_path / "post.md"
    path.write_text(POST, encoding="utf-8")
    return path


def test_text_report_puts_conditions_under_the_figure(tmp_path: Path) -> None:
    lines = run_cli("vet", str(_post(tmp_path))).stdout.splitlines()
    row = next(i for i, line in enumerate(lines) if line.strip().startswith("12,000 tokens/s"))
    conditions = lines[row + 1].strip()
    assert conditions.startswith("conditions: ")
    for part in ("model Llama 3.1 70B", "8x H100", "software vLLM 0.6.3", "concurrency 64"):
        assert part in conditions, f"{part!r} missing from {conditions!r}"
    # A configuration count is not a performance figure: no conditions line under it.
    count_row = next(i for i, line in enumerate(lines) if line.strip().startswith("8 GPUs"))
    assert not lines[count_row + 1].strip().startswith("conditions:")


def test_markdown_report_has_a_conditions_column(tmp_path: Path) -> None:
    out = run_cli("vet", "--format", "markdown", str(_post(tmp_path))).stdout
    header = next(line for line in out.splitlines() if line.startswith("| value"))
    assert header.rstrip(" |").endswith("conditions")
    row = next(line for line in out.splitlines() if line.startswith("| 12,000 tokens/s"))
    assert "concurrency 64" in row.split("|")[-2]

"""`claims vet` and `claims extract` end to end, as a user runs them."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import yaml

from tests.conftest import ROOT, run_cli, run_cli_process

EXAMPLE = ROOT / "examples" / "announcements" / "rubin-agentic-serving.md"
EXAMPLES = sorted((ROOT / "examples" / "announcements").glob("*.md"))

EDITOR_CAVEATS = {"self-reported", "missing-cost", "missing-quality",
                  "comparison-baseline-unclear", "cached-tokens-counted", "simulated-result",
                  "experimental-component", "single-workload", "peak-not-sustained"}


def vet_json(*args: str) -> dict:
    """Run `claims vet --format json ARGS` and parse the report."""
    result = run_cli("vet", "--format", "json", *args)
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)


def test_seed_report_lists_headlines_and_raises_the_editors_caveats(seed_md: Path) -> None:
    report = vet_json(str(seed_md))
    (doc,) = report["documents"]
    figures = {(c["value"], c["unit"], c.get("per")) for c in doc["claims"]}
    for want in ((1.7e6, "tokens/s", "GPU"), (387, "tokens/s", "user"), (58, "x", None),
                 (2.52e6, "tokens/s", None), (1810, "tokens/s", "user")):
        assert want in figures, want
    rules = {f["rule"] for f in doc["findings"]}
    assert rules >= EDITOR_CAVEATS, EDITOR_CAVEATS - rules
    for finding in doc["findings"]:
        assert finding["evidence"], finding["rule"]
        text = seed_md.read_text(encoding="utf-8")
        for quote in finding["evidence"]:
            span = quote["span"]
            assert text[span["start"]:span["end"]] == quote["text"]


def test_readme_command_on_the_shipped_example() -> None:
    result = run_cli("vet", str(EXAMPLE.relative_to(ROOT)))
    assert result.returncode == 1, result.stderr
    assert "1.7 million" in result.stdout or "1,700,000" in result.stdout
    assert "self-reported" in result.stdout and "CLM" in result.stdout
    assert run_cli("vet", "--fail-on", "never", str(EXAMPLE)).returncode == 0


def test_every_example_vets_cleanly_and_deterministically() -> None:
    for path in EXAMPLES:
        first = run_cli("vet", "--format", "json", str(path))
        # its own process: another hash seed, no warm caches
        second = run_cli_process("vet", "--format", "json", str(path))
        assert first.returncode in (0, 1) and first.stderr == "", first.stderr
        assert first.stdout == second.stdout, path.name


def test_json_report_matches_the_report_schema() -> None:
    schema = json.loads((ROOT / "schemas" / "report.schema.json").read_text())
    report = vet_json(*map(str, EXAMPLES))
    jsonschema.validate(report, schema)
    assert report["summary"]["documents"] == len(EXAMPLES)


def test_markdown_and_text_formats() -> None:
    md = run_cli("vet", "--format", "markdown", str(EXAMPLE))
    assert md.returncode == 1 and "|" in md.stdout and "CLM" in md.stdout


def test_select_and_ignore() -> None:
    only = vet_json("--select", "missing-cost", str(EXAMPLE))
    assert {f["rule"] for f in only["documents"][0]["findings"]} == {"missing-cost"}
    rest = vet_json("--ignore", "missing-cost", str(EXAMPLE))
    assert "missing-cost" not in {f["rule"] for f in rest["documents"][0]["findings"]}


def test_extract_yaml_is_a_claim_file_that_check_reads(tmp_path: Path) -> None:
    out = tmp_path / "rubin.claims.yaml"
    result = run_cli("extract", str(EXAMPLE), "--output", str(out))
    assert result.returncode == 0 and result.stdout == "", result.stderr
    data = yaml.safe_load(out.read_text())
    assert data["document"]["title"].startswith("vLLM serves") and len(data["claims"]) > 10
    assert run_cli("validate", str(out)).returncode == 0
    checked = run_cli("check", "--format", "json", str(out))
    vetted = vet_json(str(EXAMPLE))
    assert checked.returncode == 1, checked.stderr
    rules = {f["rule"] for f in json.loads(checked.stdout)["documents"][0]["findings"]}
    assert rules == {f["rule"] for f in vetted["documents"][0]["findings"]}


def test_extract_json_for_one_and_for_several_sources() -> None:
    one = json.loads(run_cli("extract", "--format", "json", str(EXAMPLE)).stdout)
    assert one["document"]["format"] == "markdown" and one["claims"]
    several = json.loads(run_cli("extract", "--format", "json", *map(str, EXAMPLES)).stdout)
    assert isinstance(several, list) and len(several) == len(EXAMPLES)


def test_bad_input_is_one_line_and_the_good_input_is_still_reported(tmp_path: Path) -> None:
    bad = tmp_path / "bad.md"
    bad.write_text("---\ntitle: [oops\n---\nbody 5 ms\n")
    result = run_cli("vet", str(EXAMPLE), str(bad))
    assert result.returncode == 2
    assert result.stdout.startswith(f"{EXAMPLE} (") and "1 document," in result.stdout
    assert result.stderr.startswith(f"claims: error: {bad}:3:")
    assert len(result.stderr.strip().splitlines()) == 1


def test_output_file_is_not_half_written_on_error(tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    result = run_cli("vet", "--format", "html", "-o", str(out), str(tmp_path / "missing.md"))
    assert result.returncode == 2 and not out.exists()

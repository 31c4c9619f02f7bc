"""`claims check`, `claims validate` and `claims rules`, run as a user runs them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
import pytest

from tests.conftest import ROOT, run_cli, run_cli_process

SEED = "examples/deepseek-v4-1-flash-vera-rubin.claims.yaml"
AUDITED = "examples/audited-vector-search-benchmark.claims.yaml"
SEED_MUST_RAISE = {"missing-cost", "missing-quality", "self-reported",
                   "comparison-baseline-unclear", "simulated-result", "experimental-component",
                   "cached-tokens-counted"}
LINE = re.compile(r"^(?P<path>[^:]+):(?P<line>\d+):(?P<col>\d+): (?P<code>CLM\d{3}) "
                  r"(?P<rule>[a-z-]+) (?P<message>.+)$")


def check_json(*args: str, cwd: Path | None = None) -> tuple[int, dict]:  # type: ignore[type-arg]
    """Run `claims check --format json ARGS`; the exit status and the parsed report."""
    result = run_cli("check", "--format", "json", *args, cwd=cwd)
    assert result.returncode in (0, 1), result.stderr
    return result.returncode, json.loads(result.stdout)


def rules_raised(report: dict) -> set[str]:  # type: ignore[type-arg]
    """Names of the rules with open (not accepted) findings in a JSON report."""
    return {f["rule"] for d in report["documents"] for f in d["findings"] if not f["accepted"]}


def test_seed_example_raises_the_editors_caveats_each_with_a_quote() -> None:
    status, report = check_json(SEED)
    assert status == 1
    missing = SEED_MUST_RAISE - rules_raised(report)
    assert not missing, f"not raised: {sorted(missing)}"
    [doc] = report["documents"]
    claim_quotes = {c["source"]["quote"] for c in doc["claims"]}
    for finding in doc["findings"]:
        assert finding["evidence"], finding["rule"]
        assert all(q["text"] in claim_quotes for q in finding["evidence"])
        assert finding["path"] == SEED and finding["line"] >= 1 and finding["column"] >= 1


def test_audited_example_raises_none_of_the_three() -> None:
    status, report = check_json(AUDITED)
    raised = rules_raised(report)
    assert not raised & {"missing-cost", "missing-quality", "self-reported"}, raised
    assert status == 0, raised


def test_json_report_is_valid_and_byte_identical_across_runs() -> None:
    schema = json.loads((ROOT / "schemas" / "report.schema.json").read_text(encoding="utf-8"))
    one = run_cli("check", "--format", "json", SEED, AUDITED)
    # its own process: another hash seed, no warm caches
    two = run_cli_process("check", "--format", "json", SEED, AUDITED)
    assert one.stdout == two.stdout
    report = json.loads(one.stdout)
    jsonschema.Draft202012Validator(schema).validate(report)
    assert report["summary"]["documents"] == 2
    assert report["summary"]["findings"] == sum(
        1 for d in report["documents"] for f in d["findings"] if not f["accepted"])


def test_text_report_lines_have_location_code_rule_and_quotes() -> None:
    result = run_cli("check", SEED)
    assert result.returncode == 1 and result.stderr == ""
    lines = result.stdout.splitlines()
    heads = [LINE.match(line) for line in lines if line.startswith(SEED)]
    assert heads and all(heads), [line for line in lines if line.startswith(SEED)]
    assert {m["rule"] for m in heads if m} >= SEED_MUST_RAISE
    first = lines.index(next(line for line in lines if line.startswith(SEED)))
    assert lines[first + 1].startswith('    line ') and '"' in lines[first + 1]
    assert re.match(r"^1 document, 15 figures, \d+ findings \(\d+ error, \d+ warning, \d+ info\), "
                    r"0 accepted$", lines[-1])


def test_show_claims_prints_the_figures_table() -> None:
    result = run_cli("check", "--show-claims", SEED)
    header = next(line for line in result.stdout.splitlines() if line.lstrip().startswith("value"))
    assert header.split() == ["value", "per", "statistic", "metric", "kind", "evidence", "line",
                              "quote"]
    assert re.search(r"^  1,700,000 tokens/s +GPU +- +throughput +headline +measured +39 "
                     r"+1\.7 million", result.stdout, re.M)
    assert re.search(r"^  4\.2 s \(from 29\.8\) +- +median +ttft", result.stdout, re.M)


def test_markdown_is_an_editors_summary() -> None:
    result = run_cli("check", "--format", "markdown", SEED)
    text = result.stdout
    assert text.startswith("# Claims report\n")
    assert "| value | per | statistic | metric | kind | evidence | line | quote |" in text
    caveats = text.index("### Caveats")
    assert text.index("### Figures") < caveats
    assert "- **missing-cost** (CLM101, warning)" in text[caveats:]
    assert "  - > 58x Throughput vs. GB300 NVL72 (line 29)" in text


def test_markdown_escapes_text_from_the_claim_file(tmp_path: Path) -> None:
    text = (ROOT / AUDITED).read_text(encoding="utf-8").replace(
        "  title: 'Illustrative audited result:", "  title: '<script>x</script> | *bold*:")
    path = tmp_path / "odd.claims.yaml"
    path.write_text(text, encoding="utf-8")
    out = run_cli("check", "--format", "markdown", str(path)).stdout
    assert "## \\<script\\>x\\</script\\> \\| \\*bold\\*:" in out
    assert "<script>" not in out


def test_select_and_ignore_by_prefix_and_name() -> None:
    _, only_missing = check_json("--select", "missing-", SEED)
    assert rules_raised(only_missing) == {"missing-cost", "missing-quality",
                                          "missing-conditions"}
    _, by_code = check_json("--select", "CLM10", "--ignore", "CLM103,simulated-result", SEED)
    raised = rules_raised(by_code)
    assert "self-reported" not in raised and "simulated-result" not in raised
    assert {"missing-cost", "experimental-component"} <= raised
    assert all(f["code"].startswith("CLM10") for d in by_code["documents"]
               for f in d["findings"])
    bad = run_cli("check", "--select", "no-such-rule", SEED)
    assert bad.returncode == 2
    assert bad.stderr == ("claims: error: unknown rule, code or prefix: 'no-such-rule' "
                          "(see `claims rules`)\n")


def test_fail_on_levels() -> None:
    assert run_cli("check", "--fail-on", "never", SEED).returncode == 0
    assert run_cli("check", "--fail-on", "error", SEED).returncode == 0
    assert run_cli("check", "--fail-on", "info", AUDITED).returncode == 0
    assert run_cli("check", "--fail-on", "warning", SEED).returncode == 1


def test_accepted_findings_are_reported_as_accepted(tmp_path: Path) -> None:
    text = (ROOT / SEED).read_text(encoding="utf-8") + (
        "accepted:\n- rule: missing-cost\n  reason: the post covers speed; pricing is not public\n")
    path = tmp_path / "seed.claims.yaml"
    path.write_text(text, encoding="utf-8")
    status, report = check_json("--select", "missing-cost", str(path))
    [finding] = report["documents"][0]["findings"]
    assert finding["accepted"] is True
    assert finding["accepted_reason"] == "the post covers speed; pricing is not public"
    assert report["summary"]["accepted"] == 1 and report["summary"]["findings"] == 0
    assert status == 0, "an accepted finding does not fail the run"
    shown = run_cli("check", "--select", "missing-cost", str(path)).stdout
    assert "CLM101 missing-cost" in shown
    assert "[accepted: the post covers speed; pricing is not public]" in shown


def test_an_acceptance_naming_no_rule_is_an_input_error(tmp_path: Path) -> None:
    text = (ROOT / AUDITED).read_text(encoding="utf-8") + (
        "accepted:\n- rule: missing-costs\n  reason: typo\n")
    path = tmp_path / "typo.claims.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_cli("check", str(path))
    assert result.returncode == 2
    assert re.fullmatch(rf"claims: error: {re.escape(str(path))}:\d+:1: accepted: unknown rule "
                        r"'missing-costs' \(use a code or name from `claims rules`\)\n",
                        result.stderr)
    validated = run_cli("validate", str(path))
    assert validated.returncode == 1
    assert validated.stdout.endswith("accepted[0].rule: unknown rule 'missing-costs'\n")


BAD_INPUTS = {
    "malformed": ("document: {title: x\nclaims: [\n", "malformed YAML"),
    "wrong-type": ("document: {title: x}\nclaims:\n- {value: many, unit: x, metric: m, "
                   "source: {quote: q}}\n", "claims[0].value: 'many' is not of type 'number'"),
    "unknown-field": ("document: {title: x, colour: red}\n", "unknown field 'colour'"),
    "alias-bomb": ("".join(f"k{i}: &a{i} v\n" for i in range(150)), "alias bomb"),
    "binary": ("document:\n  title: \x00\x01\x02\n", "binary content"),
}


@pytest.mark.parametrize("command", ["check", "validate"])
@pytest.mark.parametrize("case", sorted(BAD_INPUTS))
def test_bad_input_gives_one_line_and_no_traceback(case: str, command: str,
                                                  tmp_path: Path) -> None:
    text, reason = BAD_INPUTS[case]
    path = tmp_path / f"{case}.claims.yaml"
    path.write_bytes(text.encode("utf-8"))
    result = run_cli(command, str(path))
    assert result.returncode in (1, 2)
    out = (result.stdout + result.stderr).strip()
    assert "Traceback" not in out and reason in out
    assert result.stdout == "" or command == "validate"
    if result.returncode == 2:
        assert result.stderr.count("\n") == 1 and result.stderr.startswith("claims: error: ")


@pytest.mark.parametrize("command", ["check", "validate"])
def test_missing_files_and_folders_exit_2(command: str, tmp_path: Path) -> None:
    missing = run_cli(command, str(tmp_path / "absent.yaml"))
    assert missing.returncode == 2
    assert missing.stderr == f"claims: error: {tmp_path / 'absent.yaml'}: no such file\n"
    folder = run_cli(command, str(tmp_path))
    assert folder.returncode == 2 and "is a directory" in folder.stderr


def test_check_writes_nothing_when_any_file_is_bad(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    result = run_cli("check", "--format", "json", "--output", str(out), SEED,
                     str(tmp_path / "absent.yaml"))
    assert result.returncode == 2 and not out.exists()
    good = run_cli("check", "--format", "json", "--output", str(out), SEED)
    assert good.returncode == 1 and good.stdout == ""
    assert json.loads(out.read_text(encoding="utf-8"))["summary"]["documents"] == 1


def test_check_reads_a_claim_file_from_stdin() -> None:
    text = (ROOT / AUDITED).read_text(encoding="utf-8")
    result = run_cli("check", "-", stdin=text)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("1 document, 7 figures, 0 findings")


def test_validate_reads_standard_input_once() -> None:
    text = (ROOT / AUDITED).read_text(encoding="utf-8") + (
        "accepted:\n- rule: no-such-rule\n  reason: typo\n")
    result = run_cli("validate", "-", stdin=text)
    assert result.returncode == 1, result.stderr
    assert result.stdout.startswith("-:") and "unknown rule 'no-such-rule'" in result.stdout


def test_validate_reports_every_problem_or_says_valid(tmp_path: Path) -> None:
    ok = run_cli("validate", SEED, AUDITED)
    assert ok.returncode == 0 and ok.stdout == "2 claim file(s) valid\n"
    bad = tmp_path / "bad.claims.yaml"
    bad.write_text("document:\n  title: x\n  colour: red\nclaims:\n- value: 1\n", encoding="utf-8")
    result = run_cli("validate", str(bad))
    assert result.returncode == 1
    assert result.stdout.splitlines() == [
        f"{bad}:3:3: document: unknown field 'colour'",
        f"{bad}:5:3: claims[0]: 'metric' is a required property",
        f"{bad}:5:3: claims[0]: 'source' is a required property",
        f"{bad}:5:3: claims[0]: 'unit' is a required property",
    ]


def test_rules_lists_every_rule_and_prints_docs() -> None:
    listing = run_cli("rules")
    assert listing.returncode == 0
    rows = [line for line in listing.stdout.splitlines() if line.startswith("CLM1")]
    assert len(rows) == 21  # the 15 of DESIGN.md, the 4 issue 17 added, issue 25's two
    assert re.match(r"^CLM101  missing-cost +warning   check   [0-9.-]+ +[0-9.-]+ +Performance "
                    r"figures", rows[0])
    assert "precision and recall measured on: editorial (" in listing.stdout
    one = run_cli("rules", "missing-cost")
    for heading in ("What it does:", "Why it matters:", "Example:", "Use instead:"):
        assert f"\n{heading}\n" in one.stdout
    assert one.stdout.startswith("CLM101 missing-cost (warning, cost_quality, stage check)")
    assert run_cli("rules", "CLM101").stdout == one.stdout
    as_json = json.loads(run_cli("rules", "CLM11", "--format", "json").stdout)
    assert [r["code"] for r in as_json] == [f"CLM11{i}" for i in range(10)]
    assert set(as_json[0]["docs"]) == {"what_it_does", "why_it_matters", "example",
                                       "use_instead"}
    page = run_cli("rules", "CLM1", "--format", "markdown").stdout
    assert page.count("### Use instead") == 21
    docs_page = run_cli("rules", "--format", "markdown").stdout
    assert docs_page.startswith("# Rules\n")
    assert "| CLM101 | [`missing-cost`](#clm101-missing-cost)" in docs_page
    assert docs_page.count("### What it does") == docs_page.count("\n| CLM")
    unknown = run_cli("rules", "nonsense")
    assert unknown.returncode == 2 and unknown.stderr.startswith("claims: error: unknown rule")


def test_long_quotes_are_clipped_around_the_figure() -> None:
    from claims.report import clip

    sentence = ("Its headline result is 1.7 million total tokens per second per GPU while each "
                "user receives 387 tokens per second; peak throughput reaches 2.52 million.")
    assert clip(sentence, 200) == sentence
    head = clip(sentence, 40)
    assert len(head) <= 40 and head.endswith("…") and head.startswith("Its headline")
    middle = clip(sentence, 40, "387")
    assert len(middle) <= 40 and "387 tokens" in middle
    assert middle.startswith("…") and middle.endswith("…")
    tail = clip(sentence, 40, "2.52 million")
    assert tail.startswith("…") and tail.endswith("2.52 million.") and len(tail) <= 40


def test_extracted_claims_check_through_a_pipe(seed_md: Path) -> None:
    from claims.cli import COMMANDS

    if "extract" not in COMMANDS:
        pytest.skip("`claims extract` is not registered")
    extracted = run_cli("extract", str(seed_md))
    assert extracted.returncode == 0, extracted.stderr
    checked = run_cli("check", "--format", "json", "-", stdin=extracted.stdout)
    assert checked.returncode == 1, checked.stderr
    raised = rules_raised(json.loads(checked.stdout))
    assert {"missing-cost", "missing-quality", "self-reported"} <= raised


GOLDEN = ROOT / "tests" / "fixtures" / "claimfiles" / "golden"


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.claims.yaml")), ids=lambda p: p.stem)
def test_golden_claim_files_from_several_fields(path: Path) -> None:
    expected = set(path.with_name(path.name.replace(".claims.yaml", ".findings"))
                   .read_text(encoding="utf-8").splitlines()) - {""}
    _, report = check_json(str(path))
    got = {f"{f['code']} {f['rule']}" for d in report["documents"] for f in d["findings"]}
    missing, unexpected = sorted(expected - got), sorted(got - expected)
    assert not missing and not unexpected, f"missing: {missing}; unexpected: {unexpected}"


def test_figure_values_read_naturally() -> None:
    from claims.model import Claim
    from claims.report import figure_value

    def make(value: float, unit: str, **fields: object) -> Claim:
        return Claim.model_validate({"value": value, "unit": unit, "metric": "count",
                                     "source": {"quote": f"{value} {unit}"}, **fields})

    assert figure_value(make(1.7e6, "tokens/s")) == "1,700,000 tokens/s"
    assert figure_value(make(0.38, "s", baseline={"value": 0.98})) == "380 ms (from 980)"
    assert figure_value(make(1.3e-5, "s")) == "13 µs"
    assert figure_value(make(4.2, "s", baseline={"value": 29.8})) == "4.2 s (from 29.8)"
    assert figure_value(make(28, "%", approximate=True)) == "~28 %"
    assert figure_value(make(72, "count", count_noun="GPUs")) == "72 GPUs"
    assert figure_value(make(3, "x", value_max=5)) == "3-5 x"
    assert figure_value(make(0.78, "GB/s")) == "780 MB/s"
    assert figure_value(make(1e-6, "GB")) == "1 KB"
    assert figure_value(make(1.45e15, "FLOP/s")) == "1.45 PFLOP/s"
    assert figure_value(make(2.1e9, "Hz")) == "2.1 GHz"
    assert figure_value(make(1.6e-6, "GB", baseline={"value": 4.1e-6})) == "1.6 KB (from 4.1)"


def test_check_renders_every_registered_report_format(tmp_path: Path) -> None:
    from claims.report import FORMATS

    for fmt in FORMATS:
        out = tmp_path / f"report.{fmt}"
        result = run_cli("check", "--format", fmt, "--output", str(out), SEED)
        assert result.returncode == 1, (fmt, result.stderr)
        assert "missing-cost" in out.read_text(encoding="utf-8"), fmt

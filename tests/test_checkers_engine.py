"""The checker engine: registry, docs, selection, accepted findings, order."""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import checkers
from checkers import RULES, resolve_selection, run_checks
from checkers.engine import sort_key
from checkers.rule import SECTIONS, Rule, parse_docs
from claims.errors import ClaimsError
from claims.load.claimfile import load_claim_file
from claims.model import Accepted
from tests.conftest import ROOT

SEED_EXAMPLE = ROOT / "examples" / "deepseek-v4-1-flash-vera-rubin.claims.yaml"
DESIGN = ROOT.parent / "shared" / "DESIGN.md"


def defined_rules() -> list[Rule]:
    """Every rule defined in a module of `checkers` (alone or in a tuple), by code."""
    found: dict[str, Rule] = {}
    for info in pkgutil.iter_modules(checkers.__path__):
        module = importlib.import_module(f"checkers.{info.name}")
        for value in vars(module).values():
            for item in value if isinstance(value, tuple) else (value,):
                if isinstance(item, Rule):
                    found[f"{item.code} {item.name}"] = item
    return [found[key] for key in sorted(found)]


def design_vocabulary() -> set[str]:
    """The rule names of DESIGN.md's vocabulary table (a clean skip where ../shared is absent)."""
    if not DESIGN.is_file():
        pytest.skip("../shared/DESIGN.md is not present")
    text = DESIGN.read_text(encoding="utf-8")
    table = text.split("## Rule vocabulary", 1)[1].split("\n\n", 2)[1]
    return {row.split("|")[1].strip() for row in table.splitlines()[2:]}


def test_registry_holds_every_defined_rule_once() -> None:
    assert list(RULES) == defined_rules(), "a rule is defined but not registered, or twice"
    assert len({r.code for r in RULES}) == len(RULES) == len({r.name for r in RULES})
    for rule in RULES:
        assert re.fullmatch(r"[a-z]+(?:-[a-z]+)*", rule.name), rule.name
        if rule.stage == "check":
            assert re.fullmatch(r"CLM1[0-9]{2}", rule.code), rule.code


def test_registry_holds_the_design_vocabulary() -> None:
    vocabulary = design_vocabulary()
    assert len(vocabulary) >= 10, "the table was not read"
    assert vocabulary <= {r.name for r in RULES if r.stage == "check"}


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.name)
def test_every_rule_is_documented_in_four_parts(rule) -> None:  # type: ignore[no-untyped-def]
    assert rule.summary and "\n" not in rule.summary
    for title, text in rule.docs.sections():
        assert title in SECTIONS and len(text) > 20, f"{rule.name}: {title} too short"


def test_docs_without_a_section_are_refused() -> None:
    with pytest.raises(ValueError, match="Use instead"):
        parse_docs("Summary.\n\n## What it does\nx\n## Why it matters\ny\n## Example\nz\n", "t")


def test_selection_by_code_prefix_name_and_name_prefix() -> None:
    assert [r.name for r in resolve_selection(["CLM101"])] == ["missing-cost"]
    assert [r.name for r in resolve_selection(["clm10"], ["CLM103"])] == [
        r.name for r in RULES if r.code.startswith("CLM10") and r.code != "CLM103"]
    assert {r.name for r in resolve_selection(["missing-"])} == {
        "missing-cost", "missing-quality", "missing-conditions"}
    every = resolve_selection()
    assert [r.name for r in resolve_selection((), ["self-reported"])] == [
        r.name for r in every if r.name != "self-reported"]
    with pytest.raises(ClaimsError, match="unknown rule"):
        resolve_selection(["no-such-rule"])


def test_seed_example_runs_all_rules_sorted_and_stable() -> None:
    cf = load_claim_file(SEED_EXAMPLE)
    first = run_checks(cf.document, cf.claims)
    assert first == run_checks(cf.document, cf.claims)
    keys = [sort_key(f) for f in first]
    assert keys == sorted(keys)
    assert len({f.rule for f in first}) >= 10, "rules must not stop at the first finding"


def test_accepted_findings_are_kept_and_marked() -> None:
    cf = load_claim_file(SEED_EXAMPLE)
    ratio = next(c for c in cf.claims if c.unit == "x")
    accepted = [Accepted(rule="missing-cost", reason="the article is about speed only"),
                Accepted(rule="CLM104", reason="baseline is in the earlier study",
                         claims=(ratio.id,))]
    findings = run_checks(cf.document, cf.claims, accepted=accepted)
    cost = [f for f in findings if f.rule == "missing-cost"]
    assert cost and all(f.accepted and f.accepted_reason == "the article is about speed only"
                        for f in cost)
    baseline = [f for f in findings if f.rule == "comparison-baseline-unclear"]
    assert {f.accepted for f in baseline} == {True, False}, "only the named claim is accepted"
    assert all(f.claim_ids == (ratio.id,) for f in baseline if f.accepted)
    with pytest.raises(ClaimsError, match="unknown rule 'missing-costs'"):
        run_checks(cf.document, cf.claims, accepted=[Accepted(rule="missing-costs", reason="x")])

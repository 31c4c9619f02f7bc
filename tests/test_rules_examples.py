"""Every rule's documented Example raises it, and its "Use instead" does not.

The docs of a rule (`claims rules NAME`) quote an announcement in each of the two
sections; the quoted text, run through the whole pipeline, is what the rule must judge.
A "Use instead" must hold a performance figure of its own, so that "does not raise" is
a judgment and not an empty document.
"""

from __future__ import annotations

import re

import pytest

from checkers import RULES
from checkers.facts import performance
from checkers.rule import Rule
from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded

_QUOTED = re.compile(r'"([^"]+)"')


def announcement(section: str) -> str:
    """The text a docs section quotes, joined into one paragraph."""
    return " ".join(" ".join(part.split()) for part in _QUOTED.findall(section))


def vet(text: str) -> DocumentReport:
    """`claims vet` on the quoted text as a one-paragraph announcement."""
    return vet_loaded(parse_bytes(f"# Announcement\n\n{text}\n".encode(), origin="docs.md"))


def _params() -> list[object]:
    """One case per rule; the verify-stage rules judge a claim file against a source that
    changed since, which no single text can show, so they are skipped by name."""
    return [pytest.param(r, id=r.name, marks=[pytest.mark.skip(
        reason="verify-stage rules judge a claim file against its re-read source")]
        if r.stage != "check" else []) for r in RULES]


@pytest.mark.parametrize("rule", _params())
def test_the_example_raises_the_rule_and_the_use_instead_does_not(rule: Rule) -> None:
    example, instead = announcement(rule.docs.example), announcement(rule.docs.use_instead)
    assert example, f"{rule.name}: the Example quotes no announcement"
    assert instead, f"{rule.name}: Use instead quotes no announcement"
    raised = [f.message for f in vet(example).findings if f.rule == rule.name]
    assert raised, f"{rule.name}: its Example does not raise it: {example!r}"
    report = vet(instead)
    assert performance(report.claims), f"{rule.name}: Use instead holds no performance figure"
    still = [f.message for f in report.findings if f.rule == rule.name]
    assert not still, f"{rule.name}: its Use instead still raises it: {still}"

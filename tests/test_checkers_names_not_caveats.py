"""Words inside a name or a guide's heading are no caveat, on sentences of our own.

"alpha" inside a model's name ("orca-mini-alpha-7b") does not call anything experimental,
while a version's tag ("3.1-alpha") still does; "what to expect" over a results table
does not make measured runs projections, while "we expect" still does.
"""

from __future__ import annotations

import pytest

from claims.extract.facts.evidence import evidence, maturity
from claims.load.documents import parse_bytes
from claims.model import DocumentReport, Evidence, Maturity
from claims.pipeline import vet_loaded


def _vet(body: str, title: str = "Fine-tuning runs") -> DocumentReport:
    """The report of a Markdown document with `body` under a heading `title`."""
    text = f"---\ntitle: \"{title}\"\npublisher: Harbor Labs\n---\n\n# {title}\n\n{body}\n"
    return vet_loaded(parse_bytes(text.encode(), origin="test.md"))


def _rules(report: DocumentReport) -> set[str]:
    """The rules that fired on the report."""
    return {f.rule for f in report.findings}


_TABLE = ("Each run trained on one L4 for two epochs.\n\n"
          "| model | runtime | peak memory |\n|---|---|---|\n"
          "| {name} | 17.25 min | 11.40 GB |\n| otter-1b | 6.10 min | 5.20 GB |\n")


@pytest.mark.parametrize("name", ["orca-mini-alpha-7b", "heron/alpha-2b", "tern_alpha_v2"])
def test_alpha_inside_a_name_is_no_maturity(name: str) -> None:
    assert maturity(f"| {name} | 17.25 min | 11.40 GB |") is None
    assert "experimental-component" not in _rules(_vet(_TABLE.format(name=name)))


@pytest.mark.parametrize("sentence", [
    "Kestrel 3.1-alpha finished the runs in 17 minutes.",
    "The alpha build finished the runs in 17 minutes.",
    "This alpha-quality trainer finished the runs in 17 minutes.",
])
def test_alpha_as_a_release_tag_is_still_experimental(sentence: str) -> None:
    assert maturity(sentence) is Maturity.experimental


def test_a_what_to_expect_heading_is_no_projection() -> None:
    assert evidence("Fine-tuning recipes: what to expect") is None
    rules = _rules(_vet(_TABLE.format(name="otter-3b"), title="Fine-tuning recipes: what to "
                        "expect"))
    assert "simulated-result" not in rules


def test_an_expectation_is_still_a_projection() -> None:
    assert evidence("We expect the next release to finish in 12 minutes.") is Evidence.projected
    body = "We expect the next release to finish the two epochs in 12 minutes on one L4."
    assert "simulated-result" in _rules(_vet(body))

"""Maturity and evidence words, in names, headings and version tags, on sentences of our own.

"alpha" inside a model's name ("orca-mini-alpha-7b") does not call anything experimental,
while a version's tag ("3.1-alpha") still does; "what to expect" over a results table
does not make measured runs projections, while "we expect" still does. A version's
release-candidate tag ("6.9.0-rc3") or a snapshot build is a preview; a file system's
snapshot is not.
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


@pytest.mark.parametrize("cell", [
    "Harrier OS 3.2.0-rc2 / 6.9.1",
    "kernel 6.11.0-rc5",
    "Harrier OS SNAPSHOT / 6.9.1",
    "Heron 0.9-SNAPSHOT",
    "built from proposed patches, not yet official",
    "the driver is not yet merged",
])
def test_a_release_candidate_or_snapshot_build_is_a_preview(cell: str) -> None:
    assert maturity(f"| Pine board | {cell} | 412 Mbits/sec |") is Maturity.preview


def test_a_preview_build_in_a_row_raises_experimental_component() -> None:
    body = ("| board | OS / kernel | speed |\n|---|---|---|\n"
            "| Pine board | Harrier OS 3.2.0-rc2 / 6.9.1 | 412 Mbits/sec |\n"
            "| Oak board | Harrier OS 3.1.4 / 6.6.3 | 388 Mbits/sec |\n")
    assert "experimental-component" in _rules(_vet(body))


@pytest.mark.parametrize("sentence", [
    "A ZFS snapshot of the 2 TB pool took 3.1 s.",
    "The search went through the source tree in 2.4 s.",
    "Heron 3.2.0 served 412 requests per second.",
])
def test_snapshots_of_data_and_plain_versions_are_no_preview(sentence: str) -> None:
    assert maturity(sentence) is None


def test_a_snapshot_isolation_level_is_no_preview() -> None:
    assert maturity("Under SNAPSHOT isolation the store committed 9,100 transactions/s.") is None

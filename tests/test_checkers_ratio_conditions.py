"""missing-conditions on ratios, on sentences and tables of our own.

A ratio whose two sides stand in its table row lacks what they lack (no version anywhere),
and joins their finding; a ratio that names its work but no machine and no versioned
program has nothing to reproduce. A ratio whose sides and setup are stated stays quiet.
"""

from __future__ import annotations

from checkers.facts import short
from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded


def _vet(body: str) -> DocumentReport:
    """The report of a Markdown document with `body`."""
    text = f"---\ntitle: A test post\npublisher: Harbor Labs\n---\n\n{body}\n"
    return vet_loaded(parse_bytes(text.encode(), origin="test.md"))


def _cited(report: DocumentReport) -> set[str]:
    """The figures the missing-conditions findings of a report cite."""
    claims = {c.id: c for c in report.claims}
    return {short(claims[i]) for f in report.findings if f.rule == "missing-conditions"
            for i in f.claim_ids if i in claims}


_KERNELS = ("# Kernels\n\nEach pass of the Heron attention kernel on one NVIDIA L40S, batch 2, "
            "16 heads, sequence length 1024.\n\n"
            "| pass | PyTorch (ms) | Heron (ms) | speed-up |\n|---|---|---|---|\n"
            "| Forward | 6.240 | 0.312 | 20.0x |\n| Backward | 2.210 | 0.520 | 4.25x |\n")


def test_a_ratio_joins_its_sides_when_no_version_is_stated() -> None:
    cited = _cited(_vet(_KERNELS))
    assert {"6.240 ms", "0.312 ms"} <= cited
    assert "20.0x" in cited


def test_a_ratio_is_not_said_to_lack_versions_the_document_states() -> None:
    body = _KERNELS + "\nVersions: PyTorch 2.4.1, Heron 0.4.2, Triton 3.0.0, CUDA 12.4.\n"
    report = _vet(body)
    claims = {c.id: c for c in report.claims}
    said = [f.message for f in report.findings if f.rule == "missing-conditions"
            and any(short(claims[i]) == "20.0x" for i in f.claim_ids if i in claims)]
    assert not any("software" in m for m in said)


def test_a_ratio_naming_only_its_work_has_nothing_to_reproduce() -> None:
    body = ("# Sequential reads\n\nOn the sequential read test, Wrenfs gives 12x more "
            "throughput than Acme FS.")
    report = _vet(body)
    assert "12x" in _cited(report)
    assert any("no hardware and no software version" in f.message for f in report.findings
               if f.rule == "missing-conditions")


def test_a_ratio_naming_its_machine_and_version_is_left_to_the_comparison_rules() -> None:
    body = ("# Sequential reads\n\nOn the sequential read test on one c7i.4xlarge, Wrenfs 2.3 "
            "gives 12x more throughput than Acme FS.")
    assert "12x" not in _cited(_vet(body))

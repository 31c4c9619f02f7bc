"""A machine's benchmark score is a speed figure, a model's score a quality one, on sentences
of our own: "the Ryzen scored 310 points more than the Pi 5" is judged as a performance
result (its conditions, its run count); "Kestrel-8B scores 71.2 on MMLU" stays quality."""

from __future__ import annotations

from checkers.facts import is_performance, is_quality
from claims.load.documents import parse_bytes
from claims.model import Claim, DocumentReport
from claims.pipeline import vet_loaded


def _vet(body: str) -> DocumentReport:
    """The report of a Markdown document with `body`."""
    text = f"---\ntitle: A test post\npublisher: Harbor Labs\n---\n\n# Boards\n\n{body}\n"
    return vet_loaded(parse_bytes(text.encode(), origin="test.md"))


def _score(report: DocumentReport, value: float) -> Claim:
    """The claim of `value` in a report."""
    return next(c for c in report.claims if c.value == value)


_MACHINE = "On the ray-tracing test the AMD Ryzen 5 5600X scored 310 points more than the Pi 5."


def test_a_machines_score_is_a_speed_figure() -> None:
    report = _vet(_MACHINE)
    claim = _score(report, 310)
    assert is_performance(claim) and not is_quality(claim)
    assert any(f.rule == "missing-conditions" and claim.id in f.claim_ids
               for f in report.findings)


def test_a_models_score_stays_a_quality_figure() -> None:
    report = _vet("Kestrel-8B scores 71.2 on MMLU on one H100.")
    claim = _score(report, 71.2)
    assert is_quality(claim) and not is_performance(claim)


def test_a_score_with_no_machine_stays_as_it_was() -> None:
    report = _vet("The new release scored 310 points more than the last one.")
    claim = _score(report, 310)
    assert not is_performance(claim)

"""inconsistent-figures on a summary that restates a detail with another value: the
summary's figure states fewer conditions than the detail's and is the same quantity.
Must-fire and must-not-fire documents of our own, several fields."""

from __future__ import annotations

import pytest

from claims.extract.facts.sections import is_summary_section
from claims.load.documents import parse_bytes
from claims.pipeline import vet_loaded


def _raised(body: str) -> list[str]:
    """The inconsistent-figures messages on a Markdown document with `body`."""
    text = f"---\ntitle: A test post\npublisher: Acme\n---\n\n{body}\n"
    report = vet_loaded(parse_bytes(text.encode(), origin="test.md"))
    return [f.message for f in report.findings if f.rule == "inconsistent-figures"]


_STORAGE = ("# Osprey 3.0\n\n## {summary}\n\n* Random reads are {value}% faster on average.\n\n"
            "## Details\n\nWe measured random reads on a Samsung PM9A3 drive with Linux 6.8: "
            "reads are 12% faster on average.\n")


def test_a_highlight_that_restates_a_detail_with_another_value_is_flagged() -> None:
    assert _raised(_STORAGE.format(summary="Highlights", value=16))


def test_a_highlight_that_agrees_with_the_detail_is_not_flagged() -> None:
    assert not _raised(_STORAGE.format(summary="Highlights", value=12))


def test_a_figure_with_fewer_conditions_outside_a_summary_is_not_flagged() -> None:
    # another section's figure with less stated may be another set-up (a HIP build
    # beside an OpenMP build whose compiler only it names)
    assert not _raised(_STORAGE.format(summary="Random reads", value=16))


def test_a_summary_far_from_the_detail_is_not_flagged() -> None:
    assert not _raised(_STORAGE.format(summary="TL;DR", value=40))


@pytest.mark.parametrize(("heading", "summary"), [
    ("Highlights", True), ("TL;DR", True), ("Key results", True), ("At a glance", True),
    ("Performance details", False), ("Summary of the kernel changes below", False),
])
def test_summary_sections_by_heading(heading: str, summary: bool) -> None:
    assert is_summary_section(heading) is summary

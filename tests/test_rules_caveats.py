"""The caveats of issue 17, rule by rule: sentences that must and must not raise each.

Each case is a short announcement run through the whole pipeline (`claims vet`), so a
rule is judged on the records the extractor really gives it.
"""

from __future__ import annotations

import pytest

from claims.documents import parse_bytes
from claims.extract import facts
from claims.model import DocumentReport
from claims.pipeline import vet_loaded


def vet(text: str, front: str = "") -> DocumentReport:
    """`claims vet` on a Markdown text, with optional front-matter lines."""
    head = f"---\n{front}\n---\n\n" if front else ""
    return vet_loaded(parse_bytes(f"{head}# Announcement\n\n{text}\n".encode(), origin="t.md"))


def raised(text: str, rule: str, front: str = "") -> list[str]:
    """The messages of `rule` on a text."""
    return [f.message for f in vet(text, front).findings if f.rule == rule]


# --- who measured -----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "who"), [
    ("The PR reports a 19% gain in decode throughput.", None),
    ("Metrics reported by our nightly benchmark job show the gain held.", None),
    ("Results reported by Phoronix show a 12% gain.", "Phoronix"),
    ("The vLLM team reports 2x the throughput.", "vLLM team"),
])
def test_a_measurer_is_a_party_not_a_thing_that_carries_figures(text: str,
                                                                 who: str | None) -> None:
    assert facts.measured_by(text) == who


@pytest.mark.parametrize(("text", "verdict"), [
    ("The series' author measured 116 Gb/s on one core.", "self-reported"),
    ("The maintainer ran the suite on a 64-core server: 41,000 requests per second.",
     "self-reported"),
    ("An independent developer measured 41,000 requests per second.", "unknown"),
])
def test_a_single_author_or_maintainer_measuring_is_self_reported(text: str,
                                                                  verdict: str) -> None:
    assert facts.independence(text).value == verdict

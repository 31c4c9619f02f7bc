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


# --- how finished the measured system is, and how a figure was obtained ------------------

@pytest.mark.parametrize(("text", "verdict"), [
    ("Measured on an unreleased build of the engine, it served 9,000 requests/s.", "preview"),
    ("On the reference design board the drive read 14 GB/s.", "preview"),
    ("With an internal build of the compiler, scores rose 9%.", "preview"),
    ("Engineering samples of the chip ran at 3.1 GHz.", "preview"),
    ("Valkey 8.0 release candidate: up to 1.2 million queries per second.", "preview"),
    ("Version 5.0 is released today and serves 9,000 requests/s.", None),
    ("The internal network carried 4 Tb/s.", None),
])
def test_preview_words_for_builds_not_yet_shipped(text: str, verdict: str | None) -> None:
    found = facts.maturity(text)
    assert (found.value if found else None) == verdict


@pytest.mark.parametrize(("text", "verdict"), [
    ("At this rate, a full run would take about 24 days on 512 GPUs.", "projected"),
    ("At that rate, it would carry over 100 trillion requests a month.", "projected"),
    ("At $0.60 per million tokens, that rack could bring in about $55 million a year.",
     "projected"),
    ("The server ran at a rate of 41,000 requests per second.", None),
    ("We could not reproduce the gain on smaller machines.", None),
])
def test_arithmetic_on_a_measurement_is_a_projection(text: str, verdict: str | None) -> None:
    found = facts.evidence(text)
    assert (found.value if found else None) == verdict


def test_a_projection_from_a_measured_rate_raises_simulated_result_and_the_rate_does_not() -> None:
    text = ("The proxy serves 40 million requests per second at the daily peak. At that rate, "
            "it would carry over 100 trillion requests a month.")
    found = raised(text, "simulated-result")
    assert len(found) == 1 and "100 trillion" in found[0], found

"""Re-reading sources: quotes at their span, moved, reworded or gone; figures kept or changed."""

from __future__ import annotations

from typing import Any

import pytest

from checkers.engine import run_stage
from claims.ids import sha256_hex
from claims.model import Claim, Document, Finding
from claims.quoted import quoted_figure, step
from claims.verify.recheck import (
    ClaimCheck,
    FigureStatus,
    QuoteStatus,
    SourceStatus,
    Verified,
    check_claim,
    unavailable,
)

TEXT = ("# Results\n\nOn one rack the engine sustained 1.7 million tokens per second per GPU. "
        "Median time to first token fell from 29.8 seconds to 4.2 seconds.\n")


def claim_at(text: str, quote: str, value: float, unit: str, **extra: Any) -> Claim:
    """A claim whose quote sits where it does in `text`, recorded against its sha256."""
    start = text.index(quote)
    source = {"quote": quote, "span": {"start": start, "end": start + len(quote)},
              "sha256": sha256_hex(text.encode()), "url": "https://example.org/post"}
    return Claim(value=value, unit=unit, metric=extra.pop("metric", "throughput"),
                 source=source, **extra)


def verify_findings(document: Document, checks: list[ClaimCheck]) -> tuple[Finding, ...]:
    """The verify stage's findings over checks, run by the one engine like every stage."""
    return run_stage("verify", document, Verified("post", document, (), tuple(checks)))


HEADLINE = claim_at(TEXT, "sustained 1.7 million tokens per second per GPU", 1_700_000,
                    "tokens/s", value_text="1.7 million")
TTFT = claim_at(TEXT, "fell from 29.8 seconds to 4.2 seconds", 4.2, "s", metric="ttft",
                value_text="4.2 seconds")


def test_figures_are_read_by_the_extractor_with_their_precision() -> None:
    from claims.quoted import quote_figures

    figures = quote_figures("three DEP2 instances at 4,800 users, P90 of 1.25 s and 400 W")
    assert [(f.value_text, f.value, step(f)) for f in figures] == [
        ("three", 3, 1), ("4,800", 4800, 100), ("1.25", 1.25, 0.01), ("400", 400, 100)]
    [million] = quote_figures("it served 1.7 million tokens per second")
    assert million.value == 1_700_000 and step(million) == 100_000


def test_the_claims_figure_is_the_one_its_value_text_names_else_its_value() -> None:
    assert quoted_figure(HEADLINE).value_text == "1.7 million"
    assert quoted_figure(TTFT).value == 4.2
    plain = TTFT.model_copy(update={"value_text": None, "value": 0.0298})
    assert quoted_figure(plain, "from 29.8 ms").value_text == "29.8"


def test_unchanged_source_quote_at_span() -> None:
    data = TEXT.encode()
    check = check_claim(HEADLINE, TEXT, sha256_hex(data), location="post")
    assert (check.source, check.quote, check.figure) == (
        SourceStatus.unchanged, QuoteStatus.at_span, FigureStatus.same)
    assert verify_findings(Document(), [check]) == ()


def test_moved_quote_is_found_elsewhere() -> None:
    text = "Update: a note was added.\n\n" + TEXT
    check = check_claim(HEADLINE, text, sha256_hex(text.encode()))
    assert check.quote is QuoteStatus.moved and check.source is SourceStatus.changed
    assert text[check.span.start:check.span.end] == HEADLINE.source.quote
    [finding] = verify_findings(Document(), [check])
    assert finding.rule == "source-changed" and "1 moved" in finding.message


def test_changed_figure_in_a_reworded_passage() -> None:
    text = TEXT.replace("1.7 million", "1.55 million")
    checks = [check_claim(c, text, sha256_hex(text.encode()), location="post")
              for c in (HEADLINE, TTFT)]
    assert checks[0].quote is QuoteStatus.edited and checks[0].figure is FigureStatus.changed
    assert checks[0].new_value == pytest.approx(1_550_000)
    assert checks[1].figure is FigureStatus.same
    findings = verify_findings(Document(), checks)
    assert sorted(f.rule for f in findings) == ["figure-changed", "source-changed"]
    changed = next(f for f in findings if f.rule == "figure-changed")
    assert "1550000" in changed.message.replace(",", "") and changed.path == "post"
    assert any("1.55 million" in q.text for q in changed.evidence)


def test_gone_quote() -> None:
    text = TEXT.replace("Median time to first token fell from 29.8 seconds to 4.2 seconds.",
                        "Latency figures were withdrawn.")
    check = check_claim(TTFT, text, sha256_hex(text.encode()))
    assert check.quote is QuoteStatus.gone and check.figure is FigureStatus.unknown
    rules = sorted(f.rule for f in verify_findings(Document(), [check]))
    assert rules == ["quote-not-found", "source-changed"]


def test_record_that_does_not_match_its_own_quote() -> None:
    wrong = HEADLINE.model_copy(update={"value": 1_900_000.0, "value_text": None})
    check = check_claim(wrong, TEXT, sha256_hex(TEXT.encode()))
    assert check.quote is QuoteStatus.at_span and check.figure is FigureStatus.changed


def test_normalised_values_still_match_their_quote() -> None:
    text = "The p99 latency was 250 ms and the array moved 2 TB per hour."
    latency = claim_at(text, "p99 latency was 250 ms", 0.25, "s", metric="latency")
    assert check_claim(latency, text, None).figure is FigureStatus.same
    bare = latency.model_copy(update={"source": latency.source.model_copy(
        update={"sha256": None})})
    assert check_claim(bare, text, sha256_hex(text.encode())).source is SourceStatus.unrecorded


def test_unavailable_source() -> None:
    check = unavailable(HEADLINE, "HTTP 404 Not Found", location="https://example.org/post")
    [finding] = verify_findings(Document(), [check])
    assert finding.rule == "source-unavailable" and "HTTP 404" in finding.message
    assert finding.claim_ids == (HEADLINE.id,)


def test_time_and_binary_factors_only_apply_to_their_units() -> None:
    text = "Version 5.0 ran on a three-node cluster."
    nodes = claim_at(text, "Version 5.0 ran on a three-node cluster", 3, "count",
                     metric="count", count_noun="node")
    assert quoted_figure(nodes).value_text == "three"
    wrong = claim_at(text, "Version 5.0 ran", 3, "count", metric="count")
    assert check_claim(wrong, text, None).figure is FigureStatus.changed
    minutes = claim_at("a 5 minute run", "a 5 minute run", 300, "s", metric="duration")
    assert quoted_figure(minutes).value_text == "5"

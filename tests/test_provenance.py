"""The chain from a secondary source to its primary: finding the primary, matching figures."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from checkers.engine import run_stage
from claims.load.loaded import LoadedDocument
from claims.model import Claim, Document, Evidence, Per, Statistic
from claims.verify.provenance import (
    PrimaryRead,
    link,
    match_figures,
    primary_urls,
    problems_of,
    value_agreement,
)
from tests.conftest import run_cli


def fig(quote: str, value: float, unit: str = "tokens/s", metric: str = "throughput",
        **extra: Any) -> Claim:
    """A claim read from a quote (no document needed for matching)."""
    return Claim(value=value, unit=unit, metric=metric, source={"quote": quote}, **extra)


def loaded(text: str, url: str | None = "https://news.example/post", **meta: Any) -> LoadedDocument:
    """A loaded document with front matter `meta`."""
    return LoadedDocument(text=text, format="markdown", sha256="0" * 64, origin=url or "x",
                          url=url, metadata=meta)


def test_front_matter_names_the_primary() -> None:
    doc = loaded("See [the blog](https://vendor.example/blog/a) for more.",
                 source_url="https://vendor.example/blog/a#top",
                 source_urls=["https://vendor.example/blog/a", "/paper.pdf"])
    assert primary_urls(doc) == ("https://vendor.example/blog/a",
                                 "https://news.example/paper.pdf")


def test_cited_links_are_followed_when_front_matter_is_silent() -> None:
    text = ("The vendor [announced the results](https://vendor.example/r) on Monday.\n"
            "Earlier coverage: [our October note](https://news.example/old).\n"
            "According to https://lab.example/paper.html the gain holds.\n")
    assert primary_urls(loaded(text)) == ("https://vendor.example/r",
                                          "https://lab.example/paper.html")


@pytest.mark.parametrize("secondary, primary, verdict", [
    (fig("1.7 million", 1_700_000, value_text="1.7 million"), fig("1.74 million", 1_740_000),
     "equal"),
    (fig("1.8 million", 1_800_000, value_text="1.8 million"), fig("1.74 million", 1_740_000),
     "rounded"),
    (fig("1.9 million", 1_900_000, value_text="1.9 million"), fig("1.74 million", 1_740_000),
     "differs"),
    (fig("about 400", 400, approximate=True), fig("387", 387), "equal"),
    (fig("378 per user", 378), fig("387 per user", 387), "differs"),
    (fig("2.5x", 2.5, unit="x"), fig("2.52x", 2.52, unit="x"), "equal"),
])
def test_value_agreement_respects_stated_precision(secondary: Claim, primary: Claim,
                                                   verdict: str) -> None:
    assert value_agreement(secondary, primary) == verdict


def test_dropped_and_changed_qualifiers_and_soft_evidence() -> None:
    primary = fig("P90 TTFT fell to 0.38 seconds in simulation", 0.38, "s", "ttft",
                  statistic=Statistic.p90, per=Per.user, evidence=Evidence.simulated)
    secondary = fig("TTFT fell to 0.38 seconds per GPU", 0.38, "s", "ttft", per=Per.gpu,
                    evidence=Evidence.measured)
    kinds = [p.kind for p in problems_of(secondary, primary)]
    assert kinds == ["qualifier-changed", "qualifier-dropped", "evidence"]


PRIMARY = (
    fig("the cluster sustained 1.74 million tokens per second per GPU", 1_740_000,
        per=Per.gpu, value_text="1.74 million"),
    fig("each user saw 412 tokens per second per user", 412, metric="interactivity",
        per=Per.user),
    fig("peak throughput reached 2.6 million tokens per second", 2_600_000,
        statistic=Statistic.peak, value_text="2.6 million"),
    fig("P90 time to first token of 0.41 seconds", 0.41, "s", "ttft", statistic=Statistic.p90),
)
SECONDARY = (
    fig("sustained 1.7 million tokens per second per GPU", 1_700_000, per=Per.gpu,
        value_text="1.7 million"),
    fig("users got 412 tokens per second per GPU", 412, metric="interactivity", per=Per.gpu),
    fig("peak throughput of 3.1 million tokens per second", 3_100_000,
        statistic=Statistic.peak, value_text="3.1 million"),
    fig("time to first token of 0.41 seconds", 0.41, "s", "ttft"),
    fig("the firm employs 800 engineers", 800, "count", "count", count_noun="engineers"),
)


def test_each_secondary_figure_finds_its_primary() -> None:
    matches = match_figures(SECONDARY, PRIMARY, "https://vendor.example/r")
    assert [m.primary for m in matches] == [*PRIMARY, None]
    assert [[p.kind for p in m.problems] for m in matches] == [
        [], ["qualifier-changed"], ["misquoted"], ["qualifier-dropped"], []]


def test_link_records_derived_from_and_chain_findings() -> None:
    url = "https://vendor.example/r"
    reads = (PrimaryRead(url=url, document=Document(url=url), claims=PRIMARY),
             PrimaryRead(url="https://gone.example/x", error="HTTP 404 Not Found"))
    chain = link(Document(title="news"), SECONDARY, reads)
    assert chain.claims[0].derived_from == (url, PRIMARY[0].id)
    assert chain.claims[4].derived_from == (url, "https://gone.example/x")
    assert [c.id for c in chain.claims] == [c.id for c in SECONDARY]
    findings = run_stage("chain", chain.document, chain)
    rules = [f.rule for f in findings]
    assert rules.count("inconsistent-figures") == 3 and rules.count("source-unavailable") == 1
    misquote = next(f for f in findings if "misquot" in f.message or "3.1 million" in f.message)
    assert misquote.code == "CLM115" and "2.6 million" in misquote.message
    assert [q.text for q in misquote.evidence] == [SECONDARY[2].source.quote,
                                                   PRIMARY[2].source.quote]


def test_seed_names_its_primary_and_offline_verify_says_it_is_unavailable(
        seed_md: Path, tmp_path: Path) -> None:
    result = run_cli("verify", str(seed_md), "--offline", "--snapshots", str(tmp_path),
                     "--format", "json")
    assert result.returncode == 1, result.stderr
    payload = json.loads(result.stdout)
    [document] = payload["report"]["documents"]
    primary = "https://vllm.ai/blog/2026-11-12-deepseek-v41-flash-vera-rubin"
    assert document["claims"] and all(c["derived_from"] == [primary]
                                      for c in document["claims"])
    [lost] = [f for f in document["findings"] if f["rule"] == "source-unavailable"]
    assert primary in lost["message"] and "no snapshot" in lost["message"]
    assert not (tmp_path / "index.jsonl").exists()


def test_an_unrelated_figure_is_not_taken_for_a_misquote() -> None:
    rival = fig("a rival engine managed 30,000 tokens per second on its own benchmark", 30_000)
    other_metric = fig("the cluster sustained 1.9 million tokens per second per GPU",
                       1_900_000, metric="goodput", per=Per.gpu)
    matches = match_figures((rival, other_metric), PRIMARY)
    assert [m.primary for m in matches] == [None, None]


def test_html_pages_give_their_cited_links() -> None:
    page = """<html><head><title>t</title><style>a{}</style></head><body>
    <nav><a href="/about">About us</a></nav>
    <p>According to <a href="/blog/results?x=1&amp;y=2">the vendor&#39;s blog post</a>,
    the node sustained 41,200 tokens per second.</p>
    <p>Read <a href="https://news.example/other">our earlier story</a> too.</p>
    </body></html>"""
    doc = LoadedDocument(text="the node sustained 41,200 tokens per second.", format="html",
                         sha256="0" * 64, origin="https://news.example/story",
                         url="https://news.example/story")
    assert primary_urls(doc, None, page.encode()) == (
        "https://news.example/blog/results?x=1&y=2",)
    assert primary_urls(doc) == ()

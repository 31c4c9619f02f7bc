"""The chart paragraph test's cheap first pass never rules out a paragraph the full pattern
would take: every sentence that says a chart shows something names a chart word."""

from __future__ import annotations

import pytest

from claims.extract.text import charts
from claims.extract.text.blocks import Block
from tests.conftest import ROOT
from tests.evaluation_sets import in_evaluation_set

SHOWS = [
    "Figure 3 shows the tail latency of the key-value store under load.",
    "A chart (not reproduced) gives parse speed for each input size.",
    "Bandwidth is shown only as charts in the vendor's post.",
    "The second graph compares energy per inference across the three boards.",
    "As the bar chart below illustrates, the new drive halves write amplification.",
    "Each result is an image; the scores are posted as screenshots.",
    "See the plot in the appendix for the crop yield per hectare.",
    "Fig. 2 depicts battery capacity after 500 cycles.",
]
PLAIN = [
    "CUDA graphs cut the launch overhead of the decoder by a third.",
    "The graph database answers 40,000 queries per second on one node.",
    "Container images pull 2.5x faster from the new registry.",
    "The vaccine trial enrolled 30,000 volunteers across 12 countries.",
    "The Fed raised rates by 25 basis points in March.",
    "Throughput rose to 1.2 million requests per second.",
]


def _paragraph(text: str) -> Block:
    """A paragraph block covering the whole of `text`."""
    return Block(kind="paragraph", start=0, end=len(text), line=1, section=None, scan=text,
                 paragraph=0)


@pytest.mark.parametrize("sentence", SHOWS)
def test_a_sentence_about_a_chart_passes_the_gate_and_is_taken(sentence: str) -> None:
    assert charts._CHART_WORD.search(sentence) is not None
    assert charts.shows_chart(sentence, _paragraph(sentence))


@pytest.mark.parametrize("sentence", PLAIN)
def test_a_sentence_about_no_chart_is_not_taken(sentence: str) -> None:
    assert not charts.shows_chart(sentence, _paragraph(sentence))


def test_the_gate_holds_wherever_the_full_pattern_matches() -> None:
    """Over the examples and the tuning fixtures, each match of the full pattern contains a
    gate word (the evaluation sets are left out, as everywhere)."""
    seen = 0
    paths = [*(ROOT / "examples").glob("**/*.md"), *(ROOT / "tests" / "fixtures").glob("**/*.md")]
    for path in sorted(p for p in paths if not in_evaluation_set(p)):
        text = path.read_text(encoding="utf-8")
        for match in charts._SHOWS.finditer(text):
            seen += 1
            assert charts._CHART_WORD.search(match.group(0)) is not None, match.group(0)
    for sentence in SHOWS:
        for match in charts._SHOWS.finditer(sentence):
            assert charts._CHART_WORD.search(match.group(0)) is not None, match.group(0)
    assert seen > 0, "the examples hold chart sentences, so the sweep tests something"


@pytest.mark.parametrize("sentence", [
    "The new configuration halves tail latency on the paragraph-sized inputs.",
    "Autoplotting was off; the photographs and telegraphs were not counted.",
])
def test_a_chart_word_inside_another_word_does_not_pass_the_gate(sentence: str) -> None:
    """The gate reads chart words at the start of a word only, as every branch of the full
    pattern has them: "fig" inside "configuration" sends no paragraph to the full pattern."""
    assert charts._CHART_WORD.search(sentence) is None
    assert charts._SHOWS.search(sentence) is None


def test_the_chart_sentence_gate_holds_wherever_its_pattern_matches() -> None:
    """The chart-sentence pattern's stems are in every match it makes (so its gate drops no
    sentence), and a word that only holds "fig" ("configuration") does not pass the gate."""
    from claims.extract.conditions import charts as sentences_of_charts

    pattern = sentences_of_charts._CHART_SENTENCE
    assert pattern.gate is not None
    seen = 0
    paths = [*(ROOT / "examples").glob("**/*.md"), *(ROOT / "tests" / "fixtures").glob("**/*.md")]
    for path in sorted(p for p in paths if not in_evaluation_set(p)):
        lowered = path.read_text(encoding="utf-8").lower()
        for match in pattern.folded.finditer(lowered):
            seen += 1
            assert pattern.gate.search(match.group(0)) is not None, match.group(0)
    assert seen > 0
    assert pattern.gate.search("the new configuration halves tail latency") is None
    assert pattern.search("Fig. 3 and the configuration") is not None

"""Who measured is read once per page: the figures' scores are summed, and what the page
says of its writer is a feature of every figure."""

from __future__ import annotations

from dataclasses import dataclass

from claims.extract.facts.ownership import Ownership
from claims.learn.vote import document_vote
from claims.learn.weights import Decisions
from claims.learn.who_measured import writer_facts

_MODEL = Decisions(figures={"measured_by": {
    "self": {"word:ours": 2.0, "word:gpus": -1.0},
    "third-party": {"word:gpus": 1.0},
    "unknown": {}}}, margins={"measured_by": 0.8})


def test_one_figure_pulled_by_its_words_takes_the_label_its_page_agrees_on() -> None:
    """A machine count ("on eight GPUs") leans third-party alone; summed with the page's
    other figures, which lean the writer's own, it takes the writer's label too."""
    votes = [(0, "unknown", _MODEL.scores("measured_by", {"word:gpus": 1.0})),
             (1, "unknown", _MODEL.scores("measured_by", {"word:ours": 1.0})),
             (2, "unknown", _MODEL.scores("measured_by", {"word:ours": 1.0}))]
    assert _MODEL.classify("measured_by", {"word:gpus": 1.0}, "unknown") == "third-party"
    assert list(document_vote(_MODEL, votes)) == [
        (0, "unknown", "self"), (1, "unknown", "self"), (2, "unknown", "self")]


def test_the_rules_label_stands_when_the_page_is_not_sure() -> None:
    """Figures that cancel out leave the best mean score under the margin: unknown stays."""
    votes = [(0, "unknown", _MODEL.scores("measured_by", {"word:gpus": 1.0})),
             (1, "unknown", _MODEL.scores("measured_by", {"word:ours": 0.5}))]
    assert {label for _, _, label in document_vote(_MODEL, votes)} == {"unknown"}


def test_figures_with_another_rules_label_vote_apart() -> None:
    """Only figures the rules read alike are pooled: each group keeps its own answer."""
    votes = [(0, "unknown", _MODEL.scores("measured_by", {"word:ours": 1.0})),
             (1, "self", _MODEL.scores("measured_by", {"word:gpus": 2.0}))]
    assert sorted(document_vote(_MODEL, votes)) == [
        (0, "unknown", "self"), (1, "self", "third-party")]


@dataclass(frozen=True)
class _Page:
    named_writer: bool
    publisher: str | None
    maker: bool
    stance: Ownership
    home: str
    tied: bool


def test_writer_facts_name_what_the_page_says_of_its_writer() -> None:
    """A named publisher tied to what it measures, no maker stated, no survey of machines."""
    page = _Page(named_writer=True, publisher="Quarry Labs", maker=False,
                 stance=Ownership.unread, home="project", tied=True)
    assert writer_facts(page, False) == ("named=1", "maker=0", "tied=1", "survey=0")
    bare = _Page(named_writer=False, publisher=None, maker=False, stance=Ownership.unread,
                 home="none", tied=False)
    assert writer_facts(bare, False) == ("named=0", "maker=0", "tied=0", "survey=0")

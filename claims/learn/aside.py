"""Machines named aside: a post that introduces one machine as the one its tests run on
and another only for some of them ("for one test I also use my laptop", "for comparison,
an older server") measured everything else on the first. A machine every mention of which
is introduced so is no candidate for a figure outside the paragraphs that name it. A machine
named only as the side that sends a benchmark's load (`claims.learn.client`) is set apart
the same way: the figures measure the machine that serves it; so is a part named in the
description of a named system (`claims.learn.systems`): the figures measure the system."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from claims.learn.candidates import Candidate, Mention
from claims.learn.client import client_side
from claims.learn.layout import Layout, Place
from claims.learn.systems import part_of_system
from claims.vocabulary.lazy import lazy

# Words before a machine, in its sentence, that limit it to a subset of the runs: a
# named few of the tests, an added machine, a point of comparison.
_ASIDE = lazy(r"\b(?:for\s+(?:just\s+|only\s+)?(?:one|two|three|a\s+few|a\s+couple\s+of|"
              r"some|several|a\s+single|a|the\s+last|one\s+of\s+the)\s+(?:[\w-]+\s+)?"
              r"(?:tests?|runs?|experiments?|benchmarks?|measurements?|checks?|comparisons?)|"
              r"also\s+(?:\w+\s+)?(?:use[sd]?|using|ran|run|tested|test|measured|tried|"
              r"compared?)|for\s+comparison|as\s+a\s+(?:baseline|comparison|reference))\b",
              re.I)


def _aside(layout: Layout, m: Mention) -> bool:
    """Whether the mention's sentence limits the machine to some runs, before naming it,
    or introduces it as the side that sends the load, or as a part of a named system."""
    block = layout.block_at(m.start)
    if block is None:
        return False
    sentence = layout.sentence_at(block, m.start) or (block.start, block.end)
    return _ASIDE.search(layout.text, sentence[0], m.start) is not None or \
        client_side(layout, m) or part_of_system(layout, m)


def aside_only(layout: Layout) -> Callable[[Candidate], bool]:
    """A test: is every mention of this candidate introduced aside (worked out once per
    set of mentions)?"""
    seen: dict[tuple[int, ...], bool] = {}

    def only_aside(cand: Candidate) -> bool:
        spots = tuple(m.start for m in cand.mentions)
        if spots not in seen:
            seen[spots] = bool(cand.mentions) and not cand.front and \
                all(_aside(layout, m) for m in cand.mentions)
        return seen[spots]
    return only_aside


def named_aside(layout: Layout) -> Callable[[Candidate, Place, Sequence[Candidate]], bool]:
    """A test: is this candidate a machine named only aside, for a figure outside its
    paragraphs, while another machine is named as more than an aside?"""
    only_aside = aside_only(layout)

    def test(cand: Candidate, place: Place, peers: Sequence[Candidate]) -> bool:
        if cand.name is None or not only_aside(cand):
            return False
        if place.block is not None and any(
                (b := layout.block_at(m.start)) is not None
                and b.paragraph == place.block.paragraph for m in cand.mentions):
            return False
        return any(p.name is not None and p.mentions and not only_aside(p) for p in peers)
    return test


def sender_only(layout: Layout) -> Callable[[Candidate], bool]:
    """A test: is every mention of this candidate introduced as the load's source (the rules
    bind such a machine only in its own sentence, `claims.extract.conditions.load_sources`)?"""
    return lambda cand: bool(cand.mentions) and not cand.front and \
        all(client_side(layout, m) for m in cand.mentions)

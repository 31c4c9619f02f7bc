"""What the whole document says of a candidate, whatever the figure (named where a setup is
described, introduced by a run, holding a model number, its kind of machine), and how many
machines a list of candidates names."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from claims.learn.candidates import Candidate, Mention
from claims.learn.layout import Layout
from claims.learn.names import key, same_name
from claims.vocabulary.hardware import member_of
from claims.vocabulary.lazy import lazy

# A heading, list lead-in or label that introduces the machine(s) a post ran on: what a
# reader reads as "everything below was measured on this".
_SETUP = lazy(r"\b(?:set[- ]?ups?|environments?|hardware|test[- ]?(?:beds?|rigs?|systems?|"
              r"machines?|servers?)|systems?\s+under\s+test|SUT|configurations?|"
              r"methodology|specs|specifications?|platforms?|infrastructure|"
              r"how\s+we\s+(?:tested|measured|benchmarked)|benchmark\s+details)\b", re.I)
# A label at the start of a block that names a part of a machine ("Hardware:", "CPU:",
# "**Server**:", "Instance type -").
_LABEL = lazy(r"^\W*(?:[A-Za-z]+\s+){0,2}(?:hardware|machines?|servers?|hosts?|nodes?|"
              r"instances?(?:\s+types?)?|cpus?|processors?|gpus?|accelerators?|storage|"
              r"drives?|disks?|ssds?|network|nics?|platform|systems?|clusters?)\W{0,3}"
              r"\s*[:\u2013\u2014-]", re.I)
# "ran it on an", "measured using two", "running on the": a run introduces its machine.
_ON_BEFORE = lazy(r"\b(?:on|using|with|atop|across)\s+(?:(?:an?|the|our|my|his|her|their|"
                  r"its|your|this|that|one|two|single|each|every|\d+\s?[x\u00d7]?)\s+)?"
                  r"(?:[\w.-]+\s+){0,2}$", re.I)
_RUN_VERB = lazy(r"\b(?:ran|run|runs|running|measured|measuring|tested|testing|"
                 r"benchmarked|benchmarking|executed|deployed|hosted|performed|conducted|"
                 r"collected|obtained|recorded|evaluated|achieved|reached|got|gets|"
                 r"results?|numbers?)\b", re.I)
# What kind of machine a name gives, read from its words: a drive, a NIC, a server, a
# storage system or cluster (the finder alone tells only accelerator, CPU or instance).
_SHAPES = (("system", lazy(r"\b(?:cluster|array|appliance)s?$", re.I)),
           ("drive", lazy(r"\b(?:ssds?|drives?|nvme|disks?)$|\bssd\b", re.I)),
           ("network", lazy(r"connectx|bluefield|\b(?:nics?|supernics?|smartnics?|dpus?|"
                            r"switch(?:es)?|adapters?)$", re.I)),
           ("server", lazy(r"poweredge|proliant|thinksystem|\b(?:servers?|nodes?|"
                           r"hosts?|machines?)$", re.I)))


@dataclass(frozen=True, slots=True)
class Reading:
    """What the whole document says of one candidate, whatever the figure: named where a
    setup is described, introduced by a run ("measured on a ..."), holding a model
    number, and its kind of machine."""

    setup: bool
    run_on: bool
    specific: bool
    shape: str


def shape(cand: Candidate) -> str:
    """The kind of machine a candidate names (drive, network, server, system), else its
    finder's kind."""
    name = cand.name or ""
    for label, pattern in _SHAPES:
        if pattern.search(name):
            return label
    return cand.finder


def introduced(layout: Layout, m: Mention) -> tuple[bool, bool]:
    """Whether a mention stands where a setup is described, and after a run's "on"."""
    block = layout.block_at(m.start)
    if block is None:
        return False, False
    text = layout.text
    heads = layout.headings(block)
    lead_text = text[block.lead[0]:block.lead[1]] if block.lead else ""
    label = block.scan[:max(0, m.start - block.start)]
    setup = any(_SETUP.search(h) for h in heads) or bool(
        lead_text and _SETUP.search(lead_text)) or bool(_LABEL.match(label))
    sentence = layout.sentence_at(block, m.start) or (block.start, block.end)
    lead = text[max(sentence[0], m.start - 48):m.start]
    on = _ON_BEFORE.search(lead)
    run_on = on is not None and bool(_RUN_VERB.search(text[sentence[0]:m.start]))
    return setup, run_on


def reading(layout: Layout, cand: Candidate) -> Reading:
    """The document-wide reading of a candidate (computed once per document)."""
    memo_key = ("reading", cand.finder, cand.name, tuple(m.start for m in cand.mentions))
    found = layout.memo.get(memo_key)
    if not isinstance(found, Reading):
        seen = [introduced(layout, m) for m in cand.mentions]
        found = Reading(setup=any(s for s, _ in seen), run_on=any(r for _, r in seen),
                        specific=any(ch.isdigit() for ch in cand.name or ""),
                        shape=shape(cand))
        layout.memo[memo_key] = found
    return found


def one_machine(a: str, b: str) -> bool:
    """Whether two names may name one machine: spellings of one name ("H100", "NVIDIA
    H100 SXM"), or a family and its part ("Hopper" and "H100")."""
    return same_name(a, b) or member_of(key(a), key(b)) or member_of(key(b), key(a))


def distinct_machines(cands: Sequence[Candidate], cap: int | None = None) -> int:
    """How many machines the candidates name, every name of one machine counted once (at
    most `cap`: counting stops there, so a document naming thousands stays linear)."""
    return _distinct_names(tuple(c.name for c in cands if c.name is not None), cap)


@functools.lru_cache(maxsize=64)
def _distinct_names(names: tuple[str, ...], cap: int | None) -> int:
    """`distinct_machines` of the names (every figure of a document asks it of the same
    names: worked out once). Groups only grow, so the count stopped at `cap` is the full
    count capped."""
    groups: list[str] = []
    for name in names:
        if not any(one_machine(name, g) for g in groups):
            groups.append(name)
            if cap is not None and len(groups) >= cap:
                break
    return len(groups)

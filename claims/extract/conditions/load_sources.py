"""Where a text introduces the machine that sends a benchmark's load: a client/server test
names the machine that sends the requests (the client hosts, the load generator, where the
traffic came from) beside the one that serves them. The figures measure the server, so a
machine named only there sets up no figure beyond its own sentence: not its paragraph's, its
section's or the document's (the convention of tests/fixtures/real/README.md). The learned
stage reads the same grammar per mention (`claims.learn.client`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from claims.extract.conditions.choice import outside
from claims.extract.conditions.found import Found, merge
from claims.extract.conditions.index import Index
from claims.extract.conditions.model_scope import decided
from claims.extract.conditions.tested_sides import CLIENT, list_sides
from claims.extract.text.blocks import Block
from claims.extract.text.sentences import sentences
from claims.vocabulary.lazy import lazy

# The words naming the side that sends the load (never "driver": a GPU's driver is software).
SENDER = (r"(?:(?:benchmark(?:ing)?\s+|load\s+|test\s+)?clients?|load[- ]?gen(?:erator)?s?|"
          r"traffic[- ]gen(?:erator)?s?|load[- ]?drivers?|loaders?)")
# A heading that is about the sending side alone ("Client Hosts", "Load generator").
SENDER_HEADING = lazy(r"^\W*(?:[\w-]+\s+){0,2}" + SENDER +
                      r"(?:\s+(?:[\w-]+\s+)?(?:hosts?|machines?|nodes?|instances?|servers?|"
                      r"side|hardware|vms?|setup))?\W*$", re.I)
# A label at the start of a list item or line: "Client: ...", "Load generator -".
SENDER_LABEL = lazy(r"^\W*" + SENDER + r"(?:\s+(?:hosts?|machines?|nodes?|instances?|"
                    r"servers?|side|vms?))?\W{0,3}\s*[:\u2013\u2014-]", re.I)
# The opening of a clause saying the load came from what follows: "traffic came from",
# "the clients ran on a", "requests were sent from", "the load generator (".
_SENDS = (r"\b(?:(?:traffic|load|requests|queries|connections)\s+(?:\w+\s+){0,2}?"
          r"(?:came|comes|coming|originated|was\s+generated|were\s+generated|"
          r"generated|was\s+sent|were\s+sent|sent|issued|driven)\s+(?:\w+\s+)?"
          r"(?:from|by|on)|" + SENDER + r"(?:\s+(?:\w+\s+){0,2}?(?:ran|run|runs|"
          r"running|were|was|is|are|lived|sat|used|uses|using)\s+(?:\w+\s+)?"
          r"(?:on|from|in|an?)?|\s*\())")
#: The same opening, standing a few words before a name (the name follows at the end).
SENT_FROM = lazy(_SENDS + r"[^\w(]*(?:(?!(?:and|or|while|whereas|but|with)\b)[\w.-]+[^\w,]*)"
                 r"{0,4}$", re.I)
_OPENS = lazy(_SENDS, re.I)
# Words in the same clause that name the served side too: then the clause is no client's.
SERVED = lazy(r"\b(?:servers?|databases?|brokers?|both|same|as\s+well)\b", re.I)
CLAUSE = lazy(r"[;:)]|\.\s")
# Where a sender's clause ends: a clause mark, a sentence's full stop, or a word that
# starts another clause ("the client ran on X and the server on Y").
_CLAUSE_END = lazy(r"[,;:)]|\.(?:\s|$)|\b(?:and|or|while|whereas|but|with)\b", re.I)
#: How far past its opening a sender's clause may reach (a name and a few words).
_REACH = 80


def sender_spans(text: str, blocks: Sequence[Block]) -> list[tuple[int, int]]:
    """The spans of the text that introduce the load's source, in order: whole blocks under
    a client heading, after a client label or in a list a client lead opens, and the
    clauses that say the load came from a machine."""
    out: list[tuple[int, int]] = []
    heads: dict[str | None, str] = {}
    sides = list_sides(blocks)
    for block in blocks:
        if block.kind == "heading":
            heads[block.section] = block.scan
            continue
        head = heads.get(block.section, "")
        if (head and SENDER_HEADING.match(head)) or sides.get(block.start) == CLIENT or (
                block.kind == "paragraph" and SENDER_LABEL.match(block.scan)):
            out.append((block.start, block.end))
            continue
        if block.kind != "paragraph":
            continue
        out.extend(_clauses(text, block))
    return out


def _clauses(text: str, block: Block) -> list[tuple[int, int]]:
    """The sender clauses of one paragraph's sentences."""
    found: list[tuple[int, int]] = []
    for sentence in sentences(block):
        said = text[sentence.start:sentence.end]
        for hit in _OPENS.finditer(said):
            stop = _CLAUSE_END.search(said, hit.end(), min(len(said), hit.end() + _REACH))
            end = stop.start() if stop is not None else min(len(said), hit.end() + _REACH)
            # the clause from its last mark up to its end: "server and client ran on one
            # box" names the served side too, so it sets no sender apart
            lead = CLAUSE.split(said[:hit.start()])[-1]
            if SERVED.search(lead + said[hit.start():end]) is None:
                found.append((sentence.start + hit.start(), sentence.start + end))
    return found


def served(index: Index, block: Block, a: int, b: int) -> Found:
    """What the paragraph between a and b states (`model_scope.decided`), with a machine its
    `block` names only as the load's source left out ("The client ran on an m5.2xlarge"):
    that machine measured none of the paragraph's figures."""
    found = decided(index, a, b)
    if found.hardware is None or block.kind != "paragraph" or not a <= block.start < b:
        return found
    clauses = _clauses(index.text, block)
    if not clauses:
        return found
    rest = merge([index.find(x, y) for x, y in outside(a, b, clauses)])
    return replace(found, hardware=rest.hardware, accelerator=rest.accelerator)

"""Machines named as the load's source: a client/server benchmark names the machine that
sends the requests (the client hosts, the load generator, where the traffic came from)
beside the one that serves them. The figures measure the server; a machine every mention
of which is introduced as the client side is set apart like a machine named aside
(`claims.learn.aside`), so it is no rival of the server and no machine of its figures."""

from __future__ import annotations

from claims.extract.conditions.load_sources import (
    CLAUSE,
    SENDER_HEADING,
    SENDER_LABEL,
    SENT_FROM,
    SERVED,
)
from claims.learn.candidates import Mention
from claims.learn.layout import Layout


def client_side(layout: Layout, m: Mention) -> bool:
    """Whether a mention introduces the machine that sends the load: under a heading about
    the client side, after a client's label, or in a clause saying the load came from it."""
    block = layout.block_at(m.start)
    if block is None:
        return False
    heads = layout.headings(block)
    if heads and block.kind != "heading" and SENDER_HEADING.match(heads[-1]):
        return True
    if block.kind == "paragraph" and \
            SENDER_LABEL.match(block.scan[:max(0, m.start - block.start)]):
        return True
    sentence = layout.sentence_at(block, m.start) or (block.start, block.end)
    lead = layout.text[sentence[0]:m.start]
    clause = CLAUSE.split(lead)[-1]
    return bool(SENT_FROM.search(clause)) and not SERVED.search(clause)

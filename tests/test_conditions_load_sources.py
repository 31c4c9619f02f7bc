"""The machine that sends a benchmark's load (`claims.extract.conditions.load_sources`): the
rules bind it to no figure outside its own sentence (not through the paragraph, the section
or the document's setup), while the server named beside it, and a machine named as both
sides, still bind."""

from __future__ import annotations

import pytest

from claims.extract.conditions.load_sources import sender_spans
from claims.extract.document import extract, extract_rules
from claims.extract.text.blocks import blocks
from claims.load.documents import parse_bytes

# (post, a figure's value, the hardware the rules must bind to it: None for none)
_CASES = [
    # message queues: the only machine named is the load generator's, in the results' paragraph
    ("# Queue test\n\nThe broker handled 48,000 messages per second at peak. The load "
     "generator ran on a c6i.4xlarge.\n", 48000, None),
    # key-value stores: a setup section naming only the client host binds no result
    ("# Store test\n\n## Setup\n\nThe benchmark client ran on an m6i.2xlarge.\n\n## Results\n\n"
     "The store answered 120,000 requests per second.\n", 120000, None),
    # the same with the traffic's source in a clause of its own
    ("# Proxy test\n\n## Setup\n\nAll traffic came from three c5n.9xlarge instances.\n\n"
     "## Results\n\nThe proxy forwarded 87,000 requests per second.\n", 87000, None),
    # databases: the server named beside the client still binds, the client does not
    ("# Database test\n\nThe database ran on an r6i.8xlarge; the clients ran on a c6i.4xlarge."
     " It served 95,000 queries per second.\n", 95000, "r6i.8xlarge"),
    ("# Cache test\n\n## Setup\n\nThe server was a Xeon 6980P host. Traffic came from two "
     "c6i.4xlarge instances.\n\n## Results\n\nThe server answered 310,000 requests per second."
     "\n", 310000, "Xeon 6980P"),
    # one machine as both sides is the served one too
    ("# Web test\n\nServer and benchmark client ran on the same c7g.4xlarge.\n\nThroughput "
     "was 210,000 requests per second.\n", 210000, "c7g.4xlarge"),
    # a machine measured, named with no client word, binds as before
    ("# Disk test\n\nWe ran fio on a Xeon 6980P host.\n\nRandom reads reached 900,000 IOPS.\n",
     900000, "Xeon 6980P"),
    # the client's own size, in its own sentence, is still the client machine's
    ("# Queue test\n\nThe broker handled 48,000 messages per second. The load generator ran on "
     "a c6i.4xlarge with 16 vCPUs.\n", 16, "c6i.4xlarge"),
]


@pytest.mark.parametrize(("text", "value", "hardware"), _CASES)
def test_sender_binds_no_figure(text: str, value: float, hardware: str | None) -> None:
    """A figure takes the served machine, or none where only the sender is named."""
    _, claims, _ = extract_rules(parse_bytes(text.encode(), origin="load.md"))
    found = [c for c in claims if c.value == value]
    assert found, [(c.value, c.unit) for c in claims]
    assert found[0].conditions.hardware == hardware


def test_sender_spans_stop_at_the_served_clause() -> None:
    """A sender's clause holds the client's name and ends before the server's clause."""
    text = "# Broker test\n\nThe clients ran on a c5.4xlarge and the brokers on three m5.large.\n"
    loaded = parse_bytes(text.encode(), origin="spans.md")
    spans = sender_spans(loaded.text, blocks(loaded))
    assert [loaded.text[a:b] for a, b in spans] == ["clients ran on a c5.4xlarge "]


def test_no_sender_spans_without_a_client() -> None:
    """A text that names no load's source has no sender spans."""
    text = "# Kernel build\n\nWe measured the build on a Xeon 6980P: 41 s.\n"
    loaded = parse_bytes(text.encode(), origin="none.md")
    assert sender_spans(loaded.text, blocks(loaded)) == []


# (post, a figure's value, the hardware the shipped model must leave or bind)
_LEARNED = [
    # the only machine named is the client's: the learned fill takes none either
    ("# Store test\n\n## Setup\n\nThe benchmark client ran on an m6i.2xlarge.\n\n## Results\n\n"
     "The store answered 120,000 requests per second.\n", 120000, None),
    ("# Queue test\n\nThe broker kept up 48,000 messages per second.\n\nAll traffic came from "
     "two c5n.9xlarge instances.\n", 48000, None),
    # the client's own size, in its sentence, stays the client's
    ("# Queue test\n\nThe broker kept up 48,000 messages per second.\n\nThe load generator "
     "ran on a c6i.4xlarge with 16 vCPUs.\n", 16, "c6i.4xlarge"),
]


@pytest.mark.parametrize(("text", "value", "hardware"), _LEARNED)
def test_learned_fill_skips_the_sender(text: str, value: float, hardware: str | None) -> None:
    """The shipped model does not fill a figure with the machine that sent its load."""
    _, claims = extract(parse_bytes(text.encode(), origin="learned.md"))
    found = [c for c in claims if c.value == value]
    assert found, [(c.value, c.unit) for c in claims]
    assert found[0].conditions.hardware == hardware

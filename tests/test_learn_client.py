"""The machine that sends a benchmark's load (`claims.learn.client`): named under a client
heading, after a client's label or in a clause saying the load came from it, it is set
apart like a machine named aside; a server, a machine under test or a client named beside
the server in one clause is not."""

from __future__ import annotations

import pytest

from claims.extract.document import extract_rules
from claims.learn.aside import aside_only
from claims.learn.candidates import Candidate
from claims.learn.client import client_side
from claims.load.documents import parse_bytes

# (post, the machine's name as the finder gives it, whether it is read as the load's sender)
_CASES = [
    # databases: the client host under its own heading
    ("# Metadata engines\n\n## Environment\n\n### Client hosts\n\n- Amazon c5.xlarge: 4 vCPUs"
     "\n\n### Database hosts\n\n- Amazon c5d.xlarge: 4 vCPUs\n", "c5.xlarge", True),
    ("# Metadata engines\n\n## Environment\n\n### Client hosts\n\n- Amazon c5.xlarge: 4 vCPUs"
     "\n\n### Database hosts\n\n- Amazon c5d.xlarge: 4 vCPUs\n", "c5d.xlarge", False),
    # key-value stores: where the traffic came from
    ("# Cache cluster\n\nThe cluster ran on AWS r7g.2xlarge. Traffic came from 200 instances "
     "of AWS c7g.16xlarge.\n", "c7g.16xlarge", True),
    ("# Cache cluster\n\nThe cluster ran on AWS r7g.2xlarge. Traffic came from 200 instances "
     "of AWS c7g.16xlarge.\n", "r7g.2xlarge", False),
    # web servers: a labelled load generator
    ("# Proxy test\n\n- Load generator: c6in.4xlarge\n- Proxy: c7i.2xlarge\n", "c6in.4xlarge",
     True),
    # message brokers: the clients ran on a named instance
    ("# Broker test\n\nThe clients ran on a c5.4xlarge and the brokers on three m5.large.\n",
     "c5.4xlarge", True),
    ("# Broker test\n\nThe clients ran on a c5.4xlarge and the brokers on three m5.large.\n",
     "m5.large", False),
    # networking: the load generator named in parentheses
    ("# Packet test\n\nFrom the load generator (c6gn.16xlarge) we sent 64-byte packets.\n",
     "c6gn.16xlarge", True),
    # LLM serving: requests sent by a named CPU host
    ("# Serving test\n\nRequests were sent from a Xeon 6980P host to the H100 server.\n",
     "Xeon 6980P", True),
    ("# Serving test\n\nRequests were sent from a Xeon 6980P host to the H100 server.\n",
     "H100", False),
    # must not fire: the machine under test, a build run on a client machine, both sides
    ("# Kernel build\n\nWe measured the build on a Xeon 6980P.\n", "Xeon 6980P", False),
    ("# Storage test\n\nThe client and the server both ran on c6i.8xlarge.\n", "c6i.8xlarge",
     False),
    ("# CPU test\n\nSince the build runs on the Ice Lake client machine, the two agree.\n",
     "Ice Lake", False),
    ("# GPU test\n\n- GPU: H100\n- Driver: 550.54\n", "H100", False),
]


def _sender(text: str, name: str) -> tuple[bool, bool]:
    """Whether every mention of `name` reads as the load's sender, and as an aside."""
    _, _, build = extract_rules(parse_bytes(text.encode(), origin="client.md"))
    ctx = build()
    found = [m for m in ctx.mentions["hardware"] if m.name == name]
    assert found, [m.name for m in ctx.mentions["hardware"]]
    cand = Candidate(name, found[0].finder, tuple(found))
    return all(client_side(ctx.layout, m) for m in found), aside_only(ctx.layout)(cand)


@pytest.mark.parametrize(("text", "name", "want"), _CASES)
def test_the_machine_sending_the_load_is_read_as_the_client(text: str, name: str,
                                                            want: bool) -> None:
    sender, aside = _sender(text, name)
    assert sender is want
    assert aside is want  # the aside filter reads the client side too

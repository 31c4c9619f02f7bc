"""A list whose items, written alike, each name a different machine of one kind sets
several machines side by side: the text names several test machines, so it binds none of
them by itself, however often one is named; each figure keeps the machine its own item
names. A machine's spec list and a client beside a server are no lists of options.

The documents are written for these tests."""

from __future__ import annotations

from claims.extract import extract
from claims.extract.conditions.index import Index
from claims.extract.conditions.option_lists import listed_several, option_lists
from claims.extract.text.blocks import parse
from claims.learn.weights import RULES_ONLY
from claims.load.documents import parse_bytes


def _hardware(text: str) -> dict[float, str | None]:
    """Each claim's value -> its machine, as the rules bind it."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"), model=RULES_ONLY)[1]
    return {c.value: c.conditions.hardware for c in claims}


def _options(text: str) -> list[str]:
    """The lists of options of a document, as text."""
    loaded = parse_bytes(text.encode(), origin="t.md")
    blocks, _, readable = parse(loaded)
    return [loaded.text[a:b] for a, b in option_lists(Index(readable), blocks)]


_DOC = """# Sizing a queue cluster

Our load tests picked three candidate clusters:

- Cluster: 5 nodes on m6i.2xlarge, cost $61 a month
- Cluster: 7 nodes on m6i.2xlarge, cost $83 a month
- Cluster: 3 nodes on m6i.4xlarge, cost $97 a month

## Slow consumers

We sent 12k msg/s to 40 queues while consumers slowed down.
The backlog peaked at 3.5 million messages.
"""


def test_a_list_of_options_is_read() -> None:
    found = _options(_DOC)
    assert len(found) == 1
    assert "Cluster: 5 nodes" in found[0] and found[0].endswith("$97 a month")


def test_several_listed_machines_bind_none_by_themselves() -> None:
    machines = _hardware(_DOC)
    assert machines[3_500_000] is None  # the most named machine is not the document's


def test_an_item_keeps_its_own_machine() -> None:
    machines = _hardware(_DOC)
    assert machines[97] == "m6i.4xlarge"
    assert machines[61] == "m6i.2xlarge"


def test_one_machine_still_binds_the_document() -> None:
    doc = _DOC.replace("on m6i.4xlarge", "on m6i.2xlarge")
    assert _options(doc) == []
    assert _hardware(doc)[3_500_000] == "m6i.2xlarge"


def test_a_spec_list_is_no_list_of_options() -> None:
    doc = """# Test setup

- CPU: 2x AMD EPYC 9654
- GPU: 8x NVIDIA H100
- Memory: 1.5 TB

The H100 node reached 9,800 tokens/s on Llama 2 70B; each H100 ran at 700 W.
"""
    assert _options(doc) == []


def test_a_client_beside_a_server_is_no_list_of_options() -> None:
    doc = """# Setup

- Server: one c7i.4xlarge instance
- Load generator: one c7i.8xlarge instance

The c7i.4xlarge server handled 210k requests/s.
"""
    assert _options(doc) == []


def test_listed_several_reads_spans_inside_the_text() -> None:
    assert listed_several([(10, 20)], 0, 30)
    assert not listed_several([(10, 20)], 15, 30)
    assert not listed_several([], 0, 30)

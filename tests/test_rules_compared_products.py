"""`comparison-conditions-differ` on a ratio whose two sides are stated in neighbouring
sentences (whether its baseline is unnamed or only named, "than the S6"): two products
named apart, in full or by model designator, are the thing compared, so another recorded
difference (the hardware) makes two; the clause stating the ratio ("..., so Kite handles
2.5x") names the compared product on both sides and is no part of either. Sentences of our
own from web runtimes, databases and storage."""

from __future__ import annotations

import pytest

from claims.load.documents import parse_bytes
from claims.pipeline import vet_loaded

RULE = "comparison-conditions-differ"


def raised(text: str, entities: str) -> list[str]:
    """The rule's messages on a text whose front matter names `entities`."""
    body = f"---\nentities: [{entities}]\n---\n\n# Announcement\n\n{text}\n"
    report = vet_loaded(parse_bytes(body.encode(), origin="t.md"))
    return [f.message for f in report.findings if f.rule == RULE]


@pytest.mark.parametrize(("entities", "text", "groups"), [
    ('"Kite", "Node.js", "Express"',
     "Kite 1.4 serves 182,000 requests per second on an Apple M3 Max laptop. Node.js 20 with "
     "Express served 72,000 requests per second on a Ryzen 7 7700X desktop, so Kite handles "
     "2.5x the requests.",
     "hardware: hardware Apple M3 Max vs Ryzen 7 7700X; system: Kite vs Express, Node.js"),
    ('"Quarry", "PostgreSQL"',
     "Quarry 3 answered 48,000 queries per second on a Graviton4 instance. PostgreSQL 17 "
     "answered 16,000 queries per second on a Xeon 6 instance; Quarry is 3.0x faster.",
     "hardware: hardware Graviton4 vs Xeon 6; system: Quarry vs PostgreSQL"),
    ('"Osprey", "Ceph"',
     "Osprey 2 wrote 41 GB/s to Micron 9550 SSDs. Ceph 18 wrote 13.5 GB/s to Samsung PM1743 "
     "SSDs; Osprey is 3.0x faster.",
     "hardware: hardware Micron 9550 vs Samsung PM1743; system: Osprey vs Ceph"),
    # Products named by their model designator ("the S7" of "Sable S7"), against a
    # baseline the ratio only names ("than the S6"): the stated sides speak for it.
    ('"Sable S7", "Sable S6"',
     "The S7 with DDR5-6400 memory reached 1.38 million new orders per minute. The S6 with "
     "DDR5-4800 memory reached 1.0 million new orders per minute. The S7 is 38% faster than "
     "the S6.", "hardware: hardware DDR5-6400 memory vs DDR5-4800 memory; system: Sable S7 "
                "vs Sable S6"),
    # One sentence states both sides: each side is the part of it its figure is about, and
    # the models the records set apart are not counted again as products.
    ('"Lynx L2", "Qwen3 8B", "Qwen3 32B", "H200"',
     "In our tests, a user of Qwen3 8B on Lynx L2 receives 1,900 tokens per second, 12x the "
     "160 tokens per second a user of Qwen3 32B gets on eight H200 GPUs.",
     "model: model Qwen3 8B vs Qwen3 32B; system: Lynx L2 vs H200"),
])
def test_two_products_on_two_machines_differ_in_two_groups(entities: str, text: str,
                                                           groups: str) -> None:
    found = raised(text, entities)
    assert len(found) == 1 and found[0].endswith(f"({groups})"), found


@pytest.mark.parametrize(("entities", "text"), [
    # Only the compared product differs: a like-for-like comparison.
    ('"Kite", "Node.js", "Express"',
     "Kite 1.4 serves 182,000 requests per second on an Apple M3 Max laptop. Node.js 20 with "
     "Express served 72,000 requests per second on the same Apple M3 Max laptop, so Kite "
     "handles 2.5x the requests."),
    ('"Quarry", "PostgreSQL"',
     "Quarry 3 answered 48,000 queries per second on a Graviton4 instance. PostgreSQL 17 "
     "answered 16,000 queries per second on the same Graviton4 instance; Quarry is 3.0x "
     "faster."),
    ('"Osprey", "Ceph"',
     "Osprey 2 wrote 41 GB/s to Micron 9550 SSDs. Ceph 18 wrote 13.5 GB/s to the same Micron "
     "9550 SSDs; Osprey is 3.0x faster."),
    ('"Sable S7", "Sable S6"',
     "The S7 with DDR5-6400 memory reached 1.38 million new orders per minute. The S6 with "
     "the same DDR5-6400 memory reached 1.0 million new orders per minute. The S7 is 38% "
     "faster than the S6."),
    ('"Lynx L2", "Qwen3 8B", "Qwen3 32B", "H200"',
     "In our tests, a user of Qwen3 8B on Lynx L2 receives 1,900 tokens per second, 12x the "
     "160 tokens per second a user of Qwen3 8B gets on eight H200 GPUs."),
    # The products named apart are the hardware the records already set apart: one group.
    ('"H100", "B200"',
     "One B200 node generated 48,000 tokens per second. One H100 node generated 16,000 tokens "
     "per second, so the B200 node is 3.0x faster."),
])
def test_one_difference_named_two_ways_is_one_group(entities: str, text: str) -> None:
    assert raised(text, entities) == []

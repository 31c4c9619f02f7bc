"""A sentence that relays another party's own run names that run's machine, not the
machine of the document's other figures."""

from claims.extract import extract
from claims.extract.conditions.reported_runs import report_spans
from claims.extract.text.blocks import blocks
from claims.load.documents import parse_bytes

_POST = (b"# Allocator rework\n\nThe rework cuts page faults by 12% in our runs.\n\n"
         b"Kim at Example Labs saw 30% more throughput on an EPYC 9654 with the patch.\n\n"
         b"Boot time also fell by 4%.\n")


def _hardware(post: bytes) -> dict[float, str | None]:
    loaded = parse_bytes(post, origin="post.md")
    return {c.value: c.conditions.hardware for c in extract(loaded)[1]}


def test_relayed_run_keeps_its_machine_to_itself() -> None:
    """Must: the relayed run's figure is on its machine, the others on none."""
    found = _hardware(_POST)
    assert found[30] == "EPYC 9654"
    assert found[12] is None and found[4] is None


def test_own_setup_sentence_still_sets_up_the_document() -> None:
    """Must not: a setup sentence in the writer's own voice is no relayed report."""
    post = _POST.replace(b"Kim at Example Labs saw 30% more throughput on",
                         b"All runs used")
    found = _hardware(post)
    assert found[12] == "EPYC 9654" and found[4] == "EPYC 9654"


def test_report_spans_need_a_party_and_a_verb() -> None:
    """Must / must not: "X at Org measured" opens a report; "the team at noon" does not."""
    text = ("Kim at Example Labs, with a larger heap, measured 8% less latency.\n\n"
            "Tests at noon ran 5% faster than at night.\n")
    spans = report_spans(blocks(parse_bytes(text.encode(), origin="t.md")))
    assert [text[a:b].split()[0] for a, b in spans] == ["Kim"]

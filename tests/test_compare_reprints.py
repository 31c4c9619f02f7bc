"""Reprinted tables: a page that reprints another page's run and points the reader to it is
a citation of it, even where it leaves the run's machine unsaid; and transposed tables,
whose first column, headed "Metric", names each row's quantity and unit.

Sentences are our own, in several fields: HTTP servers, storage, LLM serving, databases.
"""

from __future__ import annotations

import pytest

from claims.compare import compare_claims
from claims.extract import extract
from claims.extract.facts.references import references
from claims.load.documents import parse_bytes
from claims.model import Claim


def _doc(title: str, publisher: str, url: str, body: str) -> str:
    """A Markdown page with front matter, undated."""
    return f'---\ntitle: "{title}"\npublisher: {publisher}\nurl: {url}\n---\n\n{body}'


def _claims(text: str, name: str) -> list[Claim]:
    """The claims of a Markdown document."""
    return extract(parse_bytes(text.encode(), origin=name))[1]


def _by_value(claims: list[Claim]) -> dict[float, Claim]:
    """Claims by value (the last of equal values)."""
    return {c.value: c for c in claims}


# Pointer sentences, kept as references.

@pytest.mark.parametrize("sentence", [
    "The table below is Tarsel's; see the Tarsel results page for the full set.",
    "Our post points the reader to the Kestrel harness for every round.",
    "For the full results, go to the vendor's benchmark repository.",
    "The benchmark code is in the fiobench repository.",
])
def test_a_sentence_sending_the_reader_elsewhere_is_a_reference(sentence) -> None:
    found = references(f"# Notes\n\nSome intro.\n\n{sentence}\n")
    assert len(found) == 1 and found[0] in sentence.casefold()


@pytest.mark.parametrize("sentence", [
    "We see 2x more requests per second than last year.",
    "Wall time of the whole run in seconds, and the put rate per second.",
    "It points at a 40% cut in tail latency.",
    "We see the same results on our own storage rack.",
])
def test_prose_that_sends_nowhere_is_no_reference(sentence) -> None:
    assert references(f"# Notes\n\n{sentence}\n") == ()


# An LLM serving page reprinting a vendor's table: the vendor states the machine, the
# reprint only points to the vendor's page.

_VENDOR = _doc("Quillon serving results", "Quillon (quillon-ai)",
               "https://github.com/quillon-ai/quillon/blob/main/RESULTS.md", """# Results

All runs on one node of 8x H100 SXM with vLLM 0.6.3, Llama 3.1 70B in FP8, 1,024 input and
256 output tokens.

| Concurrency | Output tokens/s |
|-------------|-----------------|
| 16 | 2,418 |
| 64 | 6,905 |
""")


def _reprint(pointer: str, table: str = "| 16 | 2,418 |\n| 64 | 6,905 |") -> str:
    """A newsletter reprinting the vendor's table, with `pointer` as its only pointer."""
    return _doc("This week in inference", "Servewatch", "https://servewatch.example/week-12",
                f"""# This week

Quillon posted serving numbers for Llama 3.1 70B. {pointer}

| Concurrency | Output tokens/s |
|-------------|-----------------|
{table}
""")


def test_a_reprint_pointing_at_its_page_is_a_citation_without_the_machine() -> None:
    vendor = _claims(_VENDOR, "v.md")
    copy = _claims(_reprint("See Quillon's RESULTS page for the full set."), "n.md")
    result = compare_claims([*vendor, *copy])
    cited = {frozenset((p.left.value, p.right.value)) for p in result.cited}
    assert frozenset((2418.0,)) in cited and frozenset((6905.0,)) in cited
    # the copy borrows nothing: never comparable to the vendor's other figure
    assert not any({p.left.value, p.right.value} == {2418.0, 6905.0} and
                   p.left.source.url != p.right.source.url for p in result.comparable)


def test_a_reprint_naming_no_page_is_no_citation() -> None:
    vendor = _claims(_VENDOR, "v.md")
    copy = _claims(_reprint("The numbers look strong."), "n.md")
    result = compare_claims([*vendor, *copy])
    assert not result.cited
    assert not any({p.left.value, p.right.value} == {2418.0} for p in result.comparable)


def test_a_reprint_stating_another_machine_is_no_citation() -> None:
    vendor = _claims(_VENDOR, "v.md")
    copy = _claims(_reprint("See Quillon's RESULTS page for the full set. We reran it on "
                            "8x A100 SXM."), "n.md")
    assert not compare_claims([*vendor, *copy]).cited


def test_a_short_value_printed_again_is_not_taken_for_a_reprint() -> None:
    """Databases: two-digit figures agree too easily to say one page copied the other."""
    page = _doc("Tessel TPC-B", "Tessel", "https://github.com/tessel/tessel/blob/main/BENCH.md",
                "# TPC-B\n\nOn an r7i.4xlarge with 64 clients:\n\n| Metric | Tessel |\n"
                "|---|---|\n| p99 latency, ms | 42 |\n")
    copy = _doc("Tessel notes", "Dbweekly", "https://dbweekly.example/t",
                "# Notes\n\nSee the Tessel BENCH page for the full results.\n\n"
                "| Metric | Tessel |\n|---|---|\n| p99 latency, ms | 42 |\n")
    assert not compare_claims([*_claims(page, "p.md"), *_claims(copy, "c.md")]).cited


# Transposed tables: the first column, headed "Metric", names each row's unit.

_PROXIES = """# Proxies on one c7g.2xlarge

| Metric | nginx 1.27 | Caddy 2.8 |
|--------|------------|-----------|
| Requests served, req/s | 48,210 | 39,870 |
| p99 latency, ms | 3.4 | 5.1 |
| Workers | 8 | 8 |
"""


def test_a_metric_row_label_gives_its_row_unit_and_statistic() -> None:
    found = _by_value(_claims(_PROXIES, "p.md"))
    assert found[48210.0].unit == found[39870.0].unit == "requests/s"
    assert found[0.0034].unit == "s" and found[0.0034].statistic == "p99"
    assert found[8.0].unit == "count"  # a label naming no unit keeps its cells counts


def test_a_metric_row_label_gives_its_denominator() -> None:
    text = ("| Measure | Node A | Node B |\n|---|---|---|\n"
            "| Output tokens/s per GPU | 1,480 | 1,210 |\n"
            "| Sequential write, MB/s | 3,120 | 2,840 |\n")
    found = _by_value(_claims(text, "t.md"))
    assert found[1480.0].unit == "tokens/s" and found[1480.0].per == "GPU"
    assert found[3.12].unit == "GB/s"  # the surface MB/s, normalised


def test_under_a_corner_naming_no_measures_only_a_stated_rate_gives_a_unit() -> None:
    """A row label that ends in a rate gives its cells that rate whatever the corner says
    (rowunit); a name with a size in it ("Llama 3, 8B") gives none."""
    text = ("| Host | Site A | Site B |\n|---|---|---|\n| Requests, req/s | 48 | 39 |\n"
            "| Llama 3, 8B | 5 | 6 |\n")
    units = {c.value: c.unit for c in _claims(text, "h.md")}
    assert units[48] == units[39] == "requests/s"
    assert units[5] == units[6] == "count"


def test_a_time_per_repetition_is_per_operation() -> None:
    """Go HTTP routers: a harness's repetition is what Go's ns/op counts."""
    text = "| Router | Time per repetition, ns |\n|---|---|\n| Vexa | 21,360 |\n"
    [claim] = _claims(text, "r.md")
    assert claim.unit == "s" and claim.per == "operation"

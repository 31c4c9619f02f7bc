"""The general signals the learned kind reads (claims.learn.roles): a figure in a from/to
pair, a comparison word in its clause, a setup or results section, a column whose header
names a side of a comparison or a measured quantity; and that the kind reads no document's
own words (those memorised the training posts). Texts written for these tests, from
several fields."""

from __future__ import annotations

from claims.extract.document import extract_rules
from claims.learn.figure import figure_features, kind_features
from claims.learn.layout import Place
from claims.learn.roles import role_features
from claims.load.documents import parse_bytes

# a database, a kernel and a web server, each with a setup and a results section
_POST = """# Test setup

Each client opened 64 connections to a server with 256 GB of memory.

# Results

Median query latency went from 12.5 ms to 4.2 ms after the index change.

The new scheduler finished the build 35% faster than the old one.

Page faults dropped to 310 per second once huge pages were on.

| Threads | v6.1 (req/s) | v6.2 (req/s) | Latency (ms) |
|---|---|---|---|
| 8 | 41,200 | 47,900 | 1.25 |
| 16 | 70,100 | 80,300 | 2.5 |
"""


def _roles(written: str, text: str = _POST) -> tuple[dict[str, float], dict[str, float]]:
    """The role features of the number first written as `written`, and the kind features
    of the rules' claim standing there (empty when none does)."""
    _, claims, build = extract_rules(parse_bytes(text.encode(), origin="<test>"))
    layout = build().layout
    at = layout.text.index(written)
    block = layout.block_at(at)
    assert block is not None
    sentence = layout.sentence_at(block, at) or (block.start, block.end)
    roles = role_features(layout, Place(at=at, sentence=sentence, block=block, unit=""))
    # the rules' claim whose first mention stands there (a pair's second side is read
    # with its first, so it has none of its own)
    for claim in claims:
        place = layout.place(claim)
        if place.at == at:
            return roles, kind_features(layout, place, claim,
                                        figure_features(layout, place, claim))
    return roles, {}


def test_a_from_to_pair_marks_each_side() -> None:
    first, _ = _roles("12.5")
    second, _ = _roles("4.2")
    assert first.get("pair_first") == 1.0 and "pair_second" not in first
    assert second.get("pair_second") == 1.0 and "pair_first" not in second


def test_a_figure_moved_to_a_value_is_a_second_side() -> None:
    moved, _ = _roles("310")
    assert moved.get("pair_second") == 1.0


def test_a_comparison_word_in_the_clause_is_read() -> None:
    share = _roles("35%", _POST + "\nThat is 35% faster than before.\n")[0]
    assert share.get("compare_clause") == 1.0
    setup, _ = _roles("64")
    assert "compare_clause" not in setup


def test_the_section_says_setup_or_results() -> None:
    setup, _ = _roles("64")
    assert setup.get("sec_setup") == 1.0 and "sec_results" not in setup
    result, _ = _roles("310")
    assert result.get("sec_results") == 1.0 and "sec_setup" not in result


def test_a_column_header_names_a_side_or_a_measure() -> None:
    side, _ = _roles("47,900")
    assert side.get("h_side") == 1.0 and side.get("h_measured") == 1.0
    knob, _ = _roles("16 |")
    assert "h_side" not in knob and "h_measured" not in knob
    latency, _ = _roles("2.5 |")
    assert latency.get("h_measured") == 1.0 and "h_side" not in latency


def test_the_kind_reads_no_words_of_the_document() -> None:
    _, kinds = _roles("310")
    words = [k for k in kinds if k.startswith(("b:", "a:", "prev:", "next:", "sec:",
                                                "noun=", "h:"))]
    assert words == []
    assert kinds.get("pair_second") == 1.0 and kinds.get("sec_results") == 1.0
    assert kinds.get("class=rate") == 1.0  # the figure's own reading stays
    _, cell = _roles("47,900")
    assert cell.get("h_side") == 1.0 and "col=2" in cell and not any(
        k.startswith("h:") for k in cell)

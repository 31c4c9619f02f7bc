"""The faster forms of extraction's hot spots answer exactly as the plain forms they replace:
gated and reordered patterns, a remembered answer, copies without `replace`."""

from __future__ import annotations

import dataclasses
import re

import pytest

from claims.extract.conditions.index import Index
from claims.extract.facts import references as refs
from claims.extract.facts import setups
from claims.extract.facts import wording as wording_facts
from claims.extract.facts.setup import stated_versions
from claims.extract.facts.wording import SPREAD_KEYS, spread_offsets, wording
from claims.extract.figures.candidate import COUNT, Candidate, changed
from claims.extract.text.charts import _CHART_WORD
from claims.extract.text.mask import mask
from claims.vocabulary import hardware_limits
from claims.vocabulary.matcher import caseless
from claims.vocabulary.software import SOFTWARE_RE

# Sentences written for these tests: names glued to words, odd spacing, capitals, non-ASCII.
SENTENCES = (
    "Our rig pairs two 25 GbE ports with 100GbE uplinks and an NVLink 4 bridge.",
    "The x10 GbE card and the .10 GbE label are no links; 10 gbe is.",
    "On the İstanbul cluster, PCIe Gen5 x16 slots hold the ſmall cards.",
    "See the project's results page for the full set of numbers.",
    "Readers are sent to results/run-7.JSON and summary.csv (Table 3: totals).",
    "Footnote[^2] and cite [14], with 10^6 and 2x2^10 left as powers.",
    "Postgres 16.2 and vLLM v0.6.3 served; SuperPostgres 9.1 did not.",
    "BENCH (Bytes Each Nominal Chunk) ran on a Graph store, see Figure 2 below.",
    "The median of five runs, best\nof three, with a narrow spread and ±2% error bars.",
    "",
)


def test_chart_word_lookahead_finds_what_the_plain_alternation_finds() -> None:
    """The first-letter lookahead changes no match of the chart words."""
    plain = re.compile(r"\b(?:chart|graph|plot|diagram|fig|image|screenshot|picture)", re.I)
    for text in SENTENCES:
        assert [m.span() for m in _CHART_WORD.finditer(text)] == \
            [m.span() for m in plain.finditer(text)]


def test_software_lookahead_finds_what_the_plain_pattern_finds() -> None:
    """The software names' first-character lookahead changes no match."""
    plain = re.compile(re.sub(r"^\(\?=\[[^\]]*\]\)", "", SOFTWARE_RE.pattern))
    assert plain.pattern.startswith(r"\b(?P<name>")
    for text in SENTENCES:
        assert [m.group(0) for m in SOFTWARE_RE.finditer(text)] == \
            [m.group(0) for m in plain.finditer(text)]


@pytest.mark.parametrize("name", ["10 GbE", "100GbE", "NVLink 4", "PCIe Gen5", "SATA"])
def test_phrase_with_its_look_behind_after_the_first_word(name: str) -> None:
    """A hardware phrase opening with its word matches where the leading look-behind did."""
    parts = [re.escape(w) for w in name.split()]
    plain = r"(?<![\w.])" + r"[\s-]?".join(parts) + r"(?![\w])"
    for text in SENTENCES:
        assert [m.span() for m in re.finditer(hardware_limits._phrase(name), text, re.I)] == \
            [m.span() for m in re.finditer(plain, text, re.I)]


def test_links_named_skips_glued_numbers() -> None:
    """"x10 GbE" and ".10 GbE" name no 10 GbE link; "10 gbe" after a space does."""
    names = [link.name for link in hardware_limits.links_named(SENTENCES[1])]
    assert names == [link.name for link in hardware_limits.links_named("so 10 gbe is")]


def test_entity_version_read_after_a_whole_word_only() -> None:
    """An entity's version is the one after its first standalone mention, not a longer
    name's that holds it."""
    found = stated_versions("SuperKite 9.1 came first; then Kite 2.4.1 and Kite 3.0.",
                            ["Kite"])
    assert [(s.name, s.version) for s in found] == [("Kite", "2.4.1")]
    assert stated_versions("Kite-Pro 1.2 only", ["Kite"]) == ()
    assert [s.version for s in stated_versions("Kite  v1.20 first", ["Kite"])] == ["1.20"]


def test_references_gates_change_nothing() -> None:
    """File names are still found behind the extension gate, pointers behind the lookahead."""
    for text in SENTENCES:
        assert [m.span() for m in refs._FILE.finditer(text)] == \
            ([m.span() for m in refs._FILE.finditer(text)] if refs._ANY_EXTENSION.search(text)
             else [])
    found = refs.references(SENTENCES[4] + "\n" + SENTENCES[3])
    assert "summary.csv" in found and "run-7.json" not in found  # glued after a slash
    assert any(r.startswith("see the project") for r in found)
    assert refs.references("No files here, only 3.5 GB of logs.") == ()


def test_footnote_marks_blanked_and_powers_kept() -> None:
    """Footnote marks are blanked; a power of ten or of a factor's base is left to read."""
    masked = mask(SENTENCES[5])
    assert len(masked) == len(SENTENCES[5])
    assert "[^2]" not in masked and "[14]" not in masked
    assert "10^6" in masked and "2^10" in masked


def test_caseless_gate_agrees_with_ignorecase() -> None:
    """A caseless pattern behind its stems' gate (grouped by first letter) finds what
    re.IGNORECASE finds."""
    source = r"\b(?:error\s+bars?|spread|median\s+of)\b"
    gated = caseless(source, ("error", "spread", "median"))
    plain = re.compile(source, re.I)
    for text in (*SENTENCES, *reversed(SENTENCES), "ERROR  BARS", "Spread", "İ spread"):
        got = gated.search(text)
        want = plain.search(text)
        assert (got and got.span()) == (want and want.span())


def test_spread_offsets_and_wording_unchanged_by_the_gates() -> None:
    """The spread keys still gate a block as substring tests did; the stems gate nothing
    the pattern matches ("best\\nof three" reports a spread in a sentence)."""
    def by_substrings(text: str) -> list[int]:
        folded = text.lower()
        if not any(key in folded for key in SPREAD_KEYS):
            return []
        return [m.start() for m in wording_facts._SPREAD.finditer(text)]

    for text in (*SENTENCES, "best\nof three", "It runs well.", "error  bars"):
        assert spread_offsets(text) == by_substrings(text)
    assert spread_offsets(SENTENCES[8])
    assert wording("the best\nof three trials").reports_spread
    assert not wording("one quick pass").reports_spread


def test_changed_equals_dataclasses_replace() -> None:
    """A Candidate copied by `changed` equals `dataclasses.replace`'s copy."""
    # `changed` copies fields and sets changes: it holds only while every field is set by
    # __init__ and nothing runs after it
    assert not hasattr(Candidate, "__post_init__")
    assert all(f.init for f in dataclasses.fields(Candidate))
    cand = Candidate(3, 7, 2.5, "2.5", approximate=True, left="about ")
    for changes in ({"left": "x", "right": "y"}, {"unit": COUNT, "end": 9}, {}):
        assert changed(cand, **changes) == dataclasses.replace(cand, **changes)
    assert changed(cand, statistic="p99").statistic == "p99" and cand.statistic is None


def test_index_remembers_only_the_same_question() -> None:
    """The index's last-figure answer is reused for the same figure and spans only."""
    text = "Kite 2 on H100 GPUs did 40 ms at concurrency 8, and on B200 GPUs 21 ms at 16."
    index, fresh = Index(text), Index(text)
    spans = [(27, 32), (63, 68)]
    for near in (27, 63, 27):
        assert index.find(0, len(text), near=near, figures=spans) == \
            Index(text).find(0, len(text), near=near, figures=spans)
    assert index.find(0, len(text), near=63) == fresh.find(0, len(text), near=63)


ROLE_TEXT = ("The sender and a receiving node, client or Server, prefill then decode; reads, "
             "Writes, upload, download, ingress, egress, training, inference, peak, median, "
             "average, mean, p99.9, minimum, maximum, idle. First-time, warm, cached, cache "
             "hits, repeated, uncached, prefix-caching, cold; with MTP, w/o tuning, no cache.")


@pytest.mark.parametrize("name", ["_FEATURE", "_CACHE_STATE", "_ROLE"])
def test_setup_lookaheads_find_what_the_plain_patterns_find(name: str) -> None:
    """Each set-up pattern's first-letter lookahead admits every word of its alternation."""
    pattern = getattr(setups, name)
    plain = re.compile(re.sub(r"^\(\?=\[[^\]]*\]\)", "", pattern.pattern), re.I)
    assert plain.pattern != pattern.pattern
    for text in (*SENTENCES, ROLE_TEXT, ROLE_TEXT.upper()):
        assert [m.span() for m in pattern.finditer(text)] == \
            [m.span() for m in plain.finditer(text)]


POINTER_TEXT = ("The tool Points to the harness. It sends readers to the repo. Refers the "
                "reader to a page. Directs to X. See the vendor's report. For the full "
                "results, the complete details are in the appendix; full numbers are at the "
                "site. Benchmark code is in git, scripts live in a folder, and the harness is "
                "on GitHub.")


def test_pointer_lookahead_finds_what_the_plain_pattern_finds() -> None:
    """The pointer pattern's first-letter lookahead admits every branch's opening word."""
    plain = re.compile(re.sub(r"^\(\?=\[[^\]]*\]\)", "", refs._POINTER.pattern.pattern), re.I)
    assert plain.pattern != refs._POINTER.pattern.pattern
    found = [m.span() for m in refs._POINTER.pattern.finditer(POINTER_TEXT)]
    assert len(found) >= 8
    for text in (*SENTENCES, POINTER_TEXT, POINTER_TEXT.upper()):
        assert [m.span() for m in refs._POINTER.pattern.finditer(text)] == \
            [m.span() for m in plain.finditer(text)]


@pytest.mark.parametrize("text", [
    "At 500rps the proxy added 2 ms; at 500 rps again, and 1,500 rps later. 500.",
    "Rates: 4.5 GB/s, 4 GB/s, 14 GB/s, 4,000 GB/s and 4. Then 4GB/s twice: 4 GB/s.",
])
def test_figure_repeats_by_token_index_equal_a_scan_of_the_text(text: str) -> None:
    """The learned kind's repeat count, found from the number tokens indexed once, is the
    count a scan of the whole text with the figure's pattern gives."""
    from claims.extract import extract
    from claims.learn.columns import _count, _written
    from claims.learn.layout import Layout
    from claims.load.documents import parse_bytes

    claims = extract(parse_bytes(text.encode(), origin="r.md"))[1]
    layout = Layout.__new__(Layout)
    layout.text, layout.memo = text, {}
    for claim in claims:
        pattern = _written(claim)
        if pattern is not None:
            unit = (claim.unit_text or "").strip()
            assert _count(str(claim.value_text), unit, layout) == \
                len(re.findall(pattern, text)), claim.value_text


# Sentences that say each of the writer's stances, in several fields, with odd letters.
STANCE_TEXT = (
    "We have no commercial relationship with either vendor. Neither engine is our own. "
    "The lab maintains neither. We are not the makers of either. I bought a retail card; "
    "at retail, review samples differ. WE REWROTE the parser, i then ported it; our new "
    "kernels and this crate's own engine. We're excited. My notes: I've measured twice. "
    "\u0130 bought one, \u0131 purchased, \u212a; Part I of XI, OUR code, Oursin, we've built it. "
    "Release Notes, the CHANGELOG, [PATCH v2 0/4], what's new in us; WE built with gcc."
)


@pytest.mark.parametrize("name", ["_FIRST_PERSON", "_OWNS", "_OWN_TITLE", "_WE",
                                  "DISCLAIMED_STAKE"])
def test_stance_patterns_behind_their_first_letters_find_what_the_plain_ones_find(
        name: str) -> None:
    """A whole-body pattern of the writer's stance, behind the class of its words' first
    letters, finds what it finds without that class."""
    from claims.extract.facts import ownership
    from claims.vocabulary import comparisons

    gated = getattr(ownership, name, None) or getattr(comparisons, name)
    source = re.sub(r"^\(\?=\[[^\]]*\]\)", "", gated.pattern)
    assert source != gated.pattern
    plain = re.compile(source, gated._flags)
    found = [m.span() for m in plain.finditer(STANCE_TEXT)]
    assert len(found) >= 3
    for text in (*SENTENCES, STANCE_TEXT, STANCE_TEXT.upper(), STANCE_TEXT.lower()):
        assert [m.span() for m in gated.finditer(text)] == \
            [m.span() for m in plain.finditer(text)]


# Counts of accelerators and machines written every way the count patterns read them.
COUNT_TEXT = (
    "8 NVIDIA H100 GPUs, two i9-14900K chips, a single GPU, 1,024 Gaudi 3 accelerators and "
    "one NVIDIA H100 80GB GPU; 4x H100, 8\u00d7MI300X, on one MI300X, TPU v5e-8 and v4-32; "
    "two nodes of eight GPUs, 4 x 8-GPU servers, Sixteen nodes, a 12-node cluster, "
    "four-node, on a single node, single-node, ONE server, Twenty-four GPUs, \u017fingle "
    "GPU, 288GB HBM3e GB300 GPUs, two GPU clouds, x10 nodes and 3.5 GPUs."
)


@pytest.mark.parametrize("name", ["ACCEL_COUNT", "NODE_COUNT"])
def test_count_patterns_behind_their_first_characters_find_what_the_plain_ones_find(
        name: str) -> None:
    """The accelerator and machine counts, behind the class of their first characters,
    find what they find without it, with the same groups."""
    from claims.vocabulary import hardware

    gated = getattr(hardware, name)
    source = re.sub(r"^\(\?=\[[^\]]*\]\)", "", gated.pattern)
    assert source != gated.pattern
    plain = re.compile(source, re.I)
    found = [m.span() for m in plain.finditer(COUNT_TEXT)]
    assert len(found) >= 5
    for text in (*SENTENCES, COUNT_TEXT, COUNT_TEXT.upper(), COUNT_TEXT.lower()):
        assert [(m.span(), m.groupdict()) for m in gated.finditer(text)] == \
            [(m.span(), m.groupdict()) for m in plain.finditer(text)]


def test_pointer_sentences_found_at_their_opening_words_are_the_pattern_s_matches() -> None:
    """Trying the pointer pattern only where one of its opening words starts gives the
    matches a scan of every place gives, in any case and with letters that fold oddly."""
    from claims.vocabulary.matcher import lower

    odd = ("\u0130 See the r\u0131g's page; \u017fee the report. The bench\u212aark code is "
           "in git; seesaw, forsee, Pointless, fullness. " + POINTER_TEXT)
    assert len(refs._POINTER.matches(POINTER_TEXT, lower(POINTER_TEXT))) >= 8
    for text in (*SENTENCES, POINTER_TEXT, POINTER_TEXT.upper(), POINTER_TEXT.lower(), odd):
        assert [m.span() for m in refs._POINTER.matches(text, lower(text))] == \
            [m.span() for m in refs._POINTER.pattern.finditer(text)]


def test_spelled_numbers_behind_one_word_start_find_what_each_branch_finds() -> None:
    """NUMBERISH tests the word start its spelled forms share once, before them: it finds
    what the forms each behind their own word start find."""
    from claims.vocabulary import numbers

    forms = numbers._SPELLED_FORMS
    factored = r"(?<![A-Za-z])(?:" + "|".join(forms) + "))"
    assert numbers.NUMBERISH.pattern.endswith(factored)
    plain = re.compile(numbers.NUMBERISH.pattern[:-len(factored)]
                       + "|".join(r"(?<![A-Za-z])" + form for form in forms) + ")")
    text = ("Twice a day, an hour or a fifth of a thousand: two-fold, ninefold, Zero and "
            "HALF a minute; Atwice, half-time, a\u00bd, one hundred and twenty-one, a THOUSAND "
            "users; tenfold, Ten, eleventh, a fortnight, an HOUR, A quarter.")
    assert len(plain.findall(text)) >= 12
    for sample in (*SENTENCES, COUNT_TEXT, text, text.upper(), text.lower()):
        assert [m.span() for m in numbers.NUMBERISH.finditer(sample)] == \
            [m.span() for m in plain.finditer(sample)]

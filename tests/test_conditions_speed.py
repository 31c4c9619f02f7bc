"""The fast paths of condition binding and the fact scans give the answers of the plain
ones: the trigger-word index against a token-by-token scan, and each opener-anchored
phrase search against the regex searching the whole text."""

from __future__ import annotations

import array
import re
import sys
from pathlib import Path

import pytest

from claims.extract.conditions import triggers
from claims.extract.conditions.ambiguous import bare_mentions
from claims.extract.conditions.carried import carried_spans
from claims.extract.conditions.hub_ids import with_hub_ids
from claims.extract.conditions.index import Index
from claims.extract.conditions.model_mentions import model_spans
from claims.extract.conditions.model_shapes import with_shaped_names
from claims.extract.facts import evidence, measurer, sections
from claims.extract.facts import independence as independence_module
from claims.vocabulary.matcher import Phrases, lower
from claims.vocabulary.run_settings import IO
from tests.evaluation_sets import held_apart

# An input/output pair ("1K/1K"), found the plain way, as a reference for the index.
_IO_PAIR_WORD = re.compile(r"\d[Kk]?\s*/\s*\d")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
from corpus import generate  # noqa: E402

TRICKY = [
    "Runs on 8x H100 and 4\u00d7B200 GPUs; 3.5x faster than foo-Llama on x86-64, 2xH200.",
    "vLLM v0.6 on c8g.16xlarge, gpt-oss-120b, llama.cpp and Node.js 22 with io_uring.",
    "\u00e9H100 _H100 H100_x 1.5M tokens, 1K/1K ISL, FP8 TP8 at concurrency 64.",
    "An a3-highgpu-8g and Standard_ND96isr_H100_v5 with 16 nodes running MLPerf Inference v5.0.",
    "A ShareGPT benchmark on Grace Hopper Superchip; Xeon 6980P, EPYC 9654, 64 concurrent users.",
]


def _texts() -> list[str]:
    """Lines and paragraphs from the shipped examples and fixtures, generated documents, and
    a few sentences with tricky word boundaries and letters re.IGNORECASE treats specially."""
    texts = list(TRICKY)
    for pattern in ("examples/**/*.md", "tests/fixtures/**/*.md", "tests/fixtures/**/*.txt"):
        for path in sorted(ROOT.glob(pattern)):
            if held_apart(path):
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            texts.append(text)
            texts.extend(line for line in text.splitlines() if line.strip())
    for _, text in generate(40):
        texts.append(text)
        texts.extend(text.split("\n\n"))
    texts += ["Results were \u017fimulated, not \u0131ndependently verified.",
              "SELF-REPORTED: the VENDOR-SUPPLIED numbers were N\u0130T audited by anyone.",
              "It was \u0130NTERPOLATED and \u017felf-reported; an experimental \u212a-series."]
    return texts


TEXTS = _texts()


def _reference_hits(text: str) -> list[tuple[int, int, str]]:
    """The index's matches as a plain scan finds them: every word, looked up in turn (and
    the product after a count's x, "4xH100", looked up as a word of its own)."""
    hits: dict[str, set[tuple[int, int]]] = {name: set() for name in triggers.FINDERS}
    for token in triggers.TOKEN.finditer(text):
        word, lead = token.group(0, 1)
        names = triggers.TRIGGERS.get(word) or triggers.TRIGGERS.get(lead) or ()
        _look_up(text, names, token.start(), token.end(), hits)
        at = token.start()
        if len(lead) > 1 and lead[0] == "x" and lead[1].isupper() and at and \
                text[at - 1].isdigit():
            _look_up(text, triggers.TRIGGERS.get(lead[1:], ()), at + 1, token.end(), hits)
    for m in _IO_PAIR_WORD.finditer(text):
        hit = IO.search(text, max(0, m.start() - 8), min(len(text), m.end() + 24))
        if hit is not None:
            hits["io"].add(hit.span())
    # names that carry a count ("a3-highgpu-8g") are counts too, read off the names found
    flat = {name: [v for span in sorted(spans) for v in span] for name, spans in hits.items()}
    carried = carried_spans(text, flat)
    hits["accelerator_count"] |= set(zip(carried[::2], carried[1::2], strict=True))
    # bare mentions of a name the document already gives an accelerator ("L4", "v5p" on a
    # TPU page) are read after the scan, as the index reads them
    bare = bare_mentions(text, array.array("q", flat["accel"]))
    hits["accel"] |= set(zip(bare[::2], bare[1::2], strict=True))
    # which family matches name a model is read after the scan, as the index reads it
    named = with_shaped_names(text, array.array("q", flat["model"]))  # "e5-large-v2"
    named = model_spans(text, named, frozenset())
    named = with_hub_ids(text, named)  # and a hub id's name ("org/name-7b") replaces them
    hits["model"] = set(zip(named[::2], named[1::2], strict=True))
    return sorted((a, b, name) for name, spans in hits.items() for a, b in spans)


def _look_up(text: str, names: tuple[str, ...], start: int, end: int,
             hits: dict[str, set[tuple[int, int]]]) -> None:
    """Run each named finder at a word, as the index does."""
    for name in names:
        pattern, window = triggers.FINDERS[name]
        if window:
            hit = next((h for h in pattern.finditer(text, max(0, start - 48),
                                                    min(len(text), end + 32))
                        if h.start() <= end and h.end() >= start), None)
        else:
            hit = pattern.match(text, start)
        if hit is not None:
            hits[name].add(hit.span())


def test_index_finds_what_a_word_by_word_scan_finds() -> None:
    """The trigger regex skips no word the token scan would have looked up."""
    for text in TEXTS:
        assert Index(text).matches() == _reference_hits(text), text[:80]


def test_trigger_words_in_the_tricky_sentences_are_found() -> None:
    """Counts before accelerators are found, a product glued to a count's x too ("2xH200");
    a name inside a longer word is not ("foo-Llama")."""
    index = Index(TRICKY[0])
    found = {TRICKY[0][a:b] for a, b, _ in index.matches()}
    assert {"8x H100", "H100", "4\u00d7B200 GPUs", "B200", "2xH200", "H200"} <= found
    assert "Llama" not in found


def test_io_pairs_are_the_regex_matches() -> None:
    """Pairs found from each slash back are the matches of the digit-first pattern."""
    extra = ["1/2/3", "1K / 1K", "5 K /3", "8192/512 and 2k/ 1k", "x/1", "1 /\n 2",
             "\u0661/\u0662", "12K\u00a0/\u00a02K", "/5", "5/"]
    for text in extra + TEXTS:
        expected = [m.span() for m in _IO_PAIR_WORD.finditer(text)]
        assert triggers.io_pairs(text) == expected, text[:80]


def _ascii_letter(char: str) -> bool:
    """True for one of A-Z, a-z (False for "" at either end of a text)."""
    return char.isascii() and char.isalpha()


def test_trigger_leads_stand_at_their_offsets() -> None:
    """Each lead found is the whole run of letters at its offset, in any text (accents, CJK,
    emoji and masked spaces included)."""
    for text in [*TRICKY, "\u00e9GPUs \u4e2d\u6587 H100\U0001f680x  nodes", "", "a"]:
        for at, lead in triggers.trigger_leads(text):
            end = at + len(lead)
            assert text[at:end] == lead
            assert not _ascii_letter(text[at - 1:at]) and not _ascii_letter(text[end:end + 1])


PHRASES = sorted((f"{module.__name__}.{name}", value)
                 for module in (evidence, independence_module, sections, measurer)
                 for name, value in vars(module).items() if isinstance(value, Phrases))


@pytest.mark.parametrize("name", [name for name, _ in PHRASES])
def test_phrase_search_agrees_with_the_regex(name: str) -> None:
    """Searching only where an opening word stands finds a match exactly when one exists."""
    phrases = dict(PHRASES)[name]
    for text in TEXTS:
        expected = phrases.pattern.search(text) is not None
        assert phrases.search(text, lower(text)) is expected, (name, text[:80])


def test_lower_keeps_every_offset() -> None:
    """Lower-casing never changes a text's length, so offsets in it are offsets in the text."""
    every = "".join(chr(c) for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF)
    assert len(lower(every)) == len(every)
    assert lower("\u0130\u0131\u017f") == "iis"


WHO = [
    "Acme and the Foo Labs team reported 3x; (Initech said 2x) and foo.Bar claims 4x.",
    "Results were reported\nby MLCommons, measured by\nthe Acme lab, audited by the\nTPC.",
    "Acme Unverified Labs said so; vLLM reports 5x; the vLLM team benchmarked it.",
    "It says nothing. Foo & Bar announced; x-Foo said; \u00e9Foo said; Foo\tsaid;",
    "FP8. The authors said; the team reports; Reported by vLLM engineers.",
]


def test_who_matches_are_the_regex_matches() -> None:
    """Trying the who pattern only near verbs finds exactly what scanning every offset finds."""
    for text in WHO + TEXTS:
        expected = [(m.span(), m.groupdict()) for m in measurer._WHO.finditer(text)]
        found = [(m.span(), m.groupdict()) for m in measurer._who_matches(text)]
        assert found == expected, text[:80]

"""Extraction: a loaded announcement -> its Document record and one Claim per figure.

Data flows blocks -> sentences -> figures (the ruler in `figures`) -> placed figures
(conditions, evidence, maturity, independence from the sentence, paragraph,
section and front matter) -> claims, with repeated mentions merged.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from claims.errors import ClaimsError
from claims.extract import conditions as cond
from claims.extract import facts
from claims.extract.blocks import Block, Sentence, blocks, line_starts, parse, sentences
from claims.extract.claims_from_figures import Placed, Setting, draft, merge
from claims.extract.figures import DEFAULT_RULER, NUMBERISH, Figure, Ruler, detect
from claims.loaded import LoadedDocument
from claims.model import (
    Claim,
    Conditions,
    Document,
    Evidence,
    Independence,
    Kind,
    Maturity,
    Quote,
    Span,
)

__all__ = ["DEFAULT_RULER", "MAX_FIGURES", "Figure", "Ruler", "extract", "figures_in_text",
           "figures_of"]

# Announcements state tens of figures, long reports a few thousand; past this a source is a
# data dump, and reading it whole would take minutes and gigabytes.
MAX_FIGURES = 20_000


def extract(loaded: LoadedDocument, *, ruler: Ruler = DEFAULT_RULER) -> tuple[Document,
                                                                              tuple[Claim, ...]]:
    """The document record and its claims: pure, deterministic, one pass over the text."""
    text = loaded.text
    meta = loaded.metadata
    all_blocks, masked = parse(loaded)
    body = text[loaded.body_offset:]
    parties = _parties(meta)
    doc_independence = facts.independence(body, parties)
    setting = _setting(loaded, meta, doc_independence, facts.measured_by(body),
                       facts.cached_tokens(body), all_blocks, parties)
    paragraphs, sections = _scopes(all_blocks)
    scopes = _Scopes(
        index=cond.Index(masked), masked=masked, paragraphs=paragraphs,
        headings={b.section: (b.start, b.end) for b in all_blocks if b.kind == "heading"},
        # The document's own scope: front-matter entities and its title (or its H1).
        front=cond.from_entities(_strings(meta.get("entities")), setting.title))
    starts = line_starts(text)
    tokens_document = "token" in body.lower()
    caveats: list[Quote] = []
    drafts: list[tuple[dict[str, Any], bool]] = []
    caveat_sections = {s: facts.is_caveat_section(s) for s in sections}
    for block in all_blocks:
        in_caveats = caveat_sections[block.section]
        # A block without a number (digits or a spelled count) holds no figure.
        numbered = NUMBERISH.search(masked, block.start, block.end) is not None
        if not numbered and not (in_caveats and block.kind != "heading"):
            continue
        block_sentences = sentences(block)
        if in_caveats and block.kind != "heading":
            caveats.extend(_quote(text, s, starts, block.section) for s in block_sentences)
        if not numbered:
            continue
        for i, sentence in enumerate(block_sentences):
            figs = detect(sentence, tokens_document=tokens_document, ruler=ruler)
            # "In the same run, ..." shares the previous sentence's operating point.
            carried = block_sentences[i - 1] if i and figs and _SAME_RUN.match(
                masked, sentence.start) else None
            drafts.extend((draft(placed, setting), in_caveats) for placed in
                          _placed(text, starts, sentence, figs, scopes, setting, carried))
            if len(drafts) > MAX_FIGURES:
                raise ClaimsError(f"more than {MAX_FIGURES:,} figures: this reads as a data "
                                  "table or dump, not an announcement; vet the announcement "
                                  "that cites it", path=loaded.origin,
                                  line=bisect.bisect_right(starts, sentence.start))
    merged = merge(_new_in_caveats(drafts))
    document = Document(
        title=setting.title, url=setting.url, publisher=setting.publisher,
        published_at=setting.published_at, retrieved_at=setting.retrieved_at,
        origin=loaded.origin, format=loaded.format, sha256=loaded.sha256,
        source_urls=setting.derived_from, entities=tuple(_strings(meta.get("entities"))),
        topics=tuple(_strings(meta.get("topics"))), independence=doc_independence,
        reports_cost=any(c.kind is Kind.cost for c in merged),
        reports_quality=any(c.kind is Kind.quality for c in merged),
        caveats=tuple(caveats))
    return document, merged


@dataclass
class _Scopes:
    """What each paragraph and heading states, computed once per document on demand."""

    index: cond.Index
    masked: str
    paragraphs: dict[int, tuple[int, int]]
    headings: dict[str | None, tuple[int, int]]
    front: cond.Found
    _paragraph: dict[int, tuple[cond.Found, Maturity]] = field(default_factory=dict)
    _measured: dict[int, cond.Found] = field(default_factory=dict)
    _heading: dict[str | None, cond.Found] = field(default_factory=dict)

    def paragraph(self, block: Block) -> tuple[cond.Found, Maturity]:
        """The paragraph's conditions and the maturity of what it describes."""
        if block.paragraph not in self._paragraph:
            a, b = self.paragraphs[block.paragraph]
            self._paragraph[block.paragraph] = (
                self.index.find(a, b), facts.maturity(self.masked[a:b]) or Maturity.unknown)
        return self._paragraph[block.paragraph]

    def measured_paragraph(self, block: Block) -> cond.Found:
        """The paragraph's conditions as its measured sentences state them: hardware named
        only in a projection ("a projected 4,100 tokens/s on B200") is no setup of the
        figures measured beside it."""
        if block.paragraph not in self._measured:
            found = self.paragraph(block)[0]
            if block.kind == "paragraph":
                said = sentences(block)
                measured = [facts.evidence(s.scan()) is None for s in said]
                if not all(measured):
                    found = cond.merge([self.index.find(s.start, s.end)
                                        for s, ok in zip(said, measured, strict=True) if ok])
            self._measured[block.paragraph] = found
        return self._measured[block.paragraph]

    def heading(self, block: Block) -> cond.Found:
        """The heading's conditions: the heading itself, not its whole section, since a
        long section may move on to other systems."""
        if block.section not in self._heading:
            span = self.headings.get(block.section)
            self._heading[block.section] = self.index.find(*span) if span else cond.Found()
        return self._heading[block.section]

    def conditions(self, sentence: Sentence, near: int | None = None,
                   figures: Sequence[tuple[int, int]] = (),
                   carried: Sentence | None = None, measured: bool = False) -> Conditions:
        """Each condition from the nearest scope that states it; an operating point
        (concurrency, parallelism) only from the figure's own sentence, the sentence it
        says it shares a run with (`carried`), or its heading. A `measured` figure reads
        its paragraph's measured sentences only."""
        own = self.index.find(sentence.start, sentence.end, near=near, figures=figures)
        shared = (self.index.find(carried.start, carried.end),) if carried else ()
        paragraph = self.measured_paragraph(sentence.block) if measured \
            else self.paragraph(sentence.block)[0]
        return cond.to_conditions(cond.merge((
            own, *shared, cond.operating_free(paragraph), self.heading(sentence.block),
            self.front)))


def _placed(text: str, starts: list[int], sentence: Sentence, figs: list[Figure],
            scopes: _Scopes, setting: Setting, carried: Sentence | None = None) -> list[Placed]:
    """The figures of one sentence with what the sentence and its scopes say about them."""
    if not figs:
        return []
    block = sentence.block
    sent_text = sentence.scan()
    stated = facts.evidence(sent_text)
    conditions = scopes.conditions(sentence, carried=carried, measured=stated is None)
    # Two systems or an operating point in one sentence: each figure takes its own.
    ambiguous = len(figs) > 1 and (scopes.index.ambiguous(sentence.start, sentence.end)
                                   or scopes.index.operating(sentence.start, sentence.end))
    # Counts ("three instances", "4,800 users") describe the setup: they take no operating
    # point of their own, so "on three instances at concurrency 64, ..." still opens it.
    spans = [(fig.start, fig.end) for fig in figs if fig.unit != "count"] if ambiguous else []
    evidence = stated or facts.evidence(block.section or "") or Evidence.unknown
    own = facts.independence(sent_text, setting.parties)
    independence = own if own is not Independence.unknown else setting.independence
    who = facts.measured_by(sent_text) or setting.measured_by
    quote = text[sentence.start:sentence.end]
    line = bisect.bisect_right(starts, sentence.start)
    maturity = scopes.paragraph(block)[1]
    # With several figures, each takes the evidence of its own place in the sentence (up to
    # a prose-sized count: each reading is linear in the sentence, and a "sentence" of
    # thousands of figures is a data dump, read as a whole).
    own_evidence = stated is not None and 1 < len(figs) <= _OWN_EVIDENCE_LIMIT
    return [Placed(figure=fig, quote=quote, line=line, section=block.section,
                   conditions=scopes.conditions(sentence, fig.start, spans, carried,
                                                measured=stated is None)
                   if ambiguous else conditions,
                   evidence=(facts.evidence_at(sent_text, fig.start - sentence.start)
                             or Evidence.unknown) if own_evidence else evidence,
                   maturity=maturity, independence=independence,
                   measured_by=who, sentence_text=sent_text,
                   figure_text=text[fig.start:fig.end],
                   figure_line=bisect.bisect_right(starts, fig.start),
                   baseline_quote=_baseline_quote(text, fig, starts, block.section))
            for fig in figs]


_OWN_EVIDENCE_LIMIT = 50
_SAME_RUN = re.compile(r"\s*(?:in|at|under|for|during|from)\s+the\s+same\s+(?:runs?|tests?|"
                       r"setup|configuration|experiments?|benchmarks?|conditions|load|sweep)\b",
                       re.I)


def _new_in_caveats(drafts: Sequence[tuple[dict[str, Any], bool]]) -> list[dict[str, Any]]:
    """Every draft, except caveat-section figures that repeat a value stated elsewhere: a
    caveat section restating "the 2.5x figure" adds a caveat, not a second mention."""
    stated = {(f"{d['value']:.12g}", d["unit"]) for d, in_caveats in drafts if not in_caveats}
    return [d for d, in_caveats in drafts
            if not in_caveats or (f"{d['value']:.12g}", d["unit"]) not in stated]


def figures_of(loaded: LoadedDocument, *, ruler: Ruler = DEFAULT_RULER) -> list[Figure]:
    """Every figure mention in the body, in order (caveat sections included), unmerged."""
    tokens_document = "token" in loaded.text[loaded.body_offset:].lower()
    return [fig for block in blocks(loaded) for s in sentences(block)
            for fig in detect(s, tokens_document=tokens_document, ruler=ruler)]


def figures_in_text(text: str) -> list[Figure]:
    """Every figure a bare text states (read as a Markdown body), in order, spans into `text`."""
    return figures_of(LoadedDocument(text=text, format="markdown", sha256="", origin=""))


def _scopes(all_blocks: Sequence[Block]) -> tuple[dict[int, tuple[int, int]],
                                                   dict[str | None, tuple[int, int]]]:
    """The span of each paragraph (a table counts as one) and of each section."""
    paragraphs: dict[int, tuple[int, int]] = {}
    sections: dict[str | None, tuple[int, int]] = {}
    for block in all_blocks:
        a, b = paragraphs.get(block.paragraph, (block.start, block.end))
        paragraphs[block.paragraph] = (min(a, block.start), max(b, block.end))
        a, b = sections.get(block.section, (block.start, block.end))
        sections[block.section] = (min(a, block.start), max(b, block.end))
    return paragraphs, sections


def _quote(text: str, sentence: Sentence, starts: list[int], section: str | None) -> Quote:
    """A sentence as an exact quote with its span and line."""
    return Quote(text=text[sentence.start:sentence.end],
                 span=Span(start=sentence.start, end=sentence.end),
                 line=bisect.bisect_right(starts, sentence.start), section=section)


def _baseline_quote(text: str, fig: Figure, starts: list[int], section: str | None) -> Quote | None:
    """The "before" figure of a before/after pair, as an exact quote."""
    if fig.baseline_span is None:
        return None
    a, b = fig.baseline_span
    return Quote(text=text[a:b], span=Span(start=a, end=b),
                 line=bisect.bisect_right(starts, a), section=section)


def _parties(meta: Mapping[str, Any]) -> tuple[str, ...]:
    """Who the document is about or published by, as its front matter names them: a
    measurer among them is the document's own party, anyone else an outside one. A
    publisher guessed from the URL's host name is no such name, so it is left out."""
    publisher = _str(meta.get("publisher")) or _str(meta.get("site_name"))
    return (*_strings(meta.get("entities")), *([publisher] if publisher else []))


def _setting(loaded: LoadedDocument, meta: Mapping[str, Any], independence: Independence,
             who: str | None, cached: bool | None, all_blocks: Sequence[Block],
             parties: tuple[str, ...]) -> Setting:
    """Document-wide provenance from the loaded source and its front matter."""
    title = _str(meta.get("title")) or next(
        (" ".join(b.scan.split()) for b in all_blocks if b.kind == "heading" and b.level == 1),
        None)
    url = loaded.url or _str(meta.get("url")) or _str(meta.get("canonical_url")) \
        or _str(meta.get("markdown_url"))
    sources = _strings(meta.get("source_urls")) or _strings(meta.get("source_url"))
    publisher = _str(meta.get("publisher")) or _str(meta.get("site_name"))
    if publisher is None and url and "://" in url:
        publisher = urlsplit(url).hostname
    published = _str(meta.get("published_at")) or _str(meta.get("date")) \
        or _str(meta.get("published"))
    return Setting(url=url, title=title, publisher=publisher, published_at=published,
                   retrieved_at=loaded.retrieved_at, sha256=loaded.sha256,
                   independence=independence, measured_by=who, cached_tokens=cached,
                   parties=parties,
                   derived_from=tuple(s for s in sources if s != url))


def _str(value: object) -> str | None:
    """A front-matter scalar as a string, or None."""
    if value is None or isinstance(value, (dict, list)):
        return None
    text = str(value).strip()
    return text or None


def _strings(value: object) -> list[str]:
    """A front-matter list (or single value) as strings."""
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value if v is not None and not isinstance(v, (dict, list))]
    return [str(value)] if not isinstance(value, dict) else []

"""Extraction of one document: blocks -> sentences -> figures (the ruler) -> placed figures
(conditions, evidence, maturity, independence from the sentence, paragraph, section and
front matter) -> drafts -> claims, with repeated mentions merged."""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Callable, Sequence

from claims.errors import ClaimsError
from claims.extract import setting as front
from claims.extract.conditions.alias_spans import names_several
from claims.extract.conditions.binding import Scopes
from claims.extract.conditions.carried_runs import next_block, pointed_back, shared_before
from claims.extract.conditions.choice import compared_clause
from claims.extract.conditions.found import to_conditions
from claims.extract.conditions.index import Index, from_entities
from claims.extract.conditions.model_mentions import entity_models, product_families
from claims.extract.conditions.model_scope import machine_spec
from claims.extract.facts.evidence import (
    Subject,
    evidence_at,
    maturity,
    setup_entry_maturity,
    stack_maturity,
    subject_maturity,
    tagline_maturity,
    title_names,
)
from claims.extract.facts.exceptions import exception_quotes
from claims.extract.facts.independence import figure_independence
from claims.extract.facts.independence import independence as stated_independence
from claims.extract.facts.measurer import measured_by
from claims.extract.facts.mixed_runs import mixed_runs
from claims.extract.facts.quality_tables import introduces_quality_table
from claims.extract.facts.ran import program_tested_with
from claims.extract.facts.repetition import repeat_quotes
from claims.extract.facts.restated import restatements
from claims.extract.facts.row_settings import item_settings
from claims.extract.facts.scoped import scoped_verdicts
from claims.extract.facts.sections import cached_tokens, is_caveat_section
from claims.extract.facts.service import hosted_api
from claims.extract.facts.setup import stated_versions
from claims.extract.facts.side_versions import side_versions
from claims.extract.figures.candidate import Figure
from claims.extract.figures.carried_units import carry_units
from claims.extract.figures.lead_in import with_lead_in
from claims.extract.figures.ruler import DEFAULT_RULER, READING_RULER, Ruler, detect, reading_flags
from claims.extract.records.draft import Draft, draft
from claims.extract.records.merge import merge
from claims.extract.records.placed import Placed, Setting
from claims.extract.text.blocks import Block, Sentence, blocks, line_starts, parse
from claims.extract.text.charts import shows_chart
from claims.extract.text.sentences import sentences, too_many_numbers
from claims.ids import document_id
from claims.learn.decide import Context, decide
from claims.learn.decide import context as learned_context
from claims.learn.weights import Decisions, shipped
from claims.load.documents import parse_bytes
from claims.load.loaded import LoadedDocument
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
from claims.typed import typed
from claims.vocabulary.lazy import lazy
from claims.vocabulary.numbers import has_number

# Announcements state tens of figures, long reports a few thousand; past this, a data dump.
MAX_FIGURES = 20_000


def extract(loaded: LoadedDocument, *, ruler: Ruler = DEFAULT_RULER,
            model: Decisions | None = None) -> tuple[Document, tuple[Claim, ...]]:
    """The document record and its claims: pure, deterministic, one pass over the text. The
    rules find the figures and describe their candidates; `model` (default: the shipped
    one, `claims.learn.weights.RULES_ONLY` for the rules alone) makes the choices."""
    decisions = shipped() if model is None else model
    if not decisions.choices and not decisions.figures:
        return extract_rules(loaded, ruler=ruler)[:2]
    document, claims, ctx = extract_rules(loaded, ruler=ruler)
    decided = decide(decisions, ctx(choices=tuple(decisions.choices)), claims)
    # A quality table the records read as counts still reports quality (`quality_tables`).
    table = document.reports_quality and not any(c.kind is Kind.quality for c in claims)
    return document.model_copy(update={
        "reports_cost": any(c.kind is Kind.cost for c in decided),
        "reports_quality": table or any(c.kind is Kind.quality for c in decided)}), decided


def extract_rules(loaded: LoadedDocument, *, ruler: Ruler = DEFAULT_RULER
                  ) -> tuple[Document, tuple[Claim, ...], Callable[..., Context]]:
    """The document record, its claims as the rules alone decide them, and a builder of
    the learned stage's view of the document (built only when asked for)."""
    text, meta = loaded.text, loaded.metadata
    all_blocks, masked, readable = parse(loaded)
    all_blocks, body = carry_units(all_blocks), text[loaded.body_offset:]
    parties = front.parties(meta)
    outsider = front.outside_writer(meta, front.title_of(meta, all_blocks))
    # An outside reviewer's "we tested" is a third party's measuring for the document; a
    # sentence's "we measured" defers to it, so a caveat elsewhere still holds for its figures.
    doc_independence = stated_independence(
        body, parties, first_person=Independence.third_party if outsider
        else Independence.self_reported, quoted=not outsider)
    setting = front.setting(loaded, meta, doc_independence, measured_by(body),
                            cached_tokens(body), all_blocks, parties, outsider=outsider,
                            hosted_api=hosted_api(body))
    scopes = _document_scopes(loaded, all_blocks, masked, readable, setting)
    # The writer's tie to what it measures, read once for the rules and the learned stage.
    stance = front.writer_stance(setting, meta, readable, all_blocks, scopes.index)
    setting = front.read_writer(setting, meta, body, parties, stance)
    sections = scopes.sections
    starts = line_starts(text)
    tokens_document, io_doc = reading_flags(body)
    caveats: list[Quote] = []
    charts = [_block_quote(text, b, starts) for b in all_blocks if shows_chart(text, b)]
    drafts: list[tuple[Draft, bool]] = []
    caveat_sections = {s: is_caveat_section(s) for s in sections}
    for at, block in enumerate(all_blocks):
        in_caveats = caveat_sections[block.section]
        # A block without a number (digits or a spelled count) holds no figure.
        numbered = has_number(masked, block.start, block.end)
        if not numbered and not (in_caveats and block.kind != "heading"):
            continue
        block_sentences = sentences(block)
        if in_caveats and block.kind != "heading":
            caveats.extend(_quote(text, s, starts, block.section) for s in block_sentences)
        if not numbered:
            continue
        for i, sentence in enumerate(block_sentences):
            if too_many_numbers(sentence, MAX_FIGURES):
                raise ClaimsError(f"more than {MAX_FIGURES:,} numbers in one sentence: this "
                                  "reads as a data table or dump, not an announcement; vet "
                                  "the announcement that cites it", path=loaded.origin,
                                  line=bisect.bisect_right(starts, sentence.start))
            figs = detect(sentence, tokens_document=tokens_document, io_sizes=io_doc, ruler=ruler)
            # "In the same run" shares the previous sentence's run; "Reaching that speed" its own.
            carried = shared_before(masked, block_sentences, i) if figs else None
            back = pointed_back(masked, block_sentences, i, sentences(after) if (
                after := next_block(all_blocks, at)) else ()) if figs and not carried else None
            drafts.extend((draft(placed, setting), in_caveats) for placed in
                          _placed(text, starts, sentence, figs, scopes, setting, carried, back))
            if len(drafts) > MAX_FIGURES:
                raise ClaimsError(f"more than {MAX_FIGURES:,} figures: this reads as a data "
                                  "table or dump, not an announcement; vet the announcement "
                                  "that cites it", path=loaded.origin,
                                  line=bisect.bisect_right(starts, sentence.start))
    merged = merge(_new_in_caveats(drafts))
    software = stated_versions(body, front.strings(meta.get("entities")))
    document = typed(
        Document, id=document_id(loaded.sha256, setting.url, setting.title),
        title=setting.title, url=setting.url, publisher=setting.publisher,
        authors=front.authors(meta),
        published_at=setting.published_at, retrieved_at=setting.retrieved_at,
        origin=loaded.origin, format=loaded.format, sha256=loaded.sha256,
        source_urls=setting.derived_from, entities=tuple(front.strings(meta.get("entities"))),
        topics=front.topics(meta), independence=setting.independence,
        reports_cost=any(c.kind is Kind.cost for c in merged),
        reports_quality=any(c.kind is Kind.quality for c in merged)
        or introduces_quality_table(all_blocks, masked),
        caveats=tuple(caveats), charts=tuple(charts),
        repeats=repeat_quotes(text, masked, all_blocks, starts),
        software=software, exceptions=exception_quotes(text, all_blocks, starts),
        item_settings=item_settings(text, all_blocks), test_program=program_tested_with(body),
        scoped_verdicts=scoped_verdicts(text, all_blocks, starts),
        mixed_runs=mixed_runs(text, all_blocks, starts), side_settings=side_versions(
            text, all_blocks), restated=restatements(
            text, all_blocks, starts, software, (c.conditions.model or "" for c in merged)))
    return document, merged, functools.partial(
        learned_context, readable, all_blocks, scopes.index,
        front.strings(meta.get("entities")), setting.title, home=front.page_home(setting.url, meta),
        named_writer=front.named_writer(meta), publisher=front.named_publisher(meta),
        maker=front.maker_writer(meta), parties=parties, stance=setting.stance, url=setting.url)


def _document_scopes(loaded: LoadedDocument, all_blocks: list[Block], masked: str,
                     readable: str, setting: Setting) -> Scopes:
    """Every scope a figure's conditions may come from: its paragraph, heading, section, the
    document's front matter and title, and the subject the document is about."""
    paragraphs, sections = _scopes(all_blocks)
    entities = front.strings(loaded.metadata.get("entities"))
    products = product_families([*entities, *([setting.publisher] if setting.publisher else [])])
    return Scopes(
        index=Index(readable, products, entity_models(entities)), masked=masked,
        paragraphs=paragraphs,
        headings={b.section: (b.start, b.end) for b in all_blocks if b.kind == "heading"},
        sections=sections, body=(loaded.body_offset, len(loaded.text)), blocks=all_blocks,
        # The document's own scope: front-matter entities and its title (or its H1).
        front=from_entities(entities, setting.title, products),
        subject=_subject(all_blocks, masked, setting.title, entities, readable))


def _subject(all_blocks: Sequence[Block], masked: str, title: str | None,
             entities: Sequence[str], readable: str = "") -> Subject:
    """What a sentence about the product the title names calls it ("X is released as a
    beta"), else what the writer says its stack is made of ("we use Y from the nightlies")."""
    subjects = tuple(sorted((e for e in entities if title and e in title), key=len,
                            reverse=True))
    # With no entities to go by, the name the title leads with is the subject; where no
    # sentence calls it anything, the writer's account of its stack still counts.
    named = () if subjects or entities else title_names(title)
    if not subjects and not named:
        return _stack(all_blocks, masked, readable)
    subjects = subjects or named
    for block in all_blocks:
        if block.kind != "paragraph" or maturity(masked[block.start:block.end]) is None:
            continue
        for sentence in sentences(block):
            found = subject_maturity(sentence.scan(), subjects)
            if found is not None:
                return Subject(found, subjects, _siblings(subjects, entities))
    tagline = tagline_maturity(all_blocks, masked)  # "Still a work in progress."
    if tagline is not None:
        return Subject(tagline, subjects, _siblings(subjects, entities))
    return _stack(all_blocks, masked, readable) if named else Subject()


def _stack(all_blocks: Sequence[Block], masked: str, readable: str = "") -> Subject:
    """The maturity of the writer's measured stack: the first sentence saying what it is
    made of, or setup entry or row giving a version ("Rustc version: `1.35.0-nightly`")."""
    for block in all_blocks:
        found = setup_entry_maturity(block, masked, readable)
        if found is not None:
            return Subject(found)
        if block.kind != "paragraph" or maturity(masked[block.start:block.end]) is None:
            continue
        # A section that sets out the measured stack ("## Software", "Test setup") is the
        # writer's account of it throughout, whatever its sentences open with.
        setup = bool(block.section and _SETUP_HEADING.search(block.section))
        for sentence in sentences(block):
            found = maturity(sentence.scan()) if setup else stack_maturity(sentence.scan())
            if found is not None:
                return Subject(found)
    return Subject()


_SETUP_HEADING = lazy(r"\b(?:set-?up|software|environment|stack|test\s*bed|"
                      r"system\s+under\s+test|configuration)s?\b", re.I)


def _siblings(subjects: Sequence[str], entities: Sequence[str]) -> tuple[str, ...]:
    """Entities that are other versions of a subject: the same name before its digits."""
    stems = {_stem(s) for s in subjects}
    return tuple(e for e in entities if e not in subjects and _stem(e) in stems and _stem(e))


def _stem(name: str) -> str:
    """A name without its trailing version: "FlashAttention-3" -> "FlashAttention"."""
    return re.sub(r"[\s\d._-]+[a-z]?$", "", name)


def _placed(text: str, starts: list[int], sentence: Sentence, figs: list[Figure],
            scopes: Scopes, setting: Setting, carried: Sentence | None = None,
            back: Sentence | None = None) -> list[Placed]:
    """The figures of one sentence with what the sentence and its scopes say about them; a
    sentence pointing `back` at the result ("that speed") sets up its first measured one."""
    if not figs:
        return []
    first = next((fig.start for fig in figs if fig.unit != "count"), None) if back else None
    block = sentence.block
    if block.lead is not None:
        lead = scopes.masked[block.lead[0]:block.lead[1]]
        figs = [with_lead_in(fig, lead) for fig in figs]
    sent_text = sentence.scan()
    stated = scopes.evidence(sent_text)
    by_unit: dict[str, Conditions] = {}

    def conditions(fig: Figure) -> Conditions:
        """The sentence's conditions for a figure in its unit (worked out once a unit)."""
        if machine_spec(fig.unit, block, fig.start):  # "48GB of memory": its own words only
            return scopes.conditions(sentence, fig.start, (), carried, stated is None, fig.unit)
        if fig.unit not in by_unit:
            by_unit[fig.unit] = scopes.conditions(sentence, carried=carried,
                                                  measured=stated is None, unit=fig.unit)
        return by_unit[fig.unit]

    # Two systems or an operating point in one sentence, or a table row: each figure its own.
    ambiguous = block.kind == "table_row" or (len(figs) > 1 and (
        scopes.index.ambiguous(sentence.start, sentence.end)
        or names_several(scopes.machines(), text, sentence.start, sentence.end)
        or scopes.index.operating(sentence.start, sentence.end)))
    # Counts ("three instances") describe the setup, with no operating point of their own.
    spans = [(fig.start, fig.end) for fig in figs if fig.unit != "count"] if ambiguous else []
    evidence = stated or scopes.evidence(block.section or "") or Evidence.unknown
    independence = figure_independence(sent_text, block.section, setting.parties,
                                       setting.outsider, setting.independence,
                                       setting.title)
    who = measured_by(sent_text) or setting.measured_by
    quote = text[sentence.start:sentence.end]
    line = bisect.bisect_right(starts, sentence.start)
    maturity = scopes.paragraph(block)[1]
    if maturity is Maturity.unknown:
        maturity = scopes.subject.covers(sent_text)
    # Several figures take the evidence of their own places (up to a prose-sized count).
    own_evidence = stated is not None and 1 < len(figs) <= _OWN_EVIDENCE_LIMIT
    return [Placed(figure=fig, quote=quote, line=line, section=block.section,
                   conditions=scopes.conditions(sentence, fig.start, spans, carried or (
                       back if fig.start == first else None), measured=stated is None,
                       unit=fig.unit) if ambiguous or fig.start == first else conditions(fig),
                   evidence=(evidence_at(sent_text, fig.start - sentence.start)
                             or Evidence.unknown) if own_evidence else evidence,
                   maturity=maturity, independence=independence,
                   measured_by=who, sentence_text=sent_text,
                   figure_text=text[fig.start:fig.end],
                   figure_line=bisect.bisect_right(starts, fig.start),
                   baseline_quote=_baseline_quote(text, fig, starts, block.section),
                   baseline_conditions=_compared_conditions(scopes, fig),
                   stated=scopes.stated(sentence, fig.start, spans, carried or (
                       back if fig.start == first else None), fig.unit))
            for fig in figs]


def _compared_conditions(scopes: Scopes, fig: Figure) -> Conditions | None:
    """What a ratio's compared clause states of the other side ("1.8x the throughput
    Megatron-LM reports for GPT-3 175B on 1,024 A100 GPUs"), when it states two groups of
    conditions or more: one name alone ("the throughput of GB300") is no description."""
    if fig.unit != "x":
        return None
    clause = compared_clause(scopes.masked, fig.end)
    if clause is None:
        return None
    found = scopes.index.find(*clause)
    stated = [found.model, found.hardware or found.accelerator, found.precision,
              found.workload, found.software]
    return to_conditions(found) if sum(1 for s in stated if s) >= 2 else None


_OWN_EVIDENCE_LIMIT = 50


def _new_in_caveats(drafts: Sequence[tuple[Draft, bool]]) -> list[Draft]:
    """Every draft, except caveat-section figures that repeat a value stated elsewhere: a
    caveat section restating "the 2.5x figure" adds a caveat, not a second mention."""
    stated = {(f"{d.value:.12g}", d.unit) for d, in_caveats in drafts if not in_caveats}
    return [d for d, in_caveats in drafts
            if not in_caveats or (f"{d.value:.12g}", d.unit) not in stated]


def figures_of(loaded: LoadedDocument, *, ruler: Ruler = DEFAULT_RULER) -> list[Figure]:
    """Every figure mention in the body, in order (caveat sections included), unmerged."""
    tokens_document, io_doc = reading_flags(loaded.text[loaded.body_offset:])
    return [fig for block in carry_units(blocks(loaded)) for s in sentences(block)
            for fig in detect(s, tokens_document=tokens_document, io_sizes=io_doc, ruler=ruler)]


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
    return typed(Quote, text=text[sentence.start:sentence.end],
                 span=typed(Span, start=sentence.start, end=sentence.end),
                 line=bisect.bisect_right(starts, sentence.start), section=section)


def _block_quote(text: str, block: Block, starts: list[int]) -> Quote:
    """A block as an exact quote with its span and line."""
    return typed(Quote, text=text[block.start:block.end],
                 span=typed(Span, start=block.start, end=block.end),
                 line=bisect.bisect_right(starts, block.start), section=block.section)


def _baseline_quote(text: str, fig: Figure, starts: list[int], section: str | None) -> Quote | None:
    """The "before" figure of a before/after pair, as an exact quote."""
    if fig.baseline_span is None:
        return None
    a, b = fig.baseline_span
    return typed(Quote, text=text[a:b], span=typed(Span, start=a, end=b),
                 line=bisect.bisect_right(starts, a), section=section)


def figures_in_text(text: str, *, ruler: Ruler = DEFAULT_RULER) -> list[Figure]:
    """Every figure mention in a piece of Markdown (a quote, a sentence), in order: the
    same reading `extract` gives the text, for callers that re-read a quote."""
    return figures_of(parse_bytes(text.encode("utf-8"), origin="<text>"), ruler=ruler)


def quantities_in_text(text: str) -> list[Figure]:
    """Every number of a piece of Markdown with its unit, as the figure steps read it, before
    they judge which are figures of a report: "two in my car" is the number 2 here, and no
    figure in `figures_in_text` or `extract`."""
    return figures_in_text(text, ruler=READING_RULER)

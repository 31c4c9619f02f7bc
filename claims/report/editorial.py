"""What the report page shows of one document, as plain values for its templates.

The editor's summary (headline figures, caveats as sentences with their quotes,
the same caveats as Markdown to paste into an article), every figure with its
conditions, and the document's text with its figures marked and a side note
beside each sentence that raised a finding.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from claims.model import (
    Claim,
    Document,
    DocumentReport,
    Finding,
    Independence,
    Kind,
    Quote,
    Severity,
)
from claims.report import (
    citing_rules,
    clip,
    conditions_summary,
    figure_value,
    report_order,
    shows_conditions,
)
from claims.report.inline import admonition
from claims.report.markup import Flag, Mark, Note, render_text
from claims.reviews import REVIEW_PREFIXES, Decision, Review, finding_key
from claims.vocabulary.lazy import lazy
from claims.wording import format_number

# A figure of these kinds stated in the document's title is one of its headline figures.
_TITLE_KINDS = frozenset({Kind.headline, Kind.relative, Kind.before_after})
# Quotes shown per caveat in the Markdown block (the page shows them all).
_MD_QUOTES = 3
# Characters of a finding's sentence shown in its side note.
_NOTE_CHARS = 110


@dataclass(frozen=True)
class FigureView:
    """One figure as a table row: value, what it measures, its conditions and provenance."""

    value: str
    what: str
    kind: str
    evidence: str
    independence: str
    conditions: str
    line: int | None
    quote: str
    anchor: str | None
    codes: tuple[str, ...]
    note: str | None = None  # the admonition the quote stands in ("Note"), if any


@dataclass(frozen=True)
class QuoteView:
    """A quoted sentence and where it stands (a link target in the page, when placed)."""

    text: str
    line: int | None
    anchor: str | None


@dataclass(frozen=True)
class CaveatView:
    """One finding as a caveat: a sentence, its quotes, and what the editor decided."""

    number: int
    key: str
    code: str
    rule: str
    severity: str
    sentence: str
    quotes: tuple[QuoteView, ...]
    status: str
    reason: str | None
    anchor: str

    @property
    def short(self) -> str:
        """The sentence cut to a side note's length (the summary has it whole)."""
        return clip(self.sentence, _NOTE_CHARS)


@dataclass(frozen=True)
class DocView:
    """Everything the page shows of one document."""

    anchor: str
    id: str
    title: str
    meta: tuple[tuple[str, str], ...]
    body: str | None
    headline: tuple[FigureView, ...]
    figures: tuple[FigureView, ...]
    caveats: tuple[CaveatView, ...]
    source_caveats: tuple[QuoteView, ...]
    markdown: str
    open_count: int


def sentence(message: str) -> str:
    """A finding's message as a sentence: a capital first letter and a full stop."""
    text = " ".join(message.split())
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def figure_note(claim: Claim) -> str:
    """The note shown on hover and focus: what the figure is, its conditions, its standing."""
    what = claim.metric + (f" per {claim.per.value}" if claim.per else "") + \
        (f", {claim.statistic.value}" if claim.statistic else "")
    lines = [f"{figure_value(claim)}: {what}"]
    conditions = conditions_summary(claim.conditions)
    lines.append(conditions or "no conditions stated")
    if claim.baseline is not None and claim.baseline.value is None and claim.baseline.description:
        lines.append(f"baseline: {claim.baseline.description}")
    lines.append(f"{claim.kind.value} · {claim.evidence.value} · {claim.independence.value}")
    return "\n".join(lines)


def _what(claim: Claim) -> str:
    """What a figure measures, in a few words ("throughput per GPU, p90")."""
    text = claim.metric.replace("_", " ")
    if claim.per:
        text += f" per {claim.per.value}"
    if claim.statistic:
        text += f", {claim.statistic.value}"
    return text


def is_headline(claim: Claim, document: Document) -> bool:
    """A headline figure: so marked, or a comparison stated in the document's own title."""
    if claim.kind is Kind.headline:
        return True
    title = " ".join((document.title or "").split())
    return bool(title) and claim.kind in _TITLE_KINDS and \
        " ".join(claim.source.quote.split()) == title


# Spec-sheet values: what the hardware is built with, not what a run achieved.
_SPEC_WORDS = lazy(r"\b(?:HBM\w*|GDDR\w*|LPDDR\w*|DDR\d\w*|memory|SRAM|capacity|"
                   r"peak|dense|sparse|sparsity|theoretical|rated|spec\w*)\b", re.I)
_MEASURED_WORDS = lazy(r"\b(?:measured|achieved|reached|reaches|sustain\w*|averag\w*|"
                       r"delivered|ran|served|scored|benchmarked|observed)\b", re.I)
_SPEC_UNITS = frozenset({"GB", "FLOP/s", "GB/s"})


def is_specification(claim: Claim) -> bool:
    """A spec-sheet value ("288 GB of HBM3e", "15 PFLOP/s of FP4 compute"): a capacity,
    compute or memory-bandwidth figure its sentence states as built, not as measured."""
    if claim.unit not in _SPEC_UNITS:
        return False
    quote = claim.source.quote
    return _SPEC_WORDS.search(quote) is not None and _MEASURED_WORDS.search(quote) is None


def headline_rows(ordered: Sequence[Claim], rows: Sequence[FigureView],
                  document: Document) -> tuple[FigureView, ...]:
    """The headline table: results before specifications (a spec-sheet value is no headline),
    one row per stated result (the same figure repeated in title, lead and body is shown
    once); `rows` are the figures' rows in the order of `ordered`."""
    seen: set[tuple[str, str]] = set()
    out = []
    for claim, row in zip(ordered, rows, strict=True):
        if not is_headline(claim, document) or is_specification(claim):
            continue
        if (row.value, row.what) in seen:
            continue
        seen.add((row.value, row.what))
        out.append(row)
    return tuple(out)


class _Numbers:
    """Findings numbered in report order, with their keys, anchors and reviews."""

    def __init__(self, item: DocumentReport, prefix: str,
                 reviews: Mapping[str, Review]) -> None:
        self.prefix = prefix
        self.items = [(n, f, finding_key(f)) for n, f in enumerate(item.findings, 1)]
        self.reviews = reviews

    def status(self, finding: Finding, key: str) -> tuple[str, str | None]:
        """open, accepted or dismissed, and the reason given."""
        review = self.reviews.get(key)
        if review is not None and review.decision is not Decision.reopened:
            return review.decision.value, review.reason
        made_in_review = (finding.accepted_reason or "").startswith(REVIEW_PREFIXES)
        if finding.accepted and not (review is not None and made_in_review):
            return "accepted", finding.accepted_reason
        return "open", None


def _sentence_anchor(prefix: str, quote: Quote, start: int) -> str | None:
    """The link target of a quoted sentence in the text, when it is shown there."""
    return f"{prefix}-s{quote.span.start}" if quote.span is not None and \
        quote.span.start >= start else None


def caveats(item: DocumentReport, numbers: _Numbers, start: int | None) -> list[CaveatView]:
    """Every finding as a caveat sentence with its quotes (linked when the text is shown)."""
    out = []
    for n, finding, key in numbers.items:
        status, reason = numbers.status(finding, key)
        quotes = tuple(QuoteView(q.text, q.line, _sentence_anchor(numbers.prefix, q, start)
                                 if start is not None else None) for q in finding.evidence)
        out.append(CaveatView(n, key, finding.code, finding.rule, finding.severity.value,
                              sentence(finding.message), quotes, status, reason,
                              f"{numbers.prefix}-c{n}"))
    return out


def figures(item: DocumentReport, start: int | None, prefix: str) -> list[FigureView]:
    """Every figure as a row in report order, with the rules (name and code) of the
    findings that cite it."""
    cited = citing_rules(item)
    rows = []
    for claim in report_order(item.claims):
        span = claim.source.span
        anchor = f"{prefix}-s{span.start}" if span is not None and start is not None \
            and span.start >= start else None
        note, plain = admonition(claim.source.quote)  # the label survives the clipping
        rows.append(FigureView(figure_value(claim), _what(claim), claim.kind.value,
                               claim.evidence.value, claim.independence.value,
                               conditions_summary(claim.conditions)
                               if shows_conditions(claim) else "", claim.source.line,
                               clip(plain, 120, claim.value_text), anchor,
                               tuple(cited.get(claim.id, ())), note))
    return rows


def _md_escape(text: str) -> str:
    """Text that Markdown shows as written: its markup characters escaped."""
    text = re.sub(r"([\\`*_\[\]<>#|~])", r"\\\1", " ".join(text.split()))
    return re.sub(r"^(\d+)([.)])", r"\1\\\2", text)


def caveats_markdown(title: str, views: Sequence[CaveatView]) -> str:
    """The caveats still standing (open or accepted) as Markdown, ready to paste."""
    lines = [f"**Caveats: {_md_escape(title)}**", ""]
    kept = [c for c in views if c.status != "dismissed"]
    for c in kept:
        lines.append(f"- {_md_escape(c.sentence)} ({c.rule}, {c.code})")
        for q in c.quotes[:_MD_QUOTES]:
            where = f" (line {q.line})" if q.line else ""
            lines.append(f"  > {_md_escape(q.text)}{where}")
    if not kept:
        lines.append("- No caveats stand.")
    return "\n".join(lines) + "\n"


def body_start(text: str, document: Document) -> int:
    """Where the text a reader sees starts: after a leading front-matter block, if any."""
    if document.format not in (None, "markdown") or not text.startswith("---"):
        return 0
    end = re.search(r"^(?:---|\.\.\.)[ \t]*\r?$", text[3:], re.M)
    if end is None:
        return 0
    nl = text.find("\n", end.end() + 3)
    return len(text) if nl < 0 else nl + 1


def marked_body(item: DocumentReport, text: str, start: int, numbers: _Numbers,
                note_html: Callable[[Sequence[CaveatView]], str],
                ref_html: Callable[[int, str], str], views: Sequence[CaveatView]) -> str:
    """The text rendered, figures marked by kind, and each finding's note by its sentence.

    The notes of one sentence come as one group (`note_html` gets them together), so a
    sentence that raised many findings can list them compactly.
    """
    marks = [Mark(q.span.start, q.span.end, claim.kind.value, figure_note(claim))
             for claim in item.claims for q in claim.mentions if q.span is not None]
    spans: dict[tuple[int, int], list[int]] = {}
    worst: dict[tuple[int, int], Severity] = {}
    notes: list[tuple[int, CaveatView]] = []
    for (n, finding, _), view in zip(numbers.items, views, strict=True):
        placed = [q for q in finding.evidence if q.span is not None and q.span.start >= start]
        for q in placed:
            assert q.span is not None
            key = (q.span.start, q.span.end)
            if n not in spans.setdefault(key, []) and view.status != "dismissed":
                spans[key].append(n)
            if key not in worst or finding.severity.rank > worst[key].rank:
                worst[key] = finding.severity
        if placed:
            assert placed[0].span is not None
            notes.append((placed[0].span.start, view))
    # A sentence whose findings were all dismissed keeps its anchor but loses its highlight.
    flags = [Flag(a, b, tuple(ns), worst[(a, b)].value if ns else "none", f"{numbers.prefix}-s{a}")
             for (a, b), ns in sorted(spans.items())]
    grouped: dict[int, list[CaveatView]] = {}
    for at, view in notes:
        grouped.setdefault(at, []).append(view)
    placed_notes = [Note(at, note_html(group)) for at, group in grouped.items()]
    return render_text(text, item.document.format or "markdown", start=start, marks=marks,
                       flags=flags, notes=placed_notes, ref_html=ref_html)


_PUBLISHER = frozenset({Independence.self_reported})
_OUTSIDE = frozenset({Independence.third_party, Independence.replicated, Independence.audited})


def measured_by(item: DocumentReport) -> str:
    """Who measured the document's figures, in words: "the publisher", "the publisher's
    partner", "a third party (Name)" or "unknown"; the document's own reading first, else
    what its headline figures agree on."""
    stated = item.document.independence
    if stated is Independence.unknown:
        found = {c.independence for c in item.claims if is_headline(c, item.document)}
        found.discard(Independence.unknown)
        stated = found.pop() if len(found) == 1 else Independence.unknown
    if stated in _PUBLISHER:
        return "the publisher"
    if stated is Independence.partner:
        return "the publisher's partner"
    if stated in _OUTSIDE:
        names = sorted({c.measured_by for c in item.claims
                        if c.measured_by and c.independence in _OUTSIDE})
        return "a third party" + (f" ({', '.join(names)})" if names else "")
    return "unknown"


def meta(item: DocumentReport) -> tuple[tuple[str, str], ...]:
    """The document's identity, as label/value pairs (addresses shown, not linked)."""
    doc = item.document
    pairs = [("source", item.path or doc.origin), ("address", doc.url),
             ("publisher", doc.publisher), ("published", doc.published_at),
             ("measured by", measured_by(item)),
             ("cites", ", ".join(doc.source_urls) if doc.source_urls else None)]
    return tuple((k, v) for k, v in pairs if v)


def document_view(item: DocumentReport, text: str | None, prefix: str, *,
                  reviews: Mapping[str, Review],
                  note_html: Callable[[Sequence[CaveatView]], str],
                  ref_html: Callable[[int, str], str]) -> DocView:
    """One document's view: summary, caveats, figures and (when its text is known) the text."""
    numbers = _Numbers(item, prefix, reviews)
    start = body_start(text, item.document) if text is not None else None
    views = caveats(item, numbers, start)
    body = None
    if text is not None and start is not None:
        body = marked_body(item, text, start, numbers, note_html, ref_html, views)
    rows = figures(item, start, prefix)
    headline = headline_rows(report_order(item.claims), rows, item.document)
    title = item.document.title or item.path or item.document.id
    return DocView(
        anchor=prefix, id=item.document.id, title=title, meta=meta(item), body=body,
        headline=headline, figures=tuple(rows), caveats=tuple(views),
        source_caveats=tuple(QuoteView(q.text, q.line, _sentence_anchor(prefix, q, start)
                                       if start is not None else None)
                             for q in item.document.caveats),
        markdown=caveats_markdown(title, views),
        open_count=sum(1 for v in views if v.status == "open"))


__all__ = ["CaveatView", "DocView", "FigureView", "QuoteView", "document_view", "figure_note",
           "format_number", "sentence"]

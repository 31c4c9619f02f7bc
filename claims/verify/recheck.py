"""Re-read a claim's source: is the quote still there, is the figure the same, did the bytes change?

The checks are pure: `check_claim` takes the recorded claim and the text (and
sha256) read now, and returns a `ClaimCheck`. Figures are read by the extractor
(`claims.quoted`), in the current text as a whole, so a figure is judged the way
`claims extract` recorded it; a reworded quote is found by its skeleton
(`claims.verify.skeleton`). The last section verifies a source or a claim
file: it reads through `claims.verify.sources`, follows the chain with
`claims.verify.provenance.follow`, and leaves turning checks into findings to the
verify-stage rules (`checkers.provenance`), run by `claims.pipeline`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from claims.errors import ClaimsError
from claims.model import Claim, ClaimFile, Document, Span
from claims.quoted import claim_figure, quote_figures, same_value
from claims.verify.skeleton import Reading, anchor, read_text, reworded, surface, value_surface

if TYPE_CHECKING:
    from claims.extract.figures.candidate import Figure
    from claims.load.fetch import FetchPolicy
    from claims.load.loaded import LoadedDocument
    from claims.verify.provenance import Chain
    from claims.verify.sources import Read


class QuoteStatus(StrEnum):
    """Where the recorded quote stands in the text read now."""

    at_span = "at-span"
    moved = "moved"
    edited = "edited"
    gone = "gone"
    unchecked = "unchecked"


class FigureStatus(StrEnum):
    """Whether the source still gives the recorded value."""

    same = "same"
    changed = "changed"
    unknown = "unknown"


class SourceStatus(StrEnum):
    """Whether the source could be read, and whether its bytes changed."""

    unchanged = "unchanged"
    changed = "changed"
    unrecorded = "unrecorded"
    unavailable = "unavailable"


@dataclass(frozen=True)
class ClaimCheck:
    """What re-reading one claim's source showed."""

    claim: Claim
    location: str | None
    source: SourceStatus
    quote: QuoteStatus
    figure: FigureStatus
    span: Span | None = None
    passage: str | None = None
    new_value: float | None = None
    recorded_sha256: str | None = None
    current_sha256: str | None = None
    reason: str | None = None


def locate_quote(text: str, quote: str, span: Span | None) -> tuple[QuoteStatus, Span | None]:
    """At the recorded span, elsewhere (the occurrence nearest the old span), or gone."""
    if span is not None and text[span.start:span.end] == quote:
        return QuoteStatus.at_span, span
    starts = [m.start() for m in re.finditer(re.escape(quote), text)]
    if not starts:
        return QuoteStatus.gone, None
    origin = span.start if span is not None else 0
    best = min(starts, key=lambda s: (abs(s - origin), s))
    return QuoteStatus.moved, Span(start=best, end=best + len(quote))


def place_in_quote(claim: Claim) -> int | None:
    """Where in its quote the claim writes its value: where the extractor reads the value in
    the quote alone, else at the claim's recorded mention (a table cell, read with its
    column's unit), else where its value text stands."""
    quote, span = claim.source.quote, claim.source.span
    figure = claim_figure(claim, quote_figures(quote))
    if figure is not None and same_value(figure.value, claim.value):
        where = value_surface(quote, figure)
        if where is not None:
            return anchor(quote, where)
    for mention in claim.mentions:
        at = mention.span
        if span is None or at is None or not span.start <= at.start < span.end:
            continue
        offset = at.start - span.start
        where = surface(quote, offset, offset + len(mention.text), claim.value_text)
        return anchor(quote, where or (offset, offset + len(mention.text)))
    where = surface(quote, 0, len(quote), claim.value_text)
    return anchor(quote, where) if where is not None else None


def find_edited(now: Reading, claim: Claim) -> tuple[Span, str, Figure | None] | None:
    """The passage worded like the quote apart from its numbers, and the figure it now
    writes in the claim's place (None when no figure stands there now); None when there is
    no such passage or the quote does not write the claim's value."""
    quote = read_text(claim.source.quote)
    place = place_in_quote(claim)
    index = next((i for i, h in enumerate(quote.holes)
                  if place is not None and h.start <= place < h.end), None)
    if index is None:
        return None
    origin = claim.source.span.start if claim.source.span else 0
    for span in reworded(quote, now, origin):
        inside = now.holes_in(span)
        if len(inside) == len(quote.holes):
            return span, now.text[span.start:span.end], inside[index].figure
    return None


def _written_at(claim: Claim, now: Reading, span: Span) -> tuple[bool, Figure | None]:
    """Whether the text at a span (the recorded quote, found whole) gives the claim's value,
    and the figure there that is the claim's. It is read in place first (a table cell takes
    its column's unit), else alone (a title repeated in front matter is read nowhere else)."""
    figure = claim_figure(claim, now.figures_at(span))
    if figure is not None and same_value(figure.value, claim.value):
        return True, figure
    alone = claim_figure(claim, quote_figures(claim.source.quote))
    if alone is not None and same_value(alone.value, claim.value):
        return True, alone
    return False, figure or alone


def _status(claim: Claim, sha256: str | None) -> SourceStatus:
    """Whether the bytes read now are those the claim was recorded from."""
    recorded = claim.source.sha256
    if recorded is None:
        return SourceStatus.unrecorded
    return SourceStatus.unchanged if recorded == sha256 else SourceStatus.changed


def check_claim(claim: Claim, text: str, sha256: str | None, *, location: str | None = None,
                reading: Reading | None = None) -> ClaimCheck:
    """Compare one recorded claim with the text of its source as read now (and, when given,
    the extractor's reading of that text: the same reading `claims extract` made)."""
    now = reading if reading is not None else read_text(text)
    base = ClaimCheck(claim=claim, location=location, source=_status(claim, sha256),
                      quote=QuoteStatus.gone, figure=FigureStatus.unknown,
                      recorded_sha256=claim.source.sha256, current_sha256=sha256)
    status, span = locate_quote(text, claim.source.quote, claim.source.span)
    if span is not None:
        same, figure = _written_at(claim, now, span)
        return replace(base, quote=status, span=span, passage=claim.source.quote,
                       figure=FigureStatus.same if same else FigureStatus.changed,
                       new_value=None if same or figure is None else figure.value)
    edited = find_edited(now, claim)
    if edited is None:
        return base
    span, passage, figure = edited
    changed = figure is None or not same_value(figure.value, claim.value)
    return replace(base, quote=QuoteStatus.edited, span=span, passage=passage,
                   figure=FigureStatus.changed if changed else FigureStatus.same,
                   new_value=figure.value if changed and figure is not None else None)


def unavailable(claim: Claim, reason: str, *, location: str | None = None) -> ClaimCheck:
    """The check of a claim whose source could not be read at all."""
    return ClaimCheck(claim=claim, location=location, source=SourceStatus.unavailable,
                      quote=QuoteStatus.unchecked, figure=FigureStatus.unknown,
                      recorded_sha256=claim.source.sha256, reason=reason)


def check_claims(claims: Sequence[Claim], text: str, sha256: str | None, *,
                 location: str | None = None,
                 figures: Sequence[Figure] | None = None) -> tuple[ClaimCheck, ...]:
    """Check every claim against one source text (read once), in the order given."""
    now = read_text(text, figures)
    return tuple(check_claim(c, text, sha256, location=location, reading=now) for c in claims)


def check_loaded(claims: Sequence[Claim], loaded: LoadedDocument,
                 location: str | None) -> tuple[ClaimCheck, ...]:
    """Check claims against a source as loaded now, its figures read as extraction reads them."""
    from claims.extract import figures_of

    return check_claims(claims, loaded.text, loaded.sha256, location=location,
                        figures=figures_of(loaded))


# --- Verifying a source or a claim file ------------------------------------------------


@dataclass(frozen=True)
class Verified:
    """One document as verified: its claims (linked to primaries), checks and chain."""

    path: str
    document: Document
    claims: tuple[Claim, ...]
    checks: tuple[ClaimCheck, ...]
    chain: Chain | None = None
    role: str = "source"
    unreadable: str | None = None


def checks_of(read: Read, claims: Sequence[Claim]) -> tuple[ClaimCheck, ...]:
    """The claims of a source (those of its earlier snapshot, when its bytes changed since)
    checked against the source as read now; unchecked when it cannot be read now."""
    from claims.extract import extract

    if read.current is None:
        return tuple(unavailable(c, read.error or "unreadable", location=read.location)
                     for c in claims)
    if read.reference is not None and read.reference.sha256 != read.current.sha256:
        claims = extract(read.reference)[1]
    return check_loaded(claims, read.current, read.location)


def _examine(read: Read, path: str) -> Verified:
    """Extract the source and check the claims of its earlier snapshot against it now."""
    from claims.extract import extract
    from claims.verify.sources import is_url

    shown = read.shown
    if shown is None:
        document = Document(url=read.location if is_url(read.location) else None,
                            origin=read.location)
        return Verified(path, document, (), (), unreadable=read.error or "unreadable")
    document, claims = extract(shown)
    return Verified(path, document, tuple(claims), checks_of(read, claims))


def _with_chain(verified: Verified, loaded: LoadedDocument | None, policy: FetchPolicy,
                follow: bool) -> list[Verified]:
    """Follow the document's primaries (if any), link its claims, verify each primary too."""
    from claims.verify.provenance import follow as follow_chain

    if not follow or loaded is None:
        return [verified]
    chain = follow_chain(loaded, verified.document, verified.claims, policy)
    if not chain.primaries:
        return [verified]
    head = replace(verified, claims=chain.claims, chain=chain)
    # A primary read from nowhere is reported once, in the chain's findings on the head.
    return [head, *(Verified(p.url, p.document, p.claims, checks_of(p.read, p.claims),
                             role="primary")
                    for p in chain.primaries if p.document is not None and p.read is not None)]


def verify_source(source: str, policy: FetchPolicy, *, follow: bool = True) -> list[Verified]:
    """Verify an announcement (path or URL): drift since its last snapshot, and its chain."""
    from claims.verify.sources import is_url, read

    got = read(source, policy)
    if not is_url(source) and got.current is None:
        raise ClaimsError(got.error or "cannot read", source)
    return _with_chain(_examine(got, source), got.shown, policy, follow)


def _claim_location(claim: Claim, cf: ClaimFile, base: Path) -> str | None:
    """Where a claim-file claim was read: its URL, the document's URL, or its origin file."""
    from claims.verify.sources import is_url

    where = claim.source.url or cf.document.url or cf.document.origin
    if where is None or is_url(where) or where == "-":
        return where
    path = Path(where)
    return str(path if path.is_absolute() or path.exists() else base / path)


def verify_claim_file(path: str, policy: FetchPolicy, *, follow: bool = True) -> list[Verified]:
    """Verify a claim file's claims against their sources as read now, and its chain."""
    from claims.load.claimfile import load_claim_file
    from claims.verify.sources import read

    cf = load_claim_file(path)
    base = Path(path).resolve().parent
    groups: dict[str | None, list[Claim]] = {}
    for claim in cf.claims:
        groups.setdefault(_claim_location(claim, cf, base), []).append(claim)
    checks: list[ClaimCheck] = []
    chain_text: LoadedDocument | None = None
    for location, claims in groups.items():
        if location is None or location == "-":
            checks += [unavailable(c, "the claim names no source to re-read") for c in claims]
            continue
        recorded = next((c.source.sha256 for c in claims if c.source.sha256), None)
        got = read(location, policy, recorded)
        if got.current is None:
            checks += [unavailable(c, got.error or "unreadable", location=location)
                       for c in claims]
            chain_text = chain_text or got.reference
            continue
        checks += check_loaded(claims, got.current, location)
        chain_text = chain_text or got.current
    verified = Verified(path, cf.document, cf.claims, tuple(checks))
    return _with_chain(verified, chain_text, policy, follow)

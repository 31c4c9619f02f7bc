"""Re-read a claim's source: is the quote still there, is the figure the same, did the bytes change?

The checks are pure: `check_claim` takes the recorded claim and the text (and
sha256) read now, and returns a `ClaimCheck`. The last section reads sources
for `claims verify` (a URL live or from its snapshot, a file, a claim file's
sources) and follows the chain to primaries. Turning checks into findings is
`checkers.provenance`'s job.

Figures are found in a quote by their number tokens. A recorded value may be
normalised from the surface ("1.7 million" -> 1700000, "250 ms" -> 0.25 s,
"2 TFLOPS" -> 2e12), so a token stands for the value when the two differ only
by such a scale: a power of ten, a power of 1024, or a time factor.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from claims.errors import ClaimsError
from claims.loaded import LoadedDocument
from claims.model import Claim, ClaimFile, Document, Span

if TYPE_CHECKING:
    from claims.fetch import FetchPolicy
    from claims.provenance import Chain

_WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20,
                 "thirty": 30, "forty": 40, "fifty": 50, "hundred": 100, "dozen": 12}
_NUMBER = re.compile(r"(?<![\w.])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\d])|(?<![\w])(?:"
                     + "|".join(_WORD_NUMBERS) + r")(?!\w)", re.IGNORECASE)
_DECIMAL = tuple(10.0 ** k for k in range(-12, 16))
_TIME = tuple(f * d for f in (60.0, 3600.0, 86400.0) for d in _DECIMAL)
_BINARY = (*(1024.0 ** k for k in range(1, 6)), 1e6 / 1024**2, 1e9 / 1024**3)


@dataclass(frozen=True)
class Token:
    """A number as written in a text: where it stands, its surface and its value."""

    start: int
    end: int
    text: str
    value: float

    @property
    def step(self) -> float:
        """One unit in the last digit the text states ("1.7" -> 0.1, "4,800" -> 100)."""
        digits = self.text.replace(",", "")
        if not digits[:1].isdigit():
            return 1.0
        if "." in digits:
            return 10.0 ** -len(digits.split(".", 1)[1])
        stripped = digits.rstrip("0")
        return 10.0 ** (len(digits) - len(stripped)) if stripped else 1.0


def number_tokens(text: str) -> tuple[Token, ...]:
    """Every number written in digits (or as a small number word) in the text, in order."""
    out = []
    for m in _NUMBER.finditer(text):
        raw = m.group(0)
        word = _WORD_NUMBERS.get(raw.lower())
        value = float(word) if word is not None else float(raw.replace(",", ""))
        out.append(Token(m.start(), m.end(), raw, value))
    return tuple(out)


def _scales(unit: str) -> tuple[float, ...]:
    """The factors a unit's normalisation may apply: SI prefixes always; time and binary
    factors only for durations and byte quantities, so "3 nodes" never reads as 0.6 x 5."""
    scales = _DECIMAL
    if unit == "s":
        scales += _TIME
    if "B" in unit or "byte" in unit.lower():
        scales += _BINARY
    return scales


def scale_between(value: float, token: float, unit: str = "") -> float | None:
    """The normalisation factor turning the written number into the recorded value, if any."""
    if token == 0 or value == 0:
        return 1.0 if token == value else None
    ratio = abs(value / token)
    for scale in _scales(unit):
        if math.isclose(ratio, scale, rel_tol=1e-9):
            return scale
    return None


def figure_token(claim: Claim, quote: str | None = None) -> Token | None:
    """The token in the quote that writes the claim's value (the value_text's, else by scale)."""
    text = claim.source.quote if quote is None else quote
    tokens = number_tokens(text)
    if claim.value_text and claim.value_text in text:
        where = text.index(claim.value_text)
        inside = [t for t in tokens if where <= t.start < where + len(claim.value_text)]
        matching = [t for t in inside
                    if scale_between(claim.value, t.value, claim.unit) is not None]
        if matching or inside:
            return (matching or inside)[0]
    exact = [t for t in tokens if math.isclose(t.value, claim.value, rel_tol=1e-9)]
    scaled = [t for t in tokens if scale_between(claim.value, t.value, claim.unit) is not None]
    found = exact or scaled
    return found[0] if found else None


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


def _masked_pattern(quote: str, tokens: Sequence[Token]) -> re.Pattern[str]:
    """A pattern for the quote with every number free and whitespace runs flexible."""
    parts: list[str] = []
    last = 0
    for token in tokens:
        parts.append(_flexible(quote[last:token.start]))
        parts.append(f"({_NUMBER.pattern})")
        last = token.end
    parts.append(_flexible(quote[last:]))
    return re.compile("".join(parts), re.IGNORECASE)


def _flexible(chunk: str) -> str:
    """Escape literal text, letting any whitespace run match any other."""
    return r"\s+".join(re.escape(piece) for piece in re.split(r"\s+", chunk))


def find_edited(text: str, claim: Claim) -> tuple[Span, str, float] | None:
    """The passage that reads like the quote with other numbers, and the figure it now gives.

    Returns (span, passage, new value), or None when no such passage exists or
    the quote has no token for the figure.
    """
    quote = claim.source.quote
    tokens = number_tokens(quote)
    figure = figure_token(claim)
    if figure is None or not tokens:
        return None
    index = tokens.index(figure)
    origin = claim.source.span.start if claim.source.span else 0
    found = sorted(_masked_pattern(quote, tokens).finditer(text),
                   key=lambda m: (abs(m.start() - origin), m.start()))
    for m in found:
        written = number_tokens(m.group(0))
        if len(written) != len(tokens):
            continue
        new = written[index]
        scale = scale_between(claim.value, figure.value, claim.unit) or 1.0
        sign = -1.0 if claim.value < 0 else 1.0
        return Span(start=m.start(), end=m.end()), m.group(0), sign * new.value * scale
    return None


def quote_gives_value(claim: Claim) -> bool:
    """Whether the recorded quote writes the recorded value (up to a normalising scale)."""
    token = figure_token(claim)
    return token is not None and scale_between(claim.value, token.value,
                                               claim.unit) is not None


def check_claim(claim: Claim, text: str, sha256: str | None, *,
                location: str | None = None) -> ClaimCheck:
    """Compare one recorded claim with the text of its source as read now."""
    recorded = claim.source.sha256
    if recorded is None:
        source = SourceStatus.unrecorded
    else:
        source = SourceStatus.unchanged if recorded == sha256 else SourceStatus.changed
    base = ClaimCheck(claim=claim, location=location, source=source, quote=QuoteStatus.gone,
                      figure=FigureStatus.unknown, recorded_sha256=recorded,
                      current_sha256=sha256)
    status, span = locate_quote(text, claim.source.quote, claim.source.span)
    if status is not QuoteStatus.gone:
        same = quote_gives_value(claim)
        token = figure_token(claim)
        return replace(base, quote=status, span=span, passage=claim.source.quote,
                       figure=FigureStatus.same if same else FigureStatus.changed,
                       new_value=None if same or token is None else token.value)
    edited = find_edited(text, claim)
    if edited is None:
        return base
    span, passage, value = edited
    changed = not math.isclose(value, claim.value, rel_tol=1e-9, abs_tol=1e-12)
    return replace(base, quote=QuoteStatus.edited, span=span, passage=passage,
                   figure=FigureStatus.changed if changed else FigureStatus.same,
                   new_value=value if changed else None)


def unavailable(claim: Claim, reason: str, *, location: str | None = None) -> ClaimCheck:
    """The check of a claim whose source could not be read at all."""
    return ClaimCheck(claim=claim, location=location, source=SourceStatus.unavailable,
                      quote=QuoteStatus.unchecked, figure=FigureStatus.unknown,
                      recorded_sha256=claim.source.sha256, reason=reason)


def check_claims(claims: Sequence[Claim], text: str, sha256: str | None, *,
                 location: str | None = None) -> tuple[ClaimCheck, ...]:
    """Check every claim against one source text, in the order given."""
    return tuple(check_claim(c, text, sha256, location=location) for c in claims)


# --- Reading sources for `claims verify` -----------------------------------------------
# The functions below read (network, snapshot, file) and extract; the checks above stay pure.


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


@dataclass(frozen=True)
class _Read:
    """A URL or file as read now, the earlier snapshot its claims came from, or why not."""

    location: str
    current: LoadedDocument | None
    reference: LoadedDocument | None
    error: str | None = None


def _parse(data: bytes, location: str, url: str | None = None,
           content_type: str | None = None, retrieved_at: str | None = None) -> LoadedDocument:
    """Bytes into a LoadedDocument through the loader every command uses."""
    from claims.documents import parse_bytes

    return parse_bytes(data, origin=location, url=url, content_type=content_type,
                       retrieved_at=retrieved_at)


def _read_url(url: str, policy: FetchPolicy, recorded: str | None = None) -> _Read:
    """Read a URL now; the reference is the snapshot named by `recorded`, else the latest one.

    The reference is looked up before fetching, since a fetch stores a new snapshot.
    A refusal by the fetch policy is an error for the caller; a failed read is not.
    """
    from claims.fetch import FetchFailed, fetch

    store = policy.store()
    entry = store.latest(url)
    if recorded and store.has(recorded):
        entry = next((e for e in reversed(store.entries()) if e.sha256 == recorded), entry)
    reference = None
    if entry is not None:
        reference = _parse(store.read(entry.sha256), url, entry.final_url, entry.content_type,
                           entry.retrieved_at)
    try:
        got = fetch(url, policy)
    except FetchFailed as exc:
        return _Read(url, None, reference, exc.message)
    current = _parse(got.body, url, got.final_url, got.content_type, got.retrieved_at)
    return _Read(url, current, reference)


def _read_primary(url: str, policy: FetchPolicy) -> _Read:
    """Read a primary named by a document: a refusal there is a finding, not a failed run."""
    from claims.fetch import FetchRefused

    try:
        return _read_url(url, policy)
    except FetchRefused as exc:
        return _Read(url, None, None, exc.message)


def _read_path(path: str) -> _Read:
    """Read a local file; a missing file is an unavailable source, not an error."""
    from claims.documents import load_source

    try:
        return _Read(path, load_source(path), None)
    except ClaimsError as exc:
        return _Read(path, None, None, exc.message)


def _is_url(text: str) -> bool:
    """Whether a location is an http(s) URL."""
    return text.startswith(("http://", "https://"))


def _examine(read: _Read, path: str) -> Verified:
    """Extract the source and check the claims of its earlier snapshot against it now."""
    from claims.extract import extract

    shown = read.current or read.reference
    if shown is None:
        document = Document(url=read.location if _is_url(read.location) else None,
                            origin=read.location)
        return Verified(path, document, (), (), unreadable=read.error or "unreadable")
    document, claims = extract(shown)
    if read.current is None:
        checks = tuple(unavailable(c, read.error or "unreadable", location=read.location)
                       for c in claims)
    elif read.reference is not None and read.reference.sha256 != read.current.sha256:
        _, earlier = extract(read.reference)
        checks = check_claims(earlier, read.current.text, read.current.sha256,
                              location=read.location)
    else:
        checks = check_claims(claims, read.current.text, read.current.sha256,
                              location=read.location)
    return Verified(path, document, tuple(claims), checks)


def _with_chain(verified: Verified, loaded: LoadedDocument | None, policy: FetchPolicy,
                follow: bool) -> list[Verified]:
    """Follow the document's primaries (if any), link its claims, verify each primary too."""
    from claims.provenance import PrimaryRead, link, primary_urls, source_bytes

    if not follow or loaded is None:
        return [verified]
    page = source_bytes(loaded, policy) if loaded.format == "html" else None
    urls = primary_urls(loaded, verified.document, page)
    if not urls:
        return [verified]
    primaries = [_examine(_read_primary(url, policy), url) for url in urls]
    reads = [PrimaryRead(url=p.path, document=p.document, claims=p.claims, error=p.unreadable)
             for p in primaries]
    chain = link(verified.document, verified.claims, reads)
    head = Verified(verified.path, verified.document, chain.claims, verified.checks, chain)
    # A primary read from nowhere is reported once, in the chain's findings on the head.
    return [head, *(Verified(p.path, p.document, p.claims, p.checks, None, "primary")
                    for p in primaries if p.unreadable is None)]


def verify_source(source: str, policy: FetchPolicy, *, follow: bool = True) -> list[Verified]:
    """Verify an announcement (path or URL): drift since its last snapshot, and its chain."""
    read = _read_url(source, policy) if _is_url(source) else _read_path(source)
    if not _is_url(source) and read.current is None:
        raise ClaimsError(read.error or "cannot read", source)
    verified = _examine(read, source)
    return _with_chain(verified, read.current or read.reference, policy, follow)


def _claim_location(claim: Claim, cf: ClaimFile, base: Path) -> str | None:
    """Where a claim-file claim was read: its URL, the document's URL, or its origin file."""
    where = claim.source.url or cf.document.url or cf.document.origin
    if where is None or _is_url(where) or where == "-":
        return where
    path = Path(where)
    return str(path if path.is_absolute() or path.exists() else base / path)


def verify_claim_file(path: str, policy: FetchPolicy, *, follow: bool = True) -> list[Verified]:
    """Verify a claim file's claims against their sources as read now, and its chain."""
    from claims.claimfile import load_claim_file

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
        read = _read_url(location, policy, recorded) if _is_url(location) else _read_path(
            location)
        if read.current is None:
            checks += [unavailable(c, read.error or "unreadable", location=location)
                       for c in claims]
            chain_text = chain_text or read.reference
            continue
        checks += check_claims(claims, read.current.text, read.current.sha256,
                               location=location)
        chain_text = chain_text or read.current
    verified = Verified(path, cf.document, cf.claims, tuple(checks))
    return _with_chain(verified, chain_text, policy, follow)

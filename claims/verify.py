"""Re-read a claim's source: is the quote still there, is the figure the same, did the bytes change?

Everything here is pure: it takes the recorded claim and the text (and sha256)
read now, and returns a `ClaimCheck`. Reading the source (network, snapshot,
file) is the caller's job, and so is turning checks into findings
(`checkers.provenance`).

Figures are found in a quote by their number tokens. A recorded value may be
normalised from the surface ("1.7 million" -> 1700000, "250 ms" -> 0.25 s,
"2 TFLOPS" -> 2e12), so a token stands for the value when the two differ only
by such a scale: a power of ten, a power of 1024, or a time factor.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from claims.model import Claim, Span

_WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20,
                 "thirty": 30, "forty": 40, "fifty": 50, "hundred": 100, "dozen": 12}
_NUMBER = re.compile(r"(?<![\w.])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\d])|(?<![\w])(?:"
                     + "|".join(_WORD_NUMBERS) + r")(?![\w-])", re.IGNORECASE)
_SCALES = tuple(sorted({f * 10.0 ** k for f in (1.0, 60.0, 3600.0, 86400.0) for k in range(-12, 16)}
                       | {1024.0 ** k for k in range(1, 6)} | {1e6 / 1024**2, 1e9 / 1024**3}))


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


def scale_between(value: float, token: float) -> float | None:
    """The normalisation factor turning the written number into the recorded value, if any."""
    if token == 0 or value == 0:
        return 1.0 if token == value else None
    ratio = abs(value / token)
    for scale in _SCALES:
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
        matching = [t for t in inside if scale_between(claim.value, t.value) is not None]
        if matching or inside:
            return (matching or inside)[0]
    exact = [t for t in tokens if math.isclose(t.value, claim.value, rel_tol=1e-9)]
    scaled = [t for t in tokens if scale_between(claim.value, t.value) is not None]
    return (exact or scaled or [None])[0]


class QuoteStatus(str, Enum):
    """Where the recorded quote stands in the text read now."""

    at_span = "at-span"
    moved = "moved"
    edited = "edited"
    gone = "gone"
    unchecked = "unchecked"


class FigureStatus(str, Enum):
    """Whether the source still gives the recorded value."""

    same = "same"
    changed = "changed"
    unknown = "unknown"


class SourceStatus(str, Enum):
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
        scale = scale_between(claim.value, figure.value) or 1.0
        sign = -1.0 if claim.value < 0 else 1.0
        return Span(start=m.start(), end=m.end()), m.group(0), sign * new.value * scale
    return None


def quote_gives_value(claim: Claim) -> bool:
    """Whether the recorded quote writes the recorded value (up to a normalising scale)."""
    token = figure_token(claim)
    return token is not None and scale_between(claim.value, token.value) is not None


def check_claim(claim: Claim, text: str, sha256: str | None, *,
                location: str | None = None) -> ClaimCheck:
    """Compare one recorded claim with the text of its source as read now."""
    recorded = claim.source.sha256
    if recorded is None:
        source = SourceStatus.unrecorded
    else:
        source = SourceStatus.unchanged if recorded == sha256 else SourceStatus.changed
    common = {"claim": claim, "location": location, "source": source,
              "recorded_sha256": recorded, "current_sha256": sha256}
    status, span = locate_quote(text, claim.source.quote, claim.source.span)
    if status is not QuoteStatus.gone:
        same = quote_gives_value(claim)
        token = figure_token(claim)
        return ClaimCheck(**common, quote=status, span=span, passage=claim.source.quote,
                          figure=FigureStatus.same if same else FigureStatus.changed,
                          new_value=None if same or token is None else token.value)
    edited = find_edited(text, claim)
    if edited is None:
        return ClaimCheck(**common, quote=QuoteStatus.gone, figure=FigureStatus.unknown)
    span, passage, value = edited
    changed = not math.isclose(value, claim.value, rel_tol=1e-9, abs_tol=1e-12)
    return ClaimCheck(**common, quote=QuoteStatus.edited, span=span, passage=passage,
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

"""A gold file pre-filled from the current extraction, for a person to correct.

Every figure the extractor reports (counts that set nothing up included, as `noise_count`)
becomes one mention with the decisions the extractor made; the before-value of a
before/after pair is a mention of its own, as the gold conventions count it. The person then
deletes what is no figure, adds what was missed and corrects each decision.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from claims.gold.model import GoldFile, GoldMention
from claims.gold.place import line_at, unique_context
from claims.model import Claim, Independence, Kind

#: The extractor's canonical units that gold lists write in base units, and the factor.
TO_BASE: dict[str, tuple[str, float]] = {
    "GB": ("B", 1e9), "GB/s": ("B/s", 1e9), "Gbit": ("bit", 1e9), "Gbit/s": ("bit/s", 1e9),
}
_MEASURED_BY = {
    Independence.self_reported: "self", Independence.partner: "partner",
    Independence.third_party: "third-party", Independence.replicated: "third-party",
    Independence.audited: "third-party",
}

HEADER = """# Gold figure list pre-filled by `claims label` from the current extraction.
# Correct it by hand: delete what is no figure, add what was missed, fix each decision
# (kind, per, statistic, hardware, accelerators, model, measured_by, evidence).
"""


def to_base(value: float, unit: str) -> tuple[float, str]:
    """A canonical value and unit in the gold lists' base units (GB -> B)."""
    target, factor = TO_BASE.get(unit, (unit, 1.0))
    return value * factor, target


@dataclass(frozen=True)
class _Seen:
    """One number the extraction reports: where it stands and the claim that reports it."""

    start: int
    value_text: str
    value: float
    value_max: float | None
    unit: str
    claim: Claim
    before: bool = False


def _seen(claims: Iterable[Claim], body_start: int) -> Iterator[_Seen]:
    """Every body mention's number, and each before-value a before/after claim quotes."""
    for claim in claims:
        written = claim.value_text or ""
        for quote in claim.mentions:
            if quote.span is None or quote.span.start < body_start:
                continue
            inner = max(quote.text.find(written), 0) if written else 0
            shown = written if written and written in quote.text else quote.text
            yield _Seen(quote.span.start + inner, shown, claim.value, claim.value_max,
                        claim.unit, claim)
            base = claim.baseline
            if base is None or base.value is None or base.quote is None or not base.value_text:
                continue
            at = quote.text.find(base.quote.text)
            inner = base.quote.text.find(base.value_text)
            if at >= 0 and inner >= 0:
                yield _Seen(quote.span.start + at + inner, base.value_text, base.value, None,
                            base.unit or claim.unit, claim, before=True)


def _mention(text: str, seen: _Seen) -> GoldMention:
    """The gold mention for one reported number, with the extraction's decisions."""
    claim, conditions = seen.claim, seen.claim.conditions
    value, unit = to_base(seen.value, seen.unit)
    top = to_base(seen.value_max, seen.unit)[0] if seen.value_max is not None else None
    kind = "noise_count" if claim.kind is Kind.count else claim.kind.value
    end = seen.start + len(seen.value_text)
    return GoldMention(
        line=line_at(text, seen.start), span=(seen.start, end), value=value, value_max=top,
        unit=unit, per=claim.per.value if claim.per and not seen.before else None,
        statistic=claim.statistic.value if claim.statistic and not seen.before else None,
        value_text=seen.value_text, context=unique_context(text, seen.start, end),
        kind="before_after" if seen.before else kind,  # type: ignore[arg-type]
        hardware=conditions.hardware,
        accelerators=conditions.accelerator_count if conditions.accelerator else None,
        model=conditions.model,
        measured_by=_MEASURED_BY.get(claim.independence),  # type: ignore[arg-type]
        evidence=None if claim.evidence.value == "unknown" else claim.evidence.value,  # type: ignore[arg-type]
    )


def label(document_name: str, text: str, body_start: int, claims: Iterable[Claim]) -> GoldFile:
    """The gold file a person starts from: every reported number once, in text order."""
    by_place: dict[int, _Seen] = {}
    for seen in _seen(claims, body_start):
        by_place.setdefault(seen.start, seen)
    mentions = tuple(_mention(text, by_place[at]) for at in sorted(by_place))
    return GoldFile(document=document_name, mentions=mentions)

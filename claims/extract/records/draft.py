"""A typed draft of one Claim record: the fields a single placed mention gives, before
repeated mentions are merged (`claims.extract.records.merge`)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from claims.extract.facts.service import one_callers_speed
from claims.extract.facts.setups import setup_marks
from claims.extract.records.baseline import baseline_hint
from claims.extract.records.compared_rate import compared_rate
from claims.extract.records.kind import kind, measures
from claims.extract.records.metric import metric
from claims.extract.records.placed import Placed, Setting
from claims.extract.records.target import target_bound
from claims.ids import claim_id
from claims.model import (
    Baseline,
    Claim,
    Conditions,
    Evidence,
    Independence,
    Kind,
    Maturity,
    Mention,
    Per,
    Source,
    Span,
    Statistic,
)
from claims.typed import typed
from claims.vocabulary.fields import metric_name, unit_name


@dataclass(frozen=True, slots=True)
class Draft:
    """The fields of one Claim for one mention; `in_heading` and `in_row` (no Claim fields)
    tell that the mention is a heading's, whose setup the sentences repeating it may fill
    in, or a table row's, a run of its own."""

    value: float
    value_max: float | None
    value_text: str
    approximate: bool
    unit: str
    unit_text: str | None
    count_noun: str | None
    per: str | None
    statistic: str | None
    metric: str
    measures: str | None
    kind: Kind
    baseline: Baseline | None
    conditions: Conditions
    evidence: Evidence
    maturity: Maturity
    independence: Independence
    measured_by: str | None
    source: Source
    mentions: tuple[Mention, ...]
    derived_from: tuple[str, ...]
    in_heading: bool = field(default=False, compare=False)
    in_row: bool = field(default=False, compare=False)

    def with_(self, **changes: Any) -> Draft:
        """A copy with some fields changed."""
        return replace(self, **changes)

    def claim(self) -> Claim:
        """The Claim record of these fields, its id derived from its content; its metric and
        unit must be in the vocabulary, as a claim file's are (a ValueError if not)."""
        source = self.source
        span = source.span
        where = {"sha256": source.sha256, "url": source.url, "quote": source.quote,
                 "span": {"start": span.start, "end": span.end} if span else None}
        return typed(
            Claim, id=claim_id(where, self.value, self.unit), value=float(self.value),
            value_max=None if self.value_max is None else float(self.value_max),
            value_text=self.value_text, approximate=self.approximate,
            unit=unit_name(self.unit), unit_text=self.unit_text, count_noun=self.count_noun,
            per=None if self.per is None else Per(self.per),
            statistic=None if self.statistic is None else Statistic(self.statistic),
            metric=metric_name(self.metric), measures=self.measures, kind=self.kind,
            baseline=self.baseline, conditions=self.conditions, evidence=self.evidence,
            maturity=self.maturity, independence=self.independence,
            measured_by=self.measured_by, source=source, mentions=self.mentions,
            derived_from=self.derived_from)


def draft(placed: Placed, setting: Setting) -> Draft:
    """The draft of one Claim record for a single placed mention (merged later)."""
    fig = placed.figure
    metric_name = metric(fig)
    kind_ = kind(fig, metric_name)
    # A bare number that reports a quality is a score on its benchmark's scale, not a count
    # (an accuracy's scale ends at 1 or 100: a larger bare number beside the word is no score).
    unit = ("score" if fig.unit == "count" and not fig.count_noun and (
        metric_name == "score" or (metric_name in ("accuracy", "error_rate") and
                                   0 <= fig.value <= 100))
        else fig.unit)
    conditions = placed.conditions
    per = fig.per
    if setting.hosted_api and per is None and fig.unit == "tokens/s" and \
            metric_name == "throughput" and one_callers_speed(placed.sentence_text, conditions):
        per, metric_name = "user", "interactivity"
    if setting.cached_tokens is not None and fig.unit == "tokens/s" and metric_name == "throughput":
        conditions = conditions.model_copy(update={"includes_cached_tokens": setting.cached_tokens})
    evidence = placed.evidence
    if evidence is Evidence.unknown and kind_ is not Kind.config:
        evidence = Evidence.measured
    source = typed(Source, url=setting.url, title=setting.title, publisher=setting.publisher,
                   published_at=setting.published_at, retrieved_at=setting.retrieved_at,
                   sha256=setting.sha256, quote=placed.quote,
                   span=typed(Span, start=fig.sentence.start, end=fig.sentence.end),
                   line=placed.line, section=placed.section, references=setting.references)
    return Draft(
        value=fig.value, value_max=fig.value_max, value_text=fig.value_text,
        approximate=fig.approximate, unit=unit, unit_text=fig.unit_text,
        count_noun=fig.count_noun, per=per,
        statistic=fig.statistic or (target_bound(fig) if kind_ is Kind.config else None),
        metric=metric_name, measures=compared_rate(fig) or measures(fig, metric_name), kind=kind_,
        baseline=_baseline(placed, kind_, unit), conditions=conditions, evidence=evidence,
        maturity=placed.maturity, independence=placed.independence,
        measured_by=placed.measured_by, source=source, mentions=(mention(placed),),
        derived_from=setting.derived_from, in_heading=fig.sentence.block.kind == "heading",
        in_row=fig.sentence.block.kind == "table_row")


def _baseline(placed: Placed, kind_: Kind, unit: str) -> Baseline | None:
    """The other side of a before/after or relative figure, as far as the text gives it."""
    fig = placed.figure
    if fig.before_after:
        return typed(Baseline, value=_number(fig.baseline_value), value_text=fig.baseline_text,
                     unit=unit, quote=placed.baseline_quote,
                     description=baseline_hint(fig, placed.sentence_text))
    if kind_ is Kind.relative and fig.baseline_unit is not None:
        # The "before" side of the pair this ratio is the quotient of.
        return typed(Baseline, value=_number(fig.baseline_value), value_text=fig.baseline_text,
                     unit=fig.baseline_unit, quote=placed.baseline_quote,
                     description=fig.baseline_text)
    hint = baseline_hint(fig, placed.sentence_text) if kind_ is Kind.relative else None
    if hint or (kind_ is Kind.relative and placed.baseline_conditions is not None):
        return typed(Baseline, description=hint, conditions=placed.baseline_conditions)
    return None


def _number(value: float | None) -> float | None:
    """A value as the float a record holds (a count may be read as an int)."""
    return None if value is None else float(value)


def mention(placed: Placed) -> Mention:
    """The figure as written (number, unit, denominator), with its exact span and the run
    qualifiers its own sentence states, each only when the sentence names one value: a
    sentence naming two ("TP4, against TP2") does not say which is this figure's."""
    fig = placed.figure
    stated = placed.stated
    return typed(Mention, text=placed.figure_text, span=typed(Span, start=fig.start, end=fig.end),
                 line=placed.figure_line, section=placed.section,
                 precision=_single(stated.precision), parallelism=_single(stated.parallelism),
                 accelerator_count=stated.accelerator_count,
                 setup=tuple(sorted(setup_marks(placed.sentence_text))))


def _single(value: str | None) -> str | None:
    """A qualifier the sentence names one value of, else None (see `mention`)."""
    return None if value is None or ", " in value else value


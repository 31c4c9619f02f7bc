"""The gold-file record: one document's figures, non-figures and caveats, as a person judged them.

One format serves every annotated set: figure lists (what the extractor should find and how
it should describe each figure) and caveat lists (which rules an editor expects to fire). A
name (hardware, model) is written as the text writes it, so that it can be matched to one of
the document's own mentions.
"""

from __future__ import annotations

from enum import Enum

from pydantic import Field

from claims.model import Value


class GoldKind(str, Enum):
    """The role a figure plays, as the annotator judged it (`noise_count`: sets nothing up)."""

    headline = "headline"
    relative = "relative"
    before_after = "before_after"
    config = "config"
    cost = "cost"
    quality = "quality"
    noise_count = "noise_count"


class GoldEvidence(str, Enum):
    """How the annotator judged the figure was obtained."""

    measured = "measured"
    simulated = "simulated"
    projected = "projected"
    estimated = "estimated"
    interpolated = "interpolated"


class MeasuredBy(str, Enum):
    """Who measured the figure, relative to the document's publisher."""

    self_ = "self"
    partner = "partner"
    third_party = "third-party"


class GoldMention(Value):
    """One textual occurrence of a figure, with the decisions a careful reader makes on it."""

    line: int = Field(ge=1, description="1-based line of value_text in the document")
    span: tuple[int, int] | None = Field(
        default=None, description="character offsets of value_text in the document's text")
    value: float = Field(description="the number in base units (1.7 million -> 1700000)")
    value_max: float | None = Field(default=None, description="the high end of a range")
    unit: str = Field(min_length=1, description="the base unit: tokens/s, s, B, %, x, count...")
    per: str | None = Field(default=None, description="the denominator: GPU, user, node...")
    statistic: str | None = Field(default=None, description="mean, median, p99, max, peak...")
    value_text: str = Field(min_length=1, description="the number as written")
    context: str = Field(min_length=1, description="a unique substring of the text around it")
    kind: GoldKind | None = None
    hardware: str | None = Field(
        default=None, description="what it was measured on, as the text names it")
    accelerators: int | None = Field(default=None, ge=0, description="accelerators stated")
    model: str | None = Field(default=None, description="the ML model, as the text names it")
    measured_by: MeasuredBy | None = None
    evidence: GoldEvidence | None = None


class NonFigure(Value):
    """A number that is not a figure (a version, a date, an issue number)."""

    line: int = Field(ge=1)
    span: tuple[int, int] | None = None
    value_text: str = Field(min_length=1)
    context: str = Field(min_length=1)
    what: str | None = Field(default=None, description="version, date, enumerator, name...")


class ExpectedCaveat(Value):
    """A rule an editor expects to fire, optionally on the figure written as `figure`."""

    rule: str = Field(min_length=1)
    figure: str | None = None


class GoldFile(Value):
    """One annotated document: its figures, its non-figures and the caveats it deserves.

    `mentions` absent means the figures were not annotated (a caveat-only file), which is not
    the same as an empty list: a document annotated as holding no figure.
    """

    document: str = Field(min_length=1, description="the document's file name, beside this one")
    mentions: tuple[GoldMention, ...] | None = None
    non_figures: tuple[NonFigure, ...] = ()
    not_figures_noise: tuple[NonFigure, ...] = ()
    must_fire: tuple[ExpectedCaveat, ...] = ()
    must_not_fire: tuple[str, ...] = ()

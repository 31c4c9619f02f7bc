"""What a figure is placed in: the document-wide `Setting` (provenance and what the text
says about itself) and a `Placed` figure with its sentence's quote and conditions."""

from __future__ import annotations

from dataclasses import dataclass

from claims.extract.conditions.found import NOTHING, Found
from claims.extract.facts.ownership import Ownership
from claims.extract.figures.candidate import Figure
from claims.model import Conditions, Evidence, Independence, Maturity, Quote


@dataclass(frozen=True, slots=True)
class Setting:
    """Document-wide inputs to a claim: provenance and what the text says about itself."""

    url: str | None
    title: str | None
    publisher: str | None
    published_at: str | None
    retrieved_at: str | None
    sha256: str
    independence: Independence
    measured_by: str | None
    cached_tokens: bool | None
    derived_from: tuple[str, ...]
    references: tuple[str, ...] = ()  # where the text says its figures come from
    parties: tuple[str, ...] = ()  # the document's own names (entities, publisher)
    outsider: bool = False  # the writer measures others' systems: its "we tested" is outside
    hosted_api: bool = False  # the text presents a model service called through an API
    #: The writer's tie to what the document measures (`claims.extract.facts.ownership`),
    #: read once from the body and the front matter, for the rules and the learned stage.
    stance: Ownership = Ownership.unread


@dataclass(frozen=True, slots=True)
class Placed:
    """A figure with everything the document around it says."""

    figure: Figure
    quote: str
    line: int
    section: str | None
    conditions: Conditions
    evidence: Evidence
    maturity: Maturity
    independence: Independence
    measured_by: str | None
    sentence_text: str
    figure_text: str
    figure_line: int
    baseline_quote: Quote | None
    #: What a ratio's compared clause states of its other side (two groups or more).
    baseline_conditions: Conditions | None = None
    #: What the figure's own sentence or row states of its run (precision, parallelism,
    #: accelerator count), kept on its mention when repeated mentions merge.
    stated: Found = NOTHING


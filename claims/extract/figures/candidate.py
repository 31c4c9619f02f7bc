"""The values figure detection passes along: a `Context` (one sentence or table cell),
the `Candidate`s found so far, and the frozen `Figure` each candidate becomes.

Candidates are values: a step that changes one returns a new one (`dataclasses.replace`,
or `changed` on hot paths), and a test of a candidate never changes it, so every step can
be read and tested alone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from claims.extract.text.blocks import Sentence
from claims.vocabulary.units import Unit


@dataclass(frozen=True, slots=True)
class Candidate:
    """A figure being detected; steps fill in its unit, pairing and qualifiers."""

    start: int
    end: int
    value: float
    value_text: str
    spelled: bool = False
    currency: bool = False
    currency_code: str = "USD"  # the currency a leading symbol or code names ("€" -> EUR)
    approximate: bool = False
    unit: Unit | None = None
    unit_text: str | None = None
    count_noun: str | None = None
    per: str | None = None
    statistic: str | None = None
    value_max: float | None = None
    baseline_value: float | None = None
    baseline_text: str | None = None
    baseline_span: tuple[int, int] | None = None
    baseline_unit: str | None = None
    before_after: bool = False
    left: str = ""
    right: str = ""
    glued: bool = False
    scale: float = 1.0  # the scale word or suffix written with it ("million", "K")

    def canonical(self) -> str | None:
        """The canonical unit, or None for a bare number."""
        return None if self.unit is None else self.unit.canonical

    def with_unit(self, unit: Unit) -> Candidate:
        """This bare number (maybe a range or a before/after pair) in `unit`, its values
        scaled by the unit's factor."""
        return changed(
            self, unit=unit, value=self.value * unit.factor,
            value_max=None if self.value_max is None else self.value_max * unit.factor,
            baseline_value=None if self.baseline_value is None
            else self.baseline_value * unit.factor)

    def measured_in(self, unit: Unit, surface: str, end: int) -> Candidate:
        """This number with the unit written after it, up to `end`, its value scaled."""
        return changed(self, unit=unit, unit_text=surface, end=end,
                       value=self.value * unit.factor)

    def counting(self, noun: str, surface: str | None = None,
                 end: int | None = None) -> Candidate:
        """This number as a count of `noun` (written `surface`, up to `end`)."""
        return changed(self, unit=COUNT, unit_text=noun if surface is None else surface,
                       count_noun=noun, end=self.end if end is None else end)


_FIELDS = tuple(f.name for f in fields(Candidate))
_SET = object.__setattr__  # how a frozen dataclass sets its own fields


def changed(cand: Candidate, **changes: Any) -> Candidate:
    """`dataclasses.replace` for a Candidate, made for the steps' hot paths: every field is
    an init field and nothing runs after init, so the fields are copied and the changes
    set, without `replace`'s checks of each field and its call of `__init__`."""
    new = object.__new__(Candidate)
    for name in _FIELDS:
        _SET(new, name, getattr(cand, name))
    for name, value in changes.items():
        _SET(new, name, value)
    return new


#: A count of something; a bare number that no step gave a unit ends as one.
COUNT = Unit("count", 1, "count")
#: A ratio ("58x", "ninefold", "a factor of 3").
RATIO = Unit("x", 1, "ratio")


@dataclass(frozen=True, slots=True)
class Figure:
    """A detected figure: where it stands, its value and unit, and the words around it."""

    start: int
    end: int
    value: float
    value_text: str
    unit: str
    unit_text: str | None
    metric_hint: str
    sentence: Sentence
    approximate: bool = False
    count_noun: str | None = None
    per: str | None = None
    statistic: str | None = None
    value_max: float | None = None
    baseline_value: float | None = None
    baseline_text: str | None = None
    baseline_span: tuple[int, int] | None = None
    baseline_unit: str | None = None
    before_after: bool = False
    left: str = ""
    right: str = ""


def describe(fig: Figure) -> str:
    """A figure in one short line, as step examples write it: "VALUE[-MAX] UNIT [NOUN]
    [per PER] [(STATISTIC)] [from BEFORE]" ("4.2 s (median) from 29.8", "8 count GPUs")."""
    text = f"{fig.value:.12g}" + (f"-{fig.value_max:.12g}" if fig.value_max is not None else "")
    text += f" {fig.unit}"
    if fig.unit == "count" and fig.count_noun:
        text += f" {fig.count_noun}"
    if fig.per:
        text += f" per {fig.per}"
    if fig.statistic:
        text += f" ({fig.statistic})"
    if (fig.before_after and fig.baseline_value is not None) or fig.baseline_value is not None:
        text += f" from {fig.baseline_value:.12g}"
    return text


@dataclass(frozen=True, slots=True)
class Context:
    """One sentence (or table cell) to scan: its masked text and absolute offset."""

    scan: str
    offset: int
    tokens_document: bool = True
    header: str = ""
    header_unit: tuple[Unit, str, str | None] | None = None
    heading: bool = False
    label: str = ""
    #: False in a table column whose other cells are plain numbers that are no years.
    years: bool = True
    #: True in a table column that writes its decimals with a comma ("0,5", "15,9").
    decimal_comma: bool = False
    #: True in a document that talks about I/O sizes (`figures.io_sizes.io_document`).
    io_sizes: bool = False


#: A step: the candidates found so far -> the candidates it keeps, changes or adds.
Step = Callable[[Context, list[Candidate]], list[Candidate]]


@dataclass(frozen=True, slots=True)
class Example:
    """A sentence a step is documented by, and the figures the ruler must give for it,
    each written "VALUE UNIT [per PER] [STATISTIC]" ("1.7e+06 tokens/s per GPU", "4 ms p99",
    "8 count GPUs" for a count of GPUs)."""

    sentence: str
    gives: tuple[str, ...]

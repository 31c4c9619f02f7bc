"""Verdicts: comparable, comparable after normalisation, not comparable (and why), or cited.

`judge` sets two claims side by side: whether either may be compared at all,
whether both are one class in one unit on one basis, and every difference of
conditions. A comparable pair carries the ratio of the normalised values and
which side is better, by the metric's direction.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from claims.compare.admit import counted_gap, klass, metric, quantity, refusal
from claims.compare.align import REASONS, Difference, differences
from claims.compare.cards import clocks, single_card
from claims.compare.names import accelerator_key, hardware_class
from claims.compare.normalise import (
    PER_ACCELERATOR,
    PER_SYSTEM,
    PER_USER,
    Normalised,
    normalise,
)
from claims.compare.quality import label_gap
from claims.compare.setups import SETTINGS_REASON
from claims.compare.specs import spec_gap
from claims.compare.turned import faces, turned
from claims.compare.units import one_unit
from claims.model import Claim
from claims.vocabulary.degrees import degrees, only_degrees
from claims.vocabulary.metrics import MACHINE_BOUND, Direction, Klass


class Verdict(str, Enum):
    """The kinds of answer a buyer gets about a pair of figures."""

    comparable = "comparable"
    normalised = "comparable_after_normalisation"
    not_comparable = "not_comparable"
    cited = "cited"  # one measurement stated again by a later document


@dataclass(frozen=True)
class Pair:
    """Two claims side by side: the verdict, the normalised figures, the ratio, the differences."""

    left: Claim
    right: Claim
    verdict: Verdict
    left_value: Normalised
    right_value: Normalised
    differences: tuple[Difference, ...]
    ratio: float | None = None
    better: str | None = None
    setting: str | None = None  # the named setting, when two setup figures are set side by side

    @property
    def reason(self) -> str | None:
        """Why a comparable pair is one of settings rather than of results, when it is."""
        return None if self.setting is None else f"{SETTINGS_REASON}: both state the {self.setting}"

    @property
    def comparable(self) -> bool:
        """True for either kind of comparable verdict."""
        return self.verdict in (Verdict.comparable, Verdict.normalised)

    @property
    def reasons(self) -> tuple[str, ...]:
        """The blocking reasons, in the vocabulary's order, each once."""
        found = {d.reason for d in self.differences if d.blocking}
        return tuple(r for r in REASONS if r in found)


def _better(claim: Claim, ratio: float, other: Claim | None = None) -> str:
    """Which side the ratio favours, by the metric's direction: left, right or equal (a
    time turned over into the `other` side's rate goes by the rate's direction)."""
    member = metric(other) if other is not None and faces(claim, other) else metric(claim)
    if ratio == 1 or member is None or member.direction is Direction.none:
        return "equal" if ratio == 1 else "unknown"
    left_higher = ratio > 1
    return "left" if left_higher == (member.direction is Direction.higher) else "right"


def _metric_gap(left: Claim, right: Claim, lv: Normalised, rv: Normalised) -> list[Difference]:
    """Blocking differences of what is measured: refused figures, classes, units, bases."""
    out = []
    for side, claim in (("left", left), ("right", right)):
        why = refusal(claim)
        if why:
            text = f"{claim.metric}: {why}"
            out.append(Difference("metric", "metric", text if side == "left" else None,
                                  text if side == "right" else None, True))
    if out:
        return out
    counted = spec_gap(left, right)
    if counted is not None:  # a model's parameters against its tokens, or a setup count
        return [Difference("metric", "what it counts", *counted, True)]
    if faces(left, right) or faces(right, left):
        # a time per unit of work turned over: its class is its rate's (`turned`)
        return [] if lv.unit == rv.unit else [Difference("metric", "unit", lv.unit, rv.unit,
                                                         True)]
    speeds = {quantity(left), quantity(right)}
    if speeds == {Klass.throughput, Klass.user_speed}:
        # the same tokens/s, one stream's against a whole system's: a difference of denominator
        return [Difference("per", "per", _stream(left), _stream(right), True)]
    if quantity(left) != quantity(right):
        return [Difference("metric", "metric", left.metric, right.metric, True)]
    if not one_unit(lv.unit, rv.unit):
        return [Difference("metric", "unit", lv.unit, rv.unit, True)]
    counted = counted_gap(left, right)
    if counted is not None:  # allocations per op against cache misses per op
        return [Difference("metric", "what it counts", *counted, True)]
    labels = label_gap(left, right)
    if labels is not None:  # two of several scores listed together: which is which
        return [Difference("metric", "measure", *labels, True)]
    return []


def _stream(claim: Claim) -> str:
    """"per user" for a speed one stream sees, else the system's basis."""
    return PER_USER if quantity(claim) is Klass.user_speed else normalise(claim).basis or \
        "as stated"


def _per_gap(lv: Normalised, rv: Normalised) -> list[Difference]:
    """A blocking difference of basis: per accelerator against a total of unstated size."""
    if lv.basis == rv.basis:
        return []
    return [Difference("per", "per", lv.basis or "as stated", rv.basis or "as stated", True)]


def _class_gap(left: Claim, right: Claim, lv: Normalised, rv: Normalised) -> list[Difference]:
    """A per-accelerator figure meets only one of the same kind: a wafer is not a GPU."""
    if not (lv.basis == rv.basis == PER_ACCELERATOR):
        return []
    a, b = left.conditions, right.conditions
    ka = hardware_class(a.accelerator or a.hardware)
    kb = hardware_class(b.accelerator or b.hardware)
    if ka is None or kb is None or ka == kb:
        return []
    return [Difference("hardware", "kind of accelerator", ka, kb, True)]


# Bases that are a whole machine of some size: a node of 8 GPUs is not a node of 4.
_SIZED = frozenset({PER_SYSTEM, "per node", "per server", "per rack", "per instance"})


def _scale_gap(left: Claim, right: Claim, lv: Normalised, rv: Normalised) -> list[Difference]:
    """Two totals of a system, node or rack on accelerators compare only on ones of one
    stated size."""
    a, b = left.conditions, right.conditions
    if not (lv.basis == rv.basis and lv.basis in _SIZED) or not (a.accelerator or b.accelerator):
        return []
    sa, sb = system_size(left), system_size(right)
    if sa is not None and sa == sb:
        return []
    return [Difference("hardware", "accelerators in the system", _count(sa), _count(sb), True)]


def _part_gap(left: Claim, right: Claim, lv: Normalised, rv: Normalised) -> list[Difference]:
    """Two systems' throughput on different kinds of accelerator (both stated): the part is
    a condition of each run, so a buyer needs them on one part (Llama 2 70B on eight H200s
    against eight H100s), named model or not. A figure per
    accelerator meets any of its kind (`_class_gap`), and the speed one user sees of a
    service is what its user buys, whatever it runs on."""
    a, b = left.conditions, right.conditions
    if quantity(left) is not Klass.throughput or quantity(right) is not Klass.throughput \
            or lv.basis == PER_ACCELERATOR or rv.basis == PER_ACCELERATOR:
        return []
    if not (a.accelerator and b.accelerator) or \
            accelerator_key(a.accelerator) == accelerator_key(b.accelerator):
        return []
    return [Difference("hardware", "accelerator", a.accelerator, b.accelerator, True)]


def _clock_gap(left: Claim, right: Claim) -> list[Difference]:
    """A rate or time of a machine run at stock clocks against one tuned, or one whose
    sentence says neither: the part's state is a condition of the run (`cards.clocks`)."""
    if klass(left) not in MACHINE_BOUND:
        return []
    a, b = clocks(left), clocks(right)
    if a == b:
        return []
    return [Difference("hardware", "clocks", a, b, True)]


def system_size(claim: Claim) -> int | None:
    """How many accelerators stand behind a system's figure: the stated count, else the
    product of the tensor and pipeline degrees when the parallelism names only those ("TP1",
    "TP2 PP2"): one model instance spans exactly them. A data or expert degree, or none at
    all, leaves the size unsaid; a desktop card named alone is one card (`cards`)."""
    c = claim.conditions
    if c.accelerator_count is not None:
        return c.accelerator_count
    if single_card(claim):
        return 1
    if not only_degrees(c.parallelism):  # "tensor parallelism 8" counts as TP8
        return None
    found = degrees(c.parallelism)
    if any(name not in ("TP", "PP") for name, _ in found):
        return None
    size = 1
    for _, n in found:
        size *= n
    return size


def _count(n: int | None) -> str | None:
    """An accelerator count as text."""
    return None if n is None else f"{n:,}"


def _rescaled(left: Claim, right: Claim, lv: Normalised, rv: Normalised) -> bool:
    """True when reaching one basis changed a side's figure against the other: two ratios
    both printed as a percentage of the original are turned over alike, so they compare as
    stated."""
    if not (lv.changed or rv.changed):
        return False
    both_turned = klass(left) is klass(right) is Klass.compression and \
        left.unit == right.unit and lv.basis == rv.basis
    return not both_turned


def judge(left: Claim, right: Claim) -> Pair:
    """Compare two claims: the verdict, with the ratio when comparable. A time per unit of
    work set beside a rate of that work is turned over into the rate first (`turned`)."""
    lv, rv = normalise(left), normalise(right)
    if faces(left, right):
        lv = turned(left)
    elif faces(right, left):
        rv = turned(right)
    gap = _metric_gap(left, right, lv, rv)
    diffs = tuple(gap) or (*_per_gap(lv, rv), *_scale_gap(left, right, lv, rv),
                           *_class_gap(left, right, lv, rv), *_part_gap(left, right, lv, rv),
                           *_clock_gap(left, right),
                           *differences(left, right))
    if gap and all(d.reason == "per" for d in gap):
        # one stream's speed against a system's, in one unit: the buyer also sees whether the
        # two ran one model on one workload, which no change of denominator would fix
        diffs = (*gap, *differences(left, right))
    if any(d.blocking for d in diffs) or not rv.value:
        return Pair(left, right, Verdict.not_comparable, lv, rv, diffs)
    ratio = lv.value / rv.value
    kind = Verdict.normalised if _rescaled(left, right, lv, rv) else Verdict.comparable
    return Pair(left, right, kind, lv, rv, diffs, ratio, _better(left, ratio, right))


def judge_settings(left: Claim, right: Claim, setting: str) -> Pair | None:
    """Two setup figures of one named setting (`claims.compare.setups`) as a pair of settings:
    comparable as settings, every other condition shown and none blocking (the settings are
    what differs), no side better; None when the two are not in one unit once normalised."""
    lv, rv = normalise(left), normalise(right)
    if lv.unit != rv.unit or lv.basis != rv.basis:
        return None
    diffs = tuple(Difference(d.reason, d.condition, d.left, d.right, False)
                  for d in differences(left, right))
    ratio = lv.value / rv.value if rv.value else None
    kind = Verdict.normalised if (lv.changed or rv.changed) else Verdict.comparable
    return Pair(left, right, kind, lv, rv, diffs, ratio, None, setting)

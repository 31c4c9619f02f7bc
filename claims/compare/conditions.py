"""Every condition of a pair, side by side: same, different, or unstated on a side.

The buyer sees the whole table for every verdict, not only the differences
that block: what was run (model, workload, lengths), on what (hardware and
its count, parallelism, precision, software), how it was counted (statistic,
concurrency, tokens, cached tokens), and who measured it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from claims.compare import names
from claims.compare.align import bits, precision, statistic_key
from claims.compare.lengths import lengths
from claims.compare.names import fold, same_model
from claims.compare.runs import TRY_CONDITION, run_difference, run_state
from claims.compare.scenario import scenarios, workload
from claims.compare.settings import setting_rows
from claims.memo import by_identity
from claims.model import Claim
from claims.vocabulary.degrees import canonical

SAME, DIFFERENT, UNSTATED = "same", "different", "unstated"


@dataclass(frozen=True)
class Condition:
    """One condition of a pair: each side's value (None: not stated) and the status."""

    condition: str
    left: str | None
    right: str | None
    status: str


def _software(claim: Claim) -> str | None:
    """The software stack, canonical names, one line."""
    found = sorted(f"{names.software(s.name)} {s.version}" if s.version
                   else names.software(s.name) for s in claim.conditions.software)
    return ", ".join(found) or None


def _text(value: object) -> str | None:
    """A value as text, None when not stated."""
    return None if value is None else str(value)


def _precision_same(a: str, b: str) -> bool:
    """One number width ("BF16" and "16-bit"), or one spelling."""
    return bool(bits(a) & bits(b)) or fold(a) == fold(b)


def _fold_same(a: str, b: str) -> bool:
    """Equal once case, spacing and punctuation are folded."""
    return fold(a) == fold(b)


def _hardware_same(a: str, b: str) -> bool:
    """One accelerator named two ways ("NVIDIA H100 GPUs" and "H100")."""
    return names.key(a, hardware=True) == names.key(b, hardware=True)


def _row(label: str, a: str | None, b: str | None,
         same: Callable[[str, str], bool] = _fold_same) -> Condition:
    """One row of the table."""
    if a is None or b is None:
        return Condition(label, a, b, UNSTATED)
    return Condition(label, a, b, SAME if same(a, b) else DIFFERENT)


def _getters() -> list[tuple[str, Callable[[Claim], str | None], Callable[[str, str], bool]]]:
    """(label, reader, sameness) for every condition the table shows."""
    return [
        ("model", lambda x: names.display(x.conditions.model), same_model),
        ("hardware", lambda x: names.display(x.conditions.hardware or x.conditions.accelerator,
                                             hardware=True), _hardware_same),
        ("accelerator count", lambda x: _text(x.conditions.accelerator_count), _fold_same),
        ("node count", lambda x: _text(x.conditions.node_count), _fold_same),
        # how the model was split over the accelerators ("TP8"): one instance's size
        ("parallelism", lambda x: canonical(x.conditions.parallelism), _fold_same),
        ("precision", precision, _precision_same),
        ("workload", workload, _fold_same),
        ("input length", lambda x: _text(lengths(x)[0]), _fold_same),
        ("output length", lambda x: _text(lengths(x)[1]), _fold_same),
        ("concurrency", lambda x: _text(x.conditions.concurrency), _fold_same),
        ("statistic", lambda x: x.statistic.value if x.statistic else None,
         lambda a, b: statistic_key(a) == statistic_key(b)),
        ("software", _software, _fold_same),
        ("cached tokens counted", lambda x: _text(x.conditions.includes_cached_tokens),
         _fold_same),
        ("evidence", lambda x: x.evidence.value, _fold_same),
        ("measured by", lambda x: x.measured_by or x.independence.value, _fold_same),
    ]


_GETTERS = _getters()


@by_identity(1 << 16)
def _readings(claim: Claim) -> tuple[str | None, ...]:
    """What the table shows of one claim, read once: a claim meets many others in a
    comparison, and each pair would read it again."""
    return tuple(read(claim) for _, read, _ in _GETTERS)


def table(left: Claim, right: Claim) -> tuple[Condition, ...]:
    """Every condition of the pair, in a fixed order, then the scenario words of the quotes."""
    rows = [_row(label, a, b, same) for (label, _, same), a, b
            in zip(_GETTERS, _readings(left), _readings(right), strict=True)]
    if left.conditions.run or right.conditions.run:  # shown only where a table names tries
        rows.append(_try_row(left, right))
    rows += [_row(f"setting: {n}", a, b) for n, a, b in setting_rows(left, right)]
    sa, sb = scenarios(left), scenarios(right)
    rows += [_row(family, sa.get(family), sb.get(family)) for family in sorted(set(sa) | set(sb))]
    return tuple(rows)


def _try_row(left: Claim, right: Claim) -> Condition:
    """Which try of a repeated job each side is: the same when both are cold first tries or
    both warm later ones of one number (where both number them); a first try not called
    cold leaves its cache state unstated."""
    a, b = left.conditions.run, right.conditions.run
    ca, cb = run_state(left), run_state(right)
    if a is None or b is None or "first" in (ca, cb):
        return Condition(TRY_CONDITION, a, b, UNSTATED)
    return Condition(TRY_CONDITION, a, b, DIFFERENT if run_difference(left, right) else SAME)

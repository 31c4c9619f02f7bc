"""One job's cost per operation stated twice: a reproduction, or two releases of the code.

What one operation of a benchmark allocates ("162 B/op", "1 allocs/op") is fixed by the code
that runs, not by the machine (`admit.per_operation`), so two documents running the same
named benchmark of the same program (one row name, "BenchmarkHttpRouter_Param5", or one
row label of a table's setting column, "| Call | ... |" over "jsoniter.Valid", and no
program named differently) state one quantity twice, and agree within the harness's
averaging noise. Where they disagree by more (1,402 allocations against 1,994), the code is
not the same: another release of the program or of its compiler ran, so the pair measures
the change of code, not the program, and a buyer refuses it as `software`. Two programs
named on the two sides are what such a pair compares, and are left to the other rules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from claims.compare.admit import per_operation
from claims.compare.names import fold
from claims.compare.scenario import workload
from claims.model import RUN_SETTING, Claim, Setting
from claims.vocabulary.lazy import lazy
from claims.vocabulary.serving_phases import PHASE, TOKENS

# How far two runs of one program's job may drift (averaging noise, a release's small
# change) and still be one quantity; past it, the counts are of two codes.
DRIFT = 0.2
CONDITION = "code that ran (one job's cost per operation not reproduced)"
# Why a row label names no job: its own document gives it other values of the cost.
REPEATED = "one row label, several values of this cost in its own document"


def _programs(claim: Claim) -> frozenset[str | None]:
    """The programs a record names, by folded name (versions left out); a name that folds to
    nothing (no ASCII letter or digit) is None, still a program the record names."""
    return frozenset(fold(s.name) for s in claim.conditions.software)


# A run's number says which try a row is, not which job it ran; a column's serving phase
# says which quantity it is. A table's heading stays in
# the job: it is set only where another table repeats the row's label, so the label alone
# ("json.Unmarshal" under two scenarios) does not name the job there.
_NOT_JOBS = frozenset({RUN_SETTING, PHASE, TOKENS})
_LETTER = lazy(r"[^\W\d_]")


def job(claim: Claim) -> tuple[str, ...]:
    """The job a cost per operation names: its benchmark or workload, else the labels its
    row gives in a table's setting columns (`row_label`). Empty when the record names none."""
    named = workload(claim)
    if named:
        return (fold(named) or "",)
    return row_label(claim)


def row_label(claim: Claim) -> tuple[str, ...]:
    """The labels a figure's row gives in a table's setting columns ("Call: jsoniter.Valid"),
    as folded name=value, when they are all the row names. One label at least must hold a
    letter: bare numbers ("Threads: 4") set knobs of a job they do not name."""
    labels = [s for s in claim.conditions.settings if s.name.casefold() not in _NOT_JOBS]
    if not any(_LETTER.search(s.value) for s in labels) or not _row_is_labels(claim, labels):
        return ()
    return tuple(sorted(f"{fold(s.name)}={fold(s.value)}" for s in labels))


def _row_is_labels(claim: Claim, labels: list[Setting]) -> bool:
    """True when every worded cell of the figure's row is one of its labels or a program its
    record names: a row that also names something the record does not carry ("| BuntDB |
    Put, 512 B value |", the store the row is about) is that thing's job, not the label's."""
    known = {fold(s.value) for s in labels} | _programs(claim)
    cells = [c.strip(" *_`") for c in (claim.source.quote or "").split("|")]
    worded = [c for c in cells if c and _LETTER.match(c)]
    return bool(worded) and all(fold(c) in known for c in worded)


def repeated(claims: Iterable[Claim], document: Callable[[Claim], str]) -> frozenset[str]:
    """Ids of costs per operation whose job only a row label names, where their own document
    gives that label two different values of the cost (one call timed under several
    scenarios in several tables): the label does not say which job the figure is."""
    values: dict[tuple[object, ...], set[float]] = {}
    members: dict[tuple[object, ...], list[str]] = {}
    for claim in claims:
        if not per_operation(claim) or workload(claim):
            continue
        label = row_label(claim)
        if label:
            key = (document(claim), claim.metric, claim.unit, label)
            values.setdefault(key, set()).add(claim.value)
            members.setdefault(key, []).append(claim.id)
    return frozenset(i for key, ids in members.items() if len(values[key]) > 1 for i in ids)


def by_label(left: Claim, right: Claim) -> bool:
    """True when two costs are one job only by their row labels (no benchmark named)."""
    return same_job(left, right) and not workload(left) and not workload(right)


def same_job(left: Claim, right: Claim) -> bool:
    """True when both are costs per operation of one named job (one benchmark, or one row
    label of one setting column on both sides), and no program is named differently on
    the two sides."""
    a, b = job(left), job(right)
    if not (per_operation(left) and per_operation(right) and a and a == b):
        return False
    pa, pb = _programs(left), _programs(right)
    return not (pa and pb and pa != pb)


def not_reproduced(left: Claim, right: Claim) -> tuple[str, str] | None:
    """(left value, right value) when one job's cost per operation differs between the two
    past a release's drift (a rewrite of the code ran), else None."""
    if not same_job(left, right) or left.unit != right.unit:
        return None
    a, b = left.value, right.value
    if abs(a - b) <= DRIFT * max(abs(a), abs(b)):
        return None
    return f"{a:g} {left.unit}", f"{b:g} {right.unit}"

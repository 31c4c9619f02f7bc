"""The archive view: for one metric, the best stated figure per system, sortable and paged.

A buyer reading an archive asks "who states the best figure on my model and my
hardware?", not "which of a million pairs compare?". Figures are indexed by
(quantity and basis, canonical model, canonical hardware and its count); each
index entry keeps only its best figure, by the metric's direction, and the
rows are sorted and cut into pages. Comparable pairs are grouped under the
same (model, hardware) heading.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from claims.compare import names
from claims.compare.admit import metric, quantity
from claims.compare.normalise import normalise, number
from claims.compare.scenario import scenarios
from claims.compare.select import Comparison
from claims.compare.verdict import Pair
from claims.model import Claim
from claims.vocabulary.metrics import Direction

SORTS = ("value", "model", "hardware", "document")
PAGE_SIZE = 50


@dataclass(frozen=True)
class Row:
    """The best stated figure of one system: its index entry, the claim and its basis."""

    quantity: str
    basis: str
    model: str
    hardware: str
    claim: Claim
    value: float
    unit: str
    scenario: str = ""


def _system(claim: Claim) -> str:
    """The hardware as a buyer names it: canonical name and, when stated, how many."""
    c = claim.conditions
    name = names.display(c.hardware or c.accelerator, hardware=True) or "hardware not stated"
    return f"{c.accelerator_count} x {name}" if c.accelerator_count else name


def _better(a: Row, b: Row) -> bool:
    """True when `a` is the better figure by the metric's direction (ties: the earlier id)."""
    member = metric(a.claim)
    lower = member is not None and member.direction is Direction.lower
    if a.value != b.value:
        return (a.value < b.value) if lower else (a.value > b.value)
    return a.claim.id < b.claim.id


def best_rows(claims: Iterable[Claim]) -> list[Row]:
    """One row per (quantity, basis, model, system): its best stated figure."""
    best: dict[tuple[str, ...], Row] = {}
    for claim in claims:
        norm = normalise(claim)
        cls = quantity(claim)
        said = ", ".join(f"{v}" for _, v in sorted(scenarios(claim).items()))
        row = Row(cls.value if cls else claim.metric, norm.label(),
                  names.display(claim.conditions.model) or "model not stated",
                  _system(claim), claim, norm.value, norm.unit, said)
        key = (row.quantity, row.basis, said, names.model_key(claim.conditions.model) or "",
               names.key(claim.conditions.hardware or claim.conditions.accelerator,
                         hardware=True) or "", str(claim.conditions.accelerator_count or ""))
        kept = best.get(key)
        if kept is None or _better(row, kept):
            best[key] = row
    return list(best.values())


def sort_rows(rows: Sequence[Row], by: str = "value") -> list[Row]:
    """Rows sorted by one column; "value" puts each quantity's best first."""
    if by not in SORTS:
        raise ValueError(f"cannot sort by {by!r}: one of {', '.join(SORTS)}")

    def order(r: Row) -> tuple[object, ...]:
        """The sort key: quantity and basis first, so one column never mixes units."""
        lower = (m := metric(r.claim)) is not None and m.direction is Direction.lower
        value = r.value if lower else -r.value
        doc = r.claim.source.title or r.claim.source.url or ""
        columns = {"value": (value,), "model": (r.model.casefold(), value),
                   "hardware": (r.hardware.casefold(), value), "document": (doc, value)}
        return (r.quantity, r.basis, *columns[by], r.claim.id)

    return sorted(rows, key=order)


def page(rows: Sequence[Row], at: int = 1, size: int = PAGE_SIZE) -> list[Row]:
    """Page `at` (from 1) of `size` rows."""
    if at < 1 or size < 1:
        raise ValueError("page and page size start at 1")
    return list(rows[(at - 1) * size: at * size])


def grouped_pairs(pairs: Iterable[Pair]) -> dict[tuple[str, str], list[Pair]]:
    """Comparable pairs under their (model, hardware) heading, headings sorted."""
    groups: dict[tuple[str, str], list[Pair]] = {}
    for p in pairs:
        model = names.display(p.left.conditions.model) or "model not stated"
        groups.setdefault((model, _system(p.left)), []).append(p)
    return dict(sorted(groups.items()))


def render_archive(comparison: Comparison, *, sort: str = "value", at: int = 1,
                   size: int = PAGE_SIZE) -> str:
    """The archive view as plain text: best figure per system, then pairs by model/hardware."""
    rows = sort_rows(best_rows(comparison.admitted), sort)
    shown = page(rows, at, size)
    pages = max(1, -(-len(rows) // size))
    out = [f"Best stated figure per system: {len(rows):,} systems, page {at} of {pages} "
           f"(sorted by {sort})"]
    for r in shown:
        c = r.claim
        where = c.source.title or c.source.url or c.id
        line = f" line {c.source.line}" if c.source.line else ""
        said = f" ({r.scenario})" if r.scenario else ""
        out.append(f"  {r.quantity}{said} | {r.model} | {r.hardware} | {_figure(r)} | "
                   f"{where}{line}")
    out += ["", "Comparable pairs by model and hardware"]
    results = [p for p in comparison.comparable if p.setting is None]  # settings aside
    for (model, system), pairs in grouped_pairs(results).items():
        out.append(f"  {model} on {system}: {len(pairs):,} pairs")
    return "\n".join(out) + "\n"


def _figure(r: Row) -> str:
    """`3,750 tokens/s per accelerator`."""
    return f"{number(r.value)} {r.basis}".rstrip()

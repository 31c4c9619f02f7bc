"""Where two figures stand in one table: the same row, or neighbouring rows of one run."""

from __future__ import annotations

from collections.abc import Sequence

from claims.model import Claim, Conditions, Quote, Source


def _quoted(claim: Claim) -> tuple[Source | Quote, ...]:
    """Every place a figure is quoted: its source and its other mentions."""
    return (claim.source, *claim.mentions)


def _text(place: Source | Quote) -> str:
    """The words quoted at one place."""
    return place.quote if isinstance(place, Source) else place.text


def row_places(claim: Claim) -> set[tuple[str | None, int]]:
    """The (section, line) of each table row that quotes the figure."""
    return {(q.section, q.line) for q in _quoted(claim)
            if q.line is not None and " | " in _text(q)}


def _folded(value: str | None) -> str | None:
    """A stated condition in comparable form: case and spacing folded."""
    return " ".join(value.split()).casefold() if value else None


def _differ(one: object, two: object) -> bool:
    """True when both records state a condition, differently (names folded)."""
    if isinstance(one, str) and isinstance(two, str):
        return _folded(one) != _folded(two)
    return one is not None and two is not None and one != two


def _software(conditions: Conditions) -> frozenset[tuple[str, str | None]]:
    """The programs a record names, with their versions, folded."""
    return frozenset((s.name.casefold(), s.version) for s in conditions.software)


def same_setup(one: Claim, two: Claim) -> bool:
    """True when no condition both records state sets them apart (hardware, accelerator,
    model, workload, precision, concurrency, the programs run), and at most one of their
    rows' settings does: the label that tells a "Latency" row from a "Req/Sec" row."""
    a, b = one.conditions, two.conditions
    fields = ((a.hardware, b.hardware), (a.accelerator, b.accelerator), (a.model, b.model),
              (a.workload, b.workload), (a.precision, b.precision),
              (a.concurrency, b.concurrency))
    if any(_differ(x, y) for x, y in fields):
        return False
    left, right = _software(a), _software(b)
    if left and right and left != right:
        return False
    settings = {s.name: s.value for s in a.settings}
    return sum(settings.get(s.name, s.value) != s.value for s in b.settings) <= 1


def by_row(claims: Sequence[Claim]) -> dict[tuple[str | None, int], list[Claim]]:
    """The figures of each table row, by (section, line): built once, so a figure's
    neighbours are looked up rather than searched for among all figures."""
    out: dict[tuple[str | None, int], list[Claim]] = {}
    for claim in claims:
        for place in row_places(claim):
            out.setdefault(place, []).append(claim)
    return out


def beside_in_table(claim: Claim, rows: dict[tuple[str | None, int], list[Claim]]) -> bool:
    """True when a figure of `rows` (from `by_row`) stands in the claim's table row or a
    neighbouring one, for the same setup."""
    return any(neighbouring_rows(claim, other)
               for section, line in row_places(claim) for near in (line - 1, line, line + 1)
               for other in rows.get((section, near), ()))


def neighbouring_rows(one: Claim, two: Claim) -> bool:
    """True when the two figures stand in one table row or in two rows next to each other
    in one section (wrk's "Latency" row over its "Req/Sec" row), and their records state
    one setup: two measures of one run."""
    first, second = row_places(one), row_places(two)
    near = any(s == t and abs(x - y) <= 1 for s, x in first for t, y in second)
    return near and same_setup(one, two)

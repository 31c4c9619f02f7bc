"""Figures of one metric set side by side, and the condition groups two figures differ in:
a fair comparison changes one group only."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import product

from checkers.facts import norm, short
from checkers.rule import Hit
from claims.model import Claim, Conditions

#: Conditions grouped by what they describe; a fair comparison changes one group only.
GROUPS: dict[str, tuple[str, ...]] = {
    "hardware": ("hardware", "accelerator", "accelerator_count", "node_count"),
    "model": ("model",),
    "precision": ("precision",),
    "workload": ("workload", "benchmark_version", "input_length", "output_length",
                 "concurrency"),
    "software": ("software", "parallelism"),
}


def differences(one: Conditions, two: Conditions) -> dict[str, list[str]]:
    """Condition fields stated on both sides with different values, by group."""
    out: dict[str, list[str]] = {}
    ones, twos = one.__dict__, two.__dict__  # a model's field values (one lookup a field)
    for group, fields in GROUPS.items():
        for name in fields:
            left, right = ones[name], twos[name]
            if left in (None, ()) or right in (None, ()) or left == right \
                    or (name == "precision" and _overlap(str(left), str(right))):
                continue
            out.setdefault(group, []).append(f"{name} {_show(left)} vs {_show(right)}")
    return out


def _overlap(one: str, two: str) -> bool:
    """True when one side names several number formats ("FP8, bfloat16": KV cache in one,
    arithmetic in the other) and the other side's is among them: the text does not say the
    two differ."""
    left, right = ({f.strip().casefold() for f in v.split(",")} for v in (one, two))
    return (len(left) > 1 or len(right) > 1) and bool(left & right)


def _show(value: object) -> str:
    """A condition value for a message (software as name+version)."""
    if isinstance(value, tuple):
        return "+".join(f"{s.name} {s.version}".strip() if s.version else s.name
                        for s in value)
    return str(value)


def message(what: str, diff: dict[str, list[str]]) -> str:
    """Name every differing group and its fields."""
    parts = "; ".join(f"{group}: {', '.join(fields)}" for group, fields in diff.items())
    return f"{what} differ in {len(diff)} groups of conditions, not just one ({parts})"


def side_by_side(key: tuple[str, str, str], group: list[Claim]) -> Iterator[Hit]:
    """One hit when headline figures of one metric, unit and denominator differ in 2+ groups."""
    metric, unit, per = key
    # Figures with equal conditions and measures compare alike: pair the distinct setups.
    setups: dict[tuple[Conditions, str], list[Claim]] = {}
    for claim in group:
        setups.setdefault((claim.conditions, norm(claim.measures)), []).append(claim)
    keys = list(setups)
    places = _unlike_places(keys)
    if not places:
        return
    first, second, _ = min(places.values())
    diff = differences(keys[first][0], keys[second][0])
    one, two = setups[keys[first]][0], setups[keys[second]][0]
    # every figure of a setup in some unlike pair, in the order those pairs come
    involved = {c.id: c for k in sorted(places, key=places.__getitem__)
                for c in setups[keys[k]]}
    what = f"{len(involved)} {metric} figures ({unit}{' per ' + per if per else ''})"
    yield Hit(f"{what} stand side by side but differ in more than one group of conditions; "
              f"e.g. {message(f'{short(one)} and {short(two)}', diff)}",
              tuple(involved.values()))


def _unlike_places(keys: list[tuple[Conditions, str]]) -> dict[int, tuple[int, int, int]]:
    """For each setup in a pair of setups that differ in two or more groups (with measures
    that do not differ), its first place among such pairs in the order `combinations`
    gives them: (first, second, 1) as the second of the pair with the earliest first,
    else (itself, second, 0) as the first of its earliest pair. Each setup's partners are
    looked for only until one is found, so thousands of unlike setups are not compared
    pair by pair."""

    signatures = {_signature(conditions) for conditions, _ in keys}

    def unlike(i: int, j: int) -> bool:
        (one, said), (two, other) = keys[i], keys[j]
        if said and other and said != other:
            return False
        diff = differences(one, two)
        return len(diff) >= 2 and not _grid_cross(one, two, tuple(diff), signatures)
    places: dict[int, tuple[int, int, int]] = {}
    for k in range(len(keys)):
        before = next((i for i in range(k) if unlike(i, k)), None)
        if before is not None:
            places[k] = (before, k, 1)
            continue
        after = next((j for j in range(k + 1, len(keys)) if unlike(k, j)), None)
        if after is not None:
            places[k] = (k, after, 0)
    return places


_Signature = tuple[tuple[object, ...], ...]


def _signature(conditions: Conditions) -> _Signature:
    """A setup's conditions, group by group, in the order of `GROUPS`."""
    return tuple(tuple(getattr(conditions, name) for name in fields)
                 for fields in GROUPS.values())


def _grid_cross(one: Conditions, two: Conditions, groups: tuple[str, ...],
                signatures: set[_Signature]) -> bool:
    """True when two setups differing in exactly two groups are the far corners of a grid
    the document fills in ("Nginx" and "Caddy", each on a static file and through PHP):
    both setups that take one group from each side are there too, so every pair the grid
    compares changes one group and the reader is not led to set the far corners side by
    side."""
    if len(groups) != 2:
        return False
    first, second = _signature(one), _signature(two)
    names = list(GROUPS)

    def corner(taken: str) -> _Signature:
        return tuple(second[k] if name == taken else first[k] for k, name in enumerate(names))
    return corner(groups[0]) in signatures and corner(groups[1]) in signatures


def restated_differences(high: Claim, low: Claim,
                          claims: Sequence[Claim]) -> dict[str, list[str]]:
    """The condition groups in which restatements of both sides differ: the two figures of a
    sentence set out again in a table whose rows say more of each side's set-up."""
    def again(side: Claim) -> list[Claim]:
        return [c for c in claims if c.id != side.id and c.value == side.value
                and c.unit == side.unit and norm(c.metric) == norm(side.metric)]
    out: dict[str, list[str]] = {}
    for one, two in product(again(high), again(low)):
        for group, fields in differences(one.conditions, two.conditions).items():
            out.setdefault(group, fields)
    return out

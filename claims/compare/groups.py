"""Groups of claims sharing one comparability key, as a store reads them (maybe sampled)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from claims.model import Claim


@dataclass(frozen=True)
class Group:
    """Claims sharing one comparability key: likely comparable. `members` may be a sample."""

    key: str
    size: int
    members: tuple[Claim, ...]


def sorted_groups(groups: Iterable[Group]) -> list[Group]:
    """Largest groups first, then by key: a stable order on every machine."""
    return sorted(groups, key=lambda g: (-g.size, g.key))

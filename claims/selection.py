"""Which records a report shows: by kind (`--kind`), by evidence (`--evidence`), and
whether counts that set up nothing (kind `count`: "2 patches") are shown (`--all`).

A selection changes what is printed, never what is checked: the checkers see every
record but counts (`checked`), and the findings and the exit status of a
run are the same whichever records its report shows.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import islice
from typing import TypeVar

from claims.errors import ClaimsError
from claims.model import Claim, DocumentReport, Evidence, Kind

E = TypeVar("E", bound=Enum)


def checked(claims: Sequence[Claim]) -> tuple[Claim, ...]:
    """The records the checkers see: all but counts that set up nothing (kind `count`),
    which no rule is about."""
    return tuple(c for c in claims if c.kind is not Kind.count)


@dataclass(frozen=True)
class Selection:
    """The kinds and evidence a report shows (empty: any), and whether counts are shown."""

    kinds: frozenset[Kind] = frozenset()
    evidence: frozenset[Evidence] = frozenset()
    everything: bool = False

    def keeps(self, claim: Claim) -> bool:
        """True when the report shows this record; a count only when asked for by `--all`
        or by naming its kind."""
        if self.kinds:
            if claim.kind not in self.kinds:
                return False
        elif claim.kind is Kind.count and not self.everything:
            return False
        return not self.evidence or claim.evidence in self.evidence

    def claims(self, claims: Iterable[Claim], limit: int | None = None) -> Iterator[Claim]:
        """The records shown, in their order, at most `limit` of them."""
        return islice((c for c in claims if self.keeps(c)), limit)

    def report(self, item: DocumentReport) -> DocumentReport:
        """A document's report with only the records shown (its findings all kept)."""
        kept = tuple(self.claims(item.claims))
        return item if len(kept) == len(item.claims) else item.model_copy(
            update={"claims": kept})


def parse_kinds(values: Sequence[str]) -> frozenset[Kind]:
    """`--kind` values (comma-separated or repeated) as kinds; an unknown one is an error."""
    return _parse(values, Kind, "--kind")


def parse_evidence(values: Sequence[str]) -> frozenset[Evidence]:
    """`--evidence` values as evidence labels; an unknown one is an error."""
    return _parse(values, Evidence, "--evidence")


def _parse(values: Sequence[str], enum: type[E], option: str) -> frozenset[E]:
    """Comma-separated, case-insensitive enum values; one error line names a wrong one."""
    allowed = {m.value.casefold(): m for m in enum}
    chosen: set[E] = set()
    for value in values:
        for part in value.split(","):
            name = part.strip().casefold().replace("-", "_") if enum is Kind else \
                part.strip().casefold()
            if not name:
                continue
            if name not in allowed:
                raise ClaimsError(f"{option} {part.strip()!r}: expected one of "
                                  f"{', '.join(m.value for m in enum)}")
            chosen.add(allowed[name])
    if values and not chosen:
        raise ClaimsError(f"{option}: no value given (expected one of "
                          f"{', '.join(m.value for m in enum)})")
    return frozenset(chosen)

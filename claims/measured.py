"""Each rule's measured precision and recall, as `bench/rule_precision.py` wrote them to
`claims/data/rule_precision.json`: read here, never typed by hand."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

DATA = ("claims", "data/rule_precision.json")
_COUNTS = ("tp", "fp", "fn", "right", "wrong")  # the order a set's counts are shown in


@dataclass(frozen=True)
class Measure:
    """One rule's precision over what it raised and recall over what it should raise."""

    raised: int
    precision: float | None
    expected: int
    recall: float | None
    sets: tuple[tuple[str, tuple[tuple[str, int], ...]], ...]  # set -> its counts

    def cell(self, value: float | None) -> str:
        """A share to two decimals, or '-' when nothing was counted."""
        return "-" if value is None else f"{value:.2f}"

    def sentence(self) -> str:
        """The measure in words, with the counts of each set."""
        counts = "; ".join(f"{name} " + " ".join(f"{k}={v}" for k, v in tally)
                           for name, tally in self.sets)
        return (f"precision {self.cell(self.precision)} on {self.raised} raised, recall "
                f"{self.cell(self.recall)} on {self.expected} expected ({counts})")


@dataclass(frozen=True)
class Measured:
    """The measures of every rule measured, and the sets they were measured on."""

    rules: dict[str, Measure]
    sets: tuple[tuple[str, int, str], ...]  # name, documents, what was scored

    def legend(self) -> str:
        """One line naming the sets the measures come from."""
        named = ", ".join(f"{name} ({documents} documents, {scored})"
                          for name, documents, scored in self.sets)
        return f"precision and recall measured on: {named}"


def _measure(row: dict[str, Any]) -> Measure:
    """One rule's row of the data file."""
    sets = tuple((name, tuple((k, tally[k]) for k in _COUNTS if k in tally))
                 for name, tally in sorted(row["sets"].items()))
    return Measure(raised=row["raised"], precision=row["precision"], expected=row["expected"],
                   recall=row["recall"], sets=sets)


@lru_cache(maxsize=1)
def measured() -> Measured:
    """The shipped measures (an empty table when the data file is absent)."""
    source = resources.files(DATA[0]).joinpath(DATA[1])
    if not source.is_file():
        return Measured(rules={}, sets=())
    data = json.loads(source.read_text(encoding="utf-8"))
    sets = tuple((name, s["documents"], s["scored"]) for name, s in sorted(data["sets"].items()))
    return Measured(rules={rule: _measure(row) for rule, row in sorted(data["rules"].items())},
                    sets=sets)

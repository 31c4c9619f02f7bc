"""The fixture folders scored as evaluation sets, which corpus-wide tests and the fixed
dump leave out: sealed sets must stay unread, and dev sets change as they grow."""

from __future__ import annotations

from pathlib import Path

EVALUATION_SETS = frozenset({"unseen", "real", "real2", "sealed", "editorial_sealed",
                             "editorial_dev"})


def in_evaluation_set(path: Path) -> bool:
    """True for a file inside one of the evaluation-set folders."""
    return not EVALUATION_SETS.isdisjoint(path.parts)


#: Scored once, by the lead, and read by nothing else.
SEALED_SETS = frozenset({"sealed", "editorial_sealed"})


def in_sealed_set(path: Path) -> bool:
    """True for a file inside a sealed set."""
    return not SEALED_SETS.isdisjoint(path.parts)

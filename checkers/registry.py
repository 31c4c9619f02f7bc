"""The one explicit registry: every rule family, in the order `claims rules` lists them.

Registering a family is one line in `FAMILIES`; a body that raises a family's
rule at another stage (`checkers.rule.also`) is listed in `ALSO`.
"""

from __future__ import annotations

from checkers import (
    comparison,
    conditions,
    consistency,
    contradiction,
    cost_quality,
    evidence,
    independence,
    physical,
    provenance,
    repetition,
    statistics,
    workload,
)
from checkers.rule import Also, Rule

FAMILIES: tuple[tuple[Rule, ...], ...] = (
    cost_quality.RULES,
    independence.RULES,
    comparison.RULES,
    evidence.RULES,
    statistics.RULES,
    repetition.RULES,
    workload.RULES,
    conditions.RULES,
    consistency.RULES,
    contradiction.RULES,
    physical.RULES,
    provenance.RULES,
)


def _ordered() -> tuple[Rule, ...]:
    """Every registered rule, by code; duplicate codes or names are a programming error."""
    rules = sorted((r for family in FAMILIES for r in family), key=lambda r: r.code)
    for attr in ("code", "name"):
        seen = [getattr(r, attr) for r in rules]
        dupes = sorted({x for x in seen if seen.count(x) > 1})
        if dupes:
            raise RuntimeError(f"rules registered twice ({attr}): {', '.join(dupes)}")
    return tuple(rules)


RULES: tuple[Rule, ...] = _ordered()

#: Bodies raising a registered rule at a second stage, each rule at most once per stage.
ALSO: tuple[Also, ...] = provenance.ALSO
if any(extra.rule not in RULES for extra in ALSO):
    raise RuntimeError("an `also` body names a rule that is not registered")

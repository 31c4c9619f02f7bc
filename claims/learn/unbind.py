"""Whether a machine the rules bound to a figure should be dropped: the none-stated
candidate's features for a figure the rules bound (what the figure is, how it was
obtained, whether the text ties the bound machine to it at all), and the choice itself.

The gold convention (tests/fixtures/real/README.md) leaves many figures the rules bind
without a machine: a setting of the workload, a price, a size that does not depend on the
machine, a projection, a figure the text ties to no machine where the document names
several. The ranker learns from these features when such figures go unbound; they are read
only where the rules bound a name, so a figure the rules left empty scores as before."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from claims.learn.candidates import Candidate
from claims.learn.features import TIES, Features, unit_class
from claims.learn.names import same_name
from claims.model import Claim

#: The prefix of every feature read here: none stated, beside a name the rules bound.
PREFIX = "none:bound:"
#: The ties read one by one: the figure's own sentence and its table's own cells are the
#: strongest evidence that the bound machine is the figure's; the rest are read together.
_CLOSE = ("sentence", "clause", "row_label", "own_column", "table_header")


def bound_features(claim: Claim, rule_rows: Sequence[Features], machines: int) -> Features:
    """The none candidate's features beside a bound name (`rule_rows`: the features of the
    candidates naming the rules' machine; `machines`: distinct machines named, capped)."""
    out: Features = {
        f"{PREFIX}kind={claim.kind.value}": 1.0,
        f"{PREFIX}fit={unit_class(claim.unit)}": 1.0,
        f"{PREFIX}evidence={claim.evidence.value}": 1.0,
        f"{PREFIX}machines={machines}": 1.0,
    }
    if claim.baseline is not None:
        out[f"{PREFIX}baseline"] = 1.0
    ties = {name for feats in rule_rows for name in feats if name in TIES or name in _CLOSE}
    kind = claim.kind.value
    out[f"{PREFIX}machines={machines}:kind={kind}"] = 1.0
    if not ties:
        # the text ties the bound machine to the figure nowhere: no sentence, section,
        # table or setup naming it alone (a front-matter name, a name spelled otherwise);
        # where the document names several machines, the convention binds none of them
        # to such a figure, so the count and the kind are read together with it
        out[f"{PREFIX}untied"] = 1.0
        out[f"{PREFIX}untied:kind={kind}"] = 1.0
        out[f"{PREFIX}untied:machines={machines}"] = 1.0
        out[f"{PREFIX}untied:machines={machines}:kind={kind}"] = 1.0
    for name in _CLOSE:
        if name in ties:
            out[f"{PREFIX}tie={name}"] = 1.0
    if "only_setup" in ties:
        out[f"{PREFIX}tie=only_setup"] = 1.0
    return out


def rule_rows(rows: Sequence[tuple[Candidate, Features]],
              rule: str) -> list[Features]:
    """The features of the candidates that name the rules' machine."""
    return [f for c, f in rows if c.name is not None and same_name(c.name, rule)]


def drops(score: Callable[[Features], float], rows: Sequence[tuple[Candidate, Features]],
          rule: str, margin: float) -> bool:
    """Whether none stated is at least `margin` (log-odds) more likely than the rules'
    machine, every candidate naming that machine counted together (as training counts a
    right name); the candidates naming other machines do not enter the odds."""
    scores = [(score(f), c) for c, f in rows]
    if not scores:
        return False
    top = max(s for s, _ in scores)
    none = sum(math.exp(s - top) for s, c in scores if c.name is None)
    mine = sum(math.exp(s - top) for s, c in scores
               if c.name is not None and same_name(c.name, rule))
    return none > 0 and mine > 0 and math.log(none) - math.log(mine) >= margin

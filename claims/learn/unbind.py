"""The none-stated candidate's features for a figure the rules bound to a machine: what the
figure is, how it was obtained, how many machines the document names, whether the text ties
the bound machine to it at all.

The gold lists leave many figures the rules bind without a machine (a workload setting, a
price, a figure the text ties to no machine where the document names several). Training
reads every figure, bound or not, in one ranker: without features of their own, those
answers taught the none candidate's shared features (`none:fit=count`, `none:machines=2`)
that the figures the rules leave empty should stay empty. These features explain them
apart, so the fill of empty figures learns from its own kind of figure (left out one set at
a time over thirteen sets, aligned figures right: 5,409 of 6,519 without them, 5,415 with
them, 5,401 training on the figures the rules left empty alone). The learned stage
still keeps every name the rules bound (`claims.learn.decide._choose`): machine27 let the
ranker drop a bound name on these features, left out one set at a time over thirteen sets,
and it lost more than it gained at every margin (5,415 of 6,519 right without, 5,409 at
margin 0, 5,395 at 0.5; a ranker of bound figures alone, restricted to untied figures of
documents naming several machines, 5,422 at margin 1 but real3 -17 and real8 -3)."""

from __future__ import annotations

from collections.abc import Sequence

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

"""Whether the machine the rules bound to a figure is its machine, or one the document's
setup lent to a figure about no machine (a client count, a message size, a duration of a
load phase). The rules bind the one machine a setup names to every figure of the
document; the gold lists leave a figure's machine empty where the text does not say what
it ran on. A binary classifier ("keep" or "clear") reads the figure (its words, unit, kind
as the rules read it) and how near the rules' machine is named (its sentence, its table,
its paragraph, its section, or only wider), and clears the name only where it is sure
(`claims.learn.decide`)."""

from __future__ import annotations

from collections.abc import Sequence

from claims.learn.candidates import Candidate
from claims.learn.features import Features, candidate_features
from claims.learn.figure import figure_features
from claims.learn.labels import CLEARED, KEEP
from claims.learn.layout import Layout, Place
from claims.learn.names import same_name
from claims.model import Claim

#: The scopes that may name the rules' machine, nearest first, as features name them.
_SCOPES = (
    ("sentence", ("sentence",)),
    ("table", ("row_label", "own_column", "table_header", "caption")),
    ("paragraph", ("paragraph", "lead_in")),
    ("section", ("section", "outer_heading")),
)


def nearest_scope(feats: Features) -> str:
    """The nearest scope that names a candidate ("wider": only the document's setup, its
    front matter or a section elsewhere)."""
    return next((name for name, keys in _SCOPES if any(k in feats for k in keys)), "wider")


def clear_features(layout: Layout, place: Place, claim: Claim,
                   found: Sequence[Candidate]) -> Features:
    """The features of a figure the rules bound a machine to: the figure's own (see
    `claims.learn.figure`), the nearest scope naming the machine, and the scope beside the
    figure's kind and unit class."""
    rule = claim.conditions.hardware
    scope = "wider"
    for cand in found:
        if cand.name is not None and same_name(cand.name, rule):
            feats = candidate_features(layout, place, cand, rule, len(found), found)
            near = nearest_scope(feats)
            scope = min(scope, near, key=[*[n for n, _ in _SCOPES], "wider"].index)
    out = figure_features(layout, place, claim)
    kind = claim.kind.value
    out.update({f"scope={scope}": 1.0, f"kind={kind}:scope={scope}": 1.0})
    for key in [k for k in out if k.startswith("class=")]:
        out[f"{key}:scope={scope}"] = 1.0
    return out


def clear_label(rule: str | None, want: str | None) -> str | None:
    """The gold's answer for a figure the rules bound `rule` to: clear where the gold names
    no machine, keep where it names the rules' one, nothing to learn where it names another."""
    if rule is None:
        return None
    if want is None:
        return CLEARED
    return KEEP if same_name(rule, want) else None

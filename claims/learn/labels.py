"""The label of each decision, as the rules made it (read from a claim) and as a gold list
states it, and how a chosen label is written back into a claim."""

from __future__ import annotations

from typing import Any

from claims.model import Claim, Evidence, Independence, Kind, Per

#: Choices among the document's candidates (a ranking of names).
CHOICES = ("hardware", "model", "accelerators")
#: A figure's own decisions (a class among a closed set).
FIGURE_DECISIONS = ("kind", "per", "evidence", "measured_by")
#: Every decision, in the order the bench prints them.
DECISIONS = (*CHOICES, *FIGURE_DECISIONS)
#: The gold field of each decision.
GOLD_FIELD = {"hardware": "hardware", "model": "model", "accelerators": "accelerators",
              "kind": "kind", "per": "per", "evidence": "evidence",
              "measured_by": "measured_by"}

_INDEPENDENCE = {Independence.self_reported: "self", Independence.partner: "partner",
                 Independence.third_party: "third-party"}
_BY_LABEL = {v: k for k, v in _INDEPENDENCE.items()}
_PER = {p.value.lower(): p for p in Per}
#: Gold spellings of a denominator the record spells otherwise: real9 writes a
#: micro-benchmark's "ns/op" as `per: op`, real5 and the record as `operation`.
_PER_ALIASES = {"op": "operation", "ops": "operation", "iter": "iteration"}


def rule_label(decision: str, claim: Claim) -> str:
    """The rules' choice for one of a figure's own decisions, as a label."""
    if decision == "kind":
        return claim.kind.value
    if decision == "per":
        return claim.per.value.lower() if claim.per else "none"
    if decision == "evidence":
        return "measured" if claim.evidence is Evidence.unknown else claim.evidence.value
    # "replicated" and "audited" have no gold label: they stay what the text says.
    return _INDEPENDENCE.get(claim.independence, claim.independence.value)


def rule_name(decision: str, claim: Claim) -> str | None:
    """The rules' choice among the candidates of a choice decision (None: none stated)."""
    if decision == "hardware":
        return claim.conditions.hardware
    if decision == "model":
        return claim.conditions.model
    count = claim.conditions.accelerator_count
    return None if count is None else str(count)


def as_independence(gold: str, outsider: bool) -> str:
    """A gold `measured_by` as the label of the claim's Independence (who measured against
    who built). The lists say who measured against who published (`self`: the publisher's
    own run, real's README); the two agree where the publisher builds what it measures.
    Where the writer is an outside party to it (`claims.extract.setting.outside_writer`,
    read from the front matter as the rules read it), the publisher's own run is a third
    party's, so the model learns the claim's meaning, not the list's."""
    return "third-party" if outsider and gold == "self" else gold


def gold_label(decision: str, mention: dict[str, Any], outsider: bool = False) -> str | None:
    """A gold mention's label for a figure decision; None when the list does not say
    (`outsider`: the document's writer is an outside party, see `as_independence`)."""
    field = GOLD_FIELD[decision]
    if field not in mention:
        return None
    value = mention[field]
    if decision == "kind":
        return "count" if value == "noise_count" else str(value)
    if decision == "per":
        return "none" if value is None else _PER_ALIASES.get(str(value).lower(),
                                                             str(value).lower())
    if decision == "evidence":
        return str(value or "measured")
    return "unknown" if value is None else as_independence(str(value), outsider)


def gold_name(decision: str, mention: dict[str, Any]) -> tuple[bool, str | None]:
    """Whether a gold mention states a choice decision, and the name it gives."""
    field = GOLD_FIELD[decision]
    if field not in mention:
        return False, None
    value = mention[field]
    if value is None:
        return True, None
    if decision == "accelerators":
        return True, str(int(value))
    return True, str(value)


#: The rules' labels a model may replace, by decision: where the text said nothing the
#: rules could read (evidence and who measured left at their defaults). A stated
#: "simulated" or "an independent lab measured" is the text's word, not a guess.
#: Of a figure's kind, the model judges only a result, a setting and an idle count (the
#: choice the rules get wrong most: "26.2K prefill TPGS" stored as a count, "ISL=2k" as a
#: headline); a ratio, a before/after pair, a cost and a quality score keep their words.
_SETTING_OR_RESULT = frozenset({"headline", "config", "count"})
_REPLACEABLE: dict[str, frozenset[str] | None] = {
    "kind": _SETTING_OR_RESULT, "per": None, "evidence": frozenset({"measured"}),
    "measured_by": frozenset({"unknown"})}
# A figure the model would hide as an idle count stays shown: hiding a figure costs a
# reader more than showing an idle count.
# A result may also be read as one side of an old/new pair (a table of two versions'
# results beside their change): the record has no baseline for it, but its kind says so.
_TARGETS: dict[str, frozenset[str] | None] = {
    "kind": frozenset({"headline", "config", "before_after"}), "per": None, "evidence": None,
    "measured_by": None}


def replaceable(decision: str, rule: str, label: str | None = None) -> bool:
    """Whether the model may replace the rules' label of a figure decision (with `label`,
    whether it may replace it with that one)."""
    allowed, targets = _REPLACEABLE[decision], _TARGETS[decision]
    return (allowed is None or rule in allowed) and (
        label is None or targets is None or label in targets)


#: The label of a class the claim record cannot hold: the rules' choice stands.
OTHER = "other"


def applicable(decision: str, label: str) -> bool:
    """Whether a figure decision's label can be written into a claim."""
    if decision == "kind":
        return label in Kind.__members__
    if decision == "per":
        return label == "none" or label in _PER
    if decision == "evidence":
        return label in Evidence.__members__
    return label == "unknown" or label in _BY_LABEL


def apply_label(decision: str, claim: Claim, label: str) -> Claim:
    """The claim with one figure decision set to a label (unknown labels change nothing)."""
    if label == rule_label(decision, claim):
        return claim
    if decision == "kind" and label in Kind.__members__:
        return claim.model_copy(update={"kind": Kind(label)})
    if decision == "per" and (label == "none" or label in _PER):
        return claim.model_copy(update={"per": None if label == "none" else _PER[label]})
    if decision == "evidence" and label in Evidence.__members__:
        return claim.model_copy(update={"evidence": Evidence(label)})
    if decision == "measured_by" and (label == "unknown" or label in _BY_LABEL):
        return claim.model_copy(update={"independence": _BY_LABEL.get(label,
                                                                      Independence.unknown)})
    return claim


def apply_name(decision: str, claim: Claim, name: str | None) -> Claim:
    """The claim with one choice decision set to a candidate's name."""
    if name == rule_name(decision, claim):
        return claim
    if decision == "accelerators":
        update: dict[str, Any] = {"accelerator_count": None if name is None else int(name)}
    elif decision == "hardware" and name is not None:
        # a candidate named by its code name is the table's device, as the rules name it
        from claims.vocabulary.hardware_limits import canonical_name  # (the table: on use)
        update = {decision: canonical_name(name)}
    else:
        update = {decision: name}
    return claim.model_copy(update={"conditions": claim.conditions.model_copy(update=update)})

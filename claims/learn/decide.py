"""The learned stage of extraction: for each claim, score every candidate of each choice
decision and each label of each figure decision, and write the winners into the claim.
Ids, quotes and spans are left as they are."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from claims.extract.conditions.index import Index
from claims.extract.text.blocks import Block
from claims.learn.candidates import Candidate, Mention, candidates, mentions
from claims.learn.features import Features, candidate_features
from claims.learn.figure import figure_features
from claims.learn.labels import (
    CHOICES,
    FIGURE_DECISIONS,
    apply_label,
    apply_name,
    replaceable,
    rule_label,
    rule_name,
)
from claims.learn.layout import Layout, Place
from claims.learn.names import key, same_name
from claims.learn.weights import Decisions
from claims.model import Claim


@dataclass(frozen=True)
class Context:
    """What the learned stage reads of one document: its layout and every candidate name."""

    layout: Layout
    mentions: dict[str, list[Mention]]
    front: dict[str, tuple[str, ...]]

    def candidates(self, decision: str, claim: Claim) -> list[Candidate]:
        """The candidates of a choice decision for one claim (the rules' choice among them)."""
        return candidates(self.mentions[decision], self.front[decision],
                          rule_name(decision, claim))


def context(readable: str, blocks: Sequence[Block], index: Index, entities: Sequence[str],
            title: str | None, choices: Sequence[str] = CHOICES) -> Context:
    """The learned stage's view of one document (the index of its body, its front matter);
    candidates are read only for the `choices` a model makes."""
    front_index = Index(" ; ".join([*entities, title or ""])) if choices else None
    return Context(layout=Layout(readable, blocks),
                   mentions={d: mentions(index, d) for d in choices},
                   front={d: tuple(dict.fromkeys(m.name for m in mentions(front_index, d)))
                          for d in choices if front_index is not None})


def choice_rows(ctx: Context, place: Place, decision: str,
                claim: Claim) -> list[tuple[Candidate, Features]]:
    """Each candidate of a choice decision for one figure, with its features."""
    found = ctx.candidates(decision, claim)
    rule = rule_name(decision, claim)
    return [(c, candidate_features(ctx.layout, place, c, rule, len(found))) for c in found]


def _choose(model: Decisions, rows: list[tuple[Candidate, Features]], decision: str,
            rule: str | None) -> str | None:
    """The best-scoring candidate's name (on a tie the rules' choice, then the first), or
    the rules' choice when the best scores less than the decision's margin above it."""
    scored = [(model.score(decision, feats), cand) for cand, feats in rows]

    def order(item: tuple[int, tuple[float, Candidate]]) -> tuple[float, int, int]:
        i, (score, cand) = item
        return (score, int(_agrees(cand, rule)), -i)
    best_score, best = max(enumerate(scored), key=order)[1]
    ruled = [score for score, cand in scored if _agrees(cand, rule)]
    if ruled and best_score - max(ruled) < model.margins.get(decision, 0.0):
        return rule
    # The rules' spelling of the same name stands, so an agreeing model changes nothing.
    if best.name is not None and rule is not None and key(best.name) == key(rule):
        return rule
    return best.name


def _agrees(cand: Candidate, rule: str | None) -> bool:
    """Whether a candidate is the rules' choice (none stated included)."""
    return (cand.name is None and rule is None) or same_name(cand.name, rule)


def decide(model: Decisions, ctx: Context, claims: Sequence[Claim]) -> tuple[Claim, ...]:
    """The claims with every decision the model has weights for made by the model."""
    if not model.choices and not model.figures:
        return tuple(claims)
    out = []
    for claim in claims:
        place = ctx.layout.place(claim)
        decided = claim
        for decision in CHOICES:
            if decision in model.choices:
                rows = choice_rows(ctx, place, decision, claim)
                name = _choose(model, rows, decision, rule_name(decision, claim))
                decided = apply_name(decision, decided, name)
        feats = figure_features(ctx.layout, place, claim) if model.figures else {}
        for decision in FIGURE_DECISIONS:
            rule = rule_label(decision, claim)
            if decision in model.figures and replaceable(decision, rule):
                label = model.classify(decision, feats, rule)
                if replaceable(decision, rule, label):
                    decided = apply_label(decision, decided, label)
        out.append(decided)
    return tuple(out)

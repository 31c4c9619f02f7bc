"""The learned stage of extraction: for each claim, score every candidate of each choice
decision and each label of each figure decision, and write the winners into the claim.
Ids, quotes and spans are left as they are."""

from __future__ import annotations

import math
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
    return [(c, candidate_features(ctx.layout, place, c, rule, len(found), found))
            for c in found]


def _choose(model: Decisions, rows: list[tuple[Candidate, Features]], decision: str,
            rule: str | None) -> str | None:
    """The candidate whose name is most likely right, or the rules' choice when the best
    is less than the decision's margin (in log-odds) more likely than it.

    A name is right when it holds the gold's tokens or they hold its, so one machine
    spelled three ways ("Xeon E5-2640 v3", "E5-2640 v3", "E5-2640") is right or wrong
    together: a candidate's likelihood is the softmax mass of every candidate naming the
    same machine, as training counts it (`claims.learn.train.fit_choice`). On a tie the
    higher own score, then the rules' choice, then the first wins."""
    scored = [(model.score(decision, feats), cand) for cand, feats in rows]
    top = max(score for score, _ in scored)
    weight = [math.exp(score - top) for score, _ in scored]
    mass = [sum(w for w, (_, other) in zip(weight, scored, strict=True)
                if _same(cand, other)) for _, cand in scored]

    def order(i: int) -> tuple[float, float, int, int]:
        return (mass[i], scored[i][0], int(_agrees(scored[i][1], rule)), -i)
    best_at = max(range(len(scored)), key=order)
    best = scored[best_at][1]
    ruled = [mass[i] for i, (_, cand) in enumerate(scored) if _agrees(cand, rule)]
    if ruled and math.log(mass[best_at]) - math.log(max(ruled)) < \
            model.margins.get(decision, 0.0):
        return rule
    # The rules' spelling of the same name stands, so an agreeing model changes nothing.
    # (Keeping it for any spelling of the same machine cross-validated worse, 0.603 against
    # 0.624: a longer spelling can name another variant than the gold's.)
    if best.name is not None and rule is not None and key(best.name) == key(rule):
        return rule
    return best.name


def _same(a: Candidate, b: Candidate) -> bool:
    """Whether two candidates name the same machine (or are both none stated)."""
    if a.name is None or b.name is None:
        return a.name is None and b.name is None
    return same_name(a.name, b.name)


def _agrees(cand: Candidate, rule: str | None) -> bool:
    """Whether a candidate is the rules' choice as the rules spell it (none stated
    included); the rules' choice is always among the candidates (see `candidates`)."""
    if cand.name is None or rule is None:
        return cand.name is None and rule is None
    return key(cand.name) == key(rule)


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

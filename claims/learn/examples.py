"""Training examples from one annotated document: the rules' extraction, each gold mention
aligned to a claim, and for each decision the gold states, the features and the answer
(pure Python, so the bench and the tests share it with `claims train`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from claims.extract.document import extract_rules
from claims.extract.facts.ownership import Ownership
from claims.extract.setting import outside_writer, title_of
from claims.learn.align import Aligned, align
from claims.learn.aside import named_aside
from claims.learn.corpus import Gold
from claims.learn.decide import Context, choice_rows, tied_rows
from claims.learn.features import Features
from claims.learn.figure import figure_features, kind_features
from claims.learn.labels import (
    CHOICES,
    FIGURE_DECISIONS,
    gold_label,
    gold_name,
    rule_name,
)
from claims.learn.names import same_name
from claims.learn.stated import stated_kind
from claims.learn.who_measured import surveys_machines, writer_facts
from claims.load.documents import load_source
from claims.model import Claim

#: One choice: each candidate's features and whether it is the gold's name.
Group = list[tuple[Features, bool]]


@dataclass
class DocExamples:
    """What one annotated document teaches: ranked groups and labelled figure rows."""

    gold: Gold
    claims: tuple[Claim, ...]
    context: Context
    aligned: list[Aligned]
    groups: dict[str, list[Group]] = field(default_factory=dict)
    rows: dict[str, list[tuple[Features, str]]] = field(default_factory=dict)
    #: The writer is an outside party to what the document measures (see
    #: `claims.learn.labels.as_independence`).
    outsider: bool = False


def right_name(decision: str, name: str | None, want: str | None) -> bool:
    """Whether a candidate's name is the gold's (None for none stated)."""
    if want is None or name is None:
        return want is None and name is None
    return name == want if decision == "accelerators" else same_name(name, want)


def examples(gold: Gold) -> DocExamples:
    """Extract one document with the rules alone and turn its gold list into examples."""
    loaded = load_source(str(gold.document))
    _, claims, build = extract_rules(loaded)
    ctx = build()
    aligned = align(claims, loaded.text, loaded.body_offset, gold.mentions, gold.path)
    meta = loaded.metadata
    # The front matter's reading, else the writer's stance read at extraction (the body's).
    outsider = outside_writer(meta, title_of(meta, ctx.layout.blocks)) \
        or ctx.stance is Ownership.outsider
    out = DocExamples(gold=gold, claims=claims, context=ctx, aligned=aligned,
                      groups={d: [] for d in CHOICES}, rows={d: [] for d in FIGURE_DECISIONS},
                      outsider=outsider)
    aside = named_aside(ctx.layout)
    writer = writer_facts(ctx, surveys_machines(claims, ctx.publisher))
    for item in aligned:
        place = ctx.layout.place(item.claim, item.quote)
        for decision in CHOICES:
            stated, want = gold_name(decision, item.gold)
            if not stated:
                continue
            hardware = decision == "hardware" and rule_name(decision, item.claim) is None
            # as the learned stage reads them (see decide)
            rows = choice_rows(ctx, place, decision, item.claim, aside if hardware else None)
            if hardware:
                rows = tied_rows(rows)
            group = [(feats, right_name(decision, cand.name, want)) for cand, feats in rows]
            if any(right for _, right in group):
                out.groups[decision].append(group)
        feats = figure_features(ctx.layout, place, item.claim, ctx.stance.value, ctx.home,
                                writer)
        kinds = kind_features(ctx.layout, place, item.claim, feats)
        for decision in FIGURE_DECISIONS:
            label = gold_label(decision, item.gold, outsider)
            if label is not None and not (decision == "kind" and
                                          stated_kind(ctx.layout, place, item.claim)):
                out.rows[decision].append((kinds if decision == "kind" else feats, label))
    return out

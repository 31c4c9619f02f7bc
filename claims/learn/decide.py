"""The learned stage of extraction: for each claim, score every candidate of each choice
decision and each label of each figure decision, and write the winners into the claim.
Ids, quotes and spans are left as they are."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from claims.extract.conditions.charts import chart_spans, table_lead_spans
from claims.extract.conditions.index import Index
from claims.extract.conditions.instance_members import several_built
from claims.extract.conditions.machine_slots import MachineSlots
from claims.extract.conditions.option_lists import option_lists
from claims.extract.conditions.reported_runs import report_spans
from claims.extract.facts.ownership import Ownership
from claims.extract.facts.writer_tie import writer_tied
from claims.extract.text.blocks import Block
from claims.learn.aside import aside_only, sender_only
from claims.learn.candidates import Candidate, Mention, candidates, mentions
from claims.learn.features import TIES, Features, candidate_features, distinct_machines
from claims.learn.figure import figure_features, kind_features
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
from claims.learn.model_features import mark_nearest, model_features
from claims.learn.model_names import more_models
from claims.learn.names import same_name
from claims.learn.shortlist import Spans, keep_each, several, shortlist_of
from claims.learn.side_by_side import own_rows
from claims.learn.stated import stated_kind, verb_kept
from claims.learn.systems import more_machines
from claims.learn.unbind import bound_features, rule_rows
from claims.learn.vote import Vote, document_vote
from claims.learn.weights import Decisions
from claims.learn.who_measured import measurer, surveys_machines, writer_facts
from claims.model import Claim, Evidence


@dataclass(frozen=True)
class Context:
    """What the learned stage reads of one document: its layout and every candidate name."""

    layout: Layout
    mentions: dict[str, list[Mention]]
    front: dict[str, tuple[str, ...]]
    #: The sentences that describe a chart: a machine named only there is the chart's.
    charts: tuple[tuple[int, int], ...] = ()
    #: Whether the front matter names who published or wrote the document, an organisation
    #: or a person (`claims.extract.setting.named_writer`): who published is then the rules'.
    named_writer: bool = False
    #: The publisher the front matter names (an author's name alone is no publisher).
    publisher: str | None = None
    #: Whether the front matter names the writer as the maker of what it measures
    #: (`claims.extract.setting.maker_writer`).
    maker: bool = False
    #: The writer's tie to what it measures, read once at extraction
    #: (`claims.extract.facts.ownership`).
    stance: Ownership = Ownership.unread
    #: Where the page lives (`claims.extract.setting.page_home`): benchmarks, project, none.
    home: str = "none"
    #: Whether a page in a code repository names its writer in what its title measures
    #: (`claims.extract.facts.writer_tie`); True off a forge.
    tied: bool = True
    #: Who the document is about, published or wrote it (`claims.extract.setting.parties`).
    parties: tuple[str, ...] = ()
    title: str | None = None
    #: The tables that give each row or column its machine (`machine_slots`).
    slots: MachineSlots | None = None
    #: The lists setting machines side by side (`option_lists`): a figure then takes only
    #: a machine its own text names (`claims.learn.side_by_side`).
    options: tuple[tuple[int, int], ...] = ()
    #: Chips the page names several instance types on (`instance_members.several_built`):
    #: one binds only a figure whose paragraph names it, not a figure by a wider scope.
    shared: frozenset[str] = frozenset()
    #: Each decision's candidates where the rules chose none: the same list for every
    #: such figure, made once (and kept, so indexes of it are read while it lives).
    unbound: dict[str, list[Candidate]] = field(default_factory=dict, compare=False,
                                                repr=False)

    def candidates(self, decision: str, claim: Claim) -> list[Candidate]:
        """The candidates of a choice decision for one claim (the rules' choice among them)."""
        rule = rule_name(decision, claim)
        if rule is None:
            if decision not in self.unbound:
                self.unbound[decision] = candidates(self.mentions[decision],
                                                    self.front[decision], None)
            return self.unbound[decision]
        return candidates(self.mentions[decision], self.front[decision], rule)


def context(readable: str, blocks: Sequence[Block], index: Index, entities: Sequence[str],
            title: str | None, choices: Sequence[str] = CHOICES, *,
            named_writer: bool = False, publisher: str | None = None, maker: bool = False,
            parties: Sequence[str] = (), stance: Ownership = Ownership.unread,
            home: str = "none", url: str | None = None) -> Context:
    """The learned stage's view of one document (the index of its body, its front matter);
    candidates are read only for the `choices` a model makes."""
    front_index = Index(" ; ".join([*entities, title or ""])) if choices else None
    layout = Layout(readable, blocks)
    found = {d: mentions(index, d) for d in choices}
    chips: frozenset[str] = frozenset()
    if "model" in found:
        # the model names the rules' finder leaves out, offered to the model's ranker only
        found["model"] = more_models(layout, found["model"])
    if "hardware" in found:
        # the machines the vocabulary does not know, named by their introducing grammar
        found["hardware"] = more_machines(layout, index, found["hardware"])
        named = [m.name for m in found["hardware"]]
        titled = mentions(front_index, "hardware") if front_index is not None else []
        chips = several_built(named, [*named, *(m.name for m in titled)])
    return Context(layout=layout, mentions=found,
                   slots=MachineSlots.of(index, blocks) if "hardware" in found else None,
                   options=tuple(option_lists(index, blocks)) if "hardware" in found else (),
                   front={d: tuple(dict.fromkeys(m.name for m in mentions(front_index, d)))
                          for d in choices if front_index is not None},
                   # a relayed report's machine is that run's, as a chart's is the chart's
                   charts=tuple(sorted([*chart_spans(blocks), *report_spans(blocks),
                                        *table_lead_spans(blocks)]))
                   if choices else (),
                   named_writer=named_writer, publisher=publisher, maker=maker,
                   stance=stance, home=home, shared=chips,
                   tied=writer_tied(url, publisher, title),
                   parties=tuple(parties), title=title)


#: A test of a candidate for one figure, beside the figure's other candidates.
Drop = Callable[[Candidate, Place, Sequence[Candidate]], bool]


def choice_rows(ctx: Context, place: Place, decision: str, claim: Claim,
                drop: Drop | None = None) -> list[tuple[Candidate, Features]]:
    """Each candidate of a choice decision for one figure, with its features; `drop` leaves
    out candidates before the features are read, so the none candidate counts only the
    machines that remain (a machine named aside is no rival of the test machine)."""
    found = ctx.candidates(decision, claim)
    if drop is not None:
        found = [c for c in found if not drop(c, place, found)]
    rule = rule_name(decision, claim)
    rows = [(c, candidate_features(ctx.layout, place, c, rule, len(found), found))
            for c in found]
    if decision == "model":
        for c, feats in rows:
            feats.update(model_features(ctx.layout, place, c))
        mark_nearest(ctx.layout, place, rows)
    if decision == "hardware" and rule is not None:
        _mark_bound(rows, claim, rule, found)
    return rows


def _mark_bound(rows: list[tuple[Candidate, Features]], claim: Claim, rule: str,
                found: Sequence[Candidate]) -> None:
    """Give the none candidate its features beside the name the rules bound (see
    `claims.learn.unbind`), so the ranker can weigh dropping that name."""
    extra = bound_features(claim, rule_rows(rows, rule), distinct_machines(found, cap=3))
    for c, feats in rows:
        if c.name is None:
            feats.update(extra)


def _choose(model: Decisions, rows: list[tuple[Candidate, Features]], decision: str,
            rule: str | None) -> str | None:
    """The rules' name where they found one; else the candidate most likely right, when it
    is at least the decision's margin (in log-odds) more likely than none stated.

    The model fills what the rules leave empty: cross-validated, nearly all its gain on
    hardware is there (0.679 filling only against 0.687 overriding too, end to end 0.723
    against 0.721), while overriding a name the rules bound broke their own deliberate
    cases (a device's own paragraph, a product on each side of a ratio). A name is right
    when it holds the gold's tokens or they hold its, so one machine spelled three ways
    ("Xeon E5-2640 v3", "E5-2640 v3", "E5-2640") is right or wrong together: a candidate's
    likelihood is the softmax mass of every candidate naming the same machine, as training
    counts it (`claims.learn.train.fit_choice`). On a tie the higher own score, then none
    stated, then the first wins."""
    if rule is not None or not rows:
        return rule
    scored = [(model.score(decision, feats), cand) for cand, feats in rows]
    top = max(score for score, _ in scored)
    weight = [math.exp(score - top) for score, _ in scored]
    mass = [sum(w for w, (_, other) in zip(weight, scored, strict=True)
                if _same(cand, other)) for _, cand in scored]

    def order(i: int) -> tuple[float, float, int, int]:
        return (mass[i], scored[i][0], int(scored[i][1].name is None), -i)
    best_at = max(range(len(scored)), key=order)
    none = [mass[i] for i, (_, cand) in enumerate(scored) if cand.name is None]
    if none and math.log(mass[best_at]) - math.log(max(none)) < \
            model.margins.get(decision, 0.0):
        return None
    return scored[best_at][1].name


def _same(a: Candidate, b: Candidate) -> bool:
    """Whether two candidates name the same machine (or are both none stated)."""
    if a.name is None or b.name is None:
        return a.name is None and b.name is None
    return same_name(a.name, b.name)


def tied_rows(rows: list[tuple[Candidate, Features]]) -> list[tuple[Candidate, Features]]:
    """The candidates a figure may take: every one where the document names one machine;
    where it names several, only those its own text names (sentence, paragraph, section or
    a heading above it, list lead-in, table header or caption) and the only machine a setup
    names, since a setup naming several machines binds none of them to a figure by itself
    (the convention of tests/fixtures/real/README.md)."""
    if distinct_machines([c for c, _ in rows]) < 2:
        return rows
    return [(c, f) for c, f in rows if c.name is None or not TIES.isdisjoint(f)]


#: How a claim was obtained when it is no measurement.
_UNMEASURED = frozenset({Evidence.projected, Evidence.simulated, Evidence.estimated})


def _only_projected(claims: Sequence[Claim]) -> Callable[[Candidate], bool]:
    """Whether every mention of a candidate stands in the sentence of a projected,
    simulated or estimated figure and in no measured figure's sentence: a machine named
    only in a projection set up no measurement."""
    unmeasured = Spans([(c.source.span.start, c.source.span.end) for c in claims
                        if c.evidence in _UNMEASURED and c.source.span is not None])
    measured = Spans([(c.source.span.start, c.source.span.end) for c in claims
                      if c.evidence is Evidence.measured and c.source.span is not None])

    def only(cand: Candidate) -> bool:
        return bool(cand.mentions) and not cand.front and all(
            unmeasured.holds(m.start, m.end) and not measured.holds(m.start, m.end)
            for m in cand.mentions)
    return only


def _within(spans: Sequence[tuple[int, int]], claim: Claim) -> bool:
    """Whether the claim's quote stands inside one of the spans."""
    at = claim.source.span
    return at is not None and any(a <= at.start and at.end <= b for a, b in spans)


def _only_charted(charts: Spans, cand: Candidate) -> bool:
    """Whether every mention of a candidate stands in a sentence describing a chart ("a
    chart gives parse speed on an Intel Skylake"): that machine is the chart's, no setup
    of a figure stated elsewhere."""
    return bool(cand.mentions) and not cand.front and all(
        charts.holds(m.start, m.end) for m in cand.mentions)


@dataclass(frozen=True)
class _View:
    """The hardware candidates one kind of figure may take (measured or not, inside a
    chart's description or not), by index into the document's list."""

    kept: list[tuple[int, Candidate]]
    index: frozenset[int]
    #: Some machine is named as more than an aside (else no aside is set apart).
    plain: bool
    #: The machines named only aside.
    aside: frozenset[int]


class _Filters:
    """The candidate filters that do not depend on the figure, each worked out once per
    candidate of one document."""

    def __init__(self, ctx: Context, claims: Sequence[Claim]) -> None:
        """Read the document's figures and charts once."""
        self.projected = keep_each(_only_projected(claims))
        charts = Spans(ctx.charts)
        self.charted = keep_each(lambda cand: _only_charted(charts, cand))
        self.only_aside = keep_each(aside_only(ctx.layout))
        self.sender = keep_each(sender_only(ctx.layout))  # binds only its own sentence
        self._views: dict[tuple[int, bool, bool], _View] = {}
        self._found: list[Sequence[Candidate]] = []  # keeps the ids of the views' lists
        self._peers: dict[tuple[int, tuple[int, ...]], list[Candidate]] = {}

    def drops(self, cand: Candidate, measured: bool, outside: bool) -> bool:
        """Whether a measured figure (or one outside every chart) cannot take `cand`."""
        return (measured and self.projected(cand)) or (outside and self.charted(cand))

    def peers(self, found: Sequence[Candidate], dropped: tuple[int, ...]) -> list[Candidate]:
        """`found` without the candidates at `dropped`, one list per such set (the features
        index a list by identity, so every figure that drops the same asides shares one)."""
        at = (id(found), dropped)
        if at not in self._peers:
            gone = set(dropped)
            self._found.append(found)
            self._peers[at] = [c for i, c in enumerate(found) if i not in gone]
        return self._peers[at]

    def view(self, found: Sequence[Candidate], measured: bool, outside: bool) -> _View:
        """The candidates of `found` such a figure may take (made once per kind)."""
        at = (id(found), measured, outside)
        if at not in self._views:
            self._found.append(found)
            kept = [(i, c) for i, c in enumerate(found) if not self.drops(c, measured, outside)]
            self._views[at] = _View(
                kept=kept, index=frozenset(i for i, _ in kept),
                plain=any(c.name is not None and c.mentions and not self.only_aside(c)
                          for _, c in kept),
                aside=frozenset(i for i, c in kept
                                if c.name is not None and self.only_aside(c)))
        return self._views[at]


def _hardware_rows(ctx: Context, place: Place, claim: Claim, filters: _Filters,
                   outside: bool) -> list[tuple[Candidate, Features]]:
    """The rows of the hardware decision for a figure the rules bound to no machine: as
    `choice_rows` filtered and `tied_rows` keep them, but with features computed only for
    the candidates the figure's text may tie to it where the document names several
    machines (every figure reads the same candidates, indexed once)."""
    found = ctx.candidates("hardware", claim)
    view = filters.view(found, claim.evidence is Evidence.measured, outside)
    lookup = shortlist_of(ctx.layout, found)
    here = lookup.paragraphs.get(place.block.paragraph, set()) if place.block else set()

    def alive(i: int) -> bool:
        # an aside machine ("for one test I also used ...") leaves the count of machines
        # before the several-machines convention is applied, and the features' peers too:
        # the none candidate must not read it as a rival of the test machine
        if filters.sender(found[i]) and not any(
                place.sentence[0] <= m.start < place.sentence[1] for m in found[i].mentions):
            return False  # the load's source, even where it is the only machine named
        return not (view.plain and i in view.aside and i not in here) and \
            (i in here or found[i].name not in ctx.shared)  # "Inferentia2" of two inf2s
    peers = filters.peers(found, tuple(i for i in sorted(view.aside) if not alive(i)))

    def row(cand: Candidate) -> tuple[Candidate, Features]:
        return cand, candidate_features(ctx.layout, place, cand, None, len(peers), peers)
    if not several(c.name for i, c in view.kept if c.name is not None and alive(i)):
        return own_rows([row(c) for i, c in view.kept if alive(i)], ctx.options)
    ties = sorted(i for i in lookup.tied(place) if i in view.index and alive(i))
    # (the last candidate is none stated, which no filter drops and every figure keeps)
    rows = [row(found[i]) for i in [*ties, len(found) - 1]]
    return own_rows([(c, f) for c, f in rows if c.name is None or not TIES.isdisjoint(f)],
                    ctx.options)


def _unnamed_row(ctx: Context, place: Place) -> bool:
    """True when the figure's table gives each row (or column) its machine and the figure's
    row and column name none (`machine_slots`): no other machine of the text is its."""
    return ctx.slots is not None and place.block is not None and \
        ctx.slots.unnamed_at(place.block, place.at)


def decide(model: Decisions, ctx: Context, claims: Sequence[Claim]) -> tuple[Claim, ...]:
    """The claims with every decision the model has weights for made by the model."""
    if not model.choices and not model.figures:
        return tuple(claims)
    out: list[Claim] = []
    votes: list[Vote] = []
    filters = _Filters(ctx, claims)
    surveyed = surveys_machines(claims, ctx.publisher)
    writer = writer_facts(ctx, surveyed)
    for claim in claims:
        place = ctx.layout.place(claim)
        decided = claim
        outside = bool(ctx.charts) and not _within(ctx.charts, claim)
        for decision in CHOICES:
            # A name the rules bound stands (see `_choose`): its candidates are not read.
            if decision in model.choices and rule_name(decision, claim) is None:
                if decision == "hardware" and _unnamed_row(ctx, place):
                    continue  # a table row that names no machine of its own: none stated
                if decision == "hardware":
                    rows = _hardware_rows(ctx, place, claim, filters, outside)
                else:
                    measured = claim.evidence is Evidence.measured
                    rows = [(c, f) for c, f in choice_rows(ctx, place, decision, claim)
                            if not filters.drops(c, measured, outside)]
                decided = apply_name(decision, decided, _choose(model, rows, decision, None))
        feats = figure_features(ctx.layout, place, claim, ctx.stance.value, ctx.home, writer) \
            if model.figures else {}
        kinds = kind_features(ctx.layout, place, claim, feats) if "kind" in model.figures \
            else feats
        for decision in FIGURE_DECISIONS:
            rule = rule_label(decision, claim)
            if decision in model.figures and replaceable(decision, rule) and not (
                    decision == "kind" and stated_kind(ctx.layout, place, claim)):
                if decision == "measured_by":
                    # (decided once for the document, below)
                    votes.append((len(out), rule, model.scores(decision, feats)))
                    continue
                learned = model.classify(decision, kinds if decision == "kind" else feats, rule)
                label = verb_kept(ctx.layout, place, claim, learned) if decision == "kind" \
                    else learned
                if label is not None and replaceable(decision, rule, label):
                    decided = apply_label(decision, decided, label)
        out.append(decided)
    for at, rule, label in document_vote(model, votes):
        kept = measurer(ctx, claims[at], label, surveyed)
        if kept is not None and replaceable("measured_by", rule, kept):
            out[at] = apply_label("measured_by", out[at], kept)
    return tuple(out)

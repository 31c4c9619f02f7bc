"""The rule about one figure, or one run, that a document states two ways."""

from __future__ import annotations

import bisect
from collections.abc import Hashable, Iterator, Sequence
from itertools import combinations

from checkers.consistency import in_table, inconsistent_figures
from checkers.facts import (
    agree,
    compared,
    norm,
    performance,
    short,
    significant_digits,
    stated_ratios,
)
from checkers.rule import Hit, rule
from checkers.setups import far_apart, two_setups
from claims.model import Claim, Document, Kind, Mention, Severity

#: The qualifiers of a run a mention states, and how a message names each.
_RUN_QUALIFIERS = (("parallelism", "parallelism"), ("precision", "precision"),
                   ("accelerator_count", "accelerator count"))


def _qualifier(mention: Mention, name: str) -> str | None:
    """A mention's stated qualifier in comparable form ("TP2", "tp2" and "TP 2" are one)."""
    value = getattr(mention, name)
    return None if value is None else "".join(str(value).split()).lower()


def _setup(mention: Mention, qualifiers: frozenset[str]) -> frozenset[str]:
    """The set-up a mention's sentence names, without the qualifiers being compared: "with
    TP2" names the run's parallelism, not a feature the run has."""
    return frozenset(m for m in mention.setup
                     if "".join(m.partition(":")[2].split()[:1]) not in qualifiers)


class _Sentences:
    """The sentences the records were quoted from, to tell whether two mentions of a figure
    stand in one sentence (which then states two set-ups, not one twice)."""

    def __init__(self, claims: Sequence[Claim]) -> None:
        """Index the claims' sentences by where they start."""
        spans = sorted({(c.source.span.start, c.source.span.end) for c in claims
                        if c.source.span is not None})
        self.spans = spans
        self.starts = [a for a, _ in spans]

    def of(self, mention: Mention) -> tuple[int, int] | None:
        """The quoted sentence holding the mention, or None when no record quotes it."""
        if mention.span is None:
            return None
        i = bisect.bisect_right(self.starts, mention.span.start) - 1
        # Sentences do not nest: the last one starting at or before the mention holds it.
        if i >= 0 and mention.span.end <= self.spans[i][1]:
            return self.spans[i]
        return None

    def apart(self, one: Mention, two: Mention) -> bool:
        """True when two mentions stand in different sentences, as far as the records say."""
        where = self.of(one)
        return where is None or where != self.of(two)


def _stated_two_ways(claim: Claim, sentences: _Sentences
                     ) -> tuple[str, str, Mention, Mention] | None:
    """The first run qualifier two mentions of one figure, in different sentences and of
    one set-up, state differently: the qualifier's field and label, and the two mentions."""
    for name, label in _RUN_QUALIFIERS:
        stated = [(value, m) for m in claim.mentions
                  if (value := _qualifier(m, name)) is not None]
        values = frozenset(value for value, _ in stated)
        if len(values) < 2:
            continue
        for (one_value, one), (two_value, two) in combinations(stated, 2):
            if one_value != two_value and sentences.apart(one, two) \
                    and not two_setups(_setup(one, values), _setup(two, values)):
                return name, label, one, two
    return None


def _stated_run(claim: Claim) -> tuple[str | None, ...] | None:
    """The run a figure's mentions state, one value per qualifier (None where none says);
    None when fewer than two qualifiers are stated, or mentions disagree (the case above):
    two qualifiers named are what identifies one set-up."""
    run: list[str | None] = []
    for name, _ in _RUN_QUALIFIERS:
        values = {v for m in claim.mentions if (v := _qualifier(m, name)) is not None}
        if len(values) > 1:
            return None
        run.append(next(iter(values), None))
    return tuple(run) if sum(v is not None for v in run) >= 2 else None


def _run_words(claim: Claim) -> str:
    """The run a figure's mentions state, as written ("TP2, FP8, 8 accelerators")."""
    words = []
    for name, _ in _RUN_QUALIFIERS:
        value = next((getattr(m, name) for m in claim.mentions if getattr(m, name) is not None),
                     None)
        if value is not None:
            words.append(f"{value} accelerators" if name == "accelerator_count" else str(value))
    return ", ".join(words)


def _marks(claim: Claim) -> frozenset[str]:
    """The set-up every mention of a figure names, together."""
    return frozenset(mark for m in claim.mentions for mark in m.setup)


_POINT = ("concurrency", "input_length", "output_length")


def _one_run_two_values(claims: Sequence[Claim], ratios: Sequence[Claim]
                        ) -> Iterator[tuple[Claim, Claim]]:
    """Pairs of figures of one metric, model (or none), hardware, operating point and stated
    run (two qualifiers or more, the same on both) with values that disagree, in different
    sentences and of one set-up."""
    groups: dict[Hashable, list[Claim]] = {}
    for claim in performance(claims):
        run = _stated_run(claim)
        cond = claim.conditions
        if run is None or claim.kind is Kind.before_after or not cond.hardware:
            continue
        key = (norm(claim.metric), claim.unit, claim.per, claim.statistic, claim.kind,
               cond.model, cond.hardware, run)
        groups.setdefault(key, []).append(claim)
    for group in groups.values():
        for one, two in combinations(group, 2):
            if one.source.quote == two.source.quote or (in_table(one) and in_table(two)):
                continue
            if agree(one.value, two.value) or far_apart(one.value, two.value):
                continue
            if any(getattr(one.conditions, f) != getattr(two.conditions, f) for f in _POINT):
                continue  # another operating point, or one only one side states
            low, high = sorted((one.value, two.value))
            if compared(low, high, ratios) or two_setups(_marks(one), _marks(two)):
                continue
            yield one, two


@rule("CLM120", "self-contradiction", Severity.warning, family="consistency")
def self_contradiction(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A document states one figure's configuration, or one run's figure, two ways.

    ## What it does
    Reads each place a performance figure is stated, with the run qualifiers
    that place's own sentence or table row gives it (parallelism such as TP2
    or EP8, number format such as FP8, accelerator count), and flags a figure
    whose mentions disagree on one: the summary says TP2, the body says EP2
    for the same value of the same metric on the same model and hardware.
    A sentence naming two values of a qualifier gives none; two mentions in
    one sentence, or in sentences that name different set-ups (with and
    without a feature, cached and first-time, sender and receiver), are left
    alone, as are figures written with one significant digit ("2x", "8"),
    which recur by chance. Another model or hardware makes another figure,
    never a mention of this one. It also flags two figures of one metric,
    model (or none), hardware and operating point whose mentions state the
    same run in two qualifiers or more (TP2 and FP8; FP8 on eight GPUs)
    with values that disagree beyond rounding yet lie within 1.5x, in
    different sentences of one set-up, when no stated ratio sets them apart
    and `inconsistent-figures` has not already raised the pair.

    ## Why it matters
    A reader who quotes the figure cannot tell which configuration produced
    it, and a buyer who reproduces it with the wrong one gets another result.
    One of the two statements is an editing slip, or the figure was measured
    on a set-up the text describes two ways.

    ## Example
    A summary and a results section that give one figure two parallelisms:
    "Tidewater 3 serves Llama 3.1 70B at 12,400 tokens per second on eight
    H100 GPUs with TP2." and, later, "Tidewater 3 reached 12,400 tokens per
    second on Llama 3.1 70B with EP2."

    ## Use instead
    State the configuration once, the same way everywhere: "Tidewater 3
    serves Llama 3.1 70B at 12,400 tokens per second on eight H100 GPUs with
    TP2." and "Tidewater 3 reached 12,400 tokens per second on Llama 3.1 70B
    with TP2."
    """
    sentences: _Sentences | None = None
    for claim in performance(claims):
        if len(claim.mentions) < 2 or significant_digits(claim.value) < 2:
            continue
        if sentences is None:  # most documents state no figure twice: built when one does
            sentences = _Sentences(claims)
        found = _stated_two_ways(claim, sentences)
        if found is None:
            continue
        name, label, one, two = found
        # The message names both places; the evidence is the record's quote, as for every rule.
        yield Hit(f"{short(claim)} is stated with {label} {getattr(one, name)} on line "
                  f"{one.line} and {getattr(two, name)} on line {two.line}", (claim,))
    raised: set[str] | None = None
    for first, second in _one_run_two_values(claims, stated_ratios(claims)):
        if raised is None:  # a pair `inconsistent-figures` raises is its, not raised twice
            raised = {i for f in inconsistent_figures.check(document, claims)
                      for i in f.claim_ids}
        if first.id in raised and second.id in raised:
            continue
        yield Hit(f"the same {first.metric} of one set-up ({first.conditions.model} on "
                  f"{first.conditions.hardware}, {_run_words(first)}) is given as "
                  f"{short(first)} and {short(second)}", (first, second))


RULES = (self_contradiction,)

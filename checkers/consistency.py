"""Rules about figures that contradict each other."""

from __future__ import annotations

import bisect
import re
from collections.abc import Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import accumulate, combinations

from checkers.facts import (
    agree,
    compared,
    listing,
    mentions_by_sentence,
    names,
    norm,
    performance,
    shared_names,
    short,
    significant_digits,
    stated_ratios,
)
from checkers.messages import format_number
from checkers.rule import Hit, rule
from checkers.setups import SAME_QUANTITY_SPAN, far_apart, setup_marks, two_setups
from claims.extract.conditions.choice import compared_clauses, outside
from claims.model import Claim, Document, Kind, Mention, Severity
from claims.vocabulary.lazy import lazy


def _identity(claim: Claim) -> Hashable | None:
    """What makes two figures the same quantity, or None when too little is stated to say."""
    cond = claim.conditions
    if not (cond.model or cond.hardware or cond.accelerator or cond.workload):
        return None
    base = claim.baseline
    return (norm(claim.metric), claim.unit, claim.per, claim.statistic, claim.kind,
            norm(claim.measures), cond, claim.evidence,
            (base.description, base.value, base.conditions) if base else None)


# "..., against 0.86 million tokens per second with the 1F1B schedule": the clause of the
# figure a sentence sets its own against, to the end of the clause.
_AGAINST_FIGURE = lazy(r"\b(?:against|versus|vs\.?|compared\s+(?:to|with))\s+"
                       r"(?:about\s+|roughly\s+|~)?\$?\d[^;]*", re.I)


@dataclass(frozen=True)
class _Sides:
    """The clauses of a sentence that describe the other side of a comparison ("1.8x the
    throughput Megatron-LM reports for GPT-3 175B", "against 0.86 million with 1F1B"),
    whose names are a baseline's: sorted, with what is needed to find the one holding an
    offset without a scan of all of them."""

    clauses: tuple[tuple[int, int], ...]
    starts: tuple[int, ...]
    reach: tuple[int, ...]  # the furthest end among the clauses up to each one

    @classmethod
    def of(cls, quote: str) -> _Sides:
        """The other sides a sentence describes."""
        clauses = tuple(sorted([*compared_clauses(quote, 0, len(quote)),
                                *(m.span() for m in _AGAINST_FIGURE.finditer(quote))]))
        return cls(clauses, tuple(a for a, _ in clauses),
                   tuple(accumulate((b for _, b in clauses), max)))

    def at(self, offset: int | None) -> tuple[int, int] | None:
        """The last-starting clause that holds `offset`, or None."""
        if offset is None:
            return None
        i = bisect.bisect_right(self.starts, offset) - 1
        while i >= 0 and self.reach[i] > offset:  # some clause up to i still reaches it
            a, b = self.clauses[i]
            if a <= offset < b:
                return self.clauses[i]
            i -= 1
        return None


def _own_part(quote: str, at: int | None, sides: _Sides) -> str:
    """The part of a sentence about the figure at offset `at`: without the clauses that
    describe the other side of a comparison; or, for a figure standing in such a clause,
    the clause alone."""
    inside = sides.at(at)
    if inside is not None:
        return quote[inside[0]:inside[1]]
    return " ".join(quote[a:b] for a, b in outside(0, len(quote), list(sides.clauses)))


def _offset(claim: Claim) -> int | None:
    """Where the claim's first mention stands in its quote, if the spans say."""
    span, mention = claim.source.span, claim.mentions[0].span if claim.mentions else None
    return mention.start - span.start if span is not None and mention is not None else None


def own_part(claim: Claim) -> str:
    """The part of a claim's sentence its figure is about: the other side's clause when the
    figure stands in it ("13x the 180 tokens per second ... on eight H100 GPUs"), else the
    sentence without such clauses."""
    quote = claim.source.quote
    return _own_part(quote, _offset(claim), _Sides.of(quote))


def _in_table(claim: Claim) -> bool:
    """True when the figure was read from a table row."""
    return " | " in claim.source.quote


# "at 95% recall", "with 4 KB blocks": a setting; "peaked at 5.5 million", "came in at 4 ms":
# a result (a verb of reaching stands before the "at").
_SETTING_WORD = lazy(
    r"(?<!peaked\s)(?<!reached\s)(?<!stood\s)(?<!topped\sout\s)(?<!came\sin\s)(?<!hit\s)"
    r"(?<!ran\s)(?<!runs\s)(?<!running\s)(?<!capped\s)(?<!settled\s)(?<!arrived\s)"
    r"(?<!measured\s)(?<!held\s)(?<!stayed\s)(?<!starts\s)(?<!started\s)"
    r"\b(?:at|with|under|using)\s+(?:a\s+|an\s+|the\s+)?$", re.I)


Settings = dict[str, frozenset[float]]
Mentioned = Mapping[str, Sequence[tuple[Claim, int]]]


def _settings(quote: str, unit: str, mentioned: Mentioned) -> Settings:
    """The other quantities a sentence sets, by unit: configuration and quality figures and
    those the sentence puts after "at", "with", "under" or "using", wherever their records were
    first quoted; figures of `unit` itself are left out."""
    out: dict[str, set[float]] = {}
    for other, at in mentioned.get(quote, ()):
        if other.unit != unit and _is_setting(other, quote, at):
            out.setdefault(other.unit, set()).add(other.value)
    return {u: frozenset(values) for u, values in out.items()}


def _other_settings(first: Settings, second: Settings) -> bool:
    """True when each figure's sentence sets another quantity of one unit to a different
    value ("4.1 ms at 95% recall" and "12.7 ms at 99% recall"): two operating points.
    Other results in the sentences prove nothing."""
    return any(not any(agree(a, b) for a in first[unit] for b in second[unit])
               for unit in first.keys() & second.keys())


# How far before a figure its "at", "with"... is looked for: the word, its article, the
# verbs it must not follow, and the spaces between them fit well within this.
_SETTING_REACH = 64


def _is_setting(claim: Claim, quote: str, at: int) -> bool:
    """A configuration or quality figure (the recall a speed was measured at), or one the
    sentence introduces with "at", "with"..."""
    # A window before the figure, not the whole sentence up to it: a sentence of thousands
    # of figures would be read once per figure (the lookbehinds still see before it).
    return claim.kind in (Kind.config, Kind.quality) or \
        _SETTING_WORD.search(quote, max(0, at - _SETTING_REACH), at) is not None


def _per_column(claim: Claim, mentioned: Mentioned) -> bool:
    """True when the figure is one cell of a table row that gives another figure of its
    unit: each column is its own system, so the row states no one quantity twice."""
    return _in_table(claim) and sum(
        1 for other, _ in mentioned.get(claim.source.quote, ()) if other.unit == claim.unit) > 1


@dataclass(frozen=True)
class _Class:
    """Figures of one group with one quote and one value: every pair test depends on no more."""

    quote: str
    value: float
    table: bool = field(compare=False)  # the rest follows from the quote
    settings: Settings = field(compare=False)


_MAX_SUBSET_WALK = 10  # name sets up to this size have their subsets looked up one by one

_ByValue = dict[float, _Class]  # one group's figures of one quote, by value
SettingsCache = dict[tuple[str, str], Settings]  # (quote, unit) -> what the sentence sets


class _Pairs:
    """Which figures of one group clash with at least one other, without trying every pair.

    A pair clashes when the values disagree, the quotes differ, not both are table
    rows, the document states no ratio between them, their sentences set no other
    quantity to different values, and neither sentence names something the other
    does not (one's names are a subset of the other's). Figures are bucketed by
    (quote, value), buckets by name set, quote and value, so a search skips whole
    sentences that cannot clash (its own, one setting another operating point) and
    stops at the first partner it finds. Which figures clash does not depend on the
    order of the search: the relation is symmetric, and every figure with a partner
    is found.
    """

    def __init__(self, group: Sequence[Claim], ratios: Sequence[Claim],
                 mentioned: Mentioned, shared: frozenset[str],
                 settings: SettingsCache | None = None) -> None:
        """Bucket the group's figures (a cell of a row of several never clashes: left out);
        `settings` caches each sentence's settings across the groups of a run."""
        self.ratios = ratios
        self.members: dict[_Class, list[Claim]] = {}
        self.names: dict[_Class, frozenset[str]] = {}
        self.marks: dict[_Class, frozenset[str]] = {}
        self.index: dict[frozenset[str], dict[str, _ByValue]] = {}
        self.holding: dict[str, set[frozenset[str]]] = {}  # name -> the name sets holding it
        self.settings = {} if settings is None else settings
        self.mentioned = mentioned
        self.quotes: dict[str, tuple[bool, _Sides]] = {}  # quote -> table?, other sides
        # (quote, the other side's clause a figure stands in, or None) -> the names it reads
        self.parts: dict[tuple[str, tuple[int, int] | None], frozenset[str]] = {}
        self.units: dict[tuple[str, str], int] = {}  # (quote, unit) -> its figures
        for claim in group:
            quote = claim.source.quote
            table, sides = self._quote(quote)
            if table and self._figures_of(quote, claim.unit) > 1:
                continue  # _per_column: one cell of a row of several
            key = _Class(quote, claim.value, table, self._settings(quote, claim.unit))
            if key not in self.members:
                self.members[key] = []
                names_ = self._own_names(quote, sides, _offset(claim), shared)
                self.names[key] = names_
                self.marks[key] = setup_marks(_own_part(quote, _offset(claim), sides))
                self.index.setdefault(names_, {}).setdefault(quote, {})[key.value] = key
                for name in names_:
                    self.holding.setdefault(name, set()).add(names_)
            self.members[key].append(claim)
        # Name sets in order of first appearance: a search tries them in the order of the text.
        self.rank = {names_: at for at, names_ in enumerate(self.index)}
        self.related: dict[frozenset[str], list[frozenset[str]]] = {}
        # name set -> its figures by size of value, each with its place in the text's order
        self.by_size: dict[frozenset[str], tuple[list[float], list[tuple[int, int, _Class]]]] = {}

    def _quote(self, quote: str) -> tuple[bool, _Sides]:
        """Whether a quote is a table row, and its clauses about a comparison's other side:
        read once per sentence, not once per figure of it."""
        known = self.quotes.get(quote)
        if known is None:
            known = self.quotes[quote] = (" | " in quote, _Sides.of(quote))
        return known

    def _own_names(self, quote: str, sides: _Sides, at: int | None,
                   shared: frozenset[str]) -> frozenset[str]:
        """The names of the part of a sentence a figure at `at` is about (see `_own_part`),
        worked out once per sentence and part."""
        key = (quote, sides.at(at))
        known = self.parts.get(key)
        if known is None:
            known = self.parts[key] = names(_own_part(quote, at, sides)) - shared
        return known

    def _figures_of(self, quote: str, unit: str) -> int:
        """How many mentions of figures of `unit` a sentence holds (counted once)."""
        key = (quote, unit)
        if key not in self.units:
            self.units[key] = sum(1 for other, _ in self.mentioned.get(quote, ())
                                  if other.unit == unit)
        return self.units[key]

    def _settings(self, quote: str, unit: str) -> Settings:
        """`_settings` of a sentence and unit, worked out once a run."""
        key = (quote, unit)
        if key not in self.settings:
            self.settings[key] = _settings(quote, unit, self.mentioned)
        return self.settings[key]

    def _related(self, names_: frozenset[str]) -> list[frozenset[str]]:
        """The name sets that are a subset or a superset of `names_`, in a fixed order."""
        known = self.related.get(names_)
        if known is not None:
            return known
        if len(names_) <= _MAX_SUBSET_WALK:
            below = {frozenset(part) for size in range(len(names_) + 1)
                     for part in combinations(sorted(names_), size)} & self.index.keys()
        else:
            below = {other for other in self.index if other <= names_}
        if names_:
            rarest = min(names_, key=lambda name: (len(self.holding[name]), name))
            above = {other for other in self.holding[rarest] if names_ <= other}
        else:
            above = set(self.index)
        found = sorted(below | above, key=self.rank.__getitem__)
        self.related[names_] = found
        return found

    def _sized(self, names_: frozenset[str]) -> tuple[list[float], list[tuple[int, int, _Class]]]:
        """A name set's figures sorted by the size of their value, each with its place in the
        text's order (quote, then value), so that a search looks only at values near one."""
        known = self.by_size.get(names_)
        if known is None:
            placed = sorted((abs(key.value), (q, v, key))
                            for q, by_value in enumerate(self.index[names_].values())
                            for v, key in enumerate(by_value.values()))
            known = self.by_size[names_] = ([size for size, _ in placed],
                                            [at for _, at in placed])
        return known

    def _partner(self, one: _Class) -> _Class | None:
        """A bucket whose figures clash with `one`'s, or None: the first in the text's order.

        Values more than SAME_QUANTITY_SPAN apart never clash, so only the figures whose size
        lies within that span of `one`'s are read (a bisection), not every figure of the set.
        """
        size = abs(one.value)
        if size == 0:
            return None
        for names_ in self._related(self.names[one]):
            sizes, places = self._sized(names_)
            lo = bisect.bisect_left(sizes, size / SAME_QUANTITY_SPAN)
            hi = bisect.bisect_right(sizes, size * SAME_QUANTITY_SPAN)
            for _, _, two in sorted(places[lo:hi], key=lambda at: at[:2]):
                if two.quote == one.quote or (one.table and two.table) or \
                        _other_settings(one.settings, two.settings):
                    continue
                if agree(one.value, two.value) or far_apart(one.value, two.value) or \
                        two_setups(self.marks[one], self.marks[two]):
                    continue
                low, high = sorted((one.value, two.value))
                if not compared(low, high, self.ratios):
                    return two
        return None

    def clashing(self) -> set[str]:
        """The ids of the figures that clash with some other figure of the group."""
        found: set[_Class] = set()
        for one in self.members:
            if one in found:
                continue
            two = self._partner(one)
            if two is not None:
                found.update((one, two))
        return {claim.id for key in found for claim in self.members[key]}


@rule("CLM115", "inconsistent-figures", Severity.warning, family="consistency")
def inconsistent_figures(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """The same quantity is given different values in one document.

    ## What it does
    Groups performance figures by metric, unit, denominator, statistic, kind,
    what they measure, evidence, baseline and full conditions, and flags
    values in a group that do not agree even after rounding (1.7 million and
    1.74 million agree; 1.7 and 1.9 million do not). Figures with no model,
    hardware or workload stated are skipped, since nothing says they are the
    same quantity; before/after pairs are never grouped. Two values are also
    left alone when the text shows they are two setups: one sentence or table
    row gives both, both are table rows, the document states the ratio or
    percentage change between them, each one's sentence names something (a
    tool, product, year) the other's does not or sets another quantity to a
    different value ("at 95% recall" and "at 99% recall"), one is a cell of a
    row giving another figure of its unit, the two name different set-ups
    ("with MTP" and "without MTP", first-time and cached, sender and
    receiver, peak and median), or the values are over 1.5 times apart.

    ## Why it matters
    Two values for one quantity mean a typo, an edit that updated one mention
    and not another, or two configurations described as one. Either way, one of
    the figures a reader might quote is wrong.

    ## Example
    A summary and a body that disagree on one setup: "The rack serves 1.7
    million tokens per second per GPU on DeepSeek-V4.1-Flash." and "The rack
    serves 1.9 million tokens per second per GPU on DeepSeek-V4.1-Flash."

    ## Use instead
    Give one value per quantity, and when there are two configurations, say
    what differs between them: "The rack serves 1.7 million tokens per second
    per GPU on DeepSeek-V4.1-Flash at FP4. At FP8 the rack serves 1.1 million
    tokens per second per GPU on DeepSeek-V4.1-Flash."
    """
    groups: dict[Hashable, list[Claim]] = {}
    for claim in performance(claims):
        key = _identity(claim) if claim.kind is not Kind.before_after else None
        if key is not None:
            groups.setdefault(key, []).append(claim)
    several = [group for group in groups.values() if len(group) > 1]
    if not several:  # most documents give each quantity once: nothing to compare
        return
    ratios = stated_ratios(claims)
    mentioned = mentions_by_sentence(tuple(claims))
    shared: frozenset[str] | None = None
    settings: SettingsCache = {}
    for group in several:
        if len({c.value for c in group}) < 2:  # one value, however often: nothing clashes
            continue
        if len({c.source.quote for c in group}) < 2:  # one sentence gives both: two setups
            continue
        if shared is None:
            shared = shared_names(document, claims)
        clashing = _Pairs(group, ratios, mentioned, shared, settings).clashing()
        if clashing:
            found = [c for c in group if c.id in clashing]
            values = sorted({c.value for c in found})
            shown = listing([f"{format_number(v)} {found[0].unit}" for v in values])
            yield Hit(f"the same {found[0].metric} figure is given as {shown}", tuple(found))


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
            if one.source.quote == two.source.quote or (_in_table(one) and _in_table(two)):
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
    for one, two in _one_run_two_values(claims, stated_ratios(claims)):
        if raised is None:  # a pair `inconsistent-figures` raises is its, not raised twice
            raised = {i for f in inconsistent_figures.check(document, claims)
                      for i in f.claim_ids}
        if one.id in raised and two.id in raised:
            continue
        yield Hit(f"the same {one.metric} of one set-up ({one.conditions.model} on "
                  f"{one.conditions.hardware}, {_run_words(one)}) is given as {short(one)} "
                  f"and {short(two)}", (one, two))


RULES = (inconsistent_figures, self_contradiction)

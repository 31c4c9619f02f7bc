"""Rules about figures that contradict each other."""

from __future__ import annotations

import bisect
from collections.abc import Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from checkers.facts import (
    agree,
    compared,
    listing,
    mentions_by_sentence,
    names,
    norm,
    performance,
    shared_names,
    stated_ratios,
)
from checkers.messages import format_number
from checkers.percentiles import out_of_order
from checkers.rate_slips import rate_slips
from checkers.rule import Hit, rule
from checkers.setups import SAME_QUANTITY_SPAN, far_apart, setup_marks, two_setups
from checkers.summaries import summarised
from checkers.two_ways import stated_two_ways
from claims.extract.facts.around import setting_before
from claims.extract.facts.compared import OtherSides, other_sides
from claims.extract.facts.compared import own_part as sentence_part
from claims.extract.facts.names import heading_numbers
from claims.model import Claim, Document, Kind, Severity


def _identity(claim: Claim) -> tuple[Hashable, ...] | None:
    """What makes two figures the same quantity, or None when too little is stated to say."""
    cond = claim.conditions
    if not (cond.model or cond.hardware or cond.accelerator or cond.workload):
        return None
    base = claim.baseline
    return (norm(claim.metric), claim.unit, claim.per, claim.statistic, claim.kind,
            norm(claim.measures), cond, claim.evidence,
            (base.description, base.value, base.conditions) if base else None)


def _offset(claim: Claim) -> int | None:
    """Where the claim's first mention stands in its quote, if the spans say."""
    span, mention = claim.source.span, claim.mentions[0].span if claim.mentions else None
    return mention.start - span.start if span is not None and mention is not None else None


def own_part(claim: Claim) -> str:
    """The part of a claim's sentence its figure is about: the other side's clause when the
    figure stands in it ("13x the 180 tokens per second ... on eight H100 GPUs"), else the
    sentence without such clauses."""
    return sentence_part(claim.source.quote, _offset(claim))


def in_table(claim: Claim) -> bool:
    """True when the figure was read from a table row."""
    return is_row(claim.source.quote)


def is_row(quote: str) -> bool:
    """True for a table row's quote: its cells stand between bars, spaced or not
    ("LZ4 | 2.101", "**zstd**|**2.877**")."""
    return "|" in quote


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


def headings_apart(first: str | None, second: str | None) -> bool:
    """True when two figures stand under headings that each name numbers, and not the same
    ones ("Latency at 20 RPS" and "Latency at 200 RPS", "Llama 3 8B" and "Llama 3 70B"):
    each section is its own operating point or system."""
    if not first or not second or first == second:
        return False
    one, two = heading_numbers(first), heading_numbers(second)
    return bool(one) and bool(two) and one != two


def _is_setting(claim: Claim, quote: str, at: int) -> bool:
    """A configuration or quality figure (the recall a speed was measured at), or one the
    sentence introduces with "at", "with"..."""
    return claim.kind in (Kind.config, Kind.quality) or setting_before(quote, at)


def _per_column(claim: Claim, mentioned: Mentioned) -> bool:
    """True when the figure is one cell of a table row that gives another figure of its
    unit: each column is its own system, so the row states no one quantity twice."""
    return in_table(claim) and sum(
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
        self.quotes: dict[str, tuple[bool, OtherSides]] = {}  # quote -> table?, other sides
        # (quote, the other side's clause a figure stands in, or None) -> the names it reads
        self.parts: dict[tuple[str, tuple[int, int] | None], frozenset[str]] = {}
        self.units: dict[tuple[str, str], int] = {}  # (quote, unit) -> its figures
        self.sections: dict[_Class, str | None] = {}  # the heading each bucket stands under
        for claim in group:
            quote = claim.source.quote
            table, sides = self._quote(quote)
            if table and self._figures_of(quote, claim.unit) > 1:
                continue  # _per_column: one cell of a row of several
            key = _Class(quote, claim.value, table, self._settings(quote, claim.unit))
            if key not in self.members:
                self.members[key] = []
                self.sections[key] = claim.source.section
                names_ = self._own_names(quote, sides, _offset(claim), shared)
                self.names[key] = names_
                self.marks[key] = setup_marks(sentence_part(quote, _offset(claim)))
                self.index.setdefault(names_, {}).setdefault(quote, {})[key.value] = key
                for name in names_:
                    self.holding.setdefault(name, set()).add(names_)
            self.members[key].append(claim)
        # Name sets in order of first appearance: a search tries them in the order of the text.
        self.rank = {names_: at for at, names_ in enumerate(self.index)}
        self.related: dict[frozenset[str], list[frozenset[str]]] = {}
        # name set -> its figures by size of value, each with its place in the text's order
        self.by_size: dict[frozenset[str], tuple[list[float], list[tuple[int, int, _Class]]]] = {}
        # Buckets searched and found to clash with none: the relation is symmetric, so a
        # later search skips them rather than weigh every pair a second time from its end.
        self.alone: set[_Class] = set()

    def _quote(self, quote: str) -> tuple[bool, OtherSides]:
        """Whether a quote is a table row, and its clauses about a comparison's other side:
        read once per sentence, not once per figure of it."""
        known = self.quotes.get(quote)
        if known is None:
            known = self.quotes[quote] = (is_row(quote), other_sides(quote))
        return known

    def _own_names(self, quote: str, sides: OtherSides, at: int | None,
                   shared: frozenset[str]) -> frozenset[str]:
        """The names of the part of a sentence a figure at `at` is about (`sentence_part`),
        worked out once per sentence and part."""
        key = (quote, sides.at(at))
        known = self.parts.get(key)
        if known is None:
            known = self.parts[key] = names(sentence_part(quote, at)) - shared
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
                if two in self.alone or two.quote == one.quote or (one.table and two.table) or \
                        _other_settings(one.settings, two.settings) or \
                        headings_apart(self.sections[one], self.sections[two]):
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
            if two is None:
                self.alone.add(one)
            else:
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
    same quantity; before/after pairs are never grouped. A figure of a summary
    section ("Highlights", "TL;DR", "Key results") whose conditions and
    baseline are a part of a figure's outside it (the details add the OS
    version and the release compared) is grouped with it: a summary leaves
    the rest unsaid. Two values are also
    left alone when the text shows they are two setups: one sentence or table
    row gives both, both are table rows, the document states the ratio or
    percentage change between them, each one's sentence names something (a
    tool, product, year) the other's does not or sets another quantity to a
    different value ("at 95% recall" and "at 99% recall"), each stands under
    a heading naming other numbers ("Latency at 20 RPS", "Latency at 200
    RPS"), one is a cell of a row giving another figure of its unit, the two
    name different set-ups
    ("with MTP" and "without MTP", first-time and cached, sender and
    receiver, peak and median), or the values are over 1.5 times apart. A
    rate 10, 100 or 1000 times what an amount and a time of one sentence give
    ("51.88 MiB sent in 7678 ms" against "540Mbit/s", same software), and
    agreeing with none of them, is flagged too: a decimal slip. So is a
    product's version stated once with a digit dropped or added ("kopia
    0.2.0" where the rest says 0.12.0), or the figures' model named at two
    minor releases of one size, never together and one of them once. So are
    the times one table row gives of one measure at several percentiles that
    break their order beyond rounding (a P95 below the P50 beside it, a P99
    below the P90): no set of runs has them so.

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
    yield from rate_slips(claims)
    yield from out_of_order(claims)
    yield from stated_two_ways(document)
    groups: dict[tuple[Hashable, ...], list[Claim]] = {}
    for claim in performance(claims):
        key = _identity(claim) if claim.kind is not Kind.before_after else None
        if key is not None:
            groups.setdefault(key, []).append(claim)
    several = [group for group in groups.values() if len(group) > 1]
    several += summarised(groups)
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


RULES = (inconsistent_figures,)

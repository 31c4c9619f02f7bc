"""Rules about figures that contradict each other."""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterator, Mapping, Sequence
from itertools import combinations

from checkers.facts import (
    agree,
    compared,
    different_setups,
    listing,
    mentions_by_sentence,
    norm,
    performance,
    shared_names,
    stated_ratios,
)
from checkers.messages import format_number
from checkers.rule import Hit, rule
from claims.model import Claim, Document, Kind, Severity


def _identity(claim: Claim) -> Hashable | None:
    """What makes two figures the same quantity, or None when too little is stated to say."""
    cond = claim.conditions
    if not (cond.model or cond.hardware or cond.accelerator or cond.workload):
        return None
    base = claim.baseline
    return (norm(claim.metric), claim.unit, claim.per, claim.statistic, claim.kind,
            norm(claim.measures), cond, claim.evidence,
            (base.description, base.value, base.conditions) if base else None)


def _in_table(claim: Claim) -> bool:
    """True when the figure was read from a table row."""
    return " | " in claim.source.quote


def _disagree(one: Claim, two: Claim, ratios: Sequence[Claim]) -> bool:
    """True when two figures of one quantity disagree and neither their place nor the text
    explains it: not one sentence or table row (a sentence giving two values lists two
    setups), not two table rows, not a pair the document compares."""
    if agree(one.value, two.value):
        return False
    if one.source.quote == two.source.quote or (_in_table(one) and _in_table(two)):
        return False
    low, high = sorted((one.value, two.value))
    return not compared(low, high, ratios)


# "at 95% recall", "with 4 KB blocks": a setting; "peaked at 5.5 million", "came in at 4 ms":
# a result (a verb of reaching stands before the "at").
_SETTING_WORD = re.compile(
    r"(?<!peaked\s)(?<!reached\s)(?<!stood\s)(?<!topped\sout\s)(?<!came\sin\s)(?<!hit\s)"
    r"(?<!ran\s)(?<!runs\s)(?<!running\s)(?<!capped\s)(?<!settled\s)(?<!arrived\s)"
    r"(?<!measured\s)(?<!held\s)(?<!stayed\s)(?<!starts\s)(?<!started\s)"
    r"\b(?:at|with|under|using)\s+(?:a\s+|an\s+|the\s+)?$", re.I)


def _other_settings(one: Claim, two: Claim, mentioned: Mapping[str, Sequence[tuple[Claim, int]]]
                    ) -> bool:
    """True when each figure's sentence sets another quantity of one unit to a different
    value ("4.1 ms at 95% recall" and "12.7 ms at 99% recall"): two operating points. A
    setting is a configuration figure or one the sentence puts after "at", "with",
    "under" or "using", wherever its record was first quoted; other results prove nothing."""
    def beside(claim: Claim) -> dict[str, set[float]]:
        out: dict[str, set[float]] = {}
        for other, at in mentioned.get(claim.source.quote, ()):
            if other.id != claim.id and other.unit != claim.unit and \
                    _is_setting(other, claim.source.quote, at):
                out.setdefault(other.unit, set()).add(other.value)
        return out

    first, second = beside(one), beside(two)
    return any(not any(agree(a, b) for a in first[unit] for b in second[unit])
               for unit in first.keys() & second.keys())


def _is_setting(claim: Claim, quote: str, at: int) -> bool:
    """A configuration figure, or one the sentence introduces with "at", "with"..."""
    return claim.kind is Kind.config or _SETTING_WORD.search(quote[:at]) is not None


def _per_column(claim: Claim, mentioned: Mapping[str, Sequence[tuple[Claim, int]]]) -> bool:
    """True when the figure is one cell of a table row that gives another figure of its
    unit: each column is its own system, so the row states no one quantity twice."""
    return _in_table(claim) and sum(
        1 for other, _ in mentioned.get(claim.source.quote, ()) if other.unit == claim.unit) > 1


@rule("CLM115", "inconsistent-figures", Severity.error, family="consistency")
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
    protocol, tool, product, year) the other's does not, each one's sentence
    sets another quantity to a different value ("at 95% recall" and "at 99%
    recall": two operating points, wherever the setting's record was first
    quoted), or one is a cell of a table row that gives another figure of its
    unit (each column is its own system).

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
    shared: frozenset[str] | None = None  # worked out for the first disagreeing pair, if any
    mentioned = mentions_by_sentence(tuple(claims))
    for group in several:
        clashing: dict[str, Claim] = {}
        for one, two in combinations(group, 2):
            if not _disagree(one, two, ratios) or _other_settings(one, two, mentioned) \
                    or _per_column(one, mentioned) or _per_column(two, mentioned):
                continue
            if shared is None:
                shared = shared_names(document, claims)
            if not different_setups(one, two, shared):  # sentences naming different things
                clashing.update({one.id: one, two.id: two})
        if clashing:
            found = [c for c in group if c.id in clashing]
            values = sorted({c.value for c in found})
            shown = listing([f"{format_number(v)} {found[0].unit}" for v in values])
            yield Hit(f"the same {found[0].metric} figure is given as {shown}", tuple(found))


RULES = (inconsistent_figures,)

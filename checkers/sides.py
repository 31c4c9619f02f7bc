"""The two sides of a comparison: which stated figures a ratio divides, and what the
sentences of two compared figures set apart beyond their records' conditions.

A record's conditions hold what the extractor binds (hardware, model, precision,
software...). What a sentence says of how a side was run is judged here, from the facts
extraction reads of its words (`claims.extract.facts`): one side tuned for the workload
and the other left on defaults; the same product at two versions; two different
products; each side set to a different value of the same setting (a power limit, a
memory speed).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations

from checkers.consistency import own_part
from checkers.facts import agree, is_ratio, norm, per_run, significant_digits
from checkers.quotients import ByQuotient, by_value, size, windows
from checkers.spec_sides import may_be_sides
from claims.extract.facts.around import clause_breaks
from claims.extract.facts.names import named_things, version_after, words
from claims.extract.facts.wording import wording
from claims.memo import by_identity
from claims.model import Claim, Document, Kind


def divides_out(ratio: Claim, low: float, high: float) -> bool:
    """True when `ratio` is high/low (or the % change between them): within 1% (a ratio
    cut short, 96/14 as "6.8x"), or rounded as written and within 5% ("2x" written with
    one digit must not match any quotient from 1.5 to 2.5)."""
    changes = ((high - low) / low * 100, (high - low) / high * 100) if ratio.unit == "%" \
        else (high / low,)
    target = size(ratio)
    # The float tests first: they settle nearly every pair before the rounding test.
    return any(abs(q - target) <= 0.01 * target
               or (abs(q - target) <= 0.05 * target and agree(target, q))
               for q in changes)


@per_run
def _measured(claims: Iterable[Claim]) -> Mapping[str, tuple[Claim, ...]]:
    """The measured, non-ratio figures of each unit (read-only: shared by the run)."""
    out: dict[str, list[Claim]] = {}
    for c in claims:
        if c.value > 0 and c.unit != "count" and c.kind is not Kind.config and not is_ratio(c):
            out.setdefault(c.unit, []).append(c)
    return {unit: tuple(group) for unit, group in out.items()}


@per_run
def _stated(claims: Iterable[Claim]) -> Mapping[str, tuple[Claim, ...]]:
    """Every positive non-ratio figure of each unit, counts included (read-only: shared by
    the run)."""
    out: dict[str, list[Claim]] = {}
    for c in claims:
        if c.value > 0 and not is_ratio(c):
            out.setdefault(c.unit, []).append(c)
    return {unit: tuple(group) for unit, group in out.items()}


def sides_of(ratio: Claim, claims: Sequence[Claim]) -> tuple[Claim, Claim] | None:
    """The (higher, lower) figures a ratio divides out, when the text states both: both in
    a section that quotes the ratio, or one in the ratio's own sentence and the ratio
    written precisely enough (two digits or more) to rule out a coincidence ("That is
    4.3x the 2,280 queries per second ..."). Of several such pairs, the first in the
    text's order."""
    if not is_ratio(ratio) or size(ratio) <= 0:
        return None
    if not isinstance(claims, tuple):
        return _sides_of(ratio, claims)
    # Three rules ask for the sides of the same ratio of one run: the search is done once.
    found = _sides_found(claims)
    if id(ratio) not in found:
        found[id(ratio)] = (ratio, _sides_of(ratio, claims))
    return found[id(ratio)][1]


@per_run
def _sides_found(claims: Iterable[Claim]) -> dict[int, tuple[Claim, tuple[Claim, Claim] | None]]:
    """The sides found so far for the ratios of one run, by the ratio's identity (the
    ratio is kept beside its answer, so its identity cannot pass to another record)."""
    return {}


def _sides_of(ratio: Claim, claims: Sequence[Claim]) -> tuple[Claim, Claim] | None:
    """`sides_of`, computed."""
    sections = {ratio.source.section, *(m.section for m in ratio.mentions)}
    precise = significant_digits(ratio.value) > 1
    ranges = windows(ratio)
    for group in _measured(claims).values():
        # A pair qualifies only with a figure in the ratio's sections or its sentence: only
        # those figures' partners by value are weighed, not every pair of the group.
        index = by_value(group)
        values = index.by_position
        best: tuple[int, int] | None = None
        # Once a pair is found, the later figures that such a partner reaches (a partner's
        # windows hold a figure exactly when the figure's hold the partner): no other can
        # better it, and a long section's other figures are never weighed one by one.
        reach: set[int] | None = None
        # The first pair in the text's order is the least (i, j): taking the placed figures
        # in order, once a pair is found a later figure can only better it with a partner
        # at or before the pair's first position, so only those few are weighed.
        for i in sorted(index.placed(sections, ratio.source.quote if precise else None)):
            if reach is not None and i not in reach:
                continue
            if best is not None and reach is None:
                reach = {k for j in range(best[0] + 1) for k in index.partners(j, ranges)}
                if i not in reach:
                    continue
            bounds = index.bounds(i, ranges)
            if best is not None and best[0] + 1 < index.count(bounds):
                partners: Iterable[int] = index.partners_before(best[0] + 1, bounds)
            else:
                partners = index.partners(i, ranges)
            for j in partners:
                # Thousands of partners per figure in a long section: plain comparisons on
                # the values, not sorting the records, keep this loop cheap.
                pair = (i, j) if i < j else (j, i)
                if i == j or (best is not None and pair >= best):
                    continue
                a, b = values[i], values[j]
                if a == b or not (divides_out(ratio, a, b) if a < b
                                  else divides_out(ratio, b, a)):
                    continue
                low, high = (group[i], group[j]) if a < b else (group[j], group[i])
                near = [c.source.section in sections for c in (low, high)]
                own = [c.source.quote == ratio.source.quote for c in (low, high)]
                if (all(near) or (precise and any(own))) and may_be_sides(ratio, low, high):
                    best = pair
        if best is not None:
            low, high = sorted((group[best[0]], group[best[1]]), key=lambda c: c.value)
            return high, low
    return None


# How many lines apart two sentences (or table rows) of one section may start and still be
# read together: a wrapped paragraph's sentences, a small table's rows.
_NEIGHBOURS = 4


def sides_together(ratio: Claim, claims: Sequence[Claim]) -> tuple[Claim, Claim] | None:
    """The (higher, lower) figures a ratio divides out when they stand together anywhere in
    the document (one sentence or table row, or neighbouring sentences or rows of one
    section) and the ratio is written precisely enough (two digits or more) to rule out a
    coincidence: a title's "2.1x faster" whose sides are a table row of the results. Two
    figures whose records measure different things (nodes and users) are no such pair.
    Of several such pairs, the first in the text's order."""
    if not is_ratio(ratio) or size(ratio) <= 0 or significant_digits(ratio.value) < 2:
        return None
    ranges = windows(ratio)
    # Counts too: "1.38 million new orders per minute" may be read as a count of orders.
    for group in _stated(claims).values():
        found = [(i, j) for i, j in _neighbours(group).between(ranges)
                 if group[i].value != group[j].value
                 and divides_out(ratio, *sorted((group[i].value, group[j].value)))
                 and may_be_sides(ratio, group[i], group[j])]
        if found:
            i, j = min(found)
            low, high = sorted((group[i], group[j]), key=lambda c: c.value)
            return high, low
    return None


@by_identity(64)  # one per unit group of a run: the groups are the run's shared tuples
def _neighbours(group: tuple[Claim, ...]) -> ByQuotient:
    """The pairs of a group's figures that stand together (one section, at most
    `_NEIGHBOURS` lines apart) and measure the same thing, by quotient (read-only: shared
    by the run)."""
    by_section: dict[str | None, list[int]] = {}
    for i, c in enumerate(group):
        by_section.setdefault(c.source.section, []).append(i)
    pairs: list[tuple[int, int]] = []
    for members in by_section.values():
        members.sort(key=lambda i: group[i].source.line or 0)
        for at, i in enumerate(members):
            line = group[i].source.line or 0
            for j in members[at + 1:]:
                if (group[j].source.line or 0) - line > _NEIGHBOURS:
                    break
                if same_measure(group[i], group[j]):
                    pairs.append((min(i, j), max(i, j)))  # 150 nodes and 100 users: no pair
    return ByQuotient(group, pairs)


def _lines(claim: Claim) -> set[int]:
    """The lines that quote a figure: its source's and its other mentions'."""
    return {line for line in (claim.source.line, *(m.line for m in claim.mentions))
            if line is not None}


def range_of_rows(ratio: Claim, claims: Sequence[Claim]) -> bool:
    """True when a ratio written as a range ("6-10% higher") has each of its ends divided
    out by the two figures of one table row or sentence in its section: the range is the
    spread of the rows' own ratios."""
    if not is_ratio(ratio) or ratio.value_max is None or size(ratio) <= 0:
        return False
    ends = [ratio.model_copy(update={"value": end, "value_max": None})
            for end in (ratio.value, ratio.value_max)]
    met: set[int] = set()
    for group in _stated(claims).values():
        rows = _row_pairs(group)
        for at, end in enumerate(ends):
            for i, j in rows.between(windows(end)):
                low, high = sorted((group[i], group[j]), key=lambda c: c.value)
                # A value a table repeats is one record quoted on several rows.
                if low.value != high.value and low.source.section == ratio.source.section \
                        and divides_out(end, low.value, high.value):
                    met.add(at)
    return met == {0, 1}


@by_identity(64)  # one per unit group of a run: the groups are the run's shared tuples
def _row_pairs(group: tuple[Claim, ...]) -> ByQuotient:
    """The pairs of a group's figures that one line quotes both of and that measure the
    same thing, by quotient (read-only: shared by the run)."""
    by_line: dict[int, list[int]] = {}
    for i, claim in enumerate(group):
        for line in sorted(_lines(claim)):
            by_line.setdefault(line, []).append(i)
    pairs = {(i, j) for members in by_line.values() for i, j in combinations(members, 2)
             if i != j and same_measure(group[i], group[j])}
    return ByQuotient(group, sorted(pairs))


def _entities(document: Document) -> list[str]:
    """The document's named entities, longest first (so "PostgreSQL 16" wins over "Postgre")."""
    return sorted({e for e in document.entities if e.strip()}, key=len, reverse=True)


def _short_name(name: str) -> str | None:
    """A product's model designator, which text uses alone once the maker is known ("S7" of
    "Sable S7"): the last word of a name of several, holding letters and digits."""
    parts = name.split()
    last = parts[-1] if len(parts) > 1 else ""
    return last if any(c.isdigit() for c in last) and any(c.isalpha() for c in last) else None


def _named(quote: str, entities: Sequence[str]) -> dict[str, str | None]:
    """The entities a sentence names (in full, or by model designator), each with the
    version written after it, if any."""
    found: dict[str, str | None] = {}
    for name in entities:
        for form in (name, _short_name(name)):
            if form is None:
                continue
            named, version = version_after(quote, form)
            if named:
                found[name] = version
                break
    return found


def _without_ratio_clause(side: Claim, ratio: Claim | None) -> str:
    """The side's sentence without the clause that states the ratio ("..., so Kite handles
    2.5x the requests"): that clause names the thing compared, which is on both sides."""
    quote, span = side.source.quote, side.source.span
    if ratio is None or span is None or not side.mentions or side.mentions[0].span is None:
        return quote
    own = side.mentions[0].span.start - span.start
    for mention in ratio.mentions:
        if mention.span is None or not span.start <= mention.span.start < span.end:
            continue
        at = mention.span.start - span.start
        cuts = [cut for cut in clause_breaks(quote, at) if cut > own]
        if cuts:
            return quote[:cuts[-1]]
    return quote


def text_differences(one: Claim, two: Claim, document: Document,
                     recorded: Mapping[str, list[str]],
                     ratio: Claim | None = None) -> dict[str, list[str]]:
    """What the two sides' sentences set apart beyond the `recorded` condition groups: test
    settings (tuned vs defaults), a software version, and which product each sentence is
    about, unless a recorded difference already names those products. The clause of a side's
    sentence that states the `ratio` is no part of that side."""
    a, b = one.source.quote, two.source.quote
    if a == b:  # one sentence states both sides: each is the part its figure is about
        a, b = own_part(one), own_part(two)
        if a == b:
            return {}
    else:
        a, b = _without_ratio_clause(one, ratio), _without_ratio_clause(two, ratio)
    out: dict[str, list[str]] = {}
    left, right = wording(a).tuning, wording(b).tuning
    if left and right and left != right:
        out["settings"] = [f"test settings {left} vs {right}"]
    entities = _entities(document)
    named_a, named_b = _named(a, entities), _named(b, entities)
    versions = [f"{name} {named_a[name]} vs {named_b[name]}" for name in named_a
                if name in named_b and named_a[name] and named_b[name]
                and named_a[name] != named_b[name]]
    if versions and "software" not in recorded:
        out["software"] = versions
    # Two products named apart are the thing compared; a recorded difference may already be
    # them ("hardware B200 vs H100", "model Llama 3.1 8B vs 70B"): those names are left out.
    said = _recorded_words(recorded)
    only_a = {n for n in set(named_a) - set(named_b) if not _in_recorded(n, said)}
    only_b = {n for n in set(named_b) - set(named_a) if not _in_recorded(n, said)}
    if only_a and only_b:
        out["system"] = [f"{', '.join(sorted(only_a))} vs {', '.join(sorted(only_b))}"]
    return out


def _recorded_words(recorded: Mapping[str, list[str]]) -> frozenset[str]:
    """The words of the recorded differences' values, in lower case."""
    return frozenset(w.lower() for fields in recorded.values() for text in fields
                     for w in words(text))


def _in_recorded(name: str, said: frozenset[str]) -> bool:
    """True when a recorded difference holds the name: every word of it, or a word of it
    holding a digit (a designator: "8B", "B200")."""
    parts = [w.lower() for w in words(name)]
    return bool(parts) and (all(w in said for w in parts)
                            or any(w in said for w in parts if any(c.isdigit() for c in w)))


def same_measure(one: Claim, two: Claim) -> bool:
    """True unless both records say they measure different things."""
    a, b = norm(one.measures), norm(two.measures)
    return not (a and b and a != b)


def sides_before(ratio: Claim, claims: Sequence[Claim]) -> tuple[Claim, Claim] | None:
    """The (own, earlier) figures of a round ratio ("almost ten times faster again") when
    its own sentence states one side and an earlier paragraph of its section the other, of
    the same unit and measure, and both sentences name one thing (fd run two ways): a ratio
    written with one digit is too rough to divide out, but its sides are before the reader.
    Sentences naming nothing in common (Quiver on one data set, pgvector on another) are
    no such pair. Of several earlier figures, the nearest."""
    if not is_ratio(ratio) or size(ratio) <= 0 or significant_digits(ratio.value) > 1 \
            or ratio.source.line is None:
        return None
    for group in _measured(claims).values():
        for side in (c for c in group if c.source.quote == ratio.source.quote):
            names = named_things(side.source.quote)
            earlier = [c for c in group if c.source.section == ratio.source.section
                       and c.source.line is not None and c.source.line < ratio.source.line
                       and c.value != side.value and same_measure(c, side)
                       and not names.isdisjoint(named_things(c.source.quote))]
            if earlier:
                return side, max(earlier, key=lambda c: c.source.line or 0)
    return None

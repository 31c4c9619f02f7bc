"""The `pairs` step: "from A to B" is one before/after figure, "A (down from B)" too, and
"A-B" or "between A and B" one range; "..., up from B" gives an earlier figure its before."""

from __future__ import annotations

from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.extract.figures.changes import (
    BETWEEN,
    CHANGE,
    CHANGED_BY,
    CHANGED_TO,
    FROM,
    RANGE_GAP,
    UP_FROM,
    interval,
)
from claims.extract.figures.steps.identifiers import slash_pair_start
from claims.vocabulary import numbers
from claims.vocabulary.lazy import lazy

EXAMPLES = (
    Example("Median TTFT fell from 29.8 s to 4.2 s.", ("4.2 s (median) from 29.8",)),
    # A slash pair, glued or spaced, shares the unit written after it.
    Example("Reads and writes hit 3.2 / 4.1 GB/s and 7/6.5 GB/s.",
            ("3.2 GB/s", "4.1 GB/s", "7 GB/s", "6.5 GB/s")),
    Example("It reached 1.42M tx/s with 512 clients, up from 702K tx/s.",
            ("1420000 transactions/s from 702000", "512 count clients")),
    Example("P99 is now 9.4 \u00b5s (down from 11.2 \u00b5s).", ("9.4e-06 s (p99) from 1.12e-05",)),
    Example("Gains were 1.5-2x, between 330 and 370 million.",
            ("1.5-2 x", "330000000-370000000 count")),
    Example("Stalls last 4-2 ms.", ("4 count", "0.002 s")),
    Example("Its 95% interval was [9.3, 11.2]% less time; shapes (4096, 8192) ran.",
            ("95 %", "9.3-11.2 %", "4096 count", "8192 count")),
    Example("The price fell to $0.12 per million tokens from $0.30.",
            ("0.12 USD/Mtok from 0.3",)),
    Example("Throughput rose from 118,000 tx/s with 5.1 to 144,000 with 5.2.",
            ("144000 transactions/s from 118000",)),
    Example("The score rose from 1,480 with Corvid 13.2 to 1,660 with Corvid 14.0.",
            ("1660 count from 1480",)),
    Example("A gain in decode, from 2,650 to 3,150 tokens/s.", ("3150 tokens/s from 2650",)),
)

_TO_NEXT = lazy(r"\s*(?:to|->|\u2192|=>)\s")
# "from 118,000 tx/s with 5.1 to 144,000", "from 1,480 with Corvid 13.2 to 1,660": the
# release each value was measured with, written inside the change.
_WITH_VERSION = lazy(r"\s+(?:with|in|on|under|using)\s+(?:[A-Z][\w.+-]*\s+){0,3}v?"
                     r"\d+(?:\.\d+)+[a-z]?(?=\s+to\s)")
_VERSION_BEFORE = lazy(r"\b(?:with|in|on|under|using)\s+v?$")
# What stands between two numbers of a pair: "from A to B", "A -> B", "A-B", "between A and B".
_TO_GAP = lazy(r"\s*(?:to|->|\u2192|=>)\s*")
_ARROW_GAP = lazy(r"\s*(?:->|\u2192|=>)\s*")
_AND_GAP = lazy(r"\s+and\s+")
# "9.4 µs (down from 11.2 µs)", "1.8 s (was 3.4 s)": the value before, after the new one.
_SINCE = lazy(r"\s*[,(]?\s*(?:(?:down|up|improved|reduced|increased|falling|rising)\s+"
              r"from|was|previously|formerly)\s+(?:about\s+|roughly\s+|~)?")


def pair_up(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Join "from A to B" into one before/after figure and "A-B" / "between A and B" ranges."""
    scan = ctx.scan
    out: list[Candidate] = []
    i = 0
    while i < len(found):
        cand = found[i]
        if _gave_before(scan, cand, out):
            i += 1
            continue
        nxt = found[i + 1] if i + 1 < len(found) else None
        if nxt is not None and cand.unit is None and nxt.unit is not None and \
                scan[cand.end:nxt.start].strip(" \u00a0") == "/" and \
                slash_pair_start(scan, cand):
            # "7/6.5 GB/s", "8 / 9 TB/s": both values are in GB/s
            cand = replace(cand.with_unit(nxt.unit), per=nxt.per, count_noun=nxt.count_noun)
        skip = _release_between(scan, cand, found[i + 1:i + 3])
        if skip:
            nxt = found[i + 2]
        joined = _joined(scan, cand, nxt) if nxt is not None and cand.spelled == nxt.spelled \
            else None
        if joined is not None:
            out.append(joined)
            i += 3 if skip else 2
            continue
        out.append(cand)
        i += 1
    return out


def _release_between(scan: str, cand: Candidate, after: list[Candidate]) -> bool:
    """True when the first of `after` is the release a change's "before" value was
    measured with ("from 118,000 tx/s with 5.1 to 144,000"): a bare version, no figure."""
    if len(after) < 2 or cand.unit is None:
        return False
    version, nxt = after
    return version.unit is None and "." in version.value_text \
        and _VERSION_BEFORE.search(scan, max(0, version.start - 12), version.start) is not None \
        and _TO_GAP.fullmatch(scan, version.end, nxt.start) is not None \
        and FROM.search(scan, max(0, cand.start - 40), cand.start) is not None


def _gave_before(scan: str, cand: Candidate, out: list[Candidate]) -> bool:
    """Give `cand` as the before of a figure already in `out` ("1.42M tx/s with 512
    clients, up from 702K tx/s"; "fell to $0.12 per million tokens from $0.30"), in place
    in `out`; False when it is no such value."""
    earlier = _changed_from(scan, cand, out)
    if earlier is None:
        earlier = _changed_to_from(scan, cand, out)
    if earlier is None:
        return False
    index, new, old = earlier
    out[index] = replace(new, baseline_value=old.value, baseline_text=scan[old.start:old.end],
                         baseline_span=(old.start, old.end), before_after=True)
    return True


def _joined(scan: str, cand: Candidate, nxt: Candidate) -> Candidate | None:
    """The one figure `cand` and the number after it make (a change, a "was" or a range),
    or None when they stay two."""
    lead = scan[max(0, cand.start - 40):cand.start]
    gap = scan[cand.end:nxt.start]
    if FROM.search(lead):
        gap = _WITH_VERSION.sub("", gap, count=1)
    # The verb of a change may stand further back ("lowered the p99 frame time in
    # Cyberpunk 2077 from A to B"), but within the clause.
    verb_lead = scan[max(0, cand.start - 90):cand.start]
    verb_lead = verb_lead[verb_lead.rfind(";") + 1:]
    change = (_TO_GAP.fullmatch(gap) and FROM.search(lead) and CHANGE.search(verb_lead)) \
        or _ARROW_GAP.fullmatch(gap)
    if change and nxt.unit is None and cand.unit is not None and not nxt.glued:
        # "from 58 minutes to 14": the unit written once serves both values.
        nxt = replace(nxt.with_unit(cand.unit), per=cand.per, count_noun=cand.count_noun)
    if change and (before := _compatible(cand, nxt)) is not None:
        from_at = lead.rfind("from")
        return replace(nxt, baseline_value=before.value,
                       baseline_text=scan[cand.start:cand.end],
                       baseline_span=(cand.start, cand.end), before_after=True,
                       start=cand.start - (len(lead) - from_at) if from_at >= 0 else cand.start,
                       approximate=nxt.approximate or cand.approximate)
    if _SINCE.fullmatch(gap) and (old := _compatible(nxt, cand)) is not None:
        # "9.4 µs (down from 11.2 µs)": the first figure is the new value.
        return replace(cand, baseline_value=old.value, baseline_text=scan[nxt.start:nxt.end],
                       baseline_span=(nxt.start, nxt.end), before_after=True, end=nxt.end)
    ranged = RANGE_GAP.fullmatch(gap) or (_AND_GAP.fullmatch(gap) and BETWEEN.search(lead)) \
        or _measured_interval(scan, cand, nxt)
    if not ranged or _change_reaching(cand, gap, lead):
        return None
    low = _compatible(_share_scale(cand, nxt), nxt)
    if low is None or low.value > nxt.value:
        return None
    return replace(nxt, value_text=scan[cand.start:nxt.start] + nxt.value_text,
                   value_max=nxt.value, value=low.value, start=cand.start,
                   approximate=nxt.approximate or cand.approximate)


def _measured_interval(scan: str, low: Candidate, high: Candidate) -> bool:
    """True for "[9.28, 11.19]%": an interval whose unit follows the closing bracket (not
    "[2, 4] GPUs", two counts listed)."""
    return high.unit is not None and high.unit.canonical != "count" and \
        interval(scan, (low.start, low.end), (high.start, high.start + len(high.value_text)))


def _change_reaching(cand: Candidate, gap: str, lead: str) -> bool:
    """True for "rose 5% to 88%", "grew 2x to 40 GB/s": a change with its own unit, then the
    value it reached, which is no range (unlike "improved 10 to 20%", "5% to 8% of runs")."""
    return cand.unit is not None and gap.strip() == "to" and CHANGED_BY.search(lead) is not None


def _changed_from(scan: str, cand: Candidate,
                  before: list[Candidate]) -> tuple[int, Candidate, Candidate] | None:
    """The figure earlier in the sentence that `cand` is the old value of ("..., up from
    702K transactions per second"): the nearest one in the same unit, not yet paired;
    as (its index, it, the old value)."""
    lo = max(0, cand.start - 32)
    if cand.unit is None or cand.unit.canonical == "count" or cand.spelled or \
            scan.find("from", lo, cand.start) < 0 or \
            not UP_FROM.search(scan, lo, cand.start) or _TO_NEXT.match(scan, cand.end):
        return None  # "rising from 91.8% to 96.1%" is a pair of its own
    for index in range(len(before) - 1, -1, -1):
        other = before[index]
        if other.unit is not None and other.unit.canonical == cand.unit.canonical:
            return None if other.before_after else (index, other, cand)
    return None


def _changed_to_from(scan: str, cand: Candidate,
                     before: list[Candidate]) -> tuple[int, Candidate, Candidate] | None:
    """The figure just before that `cand` is the old value of when the new value comes
    first: "fell to $0.12 per million tokens from $0.30", "rose to 96% from 91%". The old
    value takes the new one's unit and denominator when it has none of its own or is a
    bare price ("$0.30" of a price per million tokens); the new value's span runs on over
    it, as the span of "from A to B" covers both. As (its index, it, the old value)."""
    if not before or cand.spelled or _TO_NEXT.match(scan, cand.end):
        return None
    new = before[-1]
    if new.before_after or new.spelled or cand.start - new.end > 40 or \
            not FROM.search(scan, new.end, cand.start) or \
            not CHANGED_TO.search(scan, max(0, new.start - 40), new.start):
        return None
    if new.unit is None:
        # "fell to 1.1 from 3.2 percent": the unit written once serves both (or neither).
        if cand.unit is not None:
            new = replace(new.with_unit(cand.unit), per=cand.per)
    elif cand.unit is None:
        cand = replace(cand, unit=new.unit, value=cand.value * new.unit.factor, per=new.per)
    elif cand.unit.canonical == "USD" and new.unit.canonical.startswith("USD/") and \
            cand.unit_text == "$":
        cand = replace(cand, unit=new.unit, per=new.per)
    if new.unit is not None and (cand.unit is None or cand.unit.canonical != new.unit.canonical):
        return None  # the new value has a unit the old one does not share
    return len(before) - 1, replace(new, end=cand.end), cand


def _share_scale(low: Candidate, high: Candidate) -> Candidate:
    """A range written with its scale on the high end only ("330-370 million", "between 2
    and 3 billion", "3-5K") has it on both ends, when the scaled low end stays below the
    high end ("900-1.2 million" keeps 900)."""
    if low.unit is not None or low.scale != 1.0 or high.scale == 1.0:
        return low
    factor = high.unit.factor if high.unit is not None else 1.0
    if low.value * high.scale * factor <= high.value:
        return replace(low, value=low.value * high.scale, scale=high.scale)
    return low


def _compatible(first: Candidate, second: Candidate) -> Candidate | None:
    """`first` as it pairs with `second` (a bare number takes the second's scale, a bare
    dollar price its denominator), or None when the two do not share a unit."""
    if first.unit is None and second.unit is not None:
        return replace(first, value=first.value * second.unit.factor)
    if first.unit is None or second.unit is None:
        return first if first.unit is None and second.unit is None else None
    if first.unit.canonical == "USD" and first.unit_text == "$" and \
            second.unit.canonical.startswith("USD/"):
        first = _take_price_unit(first, second)  # "from $1.20 to $0.48 per hour"
    return first if first.unit is not None and first.unit.canonical == second.unit.canonical \
        else None


def _take_price_unit(bare: Candidate, priced: Candidate) -> Candidate:
    """A bare dollar price with the denominator of the price it pairs with, scaled as that
    one was ("$0.48 per 1K tokens" is $480 per million: so is the "$1.20" before it)."""
    written = numbers.NUMBER_RE.fullmatch(priced.value_text)
    if written is None or priced.unit is None:
        return bare
    shown = numbers.parse_digits(*written.group("num", "sfx", "word"))
    value = bare.value * priced.value / shown if shown else bare.value
    return replace(bare, value=value, unit=priced.unit, per=priced.per)

"""The `rate_before` step: a bare number after the rate it measures takes that rate as its
unit: "TLS handshakes per second went from 9,800 to 14,200", "Requests per second:
41,000", "context switches dropped to 1.2 million per second"; a size after a rate label
is a rate of bytes ("Transfer/sec: 9.56MB", as wrk prints it, or a table row so labelled)."""

from __future__ import annotations

from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.extract.figures.counted import counted_plural
from claims.extract.figures.denominators import may_take_per, takes
from claims.extract.figures.headers import header_per, header_unit
from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

EXAMPLES = (
    Example("Requests per second: 41,000.", ("41000 requests/s",)),
    Example("Context switches dropped by half, to 1.2 million per second.",
            ("1200000 switches/s",)),
    # A rate written earlier in the sentence names the noun; "falls" is a verb. Past a
    # semicolon, the subject of the new clause is what is counted.
    Example("Both begin at 25k messages/s, but one soon falls to 10k/s.",
            ("25000 messages/s", "10000 messages/s")),
    Example("It served 4,000 requests per second; lookups reached 9k/s.",
            ("4000 requests/s", "9000 lookups/s")),
    Example("Requests/sec: 88,412; Transfer/sec: 14.2MB.", ("88412 requests/s", "0.0142 GB/s")),
    Example("| Server | Transfer/sec |\n|---|---|\n| one | 12.5MB |", ("0.0125 GB/s",)),
    # A rate written as a symbol, the subject of the clause its bare number ends.
    Example("QPS per node climbs from 410 to 655 after the fix.",
            ("655 queries/s per node from 410",)),
    # A unit word per something, as the subject: the bare numbers of its change.
    Example("With the patch, cycles per load fall from 10K to 0.5K.",
            ("500 cycles from 10000",)),
)

# "TLS handshakes per second per core went from 9,800 to": the rate named before the number.
_RATE_NAMED_BEFORE = lazy(r"\b(?P<rate>[A-Za-z][A-Za-z-]+(?:\s+per\s+second|\s*/\s*sec|"
                          r"\s*/\s*s|\s+a\s+second))\b(?!.*\d)")
# "TPS/User on GB300 almost doubles, from 23 to": a rate symbol (with its denominator) named
# before the number in the same clause, with no other number between (digits of a name,
# "GB300", are no number).
_SYMBOL_NAMED_BEFORE = lazy(r"(?<![\w/])(?P<rate>(?:TPS|QPS|RPS|IOPS|FPS)(?:\s*/\s*[A-Za-z]+"
                            r"|\s+per\s+[A-Za-z]+)?)(?![\w/])"
                            r"(?=(?:[^.;:\d]|(?<=[A-Za-z])\d+)*$)")
# "Transfer/sec: 9.56MB", "Read/s = 2.1 GB": a size written under a per-second label.
_BYTES_LABEL = lazy(r"\b[A-Za-z]+\s*/\s*(?:sec|s)\s*[:=]\s*$")
# "| Transfer/sec | 18.5MB |": a table row whose label, or a column whose header, is such a
# per-second label.
_BYTES_ROW = lazy(r"\s*[A-Za-z]+\s*/\s*(?:sec|s)\s*")
_PER_SECOND = lazy(r"[ \u00a0]+(?:per|a|each)[ \u00a0]+second\b|[ \u00a0]?/[ \u00a0]?s\b")
_PLURAL_WORD = lazy(r"\b([A-Za-z][a-z]+s)\b")
# A rate of a plural noun written out: "messages/s", "requests per second".
_NOUN_RATE_BEFORE = lazy(r"\b([A-Za-z][a-z]+s)(?:\s*/\s*(?:s|sec)\b|\s+per\s+second\b)")


def rate_named_before(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Each bare number with the rate named before it as its unit."""
    out: list[Candidate] = []
    subject: Candidate | None = None  # the last number a unit-per subject gave its unit
    for cand in found:
        if cand.unit is None and not cand.glued and not cand.spelled:
            hit = _rate_before(cand) or _rate_of_subject(ctx.scan, cand)
            if hit is not None:
                cand = replace(cand.with_unit(hit[0]), unit_text=hit[1], end=hit[2])
            elif (symbol := _symbol_before(ctx, cand)) is not None:
                cand = symbol
            elif subject is not None and subject.unit is not None and \
                    _CHAIN_GAP.fullmatch(ctx.scan, subject.end, cand.start):
                # "from ~10K-59K to ~0.5K-8K": the next end of the change or range
                cand = subject = replace(cand.with_unit(subject.unit),
                                         unit_text=subject.unit_text)
            elif (named := _unit_per_before(cand)) is not None:
                cand = subject = named
        elif cand.unit is not None and cand.unit.canonical == "GB" and (
                _BYTES_LABEL.search(cand.left[-32:]) or _BYTES_ROW.fullmatch(ctx.label)
                or _BYTES_ROW.fullmatch(ctx.header)):
            cand = replace(cand, unit=Unit("GB/s", cand.unit.factor, "bandwidth"))
        out.append(cand)
    return out


def _rate_before(cand: Candidate) -> tuple[Unit, str, int] | None:
    """The rate named in the words before a bare number ("Inserts per second reached"):
    (unit, surface, the figure's end)."""
    named = _RATE_NAMED_BEFORE.search(cand.left[-64:])
    if named is None:
        return None
    rate = " " + named.group("rate").lower()  # "Inserts per second" opening a sentence
    hit = unit_patterns.rate_at(rate, 0)
    if hit is None or hit[2] != len(rate):
        return None
    return hit[0], named.group("rate"), cand.end


def _symbol_before(ctx: Context, cand: Candidate) -> Candidate | None:
    """A bare number in the rate a symbol named before it in its clause ("TPS/User ...
    doubles, from 23 to 43"), with the denominator the symbol names."""
    named = _SYMBOL_NAMED_BEFORE.search(cand.left[-64:])
    if named is None:
        return None
    rate = named.group("rate")
    found = header_unit(rate)
    if found is None:
        return None
    unit = found[0]
    per = header_per(rate)
    if rate.startswith("TPS") and not ctx.tokens_document and per not in ("user", "GPU"):
        unit = unit_patterns.tps_unit(False)  # a database's transactions, as in prose
    per = per if per is not None and may_take_per(unit) and takes(unit, per) else None
    return replace(cand.with_unit(unit), unit_text=found[1], per=per or cand.per)


# What joins the ends of a change or range ("~10K-59K to ~0.5K", "10 and 20").
_CHAIN_GAP = lazy(r"(?:[-\u2013~]\d+(?:\.\d+)?[KkMG]?)?"
                  r"\s*(?:[-\u2013~]|\bto\b|\band\b)\s*~?\s*")
# "cycles per load fall from ~10K to ~0.5K", "watts per node rose to 700": a unit word per
# some noun, the subject of the clause the bare number ends (no number between); a rate's
# own denominator ("Req/Sec per thread") is no such subject.
_UNIT_PER_NAMED = lazy(r"(?<![/\w])(?P<unit>[A-Za-z]+)\s+per\s+[A-Za-z]+\b(?=[^.;:\d]*$)")


def _unit_per_before(cand: Candidate) -> Candidate | None:
    """A bare number in the unit word its clause opened with, per something ("cycles per
    load fall from 10K"): the unit as written; what it is per stays the text's."""
    left = cand.left[-64:]
    if " per " not in left:
        return None  # every subject holds the word: skip the regex otherwise
    named = _UNIT_PER_NAMED.search(left)
    if named is None:
        return None
    word = " " + named.group("unit")
    hit = unit_patterns.word_at(word, 0)
    if hit is None or hit[2] != len(word) or hit[0].canonical in ("count", "x", "%"):
        return None
    return replace(cand.with_unit(hit[0]), unit_text=hit[1])


def _rate_of_subject(scan: str, cand: Candidate) -> tuple[Unit, str, int] | None:
    """ "Context switches dropped by half, to 1.2 million per second": a number "per second"
    without a noun counts the last plural noun before it: (unit, surface, the end of "per
    second", over which the figure runs)."""
    per_second = _PER_SECOND.match(scan, cand.end)
    if per_second is None:
        return None
    # a rate written earlier in the sentence names the noun ("begin at 25k messages/s, but
    # soon falls to 10k/s"): the plural word nearest may be a verb ("falls")
    lo = max(0, cand.start - 120, scan.rfind(";", 0, cand.start) + 1)
    named = _NOUN_RATE_BEFORE.findall(scan, lo, cand.start)  # in its clause, past any ";"
    nouns = named or _PLURAL_WORD.findall(cand.left[-64:])
    if not nouns or not counted_plural(nouns[-1]):
        return None
    rate = f" {nouns[-1].lower()} per second"
    hit = unit_patterns.rate_at(rate, 0)
    if hit is None or hit[2] != len(rate):
        return None
    return hit[0], per_second.group(0).strip(), per_second.end()


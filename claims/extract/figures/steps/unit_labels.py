"""The `unit_labels` step: a unit used as a key before a colon labels the number after it.

Settings are often written as "key: value" pairs, one after another ("c: 100 bytes: 128"
over a table column: 100 clients, messages of 128 bytes). The `units` step reads the unit
word after a number as that number's unit, so "100 bytes" comes out as a size; but a unit
word followed by a colon and a number is the key of that number, so the number before it
stays bare (it belongs to its own key, "c:") and the number after it takes the unit."""

from __future__ import annotations

import re
from dataclasses import replace

from claims.extract.figures.candidate import COUNT, Candidate, Context, Example
from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

EXAMPLES = (
    # Two settings as key: value pairs; the unit word is the second key.
    Example("The slowest run was n: 64 bytes: 4096 on the old kernel.",
            ("64 count", "4.096e-06 GB")),
    Example("One point, cores: 16 watts: 95, stood out.", ("16 count cores", "95 W")),
    # A chain of keys: each unit word keys the number after it.
    Example("One run logged c: 8 bytes: 512 ms: 40 before the stall.",
            ("8 count", "5.12e-07 GB", "0.04 s")),
    # A unit after a number is that number's own, even before a colon and a number.
    Example("The warm-up took 30 seconds: 12 in setup.", ("30 s", "12 s")),
    # A label naming its unit after "in" keys the statistics listed after its colon.
    Example("Wait in microseconds: min 12, mean 40, 99th percentile 310.",
            ("1.2e-05 s (min)", "4e-05 s (mean)", "0.00031 s (p99)")),
)

# A key and its colon right before a number: "c: ", "threads= " (a word opening with a letter).
_KEYED = lazy(r"(?:^|[\s(\[,;|])[^\W\d][\w.-]{0,23}\s*[:=][ \t\u00a0]*$")
# The colon (or equals sign) that ends a key, and the blank before the number it keys.
_KEY_END = lazy(r"[ \t\u00a0]*[:=][ \t\u00a0]*")


def unit_labels(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Where a number keyed by a word of its own ("c: 100") is followed by a unit word and
    a colon ("c: 100 bytes: 128"), the number left bare and the next number in that unit
    (a key alone before its number, "bytes: 128", is read by `header_units`)."""
    keys = {i for i, cand in enumerate(found[:-1])
            if _keys_next(ctx.scan, cand, found[i + 1])
            and _KEYED.search(ctx.scan, max(0, cand.start - 32), cand.start)}
    out = [_bare(cand) if i in keys else cand for i, cand in enumerate(found)]
    out = _labelled_list(ctx.scan, out)
    for i in sorted(keys):
        nxt, unit = out[i + 1], found[i]
        # `_keys_next` keyed only numbers with a unit; the check says so to the type checker.
        if unit.unit is not None and nxt.unit is None and not nxt.glued and not nxt.spelled:
            out[i + 1] = replace(nxt.with_unit(unit.unit), unit_text=unit.unit_text)
    return out


def _keys_next(scan: str, cand: Candidate, nxt: Candidate) -> bool:
    """Whether the unit word written after `cand` is followed by a colon and then `nxt`."""
    if cand.unit is None or cand.unit is COUNT or cand.unit_text is None or \
            len(cand.unit_text) < 2 or cand.scale != 1:
        return False
    colon = _KEY_END.match(scan, cand.end)
    return colon is not None and colon.end() == nxt.start


def _bare(cand: Candidate) -> Candidate:
    """The number as written, without the unit read after it."""
    factor = cand.unit.factor if cand.unit is not None else 1.0
    value = float(f"{cand.value / factor:.12g}")
    end = cand.start + len(cand.value_text)
    return replace(cand, unit=None, unit_text=None, count_noun=None, value=value, end=end)


# A label naming its unit after "in", then a colon: "Latency in nanoseconds: minimum 1446,
# mean 3324" (a harness's summary written out as prose).
_IN_LABEL = lazy(r"\bin\s+(?P<unit>[^\W\d][^\s:,;()]{0,23})\s*:")
# What may stand between the colon (or the previous number) and a number the label keys:
# nothing, or a statistic's name ("mean", "90th percentile", "99.9th", "p99", "max").
_STAT_GAP = lazy(r"[\s,;]*(?:and\s+)?(?:(?:min(?:imum)?|max(?:imum)?|mean|average|avg|median|"
                 r"p\d{2}(?:\.\d+)?|\d{2}(?:\.\d+)?(?:th|st|nd|rd)(?:\s+percentile)?)"
                 r"\s*[:=]?\s*)?", re.I)


def _labelled_list(scan: str, found: list[Candidate]) -> list[Candidate]:
    """Bare numbers after a label that names its unit after "in" ("Latency in ns: minimum
    10, mean 12"), each right after the colon or after a statistic's name, in that unit;
    the list ends at the first number it does not key."""
    if ":" not in scan or not found:
        return found
    out = list(found)
    for label in _IN_LABEL.finditer(scan):
        unit = _unit(label.group("unit"))
        if unit is None:
            continue
        at = label.end()
        for i, cand in enumerate(out):
            if cand.start < at:
                continue
            gap = _STAT_GAP.fullmatch(scan, at, cand.start)
            if gap is None or cand.unit is not None or cand.glued or cand.spelled:
                break
            out[i] = replace(cand.with_unit(unit[0]), unit_text=unit[1])
            at = cand.end
    return out


def _unit(word: str) -> tuple[Unit, str] | None:
    """The unit a word names whole ("nanoseconds", "ms"), never a count."""
    probe = "1 " + word
    hit = unit_patterns.rate_at(probe, 1) or unit_patterns.symbol_at(probe, 1) \
        or unit_patterns.word_at(probe, 1)
    if hit is None or hit[0] is COUNT or hit[2] != len(probe):
        return None
    return hit[0], hit[1]

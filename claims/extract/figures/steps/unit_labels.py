"""The `unit_labels` step: a unit used as a key before a colon labels the number after it.

Settings are often written as "key: value" pairs, one after another ("c: 100 bytes: 128"
over a table column: 100 clients, messages of 128 bytes). The `units` step reads the unit
word after a number as that number's unit, so "100 bytes" comes out as a size; but a unit
word followed by a colon and a number is the key of that number, so the number before it
stays bare (it belongs to its own key, "c:") and the number after it takes the unit."""

from __future__ import annotations

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
    # A unit key alone before its number, each time it is written.
    Example("Sizes tried: (bytes: 512), (bytes: 2048).", ("5.12e-07 GB", "2.048e-06 GB")),
    # A unit after a number is that number's own, even before a colon and a number.
    Example("The warm-up took 30 seconds: 12 in setup.", ("30 s", "12 s")),
)

# A key and its colon right before a number: "c: ", "threads= " (a word opening with a letter).
_KEYED = lazy(r"(?:^|[\s(\[,;|])[^\W\d][\w.-]{0,23}\s*[:=][ \t\u00a0]*$")
# The colon (or equals sign) that ends a key, and the blank before the number it keys.
_KEY_END = lazy(r"[ \t\u00a0]*[:=][ \t\u00a0]*")
# The unit key right before a number, a whole key of its own, at the start or after a mark
# ("bytes: ", ", ms: "); the unit after a number ("30 seconds: 12") is its own, and the last
# word of a longer label ("Requests per second:") is no key alone.
_UNIT_KEY = lazy(r"(?:^\s*|[(\[,;|]\s*)(?P<key>[^\W\d][\w/.-]{1,23})[ \t\u00a0]*[:=]"
                 r"[ \t\u00a0]*$")


def unit_labels(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Each number keyed by a unit word ("bytes: 128") in that unit, and the number before
    such a key left bare when a key of its own precedes it ("c: 100 bytes: 128")."""
    out = list(found)
    for i, cand in enumerate(out):
        if cand.unit is None and not cand.glued and not cand.spelled:
            keyed = _unit_key(ctx.scan, cand.start)
            if keyed is not None:
                out[i] = replace(cand.with_unit(keyed[0]), unit_text=keyed[1])
            continue
        after = i + 1 < len(out) and _keys_next(ctx.scan, cand, out[i + 1])
        if after and _KEYED.search(ctx.scan, max(0, cand.start - 32), cand.start):
            out[i] = _bare(cand)
            nxt = out[i + 1]
            if nxt.unit is None and not nxt.glued and not nxt.spelled:
                out[i + 1] = replace(nxt.with_unit(cand.unit), unit_text=cand.unit_text)
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
    factor = cand.unit.factor if cand.unit is not None else 1
    value = float(f"{cand.value / factor:.12g}")
    end = cand.start + len(cand.value_text)
    return replace(cand, unit=None, unit_text=None, count_noun=None, value=value, end=end)


def _unit_key(scan: str, start: int) -> tuple[Unit, str] | None:
    """The unit a key right before the number at `start` names in full ("bytes: 128"),
    or None; the key must be read as a unit other than a count, to its last letter."""
    m = _UNIT_KEY.search(scan, max(0, start - 32), start)
    if m is None:
        return None
    key = m.group("key")
    probe = "1 " + key
    hit = (unit_patterns.rate_at(probe, 1) or unit_patterns.symbol_at(probe, 1)
           or unit_patterns.word_at(probe, 1))
    if hit is None or hit[0] is COUNT or hit[0].canonical == "count" or hit[2] != len(probe):
        return None
    return hit[0], key

"""Magnitudes a table writes apart from its numbers: a column header's bracketed scale
("Params (M)", "FLOPs (G)", "Tokens (B)", "Throughput (K tok/s)") and a cell's own suffix
("28M", "4.5G", "15T+") read with the quantity the column's header names.

Only quantities that are counted, not measured in a prefixed unit, take such a letter: a
count of parameters or tokens, an amount of operations, or a rate of either. "G" under
"Memory" would be a gigabyte, "B" under "Size" a byte; those are units, read elsewhere.
"""

from __future__ import annotations

from claims.vocabulary.lazy import lazy
from claims.vocabulary.numbers import SCALE_SUFFIX
from claims.vocabulary.units import Unit

# A bracket holding only a magnitude: "(M)", "[B]", "(G)", "(millions)", "(in billions)".
# The letters keep their case: "(m)" is metres or minutes, "(b)" bits.
_SCALE_BRACKET = lazy(r"\s*[(\[]\s*(?:in\s+)?(?P<scale>[kKMGBT]|(?i:thousands?|millions?|"
                      r"billions?|trillions?))\s*[)\]]\s*")
# A magnitude letter opening a bracket before the unit it scales: "(K tok/s)", "(M tokens)".
# "($K)", "($M)": a currency sign and the magnitude of its amounts.
_SCALE_BEFORE_UNIT = lazy(r"(?P<open>[(\[]\s*)(?P<scale>[kKMGBT])\s+(?=[A-Za-z])|"
                          r"(?P<open2>[(\[]\s*\$)(?P<scale2>[KMB])(?=\s*[)\]])")
_SCALE_WORDS = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
# Units a bare magnitude letter cannot scale: those written with SI prefixes of their own
# (bytes, bits, seconds, watts, hertz...), where "G" or "M" would be the unit's prefix, and
# shares and ratios. Counts, operations, money and rates of things take "K", "M", "B".
_UNSCALABLE = lazy(r"%|x|pp|fraction|s|Hz|W|J(?:/token)?|k?Wh|m|V|m?Ah|DWPD|score|points|"
                   r"[KMGTP]?(?:B|bit|Gbit)(?:/s)?")
# A cell that is one number with a magnitude letter glued on, maybe a "+" for "at least".
_SUFFIXED_CELL = lazy(r"\s*[-+]?\d[\d,]*(?:\.\d+)?(?P<sfx>[kKMGBT])\+?\s*")


def _factor(written: str) -> float:
    """The factor a magnitude letter or word stands for ("M" -> 1e6, "billions" -> 1e9)."""
    if len(written) == 1:
        return SCALE_SUFFIX[written]
    return _SCALE_WORDS[written.lower().removesuffix("s")]


def scalable(unit: Unit) -> bool:
    """Whether a magnitude letter scales figures of `unit` (counts, operations, rates)."""
    return _UNSCALABLE.fullmatch(unit.canonical) is None


def split_scale(header: str) -> tuple[str, float]:
    """A header without the magnitude it writes for its cells, and that magnitude's factor:
    "Params (M)" -> ("Params", 1e6), "Throughput (K tok/s)" -> ("Throughput (tok/s)", 1e3);
    (header, 1.0) when it writes none."""
    found = _SCALE_BRACKET.search(header)
    if found is not None:
        rest = " ".join((header[:found.start()] + " " + header[found.end():]).split())
        return (rest, _factor(found.group("scale"))) if rest else (header, 1.0)
    before = _SCALE_BEFORE_UNIT.search(header)
    if before is not None:
        opened, scale = ("open", "scale") if before.group("scale") else ("open2", "scale2")
        rest = header[:before.end(opened)] + header[before.end():]
        return rest, _factor(before.group(scale))
    return header, 1.0


def scaled(unit: Unit, factor: float) -> Unit | None:
    """`unit` times a header's magnitude, or None when that unit takes no bare magnitude."""
    if factor == 1.0:
        return unit
    return Unit(unit.canonical, unit.factor * factor, unit.metric) if scalable(unit) else None


def cell_suffix(cell: str) -> float | None:
    """The factor of the magnitude letter a cell glues to its one number ("4.5G" -> 1e9,
    "15T+" -> 1e12), or None for a cell that is not such a number."""
    found = _SUFFIXED_CELL.fullmatch(cell)
    return _factor(found.group("sfx")) if found else None

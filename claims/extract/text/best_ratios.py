"""Table columns whose cells carry, in brackets, their ratio to the best cell of the column
("612.8979 (1.0)" over "720.5614 (1.18)"), as pytest-benchmark prints every statistic:
the bracketed number is no value of its own unit, it is the cell's value divided by the
value of the column's reference row, the one whose bracket reads 1.

A column reads so only when its numbers say it: at least two cells of a value and a
bracketed number, one bracket reading 1, and every other bracket, to its written
precision, the quotient of its value by that reference value."""

from __future__ import annotations

from claims.vocabulary.lazy import lazy

# A cell of a number and a bracketed number, nothing else: "1,043.3998 (1.70)"; a ratio
# too large to print is written as a bound ("4,000.0000 (>1000.0)").
VALUE_AND_RATIO = lazy(r"\s*(?P<v>\d[\d,]*(?:\.\d+)?)\s*\(\s*(?P<gt>>\s*)?"
                       r"(?P<r>\d+(?:\.\d+)?)\s*\)\s*")


def _number(text: str) -> float:
    """A cell number's value ("1,246.9130" -> 1246.913)."""
    return float(text.replace(",", ""))


def _agrees(value: float, base: float, ratio_text: str, bound: bool = False) -> bool:
    """Whether value / base, rounded as the ratio is written, is the ratio (one step of
    the last written digit to spare: the tool rounds the values it prints too), or is
    above it where the ratio is written as a bound (">1000.0")."""
    decimals = len(ratio_text.split(".")[1]) if "." in ratio_text else 0
    step = 10.0 ** -decimals
    if bound:
        return value / base >= float(ratio_text) - step
    return abs(value / base - float(ratio_text)) <= step


def best_value(filled: list[str]) -> str:
    """The text of the reference value of a column whose cells each carry their ratio to
    it ("559.6880" in a column of "559.6880 (1.0)", "572.5990 (1.02)", ...), or ""."""
    parsed = [VALUE_AND_RATIO.fullmatch(c.strip("*_ ")) for c in filled]
    if len(parsed) < 2 or any(m is None for m in parsed):
        return ""
    triples = [(m.group("v"), m.group("r"), bool(m.group("gt"))) for m in parsed if m]
    reference = next((v for v, r, gt in triples if not gt and float(r) == 1.0 and _number(v)),
                     None)
    if reference is None:
        return ""
    base = _number(reference)
    return reference if all(_agrees(_number(v), base, r, gt) for v, r, gt in triples) else ""

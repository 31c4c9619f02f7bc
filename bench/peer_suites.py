"""Score `claims`' reading of numbers and units on other projects' own quantity tests.

The suites stay where they are (`../shared/peers/`, sources and licences in its README) and
are read at run time; nothing of them is copied here. Each case is a sentence with the
quantities its project expects; a case counts as right when every expected quantity is read
with its value (within 0.5%, in base units) and its class of unit, and a negative case when
nothing is read of the classes its suite judges (a currency suite's negative case says "no
money here", not "no number here", and is scored under currency). A range is expected as its
two ends (quantulum3 writes "7 to 10" as 8.5 give or take 1.5: both readers' ranges are turned
into their ends the same way); a plain-number case is also met by a read of money or percent
with the same number ("$20" holds the number 20); a Duckling duration that can be counted two
ways ("2 years and 3 months") is met by either value. Only the classes a performance claim
uses are scored: percent, currency, duration, size, rate, frequency, power, energy and plain
numbers (lengths, weights and temperatures are not the aim). Reads that get a sign, a
fraction or a magnitude wrong are counted apart, since those turn a regression into a gain
or a thousand into one.

quantulum3 is scored on the same cases in the same run when it is installed
(`pip install quantulum3`; its unit classifier is switched off, as its own tests do without
scikit-learn).

    python bench/peer_suites.py [PEERDIR] [--json] [--misses CLASS] [--wrong]
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from claims.extract import quantities_in_text  # noqa: E402

CLASSES = ("percent", "currency", "duration", "size", "rate", "frequency", "power", "energy",
           "number", "dimension")
# The classes a dimension suite judges; its negative cases are scored under "dimension".
DIMENSION = ("size", "rate", "frequency", "power", "energy")
PREFIX = {"pico": 1e-12, "nano": 1e-9, "micro": 1e-6, "milli": 1e-3, "centi": 1e-2,
          "kilo": 1e3, "mega": 1e6, "giga": 1e9, "tera": 1e12, "peta": 1e15, "exa": 1e18,
          "kibi": 2**10, "mebi": 2**20, "gibi": 2**30, "tebi": 2**40}
# A unit's base name (lower case, prefix removed) -> its class and factor to the base unit.
BASE: dict[str, tuple[str, float]] = {
    "percentage": ("percent", 1), "percent": ("percent", 1),
    "second": ("duration", 1), "minute": ("duration", 60), "hour": ("duration", 3600),
    "day": ("duration", 86400), "week": ("duration", 604800), "month": ("duration", 2592000),
    "year": ("duration", 31536000), "decade": ("duration", 315360000),
    "byte": ("size", 1), "bit": ("size", 0.125),
    "bit per second": ("rate", 0.125), "byte per second": ("rate", 1),
    "hertz": ("frequency", 1), "watt": ("power", 1), "joule": ("energy", 1),
    "watt hour": ("energy", 3600), "dimensionless": ("number", 1), "number": ("number", 1),
}
CURRENCIES = {"dollar": "USD", "united states dollar": "USD", "euro": "EUR",
              "pound sterling": "GBP", "british pound": "GBP", "pound": "GBP", "yen": "JPY",
              "japanese yen": "JPY", "chinese yuan": "CNY", "yuan": "CNY", "cent": "USD-cent",
              "penny": "GBP-cent"}
# claims' canonical units -> class, factor to base.
CLAIMS_UNITS: dict[str, tuple[str, float]] = {
    "%": ("percent", 1), "s": ("duration", 1), "B": ("size", 1), "GB": ("size", 1e9),
    "bit": ("size", 0.125), "Gbit": ("size", 1.25e8), "B/s": ("rate", 1),
    "GB/s": ("rate", 1e9), "bit/s": ("rate", 0.125), "Gbit/s": ("rate", 1.25e8),
    "Hz": ("frequency", 1), "W": ("power", 1), "J": ("energy", 1), "Wh": ("energy", 3600),
    "count": ("number", 1),
}


@dataclass(frozen=True)
class Quantity:
    """One quantity: its class, value in base units, and currency code where it is money."""

    cls: str
    value: float
    value_max: float | None = None
    currency: str | None = None
    alternatives: tuple[float, ...] = ()  # other values the suite accepts ("27 months")


@dataclass(frozen=True)
class Case:
    """A sentence and the quantities its suite expects (none: a negative case)."""

    suite: str
    text: str
    expected: tuple[Quantity, ...]
    judged: tuple[str, ...] = ()  # a negative case's classes (none: every class)

    @property
    def cls(self) -> str:
        """The class the case is scored under: its first expected quantity's, else the
        class its suite judges ("dimension" for a dimension suite), else number."""
        if self.expected:
            return self.expected[0].cls
        if self.judged == DIMENSION:
            return "dimension"
        return self.judged[0] if self.judged else "number"

    def counts(self, read: Quantity) -> bool:
        """True when a read in a negative case is of a class the case judges."""
        return not self.judged or read.cls in self.judged


def unit_class(name: str) -> tuple[str, float, str | None] | None:
    """A unit name of any suite ('Megabyte', 'gigawatt hour') -> class, factor, currency."""
    low = re.sub(r"\s+", " ", name.strip().lower()).replace("-", " ")
    if low in CURRENCIES:
        return "currency", 1.0, CURRENCIES[low]
    if low.endswith(("dollar", "euro", "pound", "yen", "yuan", "franc", "peso", "rupee",
                     "markka", "krona", "krone", "won", "lira", "rand", "dinar", "real")):
        return "currency", 1.0, None
    for word, factor in PREFIX.items():
        if low.startswith(word) and low[len(word):] in BASE:
            cls, base = BASE[low[len(word):]]
            return cls, factor * base, None
    if low in BASE:
        cls, base = BASE[low]
        return cls, base, None
    return None


def number_of(text: str) -> float | None:
    """A suite's value ('75000000', '100%', '1/2'), or None when it is not one number."""
    raw = str(text).strip().rstrip("%").replace(",", "")
    try:
        return float(raw)
    except ValueError:
        return None


def _quantity(unit: str, value: float | None, vmax: float | None = None,
              alternatives: tuple[float, ...] = ()) -> Quantity | None:
    """A suite's expected quantity in base units; None for classes out of scope."""
    known = unit_class(unit)
    if known is None or value is None:
        return None
    cls, factor, currency = known
    return Quantity(cls, value * factor, None if vmax is None else vmax * factor, currency,
                    tuple(a * factor for a in alternatives))


def range_ends(value: float, uncertainty: float | None, surface: str
               ) -> tuple[float, float | None]:
    """quantulum3's value and uncertainty as a range's two ends when its surface is a range
    ("7 to 10" is 8.5 give or take 1.5), else the value alone (as for "2.1 ± 0.01")."""
    if not uncertainty or re.search(r"\u00b1|\+/-", surface):
        return value, None
    return value - uncertainty, value + uncertainty


def _scored(suite: str, text: str, wanted: list[Quantity | None], any_given: bool,
            judged: tuple[str, ...] = ()) -> Case | None:
    """A case when every expected quantity is in scope (or it is a negative case)."""
    if any_given and (not wanted or any(q is None for q in wanted)):
        return None
    return Case(suite, text, tuple(q for q in wanted if q is not None), judged)


def quantulum_cases(folder: Path) -> Iterator[Case]:
    """quantulum3's own sentences: `req` and `res` (value, unit name)."""
    for name in ("quantities.json", "quantities.ambiguity.json"):
        path = folder / "quantulum3" / name
        if not path.is_file():
            continue
        for item in json.loads(path.read_text(encoding="utf-8")):
            wanted = [_quantity(r["unit"], *_ends(r)) for r in item["res"]]
            case = _scored("quantulum3", item["req"], wanted, bool(item["res"]))
            if case:
                yield case


def _ends(result: dict) -> tuple[float | None, float | None]:  # type: ignore[type-arg]
    """A quantulum3 result's value, or its range's two ends."""
    value = number_of(result["value"])
    if value is None:
        return None, None
    return range_ends(value, result.get("uncertainty"), result.get("surface", ""))


def recognizers_cases(folder: Path) -> Iterator[Case]:
    """Recognizers-Text's number, percent, currency, dimension and duration specs."""
    specs = {"Number/English/NumberModel.json": "number",
             "Number/English/PercentModel.json": "percent",
             "NumberWithUnit/English/CurrencyModel.json": None,
             "NumberWithUnit/English/DimensionModel.json": None,
             "DateTime/English/DurationParser.json": "duration"}
    judges: dict[str, tuple[str, ...]] = {
        "Number/English/PercentModel.json": ("percent",),
        "NumberWithUnit/English/CurrencyModel.json": ("currency",),
        "NumberWithUnit/English/DimensionModel.json": DIMENSION,
        "DateTime/English/DurationParser.json": ("duration",)}
    for name, fixed in specs.items():
        path = folder / "recognizers" / name
        if not path.is_file():
            continue
        for item in json.loads(path.read_text(encoding="utf-8")):
            wanted = [_recognized(r, fixed) for r in item.get("Results") or []]
            case = _scored("recognizers", item["Input"], wanted, bool(item.get("Results")),
                           judges.get(name, ()))
            if case:
                yield case


def _recognized(result: dict, fixed: str | None) -> Quantity | None:  # type: ignore[type-arg]
    """One Recognizers result as a quantity."""
    if fixed == "duration":
        seconds = result.get("Value", {}).get("PastResolution", {}).get("duration")
        return Quantity("duration", float(seconds)) if seconds else None
    resolution = result.get("Resolution") or {}
    value = number_of(resolution.get("value", ""))
    if fixed is not None:
        return Quantity(fixed, value) if value is not None else None
    return _quantity(resolution.get("unit", ""), value)


def duckling_cases(folder: Path) -> Iterator[Case]:
    """Duckling's money and duration corpora, each phrase put into a sentence."""
    for name, frame, judged in (("AmountOfMoney.EN.json", "It cost {}.", "currency"),
                                ("Duration.EN.json", "It took {}.", "duration")):
        path = folder / "duckling" / name
        if not path.is_file():
            continue
        for item in json.loads(path.read_text(encoding="utf-8")):
            wanted = [_quantity(e["unit"], e.get("value"), e.get("value_max"),
                                tuple(e.get("alt_values") or ()))
                      for e in item.get("expected") or []]
            case = _scored("duckling", frame.format(item["text"]), wanted,
                           bool(item.get("expected")), (judged,))
            if case:
                yield case


def claims_reads(text: str) -> list[Quantity]:
    """What `claims` reads in a sentence, as quantities: its number reading
    (`quantities_in_text`, the figure steps before the one that drops numbers that count
    nothing in a report, such as "two in my car"), not the report's figures."""
    out = []
    for fig in quantities_in_text(text):
        if fig.unit in CLAIMS_UNITS:
            cls, factor = CLAIMS_UNITS[fig.unit]
            top = None if fig.value_max is None else fig.value_max * factor
            out.append(Quantity(cls, fig.value * factor, top))
        elif fig.unit.isalpha() and fig.unit.isupper() and len(fig.unit) == 3:
            out.append(Quantity("currency", fig.value, fig.value_max, fig.unit))
    return out


def quantulum_reader() -> Callable[[str], list[Quantity]] | None:
    """quantulum3's reading as quantities, or None when it is not installed."""
    try:
        from quantulum3 import classifier, parser  # type: ignore[import-not-found]
    except ImportError:
        return None
    classifier.USE_CLF = False

    def read(text: str) -> list[Quantity]:
        out = []
        try:
            parsed = parser.parse(text)
        except Exception:
            return []
        for q in parsed:
            known = unit_class(q.unit.name)
            if known is not None:
                cls, factor, currency = known
                low, high = range_ends(float(q.value), q.uncertainty, q.surface)
                out.append(Quantity(cls, low * factor,
                                    None if high is None else high * factor, currency))
        return out

    return read


def _close(a: float | None, b: float | None) -> bool:
    """Equal within 0.5%."""
    return a is not None and b is not None and math.isclose(a, b, rel_tol=0.005, abs_tol=1e-9)


# Classes whose value is the number as written, so a plain-number case may be met by them.
AS_WRITTEN = ("number", "currency", "percent")


def _matches(read: Quantity, want: Quantity) -> bool:
    """A read is the expected quantity: class, value (either end of a range), currency.
    A plain number is also read by money or a percentage of the same number."""
    if read.cls != want.cls and not (want.cls == "number" and read.cls in AS_WRITTEN):
        return False
    if want.currency and read.currency and want.currency != read.currency:
        return False
    ends = [v for v in (read.value, read.value_max) if v is not None]
    if want.value_max is not None:
        return any(_close(e, want.value) for e in ends) and any(
            _close(e, want.value_max) for e in ends)
    return any(_close(e, w) for e in ends for w in (want.value, *want.alternatives))


def wrong_kind(read: Quantity, want: Quantity) -> str | None:
    """'sign', 'fraction' or 'magnitude' when a read of the right class is wrong that way."""
    if read.cls != want.cls or want.value == 0 or read.value == 0:
        return None
    if _close(-read.value, want.value):
        return "sign"
    ratio = abs(read.value / want.value)
    if any(_close(ratio, 10.0 ** k) for k in (-12, -9, -6, -3, 3, 6, 9, 12)):
        return "magnitude"
    if not float(want.value).is_integer() and float(read.value).is_integer():
        return "fraction"
    return None


@dataclass
class Tally:
    """Right cases per class, and reads wrong in sign, fraction or magnitude."""

    right: Counter[str] = field(default_factory=Counter)
    total: Counter[str] = field(default_factory=Counter)
    wrong: Counter[str] = field(default_factory=Counter)
    misses: dict[str, list[str]] = field(default_factory=dict)
    wrong_reads: list[str] = field(default_factory=list)

    def add(self, case: Case, reads: list[Quantity]) -> None:
        """Score one case."""
        self.total[case.cls] += 1
        if case.expected:
            ok = all(any(_matches(r, w) for r in reads) for w in case.expected)
        else:
            ok = not any(case.counts(r) for r in reads)
        self.right[case.cls] += ok
        for read in reads:
            if any(_matches(read, w) for w in case.expected):
                continue  # read right, though another quantity of the case was missed
            kind = next(filter(None, (wrong_kind(read, w) for w in case.expected)), None)
            if kind:
                self.wrong[kind] += 1
                self.wrong_reads.append(f"{kind}: {case.suite}: {case.text!r} read {read}")
        if not ok:
            self.misses.setdefault(case.cls, []).append(
                f"{case.suite}: {case.text!r} want {case.expected} got {reads}")


def main() -> int:
    """Score claims (and quantulum3 when installed) on every peer case in scope."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("peers", nargs="?", default=str(ROOT.parent / "shared" / "peers"))
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--misses", metavar="CLASS", help="print claims' misses of one class")
    parser.add_argument("--wrong", action="store_true",
                        help="print claims' reads wrong in sign, fraction or magnitude")
    args = parser.parse_args()
    folder = Path(args.peers)
    if not folder.is_dir():
        print(f"no peer suites at {folder}", file=sys.stderr)
        return 2
    cases = [*quantulum_cases(folder), *recognizers_cases(folder), *duckling_cases(folder)]
    readers: dict[str, Callable[[str], list[Quantity]]] = {"claims": claims_reads}
    peer = quantulum_reader()
    if peer is not None:
        readers["quantulum3"] = peer
    tallies = {name: Tally() for name in readers}
    for case in cases:
        for name, read in readers.items():
            tallies[name].add(case, read(case.text))
    if args.misses:
        print("\n".join(tallies["claims"].misses.get(args.misses, [])))
        return 0
    if args.wrong:
        print("\n".join(tallies["claims"].wrong_reads))
        return 0
    summary = {name: {"classes": {c: [t.right[c], t.total[c]] for c in CLASSES if t.total[c]},
                      "all": [sum(t.right.values()), sum(t.total.values())],
                      "wrong": dict(t.wrong)} for name, t in tallies.items()}
    if args.json:
        print(json.dumps(summary, indent=2, sort_keys=True))
        return 0
    names = list(readers)
    print(f"{'class':<10} " + " ".join(f"{n:>16}" for n in names))
    for cls in [*CLASSES, "all"]:
        cells = []
        for n in names:
            right, total = summary[n]["all"] if cls == "all" else \
                summary[n]["classes"].get(cls, [0, 0])  # type: ignore[attr-defined]
            cells.append(f"{right:>5}/{total:<4} {right / total if total else 0:>5.0%}")
        print(f"{cls:<10} " + " ".join(f"{c:>16}" for c in cells))
    for n in names:
        print(f"{n}: wrong sign/fraction/magnitude reads: {summary[n]['wrong']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

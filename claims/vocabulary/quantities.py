"""One table per quantity: each canonical unit with its metric, conversion and display forms.

Every canonical unit a claim may carry is one row here. The row names the
vocabulary metric a figure in that unit reports by default (which gives its
class, direction and comparability), the base unit comparisons convert it to
and the factor to get there, the prefixed forms a report shows it in, other
spellings a claim file may carry, the phrase a record uses for what it
measures, and whether a figure in the unit can be a result of a benchmark at
all (a clock rate or a voltage is a specification of the part).

Report prefixes (`claims.report`), compare's conversions (`claims.compare.units`),
record phrases (`claims.extract.records.kind`) and the checkers' metric sets
(`checkers.facts`) read this table, so adding a unit is adding one row.

    >>> q = quantity("GB/s")
    >>> q.klass.value, q.direction.value, q.comparable, display("GB/s", 0.78)
    ('bandwidth', 'higher', True, (0.001, 'MB/s'))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from claims.vocabulary.efficiency import EFFICIENCY_UNITS
from claims.vocabulary.lazy import lazy
from claims.vocabulary.metrics import METRICS, Direction, Klass, Metric, metric_of
from claims.vocabulary.units import RATE_NOUNS

Forms = tuple[tuple[float, str], ...]


@dataclass(frozen=True, slots=True)
class Quantity:
    """A canonical unit and everything the stages need to know about it.

    `prefixes` are display forms, smallest factor first (factor from the
    canonical unit); `aliases` are other spellings a claim file may carry, with
    their factor to the canonical unit. `base` and `to_base` convert the
    canonical unit into the one unit comparisons use for its quantity.
    """

    unit: str
    metric: str
    base: str | None = None
    to_base: float = 1.0
    prefixes: Forms = ()
    aliases: Forms = ()
    measures: str | None = None
    result: bool = True
    #: Whether a rate of this work owes a latency beside it, as a request's, a query's or a
    #: token's does. A benchmark's own composite rate (tpmC, QphH) does not: its rules fix
    #: the load and bound its response times or fold its query times in; nor does a batch
    #: job's rate nobody waits behind (hashes tried by a cracker or a miner).
    owes_latency: bool = True

    @property
    def base_unit(self) -> str:
        """The unit comparisons convert this one to: the unit itself unless `base` names one."""
        return self.base or self.unit

    @property
    def member(self) -> Metric:
        """The vocabulary metric a figure in this unit reports by default."""
        return metric_of(self.metric)

    @property
    def klass(self) -> Klass:
        """The metric class of the unit's default metric."""
        return self.member.klass

    @property
    def direction(self) -> Direction:
        """Whether a higher or a lower value is better for the unit's default metric."""
        return self.member.direction

    @property
    def comparable(self) -> bool:
        """True when figures in this unit may be set side by side across vendors."""
        return self.member.comparable

    def forms(self) -> Forms:
        """Every spelling this row converts, with its factor to the canonical unit."""
        return ((1.0, self.unit), *((f, u) for f, u in self.prefixes if u != self.unit),
                *((f, u) for f, u in self.aliases))


_SECONDS: Forms = ((1e-9, "ns"), (1e-6, "µs"), (1e-3, "ms"), (1.0, "s"))
_BYTES: Forms = ((1e-6, "KB"), (1e-3, "MB"), (1.0, "GB"), (1e3, "TB"), (1e6, "PB"))
_BINARY_RATES: Forms = tuple((1024.0**n / 1e9, p + "iB/s") for n, p in
                             ((1, "K"), (2, "M"), (3, "G"), (4, "T")))
_FLOPS: Forms = ((1.0, "FLOP/s"), (1e9, "GFLOP/s"), (1e12, "TFLOP/s"), (1e15, "PFLOP/s"),
                 (1e18, "EFLOP/s"))
_OPS: Forms = ((1.0, "OP/s"), (1e9, "GOP/s"), (1e12, "TOP/s"), (1e15, "POP/s"))

_ROWS: tuple[Quantity, ...] = (
    # Rates of work: the nouns a rate may count are filled in from RATE_NOUNS below.
    Quantity("tokens/s", "throughput", measures="tokens per second"),
    Quantity("requests/s", "throughput", measures="requests per second"),
    Quantity("queries/s", "throughput", measures="queries per second"),
    Quantity("transactions/s", "throughput", measures="transactions per second"),
    Quantity("transactions/min", "throughput", base="transactions/s", to_base=1 / 60.0),
    Quantity("IOPS", "iops", aliases=((1e3, "kIOPS"),), measures="I/O operations per second"),
    Quantity("hashes/s", "throughput", prefixes=((1.0, "H/s"), (1e3, "kH/s"), (1e6, "MH/s"),
                                                  (1e9, "GH/s"), (1e12, "TH/s")),
             measures="hashes per second", owes_latency=False),
    # Audited benchmarks' own rates stay apart from plain transactions per minute.
    Quantity("tpmC", "throughput", owes_latency=False),
    Quantity("NOPM", "throughput", owes_latency=False),
    Quantity("QphH", "throughput", owes_latency=False),
    Quantity("QphDS", "throughput", owes_latency=False),
    Quantity("GB/s", "bandwidth", prefixes=((1e-3, "MB/s"), (1.0, "GB/s"), (1e3, "TB/s")),
       aliases=((1e-6, "KB/s"), *_BINARY_RATES), measures="bandwidth"),
    Quantity("Gbit/s", "bandwidth", base="GB/s", to_base=1 / 8,
       prefixes=((1e-3, "Mbit/s"), (1.0, "Gbit/s"), (1e3, "Tbit/s")), measures="bandwidth"),
    Quantity("FLOP/s", "compute", prefixes=_FLOPS, measures="compute rate"),
    Quantity("OP/s", "compute", prefixes=_OPS),
    # An amount of computation (a training run's budget), not a rate: "3.8 x 10^25 FLOPs".
    Quantity("FLOP", "work", measures="amount of computation", result=False),
    # Specifications of a part, never the result of a run: "DDR5-6400 at 6,400 MT/s".
    Quantity("Hz", "frequency", prefixes=((1.0, "Hz"), (1e3, "kHz"), (1e6, "MHz"), (1e9, "GHz")),
       measures="clock frequency"),
    Quantity("transfers/s", "frequency", prefixes=((1.0, "transfers/s"), (1e6, "MT/s"),
                                             (1e9, "GT/s")),
       measures="transfer rate", result=False),
    Quantity("V", "voltage", prefixes=((1e-3, "mV"), (1.0, "V"), (1e3, "kV")), result=False),
    Quantity("DWPD", "endurance", result=False),
    Quantity("Ah", "charge", aliases=((1e-3, "mAh"),), result=False),
    Quantity("m", "length", aliases=((1e3, "km"),), result=False),
    Quantity("W", "power", prefixes=((1.0, "W"), (1e3, "kW"), (1e6, "MW")), measures="power"),
    Quantity("J/token", "energy", measures="energy per token"),
    *(Quantity(unit, "energy_efficiency", measures="work per unit of energy")
      for unit in EFFICIENCY_UNITS),
    Quantity("J", "energy"),
    Quantity("Wh", "energy", base="J", to_base=3600.0, aliases=((1e3, "kWh"), (1e6, "MWh"))),
    Quantity("GB", "memory", prefixes=_BYTES, measures="capacity"),
    Quantity("Gbit", "memory", base="GB", to_base=1 / 8),
    Quantity("cycles", "cycles", measures="clock cycles"),
    Quantity("s", "duration", prefixes=_SECONDS,
             aliases=((1e-6, "us"), (60.0, "min"), (3600.0, "h"))),
    # Money keeps its currency: converting would need a dated rate.
    Quantity("USD", "cost", measures="price"),
    Quantity("USD/h", "cost", measures="price per hour"),
    Quantity("USD/month", "cost"),
    Quantity("USD/year", "cost"),
    Quantity("USD/Mtok", "cost", aliases=((1e3, "USD/1k tokens"), (1e3, "USD/ktok"),
                                    (1e6, "USD/token")),
       measures="price per million tokens"),
    *(Quantity(code, "cost") for code in ("EUR", "GBP", "CNY", "JPY", "INR", "CHF")),
    *(Quantity(f"USD/{per}", "price_performance") for per in ("tpmC", "QphH", "QPS", "IOPS")),
    Quantity("x", "speedup", measures="ratio"),
    Quantity("%", "percent", measures="percentage"),
    Quantity("pp", "percent"),
    # A share written as a fraction of 1 ("MFU 0.57"): the same quantity as 57%.
    Quantity("fraction", "percent", base="%", to_base=100.0),
    Quantity("points", "score"),
    # A quality figure written without a unit (a recall of 0.93, an MMLU score of 71.2): a
    # score on its benchmark's own scale, never a count of things.
    Quantity("score", "score"),
    Quantity("count", "count"),
)


def _with_rates(rows: tuple[Quantity, ...]) -> dict[str, Quantity]:
    """The rows by unit, with one throughput row for each counted rate not listed."""
    table = {row.unit: row for row in rows}
    for unit in sorted(set(RATE_NOUNS.values())):
        table.setdefault(unit, Quantity(unit, "throughput"))
    return table


QUANTITIES: Mapping[str, Quantity] = MappingProxyType(_with_rates(_ROWS))

#: Every spelling a table row converts -> (canonical unit, factor to it).
SPELLINGS: Mapping[str, tuple[str, float]] = MappingProxyType(
    {form: (q.unit, f) for q in QUANTITIES.values() for f, form in reversed(q.forms())})

# A count of something per unit of time, for nouns no row lists ("builds/s", "requests/day").
RATE_PATTERN = r"^[A-Za-z][A-Za-z ]*/(?:s|min|h|day|month)$"
_RATE = lazy(RATE_PATTERN)
_WINDOWS = {"/min": 60.0, "/h": 3600.0, "/day": 86400.0}


def quantity(unit: str) -> Quantity | None:
    """The row of a canonical unit, or None for a unit outside the table."""
    return QUANTITIES.get(unit)


def is_unit(unit: str) -> bool:
    """True for a canonical unit, a spelling the table converts, or a counted rate."""
    return unit in SPELLINGS or _RATE.match(unit) is not None


def is_result(unit: str) -> bool:
    """False for a unit that only states a part's specification (a transfer rate, a voltage)."""
    row = QUANTITIES.get(unit)
    return row is None or row.result


def to_base(unit: str) -> tuple[str, float]:
    """(base unit, factor): multiply a value in `unit` by the factor to get the base unit.

    Per-minute, per-hour and per-day rates of any counted thing become per-second ones.
    """
    spelled = SPELLINGS.get(unit)
    if spelled is not None:
        row = QUANTITIES[spelled[0]]
        return row.base_unit, spelled[1] * row.to_base
    for window, seconds in _WINDOWS.items():
        if unit.endswith(window) and not unit.startswith("USD"):
            return unit[: -len(window)] + "/s", 1 / seconds
    return unit, 1.0


def display(unit: str, largest: float) -> tuple[float, str]:
    """The display factor and form for figures in `unit` whose largest magnitude is
    `largest`: the largest prefix not above it; the unit itself when it has none."""
    row = QUANTITIES.get(unit)
    if row is None or not row.prefixes or largest == 0:
        return 1.0, unit
    return next(((f, u) for f, u in reversed(row.prefixes) if largest >= f), row.prefixes[0])


def metrics_of(klass: Klass) -> frozenset[str]:
    """The names and aliases of every metric of one class, in the checkers' folded form."""
    return frozenset(name.casefold() for m in METRICS.values() if m.klass is klass
                     for name in (m.name, *m.aliases))

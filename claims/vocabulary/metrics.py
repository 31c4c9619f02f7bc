"""The closed metric vocabulary: every metric a claim may carry, and what it means to compare it.

A claim's `metric` is one of the names below (or one of their aliases, which
`metric_of` folds onto the name). Each metric belongs to a class (what kind of
quantity it is), has a direction (is a higher or a lower value better, or
neither), says whether it is a performance quantity that a buyer may set side by
side with another vendor's at all, and lists the canonical units it takes.

Configuration counts (GPUs, users, batch size), limits, capacities, clock rates,
shares of unnamed wholes and ratios to some baseline are members too, so every
figure has a metric, but they are not `comparable`: two vendors' "72 GPUs" or
"3.1x faster" say nothing about which product performs better.

    >>> m = metric_of("TTFT")
    >>> m.name, m.klass.value, m.direction.value, m.comparable
    ('ttft', 'ttft', 'lower', True)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

from claims.vocabulary.efficiency import EFFICIENCY_UNITS
from claims.vocabulary.lazy import lazy

#: Benchmarks whose unitless score measures speed, not the quality of results (SPEC CPU,
#: Geekbench...): a bare number beside one is its score, and that score is a performance
#: figure.
PERFORMANCE_SCORES = lazy(
    r"\bSPEC(?:rate|speed|int|fp|jbb|power)\w*|\bGeekbench\b|\bCinebench\b|\bPassMark\b|"
    r"\b3DMark\b|\bSpeedometer\b|\bJetStream\b|\bAnTuTu\b|\bPCMark\b|\bNovabench\b|"
    r"\bBasemark\b", re.I)

class Klass(str, Enum):
    """What kind of quantity a metric is; two figures compare only within one class."""

    throughput = "throughput"            # work per unit time by a whole system or device
    user_speed = "user_speed"            # output speed seen by one user (tokens/s per user)
    latency = "latency"                  # time for one operation or request, end to end
    ttft = "ttft"                        # time to the first token of a response
    tpot = "tpot"                        # time per output token after the first
    bandwidth = "bandwidth"              # bytes moved per unit time
    iops = "iops"                        # storage I/O operations per second
    compute = "compute"                  # arithmetic rate (FLOP/s, OP/s)
    duration = "duration"                # time to finish a whole job (time to train)
    price = "price"                      # money paid, per item, hour, month or tokens
    price_performance = "price_performance"  # money per unit of throughput (USD per tpmC)
    accuracy = "accuracy"                # quality of results on a named benchmark
    power = "power"                      # power drawn or rated
    energy = "energy"                    # energy spent, usually per unit of work
    capacity = "capacity"                # how much something holds (memory, battery)
    utilization = "utilization"          # share of a resource kept busy
    mfu = "mfu"                          # model FLOPs achieved over the hardware's peak
    hit_rate = "hit_rate"                # share of lookups served from a cache
    frequency = "frequency"              # a clock rate
    compression = "compression"          # original over compressed size: codec, level, input
    ratio = "ratio"                      # a figure relative to an unnamed or other baseline
    share = "share"                      # a percentage of some whole the metric does not name
    config = "config"                    # a count that describes the setup, not its result
    work_count = "work_count"            # how many of a thing one operation of a benchmark does
    dimension = "dimension"              # a physical size
    rating = "rating"                    # a rated property of a part (voltage, endurance)


#: Classes whose figure is a rate or a time of work done on some machine: the same program on
#: another machine gives another figure, so a side whose machine is not named cannot be set
#: beside one whose machine is. A ratio, a size, an accuracy or a price is fixed by the
#: program, its setting and its input (or by a seller), not by the machine it ran on.
MACHINE_BOUND = frozenset({Klass.throughput, Klass.latency, Klass.duration, Klass.bandwidth,
                           Klass.iops, Klass.compute})


class Direction(Enum):
    """Which way is better for a metric's values (a plain Enum: `str.lower` would clash)."""

    higher = "higher"
    lower = "lower"
    none = "none"


@dataclass(frozen=True)
class Metric:
    """One member of the vocabulary.

    `units` are the canonical units (see DESIGN.md) a figure of this metric is
    stated in; `rates` is true for metrics that also take any counted thing per
    unit of time ("rows/s", "transactions/min"). A figure in another unit, such
    as a cost stated in "%", is a relative figure, not this metric's quantity.
    """

    name: str
    klass: Klass
    direction: Direction
    comparable: bool
    units: tuple[str, ...]
    summary: str
    aliases: tuple[str, ...] = ()
    rates: bool = False

    def takes(self, unit: str) -> bool:
        """True when `unit` is one this metric's quantity is stated in."""
        return unit in self.units or (self.rates and _RATE.match(unit) is not None)


_RATE = lazy(r"^[A-Za-z][A-Za-z ]*/(s|min|h|day)$")
_H, _L, _N = Direction.higher, Direction.lower, Direction.none
_TIME = ("s",)
_MONEY = ("USD", "USD/Mtok", "USD/h", "USD/month", "USD/year", "CNY", "EUR")

_MEMBERS = (
    Metric("throughput", Klass.throughput, _H, True, ("tokens/s", "requests/s", "queries/s",
           "IOPS", "GB/s", "QphDS", "QphH", "tpmC", "NOPM"),
           "work done per unit time by a system or a device",
           ("tps", "qps", "rps", "goodput", "requests", "requests_served", "transactions",
            "tpmc", "queries", "tokens", "rate"), rates=True),
    Metric("interactivity", Klass.user_speed, _H, True, ("tokens/s",),
           "output speed one user sees, tokens per second per user",
           ("per_user_speed", "user_speed", "output_speed", "decode_speed")),
    Metric("latency", Klass.latency, _L, True, _TIME,
           "time for one request or operation, end to end",
           ("response_time", "e2e_latency", "end_to_end_latency", "tail_latency",
            "query_latency", "commit_latency", "wakeup_latency", "step_time", "itl",
            "inter_token_latency")),
    Metric("ttft", Klass.ttft, _L, True, _TIME, "time to the first token of a response",
           ("time_to_first_token",)),
    Metric("tpot", Klass.tpot, _L, True, _TIME, "time per output token after the first",
           ("time_per_output_token",)),
    Metric("bandwidth", Klass.bandwidth, _H, True, ("GB/s", "Gbit/s", "TB/s"),
           "bytes moved per second", ("transfer_rate",)),
    Metric("iops", Klass.iops, _H, True, ("IOPS",), "storage I/O operations per second"),
    Metric("compute", Klass.compute, _H, True, ("FLOP/s", "OP/s"),
           "arithmetic rate: floating-point or integer operations per second",
           ("flops", "tflops", "tops")),
    Metric("work", Klass.config, _N, False, ("FLOP",),
           "an amount of computation, such as a training run's total operations",
           ("training_compute", "total_compute")),
    Metric("duration", Klass.duration, _L, True, _TIME,
           "time to finish a whole job, such as time to train or to load",
           ("time_to_train", "build_time", "runtime")),
    Metric("cost", Klass.price, _L, True, _MONEY,
           "money paid: a price per item, hour, month or million tokens, or a total",
           ("price", "tco", "cost_per_token", "cost_per_query", "cost_per_hour",
            "cost_per_request")),
    Metric("price_performance", Klass.price_performance, _L, True,
           ("USD/tpmC", "USD/QphH", "USD/QPS", "USD/IOPS"),
           "money per unit of sustained throughput, as audited benchmarks publish it",
           ("price_per_performance",)),
    Metric("accuracy", Klass.accuracy, _H, True, ("%", "score", "count"),
           "quality of results on a named benchmark (accuracy, recall, pass rate)",
           ("quality", "recall", "precision_score", "f1", "pass_rate", "success_rate",
            "task_success", "exact_match", "bleu", "rouge", "win_rate")),
    # Errors in results: a quality on a benchmark as an accuracy is, but lower is better.
    Metric("error_rate", Klass.accuracy, _L, True, ("%", "score", "count"),
           "errors in results on a named benchmark, lower is better (word or character "
           "error rate)", ("wer", "cer", "word_error_rate", "character_error_rate")),
    Metric("score", Klass.accuracy, _H, True, ("score", "points", "count"),
           "a benchmark's own score, in its points"),
    Metric("power", Klass.power, _N, False, ("W",),
           "power drawn or rated; a rating, not a result of the workload", ("tdp",)),
    Metric("energy", Klass.energy, _L, True, ("J/token", "J", "Wh", "kWh"),
           "energy spent, comparable per unit of work"),
    # Work per unit of energy or power ("3.1 tokens per joule", "40 images/W"): the inverse
    # of an energy per unit of work, so higher is better.
    Metric("energy_efficiency", Klass.energy, _H, True, EFFICIENCY_UNITS,
           "work done per unit of energy or power (tokens per joule, images per watt)",
           ("perf_per_watt", "performance_per_watt")),
    Metric("memory", Klass.capacity, _N, False, ("GB", "Gbit", "TB"),
           "how much memory or storage a part holds; a capacity, not a result",
           ("capacity", "storage")),
    Metric("charge", Klass.capacity, _N, False, ("Ah", "mAh"), "a battery's charge capacity"),
    Metric("utilization", Klass.utilization, _N, False, ("%",),
           "share of a resource kept busy (or idle); a share of different things per system",
           ("utilisation", "idle_time", "hfu")),
    # Unlike a busy share, MFU counts only the model's own FLOPs (no recomputation) against
    # the accelerator's peak: one model on one accelerator sets two runs side by side.
    Metric("mfu", Klass.mfu, _H, True, ("%",),
           "model FLOPs utilization: the model's FLOPs per second over the hardware's peak",
           ("model_flops_utilization",)),
    Metric("hit_rate", Klass.hit_rate, _H, False, ("%",),
           "share of lookups served from a cache; depends on the cache and its traffic",
           ("cache_hit_rate",)),
    # A count of clock cycles is a time on one part's clock: it compares within that part
    # ("cycles per load" before and after a patch), never across parts of other clocks.
    Metric("cycles", Klass.latency, _L, False, ("cycles",),
           "time in clock cycles (per load, per conversion, per I/O), on one part's clock",
           ("clock_cycles",)),
    Metric("frequency", Klass.frequency, _N, False, ("Hz",), "a clock rate; a specification",
           ("clock",)),
    # A codec's ratio is measured on its input, not against a baseline of the post's own:
    # lzbench's "47.60" (% of the original) and a README's "2.101" (x) are one quantity.
    Metric("compression_ratio", Klass.compression, _H, True, ("x", "%"),
           "original size over compressed size (x), or compressed size as a percentage of "
           "the original (%): a codec's result on one input at one level"),
    Metric("speedup", Klass.ratio, _N, False, ("x",),
           "how many times another figure: meaningful only against its own baseline",
           ("ratio", "gain")),
    Metric("improvement", Klass.ratio, _N, False, ("%", "x"),
           "a relative gain over some baseline, in percent or times"),
    Metric("reduction", Klass.ratio, _N, False, ("%", "x"),
           "a relative fall from some baseline, in percent or times"),
    Metric("percent", Klass.share, _N, False, ("%",),
           "a percentage of a whole the text does not tie to a metric"),
    Metric("count", Klass.config, _N, False, ("count",),
           "how many of something the setup has (GPUs, nodes, users, cores)"),
    # Go's "3 allocs/op": what one operation of the benchmarked code does, a result of the
    # code (fewer is better), comparable only for the same counted thing.
    Metric("count_per_operation", Klass.work_count, _L, True, ("count",),
           "how many of a thing one operation or iteration of a micro-benchmark does "
           "(heap allocations per op)", ("allocs_per_op", "allocations_per_operation")),
    Metric("concurrency", Klass.config, _N, False, ("count",),
           "how many requests or users run at once: a condition, not a result"),
    Metric("batch_size", Klass.config, _N, False, ("count",), "requests batched together"),
    Metric("length", Klass.dimension, _N, False, ("m",), "a physical length"),
    Metric("voltage", Klass.rating, _N, False, ("V",), "a supply or rated voltage of a part"),
    Metric("endurance", Klass.rating, _N, False, ("DWPD",),
           "how much a drive is rated to be written, in drive writes per day"),
)


def _fold(name: str) -> str:
    """A metric name in lookup form: case, spaces and hyphens folded."""
    return name.strip().casefold().replace("-", "_").replace(" ", "_")


METRICS: Mapping[str, Metric] = MappingProxyType({m.name: m for m in _MEMBERS})
_LOOKUP: Mapping[str, Metric] = MappingProxyType(
    {_fold(key): m for m in _MEMBERS for key in (m.name, *m.aliases)})


class UnknownMetric(KeyError):
    """A metric name that is not in the vocabulary (nor an alias of a member)."""


def metric_of(name: str) -> Metric:
    """The member named `name` or one of its aliases, case and spacing folded.

    Raises `UnknownMetric` for a name outside the vocabulary.
    """
    try:
        return _LOOKUP[_fold(name)]
    except KeyError:
        raise UnknownMetric(name) from None


def is_metric(name: str) -> bool:
    """True when `name` (or an alias it folds to) is in the vocabulary."""
    return _fold(name) in _LOOKUP

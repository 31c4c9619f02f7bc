"""Alignment of conditions: every difference between two figures, and which ones block.

Blocking reasons come from one fixed vocabulary (`REASONS`). A condition one side does not
state is "not stated", shown as such; it blocks only where it matters for the metric: the
model and the workload define what was run, the statistic defines a latency, the accelerator
count defines a time to train, and the input and output lengths and the concurrency define the
load behind a throughput, a per-user speed or a latency. Precision blocks when the two differ,
and when one side leaves it unsaid for a model's figure; cached tokens block when both sides
state them and they differ, a one-sided one is shown as a caution. Hardware is what is
compared, except two programs on two host machines. One test of a suite (`suite_tests`) on
both sides fixes the model and the benchmark, however each side words them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import overload

from claims.compare import reproduced
from claims.compare.admit import klass, per_operation
from claims.compare.codec import codecs, one_codec
from claims.compare.hosts import load_unstated, machines_not_compared
from claims.compare.lengths import lengths
from claims.compare.names import (
    fold,
    name_precision,
    same_accelerator,
    same_model,
    software_line,
)
from claims.compare.operating import is_single_stream, stated_operating_point
from claims.compare.quality import (
    benchmark_unnamed,
    models_unnamed,
    size_gap,
    tuning_gap,
    two_models,
)
from claims.compare.recompute import recomputation
from claims.compare.runs import RUN_FAMILY, TRY_CONDITION, run_difference
from claims.compare.scenario import LOAD, PHASE, TOKENS, scenarios, workload
from claims.compare.settings import load_setting, setting_gaps
from claims.compare.specs import input_gap, two_specs
from claims.compare.suite_tests import TARGET, TEST, same_target, same_test, suite_test
from claims.model import Claim, Evidence, Statistic
from claims.vocabulary.lazy import lazy
from claims.vocabulary.metrics import MACHINE_BOUND, Klass

REASONS = ("metric", "model", "hardware", "workload", "precision", "software", "statistic",
           "per", "concurrency", "evidence", "cached_tokens")
NOT_STATED = "not stated"
MODEL_BOUND = frozenset({Klass.throughput, Klass.user_speed, Klass.latency, Klass.ttft,
                         Klass.tpot, Klass.price, Klass.accuracy, Klass.energy, Klass.duration,
                         Klass.price_performance})
# A utilization of the model's FLOPs is the training stack's result on one model and one kind
# of accelerator (its peak is the denominator): model and hardware define it.
PEAK_BOUND = frozenset({Klass.mfu})
LATENCY = frozenset({Klass.latency, Klass.ttft, Klass.tpot})
LOADED = frozenset({Klass.throughput, Klass.user_speed, Klass.latency, Klass.ttft, Klass.tpot})
QUANTITY_FAMILIES = frozenset({TOKENS, PHASE, LOAD})
# Classes whose figure depends on what was run, not only on what ran it (a measured
# bandwidth too: iperf3 over eight streams is not zero-copy receive on one core).
RUN_BOUND = LOADED | PEAK_BOUND | {Klass.duration, Klass.accuracy, Klass.energy,
                                   Klass.bandwidth, Klass.compression, Klass.work_count}
NOT_MEASURED = frozenset({Evidence.simulated, Evidence.projected, Evidence.estimated,
                          Evidence.interpolated})
_BITS = lazy(r"(\d+)\s*-?\s*bit|(?:fp|bf|int|mxfp|nvfp|float)(\d+)")


@dataclass(frozen=True)
class Difference:
    """One condition on which two figures differ (None: not stated), and whether it blocks."""

    reason: str
    condition: str
    left: str | None
    right: str | None
    blocking: bool

    def describe(self) -> str:
        """`condition: left | right`, with "not stated" for a missing side."""
        return f"{self.condition}: {self.left or NOT_STATED} | {self.right or NOT_STATED}"


def precision(claim: Claim) -> str | None:
    """The claim's number format: as stated, else as its model's name gives it
    ("DeepSeek-R1-FP4")."""
    return claim.conditions.precision or name_precision(claim.conditions.model)


@lru_cache(maxsize=1 << 12)
def bits(precision: str | None) -> frozenset[str]:
    """The number formats a precision names, by width: "BF16" and "16-bit" are both {"16"}."""
    if not precision:
        return frozenset()
    return frozenset(a or b for a, b in _BITS.findall(precision.casefold()))


def _pair(reason: str, label: str, a: object, b: object, *, one_sided_blocks: bool,
          same: bool | None = None) -> Difference | None:
    """The difference for one condition, or None when the two agree (or both are silent)."""
    sa, sb = (None if a is None else str(a)), (None if b is None else str(b))
    if sa is None and sb is None:
        return None
    if sa is None or sb is None:
        return Difference(reason, label, sa, sb, one_sided_blocks)
    agree = same if same is not None else fold(sa) == fold(sb)
    return None if agree else Difference(reason, label, sa, sb, True)


def _workload(left: Claim, right: Claim) -> list[Difference]:
    """Benchmark, its version, scenario and workload parameters. A loaded figure's lengths
    stated on one side only block: the other side's may be anything, so a buyer cannot
    tell whether the two ran the same requests."""
    a, b = left.conditions, right.conditions
    loaded = klass(left) in LOADED
    (ia, oa), (ib, ob) = lengths(left), lengths(right)  # fields or settings (`lengths`)
    ta, tb = suite_test(left), suite_test(right)
    # one test of a suite on both sides is one benchmark, though one leaves the suite unsaid
    out = [_pair("workload", "workload", workload(left), workload(right),
                 one_sided_blocks=not same_test(left, right)),
           _pair("workload", TEST, ta.get(TEST), tb.get(TEST), one_sided_blocks=True),
           _pair("precision", TARGET, ta.get(TARGET), tb.get(TARGET), one_sided_blocks=True,
                 same=same_target(ta, tb)),
           _pair("workload", "benchmark version", a.benchmark_version, b.benchmark_version,
                 one_sided_blocks=False),
           _pair("workload", "input length", ia, ib, one_sided_blocks=loaded),
           _pair("workload", "output length", oa, ob, one_sided_blocks=loaded)]
    sa, sb = _served(left, dict(scenarios(left))), _served(right, dict(scenarios(right)))
    out += [Difference("concurrency" if load_setting(n) else "workload", f"setting: {n}", x,
                       y, blocks) for n, x, y, blocks in setting_gaps(left, right)]
    tries = run_difference(left, right)
    if tries is not None:
        out.append(Difference("workload", TRY_CONDITION, *tries, True))
    for family in sorted((set(sa) | set(sb)) - {RUN_FAMILY}):
        # which tokens a rate counts, which phase made it and whether the load was offered or
        # served say what quantity it is, not what ran: a difference of metric
        reason = "metric" if family in QUANTITY_FAMILIES else "workload"
        out.append(_pair(reason, family, sa.get(family), sb.get(family),
                         one_sided_blocks=True))
    return [d for d in out if d is not None]


def _served(claim: Claim, found: dict[str, str]) -> dict[str, str]:
    """A speed one user sees counts output tokens unless its text says otherwise."""
    if klass(claim) is Klass.user_speed or is_single_stream(claim):
        found.setdefault(TOKENS, "output")
    return found


def _operating_point(cls: Klass | None, left: Claim, right: Claim) -> Difference | None:
    """Two system rates each stated at a per-user speed compare only at one speed: 12,000
    tokens/s at 20 tokens/s per user and 30,000 at 100 are two points of two curves."""
    if cls is not Klass.throughput:
        return None
    a, b = stated_operating_point(left), stated_operating_point(right)
    if a is None or b is None or abs(a - b) <= 0.1 * max(a, b):
        return None
    return Difference("concurrency", "per-user speed it was measured at", f"{a:g} tokens/s",
                      f"{b:g} tokens/s", True)


def _concurrency(cls: Klass | None, left: Claim, right: Claim) -> Difference | None:
    """Concurrencies must match for loaded figures; one stream against a loaded system blocks
    even where the other side does not state its concurrency."""
    a, b = left.conditions.concurrency, right.conditions.concurrency
    if cls in LOADED and is_single_stream(left) != is_single_stream(right):
        return Difference("concurrency", "concurrency", "1" if is_single_stream(left) else
                          _text(a), "1" if is_single_stream(right) else _text(b), True)
    if load_unstated(left, right):  # one program on two hosts, each at a load unsaid
        return Difference("concurrency", "load offered", None, None, True)
    # A storage rate moves with the I/Os in flight: two stated queue depths must agree.
    return _pair("concurrency", "concurrency", a, b, one_sided_blocks=cls in LOADED,
                 same=None if cls in LOADED or cls is Klass.iops else True)


def _text(value: object) -> str | None:
    """A condition as text, None when not stated."""
    return None if value is None else str(value)


def _statistic(cls: Klass | None, left: Claim, right: Claim) -> Difference | None:
    """Statistics must match for latencies; elsewhere a stated difference blocks."""
    a = left.statistic.value if left.statistic else None
    b = right.statistic.value if right.statistic else None
    best = {Statistic.peak.value, Statistic.max.value}
    if cls in LATENCY:
        return _pair("statistic", "statistic", a, b, one_sided_blocks=True,
                     same=None if a is None or b is None else statistic_key(a) ==
                     statistic_key(b))
    if {a, b} <= best | {None} and None in (a, b):
        return _pair("statistic", "statistic", a, b, one_sided_blocks=False)
    same = (a in best and b in best) or statistic_key(a) == statistic_key(b)
    return _pair("statistic", "statistic", a, b, one_sided_blocks=False, same=same)


@overload
def statistic_key(value: str) -> str: ...
@overload
def statistic_key(value: None) -> None: ...
@overload
def statistic_key(value: str | None) -> str | None: ...
def statistic_key(value: str | None) -> str | None:
    """One name per statistic: the median is the 50th percentile."""
    return Statistic.median.value if value == Statistic.p50.value else value


def _hardware(cls: Klass | None, left: Claim, right: Claim) -> list[Difference]:
    """Hardware is what is compared, except for software run on two different host machines
    (see `claims.compare.hosts`); for a time to train the scale matters too: the accelerator counts
    must be stated and equal (eight H100s against eight MI300Xs is the comparison)."""
    a, b = left.conditions, right.conditions
    scale = cls is Klass.duration
    ha, hb = a.hardware or a.accelerator, b.hardware or b.accelerator
    if cls is Klass.compression or reproduced.same_job(left, right):
        # sizes in and out depend on the input and the codec's level, and what one named
        # job allocates per operation on the code that runs, not on the machine
        return [d for d in (_informational(_pair("hardware", "hardware", ha, hb,
                                                 one_sided_blocks=False)),) if d is not None]
    if cls in PEAK_BOUND:
        # a share of each accelerator's own peak: one kind of accelerator on both sides
        return [d for d in (_pair("hardware", "hardware", ha, hb, one_sided_blocks=True,
                                  same=same_accelerator(ha, hb) if ha and hb else None),
                            _informational(_pair("hardware", "accelerator count",
                                                 a.accelerator_count, b.accelerator_count,
                                                 one_sided_blocks=False)))
                if d is not None]
    # A time or rate of work with its machine said on one side only: whatever the pair
    # compares (the program or the machine), one of the two is unknown on that side (a
    # codec's MB/s on "processors of 4 GHz or more" against one on a named CPU).
    found = [_pair("hardware", "hardware", ha, hb, one_sided_blocks=cls in MACHINE_BOUND),
             _pair("hardware", "accelerator count", a.accelerator_count, b.accelerator_count,
                   one_sided_blocks=scale)]
    out = [d for d in found if d is not None]
    hosts = machines_not_compared(left, right)
    return [Difference(d.reason, "host machine, software not the same" if hosts and
                       d.condition == "hardware" else d.condition, d.left, d.right,
                       (d.blocking and None in (d.left, d.right))
                       or (hosts and d.condition == "hardware")
                       or (scale and d.condition == "accelerator count")) for d in out]


def _codec(cls: Klass | None, left: Claim, right: Claim) -> Difference | None:
    """A compression ratio is a codec's at a level: both sides must name their codec; two
    codecs are what the pair compares (shown, not blocking), one codec compares only at
    one level (see `claims.compare.codec`)."""
    if cls is not Klass.compression:
        return None
    names = [", ".join(codecs(c)) or None for c in (left, right)]
    found = _pair("software", "codec and level", names[0], names[1], one_sided_blocks=True)
    if found is not None and None not in (found.left, found.right) and \
            not one_codec(left, right):
        return _informational(found)
    return found


def _informational(d: Difference | None) -> Difference | None:
    """A difference shown to the buyer that never blocks (software: rarely the subject)."""
    return None if d is None else Difference(d.reason, d.condition, d.left, d.right, False)


def _recomputation(cls: Klass | None, left: Claim, right: Claim) -> Difference | None:
    """A model FLOPs utilization leaves recomputed FLOPs out, so recomputing activations
    lowers it by design: two such figures compare only at one recomputation setting."""
    if cls not in PEAK_BOUND:
        return None
    return _pair("workload", "activation recomputation", recomputation(left),
                 recomputation(right), one_sided_blocks=True)


def _evidence(left: Claim, right: Claim) -> Difference | None:
    """A measurement never sits beside a simulation, projection or estimate."""
    a, b = left.evidence in NOT_MEASURED, right.evidence in NOT_MEASURED
    if a == b:
        return None
    return Difference("evidence", "evidence", left.evidence.value, right.evidence.value, True)


# The job a time's own words name, where it is not the benchmark's work itself: loading the
# data, building, starting up, training, compiling (`measures` keeps the phrase).
_JOB_TIME = lazy(r"\b(load(?:ing)?|build|start\s*-?\s*up|boot|training|compil(?:e|ation)|"
                 r"index(?:ing)?|ingest(?:ion)?)\s+time\b", re.I)


def timed_job(claim: Claim) -> str | None:
    """The job a duration says it times ("load time": "load"), None when its words name none."""
    if klass(claim) is not Klass.duration:
        return None
    found = _JOB_TIME.search(claim.measures or "")
    return None if found is None else re.sub(r"\W+", "", found.group(1).casefold())[:4]


def _job_named(claim: Claim) -> bool:
    """True when a time's record says which job ran: a benchmark or workload, its version,
    a table's setting ("| groupby q3 |") or a scenario; a model alone says what was served,
    not whether the time is its start-up, one turn or a whole run."""
    c = claim.conditions
    return bool(workload(claim) or c.benchmark_version or c.settings or scenarios(claim))


def _job(left: Claim, right: Claim) -> Difference | None:
    """Two times compare only as times of one job: a load time is no query's time, and a
    time whose words name a job (loading the data) beside one that names none may time
    anything else (a query, a whole suite), so a buyer cannot tell. Two times of a whole
    job that name neither the job nor the benchmark run ("about 15 min" beside "0.7 s" for
    one model) may be a start-up and a turn: cannot tell either."""
    a, b = timed_job(left), timed_job(right)
    if a is None and b is None:
        if klass(left) is Klass.duration and not (_job_named(left) and _job_named(right)):
            return Difference("metric", "job timed", None, None, True)
        return None
    return _pair("metric", "job timed", left.measures if a else None,
                 right.measures if b else None, one_sided_blocks=True, same=a == b)


def _run_named(claim: Claim) -> bool:
    """True when the record says what was run: a model, a workload or benchmark, request
    lengths, or a scenario its quote names (read or write, Offline or Server...)."""
    c = claim.conditions
    return bool(c.model or workload(claim) or c.benchmark_version or c.input_length
                or c.output_length or c.settings or scenarios(claim))


def _unknown_runs(cls: Klass | None, left: Claim, right: Claim) -> Difference | None:
    """A rate, a time, an accuracy or an energy says nothing until one knows what ran: two
    such figures neither of which names a model or a workload ("600 requests/s" and "40
    million requests per second") cannot be told apart from two different jobs."""
    # what one operation allocates is of the code that ran, as a count per operation is
    if (cls not in RUN_BOUND and not per_operation(left)) or _run_named(left) or \
            _run_named(right):
        return None
    return Difference("workload", "what was run", None, None, True)


def _quality(left: Claim, right: Claim) -> list[Difference]:
    """What quality scores still need (`claims.compare.quality`): a model named, and for two
    different models a benchmark named on both sides, one kind of model and one size; and
    what two FLOPs per input need: one input size."""
    out = []
    gap = tuning_gap(left, right)
    if gap is not None:
        out.append(Difference("model", "tuning", *gap, True))
    sizes = size_gap(left, right)
    if sizes is not None:
        out.append(Difference("model", "model size", *sizes, True))
    if models_unnamed(left, right):
        out.append(Difference("model", "model", None, None, True))
    if benchmark_unnamed(left, right):
        out.append(Difference("workload", "benchmark", workload(left), workload(right), True))
    sizes_in = input_gap(left, right)  # two FLOPs per input (`claims.compare.specs`)
    if sizes_in is not None:
        out.append(Difference("workload", "input size", *sizes_in, True))
    return out


def _code(left: Claim, right: Claim) -> Difference | None:
    """One job's cost per operation that the other document does not reproduce: another
    release of the code ran (`claims.compare.reproduced`)."""
    gap = reproduced.not_reproduced(left, right)
    return None if gap is None else Difference("software", reproduced.CONDITION, *gap, True)


def differences(left: Claim, right: Claim) -> tuple[Difference, ...]:
    """Every condition on which two figures of one class differ, blocking ones first."""
    cls = klass(left)
    a, b = left.conditions, right.conditions
    ma, mb = a.model, b.model
    pa, pb = precision(left), precision(right)
    # two models' scores on one benchmark (`quality`), or two models' specifications (`specs`)
    models = two_models(left, right) or two_specs(left, right)
    model = _pair("model", "model", ma, mb, one_sided_blocks=cls in MODEL_BOUND | PEAK_BOUND,
                  same=same_model(ma, mb) if ma and mb else None)
    found = [
        _unknown_runs(cls, left, right),
        _job(left, right),
        _informational(model) if models or same_test(left, right) else model,  # one test
        *_quality(left, right),
        *_workload(left, right),
        # A model's speed or accuracy moves with its number format: one side's format unsaid
        # leaves a buyer unable to tell whether the two ran the same weights.
        _pair("precision", "precision", pa, pb,
              one_sided_blocks=cls in MODEL_BOUND and bool(ma or mb) and not models,
              same=bool(bits(pa) & bits(pb)) or fold(pa) == fold(pb)),
        _recomputation(cls, left, right),
        _statistic(cls, left, right),
        _concurrency(cls, left, right),
        _operating_point(cls, left, right),
        _pair("cached_tokens", "cached tokens counted", a.includes_cached_tokens,
              b.includes_cached_tokens, one_sided_blocks=False),
        _evidence(left, right),
        *_hardware(cls, left, right),
        _codec(cls, left, right),
        _code(left, right),
        _informational(_pair("software", "software", software_line(left), software_line(right),
                             one_sided_blocks=False)),
    ]
    kept = [d for d in found if d is not None]
    return tuple(sorted(kept, key=lambda d: (not d.blocking, REASONS.index(d.reason))))

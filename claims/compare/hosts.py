"""Whether a pair of figures on two machines compares the machines at all.

A program's time or rate on two host machines (a CPU, a cloud instance) compares the
machines only when one program, stated the same on both sides, ran on both; a device's own
rate (IOPS, GB/s) names its subject, and a benchmark program's score compares the machines
it ran on. Otherwise the machine and the program both change and the ratio measures
neither.
"""

from __future__ import annotations

from claims.compare.admit import klass
from claims.compare.names import accelerator_key, fold, hardware_class, key, software_line
from claims.compare.operating import is_single_stream
from claims.compare.scenario import workload
from claims.model import Claim
from claims.vocabulary.benchmarks import LOAD_GENERATORS
from claims.vocabulary.hardware import CLOUD_INSTANCE, CPU_FAMILY
from claims.vocabulary.metrics import Klass


def machines_not_compared(left: Claim, right: Claim) -> bool:
    """True when the pair's machines are not what it compares: two hosts running software
    not stated the same, a program unnamed on both sides, or two parts with two stacks."""
    return hosts_differ(left, right) or program_unknown(left, right) or \
        stacks_differ(left, right)


# Units a storage or network device is measured in: fio's IOPS on two drives compares the
# drives, whatever program issued the I/O.
_DEVICE_UNITS = frozenset({"IOPS", "GB/s", "Gbit/s", "TB/s", "packets/s"})
# Classes whose figure is a program's result on a machine: its time or its rate of work.
_PROGRAM_RESULTS = frozenset({Klass.latency, Klass.duration, Klass.throughput})


def program_unknown(left: Claim, right: Claim) -> bool:
    """True for a program's time or rate on two different machines where neither side names
    the program (no model, no software): a database's "random reads, 637 ms" on one machine
    and "859 ms" on another may be two databases or two builds, so the machines are not what
    the ratio measures. A device's own rate (IOPS, GB/s) names its subject: the device."""
    a, b = left.conditions, right.conditions
    ha, hb = a.hardware or a.accelerator, b.hardware or b.accelerator
    if ha is None or hb is None or key(ha, hardware=True) == key(hb, hardware=True):
        return False
    if klass(left) not in _PROGRAM_RESULTS or {left.unit, right.unit} & _DEVICE_UNITS:
        return False
    return not (a.model or b.model or a.software or b.software)


def stacks_differ(left: Claim, right: Claim) -> bool:
    """True for figures on two different parts whose sides both state their software and
    state it differently ("TensorRT-LLM 0.16.0" on an H100 against "TensorRT-LLM" of
    another release on an H200): the part and the stack both change, so the ratio cannot
    be put on either. The same part in two spellings ("H100 SXM 80GB", "NVIDIA H100 80GB")
    is one part."""
    a, b = left.conditions, right.conditions
    ha, hb = a.accelerator or a.hardware, b.accelerator or b.hardware
    if ha is None or hb is None or accelerator_key(ha) == accelerator_key(hb):
        return False
    sa, sb = software_line(left), software_line(right)
    return sa is not None and sb is not None and fold(sa) != fold(sb)


def _host(claim: Claim) -> bool:
    """True when the record's hardware is a host machine (a CPU, a cloud instance, or a
    machine of no known kind of accelerator, such as a board or a desktop named by its
    maker), not an accelerator or a device: what software runs on, rather than the product
    measured. A device's own rate (IOPS, GB/s) on a machine of unknown kind is the device's."""
    c = claim.conditions
    if c.accelerator is not None or c.hardware is None:
        return False
    return CPU_FAMILY.search(c.hardware) is not None or \
        CLOUD_INSTANCE.search(c.hardware) is not None or \
        (hardware_class(c.hardware) is None and claim.unit not in _DEVICE_UNITS)


def hosts_differ(left: Claim, right: Claim) -> bool:
    """True for figures on two different host machines whose software is not stated the same
    on both sides: the machine and the program both change, so neither is what the ratio
    measures (a database on 16 cores against another on 8). One program on two machines
    compares the machines, and stays comparable."""
    if not (_host(left) and _host(right)):
        return False
    a, b = left.conditions.hardware, right.conditions.hardware
    if key(a, hardware=True) == key(b, hardware=True):
        return False
    sa, sb = software_line(left), software_line(right)
    if sa is None and sb is None and _one_benchmark_program(left, right):
        return False
    return sa is None or sb is None or fold(sa) != fold(sb)


# Units of a benchmark program's own score: the program is the benchmark itself.
_PROGRAM_SCORES = frozenset({"score", "points"})


def _one_benchmark_program(left: Claim, right: Claim) -> bool:
    """True for two scores of one named benchmark program (Geekbench 6 on two CPUs): the
    program is the benchmark, so only the machine changes."""
    wa, wb = workload(left), workload(right)
    return left.unit in _PROGRAM_SCORES and right.unit in _PROGRAM_SCORES and \
        wa is not None and wb is not None and fold(wa) == fold(wb)


# A server's results that move with the load its client offers: requests/s, the requests'
# latency, the bytes/s it sends back.
_UNDER_LOAD = frozenset({Klass.throughput, Klass.latency, Klass.bandwidth})


def load_unstated(left: Claim, right: Claim) -> bool:
    """True for a server's rate, its requests' latency or its transfer rate on two host machines
    where neither side states the load it ran under (concurrency, connections, users): such
    a pair would compare the machines, but a server's requests/s moves with what its client
    offered (500 connections on one machine, 100 on the other), so a buyer cannot tell what
    the ratio measures. It holds where a side's workload is a load generator (wrk,
    memtier...), which says how the load was made but not how much; a named benchmark's
    rules fix its own load. One stream on each side is a stated load."""
    a, b = left.conditions, right.conditions
    if klass(left) not in _UNDER_LOAD or not (_host(left) and _host(right)) \
            or not any(LOAD_GENERATORS.fullmatch(workload(c) or "") for c in (left, right)):
        return False
    if key(a.hardware, hardware=True) == key(b.hardware, hardware=True):
        return False
    return a.concurrency is None and b.concurrency is None and \
        not (is_single_stream(left) or is_single_stream(right))

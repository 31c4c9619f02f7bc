"""Which rates are work a service's users wait on: requests, tokens, I/Os, and the bytes a
storage system reads or writes for its clients (a disk, a file system, an object store)."""

from __future__ import annotations

from claims.extract.facts.beside import memory_operation, object_requests
from claims.extract.facts.wording import wording
from claims.model import Claim, Statistic
from claims.vocabulary.metrics import Klass
from claims.vocabulary.quantities import quantity, to_base

#: The statistics a part's rated speed is given with ("up to", "peak").
_RATED = frozenset({Statistic.max, Statistic.peak})


def _texts(claim: Claim) -> tuple[str, ...]:
    """What labels the figure: its sentence or table row, its section's heading, and the
    values of the settings its table row states ("4k write")."""
    settings = tuple(s.value for s in claim.conditions.settings if s.value)
    return (claim.source.quote, claim.source.section or "", *settings)


def is_storage_io(claim: Claim) -> bool:
    """True for a rate of bytes that its sentence, heading or row settings call reads or
    writes (or an object store's GETs and PUTs), and none of them calls a memory, cache,
    bus or link's: the bandwidth a storage system serves its clients."""
    texts = _texts(claim)
    if any(wording(t).bus or wording(t).memory or memory_operation(t) for t in texts):
        return False
    return any(wording(t).io_operation is not None or object_requests(t)
               for t in texts)


def is_work_rate(claim: Claim) -> bool:
    """True for a rate of work (tokens, requests, writes or I/Os per second), as the
    quantity table classes its unit: what a service's users wait on, unlike a rate of bytes
    or FLOPs (but storage reads and writes), a benchmark's composite rate (tpmC), whose
    rules bound its latency, or a batch job's rate nobody waits on (hashes per second). A
    rate per minute ("requests/min") is read per second."""
    row = quantity(claim.unit) or quantity(to_base(claim.unit)[0])
    if row is not None and row.klass is Klass.bandwidth:
        # "The drive reads up to 14 GB/s": a storage rate given as its most is how a part is
        # rated, not a load a service was measured at.
        return is_storage_io(claim) and claim.statistic not in _RATED
    return row is not None and row.klass in (Klass.throughput, Klass.iops) \
        and row.owes_latency

"""The `overlaps` step: a number inside an earlier figure's unit is no figure of its own
("12 million 4 KiB random read IOPS" reads one rate), except a measure inside the noun a
count counts ("two 10GigE ports": two ports, each 10 Gbit/s) and the size of each unit of
work a rate counts ("13 million 512-byte reads per second": reads of 512 bytes each)."""

from __future__ import annotations

from claims.extract.figures.candidate import Candidate, Context, Example

EXAMPLES = (
    Example("It served 13 million 512-byte reads per second.",
            ("13000000 reads/s", "5.12e-07 GB")),
    # a count inside a rate's words describes the work counted, no figure of its own
    Example("It ran 2 million 8-core builds per second.", ("2000000 builds/s",)),
    Example("It moved 18M 84-byte frames per second and 2 GB/s.",
            ("18000000 frames/s", "8.4e-08 GB", "2 GB/s")),
    Example("Each host has two 10GigE ports.", ("2 count ports", "10 Gbit/s")),
)


def drop_overlaps(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Drop numbers that sit inside an earlier figure's unit, except a measure inside the
    noun a count counts (see `_measure_in_count`)."""
    keep: list[Candidate] = []
    for cand in found:
        if keep and cand.start < keep[-1].end:
            if _measure_in_count(keep[-1], cand) or _size_in_rate(keep[-1], cand):
                keep.append(cand)  # `split_nested_counts` ends the count at its number
            continue
        keep.append(cand)
    return keep


def _measure_in_count(count: Candidate, inner: Candidate) -> bool:
    """True when `inner` is a number with a unit inside the noun phrase `count` counts.

    "two 10GigE ports", "twelve 7.68TB drives", "two 64-core CPUs": the count is one figure
    and the port speed, drive size or core count another (configuration figures), so the
    count's span shrinks to its number. A product number ("eight H100 GPUs", "four 400G
    NICs": a bare "G" is no unit) is part of the name and no figure (`drop_unitless_names`
    drops a number after a name, "two AMD EPYC 9754 accelerators")."""
    return count.count_noun is not None and count.unit is not None and \
        count.unit.canonical == "count" and inner.unit is not None and \
        inner.end <= count.end and not inner.glued


# The units of a size: the bytes or bits of each unit of work a rate counts.
_SIZES = frozenset({"GB", "Gbit"})


def _size_in_rate(rate: Candidate, inner: Candidate) -> bool:
    """True when `inner` is a size written with its unit among the words a rate counts
    ("13 million 512-byte reads per second", "10 million 4KiB random read I/O per second"):
    the size of each read or packet is a setting of the run, a figure of its own."""
    return rate.unit is not None and inner.unit is not None and \
        (rate.unit.canonical.endswith("/s") or rate.unit.canonical == "IOPS") and \
        inner.unit.canonical in _SIZES and inner.end <= rate.end and not inner.glued

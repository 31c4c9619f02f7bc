"""The `overlaps` step: a number inside an earlier figure's unit is no figure of its own
("13 million 512-byte reads"), except a measure inside the noun a count counts ("two
10GigE ports": two ports, each 10 Gbit/s)."""

from __future__ import annotations

from claims.extract.figures.candidate import Candidate, Context, Example

EXAMPLES = (
    Example("It served 13 million 512-byte reads per second.", ("13000000 reads/s",)),
    Example("Each host has two 10GigE ports.", ("2 count ports", "10 Gbit/s")),
)


def drop_overlaps(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Drop numbers that sit inside an earlier figure's unit, except a measure inside the
    noun a count counts (see `_measure_in_count`)."""
    keep: list[Candidate] = []
    for cand in found:
        if keep and cand.start < keep[-1].end:
            if _measure_in_count(keep[-1], cand):
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


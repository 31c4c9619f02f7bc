"""Operating points: the per-user speed a system throughput was measured at, within one document."""

from __future__ import annotations

from collections.abc import Sequence

from claims.model import Claim, Per


def is_per_user_speed(claim: Claim) -> bool:
    """True for a per-user rate (tokens/s per user): the operating point of a throughput."""
    return claim.per == Per.user and claim.unit.endswith("/s")


def _is_rate(claim: Claim) -> bool:
    """True for a rate that grows with the system (tokens/s, IOPS...), not a per-user one."""
    return claim.unit.endswith("/s") and claim.per not in (Per.user, Per.request, Per.query)


def operating_points(claims: Sequence[Claim]) -> dict[str, float]:
    """Per-user speed each system rate in one document was measured at, by claim id.

    The pairing is the nearest per-user rate in the same section (by character
    offset), since announcements state a throughput and its per-user speed together.
    """
    speeds = [c for c in claims if is_per_user_speed(c)]
    out: dict[str, float] = {}
    if not speeds:
        return out
    for claim in claims:
        if not _is_rate(claim):
            continue
        near = [s for s in speeds if s.source.section == claim.source.section]
        if not near:
            continue
        here = claim.source.span.start if claim.source.span else 0
        best = min(near, key=lambda s: (abs((s.source.span.start if s.source.span else 0) - here),
                                        s.id))
        out[claim.id] = best.value
    return out

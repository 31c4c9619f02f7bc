"""Bare numbers in a heading that state a problem's size rather than number a section:
a section or a listicle is numbered with a small plain number ("3", "2.1"), never with a
scale letter ("100M unknowns", "1.1B nnz", "15k") or as a side of a product of sizes
("10000x10000 stencil", "4096 x 4096 matrix")."""

from __future__ import annotations

from claims.extract.figures.candidate import Candidate
from claims.vocabulary.lazy import lazy

# A product sign and the next side glued or spaced once: "x10000", " x 4096" (or the sign U+00D7).
_SIDE_AFTER = lazy(r"[ \u00a0]?[x\u00d7][ \u00a0]?\d")
_SIDE_BEFORE = lazy(r"\d[kKMG]?[ \u00a0]?[x\u00d7][ \u00a0]?$")


def states_size(scan: str, cand: Candidate) -> bool:
    """Whether a bare number of a heading states a size: a scale letter is written with it
    or it is a side of a product of sizes."""
    if cand.scale != 1.0:
        return True
    return bool(_SIDE_AFTER.match(scan, cand.end)
                or _SIDE_BEFORE.search(scan, max(0, cand.start - 4), cand.start))

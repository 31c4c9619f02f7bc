"""Whether a name a table gives as a workload is a pass of one job rather than a workload:
"Forward", "Backward" and "Total" rows time the parts of one kernel call on one input."""

from __future__ import annotations

# The passes of one training or attention step, and the whole of them.
_PASSES = frozenset({"forward", "backward", "fwd", "bwd", "forward pass", "backward pass",
                     "forward+backward", "forward + backward", "fwd+bwd", "fwd + bwd",
                     "forward and backward", "total", "overall", "combined", "end to end",
                     "end-to-end"})


def is_pass(name: str | None) -> bool:
    """True for a name that is a pass of one job ("Forward", "bwd", "Total"), not a
    workload of its own."""
    return bool(name and " ".join(name.replace("*", " ").split()).casefold() in _PASSES)

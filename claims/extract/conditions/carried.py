"""Names that state an accelerator count: a system or instance of a fixed size ("DGX H100",
"p5.48xlarge"), counted as the index's accelerator counts, with a count written before
one multiplying it ("2x p5.48xlarge" is sixteen GPUs)."""

from __future__ import annotations

import functools
from collections.abc import Iterable

from claims.vocabulary.hardware_counts import carried_count, rack_count
from claims.vocabulary.lazy import lazy

# A count of systems just before the name: "2x p5.48xlarge", "4 DGX H100".
_TIMES_BEFORE = lazy(r"(?<![\w.,])\d{1,4}\s*[x\u00d7]?\s*$")


@functools.lru_cache(maxsize=1024)
def _carries(name: str) -> bool:
    """Whether a hardware name states how many accelerators it holds, rack names aside:
    a rack ("GB200 NVL72") is often shared out, its runs on a part of it."""
    return carried_count(name) is not None and rack_count(name) is None


def carried_spans(text: str, names: Iterable[tuple[int, int]]) -> list[int]:
    """The spans, flat (start, end, ...), of the hardware names among `names` that carry
    an accelerator count, each widened over a count of them written just before."""
    out: list[int] = []
    for x, y in names:
        if not _carries(text[x:y]):
            continue
        times = _TIMES_BEFORE.search(text, max(0, x - 8), x)
        out.extend((times.start() if times else x, y))
    return out

"""Names that state an accelerator count: a system or instance of a fixed size ("DGX H100",
"p5.48xlarge"), counted as the index's accelerator counts, with a count written before
one multiplying it ("2x p5.48xlarge" is sixteen GPUs); and an accelerator named as one
("a single RTX 5090", "on one L4 (24GB)"), a count of one of any part the vocabulary
knows, not of a machine built on it ("one H100 node")."""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Mapping, Sequence

from claims.extract.conditions.parts import MACHINE_AFTER, find_parts
from claims.vocabulary.hardware_counts import carried_count, rack_count
from claims.vocabulary.lazy import lazy

_EMPTY = dict.fromkeys(("model", "hardware", "device", "component", "accelerator_count",
                        "node_count", "workload", "software", "precision", "parallelism",
                        "concurrency", "io"), "")
# A count of systems just before the name: "2x p5.48xlarge", "4 DGX H100".
_TIMES_BEFORE = lazy(r"(?<![\w.,])\d{1,4}\s*[x\u00d7]?\s*$")
# One of a part, just before its name: "one L4", "a single NVIDIA RTX 5090".
_ONE_BEFORE = lazy(r"(?<![\w-])(?:one|single)\s+(?:NVIDIA\s+|AMD\s+|Intel\s+|Google\s+)?$",
                   re.I)


@functools.lru_cache(maxsize=1024)
def _carries(name: str) -> bool:
    """Whether a hardware name states how many accelerators it holds, rack names aside:
    a rack ("GB200 NVL72") is often shared out, its runs on a part of it."""
    return carried_count(name) is not None and rack_count(name) is None


def carried_spans(text: str, hits: Mapping[str, Sequence[int]]) -> list[int]:
    """The spans, flat (start, end, ...), of the hardware names among the index's flat
    `hits` ("accel", "instance") that carry an accelerator count, each widened over a
    count of them written just before; a name inside a stated count ("3,584 HGX H100
    GPUs") is that count's product, no count of its own."""
    counts = sorted(_pairs(hits["accelerator_count"]))
    longest = max((b - a for a, b in counts), default=0)
    names = _pairs(hits["accel"]) + _pairs(hits["instance"])
    out: list[int] = []
    for x, y in names:
        if _inside(counts, longest, x, y):
            continue
        if not _carries(text[x:y]):
            one = _ONE_BEFORE.search(text, max(0, x - 24), x)
            if one is not None and MACHINE_AFTER.match(text, y) is None:
                out.extend((one.start(), y))
            continue
        times = _TIMES_BEFORE.search(text, max(0, x - 8), x)
        out.extend((times.start() if times else x, y))
    return out


def _inside(counts: Sequence[tuple[int, int]], longest: int, x: int, y: int) -> bool:
    """Whether a sorted span of `counts` (none longer than `longest`) overlaps [x, y)."""
    i = bisect.bisect_left(counts, (x - longest, 0))
    while i < len(counts) and counts[i][0] < y:
        if counts[i][1] > x:
            return True
        i += 1
    return False


def _pairs(flat: Sequence[int]) -> list[tuple[int, int]]:
    """The (start, end) spans of a flat sequence of them."""
    return list(zip(flat[::2], flat[1::2], strict=False))


def wording(name: str, text: str) -> object:
    """What a condition's text states, to tell two mentions apart: an accelerator count
    by its value ("HGX H200" and "eight GPUs" state one count), any other by its words."""
    return find_parts(**{**_EMPTY, name: text}).accelerator_count \
        if name == "accelerator_count" else text

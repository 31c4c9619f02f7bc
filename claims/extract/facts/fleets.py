"""The accelerators a sentence counts, by name ("8xH100 handles 74% more than 4xMI300X"),
and whether it takes its figure per device: what a comparison of two fleets of unequal
size needs to know about its sentence."""

from __future__ import annotations

import re
from functools import lru_cache

from claims.vocabulary.hardware import ACCEL_COUNT
from claims.vocabulary.lazy import lazy
from claims.vocabulary.numbers import parse_spelled

# What a counted accelerator is called once its count and noun are cut away: "8xH100"
# and "eight H100 GPUs" are both "h100"; "8 GPUs" names none.
_COUNT_WORDS = lazy(r"^\s*(?:x|\u00d7)?[\s-]*|\s*\b(?:GPUs?|accelerators?|chips?|TPUs?|"
                    r"superchips?|GCDs?|HPUs?)\s*$", re.I)
_VENDORS = frozenset({"nvidia", "amd", "intel", "google", "aws", "huawei", "ascend"})
# A ratio taken per device sets the counts aside.
_PER_DEVICE = lazy(r"\bper[\s-](?:GPU|accelerator|chip|device|card|TPU)\b|\bnormali[sz]ed\b",
                   re.I)


@lru_cache(maxsize=1024)  # several rules of one run ask about the same sentence
def _counted(quote: str) -> tuple[tuple[str, frozenset[int]], ...]:
    """`counted_devices`, computed once per sentence."""
    return tuple((k, frozenset(v)) for k, v in _read(quote).items())


def counted_devices(quote: str) -> dict[str, set[int]]:
    """The accelerators a sentence counts, by name, with the counts it gives each:
    "4xMI300x ... 8xH100" is {"mi300x": {4}, "h100": {8}}."""
    return {k: set(v) for k, v in _counted(quote)}


def _read(quote: str) -> dict[str, set[int]]:
    """`counted_devices`, read from the sentence."""
    out: dict[str, set[int]] = {}
    for m in ACCEL_COUNT.finditer(quote):
        if m.group("slice") or m.group("nodes") or m.group("sets"):
            continue
        group = next(g for g in ("n", "m", "one") if m.group(g))
        count = _count(m.group(group))
        words = [w for w in _COUNT_WORDS.sub("", quote[m.end(group):m.end()]).lower().split()
                 if w not in _VENDORS]
        # The model is the device; a memory size or form factor after it is not another one.
        name = words[0] if words else ""
        if count is not None and name:
            out.setdefault(name, set()).add(count)
    return out


def _count(raw: str | None) -> int | None:
    """A count written in digits, spelled or as "single"/"one"."""
    if raw is None:
        return None
    raw = raw.replace(",", "").lower()
    if raw.isdigit():
        return int(raw)
    if raw == "single":
        return 1
    try:
        return parse_spelled(raw)
    except KeyError:
        return None


def per_device(quote: str) -> bool:
    """True when the sentence takes its figure per device ("per GPU", "normalised")."""
    return _PER_DEVICE.search(quote) is not None


# A parallelism's degrees: "TP4", "TP=8 PP2", "DP2-TP4" (expert parallelism reuses the
# tensor-parallel devices and adds none).
_DEGREE = lazy(r"\b(TP|PP|DP)\s*=?\s*(\d{1,3})\b", re.I)


def parallel_devices(parallelism: str | None) -> int | None:
    """How many devices a parallelism spans ("TP4" -> 4, "TP4 PP2" -> 8), or None when it
    states no tensor, pipeline or data degree."""
    found = _DEGREE.findall(parallelism or "")
    if not found:
        return None
    devices = 1
    for _, degree in found:
        devices *= int(degree)
    return devices

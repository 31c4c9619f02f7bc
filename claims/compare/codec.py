"""Compression ratios: which codec and level a ratio belongs to, and when two may meet.

A ratio is fixed by the codec, its level and the input, not by the machine. Two
documents' ratios of two different codecs on one input compare the codecs (the
codec is what a buyer chooses, as a machine is for a device's rate); one codec's
ratios compare only at one level. A label that its own document gives two
different ratios on one input ("zstd -1" and "zstd 1", a negative level and level
one folded to one label) does not say which setting it is, so it meets nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from claims.compare.admit import klass
from claims.model import Claim
from claims.vocabulary.lazy import lazy
from claims.vocabulary.metrics import Klass
from claims.vocabulary.software import PLATFORMS

# A level or mode written after a codec's name: "-9", "1", "HI", "fast".
_LEVEL_TAIL = lazy(r"[\s_-]+-?[\w.]+$")
_NOT_ALNUM = lazy(r"[^0-9a-z]+")


def codecs(claim: Claim) -> tuple[str, ...]:
    """The programs a ratio names, as written (level included), compilers left out."""
    return tuple(sorted(s.name for s in claim.conditions.software
                        # the compiler that built a codec does not change its ratio
                        if s.name.casefold() not in PLATFORMS))


def family(name: str) -> str:
    """A codec's name without its level or mode ("lz4hc -9" -> "lz4hc", "zstd -1" ->
    "zstd"), case folded."""
    folded = " ".join(name.casefold().split())
    base = _LEVEL_TAIL.sub("", folded) if " " in folded else folded
    return _NOT_ALNUM.sub("", base)


def label(name: str) -> str:
    """A codec's name with its level, punctuation and case folded ("zstd -1" -> "zstd1")."""
    return _NOT_ALNUM.sub("", name.casefold())


def one_codec(left: Claim, right: Claim) -> bool:
    """True when the two ratios share a codec family (a level apart or not): a harness or
    second program named beside it on one side does not make it another codec."""
    return bool({family(n) for n in codecs(left)} & {family(n) for n in codecs(right)})


def _key(claim: Claim) -> tuple[object, ...]:
    """What should fix a ratio inside one document: codec labels and releases, input, the
    conditions stated."""
    c = claim.conditions
    versions = tuple(sorted(f"{label(s.name)} {s.version or ''}" for s in c.software
                            if s.name.casefold() not in PLATFORMS))
    return (claim.unit, versions, (c.workload or "").casefold(), c.input_length, c.model)


def ambiguous(claims: Iterable[Claim], document: Callable[[Claim], str]) -> frozenset[str]:
    """Ids of ratios whose document gives another ratio under the very same codec label and
    input: the label hides a setting, so no other document's figure can be matched to it."""
    seen: dict[tuple[object, ...], set[float]] = {}
    members: dict[tuple[object, ...], list[str]] = {}
    for claim in claims:
        if klass(claim) is not Klass.compression or not codecs(claim):
            continue
        key = (document(claim), *_key(claim))
        seen.setdefault(key, set()).add(claim.value)
        members.setdefault(key, []).append(claim.id)
    return frozenset(i for key, ids in members.items() if len(seen[key]) > 1 for i in ids)

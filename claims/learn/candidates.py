"""The candidates a choice is made among: every hardware, model and accelerator-count
mention of the document body and its front matter, grouped by the name they give, plus
the rules' own choice and "none stated"."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from claims.extract.conditions.found import Found
from claims.extract.conditions.index import Index
from claims.extract.conditions.parts import find_parts
from claims.learn.names import key
from claims.vocabulary.hardware import DEVICE_NOUN
from claims.vocabulary.hardware_counts import rack_count
from claims.vocabulary.lazy import lazy

#: The finders of each chosen condition (see `claims.extract.conditions.triggers`).
FINDERS: dict[str, tuple[str, ...]] = {
    # (a device described but not named, "a 100Gbit NIC", "1U servers", is one too: the
    # rules bind it only where no scope names a system, the model may where none does)
    "hardware": ("accel", "cpu", "instance", "device", "device_model", "device_kind"),
    "model": ("model",),
    # a rack's name carries its GPUs ("GB200 NVL72"), a candidate the rules never bind
    "accelerators": ("accelerator_count", "accel"),
}


# A described device ends with its noun ("a 100Gbit NIC", "NVMe SSDs"); a server by its
# size ("2 GPU nodes", "8 vCPUs and 32 GiB of memory") is a scope's size, no machine to choose.
_DESCRIBED = lazy(r"\b" + DEVICE_NOUN + r"$")


@dataclass(frozen=True, slots=True)
class Mention:
    """One place the text names a candidate: offsets, the finder that matched, the name."""

    start: int
    end: int
    finder: str
    name: str


@dataclass(frozen=True, slots=True)
class Candidate:
    """One name a figure may bind to (None: none stated), with every place it is named."""

    name: str | None
    finder: str
    mentions: tuple[Mention, ...] = ()
    front: bool = False
    #: Order of the first mention among the document's names of this decision (0 first).
    rank: int = 0
    #: Share of the decision's mentions in the document that name this candidate.
    share: float = 0.0


def _blank(**given: str) -> Found:
    """The conditions one finder's matched text states (every other piece empty)."""
    pieces = {"model": "", "hardware": "", "device": "", "component": "",
              "accelerator_count": "", "node_count": "", "workload": "", "software": "",
              "precision": "", "parallelism": "", "concurrency": "", "io": ""}
    pieces.update(given)
    return find_parts(**pieces)


def name_of(decision: str, finder: str, text: str) -> str | None:
    """The canonical name a matched text gives, as the rules would write it."""
    if decision == "model":
        return _blank(model=text).model
    if decision == "accelerators":
        count = _blank(accelerator_count=text).accelerator_count
        return None if count is None else str(count)
    if finder in ("device", "device_model"):
        return _blank(device=text).hardware
    if finder == "device_kind":  # a device by its kind, not a server by its size
        return _blank(component=text).component if _DESCRIBED.search(text) else None
    return _blank(hardware=text).hardware or " ".join(text.split())


def mentions(index: Index, decision: str) -> list[Mention]:
    """Every mention of the decision's kind of name in the indexed text, in order."""
    text = index.text
    out = []
    for start, end, finder in index.spans(FINDERS[decision]):
        if decision == "accelerators" and finder == "accel" and \
                rack_count(text[start:end]) is None:
            continue  # an accelerator's name is no count; a counted system's is one already
        name = name_of(decision, finder, text[start:end])
        if name and key(name):
            out.append(Mention(start, end, finder, name))
    if any(m.finder != "device_kind" for m in out):
        # a device described but not named is the machine only where the text names none
        out = [m for m in out if m.finder != "device_kind"]
    return out


def candidates(found: Sequence[Mention], front: Sequence[str],
               rule: str | None) -> list[Candidate]:
    """The distinct names of a decision in the document, in order of first mention, then
    the front matter's, then the rules' choice if it is none of them, then none stated."""
    groups: dict[str, list[Mention]] = {}
    for m in found:
        groups.setdefault(key(m.name), []).append(m)
    front_keys = {key(n) for n in front if key(n)}
    total = max(1, len(found))
    out = [Candidate(name=ms[0].name, finder=ms[0].finder, mentions=tuple(ms),
                     front=k in front_keys, rank=i, share=len(ms) / total)
           for i, (k, ms) in enumerate(groups.items())]
    for name in front:
        if key(name) and key(name) not in groups:
            groups[key(name)] = []
            out.append(Candidate(name=name, finder="front", front=True, rank=len(out)))
    if rule is not None and key(rule) and key(rule) not in groups:
        out.append(Candidate(name=rule, finder="rule", front=key(rule) in front_keys,
                             rank=len(out)))
    out.append(Candidate(name=None, finder="none", rank=len(out)))
    return out

"""Setting pairs: two documents' setup figures of one named setting, side by side as settings.

A setup figure (12 cores, 32 GB of memory, a 262,144-token context, 100 connections, a
40-second run) is no result, so it is never compared with a result (`admit` refuses it).
Yet a buyer reading two vendors' runs wants to see "12 against 32 cores" or "16 GB against
32 GB of memory": the settings each result stands on. Two such figures are shown as a
pair of settings, labelled so, only when both are setup figures (the extractor's role) of
the same quantity:

- a count of the same counted thing (cores with cores, vCPUs with vCPUs, workers with
  workers), from a closed list of things a setup has; a count of results (matches,
  errors, rows) or of anything else names no setting;
- a context length, a scale factor, a batch size or a concurrency, named as such;
- a memory or storage size of the same component named next to the figure (system memory,
  accelerator memory, storage, a cache, a file): never accelerator memory against system
  memory, never a file against a cache; a size the text ties to use ("uses", "peak",
  "needs") is a result, and a component not named leaves the figure out;
- a length of time named as the same setting (the run's length, a warm-up, an interval).

A figure per operation or per request (allocations per call) is a result of the run, not a
setting. Anything whose setting cannot be told stays refused, never paired.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from claims.compare.admit import metric
from claims.compare.specs import specification
from claims.enums import Kind
from claims.memo import by_identity
from claims.model import Claim
from claims.vocabulary.lazy import lazy
from claims.vocabulary.metrics import Klass

#: What the verdict's reason says of a pair of settings.
SETTINGS_REASON = "settings, not results"

# Counted things a system or a load generator is set up with, singular, folded; a plural
# is folded onto these (`_noun`). A count of anything else (matches, rows, errors) may be
# a result, so it names no setting. Threads and processes are left out: a machine's
# hardware threads and a load tool's client threads share the word, not the quantity.
_SETUP_THINGS = frozenset({
    "core", "vcpu", "cpu", "worker", "connection", "client", "gpu", "node", "machine",
    "server", "host", "instance", "replica", "shard", "partition", "socket", "disk", "drive",
    "ssd", "warehouse", "dimension", "vector", "accelerator", "chip", "region", "zone",
    "broker", "executor", "tenant"})
# Spellings of one counted thing: "vCPU cores" are vCPUs, "CPU cores" and "physical
# cores" are cores.
_SAME_THING = {"vcpu core": "vcpu", "cpu core": "core", "physical core": "core",
               "gpu card": "gpu"}
# Words that make a count a named setting, right before the figure ("Context | 262,144",
# "scale 4000", "max_model_len=32768") or right after it ("a 262,144-token context").
_NAMED_BEFORE = (
    ("context length", lazy(r"\b(?:context(?:\s+(?:length|window|size))?|max[_-]model[_-]len|"
                            r"ctx[_-]?size)\s*(?:of\s+|[:=|]\s*)?$", re.I)),
    ("scale factor", lazy(r"\bscale[\s_-]factor\s*(?:of\s+|[:=|]\s*)?$", re.I)),
    ("scale", lazy(r"\bscale\s*(?:of\s+|[:=|]\s*)?$", re.I)),
)
_NAMED_AFTER = (
    ("context length", lazy(r"^[\s-]*(?:tokens?[\s-]+)?context\b", re.I)),
)
# Memory and storage components, closest named word wins; accelerator memory is checked
# before memory, a cache before memory ("shared memory", "KV cache").
_COMPONENTS = (
    ("accelerator memory", lazy(r"\b(?:HBM\w*|VRAM|GDDR\w*|GPU\s+(?:memory|RAM)|"
                                r"frame\s*buffer)\b", re.I)),
    ("shared memory", lazy(r"\bshared[\s-]memory\b|\bSMEM\b", re.I)),
    ("KV cache", lazy(r"\bKV[\s-]*(?:cache|pool)\b", re.I)),
    ("cache", lazy(r"\b(?:L[1-4]|last[\s-]level)?\s*cache\b", re.I)),
    ("unified memory", lazy(r"\bunified\s+memory\b", re.I)),
    ("memory", lazy(r"\b(?:memory|RAM|DRAM|LPDDR\w*|DDR\d\w*)\b", re.I)),
    ("storage", lazy(r"\b(?:storage|disks?|SSDs?|NVMe|drives?)\b", re.I)),
    ("file size", lazy(r"\bfiles?\b", re.I)),
    ("data set size", lazy(r"\b(?:data\s*set|dataset|corpus)\b", re.I)),
)
# Words that make a size what a run used or needs: a result, not a setting.
_USED = lazy(r"\b(?:us(?:e|es|ed|ing|age)|consum\w*|footprint|peak|allocat\w*|resident|RSS|"
             r"needs?|requir\w*|takes?|took|occup\w*|saves?|saving|reduc\w*|grows?|"
             r"overhead)\b", re.I)
# Words naming an accelerator: plain "memory" beside one may be the accelerator's.
_ACCELERATOR = lazy(r"\b(?:GPUs?|accelerators?|cards?|HBM\w*|VRAM|devices?|TPUs?|NPUs?|"
                    r"[AHBL]\d{2,3}\b|MI\d{3}\w*|RTX|Gaudi\w*)", re.I)
# Durations named as a setting of the run: before or after the figure.
_TIMES = (
    ("warm-up length", lazy(r"\bwarm[\s-]?up\b", re.I)),
    ("ramp length", lazy(r"\bramp(?:[\s-]?up)?\b", re.I)),
    ("interval", lazy(r"\binterval\b", re.I)),
    ("timeout", lazy(r"\btime[\s-]?out\b", re.I)),
)
# A run's length: "-d 40", "duration: 60 s", "ran for 30 minutes", "100 connections for 40
# seconds" (a load held for that long), "a measured run of 300 seconds".
_RUN_LENGTH = lazy(r"(?:\bduration|\bran|\bruns?|\brunning|\btests?|\bmeasured|"
                   r"\b(?:connections?|threads?|clients?|users?|workers?)\s+for|"
                   r"(?<!\w)-d)\s*(?:of\s+|for\s+|[:=]\s*)?$", re.I)
# Words saying what follows was not part of the run.
_LEFT_OUT = lazy(r"\b(?:left\s+out|leaves?\s+out|exclud\w*|omitt?\w*|skipp?\w*|dropp?\w*|"
                 r"not\s+(?:used|tested|included|run)|instead\s+of|rather\s+than)\b", re.I)
_EVERY = lazy(r"\bevery\s*$", re.I)
# How far from the figure a naming word may stand, within its clause.
_REACH = 32
_CLAUSE = lazy(r"[.;,()\n]|\*\*")


@by_identity(1 << 16)
def setting_of(claim: Claim) -> str | None:
    """The named setting a setup figure states ("core", "context length", "memory"), or None
    when it is no setup figure or what it sets cannot be told."""
    member = metric(claim)
    if member is None or claim.kind is not Kind.config or claim.per is not None or \
            not claim.value or specification(claim) is not None:
        return None  # nothing at all ("0 bytes of memory") sets nothing up
    if member.name in ("concurrency", "batch_size"):
        return member.name.replace("_", " ")
    if member.name == "count" and claim.unit == "count":
        return _agreed(claim, lambda b, a: _named(b, a) or _counted(claim, b, a))
    if member.klass is Klass.capacity and member.name == "memory":
        part = _agreed(claim, _component)
        return part if part is None or part.endswith("size") else f"{part} size"
    if member.klass is Klass.duration and claim.unit == "s":
        return _agreed(claim, _time_setting)
    return None


def _agreed(claim: Claim, name: Callable[[str, str], str | None]) -> str | None:
    """The setting every place the figure is written at names, when they name one (a value
    written twice in its quote, "-c 100 ... 100 connections", is read at both). A figure of
    something the text leaves out ("the dual card is left out because it is two GPUs")
    sets nothing up."""
    found = {None if _LEFT_OUT.search(before) else name(before, after)
             for before, after in _occurrences(claim)}
    found.discard(None)
    return found.pop() if len(found) == 1 else None


def _plural(thing: str) -> str:
    """A counted thing's plural, as a heading says it ("cores", "GPUs", "vCPUs")."""
    words = thing.split()
    words[-1] = _SPELLED.get(words[-1], words[-1])
    return " ".join(words) + ("es" if thing.endswith(("s", "ch")) else "s")


# How the abbreviations among the counted things are written.
_SPELLED = {"gpu": "GPU", "cpu": "CPU", "vcpu": "vCPU", "ssd": "SSD"}
# A key naming the figure right before it: "| Cores | 16 |", "Nodes = 4".
_KEY = lazy(r"(?:^|[|:*\s])([A-Za-z][A-Za-z ]{1,24}?)\s*[:=|]\s*$")


def _key(before: str) -> str | None:
    """The key right before a bare count ("| Cores | 16 |"), which counts what it names."""
    found = _KEY.search(before.rstrip("*_` \t") + " ")
    return found.group(1) if found else None


def _counted(claim: Claim, before: str, after: str) -> str | None:
    """"number of cores" for a count of a thing a setup has, written where the figure is:
    right after it ("16 cores", "a 16-core host") or as the key the figure is the whole
    value of ("Cores: 12", "| Cores | 16 |"). A noun read from elsewhere ("Host: two Intel
    Xeon ...", two processors) names nothing here. "48 cores each" counts one part of
    several, so it meets only another count "each"."""
    after = after.strip("*_` \t").casefold()
    thing = None
    if claim.count_noun:
        noun = claim.count_noun.casefold()
        words = re.sub(r"^[\s-]+", "", after)
        if words.startswith(noun) or words.startswith(noun.rstrip("s")):
            thing = _thing(noun)
            after = words[len(noun):].strip()
    if thing is None and not after.strip("|: "):
        thing = _thing(_key(before))
        after = ""
    if thing is None:
        return None
    each = " (each)" if re.match(r"^(?:each|apiece|per\b)", after) else ""
    return f"number of {_plural(thing)}{each}"


def _noun(word: str) -> str:
    """A plural folded onto its singular ("processes", "vCPUs", "cores")."""
    if word.endswith("sses") or word.endswith("ches"):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _thing(noun: str | None) -> str | None:
    """The counted thing a count noun names, when it is one a setup has."""
    words = [_noun(w) for w in (noun or "").casefold().split()]
    if not words or len(words) > 2:
        return None
    phrase = " ".join(words)
    phrase = _SAME_THING.get(phrase, phrase)
    return phrase if phrase.split()[-1] in _SETUP_THINGS else None


def _occurrences(claim: Claim) -> list[tuple[str, str]]:
    """(before, after) for each place the figure is written in its quote: the text of its
    clause just before and just after it. Where its noun or unit follows one place and not
    the others ("-c 100 ... (100 connections"), that place alone."""
    quote = claim.source.quote or ""
    shown = claim.value_text
    if not shown:
        return []
    out = []
    for at in re.finditer(rf"(?<![\w.,]){re.escape(shown)}(?!\d|[.,]\d)", quote):
        before = quote[max(0, at.start() - _REACH):at.start()]
        after = quote[at.end():at.end() + _REACH]
        cuts = list(_CLAUSE.finditer(before))
        before = before[cuts[-1].end():] if cuts else before
        cut = _CLAUSE.search(after)
        out.append((before, after[:cut.start()] if cut else after))
    word = (claim.count_noun or claim.unit_text or "").casefold()
    if len(out) > 1 and word:
        named = [o for o in out if o[1].casefold().lstrip(" -").startswith(word)]
        out = named or out
    return out


def _named(before: str, after: str) -> str | None:
    """The setting words right before or after a count name (a context length, a scale)."""
    after = after.lstrip("*_`")
    before = before.rstrip("*_` \t")
    for name, pattern in _NAMED_BEFORE:
        if pattern.search(before):
            return name
    for name, pattern in _NAMED_AFTER:
        if pattern.search(after):
            return name
    return None


def _component(before: str, after: str) -> str | None:
    """The memory or storage component a size is of, named beside it; None when none is,
    when the size is what a run used, or when plain memory stands beside an accelerator."""
    # the unit follows the number: "16 GB of memory", "100MB file"
    after = re.sub(r"^\s*[A-Za-z]{1,3}\b\.?", "", after, count=1)
    if _USED.search(before) or _USED.search(after):
        return None
    for text, first in ((after, True), (before, False)):
        hits = sorted((m.start() if first else -m.end(), name) for name, pattern in _COMPONENTS
                      for m in pattern.finditer(text))
        if not hits:
            continue
        name = hits[0][1]
        if any(other not in (name, "memory") and not _within(name, other)
               for _, other in hits[1:]):
            return None  # "5.2GB of memory and disk": one size of two components
        if name == "memory" and _ACCELERATOR.search(before + " " + after):
            return None  # "80 GB of memory" beside a GPU may be the GPU's
        return name
    return None


def _within(name: str, other: str) -> bool:
    """True when one component's name is read inside the other's ("shared memory" holds
    "memory", "KV cache" holds "cache")."""
    return other in name or name in other


def _time_setting(before: str, after: str) -> str | None:
    """The setting a length of time is named as: a warm-up, a ramp, an interval ("a 10s
    interval", "one point every 10 seconds"), a timeout, or the run's own length."""
    after = re.sub(r"^[\s-]*(?:s|sec\w*|min\w*|h|hours?|ms)\b", "", after, count=1)
    for name, pattern in _TIMES:
        if pattern.search(after) or pattern.search(before):
            return name
    if _EVERY.search(before):
        return "interval"
    if _RUN_LENGTH.search(before):
        return "run length"
    return None


def setting_groups(claims: Iterable[Claim], document: Callable[[Claim], str],
                   ) -> dict[tuple[str, str], list[Claim]]:
    """Setup figures by (setting, unit), one a document: its first, and only where the
    document gives the setting one value. A document stating a setting at several values
    (a sweep of 1 to 64 threads, a node's 8 GPUs and the cluster's 72) is varying it or
    describing several machines: which value stands beside the other document's cannot
    be told, and each value is shown as a condition of its own results instead."""
    by_doc: dict[tuple[str, str], dict[str, list[Claim]]] = {}
    for claim in claims:
        name = setting_of(claim)
        if name is not None:
            by_doc.setdefault((name, claim.unit), {}).setdefault(document(claim), []).append(
                claim)
    return {key: [members[0] for members in docs.values()
                  if len({m.value for m in members}) == 1]
            for key, docs in by_doc.items()}


def setting_pairs_of(claims: Sequence[Claim], document: Callable[[Claim], str], *,
                     cap: int) -> Iterable[tuple[str, Claim, Claim]]:
    """(setting, left, right) for two documents' setup figures of one setting; at most
    `cap` pairs a setting, so an archive stays quick."""
    for (name, _), members in sorted(setting_groups(claims, document).items()):
        made = 0
        for i, left in enumerate(members):
            for right in members[i + 1:]:
                if made >= cap:
                    break
                made += 1
                yield name, left, right

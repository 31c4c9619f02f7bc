"""Merging repeated mentions: one Claim per figure, mentions with the same value, unit and
noun merged in document order, qualifiers one mention leaves unsaid taken from another."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from itertools import groupby
from typing import Any

from claims.extract.conditions.model_scope import one_name
from claims.extract.records.draft import Draft
from claims.ids import claim_id
from claims.model import Claim, Conditions, Evidence, Maturity
from claims.vocabulary.lazy import lazy


def merge(drafts: Sequence[Draft]) -> tuple[Claim, ...]:
    """One claim per figure: mentions with the same value, unit and noun are merged, in
    document order; missing qualifiers are taken from later mentions."""
    groups: dict[tuple[str, ...], _Bucket] = {}
    for item in drafts:
        key: tuple[str, ...] = (f"{item.value:.12g}", item.unit, _noun_key(item.count_noun),
                                _baseline_key(item))
        bucket = groups.get(key)
        if bucket is not None and not bucket.same_figure(item):
            key = (*key, str(item.per), str(item.statistic), item.metric, str(item.value_max))
            bucket = groups.get(key)
            if bucket is not None and not bucket.same_figure(item):
                # the value again in a third setup (a table's rows of three models): one
                # figure per setup, not every later setup merged into the second
                key = (*key, *(str(part) for part in _setup(item)))
                bucket = groups.get(key)
        if bucket is None:
            bucket = groups[key] = _Bucket()
        bucket.add(item)
    names = _canonical_names(drafts)
    built = [_named(_merged(bucket.items), names).claim() for bucket in groups.values()]
    return tuple(_unique_ids(built))


def _unique_ids(claims: list[Claim]) -> list[Claim]:
    """Ids from the figure's own span where two claims of one sentence would share one
    ("387 tokens/s per user and 387 tokens/s per GPU")."""
    seen: set[str] = set()
    out = []
    for claim in claims:
        if claim.id in seen and claim.mentions and claim.mentions[0].span is not None:
            span = claim.mentions[0].span
            where = {"sha256": claim.source.sha256, "url": claim.source.url,
                     "span": {"start": span.start, "end": span.end}}
            claim = claim.model_copy(update={"id": claim_id(where, claim.value, claim.unit)})
        seen.add(claim.id)
        out.append(claim)
    return out


_NAMED_FIELDS = ("model", "hardware", "workload")


def _canonical_names(drafts: Sequence[Draft]) -> dict[tuple[str, str], str]:
    """One spelling per name in a document: a short form ("AgentX") maps to the longest
    form that contains it ("SemiAnalysis AgentX"), so figures on one setup agree."""
    mapping: dict[tuple[str, str], str] = {}
    for name in _NAMED_FIELDS:
        seen = sorted({getattr(d.conditions, name) for d in drafts} - {None},
                      key=lambda v: (-len(v), v))
        # A value held as whole words shares each of its runs of letters and digits with
        # the longer one: only the values holding its rarest run are read, in order (a
        # document naming thousands of machines is not read once per name).
        posting: dict[str, list[str]] = {}
        for value in seen:
            for run in _runs(value):
                posting.setdefault(run, []).append(value)
        for value in seen:
            own = _runs(value)
            pool = posting[min(own, key=lambda r: len(posting[r]))] if own else seen
            longer = [w for w in pool if len(w) > len(value) and _holds_words(w, value)
                      and not (name == "hardware" and (_variant(w, value)
                                                       or _bracket_added(w, value)))
                      and not (name == "model" and _variant(w, value, _MODEL_VARIANT))
                      and not (name == "workload" and _access_added(w, value))]
            if name in ("model", "hardware") and \
                    not one_name(mapping.get((name, w), w) for w in longer):
                # "Llama3" beside "Llama3 8B" and "Llama3 70B": a family that several models
                # of the document hold, none of which it is more than another; a "Pixel"
                # beside a "Pixel 2" and a "Pixel 3a" is the first phone, neither of those
                continue
            if longer:
                mapping[(name, value)] = mapping.get((name, longer[0]), longer[0])
    return mapping


def _runs(value: str) -> frozenset[str]:
    """The runs of letters and digits of a value (what stands between its other marks)."""
    return frozenset("".join(run) for alnum, run in groupby(value, key=str.isalnum) if alnum)


# Words after a product's name that make another product of its line: an "RTX 3090 Ti" is
# not the "RTX 3090" beside it in a table, nor a "Blackwell Ultra" a "Blackwell".
_VARIANT = lazy(r"\s+(?:Ti|Super|XTX?|Max|Ultra|Pro|Plus|Mini|Lite|Nano)\b", re.I)


# Words after a model's name that make another model of its family: "YOLOv8m-seg" is a
# segmentation model beside the detector "YOLOv8m", "DeepSeek-V2-Lite" a smaller model
# than "DeepSeek-V2", an "-Instruct" or "-Chat" model is tuned where the other is not, and
# a slash or a bracket adds a configuration ("Swin-T/C24", 24 channels a head, is not
# "Swin-T"; "ConvNeXt-S (iso.)", the isotropic network, is not "ConvNeXt-S").
_MODEL_VARIANT = lazy(r"[\s_-]+(?:seg|pose|cls|obb|lite|mini|instruct|chat)\b|/\w|\s*\(",
                      re.I)


def _variant(longer: str, shorter: str, words: re.Pattern[str] | None = None) -> bool:
    """True when `longer` is `shorter` followed by a variant word: another product."""
    at = longer.find(shorter)
    return at >= 0 and (words or _VARIANT).match(longer, at + len(shorter)) is not None


def _bracket_added(longer: str, shorter: str) -> bool:
    """True when `longer` adds a bracketed part after `shorter`: a board carrying a card
    ("Pi 5 - 16GB (AMD Pro W7700)") is another machine than the board alone ("Pi 5")."""
    at = longer.find(shorter)
    return at >= 0 and "(" in longer[at + len(shorter):] and "(" not in shorter


# Words that make one access pattern another: a "read" is no "sequential read".
_ACCESS = lazy(r"\b(?:sequential|random|mixed)\b", re.I)


def _access_added(longer: str, shorter: str) -> bool:
    """True when `longer` names an access order `shorter` leaves unsaid: another workload."""
    return _ACCESS.search(longer) is not None and _ACCESS.search(shorter) is None


def _holds_words(longer: str, shorter: str) -> bool:
    """True when `shorter` stands in `longer` as whole words ("AgentX" in "SemiAnalysis
    AgentX"; "Gaudi" is not in "Gaudi2", another chip)."""
    at = longer.find(shorter)
    while at >= 0:
        end = at + len(shorter)
        if (at == 0 or not longer[at - 1].isalnum()) and \
                (end == len(longer) or not longer[end].isalnum()) and \
                not _number_goes_on(longer, end, shorter):
            return True
        at = longer.find(shorter, at + 1)
    return False


def _number_goes_on(longer: str, end: int, shorter: str) -> bool:
    """True when a name ending in a number stops where `longer`'s number goes on past a
    decimal point: "bert-99" is not "bert-99.9", nor "v1" "v1.1", another entry."""
    return bool(shorter) and shorter[-1].isdigit() and end + 1 < len(longer) and \
        longer[end] == "." and longer[end + 1].isdigit()


def _named(item: Draft, names: dict[tuple[str, str], str]) -> Draft:
    """A draft with its condition names in their document-wide spelling."""
    conditions = item.conditions
    update = {name: names[(name, getattr(conditions, name))] for name in _NAMED_FIELDS
              if (name, getattr(conditions, name)) in names}
    return item.with_(conditions=conditions.model_copy(update=update)) if update else item


def _filled(conditions: Conditions, others: Sequence[Conditions]) -> Conditions:
    """Conditions with the fields they leave unsaid taken from `others`, in order."""
    update: dict[str, Any] = {}
    for name in Conditions.model_fields:
        if getattr(conditions, name) in (None, ()):
            value = next((getattr(o, name) for o in others if getattr(o, name) not in (None, ())),
                         None)
            if value is not None:
                update[name] = value
    return conditions.model_copy(update=update) if update else conditions


def _noun_key(noun: str | None) -> str:
    """A counted noun compared by its last word, singular: "H100 GPUs" ~ "GPU"."""
    if not noun:
        return ""
    last = noun.split()[-1].lower()
    return last[:-1] if last.endswith("s") else last


def _baseline_key(item: Draft) -> str:
    """Before/after claims merge only with the same before value."""
    if item.baseline is not None and item.baseline.value is not None:
        return f"{item.baseline.value:.12g}"
    return ""


# Metrics a figure falls back to when its words name no more than a direction or a
# unit: a mention with one may restate a figure another mention names precisely
# ("67% less memory" in prose, "67% less" in a table's memory row).
_GENERIC_METRICS = frozenset({"count", "duration", "improvement", "latency", "percent",
                              "reduction", "speedup", "throughput"})


class _Bucket:
    """The mentions merged into one figure so far, and what they say between them: a new
    mention is tested against each distinct setup once, not against every mention (a
    figure repeated 100,000 times would make that quadratic)."""

    def __init__(self) -> None:
        """An empty bucket."""
        self.items: list[Draft] = []
        self.said: dict[str, set[Any]] = {"per": set(), "statistic": set()}
        self.value_max: set[float | None] = set()
        self.setups: dict[_Setup, Draft] = {}  # one mention for each distinct setup
        self.metrics: set[str] = set()

    def add(self, item: Draft) -> None:
        """Take `item` into the figure."""
        self.items.append(item)
        for name, said in self.said.items():
            if getattr(item, name) is not None:
                said.add(getattr(item, name))
        self.value_max.add(item.value_max)
        self.setups.setdefault(_setup(item), item)
        self.metrics.add(item.metric)

    def same_figure(self, item: Draft) -> bool:
        """Mentions of one value and unit are one figure unless they say otherwise: a
        different denominator, statistic ("p50 2 ms" vs "p99 2 ms"), range or specific
        metric ("200 ms TTFT" vs "200 ms TPOT"). A mention that leaves a qualifier unsaid
        merges with any."""
        for name, said in self.said.items():
            if getattr(item, name) is not None and said and getattr(item, name) not in said:
                return False
        if self.value_max - {item.value_max}:
            return False  # "330-370 million" is a range; "330 million" one end of it, or another
        if any(_other_setup(c, item) for c in self.setups.values()):
            return False  # "2x faster for Llama 8B" and "a 2x speedup on MI300X for Mixtral"
        if item.metric in _GENERIC_METRICS:
            return True
        specific = self.metrics - _GENERIC_METRICS
        return not specific or item.metric in specific


_Setup = tuple[str | None, str | None, str | None, int | None]


def _setup(item: Draft) -> _Setup:
    """What `_other_setup` reads of a mention: its model, hardware and baseline's words."""
    return (item.conditions.model, item.conditions.hardware,
            item.baseline.description if item.baseline else None,
            item.conditions.accelerator_count)


def _other_setup(a: Draft, b: Draft) -> bool:
    """True when two mentions state different setups: another model, other hardware, as
    many of it in two table rows ("| 64 |" and "| 128 |" GPUs), or another baseline ("2x
    faster than engine B", "2x the throughput of GB300")."""
    for name in ("model", "hardware"):
        x, y = getattr(a.conditions, name), getattr(b.conditions, name)
        if x and y and not (_holds_words(x, y) or _holds_words(y, x)):
            return True
    # Two table rows are two runs by the table's making; two sentences giving one figure
    # two counts are one figure stated two ways, which the self-contradiction rule reads.
    x, y = a.conditions.accelerator_count, b.conditions.accelerator_count
    if a.in_row and b.in_row and x is not None and y is not None and x != y:
        return True
    # two rows running two named workloads ("BenchmarkA_GithubAll", "BenchmarkB_Static")
    x, y = a.conditions.workload, b.conditions.workload
    if a.in_row and b.in_row and x and y and not (_holds_words(x, y) or _holds_words(y, x)):
        return True
    x = _named_words(a.baseline.description if a.baseline else None)
    y = _named_words(b.baseline.description if b.baseline else None)
    return bool(x and y and not x & y)


# Words that say a baseline is one but not which ("vs.", "the throughput of", "than").
_LINKING = frozenset({"vs", "versus", "than", "the", "of", "over", "against", "compared", "to",
                      "with", "relative", "a", "an", "its", "our", "their", "that", "those",
                      "throughput", "performance", "speed", "speedup", "gain", "improvement",
                      "and", "but", "on", "for", "at", "in", "as", "is", "was"})


@lru_cache(maxsize=1024)  # a document's mentions describe the same few baselines
def _named_words(description: str | None) -> frozenset[str]:
    """The words that name what a baseline is ("gb300", "nvl72"; "engine", "b")."""
    words = re.findall(r"[a-z0-9][a-z0-9.+-]*", (description or "").lower())
    return frozenset(w.strip(".") for w in words) - _LINKING


_WEAK = (Evidence.measured, Evidence.unknown, Maturity.unknown)


_COUNTS = ("accelerator_count", "node_count")


def _counts_of_denominator(first: Draft, rest: list[Draft]) -> dict[str, int]:
    """The unit counts of the mention that gives the figure its denominator, where the first
    mention states neither: "per node" and "on a single node" are said together, and a
    summary table repeating the figure says neither."""
    if first.per is not None:
        return {}
    giver = next((o for o in rest if o.per is not None), None)
    if giver is None:
        return {}
    return {name: getattr(giver.conditions, name) for name in _COUNTS
            if getattr(first.conditions, name) is None
            and getattr(giver.conditions, name) is not None}


def _merged(items: list[Draft]) -> Draft:
    """The first mention, with qualifiers other mentions add, and every mention's quote."""
    first = items[0]
    if len(items) == 1:
        return first
    rest = items[1:]
    changes: dict[str, Any] = {"mentions": tuple(q for c in items for q in c.mentions)}
    for name in ("per", "statistic", "measures"):
        if getattr(first, name) is None:
            changes[name] = next((getattr(o, name) for o in rest if getattr(o, name) is not None),
                                 None)
    counted = _counts_of_denominator(first, rest)
    described = next((o.baseline for o in items if o.baseline is not None
                      and o.baseline.description), None)
    baseline = first.baseline or next((o.baseline for o in items if o.baseline is not None), None)
    if baseline is not None and baseline.description is None and described:
        baseline = baseline.model_copy(update={"description": described.description})
    changes["baseline"] = baseline
    for name in ("evidence", "maturity"):
        if getattr(first, name) in _WEAK:
            changes[name] = next((getattr(o, name) for o in rest if getattr(o, name) not in _WEAK),
                                 getattr(first, name))
    if first.in_heading:  # a headline states its figure; the sentences repeating it, the setup
        changes["conditions"] = _filled(first.conditions, [o.conditions for o in rest])
    elif counted:
        changes["conditions"] = first.conditions.model_copy(update=counted)
    merged = first.with_(**changes)
    if merged.per == "user" and merged.metric == "throughput":
        merged = merged.with_(metric="interactivity")
    return merged

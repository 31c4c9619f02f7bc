"""Merging repeated mentions: one Claim per figure, mentions with the same value, unit and
noun merged in document order, qualifiers one mention leaves unsaid taken from another."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from claims.extract.records.draft import Draft
from claims.ids import claim_id
from claims.model import Claim, Conditions, Evidence, Maturity


def merge(drafts: Sequence[Draft]) -> tuple[Claim, ...]:
    """One claim per figure: mentions with the same value, unit and noun are merged, in
    document order; missing qualifiers are taken from later mentions."""
    groups: dict[tuple[str, ...], list[Draft]] = {}
    for item in drafts:
        key: tuple[str, ...] = (f"{item.value:.12g}", item.unit, _noun_key(item.count_noun),
                                _baseline_key(item))
        bucket = groups.get(key)
        if bucket is not None and not _same_figure(bucket, item):
            key = (*key, str(item.per), str(item.statistic), item.metric, str(item.value_max))
            bucket = groups.get(key)
        if bucket is None:
            groups[key] = [item]
        else:
            bucket.append(item)
    names = _canonical_names(drafts)
    built = [Claim.model_validate(_named(_merged(items), names).claim_fields())
             for items in groups.values()]
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
        for value in seen:
            longer = next((w for w in seen if len(w) > len(value) and value in w), None)
            if longer is not None:
                mapping[(name, value)] = mapping.get((name, longer), longer)
    return mapping


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


def _same_figure(bucket: list[Draft], item: Draft) -> bool:
    """Mentions of one value and unit are one figure unless they say otherwise: a different
    denominator, statistic ("p50 2 ms" vs "p99 2 ms"), range or specific metric ("200 ms
    TTFT" vs "200 ms TPOT"). A mention that leaves a qualifier unsaid merges with any."""
    for name in ("per", "statistic"):
        said = {getattr(c, name) for c in bucket if getattr(c, name) is not None}
        if getattr(item, name) is not None and said and getattr(item, name) not in said:
            return False
    if any(c.value_max != item.value_max for c in bucket):
        return False  # "330-370 million" is a range; "330 million" one end of it, or another
    if item.metric in _GENERIC_METRICS:
        return True
    specific = {c.metric for c in bucket} - _GENERIC_METRICS
    return not specific or item.metric in specific


_WEAK = (Evidence.measured, Evidence.unknown, Maturity.unknown)


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
    merged = first.with_(**changes)
    if merged.per == "user" and merged.metric == "throughput":
        merged = merged.with_(metric="interactivity")
    return merged

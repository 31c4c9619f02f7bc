"""Claims from figures: metric, kind, measures, baseline; merging repeated mentions."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from claims.vocabulary.matcher import caseless
from claims.extract.figures.candidate import Figure
from claims.ids import claim_id
from claims.model import (
    Baseline,
    Claim,
    Conditions,
    Evidence,
    Independence,
    Kind,
    Maturity,
    Quote,
)

# Metric cues, checked in the words a figure owns (nearest first wins by position).
_CUES: tuple[tuple[str, str], ...] = (
    ("ttft", r"\btime[- ]to[- ]first[- ]token\b|\bTTFT\b"),
    ("tpot", r"\btime[- ]per[- ]output[- ]token\b|\bTPOT\b|\binter-token\s+latency"
             r"|\bITL\b|\btoken-to-token\b"),
    ("hit_rate", r"\bhit[- ](?:rate|ratio)\b"),
    ("accuracy", r"\baccura\w+|\bpass@\d|\bexact[- ]match\b|\bF1\b|\bBLEU\b|"
                 r"\bwin[- ]rate\b|\bquality\b|\bMMLU\b|\bGPQA\b|\bHumanEval\b|"
                 r"\bperplexity\b|\brecall(?:@\d+)?\b|\bNDCG\b|\bmAP\b|\btop-[15]\b"),
    ("score", r"\bscor\w+|\bpoints\b"),
    # Benchmarks that report a unitless score: their bare numbers are scores, not counts.
    ("score_benchmark", r"\bSPEC(?:rate|speed|int|fp|jbb|power)\w*|\bGeekbench\b|"
                        r"\bCinebench\b|\bPassMark\b|\b3DMark\b|\bSpeedometer\b|"
                        r"\bJetStream\b|\bAnTuTu\b|\bPCMark\b"),
    ("cost", r"\bcost\w*|\bpric\w+|\bTCO\b|\bcheaper\b|\bspend\w*|\bbill\w*"),
    ("power", r"\bpower\b|\bwatts?\b"),
    ("energy", r"\benergy\b|\bjoules?\b"),
    ("utilization", r"\butili[sz]ation\b|\bidle\b|\boccupancy\b|\bbusy\b|\bMFU\b|"
                    r"\bMBU\b"),
    ("latency", r"\blatenc\w+|\bresponse\s+time\b|\bround[- ]trip\b"),
    ("bandwidth", r"\bbandwidth\b"),
    ("memory", r"\bmemory\b|\bRAM\b|\bfootprint\b"),
    ("concurrency", r"\bconcurren\w+|\bsimultaneous\b"),
    ("batch_size", r"\bbatch\s+size\b"),
)
_MORE = caseless(r"\b(?:faster|quicker|more|higher|increase\w*|improve\w*|better|gain\w*|"
                 r"boost\w*|uplift|speed-?up|rais\w+|grow\w*|ris\w+|greater|larger|"
                 r"ahead|advantage|lead|up(?!\s+to\b))\b",
                 ("faster", "quicker", "more", "higher", "increase", "improve", "better", "gain",
                  "boost", "up", "speed", "rais", "grow", "ris", "greater", "larger", "ahead",
                  "advantage", "lead"))
_LESS = caseless(r"\b(?:less|lower|fewer|reduc\w+|cut\w*|decreas\w+|drop\w*|fell|fall\w*|"
                 r"smaller|down|shorter|slower|saving\w*|saves?)\b",
                 ("less", "lower", "fewer", "reduc", "cut", "decreas", "drop", "fell", "fall",
                  "smaller", "down", "shorter", "slower", "saving", "save"))
_TURN = re.compile(r"\b(?:but|while|whereas|although|though|yet)\b|[,;]")
_INTERACTIVE = caseless(r"\bper[- ]user\b|\beach\s+user\b|\bevery\s+user\b|\binteractiv\w+|"
                        r"\bsingle[- ]user\b|\bdecode\s+speed\b|\bper[- ]stream\b",
                        ("user", "interactiv", "decode", "stream"))
_BASELINE = caseless(
    r"(?:\b(?:vs\.?|versus|compared\s+(?:to|with)|relative\s+to|than|against)|"
    r"\b(?:improvement|speedup|speed-up|gain|uplift|increase|advantage|lead)\s+over)\s+"
    r"(?P<what>(?:the\s+|a\s+|an\s+|its\s+|our\s+)?(?:[^,;.()]|\.(?=\d)){1,70}?)"
    r"(?=\s+(?:at|on|for|in|with|while|when|under|using|and|which|across|per|running|serving|"
    r"from|to|by)\b|[,;()]|\.(?:\s|$)|$)",
    ("vs", "versus", "compared", "relative", "than", "against", "over"))
_HELD_SAME = caseless(r"\b(?:for|at|with|under)\s+(?:the\s+|an?\s+)?(?:same|equal|identical|"
                      r"constant|matching|iso)\b",
                      ("same", "equal", "identical", "constant", "matching", "iso"))
# "with 768 GB of memory", "has 141 GB of HBM3e": a size the measured system is built with.
_HAS_SIZE = caseless(r"\b(?:with|has|have|having|carries|packs|offers|plus|and)\s+"
                     r"(?:up\s+to\s+)?$",
                     ("with", "has", "hav", "carries", "packs", "offers", "plus", "and"))
_SIZE_OF = re.compile(r"\s*(?:of\s+)?(?:[A-Za-z0-9-]+\s+)?(?:memory|RAM|DRAM|HBM\w*|VRAM|GDDR\w*|"
                      r"LPDDR\w*|DDR\w*|storage|flash|SSDs?|NVMe|cache|capacity)\b")
# "1 KB messages", "4 KiB random reads", "a 128 KiB block": the size of each item of the
# workload, a parameter of the run rather than a result.
_ITEM_SIZE = re.compile(r"[\s-]*(?:(?:random|sequential|small|large|compressed)\s+)?(?:messages?|"
                        r"blocks?|pages?|records?|rows?|objects?|files?|keys?|values?|payloads?|"
                        r"packets?|frames?|chunks?|transfers?|entries|items?|documents?|"
                        r"requests?|responses?|reads?|writes?|I/Os?|IOs?)\b", re.I)
# "three 30-minute runs", "a 10 second warm-up", "a 2-hour soak test": a length written as
# an adjective of the test itself is how the test was run, not a result.
_RUN_LENGTH = re.compile(r"\s*(?:(?!of\b)[a-z]+\s+)?(?:runs?|tests?|trials?|windows?|warm-?ups?|"
                         r"soaks?|intervals?|periods?|sessions?|samples?|timeouts?|"
                         r"benchmarks?|iterations?)\b", re.I)
# "a c6i.8xlarge (32 vCPUs, 64 GiB)": a size listed in parentheses with a system's other
# specifications describes the system.
_IN_SPEC_LIST = re.compile(r"\((?:[^()]*,\s*)?$")
_SPEC_LIST_END = re.compile(r"\s*(?:of\s+[\w-]+\s*)?(?:[A-Za-z-]+\s*)?[),]")
_THROUGHPUT = caseless(r"\bthroughput\b", ("throughput",))
# "58x the throughput of GB300 NVL72", "1.9x that of v0.3": the ratio's other side follows
# "the <metric> of" or "that of".
_TIMES_THE_OF = re.compile(
    r"\s*(?:the\s+(?:[a-z-]+\s+){1,2}?|that\s+|those\s+)of\s+(?P<what>(?:the\s+)?(?:[^,;.()]|\.(?=\d)){1,70}?)"
    r"(?=\s+(?:at|on|for|in|with|while|when|under|using|and|which|across|per|running|serving|"
    r"from|to|by)\b|[,;()]|\.(?:\s|$)|$)")
# "2x write throughput over PostgreSQL 16", "a 30% gain over the last release": what a
# ratio is over, a few words after it.
_RATIO_OVER = re.compile(
    r"\s*(?:[a-z-]+\s+){0,3}?over\s+(?P<what>(?:the\s+)?(?:[^,;.()]|\.(?=\d)){1,70}?)"
    r"(?=\s+(?:at|on|for|in|with|while|when|under|using|and|which|across|per|running|serving|"
    r"from|to|by)\b|[,;()]|\.(?:\s|$)|$)")
_MEASURE_PHRASE = caseless(
    r"(?P<stat>\b(?:median|mean|average|peak|P\d{2}(?:\.\d)?|p\d{2}(?:\.\d)?)\s+)?"
    r"(?P<what>time[- ]to[- ]first[- ]token|time[- ]per[- ]output[- ]token|cache\s+hit\s+rate|"
    r"hit\s+rate|idle\s+time|(?:tail\s+)?latency|throughput|bandwidth|requests\s+served|"
    r"prefill\s+steps?|decode\s+steps?|accuracy|score|cost|price|power|energy|utili[sz]ation|"
    r"response\s+time|build\s+time|startup\s+time|load\s+time|query\s+time|runtime|"
    r"training\s+time|memory|capacity|IOPS|speed)\b",
    ("time", "hit", "latency", "throughput", "bandwidth", "requests", "prefill", "decode",
     "accuracy", "score", "cost", "price", "power", "energy", "utili", "memory", "capacity",
     "iops", "speed"))

_UNIT_MEASURES = {
    "tokens/s": "tokens per second", "requests/s": "requests per second",
    "queries/s": "queries per second", "transactions/s": "transactions per second",
    "IOPS": "I/O operations per second", "GB/s": "bandwidth", "Gbit/s": "bandwidth",
    "FLOP/s": "compute rate", "Hz": "clock frequency", "W": "power", "J/token": "energy per token",
    "USD": "price", "USD/h": "price per hour", "USD/Mtok": "price per million tokens",
    "GB": "capacity", "x": "ratio", "%": "percentage",
}


@dataclass(frozen=True, slots=True)
class Setting:
    """Document-wide inputs to a claim: provenance and what the text says about itself."""

    url: str | None
    title: str | None
    publisher: str | None
    published_at: str | None
    retrieved_at: str | None
    sha256: str
    independence: Independence
    measured_by: str | None
    cached_tokens: bool | None
    derived_from: tuple[str, ...]
    parties: tuple[str, ...] = ()  # the document's own names (entities, publisher)


@dataclass(frozen=True, slots=True)
class Placed:
    """A figure with everything the document around it says."""

    figure: Figure
    quote: str
    line: int
    section: str | None
    conditions: Conditions
    evidence: Evidence
    maturity: Maturity
    independence: Independence
    measured_by: str | None
    sentence_text: str
    figure_text: str
    figure_line: int
    baseline_quote: Quote | None


def _held_apart(right: str) -> str:
    """The words after a figure up to what the comparison holds fixed: in "30% less memory
    for the same hit rate" the figure measures memory, not the hit rate."""
    held = _HELD_SAME.search(right)
    return right[:held.start()] if held else right


def metric(fig: Figure) -> str:
    """The metric a figure reports, from its unit and the words it owns."""
    unit = fig.unit
    # Words after the figure belong to it only up to a turn in the sentence ("... but").
    right = _held_apart(_TURN.split(fig.right, maxsplit=1)[0])
    words = fig.left + " " + right
    cue = _cue(fig.left) or _cue(right)
    if unit.startswith("USD"):
        return "cost"
    if unit == "count":
        if cue in ("concurrency", "batch_size") and not fig.count_noun:
            return cue
        if cue in ("accuracy", "score", "score_benchmark") and not fig.count_noun:
            return "score" if cue == "score_benchmark" else cue
        return "count"
    if unit == "points":
        return "accuracy" if cue == "accuracy" else "score"
    if unit == "s":
        if cue in ("ttft", "tpot", "latency"):
            return cue
        return "latency" if fig.metric_hint == "latency" else "duration"
    if unit in ("%", "pp"):
        if cue in ("hit_rate", "accuracy", "cost", "utilization", "memory"):
            return cue
        # "scored 82.4% on MMLU-Pro" is an accuracy; "scored 5% higher" a change.
        if cue == "score" and not (_MORE.search(right) or _LESS.search(right)):
            return "accuracy"
        if _MORE.search(words):
            return "improvement"
        if _LESS.search(words):
            return "reduction"
        return "percent"
    if unit == "x":
        if cue == "cost":
            return "cost"
        return "reduction" if _LESS.search(right) and not _MORE.search(right) else "speedup"
    if (unit.endswith("/s") or unit in ("IOPS", "ops/s")) and fig.metric_hint == "throughput":
        if fig.per == "user" or _INTERACTIVE.search(fig.left):
            return "interactivity"
        return "throughput"
    if fig.metric_hint == "bandwidth" and (_THROUGHPUT.search(right)
                                           or _THROUGHPUT.search(fig.left[-40:])):
        return "throughput"  # "1.2 GB/s of produce throughput", "read throughput of 14 GB/s"
    return fig.metric_hint


_CUE_RE = caseless("|".join(f"(?P<{name}>{pattern})" for name, pattern in _CUES), (
    "time", "ttft", "tpot", "inter-token", "itl", "token-to-token", "hit", "accura", "pass@",
    "exact", "f1", "bleu", "win", "quality", "mmlu", "gpqa", "humaneval", "perplexity",
    "recall", "ndcg", "map", "top-", "scor",
    "points", "spec", "geekbench", "cinebench", "passmark", "3dmark", "speedometer",
    "jetstream", "antutu", "pcmark", "cost", "pric", "tco", "cheaper", "spend", "bill", "power",
    "watt", "energy", "joule", "utili", "idle", "occupancy", "busy", "mfu", "mbu", "latenc",
    "response", "round", "bandwidth", "memory", "ram", "footprint", "concurren", "simultaneous",
    "batch"))


def _cue(text: str) -> str | None:
    """The metric named nearest the end of `text` (the words just before a figure)."""
    last = _CUE_RE.last(text)
    return last.lastgroup if last is not None else None


def kind(fig: Figure, metric_name: str) -> Kind:
    """The role of a figure: before/after, relative, cost, quality, config or headline."""
    if fig.before_after:
        return Kind.before_after
    if metric_name == "cost":
        return Kind.cost
    if metric_name == "accuracy":
        return Kind.quality
    if fig.unit == "x" or metric_name in ("improvement", "reduction", "speedup"):
        return Kind.relative
    if (fig.unit == "count" and metric_name != "score") or metric_name in ("concurrency",
                                                                          "batch_size"):
        return Kind.config
    if fig.unit == "GB" and _HAS_SIZE.search(fig.left) and _SIZE_OF.match(fig.right):
        return Kind.config  # "a server with 768 GB of memory": the setup, not a result
    if fig.unit == "GB" and (_ITEM_SIZE.match(fig.right) or _in_spec_list(fig)):
        return Kind.config
    if fig.unit == "s" and _RUN_LENGTH.match(fig.right):
        return Kind.config
    return Kind.headline


def _in_spec_list(fig: Figure) -> bool:
    """True for a size listed in parentheses with other specifications ("(32 vCPUs,
    64 GiB)", "(64 GB)"), read from the figure's sentence."""
    before = fig.sentence.scan()[:fig.start - fig.sentence.start]
    return bool(_IN_SPEC_LIST.search(before)) and bool(_SPEC_LIST_END.match(fig.right))


def measures(fig: Figure, metric_name: str) -> str | None:
    """A short phrase of what is measured ("median time to first token")."""
    found = _MEASURE_PHRASE.last(fig.left)
    if found is None:
        found = _MEASURE_PHRASE.search(_held_apart(fig.right))
    if found is not None:
        return " ".join(found.group(0).split()).lower().replace("-", " ")
    if fig.count_noun:
        return fig.count_noun
    phrase = _UNIT_MEASURES.get(fig.unit)
    if phrase and fig.per:
        phrase += f" per {fig.per}"
    return phrase or metric_name.replace("_", " ")


def baseline_hint(fig: Figure, sentence: str) -> str | None:
    """What a relative figure is compared with ("vs. GB300 NVL72", "58x the throughput of
    GB300 NVL72"), if the text says."""
    if fig.unit == "x" and (of := _TIMES_THE_OF.match(fig.right)) and of.group("what").strip():
        return " ".join(of.group(0).split())
    if fig.unit in ("x", "%") and (over := _RATIO_OVER.match(fig.right)) \
            and over.group("what").strip():
        return " ".join(over.group(0).split())
    for text in (fig.right, fig.left, sentence):
        m = _BASELINE.search(text)  # spans only: the match is over lower-cased text
        if m and text[m.start("what"):m.end("what")].strip():
            return " ".join(text[m.start():m.end()].split())
    return None


def draft(placed: Placed, setting: Setting) -> dict[str, Any]:
    """The fields of one Claim record for a single placed mention (merged later)."""
    fig = placed.figure
    metric_name = metric(fig)
    kind_ = kind(fig, metric_name)
    baseline: Baseline | None = None
    if fig.before_after:
        baseline = Baseline(value=fig.baseline_value, value_text=fig.baseline_text,
                            unit=fig.unit, quote=placed.baseline_quote,
                            description=baseline_hint(fig, placed.sentence_text))
    elif kind_ is Kind.relative and fig.baseline_unit is not None:
        # The "before" side of the pair this ratio is the quotient of.
        baseline = Baseline(value=fig.baseline_value, value_text=fig.baseline_text,
                            unit=fig.baseline_unit, quote=placed.baseline_quote,
                            description=fig.baseline_text)
    elif kind_ is Kind.relative and (hint := baseline_hint(fig, placed.sentence_text)):
        baseline = Baseline(description=hint)
    conditions = placed.conditions
    if setting.cached_tokens is not None and fig.unit == "tokens/s" and metric_name == "throughput":
        conditions = conditions.model_copy(update={"includes_cached_tokens": setting.cached_tokens})
    evidence = placed.evidence
    if evidence is Evidence.unknown and kind_ is not Kind.config:
        evidence = Evidence.measured
    source = {"url": setting.url, "title": setting.title, "publisher": setting.publisher,
              "published_at": setting.published_at, "retrieved_at": setting.retrieved_at,
              "sha256": setting.sha256, "quote": placed.quote,
              "span": {"start": fig.sentence.start, "end": fig.sentence.end},
              "line": placed.line, "section": placed.section}
    return {
        "value": fig.value, "value_max": fig.value_max, "value_text": fig.value_text,
        "approximate": fig.approximate, "unit": fig.unit, "unit_text": fig.unit_text,
        "count_noun": fig.count_noun, "per": fig.per, "statistic": fig.statistic,
        "metric": metric_name, "measures": measures(fig, metric_name), "kind": kind_,
        "baseline": baseline, "conditions": conditions, "evidence": evidence,
        "maturity": placed.maturity, "independence": placed.independence,
        "measured_by": placed.measured_by, "source": source, "mentions": [mention(placed)],
        "derived_from": setting.derived_from,
        _IN_HEADING: fig.sentence.block.kind == "heading",
    }


def mention(placed: Placed) -> Quote:
    """The figure as written (number, unit, denominator), with its exact span."""
    fig = placed.figure
    # Validating a dict is faster in pydantic v2 than model_construct with its defaults.
    return Quote.model_validate({"text": placed.figure_text,
                                 "span": {"start": fig.start, "end": fig.end},
                                 "line": placed.figure_line, "section": placed.section})


def merge(drafts: Sequence[dict[str, Any]]) -> tuple[Claim, ...]:
    """One claim per figure: mentions with the same value, unit and noun are merged, in
    document order; missing qualifiers are taken from later mentions."""
    groups: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    for item in drafts:
        key: tuple[str, ...] = (f"{item['value']:.12g}", item["unit"],
                                _noun_key(item["count_noun"]), _baseline_key(item))
        bucket = groups.get(key)
        if bucket is not None and not _same_figure(bucket, item):
            key = (*key, str(item["per"]), str(item["statistic"]), item["metric"],
                   str(item["value_max"]))
            bucket = groups.get(key)
        if bucket is None:
            groups[key] = [item]
        else:
            bucket.append(item)
    names = _canonical_names(drafts)
    built = [Claim.model_validate(_named(_merged(items), names)) for items in groups.values()]
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


def _canonical_names(drafts: Sequence[dict[str, Any]]) -> dict[tuple[str, str], str]:
    """One spelling per name in a document: a short form ("AgentX") maps to the longest
    form that contains it ("SemiAnalysis AgentX"), so figures on one setup agree."""
    mapping: dict[tuple[str, str], str] = {}
    for name in _NAMED_FIELDS:
        seen = sorted({getattr(d["conditions"], name) for d in drafts} - {None},
                      key=lambda v: (-len(v), v))
        for value in seen:
            longer = next((w for w in seen if len(w) > len(value) and value in w), None)
            if longer is not None:
                mapping[(name, value)] = mapping.get((name, longer), longer)
    return mapping


def _named(fields: dict[str, Any], names: dict[tuple[str, str], str]) -> dict[str, Any]:
    """A claim's fields with its condition names in their document-wide spelling."""
    conditions = fields["conditions"]
    update = {name: names[(name, getattr(conditions, name))] for name in _NAMED_FIELDS
              if (name, getattr(conditions, name)) in names}
    if update:
        fields = {**fields, "conditions": conditions.model_copy(update=update)}
    return fields


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


def _baseline_key(item: dict[str, Any]) -> str:
    """Before/after claims merge only with the same before value."""
    baseline = item["baseline"]
    if baseline is not None and baseline.value is not None:
        return f"{baseline.value:.12g}"
    return ""


# Metrics a figure falls back to when its words name no more than a direction or a
# unit: a mention with one may restate a figure another mention names precisely
# ("67% less memory" in prose, "67% less" in a table's memory row).
_GENERIC_METRICS = frozenset({"count", "duration", "improvement", "latency", "percent",
                              "reduction", "speedup", "throughput"})


def _same_figure(bucket: list[dict[str, Any]], item: dict[str, Any]) -> bool:
    """Mentions of one value and unit are one figure unless they say otherwise: a different
    denominator, statistic ("p50 2 ms" vs "p99 2 ms"), range or specific metric ("200 ms
    TTFT" vs "200 ms TPOT"). A mention that leaves a qualifier unsaid merges with any."""
    for name in ("per", "statistic"):
        said = {c[name] for c in bucket if c[name] is not None}
        if item[name] is not None and said and item[name] not in said:
            return False
    if any(c["value_max"] != item["value_max"] for c in bucket):
        return False  # "330-370 million" is a range; "330 million" one end of it, or another
    if item["metric"] in _GENERIC_METRICS:
        return True
    specific = {c["metric"] for c in bucket} - _GENERIC_METRICS
    return not specific or item["metric"] in specific


_WEAK = (Evidence.measured, Evidence.unknown, Maturity.unknown)
# A draft's note (not a Claim field) that its mention is a heading's.
_IN_HEADING = "_in_heading"


def _merged(items: list[dict[str, Any]]) -> dict[str, Any]:
    """The first mention, with qualifiers other mentions add, and every mention's quote."""
    first = dict(items[0])
    in_heading = first.pop(_IN_HEADING)
    if len(items) == 1:
        return first
    first["mentions"] = [q for c in items for q in c["mentions"]]
    for name in ("per", "statistic", "measures"):
        if first[name] is None:
            first[name] = next((o[name] for o in items[1:] if o[name] is not None), None)
    described = next((o["baseline"] for o in items if o["baseline"] is not None
                      and o["baseline"].description), None)
    if first["baseline"] is None:
        first["baseline"] = next((o["baseline"] for o in items if o["baseline"] is not None), None)
    if first["baseline"] is not None and first["baseline"].description is None and described:
        first["baseline"] = first["baseline"].model_copy(
            update={"description": described.description})
    for name in ("evidence", "maturity"):
        if first[name] in _WEAK:
            first[name] = next((o[name] for o in items[1:] if o[name] not in _WEAK), first[name])
    if in_heading:  # a headline states its figure; the sentences repeating it, the setup
        first["conditions"] = _filled(first["conditions"],
                                      [o["conditions"] for o in items[1:]])
    if first["per"] == "user" and first["metric"] == "throughput":
        first["metric"] = "interactivity"
    return first

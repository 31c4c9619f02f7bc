"""The metric a figure reports, from its unit and the words it owns: throughput or
per-user speed, a latency by kind (TTFT, TPOT), an improvement or a reduction, a cost,
an accuracy, a score, a configuration count."""

from __future__ import annotations

import re

from claims.extract.figures.candidate import Figure
from claims.extract.figures.headers import measure_corner
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import caseless
from claims.vocabulary.metrics import PERFORMANCE_SCORES

# Metric cues, checked in the words a figure owns (nearest first wins by position).
_CUES: tuple[tuple[str, str], ...] = (
    # "first token latency", "1st Token Latency (ms)": the wait for the first token
    ("ttft", r"\btime[- ]to[- ](?:the\s+)?first[- ]token\b|\bTTFT\b"
             r"|\b(?:first|1st)[- ]token[- ]latenc\w*"),
    ("tpot", r"\btime[- ]per[- ]output[- ]token\b|\bTPOT\b|\binter-token\s+latency"
             r"|\bITL\b|\btoken-to-token\b"),
    ("hit_rate", r"\bhit[- ](?:rate|ratio)\b"),
    ("error_rate", r"\bWER\b|\bCER\b|\b(?:word|character)[\s-]+error[\s-]+rates?\b"),
    ("accuracy", r"\baccura\w+|\bpass@\d|\bexact[- ]match\b|\bF1\b|\bBLEU\b|"
                 r"\bwin[- ]rate\b|\bquality\b|\bMMLU\b|\bGPQA\b|\bHumanEval\b|"
                 r"\bperplexity\b|\brecall(?:@\d+)?\b|\bNDCG\b|\btop-[15]\b|"
                 r"\bacc@\d+\b|"
                 # the evaluation suites language models are scored on
                 r"\bHellaSwag\b|\bWinoGrande\b|\bPIQA\b|\bBoolQ\b|\bSciQ\b|"
                 r"\bOpenBook\s?QA\b|\bTruthfulQA\b|\bGSM8K\b|\bLAMBADA\b|\bCOPA\b|"
                 r"\bARC[- ](?:e|c|easy|challenge)\b"),
    ("score", r"\bscor\w+|\bpoints\b"),
    # Benchmarks that report a unitless score: their bare numbers are scores, not counts.
    ("score_benchmark", PERFORMANCE_SCORES.pattern),
    ("cost", r"\bcost\w*|\bpric\w+|\bTCO\b|\bcheaper\b|\bspend\w*|\bbill\w*"),
    ("power", r"\bpower\b|\bwatts?\b"),
    ("energy", r"\benergy\b|\bjoules?\b"),
    # The model's FLOPs over the hardware's peak: one definition, so one quantity across posts.
    ("mfu", r"\bMFU\b|\bmodel\s+FLOPS?\s+utili[sz]ation\b"),
    ("utilization", r"\butili[sz]ation\b|\bidle\b|\boccupancy\b|\bbusy\b|\bHFU\b|"
                    r"\bMBU\b"),
    # "one large-prompt request takes about 11 s": one request's time is its latency (a
    # run of many requests that "took" an hour is a duration).
    ("latency", r"\blatenc\w+|\bresponse\s+time\b|\bround[- ]trip\b"
                r"|\b(?:request|query)\s+(?:takes|took|completes\s+in|completed\s+in)\b"),
    # "71ms of CPU time", "compile time fell to 4 s": time spent, not a wait anyone sees.
    ("duration", r"\bCPU[- ]time\b|\bCPU[- ]seconds\b|\bcompil(?:e|ation)[- ]times?\b"
                 r"|\bbuild[- ]times?\b"),
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
# "the all-gather added about 5% on top": a share added is a change, unless it is a share
# of something ("added 75% of the rival's extra latency").
_ADDED = lazy(r"\badd(?:s|ed|ing)?\s+(?:about\s+|roughly\s+|around\s+|nearly\s+|almost\s+|"
              r"another\s+|an\s+extra\s+|~)?$", re.I)
_SHARE_OF = lazy(r"^\s*of\b", re.I)
_TURN = lazy(r"\b(?:but|while|whereas|although|though|yet)\b|[,;]")
_INTERACTIVE = caseless(r"\bper[- ]user\b|\beach\s+user\b|\bevery\s+user\b|\binteractiv\w+|"
                        r"\bsingle[- ]user\b|\bdecode\s+speed\b|\bper[- ]stream\b",
                        ("user", "interactiv", "decode", "stream"))
# "a user of Llama 3.1 8B on S2 receives 2,400 tokens per second" (read in the sentence,
# as the names between may hold figures of their own: "on one L40S").
_USER_RECEIVES = caseless(r"\b(?:a|one|the)\s+user\b[^,;:]{0,60}?\b(?:receives?|gets?|sees?|"
                          r"experiences?)\s+(?:about\s+|roughly\s+|around\s+|~)?$", ("user",))
# "the 180 tokens per second a user of Llama 3.1 70B gets": the speed one user sees.
_INTERACTIVE_AFTER = caseless(r"^\s*(?:that\s+|which\s+)?(?:a|one|each|every)\s+user\b[^,;:]{0,60}?"
                              r"\b(?:receives?|gets?|sees?|experiences?)\b", ("user",))
_HELD_SAME = caseless(r"\b(?:for|at|with|under)\s+(?:the\s+|an?\s+)?(?:same|equal|identical|"
                      r"constant|matching|iso)\b",
                      ("same", "equal", "identical", "constant", "matching", "iso"))
_THROUGHPUT = caseless(r"\bthroughput\b", ("throughput",))
# Mean average precision, in its own case only: "the columns map to" is a verb, and the
# caseless cues run over lower-cased text.
_MEAN_AP = lazy(r"\bmAP\b")
# A bare number assigned to a name ("steps=3", "TP/EP = 4/4") is that setting's value: only
# the name says what it measures, and a quality word earlier in the sentence ("the search
# points", "the columns map to") belongs to something else.
_ASSIGNED = lazy(r"(?<![\w./-])(?P<name>[A-Za-z][\w./-]{0,40})\s*=\s*$")
# The top of a rating scale ("scores each database out of 5 stars", "on a scale of 10"): a
# number with no part before it is the scale, not a result on it ("9 out of 10" is read as
# one fraction before this).
_SCALE_TOP = lazy(r"\b(?:out\s+of|on\s+a\s+scale\s+of)\s*$", re.I)
# A table about compressors: a header or caption naming compression or a codec.
_COMPRESSION = lazy(r"\bcompress\w*|\bcompr\.|\bcodecs?\b", re.I)
_RATIO = lazy(r"\bratio\b", re.I)
# "a compression ratio of 2.9x", "compression ratio: 2.1" / "2.1x compression ratio".
_RATIO_BEFORE = lazy(r"\bcompression\s+ratios?\s*(?:of|is|was|:|=)?\s*(?:about\s+|~)?$", re.I)
_RATIO_AFTER = lazy(r"^\s*(?:x\s+)?compression\s+ratio\b", re.I)
# "4x the speed of RapidJSON", "3x the read bandwidth of", "0.1x the price of": the noun a
# multiple is "of" names what it multiplies, nearer the figure than any cue before it.
_NOUN_OF = r"^\s*(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:%s)\s+(?:of|that\s+of)\b"
_PERFORMANCE_OF = caseless(_NOUN_OF % (
    r"speeds?|throughputs?|bandwidths?|performance|rates?|pace|IOPS|QPS|TPS|FPS|"
    r"(?:tokens|requests|queries|frames|operations|ops)\s+per\s+second"))
_COST_OF = caseless(_NOUN_OF % r"prices?|costs?|TCO|spend|bill")


def _compression_ratio(fig: Figure) -> bool:
    """True for a codec's ratio of sizes: a cell under a "Ratio" header of a table whose
    headers or caption name compression or codecs, or a figure its sentence calls a
    compression ratio. Such a ratio is the codec's result on its input, not a comparison."""
    block = fig.sentence.block
    if block.kind == "table_row":
        at = fig.start - block.start
        index = next((i for i, (a, b) in enumerate(block.cells) if a <= at < b), None)
        header = block.header[index] if index is not None and index < len(block.header) else ""
        return _RATIO.search(header) is not None and (
            any(_COMPRESSION.search(h) for h in block.header)
            or _COMPRESSION.search(block.caption) is not None)
    return _RATIO_BEFORE.search(fig.left) is not None or \
        _RATIO_AFTER.match(fig.right) is not None


def _row_measure(fig: Figure) -> str | None:
    """The metric a table row's label names where the table's corner says its rows are
    the measures ("Evaluation metric" over "MMLU (zero shot)"): its cells report it."""
    block = fig.sentence.block
    if block.kind != "table_row" or not block.cells or not block.header or \
            not measure_corner(block.header[0]):
        return None
    return _cue(block.scan[slice(*block.cells[0])])


# The denominators of a micro-benchmark's counts: one operation, one iteration.
_WORK_PER = frozenset({"operation", "iteration"})


def held_apart(right: str) -> str:
    """The words after a figure up to what the comparison holds fixed: in "30% less memory
    for the same hit rate" the figure measures memory, not the hit rate."""
    held = _HELD_SAME.search(right)
    return right[:held.start()] if held else right


def metric(fig: Figure) -> str:
    """The metric a figure reports, from its unit and the words it owns."""
    unit = fig.unit
    # Words after the figure belong to it only up to a turn in the sentence ("... but").
    right = held_apart(_TURN.split(fig.right, maxsplit=1)[0])
    words = fig.left + " " + right
    assigned = _ASSIGNED.search(fig.left) if unit == "count" else None
    cue = _cue(assigned["name"]) if assigned else \
        _cue(fig.left) or _cue(right) or _row_measure(fig)
    if unit.startswith("USD"):
        return "cost"
    if unit in ("x", "%") and _compression_ratio(fig):
        return "compression_ratio"
    if unit == "count":
        if scale_top(fig):
            return "count"  # "out of 5 stars": the scale's size, no score on it
        if fig.count_noun and fig.per in _WORK_PER:
            return "count_per_operation"  # "3 allocs/op": what one operation does
        if cue in ("concurrency", "batch_size") and not fig.count_noun:
            return cue
        if cue in ("accuracy", "error_rate", "score", "score_benchmark") and \
                not fig.count_noun:
            return "score" if cue == "score_benchmark" else cue
        return "count"
    if unit == "points":
        return cue if cue in ("accuracy", "error_rate") else "score"
    if unit == "s":
        if cue in ("ttft", "tpot", "latency", "duration"):
            return cue
        return "latency" if fig.metric_hint == "latency" else "duration"
    if unit in ("%", "pp", "fraction"):
        if cue in ("hit_rate", "accuracy", "error_rate", "cost", "utilization", "mfu", "memory"):
            return cue
        # "scored 82.4% on MMLU-Pro" is an accuracy; "scored 5% higher" a change.
        if cue == "score" and not (_MORE.search(right) or _LESS.search(right)):
            return "accuracy"
        if _MORE.search(words):
            return "improvement"
        if _LESS.search(words):
            return "reduction"
        if _ADDED.search(fig.left) and not _SHARE_OF.match(fig.right):
            return "improvement"
        return "percent"
    if unit == "x":
        if _COST_OF.search(fig.right):
            return "cost"
        if _PERFORMANCE_OF.search(fig.right):
            return "speedup"
        if cue == "cost":
            return "cost"
        return "reduction" if _LESS.search(right) and not _MORE.search(right) else "speedup"
    if (unit.endswith("/s") or unit in ("IOPS", "ops/s")) and fig.metric_hint == "throughput":
        before = fig.sentence.scan()[:fig.start - fig.sentence.start]
        if fig.per == "user" or _INTERACTIVE.search(fig.left) \
                or _USER_RECEIVES.search(before) or _INTERACTIVE_AFTER.search(fig.right):
            return "interactivity"
        return "throughput"
    if fig.metric_hint == "bandwidth" and (_THROUGHPUT.search(right)
                                           or _THROUGHPUT.search(fig.left[-40:])):
        return "throughput"  # "1.2 GB/s of produce throughput", "read throughput of 14 GB/s"
    return fig.metric_hint


_CUE_RE = caseless("|".join(f"(?P<{name}>{pattern})" for name, pattern in _CUES), (
    "time", "ttft", "tpot", "inter-token", "itl", "token-to-token", "hit", "wer", "cer",
    "word", "character", "accura", "pass@",
    "exact", "f1", "bleu", "win", "quality", "mmlu", "gpqa", "humaneval", "perplexity",
    "recall", "ndcg", "top-", "acc@", "scor", "hellaswag", "winogrande", "piqa",
    "boolq", "sciq", "openbook", "truthfulqa", "gsm8k", "lambada", "copa", "arc",
    "points", "spec", "geekbench", "cinebench", "passmark", "3dmark", "speedometer",
    "jetstream", "antutu", "pcmark", "novabench", "basemark",
    "cost", "pric", "tco", "cheaper", "spend", "bill", "power",
    "watt", "energy", "joule", "utili", "idle", "occupancy", "busy", "mfu", "hfu", "mbu", "latenc",
    "response", "round", "request", "query", "cpu", "compil", "build", "bandwidth", "memory",
    "ram", "footprint", "concurren", "simultaneous",
    "batch"))


def _cue(text: str) -> str | None:
    """The metric named nearest the end of `text` (the words just before a figure)."""
    last = _CUE_RE.last(text)
    ap: re.Match[str] | None = None
    for ap in _MEAN_AP.finditer(text):  # noqa: B007
        pass
    if ap is not None and (last is None or ap.start() > last.start()):
        return "accuracy"
    return last.lastgroup if last is not None else None



def scale_top(fig: Figure) -> bool:
    """True for a bare number that is the top of a rating scale ("out of 5 stars")."""
    return fig.unit == "count" and _SCALE_TOP.search(fig.left) is not None

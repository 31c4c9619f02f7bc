"""The role of a figure (before/after, relative, cost, quality, config or headline) and a
short phrase of what it measures ("median time to first token", "GPUs")."""

from __future__ import annotations

import re

from claims.extract.figures.candidate import Figure
from claims.extract.records.changes import (
    event_cell,
    fractional_cell,
    parts_count,
    percent_change,
    singular,
    steady_cell,
    unround,
    unround_cell,
)
from claims.extract.records.limits import held_share, limited_to
from claims.extract.records.metric import held_apart, scale_top
from claims.extract.records.target import target_bound
from claims.model import Kind
from claims.vocabulary.account_nouns import ACCOUNT_NOUNS
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import caseless
from claims.vocabulary.metrics import PERFORMANCE_SCORES
from claims.vocabulary.quantities import is_result, quantity
from claims.vocabulary.units import SPELLED_NOUNS

# Nouns whose counts set up a measurement, beside the hardware, system and load nouns.
_SETUP_NOUNS = frozenset({
    *SPELLED_NOUNS, "token", "parameter", "param", "request", "query", "prompt", "expert", "layer",
    "head", "file", "object", "row", "record", "document", "image", "sample", "step", "epoch",
    "iteration", "trial", "run", "dimension", "message", "transaction", "key", "vector", "entry",
    "batch", "gpu-hour", "node-hour", "model", "workload", "dataset", "benchmark", "table", "index",
    "shard", "replica", "job", "task", "page", "block", "slot", "wave", "warp", "lane", "bit",
    "byte", "sequence", "example", "operation", "op", "packet", "flow", "service", "version",
    "release", "configuration", "setting", "point", "sku", "variant", "size", "length", "week",
    "day", "hour", "minute", "second", "scenario", "pair", "bay", "crate", "line", "warpgroup",
    "store", "engine", "interruption", "failure", "error", "crash", "restart", "nine", "path",
    "wide", "instance", "kind", "type", "tier", "region", "language", "suite", "test", "case",
    "pass", "phase", "stage",
})
# Work a run serves or meets, counted: "2118339 requests in 30s", "48,717 errors". A load
# is set in round numbers ("1,000 requests"); an unround count is what the run did.
_SERVED = frozenset({
    "request", "query", "transaction", "operation", "op", "message", "packet", "error",
    "event", "call", "lookup", "hit", "miss", "timeout", "retry"})
# "288 concurrent requests": how many a run keeps in flight, a load set, however unround.
_IN_FLIGHT = frozenset({"concurrent", "parallel", "simultaneous", "outstanding", "in-flight"})
# Nouns whose counts set up nothing: the people, work items and parts of a text.
_NOISE_NOUNS = frozenset({
    "patch", "variable", "commit", "contributor", "engineer", "author", "vendor", "company",
    "article", "post", "chapter", "section", "reason", "thing", "area", "factor", "trick",
    "idea", "bug", "feature", "option", "flag", "person", "people",
    "member", "team", "partner", "lesson", "takeaway", "question", "answer", "word", "tweet",
    "star", "download", "fork", "issue", "pull", "month", "year",
})
_HAS_SIZE = caseless(r"\b(?:with|has|have|having|carries|packs|offers|plus|and)\s+"
                     r"(?:up\s+to\s+)?$",
                     ("with", "has", "hav", "carries", "packs", "offers", "plus", "and"))
_SIZE_OF = lazy(r"\s*(?:of\s+)?(?:[A-Za-z0-9-]+\s+)?(?:memory|RAM|DRAM|HBM\w*|VRAM|GDDR\w*|"
                r"LPDDR\w*|DDR\w*|storage|flash|SSDs?|NVMe|cache|capacity)\b")
# What a machine's memory is called, as a part of it: "RAM", "HBM3e", "GPU memory", "VRAM".
_MEMORY = (r"(?:(?:GPU|device|system|host|unified|main)\s+)?(?:RAM|DRAM|memory|HBM\w*|VRAM|"
           r"GDDR\w*|LPDDR\w*|DDR\d\w*|SRAM)")
# "16GB RAM", "64 GB DDR5", "two 80GB GPUs": a size written right before the memory or the
# part it sizes, that part's capacity; "8 GB RAM usage" is a footprint a run measured.
_SIZE_BEFORE_PART = lazy(r"[\s-]*(?:RAM|DRAM|HBM\w*|VRAM|GDDR\w*|LPDDR\w*|DDR\d\w*|SRAM|"
                         r"GPUs?|cards?|parts?|DIMMs?)\b(?!\s+(?:usage|use|used|footprint|"
                         r"consumption|overhead|peak|pressure)\b)", re.I)
# "RAM 125GB", "40 core RAM 124GB", "Memory: 4 GB", "memory (`80GB`)": a size after a label
# naming the memory; "peak memory 4 GB", "used RAM: 3 GB" name a measure, not a part.
_MEMORY_LABEL = lazy(r"(?:\b(?P<word>[A-Za-z]+)\W+)?" + _MEMORY + r"\W{0,2}\s*[:=]?\s*[(`]*$",
                     re.I)
_MEASURED_MEMORY = frozenset({
    "peak", "max", "maximum", "min", "minimum", "average", "avg", "mean", "median", "total",
    "used", "uses", "using", "use", "usage", "resident", "allocated", "consumed", "consumes",
    "free", "extra", "additional", "less", "more", "saved", "saves", "reduced", "needed",
    "needs", "requires", "required", "of", "in", "the"})
# "the Pi 4 tested had 4 GB, where...": a size a machine has, closing its clause.
_HAS_AT_END = lazy(r"\b(?:has|had|have|having|with|carries|packs)\s+(?:up\s+to\s+)?$", re.I)
_CLAUSE_END = lazy(r"\s*(?:[,.;)]|and\b|$)")
# "1 KB messages", "4 KiB random reads", "a 128 KiB block": the size of each item of the
# workload, a parameter of the run rather than a result.
_ITEM_SIZE = lazy(r"[\s-]*(?:(?:random|sequential|small|large|compressed)\s+)?(?:messages?|"
                  r"blocks?|pages?|records?|rows?|objects?|files?|keys?|values?|payloads?|"
                  r"packets?|frames?|chunks?|transfers?|entries|items?|documents?|"
                  r"requests?|responses?|reads?|writes?|I/Os?|IOs?)\b", re.I)
# "291.47MB read," closing its clause (a load generator's summary): the amount a run read, a
# result, when nobody sets the size (a fraction, an unround number); "a 64 KB read." sizes one.
_AMOUNT_DONE = lazy(r"\s*(?:read|written|write)\s*(?:[,;:.)|]|$)", re.I)
# "12 NVMe SSDs of 3,750 GB each", "DIMMs of 64 GB": the size of each part of the system.
_PART_OF = lazy(r"\b(?:SSDs?|drives?|disks?|DIMMs?|modules?|cards?|GPUs?|nodes?|volumes?|"
                r"partitions?)\s+of\s+(?:about\s+|~)?$", re.I)
# "a 45 TB XFS partition", "one 2 TB NVMe drive": a size written before a storage part.
_PART_SIZED = lazy(r"[\s-]+(?:(?!(?:to|on|in|into|from|of|per|for|at|across)\b)[\w+-]+\s+)?"
                   r"(?:partitions?|volumes?|disks?|drives?|SSDs?|"
                   r"arrays?|pools?|DIMMs?|modules?)\b", re.I)
# "100,000 GB of CSV files", "2 TB of Parquet data": the size of the input a run reads.
_DATA_OF = lazy(r"\s+of\s+(?:[\w-]+\s+){0,2}(?:files|data|dataset|datasets|input)\b", re.I)
# "instance: 1.5 TB of RAM, 192 cores": a size that opens or continues a list of parts.
_LISTED = lazy(r"(?:[:,;(]|\band)\s*$")
# "three 30-minute runs", "a 10 second warm-up", "a 2-hour soak test": a length written as
# an adjective of the test itself is how the test was run, not a result.
_FRACTION_TEXT = lazy(r"\d\.\d")  # a timer's reading ("Duration: 12.34 s"), not a length set
_RUN_LENGTH = lazy(r"\s*(?:(?!of\b)[a-z]+\s+)?(?:runs?|tests?|trials?|windows?|warm-?ups?|"
                   r"soaks?|intervals?|periods?|sessions?|samples?|timeouts?|"
                   r"benchmarks?|iterations?|durations?)\b", re.I)
# "test duration: 120 seconds", "a duration of 30 s": the length a run was set to.
_DURATION_LABEL = lazy(r"\bduration\s*(?:of|:|=)?\s*(?:about\s+|~)?$", re.I)
# "100 connections for 40 seconds": how long a load was held is how the test was run.
_HELD_FOR = lazy(r"\b(?:connections?|clients?|threads?|users?|workers?|streams?|requests?|load|"
                 r"tests?|trials?|benchmarks?|held|applied)\b[^.;:]{0,40}?"
                 r"\b(?:for|over)\s+(?:about\s+|~|a\s+further\s+)?$", re.I)
# "a c6i.8xlarge (32 vCPUs, 64 GiB)": a size listed in parentheses with a system's other
# specifications describes the system.
_IN_SPEC_LIST = lazy(r"\((?:[^()]*,\s*)?$")
_SPEC_LIST_END = lazy(r"\s*(?:of\s+[\w-]+\s*)?(?:[A-Za-z-]+\s*)?[),]")
# "30 requests at 1 RPS", "from 2 to 4 RPS", "At 900 requests and 3 RPS": a request rate
# named as the point a run is held at (opening a clause, or after the requests sent) is the
# load the client offers, a condition of the run; "peaks at", "saturates at" name the
# system's own limit, and "puts the setup at" a result.
_OFFERED_AT = lazy(r"(?:^\s*|[,;:(]\s*|\b(?:requests?|queries|users|clients|connections|"
                   r"sent|then)\s+|\d\s+)"
                   r"(?:at|from)\s+(?:(?:about|around|roughly|~)\s*)?(?:[\d,]+\s+"
                   r"(?:concurrent\s+)?(?:requests|users|clients|connections|queries)\s+"
                   r"and\s+)?$", re.I)
_LIMIT_AT = lazy(r"\b(?:peak(?:s|ed|ing)?|top(?:s|ped)?\s+out|saturat\w*|plateau\w*|"
                 r"max(?:es|ed)?\s+out|level(?:s|led)?\s+off|cap(?:s|ped)?|stall\w*|"
                 r"flatten\w*|reach\w*|hit|hits)\s+(?:\w+\s+)?(?:at|from)\s+\S*\s*$", re.I)
#: A clock written right after the part it rates: "Xeon E5-2640 v3 @ 2.60GHz", "an Intel
#: Skylake at 3.4 GHz" (the learned stage reads it too: claims.learn.stated). A clock a run
#: measured ("the core stays at 3.2 GHz", "falls to 4.8 GHz") follows a verb, not a name.
RATED_AFTER_PART = lazy(r"(?:@|\b(?:[A-Z]|\d+[A-Za-z])[\w.-]*\s+at)\s*$")
#: A clock a machine's description gives its part: after the part's noun or a lower-case
#: part number ("24 physical cores at 2.2GHz", "two Xeon E5-2620 CPUs at 2.00GHz",
#: "Pentium dual-core at 2.30 GHz", "i7-7500 at 2.70 GHz", "AMD Ryzen 5 3600 6-Core
#: 2.2ghz") or "clocked at"; a clock a run measured follows a verb ("ran at", "falls to").
RATED_AFTER_NOUN = lazy(
    r"(?:\b(?:cores?|CPUs?|processors?|(?:dual|quad|hexa|octa|\d+)[- ]?cores?)\s+(?:at\s+)?"
    r"|\b[a-z]\d[\w-]*\s+at\s+|\bclocked\s+(?:at\s+)?)(?:up\s+to\s+)?$", re.I)
#: A clock written right before the part it rates: "a 2.6GHz CPU", "3.1 GHz Intel Core
#: i7", "2667MHz DDR4".
RATED_BEFORE_PART = lazy(
    r"\s*(?:(?:Intel|AMD|Apple|Arm|ARM|Qualcomm|IBM|Ampere)\b|(?:CPUs?|processors?|"
    r"(?:LP)?DDR\d\w*|DIMMs?)\b)")
_OFFERED_UNITS = frozenset({"requests/s", "queries/s", "messages/s", "packets/s"})
#: A rate written as the name of the condition a run is held at: "the 600rps condition",
#: "the 500rps run", "the 30k msg/s target", "a 10k msg/s base rate": the load offered;
#: "600rps of throughput" or "600rps, twice the old" are rates reached.
_NAMES_CONDITION = lazy(r"[\s-]*(?:(?:load|base|publish|offered|input|send)\s+)?"
                        r"(?:conditions?|cases?|scenarios?|targets?|levels?|tiers?|runs?|"
                        r"tests?|steps?|settings?|rates?|loads?)\b", re.I)
#: "a 10Gbit/s network", "2x 400Gbps NICs", "200 Gbps RoCE links": a bit rate written right
#: before a network part is that part's line rate, how the run was set up; "10 Gbit/s of
#: network throughput" and "92 Gbit/s over the network" are rates a run reached.
_LINK_AFTER = lazy(r"[\s-]*\+?\s*(?:(?!(?:to|on|in|into|from|of|per|for|at|across|over|"
                   r"through|with|between|and|or)\b)[A-Za-z][\w-]*\s+)?(?:NICs?|networks?|"
                   r"networking|links?|Ethernet|ports?|switch(?:es)?|InfiniBand|adapters?|"
                   r"uplinks?|fabrics?|interconnects?|hardware)\b(?!\s+(?:throughput|"
                   r"bandwidth|traffic|speeds?|performance|utili[sz]ation|usage|load|rates?)\b)",
                   re.I)
#: Ethernet named by its line rate ("10GbE", "100GigE") names a port, not a rate reached.
_ETHERNET = frozenset({"GbE", "GigE"})
#: The units of a score as written: bare ("scores 49.25", a cell under "Score"), in points.
#: A benchmark that scores speed (Geekbench, SPECrate) keeps its score a result.
_SCORE_UNITS = frozenset({"count", "points", "score"})
#: A quantity given as the difference between two sides: a comparative right after it ("200
#: points better than the Pi 4", "3.6ms above the baseline's p99", "0.36s more", "2 GB less
#: memory than") or a gap it names ("a 2.57 points gap"); "100 MHz or less" is a bound.
_DIFFERENCE_AFTER = lazy(
    r"\s*(?:(?:more|less|fewer|higher|lower|better|worse|faster|slower|above|below|ahead|"
    r"behind|shorter|longer|larger|smaller|cheaper|quicker)\b|(?:point\s+)?(?:gap|"
    r"difference)\b)", re.I)
#: The change a sentence makes by a quantity: "cuts memory use by roughly 20 bytes", "could
#: save roughly 100 watts", "(+64 µs)" beside the figure it adds to.
_DIFFERENCE_BEFORE = lazy(
    r"(?:\b(?:cut|cuts|reduc\w+|lower(?:s|ed|ing)?|rais\w+|increas\w+|decreas\w+|"
    r"improv\w+|drop(?:s|ped)?|fell|falls?|grows?|grew|saves?|saved|saving|trims?|trimmed)"
    r"\b[^.;:]{0,40}?\bby|\b(?:save|saves|saved|saving))\s+(?:roughly|about|around|nearly|"
    r"almost|over|up\s+to|~)?\s*$|\(\s*[+\u2212]\s*$", re.I)
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


def kind(fig: Figure, metric_name: str) -> Kind:
    """The role of a figure: before/after, relative, cost, quality, config or headline."""
    if not is_result(fig.unit) or scale_top(fig):
        return Kind.config  # "DDR5 at 6,400 MT/s", "a 48 V bus", "out of 5": a rating
    if fig.before_after:
        return Kind.before_after
    if fig.unit == "%" and percent_change(fig):
        return Kind.relative  # "49914 (-4%)", "by up to 8%", under "Change (%)": no level
    if metric_name == "cost":
        return Kind.cost
    if metric_name in ("accuracy", "error_rate", "compression_ratio"):
        return Kind.quality
    if fig.unit == "x" and parts_count(fig):
        return Kind.config  # "- 4x Oha instances", "| 2 x AMD EPYC |": how many parts
    if fig.unit == "x" or metric_name in ("improvement", "reduction", "speedup"):
        return Kind.relative
    if fig.unit != "count" and _difference(fig):
        return Kind.relative  # "200 points better than", "3.6ms above": one side's lead
    if metric_name == "score" and fig.unit in _SCORE_UNITS and \
            not PERFORMANCE_SCORES.search(f"{fig.left} {fig.right}"):
        return Kind.quality  # "scores 49.25", a "Score" column: how good, not how fast
    if fig.unit not in ("count", "GB", "USD") and target_bound(fig) is not None:
        return Kind.config  # "at TTFT ≤ 2.5 s", "an SLA of 20 ms": a bound, not a result
    if metric_name in ("concurrency", "batch_size"):
        return Kind.config
    if fig.unit == "count" and fractional_cell(fig):
        return Kind.headline  # "| LibA | 6503.58 |": a measured value, its unit said elsewhere
    if fig.unit == "count" and metric_name != "score" and unround_cell(fig):
        return Kind.headline  # "| v2 | 3281 | 3584 |": no knob is set to 3281
    if metric_name == "count_per_operation":
        return Kind.headline  # "3 allocs/op": the benchmarked code's result, not its setup
    if fig.unit == "count" and (_served_count(fig) or event_cell(fig)):
        return Kind.headline  # "1139307 requests in 10.00s", "| Timeouts | 19 |": run's work
    if fig.unit == "count" and metric_name != "score":
        spelled = fig.value_text[:1].isalpha()
        noun = fig.count_noun or _noun_after(fig.right)
        idle = _NOISE_NOUNS | ACCOUNT_NOUNS if spelled else _NOISE_NOUNS
        return Kind.config if sets_up(noun, spelled) or (noun and not fig.count_noun
                                                         and singular(noun) not in idle) \
            else Kind.count
    if fig.unit == "GB" and _HAS_SIZE.search(fig.left) and _SIZE_OF.match(fig.right):
        return Kind.config  # "a server with 768 GB of memory": the setup, not a result
    if fig.unit == "GB" and _memory_size(fig):
        return Kind.config  # "16GB RAM", "RAM 125GB", "had 4 GB,": the machine's memory
    if fig.unit == "GB" and ((_ITEM_SIZE.match(fig.right) and not _amount_done(fig))
                             or _in_spec_list(fig)):
        return Kind.config
    if fig.unit == "GB" and _system_or_input_size(fig):
        return Kind.config
    if fig.unit == "s" and (_RUN_LENGTH.match(fig.right) or _HELD_FOR.search(_before(fig)[-90:])
                            or steady_cell(fig)  # "| 30.03s |" over "| 30.06s |": a run length
                            or (_DURATION_LABEL.search(_before(fig)[-40:])
                                and not _FRACTION_TEXT.search(fig.value_text))):
        return Kind.config
    if fig.unit == "%" and held_share(_before(fig), _after(fig)):
        return Kind.config  # "limited to 10% of the CPU": the share a run is held to
    if fig.unit in _OFFERED_UNITS and (_offered_load(fig) or _NAMES_CONDITION.match(fig.right)
                                       or limited_to(_before(fig))):
        return Kind.config  # "at 10 req/s", "the 500rps run", "writes throttled to 2900/s"
    if fig.unit == "Gbit/s" and line_rate(fig.unit_text, fig.right):
        return Kind.config  # a port's or a network's line rate, a setting of the run
    if fig.unit == "Hz" and rated_clock(_before(fig)[-80:], fig.right):
        return Kind.config  # the part's rated clock, a setting of the run
    if fig.unit == "Gbit" and fig.value < 1e-6:
        return Kind.config  # a width of bits ("4 bits", "512-bit registers"): the design
    return Kind.headline


def _served_count(fig: Figure) -> bool:
    """True for an unround count of work a run served or met ("2118339 requests in 30s",
    "48,717 errors"), not a load set ("1,000 requests", "288 concurrent requests")."""
    noun = fig.count_noun or _noun_after(fig.right)
    if not noun or not unround(fig.value):
        return False
    # the words from the number on, past its noun: "288 concurrent requests in flight"
    at = fig.sentence.scan()[max(0, fig.start - fig.sentence.start):][:48]
    words = re.findall(r"[a-z-]+", f"{at} {fig.right[:24]}".lower())
    last = noun.split()[-1].lower()
    # "131.9k queries of sequence length 256", "50,321 requests each": a workload described
    described = last in words and words.index(last) + 1 < len(words) and \
        words[words.index(last) + 1] in ("of", "each", "per")
    return singular(last) in _SERVED and _IN_FLIGHT.isdisjoint(words) and not described


def _amount_done(fig: Figure) -> bool:
    """True for the amount a run read or wrote, closing its clause with a size nobody sets
    ("291.47MB read,", "1043917 KB written."), not the size of each read."""
    written = (fig.value_text or "").replace(",", "")
    measured = "." in written or (written.isdigit() and unround(float(written)))
    return measured and _AMOUNT_DONE.match(fig.right) is not None


def _difference(fig: Figure) -> bool:
    """True for a quantity the text gives as the difference between two sides ("200 points
    better than the Pi 4", "cuts memory by 20 bytes", "(+64 µs)"), not a side's value."""
    return bool(_DIFFERENCE_AFTER.match(fig.right)
                or _DIFFERENCE_BEFORE.search(_before(fig)[-80:]))


def line_rate(unit_text: str | None, right: str) -> bool:
    """True when a bit rate, written with `unit_text` and followed by the words `right`, is
    a network part's line rate ("10GbE", "a 10Gbit/s network", "400Gbps NICs")."""
    return unit_text in _ETHERNET or _LINK_AFTER.match(right) is not None


def rated_clock(left: str, right: str) -> bool:
    """True when a clock, between the words `left` and `right` of its sentence, is the
    rating a description of the machine gives a part, not a clock a run measured."""
    return bool(RATED_AFTER_PART.search(left) or RATED_AFTER_NOUN.search(left)
                or RATED_BEFORE_PART.match(right)
                or (_IN_SPEC_LIST.search(left) and _SPEC_LIST_END.match(right)))


def _memory_size(fig: Figure) -> bool:
    """True for the size of a machine's memory or of the part it sizes, as a description of
    the machine writes it in prose: right before the part ("16GB RAM", "80GB GPUs"), after
    a label naming the memory ("RAM 125GB", "Memory: 4 GB"), or what the machine has,
    closing its clause ("the board had 4 GB, where..."). A table's cells are read by their
    headers, which may name a measured footprint ("Memory" beside "Time")."""
    if fig.sentence.block.kind in ("table_row", "table_header"):
        return False
    before = _before(fig)
    label = _MEMORY_LABEL.search(before[-40:])
    return bool(_SIZE_BEFORE_PART.match(fig.right)
                or (label and (label.group("word") or "").lower() not in _MEASURED_MEMORY)
                or (_HAS_AT_END.search(before[-30:]) and _CLAUSE_END.match(fig.right)))


def _system_or_input_size(fig: Figure) -> bool:
    """True for a size the system is built with ("1.5 TB of RAM" in a list of parts, "SSDs
    of 3,750 GB", "a 45 TB partition") or the size of the input ("100,000 GB of CSV
    files"): the run's setup, not a size it measured."""
    return bool((_SIZE_OF.match(fig.right) and _LISTED.search(fig.left))
                or _PART_OF.search(_before(fig)) or _PART_SIZED.match(fig.right)
                or _DATA_OF.match(fig.right))


def _offered_load(fig: Figure) -> bool:
    """True when a request rate is the load a run is held at ("30 requests at 1 RPS"), not
    a rate the system reached."""
    before = _before(fig)
    return _OFFERED_AT.search(before) is not None and _LIMIT_AT.search(before) is None


def _before(fig: Figure) -> str:
    """The words of the figure's sentence before it (past any figures between)."""
    return fig.sentence.scan()[:max(0, fig.start - fig.sentence.start)]


def _after(fig: Figure) -> str:
    """The words of the figure's sentence after it (past any figures between: "of one
    core" reads on past "one")."""
    return fig.sentence.scan()[max(0, fig.end - fig.sentence.start):]


def sets_up(noun: str | None, spelled: bool) -> bool:
    """True when a count of `noun` may set up a measurement. A number in digits counts
    setup unless its noun names no part of one ("2 patches", "3 environment variables",
    "4 contributors"); a spelled count ("two areas") only when its noun is hardware, a load
    or a workload ("two nodes") and no part of the write-up ("two tables", "three cases")."""
    if noun is None or any(ch.isdigit() or ch.isupper() for ch in noun):
        return True  # a bare setting, a product or a size: "8 H100", "12x 16GB"
    last = singular(noun.split()[-1].lower().rstrip("."))
    if last in _NOISE_NOUNS or (spelled and last in ACCOUNT_NOUNS):
        return False
    return not spelled or last in _SETUP_NOUNS


def _noun_after(right: str) -> str | None:
    """The plural noun among the first two words after a bare number ("2 patches", "3
    environment variables"), which the counted-noun tables do not list."""
    words = re.findall(r"[A-Za-z][a-z-]*", right[:40])[:2]
    return next((w.lower() for w in words if w.endswith("s") and w.islower()), None)


def _in_spec_list(fig: Figure) -> bool:
    """True for a size listed in parentheses with other specifications ("(32 vCPUs,
    64 GiB)", "(64 GB)"), read from the figure's sentence."""
    before = fig.sentence.scan()[:fig.start - fig.sentence.start]
    return bool(_IN_SPEC_LIST.search(before)) and bool(_SPEC_LIST_END.match(fig.right))


def measures(fig: Figure, metric_name: str) -> str | None:
    """A short phrase of what is measured ("median time to first token")."""
    found = _MEASURE_PHRASE.last(fig.left)
    if found is None:
        found = _MEASURE_PHRASE.search(held_apart(fig.right))
    if found is not None:
        return " ".join(found.group(0).split()).lower().replace("-", " ")
    if fig.count_noun:
        return fig.count_noun
    row = quantity(fig.unit)
    phrase = row.measures if row is not None else None
    if phrase and fig.per:
        phrase += f" per {fig.per}"
    return phrase or metric_name.replace("_", " ")


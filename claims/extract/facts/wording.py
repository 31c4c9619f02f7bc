"""What one sentence's wording says that the rules judge: a statistic it declares for its
section, a single run or a spread, quality words, a speed benchmark's score, a maximum,
training, input tokens counted, tuned or default settings, a commit, a raw form, a
size, reads or writes, a name's length, a ratio set against nothing, a table row's
reference cell (1x), the time a batch of operations took, a run hosted in a container,
VM or emulator (or overclocked), and the words of hardware counts, aggregates, links,
memory and sparsity.

Read once per sentence (`wording`), as a frozen record, so a rule asks a typed field and
never matches the text itself. It is derived from the sentence alone, so a claim file
read back (`claims check`) gives every rule the same facts as the extraction did.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict

from claims.typed import typed
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import Caseless, caseless, literals
from claims.vocabulary.metrics import PERFORMANCE_SCORES
from claims.vocabulary.stem_gate import StemGate

# Whether a pattern matches the text a reader was made for (`_reader`).
_Says = Callable[[Caseless], bool]

# "All latencies below are medians over five runs", "Figures are P99 unless noted": a
# sentence that names the statistic of the figures of its section.
_DECLARED = caseless(
    r"\b(?:latenc(?:y|ies)|figures|numbers|results|times|speeds|values|measurements)\b"
    r"[^.;]{0,40}?\b(?:are|is|were|was|give|report|show)\s+(?:the\s+|as\s+)?"
    r"(?P<stat>medians?|means?|averages?|p\d{2,3}(?:\.\d)?|\d{2}(?:\.\d)?th[- ]percentiles?)\b")
# "from one 60-second run", "a single run of each", "only one trial": one measurement. A
# round of a load test is a run ("one round each"), a round trip is not. A run of a stated
# length in the singular ("a 10-second wrk run", a list entry "10-second run against the
# server") is one run of that length.
_SINGLE_RUN = caseless(
    r"\b(?:a\s+single|only\s+one|just\s+one|one|1)\s+(?:\d[\d,.]*[- ]?(?:second|minute|hour|"
    r"day|s|min|h)s?[- ](?:long\s+)?)?(?:[\w-]+\s+){0,2}?(?:run|trial|pass|measurement|"
    r"iteration|sample|round(?![- ]?(?:trips?|robin)\b))\b(?!s)"
    r"|(?:\ba\s+|^[\s*+-]*)\d[\d,.]*[- ]?(?:second|minute|hour|s|min|h)[- ](?:long\s+)?"
    r"(?:[\w-]+\s+)?run\b(?!s)"
    r"|\bsingle[- ](?:run|trial|shot|pass|round)\b|\bnot\s+repeated\b"
    # One of the runs kept and the others dropped ("run twice, and the second set of
    # results was kept"): the figures are that one run's.
    r"|\b(?:first|second|last|final|latter)\s+(?:set\s+of\s+results|run|pass|round)\s+"
    r"(?:was|is)\s+(?:kept|used|reported)\b"
    # "each query ran once", "was run only once"; not "once more", "once a day", "once per".
    r"|\b(?:run|ran|executed|measured|tested|timed|benchmarked)\s+(?:only\s+|just\s+)?once\b"
    r"(?!\s+(?:more|again|a|an|per|every|each)\b)")
_FEW = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a\s+dozen|dozens\s+of|hundreds\s+of)"
# Any word of repetition or spread settles how many runs there were. "runs" and "spread"
# count as nouns only ("five runs", "these runs", "across runs", "the spread"), not as the
# verbs of "it runs in production" or "spread the interrupts over the cores".
_SPREAD_STEMS = ("\u00b1", "+/-", "deviation", "std", "variance", "spread", "confidence",
                 "error", "runs", "trials", "repetitions", "iterations", "repeats", "repeated",
                 "times", "median", "mean", "average", "best", "fastest", "run-to-run",
                 "variation")
_SPREAD = caseless(
    r"\u00b1|\+/-|\bstandard\s+deviations?\b|\bstd\.?\s?dev\b|\bstdev\b|\bvariance\b|"
    r"\b(?:the|a|its|their|with|small|large|narrow|wide)\s+spread\b|\bspread\s+of\b|"
    r"\bconfidence\s+intervals?\b|\berror\s+bars?\b|"
    # "five 60-second runs", "all benchmark runs": a word may stand after a count; after
    # "the" it may be the subject of the verb ("the daemon runs on every node").
    r"\b(?:" + _FEW + r"|several|multiple|many|repeated|independent|separate|consecutive|"
    r"successive|all|both|further|more)\s+(?:[\w-]+\s+)?(?:runs|trials|repetitions|"
    r"iterations|repeats)\b|\b(?:the|these|those|our|other|across|over|between|of)\s+"
    r"(?:runs|trials|repetitions|iterations|repeats)\b|"
    r"\b(?:runs|trials|repetitions|iterations)\s+(?:each|apiece|per)\b|"
    r"\brepeated\b|\b(?:ran|run|runs|repeated|measured|executed|timed)\b[^.;]{0,40}?\b"
    + _FEW + r"\s+times\b|"
    r"\b(?:median|mean|average|best|fastest)\s+of\s+" + _FEW + r"\b|"
    # Averaged over the parts of one run ("over all the bidirectional links") is no repeat.
    r"\baveraged\s+over\b(?!\s+(?:all\s+)?(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:links|connections|streams|threads|cores|clients|nodes|gpus|devices|ports|drives|"
    r"disks|lanes|queues)\b)|"
    r"\brun-to-run\b|\bvariation\b",
    # Every match holds one of these (each branch's literal word, whatever the spaces
    # around it): a sentence with none is settled by one pass of the stems.
    _SPREAD_STEMS)
# A load tool's summary of one run's requests: a deviation beside their maximum or minimum
# ("latency Avg 6.90ms, Stdev 3.42ms, Max 80.26ms"), the spread of requests, not of runs.
_DEVIATION = caseless(r"\bstandard\s+deviations?\b|\bstd\.?\s?dev\b|\bstdev\b")
_EXTREME = caseless(r"\b(?:max|maximum|min|minimum)\b")
# A sentence that says what a figure measures is about quality: an accuracy, an error, a
# loss, a score on a named quality benchmark, outputs that match.
_QUALITY = caseless(
    r"\b(?:accura(?:cy|te)|error|errors|perplexity|recall|F1|BLEU|ROUGE|pass@\d+|pass\s+rate|"
    r"win\s+rate|exact\s+match|loss|MMLU[\w-]*|GSM8K|HumanEval|MATH-500|GPQA|LiveCodeBench|"
    r"SWE-bench\w*|quality\s+score|matched\s+token\s+for\s+token)\b")
# A throughput presented as the most the system does.
# A chip's or phone's tier named "Max" ("M1 Max", "iPhone 15 Pro Max") is no maximum.
_MAXIMUM = caseless(r"\b(?:(?<![a-z]\d\s)(?<![a-z]\d\d\s)(?<!\bpro\s)max(?:imum)?|peak(?:ed|s)?|"
                    r"up\s+to|top(?:ped)?|highest|saturat\w*)\b")
# A training run or a compute rate has no user waiting on it.
_NO_USER = caseless(r"\b(?:train(?:s|ed|ing)?|pre-?train\w*|fine-?tun\w*|TOPS|"
                    r"(?:trillion|billion)\s+operations)\b")
# A processor benchmark's rate or a batch job's (an encode): work no user waits on.
_PROCESSOR_WORK = caseless(r"\b(?:CoreMark|Dhrystone|Whetstone|LINPACK|sysbench\s+CPU|"
                           r"(?:CPU|processor)\s+(?:tests?|benchmarks?)|transcod\w*|"
                           r"(?:video|FFmpeg|x26[45])\s+encod\w*)\b")
_INPUT_COUNTED = caseless(
    r"\b(?:total|combined)\s+(?:\w+\s+)?tokens?\b"
    # "a total throughput of 41,000 tokens per second": a token rate's total, unless the
    # words after it say the tokens are the generated ones ("... of output tokens")
    r"|\b(?:total|combined)\s+(?:token\s+)?throughput\b"
    r"(?![^;]{0,40}?\b(?:output|generated|decode|decoded|completion)\b)"
    r"|\b(?:counting|including|includes|counts)\s+(?:both\s+)?"
    r"(?:the\s+)?(?:uncached\s+)?(?:input|prompt)\b"
    # "prompt tokens included", "input tokens are counted"
    r"|\b(?:input|prompt|prefill)\s+tokens?\s+(?:are\s+|were\s+)?(?:included|counted)\b"
    # "input and output tokens", "input plus generated", "(prefill + decode)": tokens of both
    # kinds, not "input and output lengths" or "prefill and decode on separate GPUs"
    r"|\b(?:input|prompt|prefill)\s+(?:tokens\s+)?(?:and|plus|\+)\s+(?:output|generated|"
    r"completion|decode)(?:\s+tokens?\b|\s*\)|\s+together\b)"
    r"|\((?:input|prompt|prefill)\s*\+\s*(?:output|decode|completion)\)")
# SPEC's two tuning classes are the same split: a "peak" metric allows flags tuned per
# benchmark, a "base" metric one conservative set for all ("SPECrate 2017_int_peak" against
# "2017_fp_base"; "SPECspeed2017_int_peak").
_TUNED = caseless(r"\b(?:(?:hand|auto)[- ])?tuned\b|\boptimi[sz]ed\s+(?:for|settings)\b|"
                  r"\btuning\b|\b(?:SPEC\w*\s*)?\d{4}_(?:int|fp)_peak\b")
_UNTUNED = caseless(r"\b(?:defaults?|default\s+(?:settings|configuration|config)|out[- ]of[- ]"
                    r"the[- ]box|stock\s+(?:settings|configuration)|untuned|not\s+tuned)\b"
                    r"|\b(?:SPEC\w*\s*)?\d{4}_(?:int|fp)_base\b")
_COMMIT = caseless(r"\b(?:commit|revision|rev|build)\s+[0-9a-f]{7,40}\b")
# "smaller than raw data", "of the uncompressed size", "than the original files": the other
# side of a compression ratio is the data itself before it was encoded.
_RAW_FORM = caseless(r"\b(?:raw|uncompressed|unencoded|original|plain[- ]?text)\b")
# "35% smaller after we dropped debug symbols", "20% faster after enabling the cache": a
# change given as the effect of one feature switched off or on, whose other side is the
# same setup with that feature the other way (an upgrade or a move leaves it unsaid).
_TOGGLED = caseless(
    r"\bafter\s+(?:(?:we|i|they|the\s+team)\s+)?(?:had\s+)?(?:dropp(?:ed|ing)|remov(?:ed|ing)|"
    r"stripp(?:ed|ing)|disabl(?:ed|ing)|enabl(?:ed|ing)|(?:turn|switch)(?:ed|ing)\s+(?:on|off))\b",
    ("after",))
# "grew 128 times in about 20 years", "over the past decade": a change over years, one
# quantity set against its own past (a trend), not one system against another.
_OVER_YEARS = caseless(
    r"\b(?:in|over|within)\s+(?:about\s+|roughly\s+|nearly\s+|almost\s+|some\s+|just\s+|"
    r"the\s+(?:last|past)\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|"
    r"thirty|a\s+few|a)?\s*(?:years|decades?)\b", ("year", "decade"))
# "The command name is 50% shorter": a name's length is compared, and the other name is
# on the page; no run of a system is.
_NAME_LENGTH = caseless(r"\bnames?\s+(?:is|are|was|were)\s+(?:about\s+|almost\s+|nearly\s+)?"
                        r"\d[\d.]*\s*(?:%|x|times)\s+(?:shorter|longer)\b")
# "Typical ratios are 1.5-1.7x", "a compression ratio of 3x": figures the text calls ratios
# with no word setting them against anything are a property of their own data (output
# size over input size), not a comparison of two systems.
_RATIO_NOUN = caseless(r"\bratios?\b")
_COMPARED = caseless(r"\b(?:than|faster|slower|higher|lower|better|worse|more|less|fewer|"
                     r"speed-?ups?|improve\w*|gains?|vs\.?|versus|over|against|relative|"
                     r"compared|from|cuts?|reduc\w*|increas\w*|decreas\w*|drop\w*|ros[ee]|fell|"
                     r"grew|shr[aiu]nk)\b")
# Which way data moves in the operation a sentence measures: "writing 1 million files",
# "random reads", "read IOPS". A document with results both ways has two workloads.
_READS = caseless(r"\b(?:read|reads|reading)\b")
_WRITES = caseless(r"\b(?:write|writes|writing|wrote|written)\b")
# Where or how a run was hosted when that is not the machine itself: "in Docker", "in a VM",
# "under emulation", "overclocked". A row saying so set beside rows that do not differs in
# more than the machine.
_RUN_ENVIRONMENT = caseless(
    r"\b(?:in|inside|under|via)\s+(?:an?\s+|the\s+)?(?:docker|containers?|vms?|virtual\s+"
    r"machines?|wsl2?|emulation|emulators?|qemu|rosetta)\b|\boverclock(?:ed|ing)?\b|"
    r"\bvirtuali[sz]ed\b|\bemulated\b",
    ("in", "under", "via", "overclock", "virtuali", "emulated"))
# A rate the set-up gives a part, provisioned or rated, not one the run reached: "EBS gp3
# volumes (3k IOPS, ...)", "provisioned at 16,000 IOPS", "a link rated at 25 Gb/s".
_PROVISIONED = caseless(
    r"\b(?:volumes?|disks?|drives?|ssds?|nvmes?|links?|nics?|ports?)\s*\(\s*[\d.,]+\s*[km]?\s*"
    r"(?:iops|[kmg]i?b/?s|[kmg]bps|[kmg]b/s)\b|\b(?:provisioned|rated)\s+(?:at|for|to|with)\s+"
    r"[\d.,]+\s*[km]?\s*(?:iops|[kmg]i?b/?s|[kmg]bps|[kmg]b/s)\b|\bprovisioned\s+iops\b",
    ("(", "provisioned", "rated"))
_READ_WRITE = caseless(r"\bread[- /]?(?:and[- ])?writes?\b|\bread[- ]write\b")
_SIZE = caseless(r"\b(?:smaller|compress\w*|size|footprint|space|bytes)\b")
# Nouns that count hardware: a document that counts several of them may give totals.
_HARDWARE_NOUN = caseless(
    r"\b(?:GPU|accelerator|chip|TPU|superchip|drive|SSD|disk|NIC|adapter|card|port|link|"
    r"server|node|machine|host|socket|client|instance|device|switch|rack)s?\b")
# Words that make a rate a sum over parts: no one link or device carries it.
_AGGREGATE = caseless(r"\b(?:across|aggregate|combined|total|totals|in\s+all|cluster|fleet|"
                      r"array|rack|pod|fabric)\b")
# A rate counted in both directions of a link at once.
_BOTH_WAYS = caseless(r"\b(?:bidirectional|bi-directional|both\s+directions|duplex)\b")
_MEMORY = caseless(r"\b(?:HBM\w*|memory\s+bandwidth|DRAM|GDDR\w*)\b")
_BUS = caseless(r"\b(?:HBM\w*|memory|DRAM|GDDR\w*|cache|NVLink\w*|PCIe|PCI\s+Express|"
                r"Ethernet|GbE|InfiniBand|interconnect|C2C|UALink|Infinity\s+Fabric)\b")
_SPARSE = caseless(r"\bsparse\b|\bsparsity\b")
# Words for the tests themselves: "the tests were only run once" speaks of every result.
_TESTS = caseless(r"\b(?:tests?|benchmarks?|measurements?|experiments?|trials?|runs?)\b")
# A search that answers faster by missing some answers: an approximate (ANN) index, or a
# vector search, which runs on one almost always; recall is its quality. "ANN" only in
# capitals ("Ann Lee" is a name).
_APPROXIMATE = caseless(r"\bapproximate\s+(?:nearest|search|k-?nn|queries|query|retrieval)|"
                        r"\bHNSW\b|\bIVF(?:_?\w+)?\b|\bvector\s+(?:similarity\s+)?(?:search|"
                        r"queries|query|retrieval|lookups?)\b")
# A table row with a cell that reads one times ("| Vane | 1x | 2.4x |", "x1.00"): the
# reference its row's other multiples are given against.
_REFERENCE_CELL = lazy(r"(?:^|\|)\s*(?:1(?:\.0+)?\s*[x\u00d7]|[x\u00d7]\s*1(?:\.0+)?)\s*(?=\||$)")
_ANN = lazy(r"\bANN\b")
_DENSE = caseless(r"\bdense\b")
# "100000 messages of 544 bytes sent in 7678ms", "1M rows loaded in 41 s": the time a
# stated number of operations took together, not what one of them waited. A sentence that
# names a latency or a response time speaks of each operation's wait after all.
_BATCH_TIME = caseless(
    r"\b\d[\d,.]*\s*(?:k|m|million|thousand|billion)?\s+(?:messages|requests|queries|rows|"
    r"records|operations|ops|transactions|files|inserts|writes|reads|jobs|tasks|items|keys|"
    r"documents|events|packets|objects|images)\b[^.;|]{0,60}?\b(?:in|within|took|taking|over)"
    r"\s+(?:about\s+|roughly\s+|~)?\d")
_PER_OPERATION = caseless(r"\blatenc(?:y|ies)\b|\bresponse\s+times?\b|\bper\s+(?:message|"
                          r"request|query|operation|op|transaction)\b|\beach\b")


class Wording(BaseModel):
    """The facts one sentence's words state, each a typed field a rule reads."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    #: It names the statistic of its section's figures ("All latencies are medians").
    declares_statistic: bool
    #: It says a figure comes from one run, trial or pass.
    single_run: bool
    #: It reports a repetition or a spread (runs, a median of five, a standard deviation).
    reports_spread: bool
    #: Its only spread is a deviation of one run's requests, beside their maximum or
    #: minimum (a load tool's "Avg 6.90ms, Stdev 3.42ms, Max 80.26ms"): no second run.
    spread_of_requests: bool
    #: It says what it measures is quality: an accuracy, an error, a quality benchmark.
    quality: bool
    #: It names a speed benchmark whose bare number is a score (SPECrate, Geekbench).
    performance_score: bool
    #: It presents a figure as the most a system does ("up to", "peak", "saturated").
    maximum: bool
    #: It is about training or a compute rate, which no user waits on.
    no_waiting_user: bool
    #: A processor benchmark or a batch job ("CoreMark", "sysbench CPU", "transcoding").
    processor_work: bool
    #: It says a token count includes the input (prompt) tokens.
    counts_input_tokens: bool
    #: How it says its side was configured: tuned, left on defaults, or neither (or both).
    tuning: Literal["tuned", "defaults"] | None
    #: It names a commit, revision or build by its hash.
    commit: bool
    #: It names data's raw, uncompressed or original form.
    raw_form: bool
    #: It speaks of size: smaller, compressed, footprint, bytes.
    size: bool
    #: The one way data moves in what it measures: reads or writes, "mixed" for a named mix
    #: of both ("read write"), None for neither or both unnamed.
    io_operation: Literal["read", "write", "mixed"] | None
    #: It compares the length of a name ("the command name is 50% shorter").
    name_length: bool
    #: It calls its figures ratios and sets them against nothing (compression ratios).
    own_ratio: bool
    #: It names a piece of hardware a count may count (GPUs, drives, nodes, ports).
    hardware_noun: bool
    #: It makes a rate a sum over parts (across, aggregate, total, cluster).
    aggregate: bool
    #: It counts a rate in both directions of a link.
    both_ways: bool
    #: It names memory bandwidth (HBM, DRAM, GDDR).
    memory: bool
    #: It names a bus, memory or network a rate could travel over.
    bus: bool
    #: It calls a compute rate dense and never sparse.
    dense_only: bool
    #: It speaks of the tests, benchmarks, measurements or runs themselves.
    about_tests: bool
    #: It is about an approximate (ANN, HNSW, IVF) or vector search.
    approximate_search: bool
    #: It is a table row with a cell of one times ("| Vane | 1x | 2.4x |"): its reference.
    reference_cell: bool
    #: It gives the time a stated number of operations took together ("100000 messages
    #: sent in 7678ms"), and names no per-operation wait.
    batch_time: bool = False
    #: It gives a change as the effect of one feature switched off or on ("35% smaller
    #: after we dropped debug symbols"): the other side is the same setup without it.
    toggled: bool = False
    #: It says the run was hosted other than on the bare machine: in a container or a VM,
    #: under emulation, or overclocked.
    run_environment: bool = False
    #: It gives a rate as what a part was provisioned or rated for ("EBS volumes (3k IOPS)",
    #: "provisioned at 16,000 IOPS"): the set-up's, not a rate the run reached.
    provisioned: bool = False
    #: It gives a change over years ("grew 128 times in about 20 years"): a trend of one
    #: quantity against its own past, not a comparison of two systems.
    over_years: bool = False


# Every match of `_SPREAD` holds one of these (lower case): a text with none has no match,
# which a substring test finds far faster than the pattern's many branches.
SPREAD_KEYS = ("\u00b1", "+/-", "deviation", "std", "variance", "spread", "confidence",
               "error bar", "runs", "trials", "repetitions", "iterations", "repeats",
               "repeated", "times", "median", "mean", "average", "best of", "fastest of",
               "run-to-run", "variation")


# The keys as one pattern: a block is read once, not once a key.
_SPREAD_KEY = lazy(literals(SPREAD_KEYS))


def spread_offsets(text: str) -> list[int]:
    """Where each word of repetition or spread (`Wording.reports_spread`) starts in a
    text (a block of a document, read once rather than sentence by sentence)."""
    folded = text.lower()
    if _SPREAD_KEY.search(folded) is None:
        return []
    return [found.start() for found in _SPREAD.finditer(text)]


def single_run_offsets(text: str) -> list[int]:
    """Where each statement of a single run (`Wording.single_run`) starts in a text."""
    return [found.start() for found in _SINGLE_RUN.finditer(text)]


def _spread_of_requests(text: str, spread: bool, says: _Says) -> bool:
    """True when every word of spread in the text (`spread`: there is one) is a deviation
    and it names a maximum or minimum beside it: one run's distribution of requests."""
    return spread and says(_EXTREME) \
        and all(_DEVIATION.search(m.group(0)) for m in _SPREAD.finditer(text))


def _tuning(says: _Says) -> Literal["tuned", "defaults"] | None:
    """"tuned" or "defaults" when the text says one and not the other."""
    tuned, untuned = says(_TUNED), says(_UNTUNED)
    if tuned == untuned:
        return None
    return "tuned" if tuned else "defaults"


def _io_operation(says: _Says) -> Literal["read", "write", "mixed"] | None:
    """"read" or "write" when the text speaks of one and not the other; "mixed" when it
    names a mix of both ("read write", "read/write", "read-write"), as a heading over a
    read-write workload's results does."""
    reads, writes = says(_READS), says(_WRITES)
    if reads and writes:
        return "mixed" if says(_READ_WRITE) else None
    if reads == writes:
        return None
    return "read" if reads else "write"


# One scan a sentence for every pattern's stems; a short run (a one-line `claims vet`)
# never builds it, as reading the stems costs what a few dozen sentences asked one by one do.
_PERFORMANCE_SCORE = caseless(PERFORMANCE_SCORES.pattern)
_GATE = StemGate((
    _DECLARED, _SINGLE_RUN, _SPREAD, _EXTREME, _QUALITY, _PERFORMANCE_SCORE, _MAXIMUM,
    _NO_USER, _PROCESSOR_WORK, _INPUT_COUNTED, _TUNED, _UNTUNED, _COMMIT, _RAW_FORM, _SIZE,
    _READS, _WRITES, _READ_WRITE, _NAME_LENGTH, _RATIO_NOUN, _COMPARED, _HARDWARE_NOUN,
    _AGGREGATE, _BOTH_WAYS, _MEMORY, _BUS, _DENSE, _SPARSE, _TESTS, _APPROXIMATE,
    _BATCH_TIME, _PER_OPERATION, _RUN_ENVIRONMENT, _TOGGLED, _PROVISIONED, _OVER_YEARS))
_GATE_AFTER = 64
_asked = [0]


def _reader(text: str) -> _Says:
    """Whether a pattern matches `text`: past a run's first sentences, for ASCII text, only
    the patterns the gate leaves open run, over the text lower-cased once."""
    if _asked[0] < _GATE_AFTER or not text.isascii():
        _asked[0] += 1
        return lambda pattern: pattern.search(text) is not None
    lowered = text.lower()
    open_ = _GATE.open(lowered)
    return lambda pattern: _GATE.says(pattern, open_, lowered)


# Every rule asks of the same sentences: each is read once. Bounded, since it keeps its
# sentences alive; each rule walks all of a document's figures in turn, so the bound must
# hold a long document's sentences (at 1,024, a 1,500-sentence post missed on every call).
@lru_cache(maxsize=8192)
def wording(text: str) -> Wording:
    """The facts a sentence (or any short text: a caveat, a unit, a baseline's description)
    states in its words."""
    says = _reader(text)
    spread = says(_SPREAD)
    return typed(
        Wording,
        declares_statistic=says(_DECLARED), single_run=says(_SINGLE_RUN),
        reports_spread=spread, spread_of_requests=_spread_of_requests(text, spread, says),
        quality=says(_QUALITY), performance_score=says(_PERFORMANCE_SCORE),
        maximum=says(_MAXIMUM), no_waiting_user=says(_NO_USER),
        processor_work=says(_PROCESSOR_WORK),
        counts_input_tokens=says(_INPUT_COUNTED), tuning=_tuning(says),
        commit=says(_COMMIT), raw_form=says(_RAW_FORM), size=says(_SIZE),
        io_operation=_io_operation(says), name_length=says(_NAME_LENGTH),
        own_ratio=says(_RATIO_NOUN) and not says(_COMPARED),
        hardware_noun=says(_HARDWARE_NOUN), aggregate=says(_AGGREGATE),
        both_ways=says(_BOTH_WAYS), memory=says(_MEMORY),
        bus=says(_BUS), dense_only=says(_DENSE) and not says(_SPARSE),
        about_tests=says(_TESTS),
        approximate_search=says(_APPROXIMATE) or _ANN.search(text) is not None,
        reference_cell="|" in text and _REFERENCE_CELL.search(text) is not None,
        batch_time=says(_BATCH_TIME) and not says(_PER_OPERATION),
        run_environment=says(_RUN_ENVIRONMENT), toggled=says(_TOGGLED),
        provisioned=says(_PROVISIONED), over_years=says(_OVER_YEARS))

"""The `statistic` step: the statistic of each figure: "at P90", "median", "peak",
"average", "99th percentile", "up to", "25 W maximum", a row's "Median TTFB" label; a value
listed after one with a percentile shares it ("p95 was 1.9 ms for A and 5.8 ms for B"), and
so does one listed right after a bound ("as high as 64 and 53 teraflops"), or after it with
a phrase of one shape ("up to 520 TFLOPS in training and 300 TFLOPS in inference").

Sizes and counts ("64-byte messages", "8 GPUs") take no statistic, so the words before
them still belong to the measured figure that follows."""

from __future__ import annotations

import re

from claims.extract.figures.candidate import Candidate, Context, Example, changed
from claims.extract.figures.words import last
from claims.vocabulary.lazy import lazy
from claims.vocabulary.statistics import STAT_RE, STATS

EXAMPLES = (
    Example("P90 TTFT was 0.98 s at 64 users.", ("0.98 s (p90)", "64 count users")),
    Example("It hit 4 ms at p99 and up to 25 W.", ("0.004 s (p99)", "25 W (max)")),
    # A share of the requests that a time bounds names the time's percentile.
    Example("The gateway passes when 95% of calls return in 40 ms.",
            ("95 %", "0.04 s (p95)")),
    Example("p95 latency was 1.9 ms for A and 5.8 ms for B.",
            ("0.0019 s (p95)", "0.0058 s (p95)")),
    Example("Average RSS of 2 GB; it scales up to 256 GPUs.",
            ("2 GB (mean)", "256 count GPUs (max)")),
    Example("It reached 63.4% of its theoretical peak.", ("63.4 %",)),
    Example("Reads reach as much as 410, 380 or 395 MB/s, and writes 120 MB/s.",
            ("0.41 GB/s (max)", "0.38 GB/s (max)", "0.395 GB/s (max)", "0.12 GB/s")),
    Example("It runs more than 15x faster for less than $300.", ("15 x (min)", "300 USD (max)")),
    Example("Reads exceed 3 GB/s and idle power stays under 9 W.", ("3 GB/s (min)", "9 W (max)")),
    # A load tool's summary: columns headed by a share answered in time, or by an extreme.
    Example("| Proxy | 50% in | 99% in | Fastest | Slowest |\n|---|---|---|---|---|\n"
            "| A | 0.0128 secs | 0.0679 secs | 0.0004 secs | 0.1989 secs |",
            ("0.0128 s (p50)", "0.0679 s (p99)", "0.0004 s (min)", "0.1989 s (max)")),
)

_CLAUSE_BREAK = lazy(r";|\s[-\u2013\u2014]\s|\(")
# "of peak", "of its theoretical peak": the peak that a share is taken of; "off-peak" hours.
_SHARE_OF = lazy(r"(?:\bof\s+(?:(?:its|the|their|a)\s+)?(?:(?:theoretical|nominal|rated|"
                 r"hardware)\s+)?|\boff[\s-]|\bnon-)$", re.I)
# A bound written right before the figure: "as much as 50%", "as few as 8 GPUs", "at most".
# "more than 15x", "less than $300", "at least 8 GPUs", "within 2 ms": a bound of the figure.
# "exceed 3 GB/s", "over 1 million", "north of 90%", "under 2 ms", "below $1": the
# prepositions and verbs of a bound (checked against their other senses in `_no_bound`).
# Bound words that say a value was passed, not which statistic the figure is.
_PASSED_WORDS = (r"exceed(?:s|ed|ing)?|over|above|beyond|under|below|north\s+of|upwards\s+of|"
                 r"in\s+excess\s+of")
_BOUND_BEFORE = lazy(r"\b(?P<b>as\s+(?:much|many|high|little|few|low)\s+as|at\s+(?:most|least)|"
                     r"(?:no\s+)?(?:more|less|fewer)\s+than|no\s+(?:higher|greater|lower)\s+than|"
                     r"within|" + _PASSED_WORDS + r")\s+(?:about\s+|roughly\s+|~)?\$?$", re.I)
_PASSED = lazy(_PASSED_WORDS, re.I)
# The bound words that are also prepositions of place, time or comparison.
_PREPOSITIONS = frozenset({"over", "above", "beyond", "under", "below"})
# "2x faster over 1.2 GB/s", "its lead over 3 rivals": "over" after a comparison sets the
# figure against another side; "averaged over 10", "sustained over 60 s": it means across.
_OVER_NOT_BOUND = lazy(r"\b(?:faster|slower|better|worse|gains?|improve(?:s|d|ment|ments)?|"
                       r"speed-?ups?|leads?|advantages?|increases?|premium|edge|uplift|boosts?|"
                       r"averaged|average|mean|median|measured|sustained|collected|aggregated|"
                       r"summed|spread|runs?|ran|repeated|taken|computed|observed|recorded|"
                       r"amorti[sz]ed)\s+over\s+\S*$", re.I)
# "over 10 Gbit/s Ethernet", "over 400 Gb/s links": "over" names the link data travels on.
_LINK_AFTER = lazy(r"[\s-]*(?:hardware|network(?:ing)?|links?|Ethernet|InfiniBand|fabrics?|"
                   r"NICs?|cards?|ports?|connections?|interconnects?|wires?|fibre|fiber)\b", re.I)
_LINK_UNIT = lazy(r"GbE|GigE|Ethernet", re.I)
# "the table above", "shown below": a place in the document, not a bound.
_PLACE_NOT_BOUND = lazy(r"\b(?:tables?|figures?|charts?|graphs?|lists?|sections?|plots?|shown|"
                        r"listed|see|described|noted|mentioned|given|as)\s+(?:above|below)\s+\S*$",
                        re.I)
# "adds up to 434 years", "came to": a total, not a best case.
_TOTAL_BEFORE = lazy(r"\b(?:add(?:s|ed|ing)?|sum(?:s|med)?|amount(?:s|ed)?|total(?:s|led)?)"
                     r"\s+$", re.I)
# "25 W maximum": a bound written after the figure (not "maximum of 3 GHz", the next one's).
# "its 700 W power limit", "a 30 s time cap": a bound named after the figure is its maximum.
_BOUND_AFTER = lazy(r"^\s+(?P<w>maximum|minimum|max|min|peak|(?:[a-z]+[ -])?(?:limit|cap|"
                    r"ceiling))\b(?![\s,]*(?:of\s+)?[$~\d])", re.I)
_LIMITS = ("limit", "cap", "ceiling")
_STAT_AFTER = lazy(
    r"^\s*(?:,\s*)?\(?\s*(?:at|@|in|for)?\s*(?:the\s+)?(?:[Pp](?P<p>99\.9|999|50|75|90|95|99)\b"
    r"|(?P<w>median|mean|average|peak)\b)")
# "50% 73us, 99% 1.9ms", a "99%" column or row: a latency distribution's tool output labels
# each percentile by its share alone; only before a duration is a share a percentile.
_PERCENT_LABEL = lazy(r"(?:^|[:,;|(]|\s(?:and|or))\s*(?P<q>99\.9|50|75|90|95|99)(?:\.0+)?%"
                      r"\s*[:=]?\s*$")
# A column or row named by the share alone, or as a load tool labels it: "99%", "99% in",
# "99% within" (the time by which that share of requests was answered).
_PERCENT_NAME = lazy(r"\s*(?P<q>99\.9|50|75|90|95|99)(?:\.0+)?%\s*(?:(?:in|within|under)\s*)?")
# A column of durations headed by its extreme alone: "Fastest" is the least, "Slowest" the
# most (as a load tool's summary names them).
_EXTREME_HEADER = lazy(r"\s*(?P<w>fastest|quickest|shortest|slowest|longest)\s*(?:\([^()]*\))?\s*",
                       re.I)
_EXTREMES = {"fastest": "min", "quickest": "min", "shortest": "min", "slowest": "max",
             "longest": "max"}
_NUMBER_NEXT = lazy(r"[\s:=]*(?:of\s+|was\s+|is\s+)?[$~]?\d")
_UP_TO_BEFORE = lazy(r"\bup\s+to\s+$", re.I)
_PEAKED_AT_BEFORE = lazy(r"\bpeak(?:ed|s|ing)\s+at\s+$", re.I)
# A statistic word right before these names memory in use, a measured size.
_USAGE = lazy(r"\s+(?:(?:resident|heap|GPU|host|device)\s+)?(?:memory|RSS|heap|footprint|"
              r"(?:memory\s+)?usage|working\s+set)\b", re.I)
_SIZES = frozenset({"count", "GB", "Gbit"})
# "best case", "worst case": a bound whose side depends on which way the figure improves.
_CASES = frozenset({"best-case", "best case", "worst-case", "worst case"})
# A statistic that describes a distribution is shared by the values listed after it; a
# bound (max, min, peak) belongs to its own figure.
_LISTED_STATS = frozenset({"p50", "p75", "p90", "p95", "p99", "p99.9", "median", "mean"})
# "as high as 64 and 53 teraflops": a bound covers the values listed tightly with it.
_BOUNDS = frozenset({"max", "min", "peak"})
_TIGHT_LIST = lazy(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+")
# "up to 640 TFLOPS in prefill and 410 TFLOPS in decoding": a bound covers a list whose
# values each carry a phrase of one shape, as it covers a tight one.
_PARALLEL_BETWEEN = lazy(r"\s+(?P<prep>in|on|for|at|during|with|when)\s+[\w-]+(?:\s+[\w-]+)?"
                         r"\s*,?\s+(?:and|or)\s+")
_LISTED_AFTER = lazy(r"\s*(?:(?:for|on|with|in|from|at)\b(?:[^,;.]|\.(?=\S)){0,40}?)?"
                     r"\s*,?\s*(?:and|or|versus|vs\.?|against)\s+"
                     r"(?:[\w.+-]+(?:'s|\u2019s)\s+)?$")


def attach_statistic(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Each figure with the statistic its words name (see the module's docstring)."""
    taken = 0  # how much of the next figure's left words a "... at P99" already used
    carried = ""  # words before a size or count, passed on to the next figure
    prev_end = 0
    out: list[Candidate] = []
    for cand in found:
        left, skip, taken = cand.left, taken, 0
        if carried and _CLAUSE_BREAK.search(ctx.scan, prev_end, cand.start):
            carried = ""  # "an average over 13 workloads; the spread ran 10-35%": not its own
        prev_end = cand.end
        stat: str | None = None
        if (bound := _BOUND_BEFORE.search(left)) and \
                not _no_bound(cand, bound.group("b"), ctx.scan[:cand.start]):
            stat, carried = STATS[" ".join(bound.group("b").lower().split())], ""
            if _PASSED.fullmatch(bound.group("b")):
                # "a maximum throughput of over 30,000": the figure is the maximum, and
                # the preposition or verb only says it was passed.
                stat = _named_statistic(ctx, left[:bound.start()], 0, "") or stat
        elif _is_size(cand):
            stat = _size_statistic(cand, left)
            if stat is None and not carried:
                carried = left
            elif stat is not None:
                carried = ""
        elif after := _stat_after(ctx.scan, cand):
            word = (after.groupdict().get("p") or after.group("w")).lower()
            stat = "max" if word.endswith(_LIMITS) else STATS[word]
            taken, carried = after.end(), ""
        else:
            start = (len(ctx.header) + 1 if ctx.header else 0) + skip if skip else 0
            stat = _named_statistic(ctx, left, min(start, len(left)), carried,
                                    cand.canonical())
            if stat is None:
                stat = _named_before_bracket(ctx.scan, cand.start)
            if stat is None and cand.canonical() == "s":
                stat = _percent_label(ctx, ctx.scan[max(0, cand.start - 24):cand.start]) \
                    or _extreme_header(ctx.header) \
                    or _share_of_work(ctx.scan[max(0, cand.start - 160):cand.start])
            carried = ""
        out.append(changed(cand, statistic=stat) if stat is not None else cand)
    return _carry_listed_statistic(ctx.scan, out)


def _named_statistic(ctx: Context, left: str, start: int, carried: str,
                     unit: str | None = None) -> str | None:
    """The statistic named last in a figure's words (from `start`), else in the words
    carried from a size before it, else in its table row's label."""
    # a tool's column name joins its words by underscores ("p95_ms", "mean_latency"): each
    # is a word of its own (one character for one, so offsets hold)
    left, carried = left.replace("_", " "), carried.replace("_", " ")
    named = last(STAT_RE, left, start) or (last(STAT_RE, carried) if carried else None)
    if named is None and ctx.label:
        named = last(STAT_RE, ctx.label.replace("_", " "))  # "Median TTFB | 5 ms": the row's
    if named is None:
        return None
    key = " ".join((named.group("p") or named.group("q") or named.group("w")).lower().split())
    if key == "up to" and _TOTAL_BEFORE.search(named.string, 0, named.start()):
        return None
    if key == "peak" and _SHARE_OF.search(named.string, 0, named.start()):
        return None  # "63.4% of its theoretical peak, against 65.8%"; "off-peak"
    if key in _CASES:
        return _case_bound(key, unit)
    return None if key == "sustained" else STATS[key]


# The bracket a figure stands in, opened at most a short comparison before it ("(45.94ms
# against 65.41ms"): no other bracket, clause or sentence break between.
_OPEN_BRACKET = lazy(r"\((?P<inside>[^()\n;.]|\.(?=\d)|\n(?!\n)){0,40}$")
_BRACKET_STATS = frozenset({"p50", "p75", "p90", "p95", "p99", "p99.9", "median", "mean",
                            "max", "min", "peak"})


def _named_before_bracket(scan: str, start: int) -> str | None:
    """The statistic the phrase right before a figure's bracket names: "a lower maximum
    (45.94ms against 65.41ms)" gives both values as maximums, as "a maximum of 45.94ms"
    would; the bracket holds the phrase's values, its words are theirs."""
    bracket = _OPEN_BRACKET.search(scan, max(0, start - 42), start)
    if bracket is None:
        return None
    words = scan[max(0, bracket.start() - 80):bracket.start()].rstrip(" *_\t").split()
    if not words:
        return None
    # The statistic ends the phrase, or one measure word follows it ("P99 latency"); "the
    # maximum was raised (to 45 ms)" names no statistic of the bracket.
    for size in (1, 2):
        phrase = " ".join(words[-size:]).replace("*", "").replace("_", " ")
        named = STAT_RE.fullmatch(phrase.split(" ")[0]) if phrase else None
        if named is None or any(c in " ".join(words[-size:]) for c in ",;:()"):
            continue
        key = " ".join((named.group("p") or named.group("q") or named.group("w")).lower()
                       .split())
        stat = STATS.get(key)
        return stat if stat in _BRACKET_STATS else None
    return None


def _percent_label(ctx: Context, before: str) -> str | None:
    """The percentile a duration's share label names: "99% 1.97ms", or a "99%" column
    header or row label of a table of durations."""
    hit = (_PERCENT_LABEL.search(before) or _PERCENT_NAME.fullmatch(ctx.label)
           or _PERCENT_NAME.fullmatch(ctx.header))
    return STATS[hit.group("q")] if hit else None


# "99% of requests meet a time to first token of 2 s": a share of the work that a time
# bounds names that time's percentile (within the sentence, the clause's own words between).
_SHARE_OF_WORK = lazy(r"\b(?P<q>99\.9|50|75|90|95|99)(?:\.0+)?%\s+of\s+(?:all\s+|the\s+)?"
                      r"(?:requests|queries|calls|operations|reads|writes|transactions|"
                      r"responses|messages|lookups|jobs|tasks|I/Os)\b[^.;]*$", re.I)


def _share_of_work(before: str) -> str | None:
    """The percentile a share of requests before a duration names ("99% of requests finish
    within 250 ms" is a p99 of 250 ms)."""
    hit = _SHARE_OF_WORK.search(before)
    return STATS[hit.group("q")] if hit else None


# A word right after a size: the size names what it measures ("less than 4MB IOs").
_NOUN_AFTER = lazy(r"[ \u00a0-]*(?!(?:of|in|on|for|per|at|to|and|or|with|from)\b)[A-Za-z]",
                   re.I)


# "99% of requests within 6.7 ms": the share names a percentile, which "within" bounds.
_SHARE_WITHIN = lazy(r"\b(?:99\.9|50|75|90|95|99)(?:\.0+)?%\s+of\b[^.;:]*\bwithin\s+\S*$")


# "within 2% of the reference": how close to another figure, not a bound of this one.
_OF_AFTER = lazy(r"\s*of\b")


def _no_bound(cand: Candidate, bound: str, left: str) -> bool:
    """True when the bound words before a figure bound something else: "more/less than"
    comparing things a size describes ("lose less than 4MB IOs"), "more than one" (some),
    "within" after a share of requests (a percentile, read below) or before "of" (a
    closeness to another figure)."""
    word = bound.lower()
    if word == "within":
        return _SHARE_WITHIN.search(left[-160:]) is not None or \
            _OF_AFTER.match(cand.right) is not None
    if cand.spelled and cand.value == 1:
        return True  # "more than one replica": several, no bound of a figure
    if word in _PREPOSITIONS and _preposition(cand, word, left[-80:]):
        return True
    return (word.endswith("than") or word in _PREPOSITIONS) and cand.canonical() == "GB" \
        and _NOUN_AFTER.match(cand.right) is not None


def _preposition(cand: Candidate, word: str, left: str) -> bool:
    """True when "over", "under", "above", "below" or "beyond" before a figure is a
    preposition rather than a bound: across ("averaged over 10 runs"), against ("a gain
    over 3 GB/s"), a place in the page ("the table above"). Before a count none bounds it:
    "over 8 GPUs", "under 1,000 users", "below 32 requests" name a setup or a load far
    more often than a floor. Before a time none bounds a statistic: "under 500 ms" says
    what a latency stays below, not which statistic of its spread does, and "over 60 s"
    is most often the span a rate was measured across."""
    if cand.canonical() in ("s", "count", None):
        return True
    if word == "over":
        return _OVER_NOT_BOUND.search(left) is not None or \
            _LINK_AFTER.match(cand.right) is not None or \
            _LINK_UNIT.search(cand.unit_text or "") is not None
    return word in ("above", "below") and _PLACE_NOT_BOUND.search(left) is not None


def _extreme_header(header: str) -> str | None:
    """The bound a column of durations headed "Fastest" or "Slowest" holds."""
    hit = _EXTREME_HEADER.fullmatch(header) if header else None
    return _EXTREMES[hit.group("w").lower()] if hit else None


def _case_bound(key: str, unit: str | None) -> str:
    """The bound a best or worst case names: of a duration, where less is better, the best
    case is the least and the worst the most; of anything else the other way round."""
    best = key.startswith("best")
    if unit == "s":
        return "min" if best else "max"
    return "max" if best else "min"


def _carry_listed_statistic(scan: str, found: list[Candidate]) -> list[Candidate]:
    """A value listed after one with a percentile, median or mean, in the same unit, takes
    it: "p95 latency was 1.9 ms for OrioleDB and 5.8 ms for PostgreSQL"; one listed right
    after a bound takes the bound ("as high as 64 and 53 teraflops")."""
    out = found[:1]
    for cand in found[1:]:
        prev = out[-1]
        if cand.statistic is None and _listed_with(scan, prev, cand):
            cand = changed(cand, statistic=prev.statistic)
        out.append(cand)
    return out


def _listed_with(scan: str, prev: Candidate, cand: Candidate) -> bool:
    """True when `cand` is listed after `prev` so that it shares its statistic: bare values
    after one with a distribution's statistic ("means of 1200/2600 and 128/60"), values
    of one unit after a percentile ("1.9 ms for A and 5.8 ms for B") or a bound."""
    if prev.unit is None and cand.unit is None:
        return prev.statistic in _LISTED_STATS and \
            _BARE_LIST.fullmatch(scan, prev.end, cand.start) is not None
    if prev.unit is None or cand.unit is None or prev.unit.canonical != cand.unit.canonical:
        return False
    if prev.statistic in _LISTED_STATS:
        return _LISTED_AFTER.fullmatch(scan, prev.end, cand.start) is not None
    return prev.statistic in _BOUNDS and (
        _TIGHT_LIST.fullmatch(scan, prev.end, cand.start) is not None
        or _parallel_list(scan, prev.end, cand))


def _parallel_list(scan: str, prev_end: int, cand: Candidate) -> bool:
    """True when the value before ends in a phrase ("in prefill and") that the candidate's
    own phrase repeats in shape ("in decoding"): one list under one bound."""
    between = _PARALLEL_BETWEEN.fullmatch(scan, prev_end, cand.start)
    if between is None:
        return False
    return re.match(r"\s+" + between.group("prep") + r"\s+\w", scan[cand.end:cand.end + 24]) \
        is not None


# "a mean of", "means of", "an average of" right before a size: the statistic is the size's.
# "mean lengths of 2600 (prompt) and 60 (output)": one noun may stand between.
_STAT_OF_BEFORE = lazy(r"\b(?P<w>means?|averages?|median)(?:\s+[a-z]+)?\s+of\s+$", re.I)
# "the median of 17 trials": the count is how many samples the statistic was taken over.
_SAMPLES_AFTER = lazy(r"\s*(?:\w+[ -])?(?:runs?|trials?|samples?|iterations?|measurements?|"
                      r"repeats?|repetitions?|executions?|tests?|attempts?|passes|rounds?)\b",
                      re.I)
# Values listed bare after one with a statistic: "means of 1200/2600 and 128/60".
# A short bracketed name may follow each value ("2600 (prompt) and 60 (output)").
_BARE_LIST = lazy(r"(?:\s*\([\w -]{1,24}\))?(?:/|\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)")


def _is_size(cand: Candidate) -> bool:
    """True for a size or count ("64-byte", "8 GPUs", a bare whole number), whose statistic
    words belong to the next figure; a bare decimal ("averaged 0.72") is a measured value."""
    if cand.unit is None:
        return "." not in cand.value_text or cand.scale != 1.0
    return cand.unit.canonical in _SIZES


def _stat_after(scan: str, cand: Candidate) -> re.Match[str] | None:
    """A statistic written after the figure: "4 ms at p99", "4 ms (p99)", "25 W maximum";
    not one that labels the next figure ("p50 4 ms, p95 9 ms")."""
    tail = scan[cand.end:cand.end + 32]  # past a "(": the window stops at clause breaks
    after = _STAT_AFTER.match(tail)
    if after is not None:
        return None if _NUMBER_NEXT.match(tail, after.end()) else after
    return _BOUND_AFTER.match(cand.right)


def _size_statistic(cand: Candidate, left: str) -> str | None:
    """The statistic of a size that is itself measured or bounded: "peak memory fell to 48
    MB", "average RSS of 2 GB", "scales up to 256 GPUs", "demand peaking at 40,000 users"
    (a size's statistic otherwise belongs to the next figure)."""
    if cand.unit is not None and cand.unit.canonical == "GB":
        named = last(STAT_RE, left)
        if named is not None and _USAGE.match(left, named.end()):
            key = " ".join((named.group("p") or named.group("q") or named.group("w"))
                           .lower().split())
            if key in STATS:
                return STATS[key]
    if (named := _STAT_OF_BEFORE.search(left)) is not None and \
            not _SAMPLES_AFTER.match(f"{cand.count_noun or ''} {cand.right}"):
        return STATS[named.group("w").lower()]  # "means of 1200 and 128": the sizes' own
    if _UP_TO_BEFORE.search(left):
        return "max"  # "scales up to 256 GPUs, reaching 92%": the bound is the count's own
    if _PEAKED_AT_BEFORE.search(left):
        return "peak"
    return None

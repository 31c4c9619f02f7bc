"""The `setups` step: counts written in the shorthand of a run's set-up, which the earlier
steps read as names, dates or list labels, are counts that set up the measurement:
parallelism degrees with a space or "=" ("TP 4", "FSDP 8, CP 1"), prefill and decode
instance counts ("1P-TP4 : 1D-TP4", "1P1D"), cores ("4P+6E", "an 8-Core Intel Core i9"),
repetitions ("Set 10000 times with ..."),
both sides of a labelled slash pair ("ISL/OSL=2048/128", "BS=4/8", "128K/8K") and both
sides of a ratio of parts ("3:1", "a 1:15 SET:GET mix")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from claims.extract.figures.candidate import COUNT, Candidate, Context, Example
from claims.vocabulary.lazy import lazy

EXAMPLES = (
    Example("At TP 2 the server used 30 GB of memory.", ("2 count TP", "30 GB")),
    Example("It trained on 64 GPUs (FSDP 16, TP 4).",
            ("64 count GPUs", "16 count FSDP", "4 count TP")),
    Example("A 2P-TP2 : 1D-TP8 split beat 1P1D.",
            ("2 count P", "2 count", "1 count D", "8 count", "1 count P")),
    Example("Summaries (ISL/OSL=4096/256) ran 2x faster.",
            ("4096 count ISL/OSL", "256 count ISL/OSL", "2 x")),
    Example("| Set 5000 times on a 12-Core Xeon | 3 s |",
            ("5000 count times", "12 count Core", "3 s")),
    Example("We tried prefill:decode ratios of 2:1 and 1:4.",
            ("2 count ratio", "1 count ratio", "1 count ratio", "4 count ratio")),
    # A time is no ratio, nor is a pair with a zero side; "CP 3" alone is a checkpoint's
    # name, not a degree.
    Example("At 10:45 the job took 38:05 and wrote checkpoint CP 3 to queue 0:1.", ()),
)

# A parallelism degree after its abbreviation and a space or "=" ("TP 4", "FSDP=8"). A
# short name that also names other things (a checkpoint "CP 2") counts only beside another
# degree of the same sentence or cell ("FSDP 8, CP 1").
_DEGREE = lazy(r"(?<![\w-])(?P<name>FSDP|HSDP|TP|PP|EP|ETP|DEP|TEP|DP|CP|SP)"
               r"(?:\s*[=:]\s*|\s)(?P<n>\d{1,4})\b(?![.,]\d|\s*(?:%|[xX]\b|GB|ms\b|s\b))")
_SHARED_NAMES = frozenset(("CP", "SP", "DP"))
_ANY_DEGREE = lazy(r"(?<![\w-])(?:FSDP|HSDP|TP|PP|EP|ETP|DEP|TEP)(?:\s*[=:]\s*|\s)?\d")
# Prefill (P) and decode (D) instances before their parallelism ("1P-TP4") or paired
# ("1P1D": written as one setting, the prefill count names it).
_ROLES = lazy(r"(?<![\w.+-])(?P<n>\d{1,3})(?P<role>[PD])"
              r"(?=-(?:TP|EP|DP|PP)\d|\d{1,3}[PD]\b)")
# Performance and efficiency cores of a hybrid CPU: "4P+6E", "(8P + 16E)".
_CORES = lazy(r"(?<![\w.])(?P<n>\d{1,3})P\s*\+\s*(?P<m>\d{1,3})E\b")
# Cores in a processor's name ("8-Core Intel Core i9", "AMD EPYC 9684X 96-Core Processor"),
# where the capitalised word after the number reads as part of a name.
_CORE_COUNT = lazy(r"(?<![\w.])(?P<n>\d{1,3})-(?P<noun>[Cc]ores?)\b")
# A repetition count ("Set 10000 times with ...", "ran 30 times"), not a multiple ("3 times
# faster", "2 times the throughput").
_REPEATS = lazy(r"(?<![\w.,-])(?P<n>\d{1,3}(?:,\d{3})+|\d+)\s+times\b(?!\s*(?:faster|slower|more|"
                r"less|fewer|higher|lower|better|worse|larger|smaller|bigger|longer|shorter|"
                r"quicker|cheaper|greater|over|as|the|that|what|[-\u2013(]|$))")
# A slash pair after the setting it gives ("ISL/OSL=2048/128", "BS=4/8", "input/output:
# 1024/1024") or before it ("128K/8K ISL/OSL"), and a pair of lengths in thousands
# ("128K/8K") standing alone in its clause.
_NUM = r"\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?"
_PAIR = r"(?P<a>" + _NUM + r")(?P<ak>[kK])?\s*/\s*(?P<b>" + _NUM + r")(?P<bk>[kK])?"
_LABELLED = lazy(r"(?i:\b(?P<label>ISL\s*/\s*OSL|input\s*/\s*output|in\s*/\s*out|BS|"
                 r"batch[ _-]?sizes?|concurrency)(?:\s*[=:]\s*|\s+))" + _PAIR
                 + r"\b(?!\s*/\s*\d|[.,]\d)")
_LABEL_AFTER = lazy(r"(?<![\w./])" + _PAIR + r"\s*\(?(?P<label>ISL\s*/\s*OSL|"
                    r"(?i:input\s*/\s*output))\b")
_THOUSANDS = lazy(r"(?<![\w./])(?P<a>\d+(?:\.\d+)?)(?P<ak>[kK])/(?P<b>\d+(?:\.\d+)?)(?P<bk>[kK])"
                  r"(?![\w/.]|\s*[A-Za-z%]+/)(?=\s*(?:[),;:]|$|ISL|OSL|input|in/out|"
                  r"tokens?\b|context|sequence))")
# A ratio of parts written tight, "3:1", "5000:250" (not "16:49:54" or "1:2:3").
_RATIO = lazy(r"(?<![\w:.,/@#{-])(?P<a>\d{1,5}):(?P<b>\d{1,5})(?![\w:/]|[.,]\d|\s?[AaPp]\.?[Mm]\b)")
_RATIO_WORD = lazy(r"\bratios?\b|\b[A-Za-z]+:[A-Za-z]+\b", re.I)


def add_setups(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Add the set-up counts written in run shorthand that no step kept."""
    scan = ctx.scan
    if not any(ch.isdigit() for ch in scan) or (
            ctx.header_unit is not None and ctx.header_unit[0] is not COUNT):
        return found  # a cell under "IOPS" holds that measure ("35.1k/11.1k"), no settings
    taken = [(c.start, c.end) for c in found]
    extra = [c for c in _setups(scan) if not any(a <= c.start < b or c.start <= a < c.end
                                                 for a, b in taken)]
    if not extra:
        return found
    unique = {c.start: c for c in reversed(extra)}  # one count per place, the first read
    return sorted([*found, *unique.values()], key=lambda c: (c.start, c.end))


def _setups(scan: str) -> Iterator[Candidate]:
    """Every set-up count of the shorthand forms in one sentence or cell."""
    if "P" in scan or "CP" in scan or "SP" in scan:
        beside = _ANY_DEGREE.search(scan) is not None
        for m in _DEGREE.finditer(scan):
            if m.group("name") in _SHARED_NAMES and not beside:
                continue
            yield _count(m, "n", m.group("name"))
        for m in _ROLES.finditer(scan):
            yield _count(m, "n", m.group("role"))
        for m in _CORES.finditer(scan):
            yield _count(m, "n", "P-cores")
            yield _count(m, "m", "E-cores")
    for m in _CORE_COUNT.finditer(scan):
        yield _count(m, "n", "cores")
    if "times" in scan:
        for m in _REPEATS.finditer(scan):
            yield _count(m, "n", "times")
    if "/" in scan:
        for rx in (_LABELLED, _LABEL_AFTER, _THOUSANDS):
            for m in rx.finditer(scan):
                label = " ".join(m.group("label").split()) if "label" in m.re.groupindex \
                    else "tokens"
                yield _count(m, "a", label, m.group("ak"))
                yield _count(m, "b", label, m.group("bk"))
    if ":" in scan:
        worded = _RATIO_WORD.search(scan) is not None
        for m in _RATIO.finditer(scan):
            a, b = m.group("a"), m.group("b")
            if not int(a) or not int(b):
                continue  # "0:3", "1:0": an index pair or an all-of-one mix, no parts
            if len(b) == 2 and int(b) <= 59 and not worded:
                continue  # "11:04", "38:05": a time, unless the sentence speaks of ratios
            yield _count(m, "a", "ratio")
            yield _count(m, "b", "ratio")


def _count(m: re.Match[str], group: str, noun: str, thousands: str | None = None) -> Candidate:
    """The number of one group of a match as a count of `noun`, "K" read as thousands."""
    text = m.group(group)
    scale = 1000.0 if thousands else 1.0
    end = m.end(group) + (1 if thousands else 0)
    return Candidate(start=m.start(group), end=end, value=float(text.replace(",", "")) * scale,
                     value_text=text + (thousands or ""), unit=COUNT, count_noun=noun,
                     scale=scale)

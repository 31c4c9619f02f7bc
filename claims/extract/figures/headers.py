"""Table headers: the unit and the denominator a column header names ("Throughput
(tok/s)", "p99 latency, ms", "Tokens/s/user", "Price $/hr"), and headers whose cells name
things rather than measure them."""

from __future__ import annotations

import re
from functools import lru_cache

from claims.extract.figures.candidate import COUNT
from claims.extract.figures.header_measures import (
    OUTCOME_SHARE,
    RESOURCE_SHARE,
    SCORE,
    quality_named,
    quality_unit,
)
from claims.extract.figures.header_scales import scaled, split_scale
from claims.extract.figures.header_words import (
    denominator_last,
    hyphen_tail,
    names_scenario,
    quantity_over_unit,
    rate_named,
    ratio_named,
    underscored,
)
from claims.extract.figures.label_units import trailing_unit, unit_after_in
from claims.extract.figures.measure_kinds import header_kind, unit_kind
from claims.extract.figures.tool_columns import tool_unit
from claims.model import Per
from claims.vocabulary import unit_patterns, units
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

_HEADER_PER = lazy(r"(?:/\s*|\bper[\s-]+)(?P<noun>" + "|".join(
    sorted(units.PER_WORDS, key=len, reverse=True)) + r")(?![A-Za-z0-9])", re.I)


@lru_cache(maxsize=1024)  # every row of a table asks again for the same headers
def header_per(header: str) -> str | None:
    """The denominator a column header names: "Tokens/s/user", "Throughput per GPU",
    "Memory_per_GPU" (words joined by underscores, as a tool's column names are)."""
    m = _HEADER_PER.search(denominator_last(header) or header.replace("_", " "))
    return units.PER_WORDS[m.group("noun").lower()] if m else None


# Column headers whose cells name things: versions, releases, models, builds.
NAME_HEADER = lazy(r"\b(?:version|release|model|name|build|kernel|driver|firmware|"
                    r"python|cuda|tag|library|package|api|sdk|os|distro|engine|tool)s?\b",
                    re.I)


@lru_cache(maxsize=4096)  # every row of a table asks again for the same headers
def header_unit(header: str) -> tuple[Unit, str, str | None] | None:
    """The unit a column header names ("Throughput (tok/s)", "p99 latency, ms", "Price $/hr")."""
    # Emphasis marks around a header are no part of its words ("***Est. time in days***").
    header = header.strip().strip("*_").strip()
    if not header or names_scenario(header):  # "Server" over cells: MLPerf's, not machines
        return None
    if (spaced := underscored(header)) is not None:  # "disk_size_mb": read as its words
        return header_unit(spaced)
    if (ordered := denominator_last(header)) is not None:  # "token/p/s": per accelerator
        return header_unit(ordered)
    if (over := quantity_over_unit(header, header_unit)) is not None:  # "Latency/ms"
        return over
    tail = hyphen_tail(header) or hyphen_tail(header.split()[-1])  # "enqueue drop-pps"
    found = header_unit(tail) if tail else None
    if found is not None and found[0] is not COUNT:
        return found
    rest, factor = split_scale(header)
    if factor != 1.0:  # "Params (M)", "FLOPs (G)": the cells in millions, in billions
        found = header_unit(rest)
        unit = scaled(found[0], factor) if found else None
        return (unit, found[1], found[2]) if found and unit else None
    priced = _PRICED_PER.search(header)
    if priced:  # "Price per hour": a price for each hour, no duration
        per_time = "USD/month" if priced.group("month") or priced.group("monthly") else "USD/h"
        return Unit(per_time, 1, "cost"), priced.group(0), None
    inner = [x or y for x, y in re.findall(r"\(([^)]*)\)|\[([^\]]*)\]", header)]
    units_beside = [x for x in inner if x.strip().casefold() not in ("min", "min.")]
    if units_beside != inner and units_beside and _header_unit_in(units_beside):
        inner = units_beside  # "FTL(min)(s)": beside a bracketed unit, "min" is the minimum
    # Last, the header without its bracketed qualifiers: "MFU % (A100 80GB)" names it outside.
    bare = " ".join(_BRACKETED.sub(" ", header).split())
    if bare and any(_DIGIT.search(x) and _counted(x) for x in inner):
        # A bracket of quantities ("days (10T tokens, 1K GPUs)") is a setting, not the unit
        own = _header_unit_in([bare])
        if own is not None and own[0] is not COUNT:
            return own
    options = [*inner, header.split(",")[-1], header]
    found = _header_unit_in(options)
    quality = quality_unit(bare or header) if found is None else None
    if quality is not None and quality is not SCORE:
        # "WER", "Word error rate": a quality of results, never a share of outcomes
        return quality, (bare or header), None
    if found is None and (RESOURCE_SHARE.fullmatch(bare or header) or _GLUED_PERCENT.search(
            bare or header) or OUTCOME_SHARE.search(bare or header)):
        # "MFU", "GPU utilization", "Success rate", "Cache hit ratio" alone, or with the sign
        # glued on ("MFU%", "CPU%"): a share of the resource or of the outcomes, in percent
        return Unit("%", 1, "percent"), (bare or header), None
    if found is None and quality_named(bare or header):
        # "Recall", "Mean search precision", "NDCG@10": a quality on its own scale
        return SCORE, (bare or header), None
    if found is None and _QUALIFIED.search(bare or header):
        # "Weak scaling - mixed precision": the measure before a spaced dash, the setup after
        head = _QUALIFIED.split(bare or header, maxsplit=1)[0].split()
        found = ratio_named(head) if head else None
        if found is not None:
            return found
    if found is None and inner and header_kind(bare) == "time":
        # "time(S)", "Latency (MS)": a time's unit written in capitals is still a time's
        found = _header_unit_in([x.lower() for x in inner])
        if found is not None and unit_kind(found[0]) == "time":
            return found
        found = None
    if found is None and inner and bare:
        found = _header_unit_in([bare])
        # a bare noun left over ("Model (8B)") counts nothing its cells measure
        return None if found is None or found[0] is COUNT else found
    return found if found is not None else tool_unit(bare or header)  # "OPS", "Rounds"


_DIGIT = lazy(r"\d")
_GLUED_PERCENT = lazy(r"[A-Za-z]%$")
# A spaced dash between a measure and the setup it was measured in ("Weak scaling - TF32").
_QUALIFIED = lazy(r"\s+[-\u2013\u2014]\s+")
# A header naming a price and the time it buys: "Price per hour", "Cost/hr", "Hourly price".
_PRICED_PER = lazy(r"\b(?:prices?|costs?|pricing|fees?|charges?)\b[^/\d]{0,24}?(?:\bper\s+|/\s*|"
                   r"\ban?\s+)(?:(?P<hour>hour|hr|h)|(?P<month>month|mo))\b|"
                   r"\b(?:(?P<hourly>hourly)|(?P<monthly>monthly))\s+(?:prices?|costs?|pricing|"
                   r"fees?|charges?)\b", re.I)
# A slash written with spaces around it ("TFLOP / sec / GPU"), read as the bare slash.
_SPACED_SLASH = lazy(r"\s+/\s*|\s*/\s+")
# What may follow a unit read from inside a header: its denominators alone ("/GPU").
_ONLY_PER = lazy(r"(?:\s*(?:/|\bper\s)\s*[A-Za-z]+)*\s*")
# A word after "min" makes it the minimum of that measure ("Min latency"), no minutes.
_WORD_AFTER = lazy(r"[\s_-]+[A-Za-z]")
# A model number right after a word ("Pi 4", "Ti 4080"): the word and the number name a
# product, so the word is no unit of the column even where it spells one (pebibytes).
_MODEL_NUMBER = lazy(r"\s+\d+(?:\.\d+)?(?![\d.,])")


def _counted(text: str) -> bool:
    """Whether a header part reads as a count of things ("1K GPUs")."""
    found = _header_unit_in([text])
    return found is not None and found[0] is COUNT


def _header_unit_in(options: list[str]) -> tuple[Unit, str, str | None] | None:
    """The unit the first of several readings of a header names."""
    for text in options:
        text = text.strip()
        # ("GB / sec" reads as "GB/sec" where the spaced slash names no unit)
        spaced = _SPACED_SLASH.sub("/", text) if "/" in text else text
        if text.startswith("$"):
            probe = "1" + text[1:]
            m = unit_patterns.PRICE_PER_RE.match(probe, 1)
            if m:
                unit = "USD/h" if m.group("hour") else "USD/Mtok" if m.group("mtok") else "USD"
                return Unit(unit, 1, "cost"), text, None
            return Unit("USD", 1, "cost"), text, None
        for probe, pos in (("1 " + text, 1), ("1" + text, 1), ("1" + spaced, 1)):
            hit = (unit_patterns.rate_at(probe, pos) or unit_patterns.symbol_at(probe, pos)
                   or unit_patterns.word_at(probe, pos))
            if hit and hit[2] >= len(probe.rstrip()) - 12 and \
                    not _MODEL_NUMBER.match(probe, hit[2]) and \
                    not (hit[1].lower() == "min" and _WORD_AFTER.match(probe, hit[2])):
                return hit[0], hit[1], None
        words = text.split()
        # A rate after the metric's name ("Model TFLOP/sec/GPU", "Peak GB/s"): the unit
        # from a later word, when only its denominators follow it
        for at in [m.start() for m in re.finditer(r"(?<=\s)[A-Za-z]", spaced)]:
            probe = "1" + spaced[at:]
            hit = unit_patterns.rate_at(probe, 1) or unit_patterns.symbol_at(probe, 1)
            if hit and hit[0] is not COUNT and hit[1] not in ("x", "X") and \
                    _ONLY_PER.fullmatch(probe, hit[2]):
                return hit[0], hit[1], None
        if words and words[-1] not in ("x", "X"):  # "Host X", "System X" name a system
            last = words[-1]
            hit = unit_patterns.symbol_at("1" + last, 1) or unit_patterns.word_at("1 " + last, 1)
            if hit:
                return hit[0], hit[1], None
            if unit_patterns.COUNT_NOUN_RE.fullmatch(last):
                return COUNT, last, last
            noun, _, per = last.partition("/")
            if per.lower() in units.PER_WORDS and unit_patterns.COUNT_NOUN_RE.fullmatch(noun):
                return COUNT, noun, noun  # "allocs/op": a count, its denominator read apart
            if found := ratio_named(words) or rate_named(words):
                return found
    return None


# A column whose header names a setting or a name, not a result: a caption's unit is not
# its unit ("Batch size", "Threads", "Params", "Year" beside the measured columns).
_SETTING_HEADER = lazy(r"\b(?:batch|concurren\w*|users?|clients?|threads?|connections?|"
                       r"streams?|params?|parameters|size|length|ISL|OSL|input|output|"
                       r"year|date|count|nodes?|GPUs?|cores?|#)\b|^\s*#|^\s*n\s*$", re.I)
_CAPTION_LABEL = lazy(r"^\s*(?:Table|Tab\.)\s*\d+[a-z]?\s*[:.\u2013\u2014-]\s*", re.I)


@lru_cache(maxsize=256)  # every row of a table asks again for the same caption
def caption_unit(caption: str, header: str) -> tuple[tuple[Unit, str, str | None], str] | None:
    """The unit a table's caption names for a column whose own header names none, with the
    caption's clause that names it (which may also give its denominator), or None.

    "Table 1: output tokens per second per user (higher is better)" over a column headed
    "Groq (8-bit)" gives tokens/s per user; a column headed "Batch size" keeps no unit.
    """
    if not caption or NAME_HEADER.search(header) or quotient(header):
        return None
    named = measure_named(caption, header)
    if named is not None:
        return named
    # A header that opens with a number ("8 cores", "1 GPU") is the setting the column was
    # measured at; its cells are results, so the caption's unit is theirs.
    if _SETTING_HEADER.search(header) and not header.lstrip()[:1].isdigit():
        return None
    body = _CAPTION_LABEL.sub("", caption)
    for clause in re.split(r"[,;:()\u2013\u2014]", body):
        found = header_unit(clause.strip())
        if found is not None and found[0] is not COUNT:
            return found, clause.strip()
    # A short corner or caption whose unit reads only beside its measure ("time(S)")
    found = header_unit(body) if len(body.split()) <= 3 else None
    return (found, body) if found is not None and found[0] is not COUNT else None


# A header dividing one system by another ("MI300X / H100", "vLLM / SGLang"): its cells
# are ratios of two columns, not the caption's quantity; "Throughput / GPU" divides by a
# denominator and keeps it.
_QUOTIENT = lazy(r"\s*(?P<a>[^/]*?[A-Z0-9][^/]*?)\s+/\s+(?P<b>[^/]*?[A-Z0-9][^/]*?)\s*")
_DENOMINATORS = frozenset(p.value.casefold() for p in Per)


def quotient(header: str) -> bool:
    """True for a header naming the ratio of two systems' columns."""
    m = _QUOTIENT.fullmatch(header)
    return m is not None and m.group("b").casefold().rstrip("s") not in _DENOMINATORS


_BRACKETED = lazy(r"\(([^()]*)\)|\[([^\[\]]*)\]")
# "<measure> in <unit>", one clause of a note giving several ("times in seconds, data in
# bytes"), and the words of a header that name each kind of measure.
_MEASURED_IN = lazy(r"^\s*(?P<measure>[^\W\d]+)\s+in\s+\S")
_MEASURE_KINDS = (
    frozenset({"time", "times", "timing", "timings", "latency", "latencies", "duration",
               "durations"}),
    frozenset({"data", "size", "sizes", "bytes", "memory", "usage"}),
)


def measure_named(caption: str, header: str) -> tuple[tuple[Unit, str, str | None], str] | None:
    """The unit of the clause of a several-measure note ("times in seconds, data in bytes")
    whose measure the header names ("Total data", "Size/request"), or None."""
    clauses = [(m.group("measure").lower(), c.strip()) for c in caption.split(",")
               if (m := _MEASURED_IN.match(c))]
    if len(clauses) < 2:
        return None
    words = {w.lower() for w in re.findall(r"[^\W\d_]+", header)}
    for measure, clause in clauses:
        kind = next((k for k in _MEASURE_KINDS if measure in k), frozenset({measure}))
        found = header_unit(clause) if words & kind else None
        if found is not None and found[0] is not COUNT:
            return found, clause
    return None


# A corner cell saying the first column holds the measures ("Metric", "Measure"): the table
# is transposed, its rows are quantities and its columns the systems measured.
# (one qualifier may come first: "Evaluation metric", "Benchmark measure")
_MEASURE_CORNER = lazy(r"\s*(?:[A-Za-z-]+\s+)?(?:metrics?|measures?|measurements?|quantity|"
                       r"quantities)\s*", re.I)


def measure_corner(corner: str) -> bool:
    """Whether a table's corner cell says its first column names the measures ("Metric",
    "Evaluation metric")."""
    return bool(_MEASURE_CORNER.fullmatch(corner.strip().strip("*_")))


@lru_cache(maxsize=1024)  # every cell of a row asks again for the same label
def label_unit(label: str, corner: str = "") -> tuple[Unit, str, str | None] | None:
    """The unit a row label names in brackets ("wrk (RPS)", "Latency [ms]", "Cost/hour ($)")
    for the cells of its row whose column header names none, or, under a corner headed
    "Metric", as a column header would ("1M Put, ops/sec"), or the rate it opens with
    ("Req/Sec") or the unit its last clause is ("Lookup time, ms"); a bare label names none."""
    for m in _BRACKETED.finditer(label):
        found = header_unit((m.group(1) or m.group(2) or "").strip())
        if found is not None and found[0].canonical == "USD" and _PRICED_PER.search(label):
            return header_unit(label)  # "Total Cost/hour ($)": a price for each hour
        if found is not None and found[0] is not COUNT:
            return found
    if measure_corner(corner):
        found = header_unit(label)
        if found is not None and found[0] is not COUNT:
            return found
    if (rate := leading_rate(label) or trailing_unit(label) or unit_after_in(label)) \
            is not None:
        return rate
    quality = quality_unit(label)
    if quality is not None and not _DIGIT.search(label):
        return quality, label.strip(), None  # "Recall", "Mean precision": its row's scores
    words = label.split()
    # "Speedup factor, compared to v1 (geo mean)": else the label's lead clause names it
    lead = re.split(r"[,;(\[]", label, maxsplit=1)[0].split()
    return (ratio_named(words) if words else None) or (ratio_named(lead) if lead else None)


# A statistic word that may open a rate's label ("Max QPS", "Avg. TPS"), not a name's part.
_PEAK_WORD = lazy(r"^(?:max(?:imum)?|peak|min(?:imum)?|mean|avg\.?|average|median|"
                  r"sustained)\s+(?=\S)", re.I)
# The metrics of a rate: what a label opening with one measures in every cell of its row.
_RATE_METRICS = frozenset({"throughput", "bandwidth", "iops"})


def leading_rate(label: str) -> tuple[Unit, str, str | None] | None:
    """The rate a row label opens with ("Req/Sec", "Requests per minute for the static
    file", "GB/s read"): each cell of the row counts that rate, as a column header's rate
    would make it; a label naming a machine ("GB200 NVL72"), a time word ("Min", a
    minimum's row) or a count ("Requests") is no rate."""
    label = label.strip().strip("*_").strip()
    label = _PEAK_WORD.sub("", label, count=1)  # "Max QPS", "Peak IOPS": the rate after it
    if not label or not label[0].isalpha():
        return None
    hit = unit_patterns.rate_at("1 " + label, 1) or unit_patterns.symbol_at("1 " + label, 1)
    # the rate ends where a word does: "GB200" opens with no "GB"
    if hit is None or (hit[2] < len(label) + 2 and label[hit[2] - 2].isalnum()):
        return None
    unit = hit[0]
    if unit is COUNT or not ("/" in unit.canonical or unit.metric in _RATE_METRICS):
        return None
    return unit, hit[1], None


@lru_cache(maxsize=256)  # every cell of a row asks again for the same corner
def corner_unit(corner: str, header: str, label: str) -> tuple[Unit, str, str | None] | None:
    """The unit a table's corner cell names for its body ("Mean latency, ms" above a first
    column of query names, over columns headed by releases), for a column whose own header
    names none; a first column of numbers has the corner as its own header instead."""
    if not label.strip() or label.lstrip()[:1].isdigit():
        return None
    found = caption_unit(corner, header)
    return found[0] if found else None


_ROW_CELL = lazy(r"\s*[-+]?\d[\d,]*(?:\.\d+)?\s*(?P<unit>[^\d\s|][^|]*?)?\s*")


def row_unit(cells: tuple[str, ...]) -> tuple[Unit, str, str | None] | None:
    """The unit the first value of a row writes when every later value of it is a bare
    number ("100% | 78.89 | 66.80"): the row's unit, written once, as a relative row is."""
    parsed = [_ROW_CELL.fullmatch(cell) for cell in cells]
    values = [m for m in parsed if m is not None]
    if len(values) < 3 or len(values) != len([c for c in cells if c.strip()]):
        return None
    first, rest = values[0].group("unit"), values[1:]
    if not first or any(m.group("unit") for m in rest):
        return None
    found = header_unit(first.strip())
    return found if found is not None and found[0] is not COUNT else None


def fraction_unit(header: str, unit: tuple[Unit, str, str | None] | None,
                  fractions: bool) -> tuple[Unit, str, str | None] | None:
    """The percent a header names, read as a fraction of 1 when the header names a
    utilization or an outcome's share ("Hit ratio") and every cell of its column is written
    as one ("MFU %" over "0.57"): a utilization under 1% in every row is no benchmark's
    result, a fraction of 1 is."""
    if unit is None or unit[0].canonical != "%" or not fractions \
            or not (RESOURCE_SHARE.search(header) or OUTCOME_SHARE.search(header)):
        return unit
    return Unit("fraction", 1.0, unit[0].metric), unit[1], unit[2]


def defined_unit(header: str, terms: tuple[tuple[str, str], ...]
                 ) -> tuple[Unit, str, str | None] | None:
    """The rate a column headed by an abbreviation measures, as the text defined it ("WPS"
    after "WPS (words, in practice tokens, per second)"): only a rate, since a definition
    that names a resource ("MFU (model FLOPS utilization)") is no unit of its cells."""
    # the short name may carry a qualifier of its column ("wps (bf16)" for "wps")
    name = " ".join(_BRACKETED.sub(" ", header).split()).casefold()
    said = next((text for abbr, text in terms if abbr.casefold() == name), None)
    if said is None:
        return None
    found = header_unit(" ".join(said.replace(",", " ").split()))
    return found if found is not None and found[0].canonical.endswith("/s") \
        and not found[0].canonical.startswith(("FLOP", "OP")) else None

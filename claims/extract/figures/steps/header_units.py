"""The `header_units` step: in a table cell, a bare number takes the unit (and denominator)
its column header names ("Throughput (tok/s/GPU)" over "1,240"), else its row label's
bracketed unit (under a corner headed "Metric", the unit its label names as a header would),
the rate it opens with ("Req/Sec") or the unit its last clause is ("Lookup time, ms"),
else the table's caption or unit note; outside tables, the key of a
"key: value" pair is read the same way ("Read IOPS: 1,200K", "p99 latency (ms) = 4.2")."""

from __future__ import annotations

import re
from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.extract.figures.denominators import may_take_per, takes
from claims.extract.figures.header_scales import cell_suffix, scalable
from claims.extract.figures.headers import NAME_HEADER, header_per, header_unit
from claims.extract.figures.words import names_before
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

EXAMPLES = (
    Example("| System | Throughput (tok/s/GPU) |\n|---|---|\n| B200 | 1,240 |",
            ("1240 tokens/s per GPU",)),
    Example("| Model | p99 latency (ms) |\n|---|---|\n| Llama 3 8B | 41 |", ("0.041 s (p99)",)),
    # A caption names the unit when the column headers name systems, not measures.
    Example("| Query | System A | System B |\n|---|---|---|\n| Q1 | 212 | 180 |\n\n"
            "*Queries per second, higher is better*", ("212 queries/s", "180 queries/s")),
    Example("Table 2: output tokens per second per user.\n\n| Model | Host A | Host X |\n"
            "|---|---|---|\n| 70B | 457 | 250 |",
            ("457 tokens/s per user", "250 tokens/s per user")),
    # A lead-in or bold title right before a table, or a note right under it, states the
    # unit of bare cells; a header that opens with a number is a setting, not their unit.
    Example("Boost clocks we saw, all values in GHz:\n\n| Load | 1 core | 8 cores |\n"
            "|---|---|---|\n| AVX2 | 4.4 | 3.9 |",
            ("1 count core", "8 count cores", "4400000000 Hz", "3900000000 Hz")),
    Example("**Peak writes (ops/s)**\n\n| Threads | Store A | Store B |\n|---|---|---|\n"
            "| 16 | 88,200 | 71,450 |", ("16 count Threads", "88200 ops/s", "71450 ops/s")),
    Example("| Clients | A (p99) | B (p99) |\n|---|---|---|\n| 8 | 4.2 | 6.1 |\n\n"
            "Tail latency in ms. Lower is better.",
            ("8 count Clients", "0.0042 s (p99)", "0.0061 s (p99)")),
    # A note pairing measures with units ("size in bytes and latency in microseconds")
    # gives each column its measure's unit, the first column too.
    Example("One ping-pong run, size in bytes and latency in microseconds:\n\n"
            "| Size | Latency |\n|---:|---:|\n| 64 | 2.10 |", ("6.4e-08 GB", "2.1e-06 s")),
    # A column or row naming a quality of results (recall, precision, NDCG) holds scores;
    # "mixed precision" names a number format, not a quality.
    Example("| Index | Recall | Time - mixed precision |\n|---|---|---|\n| HNSW | 0.942 | 12 |",
            ("0.942 score", "12 count")),
    Example("| Metric | Engine A | Engine B |\n|---|---|---|\n| NDCG@10 | 0.512 | 0.498 |",
            ("0.512 score", "0.498 score")),
    # A measure before a spaced dash, its setup after: "Weak scaling - FP32" is a multiple.
    Example("| GPUs | Weak scaling - FP32 |\n|---|---|\n| 8 | 7.41 |",
            ("8 count GPUs", "7.41 x")),
    # A column naming the share of one outcome ("Success rate", "Hit ratio") is in percent.
    Example("| Proxy | Success rate | Hit ratio |\n|---|---|---|\n| A | 99.7 | 81 |",
            ("99.7 %", "81 %")),
    # Prose that only mentions a unit is not a note: "in ms" must end the clause.
    Example("Latency in ms was lowest for A:\n\n| Clients | A | B |\n|---|---|---|\n"
            "| 8 | 4.2 | 6.1 |", ("8 count Clients", "4.2 count", "6.1 count")),
    # A row label's bracketed unit serves the row; a bare label ("Llama 3 (8B)") does not.
    Example("| Probe | Site A | Site B |\n|---|---|---|\n| ping (RTT, ms) | 12 | 31 |\n"
            "| Llama 3 (8B) | 5 | 6 |", ("0.012 s", "0.031 s", "5 count", "6 count")),
    # Under a caption's unit, the column header still gives the statistic.
    Example("**Response time (ms)**\n\n| Users | A (mean) | A (max) |\n|---|---|---|\n"
            "| 10 | 0.8 | 14.5 |", ("10 count Users", "0.0008 s (mean)", "0.0145 s (max)")),
    # A header naming a price per hour makes its prices hourly, written with "$" or bare.
    Example("| Instance | vCPUs | Price per hour |\n|---|---|---|\n| m9.large | 2 | $0.0912 |\n"
            "| m9.xlarge | 4 | 0.1824 |", ("2 count vCPUs", "0.0912 USD/h", "4 count vCPUs",
                                           "0.1824 USD/h")),
    # A key names the unit of the value after it, as a column header would.
    Example("- Read IOPS: 1,200K\n- Cores: 64", ("1200000 IOPS", "64 count Cores")),
    Example("Peak QPS = 9,100; mean latency (ms): 4.2", ("9100 queries/s (peak)", "0.0042 s")),
    Example("Note: 4 of the runs failed.", ("4 count",)),
    # A paragraph after a table that is not a caption lends it nothing.
    Example("| Query | Engine A |\n|---|---|\n| Q1 | 212 |\n\nEngine A answers in 3 ms.",
            ("212 count", "0.003 s")),
    Example("| GPU | Batch size | Speed |\n|---|---|---|\n| L4 | 16 | 95 |\n\n"
            "*Throughput in images per second*", ("16 count", "95 images/s")),
    # A corner cell over a first column of names names the body's unit and statistic; a
    # row label naming a ratio, or a row writing its unit once, keeps its own.
    Example("| Mean latency, ms | v1.0 | v1.1 | v2.0 |\n|---|---|---|---|\n"
            "| Search | 59.5 | 40.2 | 21.7 |\n| Speedup factor, vs v1.0 | 1.0 | 1.48 | 2.74 |\n"
            "| Relative | 100% | 67.6 | 36.5 |\n",
            ("0.0595 s (mean)", "0.0402 s (mean)", "0.0217 s (mean)", "1 x", "1.48 x",
             "2.74 x", "100 %", "67.6 %", "36.5 %")),
    # Under a corner headed "Metric" the rows are the measures: each label is its row's
    # header, unit, denominator and all; a label naming no unit leaves counts.
    Example("| Metric | Host A | Host B |\n|---|---|---|\n| Get rate, ops/sec | 9,800 | 7,100 |"
            "\n| Shards | 4 | 8 |", ("9800 ops/s", "7100 ops/s", "4 count", "8 count")),
    # A row label opening with a rate gives it to its row; the columns give the statistic.
    Example("| Counter | Avg | Max |\n|---|---|---|\n| Req/Sec | 12.1k | 14.0k |",
            ("12100 requests/s (mean)", "14000 requests/s (max)")),
    # A cell writing its own unit takes the denominator its header names.
    Example("| Proxy | Size/request |\n|---|---|\n| Caddy | 192 bytes |",
            ("1.92e-07 GB per request",)),
    # A header's bracketed magnitude scales its cells; a cell's own glued magnitude letter
    # is read with the quantity its header names, where a name column keeps it a name.
    Example("| Net | Params (M) | FLOPs |\n|---|---|---|\n| N-1 | 12.5 | 3.1G |",
            ("12500000 count Params", "3100000000 FLOP")),
    Example("| Model | Params | Score |\n|---|---|---|\n| N 8B | 8B | 61.5 |\n| 70B | 70B | 66 |",
            ("8000000000 count Params", "61.5 count", "70000000000 count Params", "66 count")),
    # A first column of numbers has the corner as its own header.
    Example("| Latency (ms) | A | B |\n|---|---|---|\n| 16 | 4 | 5 |",
            ("0.016 s", "4 count", "5 count")),
    # A bracketed note after the measured number states a setting of the run, not a value.
    Example("Each value below is the read speed in MB/s over five runs.\n\n"
            "| Setup | Disk A |\n|---|---|\n| two cards | 812.5 (batch: 16) |",
            ("5 count runs", "0.8125 GB/s", "16 count")),
)


def apply_header(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """In a table cell, a bare number takes the unit its column header names."""
    if ctx.header and header_per(ctx.header):
        found = [_written_per(cand, ctx.header) for cand in found]
    if not ctx.header_unit:
        return _keyed_all(ctx.scan, found)
    unit, surface, noun = ctx.header_unit
    if unit.canonical in ("USD/h", "USD/month"):
        # a price written with its currency ("$0.64") under "Price per hour" is per hour
        found = [replace(cand, unit=Unit(unit.canonical, 1, "cost"))
                 if cand.unit is not None and cand.unit.canonical == "USD" else cand
                 for cand in found]
    per = _denominator(unit, ctx.header)
    if not NAME_HEADER.search(ctx.header):  # "| Model |" over "| 70B |": a name
        found = [_suffixed(ctx.scan, cand, unit, noun) for cand in found]
    # "Ryzen 9 9950X", "Llama 3 8B" under a "Model" header: parts of a name, not counts.
    return [replace(cand.with_unit(unit), unit_text=surface, count_noun=noun,
                    per=per or cand.per)
            if cand.unit is None and not cand.glued and not names_before(ctx.scan, cand.start)
            and not _in_run_note(ctx.scan, cand, found)
            else cand for cand in found]


def _in_run_note(scan: str, cand: Candidate, found: list[Candidate]) -> bool:
    """True for a number in a bracket after the cell's measured number ("3550.48 (batch:
    8)"): a setting of the run the note states, not a value of the column's measure."""
    opened = scan.rfind("(", 0, cand.start)
    return opened >= 0 and ")" not in scan[opened:cand.start] and \
        any(other.end <= opened for other in found if other is not cand)


# Parts of a machine, counted in a spec table, whose letters name them ("32T" threads).
_MACHINE_PARTS = lazy(r"(?:cores?|threads?|gpus?|cpus?|nodes?|sockets?|chips?|dies)", re.I)


def _suffixed(cell: str, cand: Candidate, unit: Unit, noun: str | None) -> Candidate:
    """A cell's one number with a magnitude letter glued on ("70B", "4.5G", "15T+") under a
    header naming a counted quantity ("Parameters", "FLOPs"): that many, not a name's part.
    Under a header writing its own magnitude ("Params (M)") the letter is left alone, as it
    is under a count of machine parts ("Threads" over "32T")."""
    factor = cell_suffix(cell)
    if factor is None or not cand.glued or cand.unit is not None or unit.factor != 1 or \
            not scalable(unit) or (noun and _MACHINE_PARTS.fullmatch(noun)):
        return cand
    if cand.scale == factor:  # the number was read with its letter ("70B" as 7e10)
        return replace(cand, glued=False)
    end = cand.end + 1  # the letter the number was not read with ("4.5G")
    return replace(cand, glued=False, value=cand.value * factor, scale=factor, end=end,
                   value_text=cell[cand.start:end])


# "Read IOPS: 1,200K": the key opens the sentence or follows a separator, ends right before
# the number, and is short; what it names is read as a column header is. Its brackets are
# balanced, so "A run (TPS/User = 30" keys on "TPS/User", not on the words before the "(".
# An approximation mark may follow the colon: "cycles per load: ~10K to 59K".
_APPROX = r"(?:~|\u2248|about\s+|approx\.?\s+)?"
_KEY = lazy(r"(?:^|[;,(\u2022]\s*|\s-\s)"
            r"(?P<key>(?=[\w ./()%-]{1,41}?\s*[:=]\s*" + _APPROX + r"$)[A-Za-z]"
            r"(?:[\w ./%-]|\([^()]*\))*?)\s*[:=]\s*" + _APPROX + r"$")


# What may stand between values listed after one key: a tight range dash ("30-40") or "to"
# ("~10K to 59K"), or a comma with words but no other number, bracket or clause break ("30
# without MTP, 40 with").
_KEYED_LIST_GAP = lazy(r"[-\u2013~]|\s+to\s+~?|[^\d;:.()\[\]=]{0,40},[^\d;:.()\[\]=]{0,24}")


# The gap inside a range whose high end writes its unit: "10-12 GB/s", "5 to 8 ms".
_RANGE_TO = lazy(r"\s?[-\u2013~]\s?|\s+to\s+~?")


def _keyed_all(scan: str, found: list[Candidate]) -> list[Candidate]:
    """Bare numbers after a "key:" in the unit the key names; the values listed after it
    ("TPS/User = 30-40 without MTP, 40-50 with MTP") share it."""
    out: list[Candidate] = []
    keyed = False  # whether the last number took its unit from a key
    for at, cand in enumerate(found):
        prev = out[-1] if out else None
        if keyed and prev is not None and prev.unit is not None and cand.unit is None and \
                not cand.glued and prev.end <= cand.start and \
                _KEYED_LIST_GAP.fullmatch(scan, prev.end, cand.start):
            out.append(replace(cand.with_unit(prev.unit), unit_text=prev.unit_text,
                               count_noun=prev.count_noun, per=prev.per))
            continue
        nxt = found[at + 1] if at + 1 < len(found) else None
        if nxt is not None and nxt.unit is not None and nxt.unit.canonical != "count" and \
                _RANGE_TO.fullmatch(scan, cand.end, nxt.start):
            out.append(cand)  # "between nodes: 10-12 GB/s": the range's own unit, not the key's
            keyed = False
            continue
        done = _keyed(scan, cand)
        keyed = done is not cand
        out.append(done)
    return out


def _keyed(scan: str, cand: Candidate) -> Candidate:
    """A bare number after a "key:" that names a unit, in that unit."""
    if cand.unit is not None or cand.glued or cand.currency:
        return cand
    key = _KEY.search(scan, max(0, cand.start - 48), cand.start)
    named = header_unit(key.group("key").strip()) if key else None
    if key is None or named is None:
        return cand
    unit, surface, noun = named
    if surface.lower() == "min" and "=" in key.group(0):
        return cand  # "min=157, max=2789 usec": a tool's minimum, not minutes
    per = _denominator(unit, key.group("key"))
    return replace(cand.with_unit(unit), unit_text=surface, count_noun=noun, per=per or cand.per)


def _written_per(cand: Candidate, header: str) -> Candidate:
    """A cell's figure with its own unit ("192 bytes") under a header naming a denominator
    ("Size/request"): per what the header says, where its unit can be per that."""
    if cand.unit is None or cand.per is not None:
        return cand
    per = _denominator(cand.unit, header)
    return replace(cand, per=per) if per else cand


def _denominator(unit: Unit, header: str) -> str | None:
    """The denominator a header (or key) names, where a figure of `unit` can take it."""
    per = header_per(header)
    return per if per is not None and may_take_per(unit) and takes(unit, per) else None

"""Unit notes: the words beside a table that state the unit of its bare cells ("all values
in GHz", "latency in ms", "(times in seconds)", a lead-in ending "below (ms):").

Only the unit itself is returned; whether it is a unit at all, and which columns take it,
is decided where the table's cells are read (`claims.extract.figures.headers`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from claims.extract.figures.measure_kinds import header_kind
from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy

# A unit is one token, optionally with "per <noun>" ("tokens/s per GPU", "requests per
# second"); it holds no digit, so "answers in 3 ms" is a figure, not a note. The note
# must end where the unit ends, so "latency in ms was lowest" is prose, not a note.
_UNIT_WORDS = r"[^\W\d][^\s\d,;:()]{0,15}?(?:\s+per\s+[^\W\d]\w{0,15})?"
_UNIT = r"(?P<unit>" + _UNIT_WORDS + ")"
# How a note says its measure is stated in a unit: "are in", "is given in", "shown in".
_STATED_IN = (r"(?:(?:are|is)\s+)?(?:(?:given|shown|reported|listed|expressed|measured)"
              r"\s+)?in")
# (a bracket may follow the unit: "each value is in TFLOPS (higher is better)")
# or a phrase saying over what the values were taken: "in tokens/second over all steps")
_END = r"\s*(?=[),;:.]|\s\(|$|\s(?:over|across|averaged|summed|taken)\s)"
_MEASURE = (r"(?:values?|numbers|figures|results|times?|timings|latenc(?:y|ies)|durations?|"
            r"means|averages|medians|percentiles|"
            # a measure's spread stated in its unit: "Latency distribution, in ms (...):"
            r"(?:latency|time|duration)\s+(?:distributions?|percentiles|breakdowns?)|"
            r"throughputs?|frequenc(?:y|ies)|clocks?|scores?|sizes?|rates?|bandwidths?|"
            r"speeds?|memory|usage)")
# Where the note points at the table it describes: "all figures below are in ms".
_POINTER = r"(?:(?:below|above|here|that\s+follow|in\s+(?:the|this)\s+table)\s+)?"
_NOTE = lazy(
    r"(?:\b" + _MEASURE + r",?\s+" + _POINTER + _STATED_IN + r"|\(\s*in)\s+" + _UNIT + _END
    # A measure with its unit in brackets: "Throughput (MB/s) for each codec:".
    + r"|\b" + _MEASURE + r"\s*\(\s*" + _UNIT.replace("unit", "named") + r"\s*\)"
    # A bracket opening with a statistic and its unit: "(mean ms per token, 3 runs)".
    + r"|\(\s*(?:mean|median|average|avg\.?)\s+" + _UNIT.replace("unit", "averaged")
    + r"\s*(?=[,;)])"
    # A lone parenthesised unit closing a lead-in or title: "... are below (ms):".
    + r"|\(\s*" + _UNIT.replace("unit", "bare") + r"\s*\)\s*:?\s*$"
    # A lead-in whose last clause is the unit, before the colon that opens the table:
    # "three tries of each query, in seconds:", "(latency distribution, in seconds):".
    + r"|,\s+in\s+" + _UNIT.replace("unit", "closing") + r"\s*\)?\s*:\s*$"
    # What the tables report, as a rate: "The tables report iterations processed per second",
    # "the numbers below give the number of requests served per second".
    + r"|\b(?:tables?|figures|numbers|values|results|columns)\s+" + _POINTER
    + r"(?:(?:report|give|show|list|count|measure)s?|are|is)\s+(?:the\s+)?(?:number\s+of\s+)?"
    r"(?P<reported>[^\W\d][\w-]{0,15}" + unit_patterns.DONE
    + r"\s+per\s+(?:second|sec|minute|min|hour|hr|day))"
    # A measure said to be a rate for everything below: "Throughput below is total tokens
    # per second per GPU" (the rate may be of a whole and of each of its parts).
    + r"|\b" + _MEASURE + r"\s+(?:below|that\s+follows?)\s+(?:is|are)\s+(?:the\s+)?"
    r"(?:(?:total|aggregate|mean|average|median)\s+)?(?P<below>[^\W\d][\w-]{0,15}"
    + unit_patterns.DONE + r"\s+per\s+(?:second|sec|minute|min|hour|hr|day)"
    r"(?:\s+per\s+[^\W\d]\w{0,15})?)"
    + _END, re.I)
# One "<measure> in <unit>" pair of a note that gives several: "(times in seconds, data in
# bytes)", "size in bytes and latency in microseconds", each for the columns of its measure
# (an "and" ends a pair as a comma does).
# The first pair may say how the unit is stated: "time is given in milliseconds and memory
# in kilobytes".
_PAIR = lazy(r"\b(?P<measure>" + _MEASURE + r"|data)\s+" + _STATED_IN + r"\s+" + _UNIT
             + r"\s*(?=[),;:.]|\s(?:and|&)\s|$)", re.I)


# A clause set off by a comma or semicolon that is only "in <unit>": "The table gives the
# speed each server reached, in requests per second; ...", "in tokens per second per GPU".
# Words after "in" are often no unit (", in practice,"), so only a unit the vocabulary reads
# is taken.
_CLAUSE = lazy(r"[,;]\s+in\s+(?P<unit>[^\W\d][^\s\d,;:()]{0,15}?"
               r"(?:\s+per\s+[^\W\d]\w{0,15}){0,2})\s*(?=[),;.]|$)", re.I)
# What may follow the unit the vocabulary reads: its denominators ("per GPU", "/user").
_DENOMINATORS = lazy(r"(?:\s*(?:/|\bper\s)\s*[^\W\d]+)*\s*")


def _clause_unit(text: str) -> str | None:
    """The unit of the first set-off "in <unit>" clause of `text` that names a unit."""
    for m in _CLAUSE.finditer(text):
        probe = "1 " + m.group("unit")
        hit = (unit_patterns.rate_at(probe, 1) or unit_patterns.symbol_at(probe, 1)
               or unit_patterns.word_at(probe, 1))
        if hit is not None and _DENOMINATORS.fullmatch(probe, hit[2]):
            return m.group("unit")
    return None


# A bracket of clauses, one of them a unit alone ("(higher is better, ops/s)", "(µs; lower
# is better)"), set off from the word before it; and a measure's name closing a heading or
# caption with its unit after a comma or colon ("Throughput, ops/s", "p99 latency: µs").
_BRACKET = lazy(r"(?:^|(?<=\s))\(([^()]{1,80})\)")
_MEASURE_UNIT = lazy(r"\b" + _MEASURE + r"\s*[,:]\s+(?P<unit>[^\W\d][^\s\d,;:()]{0,15})\s*\.?\s*$",
                     re.I)
# Words that are units only in name: "(min, max)" is a range's ends, "(s)" a plural.
_NO_UNIT = frozenset({"min", "max", "h", "s", "x", "m"})
_DIGIT_RE = lazy(r"\d")


def _set_off_unit(text: str) -> str | None:
    """The unit a bracket of a few clauses sets off, one of them a unit alone, or the unit
    a measure's name closing `text` gives; a bracket listing names ("(Q, K, V, O)") or
    several units ("(ms, MB)") states no one unit of a table."""
    for m in _BRACKET.finditer(text):
        clauses = [c.strip() for c in re.split(r"[,;]", m.group(1))]
        said = [c for c in clauses if _alone(c)]
        if len(said) == 1 and len(clauses) <= 3:
            return said[0]
    closing = _MEASURE_UNIT.search(text)
    return closing.group("unit") if closing and _alone(closing.group("unit")) else None


def _alone(clause: str) -> bool:
    """Whether a clause is a unit the vocabulary reads and nothing else (a count of things,
    a lone letter or a word that is a unit only in name is none)."""
    if (len(clause) < 2 and clause != "%") or clause.lower() in _NO_UNIT or \
            _DIGIT_RE.search(clause):
        return False
    probe = "1 " + clause
    hit = (unit_patterns.rate_at(probe, 1) or unit_patterns.symbol_at(probe, 1)
           or unit_patterns.word_at(probe, 1))
    return hit is not None and hit[0].canonical != "count" and \
        bool(_DENOMINATORS.fullmatch(probe, hit[2]))



def unit_note(text: str) -> str | None:
    """The unit a note in `text` states for a table beside it, or None."""
    m = _NOTE.search(text)
    if m is None:
        return _clause_unit(text) or (_set_off_unit(text) if "(" in text or "," in text
                                      or ":" in text else None)
    pairs = [f"{p.group('measure')} in {p.group('unit')}" for p in _PAIR.finditer(text)]
    if len(pairs) > 1:  # the columns of each measure take its unit (`headers.caption_unit`)
        return ", ".join(pairs)
    return m.group("unit") or m.group("named") or m.group("averaged") or m.group("bare") \
        or m.group("closing") or " ".join((m.group("reported") or m.group("below")).split())


def paired(text: str) -> bool:
    """Whether `text` gives several measures their units ("time is given in ms and memory
    in KB"): a note that speaks for the tables whose measures it names."""
    return " in " in text and len(_PAIR.findall(text)) > 1


def fitted_note(note: str | None, header: Sequence[str]) -> str | None:
    """A note as it speaks for the table under `header`: a note of several measures' units
    ("time in ms, memory in KB") speaks whole where column headers name its measures, as
    the one pair of the measure the corner names ("Memory" over file names), else not."""
    pairs = note.split(", ") if note else []
    if len(pairs) < 2 or not all(_PAIR.fullmatch(p) for p in pairs):
        return note
    kinds = [header_kind(p.split(" in ", 1)[0]) for p in pairs]
    if any(header_kind(h) in kinds for h in header[1:]):
        return note
    corner = header_kind(header[0]) if header else None
    return next((p for p, k in zip(pairs, kinds, strict=True) if k and k == corner), None)


# A note that opens with the rate its table counts: "Calls per second of each library,
# higher is better", "Throughput in tokens per second of each model" (a count per unit of
# time, perhaps after the measure's name, then what it is of).
_OPENING = lazy(r"\W*(?:" + _MEASURE + r"\s+in\s+)?"
                r"(?P<rate>[^\W\d]\w{1,15}\s+per\s+(?:second|minute|hour|sec)|"
                r"[^\W\d]\w{1,15}/(?:s|sec|min|h))(?=\s+(?:of|for|by|from|with|on)\b|"
                r"\s*[,;:.(]|\s*$)", re.I)


def opening_rate(text: str) -> str | None:
    """The rate a sentence opens with as the name of what a table below counts ("Calls
    per second of ujson against other libraries"), or None."""
    m = _OPENING.match(text)
    return m.group("rate") if m else None


# "The metric is Total Output Throughput (tokens/sec)": a section naming the one measure its
# tables report, with the unit in brackets after the measure's name.
_METRIC_NOTE = lazy(r"\b(?:the\s+)?(?:metric|measure)\s+(?:is|reported\s+is|shown\s+is)\s+"
                    r"(?P<named>[^\W\d][^.;:()]{0,60}?\(\s*[^\W\d][^\s\d,;:()]{0,15}\s*\))",
                    re.I)


def metric_note(text: str) -> str | None:
    """The measure and unit a section's sentence names for its tables ("the metric is Total
    Output Throughput (tokens/sec)"), or None."""
    m = _METRIC_NOTE.search(text)
    return " ".join(m.group("named").split()) if m else None


# A sentence that is wholly a unit note: "The times are in minutes.", "All values are
# given in ms."; its subject is the measure, nothing else is said.
_WHOLE_NOTE = lazy(r"(?:the|all(?:\s+the)?|these|each|every)\s+" + _MEASURE
                   + r"\s+(?=(?:are|is)\s)" + _STATED_IN + r"\s+" + _UNIT_WORDS + r"\s*[.!]?",
                   re.I)
_SENTENCE_END = lazy(r"(?<=[.!?])\s+")
#: How many paragraphs above a table may hold the note that names what it counts.
_REACH = 3


def note_above(scans: Sequence[str]) -> str | None:
    """The unit the text right above a table states for its bare cells, given the masked
    blocks above it nearest first (the block right above, then the paragraphs of its
    section before it): the last sentence of the block right above ("Results below (ms):"),
    else the opening rate of one of those paragraphs ("Calls per second of each
    library."), the nearest first."""
    if not scans:
        return None
    last = scans[0].rstrip()
    note = unit_note(last[_last_sentence(last):])
    if note:
        return note
    for sentence in _SENTENCE_END.split(last):
        # a sentence of the lead-in that only states the unit ("The times are in minutes.")
        # speaks for the table, wherever in the paragraph it stands
        if _WHOLE_NOTE.fullmatch(sentence.strip()) and (note := unit_note(sentence)):
            return note
    for scan in scans[:_REACH]:
        rate = opening_rate(scan.lstrip()[:200])
        if rate:
            return rate
    return None


def note_below(scan: str) -> str | None:
    """The unit the first sentence of a note under a table states ("Latency in ms.")."""
    ends = [i for i in (scan.find(". "), scan.find("! "), scan.find("? ")) if i >= 0]
    return unit_note(scan[:min(ends) + 1 if ends else len(scan)])


def _last_sentence(text: str) -> int:
    """Where the last sentence of `text` starts."""
    body = text.rstrip(" .:!?")
    return max(body.rfind(". "), body.rfind("! "), body.rfind("? ")) + 1

"""Unit notes: the words beside a table that state the unit of its bare cells ("all values
in GHz", "latency in ms", "(times in seconds)", a lead-in ending "below (ms):").

Only the unit itself is returned; whether it is a unit at all, and which columns take it,
is decided where the table's cells are read (`claims.extract.figures.headers`)."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

# A unit is one token, optionally with "per <noun>" ("tokens/s per GPU", "requests per
# second"); it holds no digit, so "answers in 3 ms" is a figure, not a note. The note
# must end where the unit ends, so "latency in ms was lowest" is prose, not a note.
_UNIT = r"(?P<unit>[^\W\d][^\s\d,;:()]{0,15}?(?:\s+per\s+[^\W\d]\w{0,15})?)"
_END = r"\s*(?=[),;:.]|$)"
_MEASURE = (r"(?:values|numbers|figures|results|times|timings|latenc(?:y|ies)|durations?|"
            r"throughputs?|frequenc(?:y|ies)|clocks?|scores?|sizes?|rates?|bandwidths?|"
            r"speeds?|memory|usage)")
_NOTE = lazy(
    r"(?:\b" + _MEASURE + r"\s+(?:(?:are|is)\s+)?(?:(?:given|shown|reported|listed|expressed|"
    r"measured)\s+)?in|\(\s*in)\s+" + _UNIT + _END
    # A lone parenthesised unit closing a lead-in or title: "... are below (ms):".
    + r"|\(\s*" + _UNIT.replace("unit", "bare") + r"\s*\)\s*:?\s*$", re.I)


def unit_note(text: str) -> str | None:
    """The unit a note in `text` states for a table beside it, or None."""
    m = _NOTE.search(text)
    if m is None:
        return None
    return m.group("unit") or m.group("bare")


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

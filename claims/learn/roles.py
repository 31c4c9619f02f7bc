"""General signals of a figure's kind that name no document's words: whether it stands in
a from/to pair ("from 12 ms to 4 ms", "12 ms -> 4 ms", "down to 4 ms"), whether a
comparison word shares its clause (a share or multiple beside "faster", "than", "more"
is a change against something), whether its section is a setup or a results section
(by a closed list of heading words every field uses), and whether its table column's
header names a side of a comparison (an old or new version, a baseline: a result column
with a sibling column of the same measure) or a measured quantity."""

from __future__ import annotations

import re

from claims.learn.layout import Layout, Place
from claims.vocabulary.lazy import lazy

Features = dict[str, float]
_CLAUSE = lazy(r"[,;:()]|\b(?:while|whereas|but)\b", re.I)
#: The words opening a pair's first side ("from 12 ms", "went from").
_FROM = lazy(r"\bfrom\s+(?:about\s+|roughly\s+|~)?$", re.I)
#: The words between a pair's sides ("12 ms to 4 ms", "12 ms -> 4 ms", "12 ms → 4 ms").
_TO_AFTER = lazy(r"^\S*(?:\s+\S+){0,2}?\s*(?:to|->|\u2192|=>)\s+(?:about\s+|~)?[\d.]", re.I)
_TO_BEFORE = lazy(r"(?:\bfrom\s+\S+(?:\s+\S+){0,2}?\s+to|->|\u2192|=>)\s*(?:about\s+|~)?$",
                  re.I)
#: A moved figure's verb: "down to", "up to", "cut to", "reduced to", "dropped to".
_MOVED = lazy(r"\b(?:down|dropped|drops|fell|falls|cut|cuts|reduced|reduces|rose|rises|"
              r"increased|increases|grew|grows|improved|improves|went|goes|jumped)\s+"
              r"(?:from\s+\S+\s+)?to\s+(?:about\s+|~)?$", re.I)
#: Comparison words: what they share a clause with is set against something.
_COMPARE = lazy(r"\b(?:than|vs\.?|versus|compared|relative|faster|slower|quicker|more|"
                r"less|fewer|higher|lower|better|worse|improvement|improved|improves|"
                r"reduction|reduced|reduces|speedup|speed-up|increase|decrease|gain|"
                r"over|baseline|regression|overhead|saving|savings)\b", re.I)
#: Heading words of a section that sets up the runs, in every field's wording.
_SETUP = lazy(r"\b(?:setup|set-up|configuration|configurations|config|environment|"
              r"methodology|testbed|test\s+bed|hardware|specs?|specifications?|"
              r"parameters|settings|workloads?|how\s+we\s+(?:tested|measured))\b", re.I)
_RESULTS = lazy(r"\b(?:results?|performance|findings|benchmarks?|numbers|evaluation|"
                r"comparison|throughput|latency)\b", re.I)
#: A header naming a side of a comparison: a version, old or new, before or after.
_SIDE = lazy(r"\b(?:v?\d+\.\d+(?:\.\d+)?|old|new|before|after|baseline|previous|"
             r"current|patched|unpatched|stock|original|optimi[sz]ed)\b", re.I)
#: A header naming a measured quantity (a result column), in every field's wording.
_MEASURED = lazy(r"\b(?:latency|throughput|time|duration|tps|qps|iops|ops|rps|p\d{2}|"
                 r"mean|median|avg|average|speed|rate|bandwidth|score|elapsed|"
                 r"[a-z]+/s(?:ec)?|ms|us|seconds?)\b", re.I)


def role_features(layout: Layout, place: Place) -> Features:
    """The general kind signals of one figure (see the module's docstring)."""
    out: Features = {}
    text = layout.text
    lo, hi = place.sentence
    lead = text[max(lo, place.at - 60):place.at]
    after = text[place.at:min(hi, place.at + 60)]
    if _FROM.search(lead) and _TO_AFTER.match(after):
        out["pair_first"] = 1.0
    elif _TO_BEFORE.search(lead) or _MOVED.search(lead):
        out["pair_second"] = 1.0
    clause = _CLAUSE.split(lead)[-1] + " " + _CLAUSE.split(after)[0]
    if _COMPARE.search(clause):
        out["compare_clause"] = 1.0
    block = place.block
    headings = " ".join(layout.headings(block)) if block is not None else ""
    if _SETUP.search(headings):
        out["sec_setup"] = 1.0
    if _RESULTS.search(headings):
        out["sec_results"] = 1.0
    if block is not None and block.kind == "table_row":
        column = next((i for i, (a, b) in enumerate(block.cells)
                       if a <= place.at - block.start < b), None)
        if column is not None and column < len(block.header):
            head = block.header[column]
            if _SIDE.search(head):
                out["h_side"] = 1.0
            if _MEASURED.search(head):
                out["h_measured"] = 1.0
    return out

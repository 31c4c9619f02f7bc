"""Features of a candidate for one figure (where its mentions stand relative to the
figure, how often and early the document names it, whether it sits on the other side of
a comparison, whether its kind fits the figure's quantity, the rules' choice), and of a
figure for its own decisions (kind, per, evidence, who measured). Features are sparse
maps of name -> value; names are stable strings, so a weights file is plain JSON."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from claims.learn.candidates import Candidate, Mention
from claims.learn.layout import Layout, Place
from claims.learn.names import key, same_name, tokens
from claims.learn.peers import peers_of
from claims.learn.readings import Reading, distinct_machines, introduced, reading, shape
from claims.vocabulary.lazy import lazy

Features = dict[str, float]
#: Features saying the text ties a candidate to a figure: named in its sentence,
#: paragraph or section, in its list's lead-in, its table's header or caption, or the
#: only machine the document's setup names (which binds every figure measured there).
TIES = frozenset({"sentence", "paragraph", "section", "lead_in", "row_label", "table_header",
                  "caption", "own_column", "only_setup", "outer_heading"})
#: How far apart (in characters) a name and its figure may stand for the words between them
#: to be read: one clause or two, never a whole list of figures.
_NEAR = 400

# Words that set a comparison's other side apart: what follows them is the baseline.
_OTHER_SIDE = lazy(r"\b(?:than|vs\.?|versus|compared\s+(?:to|with)|over|against|"
                   r"relative\s+to|from)\b", re.I)
_CLAUSE_BREAK = lazy(r"[,;:()]|\b(?:while|whereas|and|but)\b", re.I)
_COUNT_BEFORE = lazy(r"(?:\d[\d,]*|one|two|four|eight|sixteen)\s*(?:x|\u00d7|-way)?\s*$",
                     re.I)


def unit_class(unit: str) -> str:
    """The family of a figure's quantity, which decides what kind of system fits it."""
    if unit == "tokens/s":
        return "tokens"
    if unit in ("IOPS", "GB/s", "GB"):
        return "storage"
    if unit in ("requests/s", "queries/s") or (unit.endswith("/s") and "request" in unit):
        return "requests"
    if unit in ("Gbit/s", "packets/s"):
        return "network"
    if unit in ("x", "%"):
        return "ratio"
    if unit == "s":
        return "time"
    if unit in ("USD", "USD/h", "USD/Mtok"):
        return "cost"
    if unit == "count":
        return "count"
    return "rate" if unit.endswith("/s") else "other"


def _distance_bucket(chars: int) -> str:
    """A coarse distance: the same words, a line, a paragraph, a page, further."""
    for limit, name in ((16, "16"), (64, "64"), (256, "256"), (1024, "1k"), (4096, "4k")):
        if chars <= limit:
            return name
    return "far"


def _nearest(mentions: tuple[Mention, ...], at: int) -> Mention | None:
    """The mention nearest an offset (the earlier one on a tie)."""
    if not mentions:
        return None
    return min(mentions, key=lambda m: (abs(m.start - at), m.start))


def _in_sentence(layout: Layout, place: Place, m: Mention) -> Features:
    """What sharing the figure's sentence says: same clause, the other side of a
    comparison, a count before the name, before or after the figure."""
    text = layout.text
    a, b = sorted((m.end, place.at)) if m.start < place.at else sorted((place.at, m.start))
    out: Features = {"sentence": 1.0, "before" if m.start < place.at else "after": 1.0}
    # What stands between is read only near the figure: in a sentence of thousands of
    # figures, reading every gap whole would cost the sentence's length per figure.
    near = b - a <= _NEAR
    between = text[a:b] if near else ""
    if near and not _CLAUSE_BREAK.search(between):
        out["clause"] = 1.0
    lead = text[max(place.sentence[0], m.start - 40):m.start]
    if _OTHER_SIDE.search(lead[-24:]):
        out["other_side_after" if m.start > place.at else "other_side_before"] = 1.0
    if _OTHER_SIDE.search(between):
        out["comparison_between"] = 1.0
    if _COUNT_BEFORE.search(lead):
        out["count_beside"] = 1.0
    return out


def _names_cell(cand: Candidate, cell: str, own: frozenset[str]) -> bool:
    """Whether a header cell names the candidate: the same name, or a word of the cell that
    only this machine's name holds ("M4 JIT" over a column, "Apple M4" the machine)."""
    return same_name(cand.name, cell) or not own.isdisjoint(tokens(cell))


def _structure(layout: Layout, place: Place, cand: Candidate,
               own: frozenset[str] = frozenset()) -> Features:
    """Where the candidate's mentions stand in the document's structure, seen from the
    figure: its paragraph, section, heading, table header or row label, list lead-in
    (`own`: the words only this candidate's name holds among the document's machines)."""
    out: Features = {}
    block = place.block
    if block is None:
        return out
    # the headings above the figure's own: "Results on H100" over "Latency" names the
    # machine of every figure in its sub-sections too
    outer = frozenset(layout.headings(block)[:-1])
    for m in cand.mentions:
        there = layout.block_at(m.start)
        if there is None:
            continue
        if there.paragraph == block.paragraph:
            out["paragraph"] = 1.0
        if there.section == block.section:
            out["section"] = 1.0
            if there.kind == "heading":
                out["heading"] = 1.0
        elif there.kind == "heading" and there.section in outer and m.start < place.at:
            out["outer_heading"] = 1.0
        elif there.kind == "heading" and m.start < place.at:
            out["other_heading_before"] = 1.0
        if block.lead is not None and block.lead[0] <= m.start < block.lead[1]:
            out["lead_in"] = 1.0
        # (a row's cells are offsets into its block)
        if there is block and block.kind == "table_row" and block.cells and \
                block.cells[0][0] <= m.start - block.start < block.cells[0][1]:
            out["row_label"] = 1.0
    if block.kind == "table_row" and cand.name is not None and any(
            _names_cell(cand, h, own) for h in block.header):
        out["table_header"] = 1.0
    if block.caption and cand.name is not None and cand.name.lower() in block.caption.lower():
        out["caption"] = 1.0
    column = next((i for i, (a, b) in enumerate(block.cells)
                   if a <= place.at - block.start < b), None)
    if block.kind == "table_row" and cand.name is not None and column is not None and \
            column < len(block.header) and _names_cell(cand, block.header[column], own):
        out["own_column"] = 1.0
    return out


def candidate_features(layout: Layout, place: Place, cand: Candidate, rule: str | None,
                       count: int, peers: Sequence[Candidate] = ()) -> Features:
    """The features of one candidate for one figure (`count`: candidates in all; `peers`:
    them all, so a candidate can be read beside the others)."""
    fit = unit_class(place.unit)
    if cand.name is None:
        nothing: Features = {"none": 1.0, f"none:fit={fit}": 1.0, "none:rule" if rule is None
                             else "none:rule_named": 1.0, f"none:n={min(count - 1, 4)}": 1.0}
        # A setup that names one machine binds it to the document's figures; one that
        # names several (a cluster of instance types, two GPU generations) binds none
        # by itself: each figure then takes the machine its own text ties it to.
        nothing.update(peers_of(layout, peers).none())
        return nothing
    kind = reading(layout, cand).shape
    out: Features = {"bias": 1.0, f"finder={cand.finder}": 1.0, f"fit={fit}:{cand.finder}": 1.0,
           f"shape={kind}": 1.0, f"fit={fit}:shape={kind}": 1.0}
    out.update(peers_of(layout, peers).among(cand))
    if rule is not None and same_name(cand.name, rule):
        # The rules' own spelling, or a longer or shorter one of the same name: which of
        # "Xeon E5-2640 v3" and "E5-2640" the rules chose is itself evidence.
        out["rule" if key(cand.name) == key(rule) else "rule_overlap"] = 1.0
    if cand.front:
        out["front"] = 1.0
    out["rank_first"] = 1.0 if cand.rank == 0 else 0.0
    out["rank"] = 1.0 / (1 + cand.rank)
    out["share"] = cand.share
    out["mentions"] = math.log1p(len(cand.mentions)) / 3
    out["tokens"] = min(len(cand.name.split()), 4) / 4
    nearest = _nearest(cand.mentions, place.at)
    if nearest is not None:
        gap = abs(nearest.start - place.at)
        out[f"dist={_distance_bucket(gap)}"] = 1.0
        out["dist_log"] = math.log1p(gap) / 10
        out["first_at"] = cand.mentions[0].start / layout.length
        before = [m for m in cand.mentions if m.start < place.at]
        out["named_before"] = 1.0 if before else 0.0
        lo, hi = place.sentence
        inside = [m for m in cand.mentions if lo <= m.start < hi]
        if inside:
            own = _nearest(tuple(inside), place.at)
            assert own is not None
            out.update(_in_sentence(layout, place, own))
            if introduced(layout, own)[1]:
                out["run_on_sentence"] = 1.0
        out.update(_structure(layout, place, cand, peers_of(layout, peers).own_words(cand)
                              if peers else frozenset()))
    return out


__all__ = ["TIES", "Features", "Reading", "candidate_features", "distinct_machines",
           "reading", "shape", "unit_class"]
